import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { coupons, payments } from './billing.table.ts';

/** The learner's payment calls on the development sandbox: the same state transitions as with Stripe. */

let now = new Date('2026-03-15T12:00:00Z');
const clock = { now: () => new Date(now) };
let context: TestContext;
let admin: { id: number; cookie: string };

beforeAll(async () => {
  context = await createTestApp({ clock });
  admin = await context.createUser({ isAdmin: true });
  const created = await post(admin.cookie, '/api/admin/create-plan-coupons');
  expect(created.statusCode).toBe(200);
});
afterAll(async () => {
  await context.close();
});

async function post(cookie: string, url: string, payload?: object) {
  return context.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
async function get(cookie: string, url: string) {
  return context.app.inject({ method: 'GET', url, headers: { cookie } });
}
async function planOf(userId: number) {
  const [row] = await context.database.db.select().from(users).where(eq(users.id, userId));
  return row!.plan;
}
async function timesRedeemed(code: string) {
  const [row] = await context.database.db.select().from(coupons).where(eq(coupons.id, code));
  return row!.timesRedeemed;
}

const ACCEPTED = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
const DECLINED = { cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };

describe('payment configuration', () => {
  it('says the sandbox is active in development, with no publishable key', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(response.json()).toEqual({ mode: 'sandbox', publishableKey: null });
  });

  it('in production without Stripe keys: unavailable, and payment calls answer 503 with the spec text', async () => {
    const production = await createTestApp({
      env: {
        APP_ENV: 'production',
        PUBLIC_URL: 'https://app.example.com',
        SESSION_SECRET: 'x'.repeat(40),
        OIDC_CLIENT_ID: 'client',
        OIDC_CLIENT_SECRET: 'secret',
      },
    });
    try {
      const config = await production.app.inject({ method: 'GET', url: '/api/billing/config' });
      expect(config.json()).toEqual({ mode: 'unavailable', publishableKey: null });
      const learner = await production.createUser();
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/create-subscription',
        headers: { cookie: learner.cookie },
        payload: { planType: 'pro' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'The payment system is currently being configured. Please contact support to set up your subscription.',
      );
      expect(production.app.listRoutes().some((route) => route.url === '/api/billing/sandbox/confirm')).toBe(
        false,
      );
    } finally {
      await production.close();
    }
  });
});

describe('validate-coupon', () => {
  it('accepts PRO_SPECIAL (any case) and prices Pro at $19.00', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/validate-coupon', {
      couponCode: ' pro_special ',
      planType: 'pro',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      coupon: {
        id: 'PRO_SPECIAL',
        amount_off: 3099,
        percent_off: null,
        duration: 'once',
        applies_to_plan: 'pro',
        valid: true,
      },
      price: { plan: 'pro', originalCents: 4999, discountCents: 3099, finalCents: 1900, couponApplies: true },
    });
  });

  it('refuses an unknown code with 404, a clear message and the reason the web words in its language', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/validate-coupon', { couponCode: 'NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'This coupon code is not valid or has expired.',
      details: { reason: 'invalid_coupon' },
    });
  });

  it('refuses a plan coupon on another plan, and any coupon on annual', async () => {
    const learner = await context.createUser();
    const wrongPlan = await post(learner.cookie, '/api/validate-coupon', {
      couponCode: 'PRO_SPECIAL',
      planType: 'starter',
    });
    expect(wrongPlan.statusCode).toBe(422);
    expect(wrongPlan.json()).toMatchObject({
      message: 'This coupon applies only to the Pro plan.',
      details: { reason: 'plan', appliesToPlan: 'pro' },
    });
    const annual = await post(learner.cookie, '/api/validate-coupon', {
      couponCode: 'PRO_SPECIAL',
      planType: 'annual',
    });
    expect(annual.statusCode).toBe(422);
    expect(annual.json()).toMatchObject({
      message: 'Coupons cannot be used on the Annual plan.',
      details: { reason: 'annual' },
    });
  });

  it('treats expired and fully redeemed coupons as invalid', async () => {
    await context.database.db.insert(coupons).values([
      { id: 'OLD10', name: 'Old', percentOff: 10, duration: 'once', redeemBy: new Date('2026-01-01') },
      {
        id: 'USEDUP',
        name: 'Used up',
        percentOff: 10,
        duration: 'once',
        maxRedemptions: 2,
        timesRedeemed: 2,
      },
    ]);
    const learner = await context.createUser();
    for (const couponCode of ['OLD10', 'USEDUP']) {
      const response = await post(learner.cookie, '/api/validate-coupon', { couponCode });
      expect(response.statusCode, couponCode).toBe(404);
    }
  });
});

