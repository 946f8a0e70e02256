import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { INTERFACE_LANGUAGES } from '../../../shared/contracts/auth.ts';
import { PLAN_IDS } from '../../../shared/domain/plans.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The identity provider's issuer and subject: together they identify a person. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    avatar: text('avatar'),
    plan: text('plan', { enum: PLAN_IDS }).notNull().default('free'),
    isAdmin: boolean('is_admin').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** IANA zone used to count streak days; set from the browser, validated on the server. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The interface language the person chose (en, es, fr); null until they choose one. */
    interfaceLanguage: text('interface_language', { enum: INTERFACE_LANGUAGES }),
    /**
     * Minute counters, updated in the same transaction that ends a practice session.
     * `minutesMonth` (YYYY-MM, UTC) says which month `monthlyMinutesUsed` counts; an older month reads as 0.
     */
    minutesMonth: text('minutes_month'),
    monthlyMinutesUsed: integer('monthly_minutes_used').notNull().default(0),
    totalMinutesUsed: integer('total_minutes_used').notNull().default(0),
    /** Billing state, changed only by verified payments and provider webhooks. */
    subscriptionStatus: text('subscription_status'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    planChangedAt: timestamp('plan_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_identity_key').on(table.issuer, table.subject),
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
    index('users_plan_idx').on(table.plan),
    index('users_username_lower_idx').on(sql`lower(${table.username})`),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const authSessions = pgTable(
  'auth_sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak usable sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen on this session (kept to the minute): idle sessions end. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
);
