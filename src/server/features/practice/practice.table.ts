import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    /** The course unit whose theme a free conversation is on (decision 200); null for any other. */
    unitId: text('unit_id'),
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
    /** How many words the learner messages hold, counted as each turn is stored (decision 155). */
    learnerWords: integer('learner_words').notNull().default(0),
    /** How many corrections the learner messages got, counted as each turn is stored (decision 155). */
    learnerMistakes: integer('learner_mistakes').notNull().default(0),
    /**
     * Whether the session's words, mistakes and `session_words` rows are kept as its turns are stored.
     * Sessions made before decision 155 (or written by anything else) are indexed once, at the start.
     */
    wordsIndexed: boolean('words_indexed').notNull().default(false),
  },
  (table) => [
    index('practice_sessions_user_started_idx').on(table.userId, table.startedAt),
    index('practice_sessions_started_idx').on(table.startedAt),
    index('practice_sessions_words_pending_idx')
      .on(table.id)
      .where(sql`not ${table.wordsIndexed}`),
  ],
);

/**
 * The distinct words a session's learner messages use as words of the language (decision 156), each with
 * where the session first has it: its message and its place there. Written as each turn is stored
 * (decision 155), so a report reads the session's words instead of tokenising its messages.
 */
export const sessionWords = pgTable(
  'session_words',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => practiceSessions.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    messageId: integer('message_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.word] })],
);

/**
 * Every word a learner has used in a language, with the start of the earliest session that uses it
 * (decision 155): a session's new words are its words whose earliest session is one started with it.
 */
export const learnerVocabulary = pgTable(
  'learner_vocabulary',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    word: text('word').notNull(),
    firstStartedAt: timestamp('first_started_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.language, table.word] }),
    // A session's new words are found from here: the learner's words first used in a session started then.
    index('learner_vocabulary_first_idx').on(table.userId, table.language, table.firstStartedAt),
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
    /**
     * On a teacher message the learner cut into while it was spoken (decision 212): how many characters of
     * `content` they heard, at the end of a whole word. Null when it was heard whole, and on learner messages.
     */
    interruptedAt: integer('interrupted_at'),
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
