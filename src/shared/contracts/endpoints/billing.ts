import { defineEndpoints, type ErrorStatus } from '../endpoint.ts';
import {
  BillingConfigResponseSchema,
  CancelSubscriptionResponseSchema,
  ConfirmPaymentBodySchema,
  ConfirmPaymentResponseSchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  CreateSubscriptionBodySchema,
  CreateSubscriptionResponseSchema,
  SandboxConfirmBodySchema,
  SandboxConfirmResponseSchema,
  SubscriptionStateResponseSchema,
  ValidateCouponBodySchema,
  ValidateCouponResponseSchema,
  WebhookResponseSchema,
} from '../billing.ts';

const PAYMENT_ERRORS: ErrorStatus[] = [400, 401, 403, 404, 409, 422, 502, 503];

/** The learner's payment calls and the provider's webhook (docs/product.md#billing). */
export const billingApi = defineEndpoints({
  config: {
    method: 'GET',
    path: '/api/billing/config',
    response: BillingConfigResponseSchema,
    errors: [],
  },
  subscription: {
    method: 'GET',
    path: '/api/billing/subscription',
    response: SubscriptionStateResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  validateCoupon: {
    method: 'POST',
    path: '/api/validate-coupon',
    body: ValidateCouponBodySchema,
    response: ValidateCouponResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  createPaymentIntent: {
    method: 'POST',
    path: '/api/create-payment-intent',
    body: CreatePaymentIntentBodySchema,
    response: CreatePaymentIntentResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    body: CreateSubscriptionBodySchema,
    response: CreateSubscriptionResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  confirmPayment: {
    method: 'POST',
    path: '/api/confirm-payment',
    body: ConfirmPaymentBodySchema,
    response: ConfirmPaymentResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/cancel-subscription',
    response: CancelSubscriptionResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  /** Only while the development sandbox is the payment provider. */
  confirmSandboxCard: {
    method: 'POST',
    path: '/api/billing/sandbox/confirm',
    body: SandboxConfirmBodySchema,
    response: SandboxConfirmResponseSchema,
    errors: PAYMENT_ERRORS,
  },
  /** Only with Stripe; its body is read raw to check the signature. */
  stripeWebhook: {
    method: 'POST',
    path: '/api/stripe/webhook',
    response: WebhookResponseSchema,
    errors: [400, 503],
  },
});
