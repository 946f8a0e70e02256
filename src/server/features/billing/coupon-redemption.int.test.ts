import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { createAuditLog } from '../admin/audit.service.ts';
import { couponRedemptions, coupons, payments } from './billing.table.ts';
import { createCouponService } from './coupon.service.ts';

/** Coupon redemptions on the development sandbox (decision 066): once per learner, limits under concurrency. */

const clock = createTestClock('2026-03-15T12:00:00Z');
const ACCEPTED = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
let context: TestContext;

beforeEach(async () => {
  clock.set('2026-03-15T12:00:00Z');
  context = await createTestApp({ clock });
  const admin = await context.createUser({ isAdmin: true });
  expect((await post(admin.cookie, '/api/admin/create-plan-coupons')).statusCode).toBe(200);
});
afterEach(async () => {
  await context.close();
});

function post(cookie: string, url: string, payload?: object) {
  return context.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** The server's periodic sweep of lapsed coupon holds, run once now on the test's database and clock. */
const sweep = () =>
  createCouponService({
    db: context.database.db,
    clock,
    audit: createAuditLog({ db: context.database.db }),
    provider: undefined,
  }).sweepLapsedHolds();

async function timesRedeemed(code: string) {
  const [row] = await context.database.db.select().from(coupons).where(eq(coupons.id, code));
  return row!.timesRedeemed;
}

/** Pays a checkout with the accepting card and confirms it: the learner is on the plan. */
async function payAndConfirm(
  cookie: string,
  checkout: { clientSecret: string; paymentIntentId: string },
  planType: 'starter' | 'pro',
) {
  await post(cookie, '/api/billing/sandbox/confirm', { clientSecret: checkout.clientSecret, ...ACCEPTED });
  const confirmed = await post(cookie, '/api/confirm-payment', {
    paymentIntentId: checkout.paymentIntentId,
    planType,
  });
  expect(confirmed.json()).toEqual({ success: true, plan: planType });
}

async function subscribe(cookie: string, planType: 'starter' | 'pro', couponCode?: string) {
  const started = await post(cookie, '/api/create-subscription', {
    planType,
    ...(couponCode ? { couponCode } : {}),
  });
  expect(started.statusCode, started.body).toBe(200);
  const checkout = started.json();
  await payAndConfirm(cookie, checkout, planType);
  return checkout;
}

function expectOneErrorShape(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json()).toMatchObject({
    code: expect.any(String),
    message: expect.any(String),
    requestId: expect.any(String),
  });
}

describe('a coupon is used once per learner', () => {
  it('cannot be applied again by cancelling and subscribing again', async () => {
    const learner = await context.createUser();
    const first = await subscribe(learner.cookie, 'pro', 'PRO_SPECIAL');
    expect(first).toMatchObject({ couponApplied: true, amountCents: 1900 });
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(1);

    // Cancelled, still within the paid month: subscribing again with the coupon is refused.
    expect((await post(learner.cookie, '/api/cancel-subscription')).statusCode).toBe(200);
    const again = await post(learner.cookie, '/api/create-subscription', {
      planType: 'pro',
      couponCode: 'PRO_SPECIAL',
    });
    expect(again.statusCode).toBe(409);
    expectOneErrorShape(again);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already used the coupon PRO_SPECIAL'),
      details: { reason: 'already_used', code: 'PRO_SPECIAL' },
    });

    // After the period ended and the plan went back to free: still refused, checked and at checkout.
    clock.advance(32 * 86_400_000);
    const relogged = await context.createUser({ email: learner.email });
    const state = await context.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: { cookie: relogged.cookie },
    });
    expect(state.json().subscription).toMatchObject({ plan: 'free' });
    const validated = await post(relogged.cookie, '/api/validate-coupon', {
      couponCode: 'pro_special',
      planType: 'pro',
    });
    expect(validated.statusCode).toBe(409);
    const later = await post(relogged.cookie, '/api/create-subscription', {
      planType: 'pro',
      couponCode: 'PRO_SPECIAL',
    });
    expect(later.statusCode).toBe(409);
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(1);
    // Without the coupon the learner subscribes at the full price.
    expect(await subscribe(relogged.cookie, 'pro')).toMatchObject({
      amountCents: 4999,
      couponApplied: false,
    });
    const redemptions = await context.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, learner.id));
    expect(redemptions).toHaveLength(1);
  });

  it('holds the coupon for an unpaid checkout and hands it to the learner’s next checkout', async () => {
    const learner = await context.createUser();
    const abandoned = await post(learner.cookie, '/api/create-subscription', {
      planType: 'starter',
      couponCode: 'STARTER_SPECIAL',
    });
    expect(abandoned.json()).toMatchObject({ amountCents: 1250, couponApplied: true });
    expect(await timesRedeemed('STARTER_SPECIAL')).toBe(1);
    const paid = await subscribe(learner.cookie, 'starter', 'STARTER_SPECIAL');
    expect(paid).toMatchObject({ amountCents: 1250, couponApplied: true });
    expect(await timesRedeemed('STARTER_SPECIAL')).toBe(1);
    const [redemption] = await context.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, learner.id));
    expect(redemption).toMatchObject({ couponId: 'STARTER_SPECIAL', paymentId: paid.paymentIntentId });
  });
});

