import { randomBytes } from 'node:crypto';
import { discountCents } from '../../../shared/domain/coupons.ts';
import type { Clock } from '../../core/clock.ts';
import { checkSandboxCard, type CardError, type SandboxCard } from './sandbox-cards.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderCheckout,
  type ProviderPaymentIntent,
  type ProviderSubscription,
  type ProviderSubscriptionCheckout,
} from './payment-provider.ts';

/**
 * The development payment system: no network, no real charge. It keeps its PaymentIntents and
 * subscriptions in memory and behaves like the card provider where the app can tell: a subscription
 * starts incomplete and becomes active when its first payment succeeds, cancel-at-period-end keeps it
 * active until the period ends, and the browser confirms a payment with a card (checkSandboxCard).
 * Never used in production. Its ids start with `sandbox_` so they can never be mistaken for Stripe's.
 */
export interface SandboxPaymentProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** The browser's card confirmation (the provider's side of it). */
  confirmCardPayment(input: {
    clientSecret: string;
    userId: number;
    card: SandboxCard;
  }): Promise<{ paymentIntent: ProviderPaymentIntent; error: CardError | null }>;
}

interface StoredIntent extends ProviderPaymentIntent {
  subscriptionId: string | null;
}

interface StoredSubscription extends ProviderSubscription {
  canceledAt: Date | null;
}

function newId(prefix: string) {
  return `sandbox_${prefix}_${randomBytes(12).toString('hex')}`;
}

function addOneMonth(date: Date): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

export function createSandboxPaymentProvider(deps: { clock: Clock }): SandboxPaymentProvider {
  const intents = new Map<string, StoredIntent>();
  const subscriptions = new Map<string, StoredSubscription>();
  /** Same key, same answer: a retried create returns what the first one made. */
  const idempotent = new Map<string, unknown>();

  function remember<T>(key: string, create: () => T): T {
    if (idempotent.has(key)) return idempotent.get(key) as T;
    const value = create();
    idempotent.set(key, value);
    return value;
  }

  function newIntent(input: {
    amountCents: number;
    customerId: string;
    metadata: Record<string, string>;
    subscriptionId: string | null;
  }): StoredIntent {
    const id = newId('pi');
    const intent: StoredIntent = {
      id,
      status: 'requires_payment_method',
      amountCents: input.amountCents,
      currency: 'usd',
      customerId: input.customerId,
      metadata: input.metadata,
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      subscriptionId: input.subscriptionId,
    };
    intents.set(id, intent);
    return intent;
  }

  /** A subscription cancelled at period end is over once the period has passed. */
  function currentState(subscription: StoredSubscription): ProviderSubscription {
    const now = deps.clock.now();
    const periodOver =
      subscription.cancelAtPeriodEnd &&
      subscription.currentPeriodEnd !== null &&
      subscription.currentPeriodEnd.getTime() <= now.getTime();
    if (subscription.status !== 'canceled' && (periodOver || subscription.canceledAt)) {
      subscription.status = 'canceled';
    }
    const { canceledAt: _canceledAt, ...state } = subscription;
    return { ...state, metadata: { ...state.metadata } };
  }

  function publicIntent(intent: StoredIntent): ProviderPaymentIntent {
    const { subscriptionId: _subscriptionId, ...state } = intent;
    return { ...state, metadata: { ...state.metadata } };
  }

  return {
    name: 'sandbox',

    async ensureCustomer({ userId, existingCustomerId }) {
      if (existingCustomerId?.startsWith('sandbox_')) return existingCustomerId;
      return `sandbox_cus_${userId}`;
    },

    async createSubscription(input): Promise<ProviderSubscriptionCheckout> {
      return remember(input.idempotencyKey, () => {
        const metadata = { userId: String(input.userId), plan: input.plan };
        const subscription: StoredSubscription = {
          id: newId('sub'),
          status: 'incomplete',
          customerId: input.customerId,
          metadata,
          cancelAtPeriodEnd: false,
          currentPeriodEnd: null,
          canceledAt: null,
        };
        subscriptions.set(subscription.id, subscription);
        // Like the provider, the first invoice carries the coupon's discount.
        const firstCharge =
          input.priceCents - (input.coupon ? discountCents(input.priceCents, input.coupon) : 0);
        if (firstCharge === 0) {
          subscription.status = 'active';
          subscription.currentPeriodEnd = addOneMonth(deps.clock.now());
          return {
            paymentIntentId: null,
            clientSecret: null,
            amountCents: 0,
            subscription: currentState(subscription),
          };
        }
        const intent = newIntent({
          amountCents: firstCharge,
          customerId: input.customerId,
          metadata,
          subscriptionId: subscription.id,
        });
        return {
          paymentIntentId: intent.id,
          clientSecret: intent.clientSecret,
          amountCents: intent.amountCents,
          subscription: currentState(subscription),
        };
      });
    },

    async createOneTimePayment(input): Promise<ProviderCheckout> {
      return remember(input.idempotencyKey, () => {
        const intent = newIntent({
          amountCents: input.amountCents,
          customerId: input.customerId,
          metadata: { userId: String(input.userId), plan: input.plan },
          subscriptionId: null,
        });
        return {
          paymentIntentId: intent.id,
          clientSecret: intent.clientSecret,
          amountCents: intent.amountCents,
        };
      });
    },

    async retrievePaymentIntent(id) {
      const intent = intents.get(id);
      return intent ? publicIntent(intent) : null;
    },

    async retrieveSubscription(id) {
      const subscription = subscriptions.get(id);
      return subscription ? currentState(subscription) : null;
    },

    async cancelSubscriptionAtPeriodEnd(id) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new PaymentProviderError(`No such subscription: '${id}'`, 'not_found');
      if (currentState(subscription).status === 'canceled') {
        throw new PaymentProviderError('This subscription has already ended.', 'invalid');
      }
      subscription.cancelAtPeriodEnd = true;
      return currentState(subscription);
    },

    async cancelSubscriptionNow(id) {
      const subscription = subscriptions.get(id);
      if (subscription) subscription.canceledAt = deps.clock.now();
    },

    async deleteCustomer() {
      // The sandbox keeps nothing of a customer beyond the payments in our database.
    },

    async mirrorCoupon() {
      // Coupons live in our database; the sandbox reads them from there.
    },

    async confirmCardPayment({ clientSecret, userId, card }) {
      const id = clientSecret.split('_secret_')[0] ?? '';
      const intent = intents.get(id);
      if (!intent || intent.clientSecret !== clientSecret || intent.metadata.userId !== String(userId)) {
        throw new PaymentProviderError('No such payment.', 'not_found');
      }
      if (intent.status === 'succeeded') return { paymentIntent: publicIntent(intent), error: null };
      const error = checkSandboxCard(card, deps.clock.now());
      if (error) return { paymentIntent: publicIntent(intent), error };
      intent.status = 'succeeded';
      const subscription = intent.subscriptionId ? subscriptions.get(intent.subscriptionId) : undefined;
      if (subscription && subscription.status === 'incomplete') {
        subscription.status = 'active';
        subscription.currentPeriodEnd = addOneMonth(deps.clock.now());
      }
      return { paymentIntent: publicIntent(intent), error: null };
    },
  };
}
