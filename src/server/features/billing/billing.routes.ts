import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { billingApi } from '../../../shared/contracts/endpoints/billing.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import { AppError } from '../../errors.ts';
import type { ConfiguredPaymentProvider } from '../../integrations/payments/create-payment-provider.ts';
import { PaymentProviderError } from '../../integrations/payments/payment-provider.ts';
import type { StripePaymentProvider } from '../../integrations/payments/stripe-provider.ts';
import type { CheckoutService } from './checkout.service.ts';
import type { CouponService } from './coupon.service.ts';
import type { PaymentConfirmationService } from './payment-confirmation.service.ts';
import type { SubscriptionService } from './subscription.service.ts';
import type { WebhooksService } from './webhooks.service.ts';

/** The billing services, one per job (decision 103); built in the composition root. */
export interface BillingServices {
  checkout: CheckoutService;
  confirmation: PaymentConfirmationService;
  subscriptions: SubscriptionService;
  webhooks: WebhooksService;
}

/**
 * Plans, payments and coupons: the learner's payment calls (docs/product.md#billing) and the provider
 * webhook. The admin coupon routes are in features/admin.
 */
export async function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    billing: BillingServices;
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
    billingApi.config.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Which payment system is active: stripe, sandbox (development) or unavailable',
        ...endpointSchema(billingApi.config),
      },
    },
    async () => ({
      mode: billing.checkout.paymentMode(),
      publishableKey: provider?.name === 'stripe' ? deps.stripePublishableKey : null,
    }),
  );

  routes.get(
    billingApi.subscription.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: "The learner's plan and subscription state",
        ...endpointSchema(billingApi.subscription),
      },
    },
    async (request) => ({
      subscription: await billing.subscriptions.getSubscriptionState(request.currentUser.id),
    }),
  );

  routes.post(
    billingApi.validateCoupon.path,
    {
      config: {
        access: 'user',
        rateLimit: { max: 30, timeWindow: '1 minute' },
        perUserLimit: couponsPerUser,
      },
      schema: {
        tags: ['billing'],
        summary: 'Checks a coupon code (and, with planType, its price on that plan)',
        ...endpointSchema(billingApi.validateCoupon),
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
    billingApi.createPaymentIntent.path,
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['billing'],
        summary: 'Starts the Annual plan payment; the server sets the amount (29900 cents)',
        description: 'Any amount the client sends is ignored (docs/product.md#billing).',
        ...endpointSchema(billingApi.createPaymentIntent),
      },
    },
    async (request) => billing.checkout.startAnnualPayment(request.currentUser.id),
  );

  routes.post(
    billingApi.createSubscription.path,
    {
      config: {
        access: 'user',
        rateLimit: { max: 20, timeWindow: '1 minute' },
        perUserLimit: couponsPerUser,
      },
      schema: {
        tags: ['billing'],
        summary: 'Starts a Starter, Pro or Elite subscription, with an optional coupon',
        ...endpointSchema(billingApi.createSubscription),
      },
    },
    async (request) =>
      billing.checkout.startSubscription(
        request.currentUser.id,
        request.body.planType,
        request.body.couponCode,
      ),
  );

  routes.post(
    billingApi.confirmPayment.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary:
          'Changes the plan once the provider confirms the payment succeeded, for this user and amount',
        ...endpointSchema(billingApi.confirmPayment),
      },
    },
    async (request) => billing.confirmation.confirmPayment(request.currentUser.id, request.body),
  );

  routes.post(
    billingApi.cancelSubscription.path,
    {
      config: { access: 'user' },
      schema: {
        tags: ['billing'],
        summary: 'Cancels the subscription at the end of the paid period',
        ...endpointSchema(billingApi.cancelSubscription),
      },
    },
    async (request) => ({
      success: true as const,
      subscription: await billing.subscriptions.cancelSubscription(request.currentUser.id),
    }),
  );

  if (provider?.name === 'sandbox') {
    routes.post(
      billingApi.confirmSandboxCard.path,
      {
        config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['billing'],
          summary: 'Development sandbox: pays a payment with a test card (no real charge)',
          ...endpointSchema(billingApi.confirmSandboxCard),
        },
      },
      async (request) => billing.checkout.confirmSandboxCard(request.currentUser.id, request.body),
    );
  }

  // Only Stripe sends webhooks: elsewhere the path does not exist.
  if (provider?.name === 'stripe') {
    const stripe = provider;
    await app.register(async (scope) =>
      registerStripeWebhook(scope, { webhooks: billing.webhooks, provider: stripe }),
    );
  }
}

/**
 * The webhook needs the exact bytes Stripe signed, so this scope (and only this one) reads JSON bodies
 * as raw buffers.
 */
function registerStripeWebhook(
  scope: FastifyInstance,
  deps: { webhooks: WebhooksService; provider: StripePaymentProvider },
) {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 512 * 1024 },
    (_request, body, done) => done(null, body),
  );
  scope.withTypeProvider<ZodTypeProvider>().post(
    billingApi.stripeWebhook.path,
    {
      config: { access: 'public' },
      schema: {
        tags: ['billing'],
        summary: 'Stripe events, verified by signature on the raw body and applied once',
        ...endpointSchema(billingApi.stripeWebhook),
      },
    },
    async (request) => {
      const { provider, webhooks } = deps;
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
      const { applied } = await webhooks.handleEvent(event);
      request.log.info({ eventId: event.id, type: event.type, applied }, 'webhook received');
      return { received: true as const, applied };
    },
  );
}