describe('a coupon hold lasts 30 minutes and moves with the learner', () => {
  const startCheckout = async (cookie: string, planType: 'starter' | 'pro', couponCode: string) => {
    const started = await post(cookie, '/api/create-subscription', { planType, couponCode });
    expect(started.statusCode, started.body).toBe(200);
    return started.json() as { clientSecret: string; paymentIntentId: string; amountCents: number };
  };
  const payWithCard = (cookie: string, checkout: { clientSecret: string }) =>
    post(cookie, '/api/billing/sandbox/confirm', { clientSecret: checkout.clientSecret, ...ACCEPTED });
  const planOf = async (cookie: string) =>
    (await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json().user.plan;

  it('cancels the earlier checkout when its hold moves to a new one: only the new one can be paid', async () => {
    const learner = await context.createUser();
    const earlier = await startCheckout(learner.cookie, 'starter', 'STARTER_SPECIAL');
    const later = await startCheckout(learner.cookie, 'starter', 'STARTER_SPECIAL');
    expect(await timesRedeemed('STARTER_SPECIAL')).toBe(1);
    const refused = await payWithCard(learner.cookie, earlier);
    expectOneErrorShape(refused);
    expect(refused.statusCode).toBe(409);
    const confirmed = await post(learner.cookie, '/api/confirm-payment', {
      paymentIntentId: earlier.paymentIntentId,
      planType: 'starter',
    });
    expectOneErrorShape(confirmed);
    expect(await planOf(learner.cookie)).toBe('free');
    const [stored] = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, earlier.paymentIntentId));
    expect(stored!.status).toBe('canceled');
    await payAndConfirm(learner.cookie, later, 'starter');
    expect(await timesRedeemed('STARTER_SPECIAL')).toBe(1);
  });

  it('lets an unpaid checkout’s hold lapse after 30 minutes: the coupon is free again and that checkout unpayable', async () => {
    await context.database.db.insert(coupons).values({
      id: 'ONLYONE',
      name: 'Only one',
      percentOff: 50,
      duration: 'once',
      maxRedemptions: 1,
    });
    const first = await context.createUser();
    const second = await context.createUser();
    const stale = await startCheckout(first.cookie, 'pro', 'ONLYONE');
    const tooSoon = await post(second.cookie, '/api/create-subscription', {
      planType: 'pro',
      couponCode: 'ONLYONE',
    });
    expect(tooSoon.statusCode).toBe(404);
    clock.advance(29 * 60_000);
    expect(
      (await post(second.cookie, '/api/create-subscription', { planType: 'pro', couponCode: 'ONLYONE' }))
        .statusCode,
    ).toBe(404);
    clock.advance(2 * 60_000);
    const taken = await startCheckout(second.cookie, 'pro', 'ONLYONE');
    expect(await timesRedeemed('ONLYONE')).toBe(1);
    const late = await payWithCard(first.cookie, stale);
    expectOneErrorShape(late);
    expect(late.statusCode).toBe(409);
    expect(await planOf(first.cookie)).toBe('free');
    await payAndConfirm(second.cookie, taken, 'pro');
    expect(await timesRedeemed('ONLYONE')).toBe(1);
  });

  it('sweeps lapsed holds without any request meeting them: the checkout ends and the coupon is free', async () => {
    await context.database.db.insert(coupons).values({
      id: 'SWEPT',
      name: 'Swept',
      percentOff: 50,
      duration: 'once',
      maxRedemptions: 1,
    });
    const learner = await context.createUser();
    const stale = await startCheckout(learner.cookie, 'pro', 'SWEPT');
    const fresh = await startCheckout((await context.createUser()).cookie, 'starter', 'STARTER_SPECIAL');
    clock.advance(29 * 60_000);
    expect(await sweep()).toBe(0);
    clock.advance(2 * 60_000);
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(0);
    expect(await timesRedeemed('SWEPT')).toBe(0);
    for (const checkout of [stale, fresh]) {
      const [stored] = await context.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, checkout.paymentIntentId));
      expect(stored!.status).toBe('canceled');
    }
    expect((await payWithCard(learner.cookie, stale)).statusCode).toBe(409);
  });

  it('refuses to take payment for the learner’s own checkout once its hold has lapsed', async () => {
    const learner = await context.createUser();
    const checkout = await startCheckout(learner.cookie, 'pro', 'PRO_SPECIAL');
    clock.advance(31 * 60_000);
    const late = await payWithCard(learner.cookie, checkout);
    expectOneErrorShape(late);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(0);
    // Starting again holds the coupon afresh.
    await subscribe(learner.cookie, 'pro', 'PRO_SPECIAL');
    expect(await timesRedeemed('PRO_SPECIAL')).toBe(1);
  });

  it('takes payment for a checkout without a coupon whenever it is paid', async () => {
    const learner = await context.createUser();
    const started = await post(learner.cookie, '/api/create-subscription', { planType: 'pro' });
    clock.advance(2 * 3_600_000);
    await payAndConfirm(learner.cookie, started.json(), 'pro');
  });
});