describe('subscribing on the sandbox', () => {
  it('a free learner applies PRO_SPECIAL, pays with the accepting card and becomes Pro once', async () => {
    const learner = await context.createUser();
    const before = await timesRedeemed('PRO_SPECIAL');
    const started = await post(learner.cookie, '/api/create-subscription', {
      planType: 'pro',
      couponCode: 'pro_special',
    });
    expect(started.statusCode).toBe(200);
    const checkout = started.json();
    expect(checkout).toMatchObject({ couponApplied: true, amountCents: 1900, originalAmountCents: 4999 });
    expect(checkout.clientSecret).toMatch(/^sandbox_pi_\w+_secret_\w+$/);

    // Declined card: nothing changes.
    const declined = await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...DECLINED,
    });
    expect(declined.json()).toMatchObject({
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const early = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });
    expect(early.statusCode).toBe(422);
    expect(await planOf(learner.id)).toBe('free');

    const paid = await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...ACCEPTED,
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded', error: null });

    const confirmed = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
      subscriptionId: checkout.subscriptionId,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, plan: 'pro' });
    const me = await get(learner.cookie, '/api/auth/me');
    expect(me.json().user).toMatchObject({ plan: 'pro', stripeSubscriptionId: checkout.subscriptionId });
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(before + 1);

    // A second confirmation is harmless: the redemption counts once.
    const again = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });
    expect(again.json()).toEqual({ success: true, plan: 'pro' });
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(before + 1);

    const state = await get(learner.cookie, '/api/billing/subscription');
    expect(state.json().subscription).toEqual({
      plan: 'pro',
      status: 'active',
      isRecurring: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: '2026-04-15T12:00:00.000Z',
    });
  });

  it('refuses a coupon for another plan when subscribing', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/create-subscription', {
      planType: 'elite',
      couponCode: 'PRO_SPECIAL',
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('a learner cannot upgrade themselves', () => {
  it('confirm-payment with a payment that has not succeeded → 422, plan unchanged', async () => {
    const learner = await context.createUser();
    const checkout = (await post(learner.cookie, '/api/create-subscription', { planType: 'elite' })).json();
    const response = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'elite',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/has not succeeded/);
    expect(await planOf(learner.id)).toBe('free');
  });

  it("confirm-payment with another user's paid payment → 404, neither plan changes hands", async () => {
    const owner = await context.createUser();
    const thief = await context.createUser();
    const checkout = (await post(owner.cookie, '/api/create-subscription', { planType: 'elite' })).json();
    await post(owner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...ACCEPTED,
    });
    const stolen = await post(thief.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'elite',
    });
    expect(stolen.statusCode).toBe(404);
    expect(await planOf(thief.id)).toBe('free');
    // Nor can the thief pay it with their own session.
    const card = await post(thief.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...ACCEPTED,
    });
    expect(card.statusCode).toBe(404);
  });

  it('confirm-payment naming another plan than the one paid for → 400', async () => {
    const learner = await context.createUser();
    const checkout = (await post(learner.cookie, '/api/create-subscription', { planType: 'starter' })).json();
    await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...ACCEPTED,
    });
    const response = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'elite',
    });
    expect(response.statusCode).toBe(400);
    expect(await planOf(learner.id)).toBe('free');
  });

  it('confirm-payment with a made-up id → 404', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: 'pi_made_up',
      planType: 'pro',
    });
    expect(response.statusCode).toBe(404);
    expect(await planOf(learner.id)).toBe('free');
  });
});

describe('the annual plan', () => {
  it('costs what the server says (29900 cents), whatever amount the client sends', async () => {
    const learner = await context.createUser();
    const started = await post(learner.cookie, '/api/create-payment-intent', { amount: 1 });
    expect(started.statusCode).toBe(200);
    const checkout = started.json();
    expect(checkout).toMatchObject({ amountCents: 29900, currency: 'usd' });
    const [row] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, checkout.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 29900, kind: 'one_time', plan: 'annual', userId: learner.id });

    await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...ACCEPTED,
    });
    const confirmed = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'annual',
    });
    expect(confirmed.json()).toEqual({ success: true, plan: 'annual' });
    const state = (await get(learner.cookie, '/api/billing/subscription')).json().subscription;
    expect(state).toMatchObject({ plan: 'annual', isRecurring: false });

    // One-time purchasers have nothing to cancel.
    const cancel = await post(learner.cookie, '/api/cancel-subscription');
    expect(cancel.statusCode).toBe(400);
  });

  it('replaces a running monthly subscription, which is ended at once', async () => {
    const learner = await context.createUser();
    const monthly = (await post(learner.cookie, '/api/create-subscription', { planType: 'starter' })).json();
    await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: monthly.clientSecret,
      ...ACCEPTED,
    });
    await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: monthly.paymentIntentId,
      planType: 'starter',
    });
    const annual = (await post(learner.cookie, '/api/create-payment-intent')).json();
    await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: annual.clientSecret,
      ...ACCEPTED,
    });
    await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: annual.paymentIntentId,
      planType: 'annual',
    });
    const me = (await get(learner.cookie, '/api/auth/me')).json().user;
    expect(me).toMatchObject({ plan: 'annual', stripeSubscriptionId: null });
  });
});

describe('cancelling', () => {
  it('cancels at period end: the plan stays until then, then becomes free', async () => {
    const learner = await context.createUser();
    const checkout = (await post(learner.cookie, '/api/create-subscription', { planType: 'pro' })).json();
    await post(learner.cookie, '/api/billing/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      ...ACCEPTED,
    });
    await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: checkout.paymentIntentId,
      planType: 'pro',
    });

    const cancelled = await post(learner.cookie, '/api/cancel-subscription');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({
      success: true,
      subscription: {
        plan: 'pro',
        status: 'active',
        isRecurring: true,
        cancelAtPeriodEnd: true,
        currentPeriodEnd: expect.any(String),
      },
    });
    const periodEnd = new Date(cancelled.json().subscription.currentPeriodEnd);
    expect(await planOf(learner.id)).toBe('pro');

    const saved = now;
    now = new Date(periodEnd.getTime() + 1000);
    try {
      // A month later the first session has expired: sign in again as the same person.
      const later = await context.createUser({ email: learner.email });
      expect(later.id).toBe(learner.id);
      const state = (await get(later.cookie, '/api/billing/subscription')).json().subscription;
      expect(state).toMatchObject({ plan: 'free', isRecurring: false, status: 'canceled' });
      expect(await planOf(learner.id)).toBe('free');
    } finally {
      now = saved;
    }
  });

  it('a free learner has nothing to cancel', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/cancel-subscription');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You have no recurring subscription to cancel.');
  });
});
