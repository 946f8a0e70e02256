import { describe, expect, it } from 'vitest';
import { CreateCouponBodySchema } from '../../../shared/contracts/coupons.ts';
import { emptyCouponDraft, validateCouponDraft, type CouponDraft } from './coupon-form-model.ts';

const draft = (overrides: Partial<CouponDraft>): CouponDraft => ({
  ...emptyCouponDraft(),
  code: 'SPRING25',
  name: 'Spring sale',
  value: '25',
  ...overrides,
});

describe('coupon form', () => {
  it('defaults to a percentage coupon used once', () => {
    expect(emptyCouponDraft()).toMatchObject({ discountType: 'percentage', duration: 'once' });
  });

  it('sends a rounded whole percentage', () => {
    const { body } = validateCouponDraft(draft({ value: '24.6' }));
    expect(body).toEqual({ id: 'SPRING25', name: 'Spring sale', percentOff: 25, duration: 'once' });
    expect(CreateCouponBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends a fixed amount in cents, in dollars', () => {
    const { body } = validateCouponDraft(
      draft({ discountType: 'fixed', value: '7.49', duration: 'forever' }),
    );
    expect(body).toEqual({
      id: 'SPRING25',
      name: 'Spring sale',
      amountOff: 749,
      currency: 'usd',
      duration: 'forever',
    });
    expect(CreateCouponBodySchema.safeParse(body).success).toBe(true);
  });

  it('requires the months of a repeating coupon, and sends them', () => {
    expect(validateCouponDraft(draft({ duration: 'repeating' })).errors.months).toBe(
      'adminDashboard.couponForm.errors.monthsRange',
    );
    expect(validateCouponDraft(draft({ duration: 'repeating', months: '1.5' })).errors.months).toBeDefined();
    expect(validateCouponDraft(draft({ duration: 'repeating', months: '37' })).errors.months).toBeDefined();
    const { body } = validateCouponDraft(
      draft({ discountType: 'fixed', value: '10', duration: 'repeating', months: '3', maxRedemptions: '50' }),
    );
    expect(body).toMatchObject({
      amountOff: 1000,
      duration: 'repeating',
      durationInMonths: 3,
      maxRedemptions: 50,
    });
    expect(CreateCouponBodySchema.safeParse(body).success).toBe(true);
  });

  it('ignores the months field unless the coupon repeats', () => {
    const { body } = validateCouponDraft(draft({ months: '6' }));
    expect(body).not.toHaveProperty('durationInMonths');
  });

  it('checks code, name, value and max redemptions', () => {
    const { errors, body } = validateCouponDraft(
      draft({ code: 'a b', name: ' ', value: '', maxRedemptions: '0' }),
    );
    expect(body).toBeUndefined();
    expect(errors).toEqual({
      code: 'adminDashboard.couponForm.errors.codeFormat',
      name: 'adminDashboard.couponForm.errors.required',
      value: 'adminDashboard.couponForm.errors.required',
      maxRedemptions: 'adminDashboard.couponForm.errors.maxRedemptions',
    });
    expect(validateCouponDraft(draft({ value: '101' })).errors.value).toBe(
      'adminDashboard.couponForm.errors.percentRange',
    );
    expect(validateCouponDraft(draft({ discountType: 'fixed', value: '0.001' })).errors.value).toBe(
      'adminDashboard.couponForm.errors.amountRange',
    );
  });
});
