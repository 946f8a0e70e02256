import { randomUUID } from 'node:crypto';
import type {
  CreatePaymentIntentResponse,
  CreateSubscriptionResponse,
  SandboxConfirmBody,
  SandboxConfirmResponse,
} from '../../../shared/contracts/billing.ts';
import { priceWithCoupon } from '../../../shared/domain/coupons.ts';
import { PLANS, type SubscriptionPlanId } from '../../../shared/domain/plans.ts';
import type { Clock } from '../../core/clock.ts';
import type { Executor } from '../../core/transaction.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import { saveCustomerId, type UserRow } from '../users/users.service.ts';
import { fromProvider, loadUser, requireProvider, type BillingLogger } from './billing-common.ts';
import { payments } from './billing.table.ts';
import type { CouponRow, CouponService } from './coupon.service.ts';

/**
 * Starting a payment: the provider's customer, the price the server sets (with a coupon claimed for
 * this checkout), the pending payment row, and the sandbox's card step. No plan changes here; that
 * waits for the provider's confirmation (plan-activation.ts).
 */
export function createCheckoutService(deps: {
  db: Db;
  clock: Clock;
  provider: ConfiguredPaymentProvider | undefined;
  coupons: Pick<CouponService, 'findUsableCoupon' | 'ensureMirrored' | 'claim' | 'assertPayable'>;
  log: BillingLogger;
}) {
  const { db, clock, provider, coupons, log } = deps;

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

  async function recordPayment(executor: Executor, values: typeof payments.$inferInsert) {
    const now = clock.now();
    await executor.insert(payments).values({ ...values, createdAt: now, updatedAt: now });
  }

  return {
    paymentMode(): 'stripe' | 'sandbox' | 'unavailable' {
      return provider?.name ?? 'unavailable';
    },

    async startSubscription(
      userId: number,
      plan: SubscriptionPlanId,
      couponCode: string | undefined,
    ): Promise<CreateSubscriptionResponse> {
      const active = requireProvider(provider);
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
      let replacedSubscriptionId: string | null = null;
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
          if (coupon) {
            ({ replacedSubscriptionId } = await coupons.claim(tx, {
              couponId: coupon.id,
              userId,
              paymentId,
            }));
          }
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
      if (replacedSubscriptionId) {
        // The checkout whose coupon hold moved here is canceled; the provider ends its side too.
        const replaced = replacedSubscriptionId;
        await active
          .cancelSubscriptionNow(replaced)
          .catch((cancelError: unknown) =>
            log.error({ err: cancelError, subscriptionId: replaced }, 'could not end a replaced checkout'),
          );
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
      const active = requireProvider(provider);
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

    /** The sandbox's card step (development only). */
    async confirmSandboxCard(userId: number, body: SandboxConfirmBody): Promise<SandboxConfirmResponse> {
      if (provider?.name !== 'sandbox') throw new AppError('NOT_FOUND', 'The sandbox is not in use here.');
      await coupons.assertPayable(body.clientSecret.split('_secret_')[0] ?? '');
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

export type CheckoutService = ReturnType<typeof createCheckoutService>;
