import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { COUPON_DURATIONS } from '../../../shared/domain/coupons.ts';
import { PAID_PLAN_IDS, SUBSCRIPTION_PLAN_IDS } from '../../../shared/domain/plans.ts';
import { users } from '../users/users.table.ts';

/** Coupons in Stripe's read shape (id is the code), mirrored to Stripe when it is configured. */
export const coupons = pgTable('coupons', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  percentOff: integer('percent_off'),
  /** Cents. */
  amountOff: integer('amount_off'),
  currency: text('currency'),
  duration: text('duration', { enum: COUPON_DURATIONS }).notNull(),
  durationInMonths: integer('duration_in_months'),
  maxRedemptions: integer('max_redemptions'),
  timesRedeemed: integer('times_redeemed').notNull().default(0),
  valid: boolean('valid').notNull().default(true),
  /** A plan-specific coupon discounts only this plan; null = every plan but annual. */
  appliesToPlan: text('applies_to_plan', { enum: SUBSCRIPTION_PLAN_IDS }),
  redeemBy: timestamp('redeem_by', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  stripeSyncedAt: timestamp('stripe_synced_at', { withTimezone: true }),
});

/** One row per payment attempt the server created (a subscription's first invoice or a one-time intent). */
export const payments = pgTable(
  'payments',
  {
    /** The provider's id: PaymentIntent id (pi_…) or the sandbox's. */
    id: text('id').primaryKey(),
    /**
     * The payer; null once they deleted their account: the record stays for the accounts the law
     * requires, without the person (decision 160).
     */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    kind: text('kind', { enum: ['subscription', 'one_time'] }).notNull(),
    plan: text('plan', { enum: PAID_PLAN_IDS }).notNull(),
    subscriptionId: text('subscription_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    couponId: text('coupon_id').references(() => coupons.id),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_user_idx').on(table.userId),
    index('payments_subscription_idx').on(table.subscriptionId),
  ],
);

/**
 * A coupon redeemed by a learner for a checkout (decision 066): at most once per learner, and once per
 * payment. It is claimed when the checkout starts and given back if that checkout ends unpaid.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_payment_key').on(table.paymentId),
    uniqueIndex('coupon_redemptions_coupon_user_key').on(table.couponId, table.userId),
  ],
);

/** Provider webhook events already applied: inserted in the same transaction as their effect. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
