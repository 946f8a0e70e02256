CREATE TABLE "speech_transcripts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"word_count" integer NOT NULL,
	"speaking_ms" integer NOT NULL,
	"pause_count" integer NOT NULL,
	"longest_pause_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "speech_transcripts" ADD CONSTRAINT "speech_transcripts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "speech_transcripts_user_created_idx" ON "speech_transcripts" USING btree ("user_id","created_at");