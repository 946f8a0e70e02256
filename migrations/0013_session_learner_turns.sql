-- How many learner messages a session holds, kept as each turn is stored: the turn context reads it
-- instead of counting the session's messages on every turn (decision 145).
ALTER TABLE "practice_sessions" ADD COLUMN "learner_turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "practice_sessions" s SET "learner_turns" = counted.turns
FROM (SELECT "session_id", count(*)::integer AS turns FROM "messages" WHERE "sender" = 'user' GROUP BY "session_id") counted
WHERE counted."session_id" = s."id";
