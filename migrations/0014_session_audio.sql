-- Milliseconds of recordings transcribed in a session, charged before the recogniser is asked; a session
-- is billed the longer of its time and its recorded audio (decision 150).
ALTER TABLE "practice_sessions" ADD COLUMN "audio_ms" integer DEFAULT 0 NOT NULL;