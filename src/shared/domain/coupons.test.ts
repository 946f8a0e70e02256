import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLAN_COUPONS,
  couponAppliesToPlan,
  discountCents,
  findCouponRejection,
  normalizeCouponCode,
  priceWithCoupon,
  type CouponAvailability,
  type CouponDiscount,
} from './coupons.ts';
import { PLAN_IDS, PLANS } from './plans.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const available: CouponAvailability = { valid: true, maxRedemptions: null, timesRedeemed: 0, redeemBy: null };
const proOnly: CouponDiscount = { percentOff: null, amountOff: 3099, appliesToPlan: 'pro' };
const tenPercent: CouponDiscount = { percentOff: 10, amountOff: null, appliesToPlan: null };

describe('a coupon tied to one plan only discounts that plan', () => {
  it('discounts its own plan', () => {
    expect(couponAppliesToPlan(proOnly, 'pro')).toBe(true);
    expect(priceWithCoupon('pro', proOnly)).toEqual({
      plan: 'pro',
      originalCents: 4999,
      discountCents: 3099,
      finalCents: 1900,
      couponApplies: true,
    });
  });

  it('leaves every other plan at full price', () => {
    for (const plan of ['starter', 'elite', 'annual', 'free'] as const) {
      expect(couponAppliesToPlan(proOnly, plan), plan).toBe(false);
      const price = priceWithCoupon(plan, proOnly);
      expect(price.finalCents, plan).toBe(PLANS[plan].priceCents);
      expect(price.couponApplies, plan).toBe(false);
    }
  });

  it('a coupon without a plan discounts every subscription plan', () => {
    for (const plan of ['starter', 'pro', 'elite'] as const) {
      expect(couponAppliesToPlan(tenPercent, plan), plan).toBe(true);
    }
  });
});

describe('annual is never discounted', () => {
  it('by any coupon, whatever its terms', () => {
    for (const coupon of [tenPercent, proOnly, { percentOff: 100, amountOff: null, appliesToPlan: null }]) {
      expect(priceWithCoupon('annual', coupon)).toMatchObject({ finalCents: 29900, couponApplies: false });
    }
  });
});

describe('percent coupons reduce the price by that percent', () => {
  it('10% off Starter $19.99 is $17.99 (the 199.9 cent discount rounds to the nearest cent)', () => {
    expect(discountCents(1999, tenPercent)).toBe(200);
    expect(priceWithCoupon('starter', tenPercent).finalCents).toBe(1799);
  });

  it('50% off Pro $49.99 takes $25.00 off (2499.5 rounds up), leaving $24.99', () => {
    expect(priceWithCoupon('pro', { percentOff: 50, amountOff: null, appliesToPlan: null }).finalCents).toBe(
      2499,
    );
  });

  it('100% off makes the first charge free', () => {
    expect(
      priceWithCoupon('elite', { percentOff: 100, amountOff: null, appliesToPlan: null }).finalCents,
    ).toBe(0);
  });
});

describe('amount coupons subtract amount_off (cents) and are floored at 0', () => {
  it('subtracts the amount', () => {
    expect(
      priceWithCoupon('starter', { percentOff: null, amountOff: 749, appliesToPlan: null }).finalCents,
    ).toBe(1250);
  });

  it('never goes below zero', () => {
    const huge = { percentOff: null, amountOff: 1_000_000, appliesToPlan: null };
    expect(priceWithCoupon('pro', huge)).toMatchObject({ discountCents: 4999, finalCents: 0 });
  });

  it('for any coupon and plan the price stays between 0 and the full price', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PLAN_IDS),
        fc.oneof(
          fc.record({
            percentOff: fc.integer({ min: 1, max: 100 }),
            amountOff: fc.constant(null),
            appliesToPlan: fc.constantFrom(null, 'starter' as const, 'pro' as const, 'elite' as const),
          }),
          fc.record({
            percentOff: fc.constant(null),
            amountOff: fc.integer({ min: 1, max: 1_000_000 }),
            appliesToPlan: fc.constantFrom(null, 'starter' as const, 'pro' as const, 'elite' as const),
          }),
        ),
        (plan, coupon) => {
          const price = priceWithCoupon(plan, coupon);
          expect(price.finalCents).toBeGreaterThanOrEqual(0);
          expect(price.finalCents).toBeLessThanOrEqual(PLANS[plan].priceCents);
          expect(price.finalCents + price.discountCents).toBe(PLANS[plan].priceCents);
        },
      ),
    );
  });
});

describe('expired or fully redeemed coupons are invalid', () => {
  it('accepts a coupon that is valid, unexpired and not used up', () => {
    expect(findCouponRejection(available, NOW)).toBeNull();
    expect(
      findCouponRejection(
        { ...available, maxRedemptions: 5, timesRedeemed: 4, redeemBy: new Date('2026-04-01') },
        NOW,
      ),
    ).toBeNull();
  });

  it('refuses a coupon switched off', () => {
    expect(findCouponRejection({ ...available, valid: false }, NOW)).toBe('disabled');
  });

  it('refuses a coupon past its redeem-by time, including exactly at it', () => {
    expect(findCouponRejection({ ...available, redeemBy: new Date('2026-03-01') }, NOW)).toBe('expired');
    expect(findCouponRejection({ ...available, redeemBy: NOW }, NOW)).toBe('expired');
  });

  it('refuses a coupon whose redemptions reached the maximum', () => {
    expect(findCouponRejection({ ...available, maxRedemptions: 3, timesRedeemed: 3 }, NOW)).toBe(
      'fully_redeemed',
    );
  });
});

describe('the plan coupons STARTER_SPECIAL, PRO_SPECIAL and ELITE_SPECIAL', () => {
  it('save $7.49 on Starter, $30.99 on Pro and $39.99 on Elite, and nothing elsewhere', () => {
    const savings = PLAN_COUPONS.map((coupon) => {
      const discount = { percentOff: null, amountOff: coupon.amountOff, appliesToPlan: coupon.appliesToPlan };
      return [coupon.id, priceWithCoupon(coupon.appliesToPlan, discount).discountCents];
    });
    expect(savings).toEqual([
      ['STARTER_SPECIAL', 749],
      ['PRO_SPECIAL', 3099],
      ['ELITE_SPECIAL', 3999],
    ]);
    const pro = PLAN_COUPONS[1];
    expect(
      priceWithCoupon('starter', { percentOff: null, amountOff: pro.amountOff, appliesToPlan: 'pro' })
        .discountCents,
    ).toBe(0);
  });

  it('codes are matched case-insensitively', () => {
    expect(normalizeCouponCode('  pro_special ')).toBe('PRO_SPECIAL');
  });
});
