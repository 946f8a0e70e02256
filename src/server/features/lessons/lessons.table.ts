import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { practiceSessions } from '../practice/practice.table.ts';
import { users } from '../users/users.table.ts';

/** A line of a lesson's role-play, as it was said. */
export interface RolePlayLine {
  from: 'teacher' | 'learner';
  text: string;
}

/**
 * Lesson runs (decision 195): each time a learner plays a lesson of the guided course, kept as history.
 * A run in progress holds where the learner is (the step, or the role-play's checkpoint) and the misses
 * there; a finished one its score and stars. Its answers are messages of its practice session, which
 * counts the minutes like any practice.
 */
export const lessonRuns = pgTable(
  'lesson_runs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    lessonId: text('lesson_id').notNull(),
    /** The practice session its answers are stored in; a new one when that one ended. */
    sessionId: integer('session_id').references(() => practiceSessions.id, { onDelete: 'set null' }),
    phase: text('phase', { enum: ['steps', 'role-play', 'done', 'abandoned'] })
      .notNull()
      .default('steps'),
    /** The step shown, or the role-play's checkpoint. */
    position: integer('position').notNull().default(0),
    /** Misses on the step or checkpoint shown. */
    misses: integer('misses').notNull().default(0),
    /** Steps and checkpoints done without being shown the answer. */
    unaided: integer('unaided').notNull().default(0),
    transcript: jsonb('transcript').$type<RolePlayLine[]>().notNull().default([]),
    score: integer('score'),
    stars: integer('stars'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('lesson_runs_user_language_idx').on(table.userId, table.language, table.lessonId)],
);
