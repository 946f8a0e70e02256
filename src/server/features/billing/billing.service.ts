import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  ConfirmPaymentBody,
  ConfirmPaymentResponse,
  CreatePaymentIntentResponse,
  CreateSubscriptionResponse,
  SandboxConfirmBody,
  SandboxConfirmResponse,
  SubscriptionState,
} from '../../../shared/contracts/billing.ts';
import { priceWithCoupon } from '../../../shared/domain/coupons.ts';
import { PLANS, type SubscriptionPlanId } from '../../../shared/domain/plans.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import type { ProviderEvent, ProviderSubscription } from '../../integrations/payments/payment-provider.ts';
import type { Clock } from '../../core/clock.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { findUser, saveCustomerId, updateSubscription, type UserRow } from '../users/users.service.ts';
import { payments, webhookEvents } from './billing.table.ts';
import type { Executor, Transaction } from '../../core/transaction.ts';
import type { CouponRow, CouponService } from './coupon.service.ts';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE, toProviderAppError } from './provider-errors.ts';

type PaymentRow = typeof payments.$inferSelect;

/** Subscription states in which the plan is paid for. */
const PAID_STATUSES = new Set(['active', 'trialing']);
/** Subscription states after which the plan is over. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired']);

export interface BillingLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Work to do once a transaction has committed: evict cached sessions, end replaced subscriptions. */
interface AfterCommit {
  changedUserIds: Set<number>;
  supersededSubscriptionIds: Set<string>;
}

const newAfterCommit = (): AfterCommit => ({
  changedUserIds: new Set(),
  supersededSubscriptionIds: new Set(),
});

function toSubscriptionState(user: UserRow): SubscriptionState {
  return {
    plan: user.plan,
    status: user.subscriptionStatus,
    isRecurring: user.plan !== 'free' && user.stripeSubscriptionId !== null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    currentPeriodEnd: user.currentPeriodEnd ? user.currentPeriodEnd.toISOString() : null,
  };
}

/**
 * Plans change here only: after the provider has confirmed a payment (confirm-payment re-fetches it) or
 * through a verified provider event. Every change happens in one transaction with the payment's status,
 * the coupon redemption and, for events, the event's de-duplication row.
 */
