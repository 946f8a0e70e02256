ALTER TABLE "quizzes" ADD COLUMN "content_hash" text;--> statement-breakpoint
-- Shipped quizzes seeded before this column and never saved by an administrator (seeding writes created_at
-- and updated_at in one statement; an admin save moves updated_at) are marked as unchanged shipped content,
-- so the next seeding replaces them with the shipped version.
UPDATE "quizzes" SET "content_hash" = 'seeded-before-hashes' WHERE "source" = 'content' AND "updated_at" = "created_at";
