import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * How long the teacher and the speech providers took, one row per teacher turn, recognition or
 * synthesis (decision 116). Milliseconds, measured on the server.
 */
export const turnTimings = pgTable(
  'turn_timings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['reply', 'recognition', 'synthesis'] }).notNull(),
    /** Which provider answered: `ai:<model>`, `offline`, or the speech provider's name. */
    provider: text('provider').notNull(),
    /** A reply's first streamed text; null for speech and for replies that streamed nothing. */
    firstTokenMs: integer('first_token_ms'),
    totalMs: integer('total_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('turn_timings_created_idx').on(table.createdAt)],
);
