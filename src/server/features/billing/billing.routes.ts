import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '../../../shared/contracts/billing.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import { AppError } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';
import type { StripePaymentProvider } from '../../integrations/payments/stripe-provider.ts';
import type { BillingService } from './billing.service.ts';
import type { CouponService } from './coupon.service.ts';

const errorResponses = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  502: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
};

/**
 * Plans, payments and coupons: the learner's payment calls (docs/product.md#billing) and the provider
 * webhook. The admin coupon routes are in features/admin.
 */
export async function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    billing: BillingService;
    coupons: CouponService;
    provider: ConfiguredPaymentProvider | undefined;
    stripePublishableKey: string | null;
  },
) {
  const { billing, coupons, provider } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Guessing coupon codes from many addresses still counts against the one account.
  const couponsPerUser = { name: 'coupons', max: 20 };

  routes.get(
    '/api/billing/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Which payment system is active: stripe, sandbox (development) or unavailable',
        response: { 200: BillingConfigResponseSchema },
      },
    },
    async () => ({
      mode: billing.paymentMode(),
      publishableKey: provider?.name === 'stripe' ? deps.stripePublishableKey : null,
    }),
  );

  routes.get(
    '/api/billing/subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The learner's plan and subscription state",
        response: { 200: SubscriptionStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ subscription: await billing.getSubscriptionState(request.currentUser.id) }),
  );

  routes.post(
    '/api/validate-coupon',
    {
      config: {
        access: 'user',
        rateLimit: { max: 30, timeWindow: '1 minute' },
        perUserLimit: couponsPerUser,
      },
      schema: {
        tags: ['billing'],
        summary: 'Checks a coupon code (and, with planType, its price on that plan)',
        body: ValidateCouponBodySchema,
        response: { 200: ValidateCouponResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { coupon, price } = await coupons.findUsableCoupon(
        request.body.couponCode,
        request.body.planType,
        request.currentUser.id,
      );
      return { valid: true as const, coupon, price };
    },
  );

  routes.post(
    '/api/create-payment-intent',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Starts the Annual plan payment; the server sets the amount (29900 cents)',
        description: 'Any amount the client sends is ignored (docs/product.md#billing).',
        body: CreatePaymentIntentBodySchema,
        response: { 200: CreatePaymentIntentResponseSchema, ...errorResponses },
      },
    },
    async (request) => billing.startAnnualPayment(request.currentUser.id),
  );

  routes.post(
    '/api/create-subscription',
    {
      config: {
        access: 'user',
        rateLimit: { max: 20, timeWindow: '1 minute' },
        perUserLimit: couponsPerUser,
      },
      schema: {
        tags: ['billing'],
        summary: 'Starts a Starter, Pro or Elite subscription, with an optional coupon',
        body: CreateSubscriptionBodySchema,
        response: { 200: CreateSubscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      billing.startSubscription(request.currentUser.id, request.body.planType, request.body.couponCode),
  );

  routes.post(
    '/api/confirm-payment',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          'Changes the plan once the provider confirms the payment succeeded, for this user and amount',
        body: ConfirmPaymentBodySchema,
        response: { 200: ConfirmPaymentResponseSchema, ...errorResponses },
      },
    },
    async (request) => billing.confirmPayment(request.currentUser.id, request.body),
  );

  routes.post(
    '/api/cancel-subscription',
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Cancels the subscription at the end of the paid period',
        response: { 200: CancelSubscriptionResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      subscription: await billing.cancelSubscription(request.currentUser.id),
    }),
  );

  if (provider?.name === 'sandbox') {
    routes.post(
      '/api/billing/sandbox/confirm',
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['billing'],
          summary: 'Development sandbox: pays a payment with a test card (no real charge)',
          body: SandboxConfirmBodySchema,
          response: { 200: SandboxConfirmResponseSchema, ...errorResponses },
        },
      },
      async (request) => billing.confirmSandboxCard(request.currentUser.id, request.body),
    );
  }

  // Only Stripe sends webhooks: elsewhere the path does not exist.
  if (provider?.name === 'stripe') {
    const stripe = provider;
    await app.register(async (scope) => registerStripeWebhook(scope, { billing, provider: stripe }));
  }
}

/**
 * The webhook needs the exact bytes Stripe signed, so this scope (and only this one) reads JSON bodies
 * as raw buffers.
 */
function registerStripeWebhook(
  scope: FastifyInstance,
  deps: { billing: BillingService; provider: StripePaymentProvider },
) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  scope.withTypeProvider<ZodTypeProvider>().post(
    '/api/stripe/webhook',
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Stripe events, verified by signature on the raw body and applied once',
        response: { 200: WebhookResponseSchema, 400: ApiErrorBodySchema, 503: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { provider, billing } = deps;
      if (!provider.hasWebhookSecret) {
        throw new AppError('NOT_CONFIGURED', 'Stripe webhooks are not configured.');
      }
      if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Expected a JSON event body.');
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = provider.parseWebhookEvent(
          request.body,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          request.log.warn({ err: error }, 'rejected a webhook');
          throw new AppError('BAD_REQUEST', `Webhook rejected: ${error.message}`);
        }
        throw error;
      }
      const { applied } = await billing.handleEvent(event);
      request.log.info({ eventId: event.id, type: event.type, applied }, 'webhook received');
      return { received: true as const, applied };
    },
  );
}
