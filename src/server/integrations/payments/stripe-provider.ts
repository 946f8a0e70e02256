import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { PLANS, type SubscriptionPlanId } from '../../../shared/domain/plans.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCoupon,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSubscription,
} from './payment-provider.ts';

/** Where the Stripe API is reached; tests point the real SDK at a local stand-in. */
export interface StripeApiEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies a webhook's signature on the raw body and reduces the event to the objects it concerns. */
  parseWebhookEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  readonly hasWebhookSecret: boolean;
}

type StripeErrors = typeof Stripe.errors;

/** Stripe reports a missing object as an invalid request with this code. */
function isMissingIn(errors: StripeErrors, error: unknown): boolean {
  return error instanceof errors.StripeError && error.code === 'resource_missing';
}

/** Turns the SDK's errors into ours, keeping Stripe's message (written for people) when it has one. */
async function callIn<T>(errors: StripeErrors, what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    if (error instanceof errors.StripeError) {
      const kind =
        error.code === 'resource_already_exists'
          ? 'conflict'
          : error instanceof errors.StripeInvalidRequestError
            ? 'invalid'
            : 'unavailable';
      throw new PaymentProviderError(`Stripe could not ${what}: ${error.message}`, kind);
    }
    throw new PaymentProviderError(`Stripe could not ${what}.`);
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    id: subscription.id,
    status: subscription.status,
    customerId: idOf(subscription.customer) ?? '',
    metadata: { ...subscription.metadata },
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: periodEnds.length > 0 ? new Date(Math.max(...periodEnds) * 1000) : null,
  };
}

function toPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    customerId: idOf(intent.customer),
    metadata: { ...intent.metadata },
    clientSecret: intent.client_secret,
  };
}

/** Stripe's coupons cannot be edited: compare the terms that matter to decide whether to replace one. */
function sameTerms(existing: Stripe.Coupon, wanted: ProviderCoupon): boolean {
  return (
    existing.percent_off === wanted.percentOff &&
    existing.amount_off === wanted.amountOff &&
    (existing.amount_off === null || existing.currency === wanted.currency) &&
    existing.duration === wanted.duration &&
    (existing.duration_in_months ?? null) === wanted.durationInMonths &&
    existing.max_redemptions === wanted.maxRedemptions &&
    existing.redeem_by === (wanted.redeemBy ? Math.floor(wanted.redeemBy.getTime() / 1000) : null)
  );
}

function couponKey(coupon: ProviderCoupon) {
  return createHash('sha256').update(JSON.stringify(coupon)).digest('hex').slice(0, 16);
}