describe('redemption limits under concurrency', () => {
  it('gives a coupon with one redemption left to exactly one of several learners at once', async () => {
    await context.database.db.insert(coupons).values({
      id: 'LASTONE',
      name: 'Last one',
      percentOff: 50,
      duration: 'once',
      maxRedemptions: 3,
      timesRedeemed: 2,
    });
    const learners = await Promise.all(Array.from({ length: 4 }, () => context.createUser()));
    const responses = await Promise.all(
      learners.map((learner) =>
        post(learner.cookie, '/api/create-subscription', { planType: 'pro', couponCode: 'LASTONE' }),
      ),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expectOneErrorShape(response);
      expect([404, 409]).toContain(response.statusCode);
    }
    expect(await timesRedeemed('LASTONE')).toBe(3);
    // The refused checkouts left nothing behind to pay at the discount.
    const recorded = await context.database.db
      .select()
      .from(payments)
      .where(eq(payments.couponId, 'LASTONE'));
    expect(recorded).toHaveLength(1);

    const winner = learners[responses.indexOf(winners[0]!)]!;
    await payAndConfirm(winner.cookie, winners[0]!.json(), 'pro');
    expect(await timesRedeemed('LASTONE')).toBe(3);
  });

  it('lets one learner’s concurrent checkouts with one coupon count it once', async () => {
    const learner = await context.createUser();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        post(learner.cookie, '/api/create-subscription', { planType: 'elite', couponCode: 'ELITE_SPECIAL' }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(await timesRedeemed('ELITE_SPECIAL')).toBe(1);
    const held = await context.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.userId, learner.id));
    expect(held).toHaveLength(1);
  });
});
