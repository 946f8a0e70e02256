CREATE TABLE "mistake_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"original" text NOT NULL,
	"corrected" text NOT NULL,
	"explanation" text NOT NULL,
	"mistake_key" text NOT NULL,
	"occurrences" integer DEFAULT 1 NOT NULL,
	"first_session_id" integer,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" integer NOT NULL,
	"last_review" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer,
	"language" text NOT NULL,
	"rating" integer NOT NULL,
	"correct" boolean NOT NULL,
	"state" integer NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turn_timings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"first_token_ms" integer,
	"total_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mistake_cards" ADD CONSTRAINT "mistake_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mistake_cards" ADD CONSTRAINT "mistake_cards_first_session_id_practice_sessions_id_fk" FOREIGN KEY ("first_session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_mistake_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."mistake_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_timings" ADD CONSTRAINT "turn_timings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mistake_cards_user_key" ON "mistake_cards" USING btree ("user_id","language","mistake_key");--> statement-breakpoint
CREATE INDEX "mistake_cards_user_due_idx" ON "mistake_cards" USING btree ("user_id","language","due");--> statement-breakpoint
CREATE INDEX "mistake_cards_session_idx" ON "mistake_cards" USING btree ("first_session_id");--> statement-breakpoint
CREATE INDEX "review_logs_user_reviewed_idx" ON "review_logs" USING btree ("user_id","language","reviewed_at");--> statement-breakpoint
CREATE INDEX "turn_timings_created_idx" ON "turn_timings" USING btree ("created_at");