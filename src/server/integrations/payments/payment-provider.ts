import type { CouponDiscount } from '../../../shared/domain/coupons.ts';
import type { SubscriptionPlanId } from '../../../shared/domain/plans.ts';

/**
 * One interface for every payment system: Stripe in production, the sandbox in development.
 * Services ask the provider for the truth (a PaymentIntent's status and amount, a subscription's state)
 * instead of trusting what the browser reports.
 */
export type PaymentProviderName = 'stripe' | 'sandbox';

export interface ProviderPaymentIntent {
  id: string;
  /** requires_payment_method, requires_action, processing, succeeded, canceled… (Stripe's vocabulary). */
  status: string;
  amountCents: number;
  currency: string;
  customerId: string | null;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

export interface ProviderSubscription {
  id: string;
  /** incomplete, active, trialing, past_due, canceled, unpaid, incomplete_expired… */
  status: string;
  customerId: string;
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
}

/** What a checkout start returns: the payment for the browser to confirm with the provider. */
export interface ProviderCheckout {
  /** Null when nothing is due now (a coupon covering the whole first charge). */
  paymentIntentId: string | null;
  clientSecret: string | null;
  /** What the provider will charge now, in cents. */
  amountCents: number;
}

export interface ProviderSubscriptionCheckout extends ProviderCheckout {
  subscription: ProviderSubscription;
}

/** A coupon as the provider stores it (Stripe's terms; ids are the codes). */
export interface ProviderCoupon {
  id: string;
  name: string;
  percentOff: number | null;
  amountOff: number | null;
  currency: string | null;
  duration: 'once' | 'repeating' | 'forever';
  durationInMonths: number | null;
  maxRedemptions: number | null;
  redeemBy: Date | null;
}

/** A verified provider event, reduced to the objects it concerns. */
export interface ProviderEvent {
  id: string;
  type: string;
  subscriptionId: string | null;
  paymentIntentId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /** The provider's customer for this user, created on first use. */
  ensureCustomer(input: {
    userId: number;
    email: string;
    name: string;
    existingCustomerId: string | null;
  }): Promise<string>;

  /** A monthly subscription whose first invoice waits for the browser to pay it. */
  createSubscription(input: {
    customerId: string;
    userId: number;
    plan: SubscriptionPlanId;
    /** The plan's monthly price in cents. */
    priceCents: number;
    /** A coupon the provider already holds (see mirrorCoupon), applied to the subscription. */
    coupon: (CouponDiscount & { id: string }) | null;
    idempotencyKey: string;
  }): Promise<ProviderSubscriptionCheckout>;

  /** A one-time payment (the annual plan) for an amount the server sets. */
  createOneTimePayment(input: {
    customerId: string;
    userId: number;
    plan: 'annual';
    amountCents: number;
    idempotencyKey: string;
  }): Promise<ProviderCheckout>;

  /** Null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;

  cancelSubscriptionAtPeriodEnd(id: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Ends a subscription at once (a plan bought to replace it). */
  cancelSubscriptionNow(id: string): Promise<void>;

  /**
   * Deletes the provider's customer and what it holds of the person (an erased account, decision 160);
   * a customer the provider no longer knows counts as deleted.
   */
  deleteCustomer(customerId: string): Promise<void>;

  /**
   * Makes the provider hold this coupon. With `replaceDifferent`, a coupon of the same code but other
   * terms is replaced (the provider's coupons cannot be edited); without it, that is a conflict.
   */
  mirrorCoupon(coupon: ProviderCoupon, options: { replaceDifferent: boolean }): Promise<void>;
}

/** The provider refused or failed a request; `message` is safe to show. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'conflict' | 'not_found' | 'invalid' | 'unavailable' = 'unavailable',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
