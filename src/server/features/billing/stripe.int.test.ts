import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../../../test/stand-ins/stripe-api.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { coupons, webhookEvents } from './billing.table.ts';

/**
 * The Stripe adapter with the real `stripe` SDK against a local stand-in of Stripe's API, and the webhook
 * with events signed by the SDK's own test-signature helper.
 */

const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');
let standIn: StripeStandIn;
let context: TestContext;
let admin: { id: number; cookie: string };
let eventCounter = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  context = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_standin',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
    deps: { stripeApi: standIn.endpoint },
  });
  admin = await context.createUser({ isAdmin: true });
  expect((await post(admin.cookie, '/api/admin/create-plan-coupons')).statusCode).toBe(200);
});
afterAll(async () => {
  await context.close();
  await standIn.close();
});

async function post(cookie: string, url: string, payload?: object) {
  return context.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
async function planOf(userId: number) {
  const [row] = await context.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}
async function timesRedeemed(code: string) {
  const [row] = await context.database.db.select().from(coupons).where(eq(coupons.id, code));
  return row!.timesRedeemed;
}

/** Delivers an event the way Stripe does: JSON body, Stripe-Signature over the exact bytes. */
async function deliver(event: { id?: string; type: string; object: object }, secret = WEBHOOK_SECRET) {
  eventCounter += 1;
  const payload = JSON.stringify({
    id: event.id ?? `evt_test_${eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type: event.type,
    data: { object: event.object },
  });
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return context.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

function invoicePaid(subscriptionId: string, id?: string) {
  return {
    id,
    type: 'invoice.paid',
    object: {
      id: standIn.invoiceOf(subscriptionId).id,
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata: {} },
      },
    },
  };
}
function subscriptionEvent(type: string, subscriptionId: string, id?: string) {
  return { id, type, object: { id: subscriptionId, object: 'subscription' } };
}

async function startPro(cookie: string, couponCode?: string) {
  const response = await post(cookie, '/api/create-subscription', {
    planType: 'pro',
    ...(couponCode ? { couponCode } : {}),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    clientSecret: string;
    subscriptionId: string;
    paymentIntentId: string;
    amountCents: number;
  };
}

describe('configuration and coupons mirrored to Stripe', () => {
  it('exposes the publishable key in Stripe mode', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_standin' });
  });

  it("lets Stripe.js load, call Stripe's API and show its card frames", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/subscribe' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    expect(policy).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
  });

  it('created the three plan coupons in Stripe with their amounts, once', async () => {
    const creates = standIn.find('POST', '/v1/coupons');
    expect(creates.map((request) => request.body)).toEqual([
      {
        id: 'STARTER_SPECIAL',
        name: 'Starter Special',
        amount_off: '749',
        currency: 'usd',
        duration: 'once',
      },
      { id: 'PRO_SPECIAL', name: 'Pro Special', amount_off: '3099', currency: 'usd', duration: 'once' },
      { id: 'ELITE_SPECIAL', name: 'Elite Special', amount_off: '3999', currency: 'usd', duration: 'once' },
    ]);
    for (const request of creates) expect(request.idempotencyKey).toMatch(/^coupon-[A-Z_]+-\w+-[\w-]+$/);
    // Refreshing with the same terms leaves Stripe's coupons alone.
    expect((await post(admin.cookie, '/api/admin/create-plan-coupons')).statusCode).toBe(200);
    expect(standIn.find('POST', '/v1/coupons')).toHaveLength(3);
  });

  it('mirrors an admin coupon with every field, including months for repeating', async () => {
    const response = await post(admin.cookie, '/api/admin/create-coupon', {
      id: 'spring3',
      name: 'Spring',
      amountOff: 500,
      currency: 'usd',
      duration: 'repeating',
      durationInMonths: 3,
      maxRedemptions: 50,
    });
    expect(response.statusCode).toBe(200);
    const sent = standIn.find('POST', '/v1/coupons').at(-1)!;
    expect(sent.body).toEqual({
      id: 'SPRING3',
      name: 'Spring',
      amount_off: '500',
      currency: 'usd',
      duration: 'repeating',
      duration_in_months: '3',
      max_redemptions: '50',
    });
    expect(sent.idempotencyKey).toBeTruthy();
  });

  it('refuses a coupon Stripe already holds with other terms, and keeps nothing', async () => {
    standIn.coupons.set('TAKEN', {
      id: 'TAKEN',
      object: 'coupon',
      percent_off: 5,
      amount_off: null,
      duration: 'once',
    });
    const response = await post(admin.cookie, '/api/admin/create-coupon', {
      id: 'TAKEN',
      name: 'Taken',
      percentOff: 10,
    });
    expect(response.statusCode).toBe(409);
    const list = (
      await context.app.inject({
        method: 'GET',
        url: '/api/admin/coupons',
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(list.coupons.map((coupon: { id: string }) => coupon.id)).not.toContain('TAKEN');
  });
});

describe('checkout through the Stripe adapter', () => {
  it('creates the customer, the Pro price and a subscription carrying the coupon, metadata and an idempotency key', async () => {
    const learner = await context.createUser();
    const checkout = await startPro(learner.cookie, 'PRO_SPECIAL');
    expect(checkout.amountCents).toBe(1900);

    const customer = standIn.find('POST', '/v1/customers').at(-1)!;
    expect(customer.body).toMatchObject({ email: learner.email, metadata: { userId: String(learner.id) } });
    expect(customer.idempotencyKey).toMatch(new RegExp(`^customer-${learner.id}-`));

    const price = standIn.find('POST', '/v1/prices')[0]!;
    expect(price.body).toMatchObject({
      currency: 'usd',
      unit_amount: '4999',
      recurring: { interval: 'month' },
    });
    expect(price.idempotencyKey).toBe('price-linguacoach_pro_monthly_4999_usd');

    const subscription = standIn.find('POST', '/v1/subscriptions').at(-1)!;
    expect(subscription.body).toMatchObject({
      customer: expect.stringMatching(/^cus_/),
      discounts: [{ coupon: 'PRO_SPECIAL' }],
      metadata: { userId: String(learner.id), plan: 'pro' },
      payment_behavior: 'default_incomplete',
    });
    expect(subscription.idempotencyKey).toMatch(new RegExp(`^subscription-${learner.id}-pro-[0-9a-f-]{36}$`));
    expect(checkout.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    expect(checkout.paymentIntentId).toBe(checkout.clientSecret.split('_secret_')[0]);

    // The learner pays; the server checks with Stripe before changing the plan.
    standIn.pay(checkout.paymentIntentId);
    const confirmed = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
      subscriptionId: checkout.subscriptionId,
    });
    expect(confirmed.json()).toEqual({ success: true, plan: 'pro' });
    expect(standIn.find('GET', `/v1/payment_intents/${checkout.paymentIntentId}`).length).toBeGreaterThan(0);
    expect(standIn.find('GET', `/v1/subscriptions/${checkout.subscriptionId}`).length).toBeGreaterThan(0);
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(1);

    // The next checkout reuses the customer and finds the price by its lookup key.
    const customersBefore = standIn.find('POST', '/v1/customers').length;
    await post(learner.cookie, '/api/create-subscription', { planType: 'elite' });
    expect(standIn.find('POST', '/v1/customers')).toHaveLength(customersBefore);
    expect(standIn.find('POST', '/v1/subscriptions').at(-1)!.body.customer).toBe(subscription.body.customer);
  });

  it('annual: a PaymentIntent of 29900 cents with metadata and an idempotency key, whatever the client sends', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/create-payment-intent', { amount: 299 });
    expect(response.statusCode).toBe(200);
    const sent = standIn.find('POST', '/v1/payment_intents').at(-1)!;
    expect(sent.body).toMatchObject({
      amount: '29900',
      currency: 'usd',
      metadata: { userId: String(learner.id), plan: 'annual' },
      automatic_payment_methods: { enabled: 'true' },
    });
    expect(sent.idempotencyKey).toMatch(new RegExp(`^annual-${learner.id}-`));
    expect(response.json()).toMatchObject({
      amountCents: 29900,
      paymentIntentId: expect.stringMatching(/^pi_/),
    });
  });
});

describe('a learner cannot upgrade themselves (Stripe)', () => {
  it('an intent that has not succeeded → 422, plan unchanged', async () => {
    const learner = await context.createUser();
    const checkout = await startPro(learner.cookie);
    const response = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });
    expect(response.statusCode).toBe(422);
    expect((await planOf(learner.id)).plan).toBe('free');
  });

  it('an intent whose amount is not the price → 422, plan unchanged', async () => {
    const learner = await context.createUser();
    const checkout = (await post(learner.cookie, '/api/create-payment-intent')).json();
    standIn.updatePaymentIntent(checkout.paymentIntentId, { amount: 100, status: 'succeeded' });
    const response = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'annual',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/amount paid does not match/);
    expect((await planOf(learner.id)).plan).toBe('free');
  });

  it("another user's intent → 404; an intent Stripe says belongs to another customer → 403", async () => {
    const owner = await context.createUser();
    const other = await context.createUser();
    const checkout = await startPro(owner.cookie);
    standIn.pay(checkout.paymentIntentId);
    const stolen = await post(other.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });
    expect(stolen.statusCode).toBe(404);
    expect((await planOf(other.id)).plan).toBe('free');

    standIn.updatePaymentIntent(checkout.paymentIntentId, { customer: 'cus_someone_else' });
    const mismatched = await post(owner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });
    expect(mismatched.statusCode).toBe(403);
    expect((await planOf(owner.id)).plan).toBe('free');
  });
});

describe('the webhook', () => {
  it('refuses a bad or missing signature with 400 and applies nothing', async () => {
    const learner = await context.createUser();
    const checkout = await startPro(learner.cookie);
    standIn.pay(checkout.paymentIntentId);
    const forged = await deliver(invoicePaid(checkout.subscriptionId, 'evt_forged'), 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    const unsigned = await context.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_unsigned', type: 'invoice.paid' }),
    });
    expect(unsigned.statusCode).toBe(400);
    const recorded = await context.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_forged'));
    expect(recorded).toHaveLength(0);
    expect((await planOf(learner.id)).plan).toBe('free');
  });

  it('invoice.paid activates the plan; a replay of the same event applies nothing more', async () => {
    const learner = await context.createUser();
    const before = await timesRedeemed('PRO_SPECIAL');
    const checkout = await startPro(learner.cookie, 'PRO_SPECIAL');
    standIn.pay(checkout.paymentIntentId);
    const first = await deliver(invoicePaid(checkout.subscriptionId, 'evt_replayed'));
    expect(first.json()).toEqual({ received: true, applied: true });
    expect(await planOf(learner.id)).toMatchObject({
      plan: 'pro',
      stripeSubscriptionId: checkout.subscriptionId,
    });
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(before + 1);

    const replay = await deliver(invoicePaid(checkout.subscriptionId, 'evt_replayed'));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, applied: false });
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(before + 1);
    const [recorded] = await context.database.db
      .select({ value: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_replayed'));
    expect(recorded?.value).toBe(1);

    // The browser's confirmation afterwards finds the payment already applied.
    const confirmed = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });
    expect(confirmed.json()).toEqual({ success: true, plan: 'pro' });
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(before + 1);
  });

  it('a checkout Stripe expires unpaid gives its coupon back for another learner', async () => {
    const created = await post(admin.cookie, '/api/admin/create-coupon', {
      id: 'ONLYONE',
      name: 'Only one',
      percentOff: 20,
      duration: 'once',
      maxRedemptions: 1,
    });
    expect(created.statusCode).toBe(200);
    const first = await context.createUser();
    const checkout = await startPro(first.cookie, 'ONLYONE');
    expect(await timesRedeemed('ONLYONE')).toBe(1);
    const second = await context.createUser();
    const refused = await post(second.cookie, '/api/create-subscription', {
      planType: 'pro',
      couponCode: 'ONLYONE',
    });
    expect(refused.statusCode).toBe(404);

    standIn.updateSubscription(checkout.subscriptionId, { status: 'incomplete_expired' });
    const expired = await deliver(
      subscriptionEvent('customer.subscription.updated', checkout.subscriptionId),
    );
    expect(expired.json().applied).toBe(true);
    expect(await timesRedeemed('ONLYONE')).toBe(0);
    await startPro(second.cookie, 'ONLYONE');
    expect(await timesRedeemed('ONLYONE')).toBe(1);
  });

  it('subscription.deleted arriving before invoice.paid ends on free', async () => {
    const learner = await context.createUser();
    const checkout = await startPro(learner.cookie);
    standIn.pay(checkout.paymentIntentId);
    standIn.updateSubscription(checkout.subscriptionId, { status: 'canceled' });
    const deleted = await deliver(
      subscriptionEvent('customer.subscription.deleted', checkout.subscriptionId),
    );
    expect(deleted.json().applied).toBe(true);
    const paid = await deliver(invoicePaid(checkout.subscriptionId));
    expect(paid.json().applied).toBe(true);
    expect(await planOf(learner.id)).toMatchObject({ plan: 'free', stripeSubscriptionId: null });
  });

  it('cancel at period end, then deleted, then a late invoice.paid: free', async () => {
    const learner = await context.createUser();
    const checkout = await startPro(learner.cookie);
    standIn.pay(checkout.paymentIntentId);
    await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });

    const cancelled = await post(learner.cookie, '/api/cancel-subscription');
    expect(cancelled.json().subscription).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
    const update = standIn.find('POST', `/v1/subscriptions/${checkout.subscriptionId}`).at(-1)!;
    expect(update.body).toEqual({ cancel_at_period_end: 'true' });
    expect(update.idempotencyKey).toMatch(/^cancel-sub_/);

    const updated = await deliver(
      subscriptionEvent('customer.subscription.updated', checkout.subscriptionId),
    );
    expect(updated.json().applied).toBe(true);
    expect(await planOf(learner.id)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });

    standIn.updateSubscription(checkout.subscriptionId, { status: 'canceled' });
    await deliver(subscriptionEvent('customer.subscription.deleted', checkout.subscriptionId));
    await deliver(invoicePaid(checkout.subscriptionId));
    expect(await planOf(learner.id)).toMatchObject({
      plan: 'free',
      stripeSubscriptionId: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('two concurrent deliveries of one event apply it once', async () => {
    const learner = await context.createUser();
    const before = await timesRedeemed('PRO_SPECIAL');
    const checkout = await startPro(learner.cookie, 'PRO_SPECIAL');
    standIn.pay(checkout.paymentIntentId);
    const event = invoicePaid(checkout.subscriptionId, 'evt_concurrent');
    const responses = await Promise.all([deliver(event), deliver(event)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json().applied).sort()).toEqual([false, true]);
    expect((await planOf(learner.id)).plan).toBe('pro');
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(before + 1);
  });

  it('payment_intent.succeeded gives the annual plan to the payer', async () => {
    const learner = await context.createUser();
    const checkout = (await post(learner.cookie, '/api/create-payment-intent')).json();
    standIn.pay(checkout.paymentIntentId);
    const response = await deliver({
      type: 'payment_intent.succeeded',
      object: { id: checkout.paymentIntentId, object: 'payment_intent' },
    });
    expect(response.json().applied).toBe(true);
    expect((await planOf(learner.id)).plan).toBe('annual');
  });
});
