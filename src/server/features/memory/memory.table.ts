import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FACT_KINDS } from '../../../shared/contracts/memory.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { users } from '../users/users.table.ts';

/**
 * What the teacher remembers of a learner, per language taught (decision 209): a short fact of one kind
 * in the learner's words. A kind the learner has one of (name, home…) holds one row per language; the
 * others hold a few, the newest kept.
 */
export const learnerFacts = pgTable(
  'learner_facts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    kind: text('kind', { enum: FACT_KINDS }).notNull(),
    value: text('value').notNull(),
    source: text('source', { enum: ['partner', 'ai', 'learner'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('learner_facts_value_key').on(
      table.userId,
      table.language,
      table.kind,
      sql`lower(${table.value})`,
    ),
    index('learner_facts_user_idx').on(table.userId, table.language, table.updatedAt),
  ],
);
