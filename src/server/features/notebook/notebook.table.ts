import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { practiceSessions } from '../practice/practice.table.ts';
import { users } from '../users/users.table.ts';

/**
 * One card of a learner's mistake notebook: a correction of their words, or a phrase they kept from a
 * teacher, with its FSRS scheduling state (ts-fsrs's Card, column for column). Repeats of the same
 * mistake merge into one card by `mistakeKey` (docs/product.md#mistake-notebook-and-review).
 */
export const mistakeCards = pgTable(
  'mistake_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['english', 'spanish', 'french'] }).notNull(),
    kind: text('kind', { enum: ['correction', 'own'] }).notNull(),
    original: text('original').notNull(),
    corrected: text('corrected').notNull(),
    explanation: text('explanation').notNull(),
    /**
     * The learner's words the mistake was made in (a correction card): the review shows the mistake in
     * its sentence. Null for own cards and for cards whose message was not found when this was added.
     */
    sentence: text('sentence'),
    /** The normalized original and corrected form: the same mistake made again has the same key. */
    mistakeKey: text('mistake_key').notNull(),
    occurrences: integer('occurrences').notNull().default(1),
    /** The session the card was first made in (null for a card whose session was deleted). */
    firstSessionId: integer('first_session_id').references(() => practiceSessions.id, {
      onDelete: 'set null',
    }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mistake_cards_user_key').on(table.userId, table.language, table.mistakeKey),
    index('mistake_cards_user_due_idx').on(table.userId, table.language, table.due),
    index('mistake_cards_session_idx').on(table.firstSessionId),
  ],
);

/** Every review answer, kept for retention figures even after its card is deleted. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id').references(() => mistakeCards.id, { onDelete: 'set null' }),
    language: text('language', { enum: ['english', 'spanish', 'french'] }).notNull(),
    /** ts-fsrs Rating: 1 again, 2 hard, 3 good, 4 easy. */
    rating: integer('rating').notNull(),
    correct: boolean('correct').notNull(),
    /** The card's state before the answer. */
    state: integer('state').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('review_logs_user_reviewed_idx').on(table.userId, table.language, table.reviewedAt)],
);
