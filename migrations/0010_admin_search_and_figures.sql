-- Trigram matching for the admin search (decision 124); PGlite loads the extension when it opens.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "user_plan_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"plan" text NOT NULL,
	"users" bigint NOT NULL,
	"minutes" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_month_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"sessions" bigint NOT NULL,
	"minutes" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_username_lower_idx";--> statement-breakpoint
-- One ALTER for both columns: the table is rewritten once.
ALTER TABLE "users" ADD COLUMN "username_lower" text GENERATED ALWAYS AS (lower("users"."username")) STORED NOT NULL,
  ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("users"."email")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email_lower" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_list_idx" ON "users" USING btree ("id","username_lower","email_lower");--> statement-breakpoint
CREATE INDEX "users_paid_plan_changed_idx" ON "users" USING btree ("plan_changed_at") WHERE "users"."plan" <> 'free';