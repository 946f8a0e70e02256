-- How many characters of a teacher message the learner heard before cutting in while it was spoken, at the
-- end of a whole word; null when it was heard whole (decision 212).
ALTER TABLE "messages" ADD COLUMN "interrupted_at" integer;