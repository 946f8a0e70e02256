-- A session's words and mistakes, its distinct words and each learner's words per language, kept as each
-- turn is stored, so reports and progress read a few rows (decision 155). Sessions already there are left
-- with words_indexed false and are indexed once by the server's start (indexPendingSessions), which
-- tokenises as the server does on both databases.
CREATE TABLE "learner_vocabulary" (
	"user_id" integer NOT NULL,
	"language" text NOT NULL,
	"word" text NOT NULL,
	"first_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "learner_vocabulary_user_id_language_word_pk" PRIMARY KEY("user_id","language","word")
);
--> statement-breakpoint
CREATE TABLE "session_words" (
	"session_id" integer NOT NULL,
	"word" text NOT NULL,
	"message_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "session_words_session_id_word_pk" PRIMARY KEY("session_id","word")
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "learner_words" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "learner_mistakes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD COLUMN "words_indexed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_vocabulary" ADD CONSTRAINT "learner_vocabulary_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_words" ADD CONSTRAINT "session_words_session_id_practice_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."practice_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_vocabulary_first_idx" ON "learner_vocabulary" USING btree ("user_id","language","first_started_at");--> statement-breakpoint
CREATE INDEX "practice_sessions_words_pending_idx" ON "practice_sessions" USING btree ("id") WHERE not "practice_sessions"."words_indexed";