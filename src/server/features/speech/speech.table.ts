import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { users } from '../users/users.table.ts';

/**
 * The timing facts of each server transcription that came with word timings (decision 118): the text
 * (to find the learner message it became), its words, speaking time and pauses. No audio is kept.
 */
export const speechTranscripts = pgTable(
  'speech_transcripts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    text: text('text').notNull(),
    wordCount: integer('word_count').notNull(),
    /** From the first word's start to the last word's end, pauses included. */
    speakingMs: integer('speaking_ms').notNull(),
    /** Gaps of a second or more between words, and the longest of them. */
    pauseCount: integer('pause_count').notNull(),
    longestPauseMs: integer('longest_pause_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('speech_transcripts_user_created_idx').on(table.userId, table.createdAt)],
);