export function createBillingService(deps: {
  db: Db;
  clock: Clock;
  auth: Pick<AuthService, 'forgetUser'>;
  provider: ConfiguredPaymentProvider | undefined;
  coupons: CouponService;
  log: BillingLogger;
}) {
  const { db, clock, auth, provider, coupons, log } = deps;

  function requireProvider(): ConfiguredPaymentProvider {
    if (!provider) throw new AppError('NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
    return provider;
  }

  async function fromProvider<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toProviderAppError(error);
    }
  }

  async function loadUser(executor: Executor, userId: number, lock = false): Promise<UserRow> {
    const row = await findUser(executor, userId, { lock });
    if (!row) throw notFound('User');
    return row;
  }

  /** The provider's customer for this user, saved the first time (a concurrent first use keeps the winner). */
  async function ensureCustomer(active: ConfiguredPaymentProvider, user: UserRow): Promise<string> {
    const customerId = await fromProvider(() =>
      active.ensureCustomer({
        userId: user.id,
        email: user.email,
        name: user.username,
        existingCustomerId: user.stripeCustomerId,
      }),
    );
    if (customerId === user.stripeCustomerId) return customerId;
    if (await saveCustomerId(db, user.id, user.stripeCustomerId, customerId)) return customerId;
    return (await loadUser(db, user.id)).stripeCustomerId ?? customerId;
  }

  /**
   * The verified payment takes effect: the payment succeeds (once), its coupon counts (once) and the
   * user's plan follows. A subscription this one replaces is ended after commit.
   */
  async function activate(
    tx: Transaction,
    after: AfterCommit,
    input: { payment: PaymentRow; subscription: ProviderSubscription | null },
  ) {
    const { payment, subscription } = input;
    const user = await loadUser(tx, payment.userId, true);
    const updated = await tx
      .update(payments)
      .set({ status: 'succeeded', updatedAt: clock.now() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
      .returning({ id: payments.id });
    // Already applied (a second confirm, or the webhook got there first): nothing more to do.
    if (updated.length === 0) return;
    if (payment.couponId) {
      await coupons.redeem(tx, { couponId: payment.couponId, userId: payment.userId, paymentId: payment.id });
    }
    if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription?.id) {
      after.supersededSubscriptionIds.add(user.stripeSubscriptionId);
    }
    await updateSubscription(tx, payment.userId, {
      plan: payment.plan,
      stripeSubscriptionId: subscription?.id ?? null,
      subscriptionStatus: subscription?.status ?? 'paid',
      cancelAtPeriodEnd: subscription?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: subscription?.currentPeriodEnd ?? null,
      planChangedAt: clock.now(),
    });
    after.changedUserIds.add(payment.userId);
  }

  /**
   * Brings our record in line with the provider's current view of a subscription. Because it acts on
   * the subscription as it is now (re-fetched), not on what an event said, events may arrive in any order.
   */
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
    if (!payment || subscription.metadata.userId !== String(payment.userId)) return;
    const user = await loadUser(tx, payment.userId, true);
    const isCurrent = user.stripeSubscriptionId === subscription.id;

    if (PAID_STATUSES.has(subscription.status)) {
      if (!isCurrent) {
        if (payment.status === 'pending') await activate(tx, after, { payment, subscription });
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

  async function recordPayment(executor: Executor, values: typeof payments.$inferInsert) {
    const now = clock.now();
    await executor.insert(payments).values({ ...values, createdAt: now, updatedAt: now });
  }

  return {
    paymentMode(): 'stripe' | 'sandbox' | 'unavailable' {
      return provider?.name ?? 'unavailable';
    },

    /** The learner's plan and billing state; a subscription whose paid period has ended is closed here too. */
    async getSubscriptionState(userId: number): Promise<SubscriptionState> {
      const user = await loadUser(db, userId);
      const periodOver =
        user.stripeSubscriptionId !== null &&
        user.cancelAtPeriodEnd &&
        user.currentPeriodEnd !== null &&
        user.currentPeriodEnd.getTime() <= clock.now().getTime();
      if (!periodOver || !provider) return toSubscriptionState(user);
      try {
        const subscription = await provider.retrieveSubscription(user.stripeSubscriptionId!);
        if (subscription) {
          const after = newAfterCommit();
          await db.transaction((tx) => applySubscriptionState(tx, after, subscription));
          await finish(after);
        }
      } catch (error) {
        log.warn({ err: error, userId }, 'could not refresh an ended subscription');
      }
      return toSubscriptionState(await loadUser(db, userId));
    },

    async startSubscription(
      userId: number,
      plan: SubscriptionPlanId,
      couponCode: string | undefined,
    ): Promise<CreateSubscriptionResponse> {
      const active = requireProvider();
      const user = await loadUser(db, userId);
      if (user.plan === plan && user.stripeSubscriptionId && !user.cancelAtPeriodEnd) {
        throw new AppError('CONFLICT', `You are already subscribed to the ${PLANS[plan].name} plan.`);
      }
      let coupon: CouponRow | null = null;
      if (couponCode) {
        coupon = (await coupons.findUsableCoupon(couponCode, plan, userId)).row;
        await coupons.ensureMirrored(coupon);
      }
      const price = priceWithCoupon(plan, coupon);
      const customerId = await ensureCustomer(active, user);
      const checkout = await fromProvider(() =>
        active.createSubscription({
          customerId,
          userId,
          plan,
          priceCents: price.originalCents,
          coupon: coupon
            ? {
                id: coupon.id,
                percentOff: coupon.percentOff,
                amountOff: coupon.amountOff,
                appliesToPlan: coupon.appliesToPlan,
              }
            : null,
          idempotencyKey: `subscription-${userId}-${plan}-${randomUUID()}`,
        }),
      );
      if (checkout.amountCents !== price.finalCents) {
        // The provider would charge something other than our price: never let that through.
        log.error(
          {
            subscriptionId: checkout.subscription.id,
            expected: price.finalCents,
            actual: checkout.amountCents,
          },
          'provider price does not match the catalogue',
        );
        await active.cancelSubscriptionNow(checkout.subscription.id).catch(() => undefined);
        throw new AppError(
          'PROVIDER_ERROR',
          'The payment provider quoted a different price. Please contact support.',
        );
      }
      const paymentId = checkout.paymentIntentId ?? checkout.subscription.id;
      try {
        await db.transaction(async (tx) => {
          await recordPayment(tx, {
            id: paymentId,
            userId,
            provider: active.name,
            kind: 'subscription',
            plan,
            subscriptionId: checkout.subscription.id,
            amountCents: price.finalCents,
            couponId: coupon?.id ?? null,
          });
          if (coupon) await coupons.claim(tx, { couponId: coupon.id, userId, paymentId });
        });
      } catch (error) {
        // The coupon went to someone else meanwhile (or to this learner's other checkout): nothing is
        // recorded, and the provider's unpaid subscription is ended so it cannot be paid at the discount.
        await active
          .cancelSubscriptionNow(checkout.subscription.id)
          .catch((cancelError: unknown) =>
            log.error(
              { err: cancelError, subscriptionId: checkout.subscription.id },
              'could not end a refused checkout',
            ),
          );
        throw error;
      }
      return {
        clientSecret: checkout.clientSecret,
        subscriptionId: checkout.subscription.id,
        paymentIntentId: paymentId,
        couponApplied: coupon !== null && price.couponApplies,
        amountCents: price.finalCents,
        originalAmountCents: price.originalCents,
      };
    },

    /**
     * The annual plan: one payment of the catalogue price, whatever the browser asked for
     * (docs/product.md#billing).
     */
    async startAnnualPayment(userId: number): Promise<CreatePaymentIntentResponse> {
      const active = requireProvider();
      const user = await loadUser(db, userId);
      if (user.plan === 'annual') throw new AppError('CONFLICT', 'You already have the Annual plan.');
      const amountCents = PLANS.annual.priceCents;
      const customerId = await ensureCustomer(active, user);
      const checkout = await fromProvider(() =>
        active.createOneTimePayment({
          customerId,
          userId,
          plan: 'annual',
          amountCents,
          idempotencyKey: `annual-${userId}-${randomUUID()}`,
        }),
      );
      if (!checkout.paymentIntentId || !checkout.clientSecret || checkout.amountCents !== amountCents) {
        throw new AppError(
          'PROVIDER_ERROR',
          'The payment provider did not start the payment. Please try again.',
        );
      }
      await recordPayment(db, {
        id: checkout.paymentIntentId,
        userId,
        provider: active.name,
        kind: 'one_time',
        plan: 'annual',
        subscriptionId: null,
        amountCents,
        couponId: null,
      });
      return {
        clientSecret: checkout.clientSecret,
        paymentIntentId: checkout.paymentIntentId,
        amountCents,
        currency: 'usd',
      };
    },

    /**
     * The browser says it paid: the server asks the provider. The payment must be this user's, have
     * succeeded, and be for exactly the amount we set; a subscription must be active and this user's.
     */
    async confirmPayment(userId: number, body: ConfirmPaymentBody): Promise<ConfirmPaymentResponse> {
      const active = requireProvider();
      const [payment] = await db.select().from(payments).where(eq(payments.id, body.paymentIntentId));
      if (!payment || payment.userId !== userId) throw new AppError('NOT_FOUND', 'Payment not found.');
      if (payment.plan !== body.planType) {
        throw new AppError('BAD_REQUEST', `This payment is for the ${PLANS[payment.plan].name} plan.`);
      }
      if (body.subscriptionId && body.subscriptionId !== payment.subscriptionId) {
        throw new AppError('BAD_REQUEST', 'This payment belongs to another subscription.');
      }
      if (payment.provider !== active.name) {
        throw new AppError('UNPROCESSABLE', 'This payment was made with another payment system.');
      }
      const user = await loadUser(db, userId);
      if (payment.status === 'succeeded') return { success: true, plan: user.plan };
      if (payment.status !== 'pending') {
        throw new AppError('UNPROCESSABLE', `This payment was ${payment.status}. Please start again.`);
      }

      const hasIntent = payment.id !== payment.subscriptionId;
      if (hasIntent) {
        const intent = await fromProvider(() => active.retrievePaymentIntent(payment.id));
        if (!intent) throw new AppError('UNPROCESSABLE', 'The payment provider does not know this payment.');
        if (
          intent.customerId !== user.stripeCustomerId ||
          (intent.metadata.userId ?? String(userId)) !== String(userId)
        ) {
          throw new AppError('FORBIDDEN', 'This payment belongs to someone else.');
        }
        if (intent.status !== 'succeeded') {
          throw new AppError('UNPROCESSABLE', `The payment has not succeeded (status: ${intent.status}).`);
        }
        if (intent.amountCents !== payment.amountCents || intent.currency !== payment.currency) {
          log.error(
            { paymentId: payment.id, expected: payment.amountCents, actual: intent.amountCents },
            'paid amount does not match the price',
          );
          throw new AppError('UNPROCESSABLE', 'The amount paid does not match the price of the plan.');
        }
      } else if (payment.amountCents !== 0) {
        throw new AppError('UNPROCESSABLE', 'This payment has nothing to confirm.');
      }

      let subscription: ProviderSubscription | null = null;
      if (payment.kind === 'subscription') {
        subscription = await fromProvider(() => active.retrieveSubscription(payment.subscriptionId!));
        if (
          !subscription ||
          subscription.customerId !== user.stripeCustomerId ||
          subscription.metadata.userId !== String(userId)
        ) {
          throw new AppError('FORBIDDEN', 'This subscription belongs to someone else.');
        }
        if (!PAID_STATUSES.has(subscription.status)) {
          throw new AppError(
            'UNPROCESSABLE',
            `The subscription is not active (status: ${subscription.status}).`,
          );
        }
      }

      const after = newAfterCommit();
      await db.transaction((tx) => activate(tx, after, { payment, subscription }));
      await finish(after);
      return { success: true, plan: (await loadUser(db, userId)).plan };
    },

    /** Cancels at the end of the paid period; the plan stays until then (a provider event ends it). */
    async cancelSubscription(userId: number): Promise<SubscriptionState> {
      const active = requireProvider();
      const user = await loadUser(db, userId);
      if (user.plan === 'free' || !user.stripeSubscriptionId) {
        throw new AppError('BAD_REQUEST', 'You have no recurring subscription to cancel.');
      }
      if (user.cancelAtPeriodEnd) return toSubscriptionState(user);
      const subscriptionId = user.stripeSubscriptionId;
      const subscription = await fromProvider(() =>
        active.cancelSubscriptionAtPeriodEnd(subscriptionId, `cancel-${subscriptionId}-${randomUUID()}`),
      );
      const updated = await updateSubscription(
        db,
        userId,
        {
          subscriptionStatus: subscription.status,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          currentPeriodEnd: subscription.currentPeriodEnd,
        },
        { subscriptionId },
      );
      auth.forgetUser(userId);
      return toSubscriptionState(updated ?? (await loadUser(db, userId)));
    },

    /**
     * A verified provider event. The objects it names are re-fetched first; then, in one transaction,
     * the event id is recorded (a replay or a concurrent delivery finds it and stops) and the effect applied.
     */
    async handleEvent(event: ProviderEvent): Promise<{ applied: boolean }> {
      const active = requireProvider();
      let subscriptionId = event.subscriptionId;
      let oneTimePayment: PaymentRow | undefined;
      if (event.paymentIntentId) {
        const [payment] = await db.select().from(payments).where(eq(payments.id, event.paymentIntentId));
        if (payment?.kind === 'subscription') subscriptionId ??= payment.subscriptionId;
        else if (payment?.kind === 'one_time') oneTimePayment = payment;
      }
      const subscription = subscriptionId
        ? await fromProvider(() => active.retrieveSubscription(subscriptionId))
        : null;
      const intent = oneTimePayment
        ? await fromProvider(() => active.retrievePaymentIntent(oneTimePayment.id))
        : null;

      const after = newAfterCommit();
      const applied = await db.transaction(async (tx) => {
        const recorded = await tx
          .insert(webhookEvents)
          .values({ id: event.id, type: event.type, receivedAt: clock.now() })
          .onConflictDoNothing({ target: webhookEvents.id })
          .returning({ id: webhookEvents.id });
        if (recorded.length === 0) return false;
        if (subscription) await applySubscriptionState(tx, after, subscription);
        if (
          oneTimePayment &&
          intent?.status === 'succeeded' &&
          intent.amountCents === oneTimePayment.amountCents &&
          intent.metadata.userId === String(oneTimePayment.userId)
        ) {
          await activate(tx, after, { payment: oneTimePayment, subscription: null });
        }
        return true;
      });
      await finish(after);
      return { applied };
    },

    /** The sandbox's card step (development only). */
    async confirmSandboxCard(userId: number, body: SandboxConfirmBody): Promise<SandboxConfirmResponse> {
      if (provider?.name !== 'sandbox') throw new AppError('NOT_FOUND', 'The sandbox is not in use here.');
      const result = await fromProvider(() =>
        provider.confirmCardPayment({
          clientSecret: body.clientSecret,
          userId,
          card: { cardNumber: body.cardNumber, expiry: body.expiry, cvc: body.cvc },
        }),
      );
      // A declined card leaves the payment pending, as the provider does: another card may still pay it.
      return {
        paymentIntentId: result.paymentIntent.id,
        status: result.paymentIntent.status,
        error: result.error,
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
