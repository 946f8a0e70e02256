import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import {
  AGE_GROUPS,
  type Question,
  type QuizLocalized,
  type StoredQuestion,
} from '../../../shared/contracts/quizzes.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { childProfiles, users } from '../users/users.table.ts';

/** Adult level quizzes and kids lessons (isKidsQuiz; `level` is then the lesson number 1–8). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    level: integer('level').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /**
     * The title and description in the other interface languages (shipped content, decision 202); null
     * for a quiz an administrator wrote or saved, which shows as written in every interface.
     */
    localized: jsonb('localized').$type<QuizLocalized>(),
    /** The item bank (adult: each attempt draws QUIZ_QUESTION_COUNT; kids: every item). */
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isKidsQuiz: boolean('is_kids_quiz').notNull().default(false),
    ageGroup: text('age_group', { enum: AGE_GROUPS }),
    /** Where it came from: shipped content (with its stable key), an admin's form, or AI generation. */
    source: text('source', { enum: ['content', 'admin', 'ai'] })
      .notNull()
      .default('admin'),
    contentKey: text('content_key').unique(),
    /**
     * The hash of the shipped file this row holds unchanged; null once an administrator has saved it (or
     * for rows not from content). Seeding replaces a row whose hash is set and differs from the shipped
     * file's (decision 013).
     */
    contentHash: text('content_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quizzes_kind_language_level_idx').on(table.isKidsQuiz, table.language, table.level)],
);

export const quizResults = pgTable(
  'quiz_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** Per drawn item, in the attempt's order: the option index, or the tile order of a word-order item. */
    answers: jsonb('answers').$type<(number | number[])[]>().notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    passed: boolean('passed').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The attempt this result records, written in the transaction that closes it (at most one result per
     * attempt, so a repeated completion answers this one); null for results older than attempts.
     */
    attemptId: integer('attempt_id')
      .unique()
      .references((): AnyPgColumn => quizAttempts.id, { onDelete: 'set null' }),
  },
  (table) => [index('quiz_results_user_quiz_idx').on(table.userId, table.quizId)],
);

/**
 * Kids lessons completed, per account holder (`childId` null) or per child profile of the account
 * (decision 208): one row per (account, child, language, lesson), a missing child counting as one.
 */
export const kidsProgress = pgTable(
  'kids_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id').references(() => childProfiles.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    lesson: integer('lesson').notNull(),
    /** Best result kept across retries. */
    stars: integer('stars').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    completed: boolean('completed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('kids_progress_owner_lesson_key')
      .on(table.userId, table.childId, table.language, table.lesson)
      .nullsNotDistinct(),
  ],
);

/** What a learner answered to one drawn item, and whether the server found it right. */
export interface AttemptAnswer {
  answer: number | number[];
  correct: boolean;
}

/**
 * One play of a quiz or kids lesson: the items the server drew (their bank indexes and a copy of each,
 * keys included, so an edit of the quiz mid-attempt changes nothing), the answers given one by one, and
 * when it was completed (at most once).
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** The child profile that played it in kid mode (decision 208); null for the account holder. */
    childId: integer('child_id').references(() => childProfiles.id, { onDelete: 'cascade' }),
    itemIndexes: jsonb('item_indexes').$type<number[]>().notNull(),
    items: jsonb('items').$type<Question[]>().notNull(),
    /** By bank index (as the object key). */
    answers: jsonb('answers')
      .$type<Record<string, AttemptAnswer>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [index('quiz_attempts_user_quiz_idx').on(table.userId, table.quizId, table.id)],
);
