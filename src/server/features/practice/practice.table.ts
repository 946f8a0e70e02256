import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Correction } from '../../../shared/contracts/practice.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { PRACTICE_MODES } from '../../../shared/domain/topics.ts';
import { users } from '../users/users.table.ts';

/** One conversation with an AI teacher (chat, voice or video call). Times are the server's. */
export const practiceSessions = pgTable(
  'practice_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    topic: text('topic'),
    mode: text('mode', { enum: PRACTICE_MODES }).notNull().default('chat'),
    level: integer('level').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Whole minutes, computed by the server when the session ends. */
    durationMinutes: integer('duration_minutes'),
    /** Share of learner messages needing no correction, 0–100; null when there were none. */
    score: integer('score'),
    /**
     * How many learner messages the session holds, counted as each turn is stored: the turn context reads
     * it instead of counting the session's messages on every turn.
     */
    learnerTurns: integer('learner_turns').notNull().default(0),
    /**
     * Milliseconds of the learner's recordings transcribed in the session, charged before the recogniser
     * is asked: the session is billed the longer of its time and this (decision 150).
     */
    audioMs: integer('audio_ms').notNull().default(0),
  },
  (table) => [
    index('practice_sessions_user_started_idx').on(table.userId, table.startedAt),
    index('practice_sessions_started_idx').on(table.startedAt),
  ],
);

/**
 * Sessions and their minutes per calendar month (UTC) of their start, as rows of changes (decision 123):
 * triggers on `practice_sessions` append one row per month a statement changes, and now and then fold
 * the rows into one per month, so the admin figures sum a few rows instead of reading every session.
 * Written by those triggers only.
 */
export const sessionMonthFigures = pgTable('session_month_figures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  month: timestamp('month', { withTimezone: true }).notNull(),
  sessions: bigint('sessions', { mode: 'number' }).notNull(),
  minutes: bigint('minutes', { mode: 'number' }).notNull(),
});

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: ['user', 'ai'] }).notNull(),
    content: text('content').notNull(),
    /** Corrections of a learner message (empty when it needed none); null on AI messages. */
    corrections: jsonb('corrections').$type<Correction[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_session_idx').on(table.sessionId, table.id),
    // The learner messages that needed correcting, by session: what the turn context reads of the
    // learner's earlier sessions for the AI teacher, without visiting their other messages (decision 136).
    index('messages_corrected_idx')
      .on(table.sessionId, table.id)
      .where(
        sql`${table.sender} = 'user' and jsonb_typeof(${table.corrections}) = 'array' and jsonb_array_length(${table.corrections}) > 0`,
      ),
  ],
);
