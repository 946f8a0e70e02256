import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { auditLog } from '../admin/audit.table.ts';
import { coupons } from './billing.table.ts';

/**
 * The admin coupon calls: list, create (with the months rule), plan coupons (docs/product.md#billing),
 * audited, admin only.
 */

let context: TestContext;
let admin: { id: number; cookie: string };
let learner: { id: number; cookie: string };

beforeAll(async () => {
  context = await createTestApp();
  admin = await context.createUser({ isAdmin: true });
  learner = await context.createUser();
});
afterAll(async () => {
  await context.close();
});

function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
async function auditRows(action: string) {
  return context.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}

describe('admin coupons', () => {
  it('lists no coupons at first', async () => {
    const response = await call(admin.cookie, 'GET', '/api/admin/coupons');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ coupons: [] });
  });

  it('creates a percentage coupon in Stripe’s read shape, with an audit row', async () => {
    const response = await call(admin.cookie, 'POST', '/api/admin/create-coupon', {
      id: 'welcome20',
      name: 'Welcome',
      percentOff: 20,
      duration: 'forever',
      maxRedemptions: 100,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().coupon).toEqual({
      id: 'WELCOME20',
      name: 'Welcome',
      percent_off: 20,
      amount_off: null,
      currency: null,
      duration: 'forever',
      duration_in_months: null,
      valid: true,
      max_redemptions: 100,
      times_redeemed: 0,
      created: expect.any(Number),
      applies_to_plan: null,
    });
    const audit = await auditRows('coupon.create');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, targetType: 'coupon', targetId: 'WELCOME20' });
  });

  it('creates a repeating amount coupon with its months', async () => {
    const response = await call(admin.cookie, 'POST', '/api/admin/create-coupon', {
      id: 'THREE-MONTHS',
      name: 'Three months',
      amountOff: 500,
      currency: 'usd',
      duration: 'repeating',
      durationInMonths: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().coupon).toMatchObject({
      amount_off: 500,
      currency: 'usd',
      duration: 'repeating',
      duration_in_months: 3,
    });
  });

  it('refuses a repeating coupon without months and a coupon with both kinds of discount', async () => {
    const noMonths = await call(admin.cookie, 'POST', '/api/admin/create-coupon', {
      id: 'NOMONTHS',
      name: 'x',
      amountOff: 100,
      duration: 'repeating',
    });
    expect(noMonths.statusCode).toBe(400);
    expect(noMonths.json().message).toContain('durationInMonths');
    const both = await call(admin.cookie, 'POST', '/api/admin/create-coupon', {
      id: 'BOTH',
      name: 'x',
      amountOff: 100,
      percentOff: 10,
    });
    expect(both.statusCode).toBe(400);
  });

  it('answers a duplicate code with 409 and a clear message, changing nothing', async () => {
    const response = await call(admin.cookie, 'POST', '/api/admin/create-coupon', {
      id: 'Welcome20',
      name: 'Again',
      percentOff: 50,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A coupon with the code WELCOME20 already exists. Choose another code.',
      details: { reason: 'duplicate_code', code: 'WELCOME20' },
    });
    const [row] = await context.database.db.select().from(coupons).where(eq(coupons.id, 'WELCOME20'));
    expect(row).toMatchObject({ name: 'Welcome', percentOff: 20 });
    expect(await auditRows('coupon.create')).toHaveLength(2);
  });

  it('creates the three plan coupons, and refreshes them without losing redemptions', async () => {
    const first = await call(admin.cookie, 'POST', '/api/admin/create-plan-coupons');
    expect(first.statusCode).toBe(200);
    expect(
      first
        .json()
        .coupons.map((coupon: Record<string, unknown>) => [
          coupon.id,
          coupon.amount_off,
          coupon.applies_to_plan,
          coupon.duration,
        ]),
    ).toEqual([
      ['STARTER_SPECIAL', 749, 'starter', 'once'],
      ['PRO_SPECIAL', 3099, 'pro', 'once'],
      ['ELITE_SPECIAL', 3999, 'elite', 'once'],
    ]);

    // Someone switched one off and it was redeemed meanwhile: a refresh restores the terms, keeps the count.
    await context.database.db
      .update(coupons)
      .set({ valid: false, amountOff: 1, timesRedeemed: 4 })
      .where(eq(coupons.id, 'PRO_SPECIAL'));
    const again = await call(admin.cookie, 'POST', '/api/admin/create-plan-coupons');
    const pro = again.json().coupons.find((coupon: { id: string }) => coupon.id === 'PRO_SPECIAL');
    expect(pro).toMatchObject({ amount_off: 3099, valid: true, times_redeemed: 4 });
    expect(await auditRows('coupon.create-plan-coupons')).toHaveLength(2);

    const list = (await call(admin.cookie, 'GET', '/api/admin/coupons')).json().coupons;
    expect(list).toHaveLength(5);
  });

  it('refuses learners with 403 on every coupon call, changing nothing', async () => {
    const before = await context.database.db.select().from(coupons);
    for (const [method, url] of [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/create-coupon'],
      ['POST', '/api/admin/create-plan-coupons'],
    ] as const) {
      const response = await call(
        learner.cookie,
        method,
        url,
        method === 'POST' ? { id: 'HACK', name: 'x', percentOff: 100 } : undefined,
      );
      expect(response.statusCode, url).toBe(403);
    }
    expect(await context.database.db.select().from(coupons)).toEqual(before);
  });
});