export async function createStripePaymentProvider(options: {
  secretKey: string;
  webhookSecret: string | undefined;
  appName: string;
  api?: StripeApiEndpoint;
  /** Unique per attempt; the SDK reuses it on its own network retries. */
  newAttemptId: () => string;
}): Promise<StripePaymentProvider> {
  // The SDK is loaded only when Stripe is configured (decision 132).
  const { default: Stripe } = await import('stripe');
  const isMissing = (error: unknown) => isMissingIn(Stripe.errors, error);
  const call = <T>(what: string, request: () => Promise<T>) => callIn(Stripe.errors, what, request);
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: options.appName },
    ...(options.api
      ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol }
      : {}),
  });
  const priceIds = new Map<SubscriptionPlanId, Promise<string>>();

  /** The monthly price of a plan, found by lookup key or created once (prices are never edited). */
  function ensurePrice(plan: SubscriptionPlanId, priceCents: number): Promise<string> {
    const cached = priceIds.get(plan);
    if (cached) return cached;
    const lookupKey = `linguacoach_${plan}_monthly_${priceCents}_usd`;
    const pending = call('find the plan price', async () => {
      const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      const existing = found.data[0];
      if (existing) return existing.id;
      const created = await stripe.prices.create(
        {
          currency: 'usd',
          unit_amount: priceCents,
          recurring: { interval: 'month' },
          lookup_key: lookupKey,
          product_data: { name: `${options.appName} ${PLANS[plan].name}`, metadata: { plan } },
          metadata: { plan },
        },
        // Deterministic: two servers creating the same price at once get one price.
        { idempotencyKey: `price-${lookupKey}` },
      );
      return created.id;
    });
    priceIds.set(plan, pending);
    pending.catch(() => priceIds.delete(plan));
    return pending;
  }

  return {
    name: 'stripe',
    hasWebhookSecret: Boolean(options.webhookSecret),

    async ensureCustomer({ userId, email, name, existingCustomerId }) {
      if (existingCustomerId && !existingCustomerId.startsWith('sandbox_')) return existingCustomerId;
      const customer = await call('create the customer', () =>
        stripe.customers.create(
          { email, name, metadata: { userId: String(userId) } },
          { idempotencyKey: `customer-${userId}-${options.newAttemptId()}` },
        ),
      );
      return customer.id;
    },

    async createSubscription(input) {
      const price = await ensurePrice(input.plan, input.priceCents);
      const subscription = await call('start the subscription', () =>
        stripe.subscriptions.create(
          {
            customer: input.customerId,
            items: [{ price }],
            ...(input.coupon ? { discounts: [{ coupon: input.coupon.id }] } : {}),
            payment_behavior: 'default_incomplete',
            payment_settings: { save_default_payment_method: 'on_subscription' },
            metadata: { userId: String(input.userId), plan: input.plan },
            expand: ['latest_invoice.confirmation_secret', 'latest_invoice.payments'],
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
      const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
      const payment = invoice?.payments?.data.find((entry) => entry.payment.payment_intent)?.payment;
      const paymentIntentId =
        idOf(payment?.payment_intent) ?? (clientSecret ? (clientSecret.split('_secret_')[0] ?? null) : null);
      return {
        subscription: toSubscription(subscription),
        paymentIntentId,
        clientSecret,
        amountCents: invoice?.amount_due ?? 0,
      };
    },

    async createOneTimePayment(input) {
      const intent = await call('start the payment', () =>
        stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            customer: input.customerId,
            automatic_payment_methods: { enabled: true },
            description: `${options.appName} ${PLANS[input.plan].name}`,
            metadata: { userId: String(input.userId), plan: input.plan },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { paymentIntentId: intent.id, clientSecret: intent.client_secret, amountCents: intent.amount };
    },

    async retrievePaymentIntent(id) {
      try {
        return toPaymentIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return call('look up the payment', () => Promise.reject(error));
      }
    },

    async retrieveSubscription(id) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return call('look up the subscription', () => Promise.reject(error));
      }
    },

    async cancelSubscriptionAtPeriodEnd(id, idempotencyKey) {
      const subscription = await call('cancel the subscription', () =>
        stripe.subscriptions.update(id, { cancel_at_period_end: true }, { idempotencyKey }),
      );
      return toSubscription(subscription);
    },

    async cancelSubscriptionNow(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (error) {
        if (isMissing(error)) return;
        await call('end the previous subscription', () => Promise.reject(error));
      }
    },

    async deleteCustomer(customerId) {
      // A customer id from the sandbox (an account that paid before Stripe was configured) is not Stripe's.
      if (customerId.startsWith('sandbox_')) return;
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        if (isMissing(error)) return;
        await call('delete the customer', () => Promise.reject(error));
      }
    },

    async mirrorCoupon(coupon, { replaceDifferent }) {
      let existing: Stripe.Coupon | null = null;
      try {
        existing = await stripe.coupons.retrieve(coupon.id);
      } catch (error) {
        if (!isMissing(error)) await call('look up the coupon', () => Promise.reject(error));
      }
      if (existing && sameTerms(existing, coupon)) return;
      if (existing) {
        if (!replaceDifferent) {
          throw new PaymentProviderError(
            `Stripe already has a coupon ${coupon.id} with other terms.`,
            'conflict',
          );
        }
        await call('replace the coupon', () => stripe.coupons.del(coupon.id));
      }
      await call('create the coupon', () =>
        stripe.coupons.create(
          {
            id: coupon.id,
            name: coupon.name,
            ...(coupon.percentOff !== null
              ? { percent_off: coupon.percentOff }
              : { amount_off: coupon.amountOff ?? 0, currency: coupon.currency ?? 'usd' }),
            duration: coupon.duration,
            ...(coupon.duration === 'repeating' && coupon.durationInMonths !== null
              ? { duration_in_months: coupon.durationInMonths }
              : {}),
            ...(coupon.maxRedemptions !== null ? { max_redemptions: coupon.maxRedemptions } : {}),
            ...(coupon.redeemBy ? { redeem_by: Math.floor(coupon.redeemBy.getTime() / 1000) } : {}),
          },
          { idempotencyKey: `coupon-${coupon.id}-${couponKey(coupon)}-${options.newAttemptId()}` },
        ),
      );
    },

    parseWebhookEvent(rawBody, signature) {
      if (!options.webhookSecret)
        throw new PaymentProviderError('Webhooks are not configured.', 'unavailable');
      if (!signature) throw new PaymentProviderError('Missing Stripe-Signature header.', 'invalid');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new PaymentProviderError(
          error instanceof Error ? error.message : 'Webhook signature verification failed.',
          'invalid',
        );
      }
      let subscriptionId: string | null = null;
      let paymentIntentId: string | null = null;
      const object = event.data.object as unknown as Record<string, unknown>;
      if (event.type.startsWith('customer.subscription.')) {
        subscriptionId = (object as unknown as Stripe.Subscription).id;
      } else if (event.type.startsWith('invoice.')) {
        const invoice = object as unknown as Stripe.Invoice;
        subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      } else if (event.type.startsWith('payment_intent.')) {
        paymentIntentId = (object as unknown as Stripe.PaymentIntent).id;
      }
      return { id: event.id, type: event.type, subscriptionId, paymentIntentId };
    },
  };
}
