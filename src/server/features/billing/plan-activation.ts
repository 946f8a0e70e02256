import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../core/clock.ts';
import type { Transaction } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import type { ProviderSubscription } from '../../integrations/payments/payment-provider.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { updateSubscription } from '../users/users.service.ts';
import { loadUser, PAID_STATUSES, type BillingLogger, type PaymentRow } from './billing-common.ts';
import { payments } from './billing.table.ts';
import type { CouponService } from './coupon.service.ts';

/** Subscription states after which the plan is over. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired']);

/** Work to do once a transaction has committed: evict cached sessions, end replaced subscriptions. */
interface AfterCommit {
  changedUserIds: Set<number>;
  supersededSubscriptionIds: Set<string>;
}

/** The steps of a plan change, run inside the caller's transaction. */
export interface PlanChange {
  /**
   * The verified payment takes effect: the payment succeeds (once), its coupon counts (once) and the
   * user's plan follows. A subscription this one replaces is ended after commit.
   */
  activate(input: { payment: PaymentRow; subscription: ProviderSubscription | null }): Promise<void>;
  /**
   * Brings our record in line with the provider's current view of a subscription. Because it acts on
   * the subscription as it is now (re-fetched), not on what an event said, events may arrive in any order.
   */
  applySubscriptionState(subscription: ProviderSubscription): Promise<void>;
}

/**
 * Plans change here only: after the provider has confirmed a payment (payment confirmation re-fetches
 * it) or through a verified provider event (webhooks, or an ended period seen by the subscription
 * state). Every change happens in one transaction with the payment's status, the coupon redemption and,
 * for events, the event's de-duplication row; cached sessions are evicted and replaced subscriptions
 * ended once it has committed.
 */
export function createPlanActivation(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthService, 'forgetUser'>;
  provider: ConfiguredPaymentProvider | undefined;
  coupons: Pick<CouponService, 'redeem' | 'release'>;
  log: BillingLogger;
}) {
  const { db, clock, auth, provider, coupons, log } = deps;

  async function activate(
    tx: Transaction,
    after: AfterCommit,
    input: { payment: PaymentRow; subscription: ProviderSubscription | null },
  ) {
    const { payment, subscription } = input;
    // The payer erased their account (decision 160): the record stays, no plan is given to anyone.
    const userId = payment.userId;
    if (userId === null) return;
    const user = await loadUser(tx, userId, true);
    const updated = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: clock.now() })
      // A checkout canceled here (its coupon hold lapsed or moved, decision 178) that the provider says
      // was paid all the same is honoured: the learner paid.
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'canceled'])))
      .returning({ id: payments.id });
    // Already applied (a second confirm, or the webhook got there first): nothing more to do.
    if (updated.length === 0) return;
    if (payment.couponId) {
      await coupons.redeem(tx, { couponId: payment.couponId, userId, paymentId: payment.id });
    }
    if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription?.id) {
      after.supersededSubscriptionIds.add(user.stripeSubscriptionId);
    }
    await updateSubscription(tx, userId, {
      plan: payment.plan,
      stripeSubscriptionId: subscription?.id ?? null,
      subscriptionStatus: subscription?.status ?? 'paid',
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      planChangedAt: clock.now(),
    });
    after.changedUserIds.add(userId);
  }

  async function applySubscriptionState(
    tx: Transaction,
    after: AfterCommit,
    subscription: ProviderSubscription,
  ) {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.kind, 'subscription')))
      .orderBy(payments.createdAt)
      .limit(1);
    // Not a subscription this app started, or one that claims another owner: leave it alone.
    // An erased payer's (decision 160) is left alone too.
    if (!payment || payment.userId === null || subscription.metadata.userId !== String(payment.userId))
      return;
    const user = await loadUser(tx, payment.userId, true);
    const isCurrent = user.stripeSubscriptionId === subscription.id;

    if (PAID_STATUSES.has(subscription.status)) {
      if (!isCurrent) {
        if (payment.status === 'pending' || payment.status === 'canceled') {
          await activate(tx, after, { payment, subscription });
        }
        return;
      }
      await updateSubscription(tx, user.id, {
        subscriptionStatus: subscription.status,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        currentPeriodEnd: subscription.currentPeriodEnd,
      });
      after.changedUserIds.add(user.id);
      return;
    }

    if (ENDED_STATUSES.has(subscription.status)) {
      const unpaid = await tx
        .update(payments)
        .set({ status: 'canceled', updatedAt: clock.now() })
        .where(and(eq(payments.subscriptionId, subscription.id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      await coupons.release(
        tx,
        unpaid.map((payment) => payment.id),
      );
      if (!isCurrent) return;
      await updateSubscription(tx, user.id, {
        plan: 'free',
        stripeSubscriptionId: null,
        subscriptionStatus: subscription.status,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        planChangedAt: clock.now(),
      });
      after.changedUserIds.add(user.id);
      return;
    }

    // past_due, incomplete, paused: the plan stays while the provider retries; record the status.
    if (isCurrent) {
      await updateSubscription(tx, user.id, { subscriptionStatus: subscription.status });
      after.changedUserIds.add(user.id);
    }
  }

  async function finish(after: AfterCommit) {
    for (const userId of after.changedUserIds) auth.forgetUser(userId);
    for (const subscriptionId of after.supersededSubscriptionIds) {
      try {
        await provider?.cancelSubscriptionNow(subscriptionId);
      } catch (error) {
        log.error({ err: error, subscriptionId }, 'could not end a replaced subscription');
      }
    }
  }

  return {
    /**
     * Runs `work` in one transaction with the plan change steps, then does what the changes need once
     * committed (nothing when the transaction fails).
     */
    async changePlans<T>(work: (tx: Transaction, change: PlanChange) => Promise<T>): Promise<T> {
      const after: AfterCommit = { changedUserIds: new Set(), supersededSubscriptionIds: new Set() };
      const result = await db.transaction((tx) =>
        work(tx, {
          activate: (input) => activate(tx, after, input),
          applySubscriptionState: (subscription) => applySubscriptionState(tx, after, subscription),
        }),
      );
      await finish(after);
      return result;
    },
  };
}

export type PlanActivation = ReturnType<typeof createPlanActivation>;
