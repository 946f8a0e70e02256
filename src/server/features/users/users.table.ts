import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INTERFACE_LANGUAGES } from '../../../shared/contracts/auth.ts';
import { PLAN_IDS } from '../../../shared/domain/plans.ts';
import { AGE_GROUPS } from '../../../shared/domain/kids-rules.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';

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
    /** The practice the learner means to do each day, in minutes (5, 10, 15 or 20); decision 196. */
    dailyGoalMinutes: integer('daily_goal_minutes').notNull().default(10),
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
    /**
     * The username and email in lower case, kept by the database: the admin search matches these, so a
     * scan compares stored text instead of calling lower() on every row (decision 124).
     */
    usernameLower: text('username_lower')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${users.username})`),
    emailLower: text('email_lower')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${users.email})`),
  },
  (table) => [
    uniqueIndex('users_identity_key').on(table.issuer, table.subject),
    index('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_created_at_idx').on(table.createdAt),
    index('users_plan_idx').on(table.plan),
    // The admin search (decision 124): trigram indexes find a few matches of any substring; the list
    // index holds what a broad search reads, newest first, without visiting the table.
    index('users_username_trgm_idx').using('gin', table.usernameLower.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.emailLower.op('gin_trgm_ops')),
    index('users_search_list_idx').on(table.id, table.usernameLower, table.emailLower),
    // Paid plans by when they changed: the admin figures' new subscriptions of the last 7 days.
    index('users_paid_plan_changed_idx')
      .on(table.planChangedAt)
      .where(sql`${table.plan} <> 'free'`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Users and their total minutes per plan as rows of changes (decision 123): triggers on `users` append
 * one row per plan a statement changes, and now and then fold the rows into one per plan, so the admin
 * figures sum a few rows instead of reading every user. Written by those triggers only.
 */
export const userPlanFigures = pgTable('user_plan_figures', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  plan: text('plan', { enum: PLAN_IDS }).notNull(),
  users: bigint('users', { mode: 'number' }).notNull(),
  minutes: bigint('minutes', { mode: 'number' }).notNull(),
});

/**
 * A child of a parent's account (decision 208): a name, an emoji avatar, an age group and the language
 * the child learns. Each child has its own kids progress and attempts; deleting the child deletes them.
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    avatar: text('avatar').notNull(),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull(),
    language: text('language', { enum: LANGUAGE_CODES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('child_profiles_parent_idx').on(table.parentId)],
);

export type ChildProfileRow = typeof childProfiles.$inferSelect;

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
    /**
     * The child this session plays as while kid mode is on (decision 208); null otherwise. Deleting the
     * child ends the session itself, so a device in kid mode never falls back to the parent's account.
     */
    kidProfileId: integer('kid_profile_id').references((): AnyPgColumn => childProfiles.id, {
      onDelete: 'cascade',
    }),
  },
  (table) => [
    index('auth_sessions_user_idx').on(table.userId),
    index('auth_sessions_expires_idx').on(table.expiresAt),
  ],
);
