CREATE TABLE "learner_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_facts" ADD CONSTRAINT "learner_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learner_facts_value_key" ON "learner_facts" USING btree ("user_id","language","kind",lower("value"));--> statement-breakpoint
CREATE INDEX "learner_facts_user_idx" ON "learner_facts" USING btree ("user_id","language","updated_at");