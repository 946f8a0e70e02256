import { z } from 'zod';
import { normalizeCouponCode } from '../domain/coupons.ts';
import { PAID_PLAN_IDS, PLAN_IDS, SUBSCRIPTION_PLAN_IDS } from '../domain/plans.ts';
import { CouponSchema } from './coupons.ts';

/**
 * Learner payment calls (docs/product.md#billing) and what the subscribe page needs to know about payments.
 * Prices are always decided by the server from the plan catalogue and the coupon rules.
 */

/** Which payment system serves this deployment: Stripe, the development sandbox, or none yet. */
export const PaymentModeSchema = z.enum(['stripe', 'sandbox', 'unavailable']);

/** GET /api/billing/config */
export const BillingConfigResponseSchema = z.object({
  mode: PaymentModeSchema,
  /** Stripe's publishable key, only in Stripe mode. */
  publishableKey: z.string().nullable(),
});
export type BillingConfigResponse = z.infer<typeof BillingConfigResponseSchema>;

/** The signed-in learner's plan and its billing state (GET /api/billing/subscription). */
export const SubscriptionStateSchema = z.object({
  plan: z.enum(PLAN_IDS),
  /** The provider's subscription status (active, past_due, canceled…), null without a subscription. */
  status: z.string().nullable(),
  /** True when the plan renews through a recurring subscription (the only kind that can be cancelled). */
  isRecurring: z.boolean(),
  cancelAtPeriodEnd: z.boolean(),
  currentPeriodEnd: z.iso.datetime({ offset: true }).nullable(),
});
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;
export const SubscriptionStateResponseSchema = z.object({ subscription: SubscriptionStateSchema });

const CouponCodeSchema = z.string().trim().min(1).max(64).transform(normalizeCouponCode);

export const PlanPriceSchema = z.object({
  plan: z.enum(PLAN_IDS),
  originalCents: z.number().int(),
  discountCents: z.number().int(),
  finalCents: z.number().int(),
  couponApplies: z.boolean(),
});

/** POST /api/validate-coupon. `planType` (an extension) asks for the price on that plan too. */
export const ValidateCouponBodySchema = z.object({
  couponCode: CouponCodeSchema,
  planType: z.enum(PAID_PLAN_IDS).optional(),
});
export type ValidateCouponBody = z.input<typeof ValidateCouponBodySchema>;
export const ValidateCouponResponseSchema = z.object({
  valid: z.literal(true),
  coupon: CouponSchema,
  /** The price on `planType` with the coupon, when a plan was named. */
  price: PlanPriceSchema.nullable(),
});
export type ValidateCouponResponse = z.infer<typeof ValidateCouponResponseSchema>;

/**
 * POST /api/create-payment-intent: the annual plan's one-time payment. The spec's client sends
 * `amount: 299`; the server ignores it and charges the catalogue price (docs/product.md#billing).
 */
export const CreatePaymentIntentBodySchema = z
  .object({
    amount: z.number().optional(),
    planType: z.literal('annual').optional(),
  })
  .nullish();
export const CreatePaymentIntentResponseSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

/** POST /api/create-subscription: starter, pro or elite, with an optional coupon. */
export const CreateSubscriptionBodySchema = z.object({
  planType: z.enum(SUBSCRIPTION_PLAN_IDS),
  couponCode: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((code) => (code ? normalizeCouponCode(code) : undefined)),
});
export const CreateSubscriptionResponseSchema = z.object({
  /** Null when nothing is due now (a coupon covering the whole first charge). */
  clientSecret: z.string().nullable(),
  subscriptionId: z.string(),
  /** The payment to confirm: the first invoice's PaymentIntent (or the subscription when nothing is due). */
  paymentIntentId: z.string(),
  couponApplied: z.boolean(),
  amountCents: z.number().int(),
  originalAmountCents: z.number().int(),
});
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

/** POST /api/confirm-payment: the server re-checks the payment with the provider before changing the plan. */
export const ConfirmPaymentBodySchema = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
  planType: z.enum(PAID_PLAN_IDS),
  subscriptionId: z.string().trim().min(1).max(255).optional(),
});
export type ConfirmPaymentBody = z.infer<typeof ConfirmPaymentBodySchema>;
export const ConfirmPaymentResponseSchema = z.object({
  success: z.literal(true),
  plan: z.enum(PLAN_IDS),
});
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponseSchema>;

/** POST /api/cancel-subscription: cancels at the end of the paid period. */
export const CancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: SubscriptionStateSchema,
});
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;

/** POST /api/billing/sandbox/confirm: the development sandbox's card confirmation (never in production). */
export const SandboxConfirmBodySchema = z.object({
  clientSecret: z.string().trim().min(1).max(255),
  cardNumber: z.string().max(32),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
});
export type SandboxConfirmBody = z.infer<typeof SandboxConfirmBodySchema>;
/** Like the provider's own confirmation: either the succeeded payment or a card error to show. */
export const SandboxConfirmResponseSchema = z.object({
  paymentIntentId: z.string(),
  status: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponseSchema>;

/** POST /api/stripe/webhook answer. */
export const WebhookResponseSchema = z.object({
  received: z.literal(true),
  /** False when the event had already been applied (a replay or a concurrent delivery). */
  applied: z.boolean(),
});
