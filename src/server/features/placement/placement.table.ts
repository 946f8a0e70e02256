import { index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { CEFR_LEVEL_CODES } from '../../../shared/contracts/placement.ts';
import { users } from '../users/users.table.ts';

/** One answer of a placement test, graded by the server. */
export interface StoredPlacementAnswer {
  itemId: string;
  response: 'correct' | 'wrong' | 'unknown';
  answeredAt: string;
}

/**
 * Placement tests (decision 190): every test a learner started, kept as history. A test in progress
 * holds the item it shows; a finished one its level. Starting another of the same language abandons
 * the one in progress.
 */
export const placementTests = pgTable(
  'placement_tests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    status: text('status', { enum: ['in_progress', 'finished', 'abandoned'] })
      .notNull()
      .default('in_progress'),
    answers: jsonb('answers').$type<StoredPlacementAnswer[]>().notNull().default([]),
    currentItemId: text('current_item_id'),
    level: text('level', { enum: CEFR_LEVEL_CODES }),
    ability: real('ability'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('placement_tests_user_language_idx').on(table.userId, table.language, table.id)],
);
