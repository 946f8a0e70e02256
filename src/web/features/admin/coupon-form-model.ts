import type { CreateCouponPayload } from './api/admin-coupons.ts';

/**
 * The coupon form's rules (docs/product.md#billing: the months field shows for repeating coupons and is
 * required there). Amounts are typed in dollars (step 0.01) and sent in cents. Error values are i18n keys.
 */
export type DiscountType = 'percentage' | 'fixed';
export type CouponDuration = 'once' | 'repeating' | 'forever';

export interface CouponDraft {
  code: string;
  name: string;
  discountType: DiscountType;
  value: string;
  duration: CouponDuration;
  months: string;
  maxRedemptions: string;
}

export type CouponDraftErrors = Partial<Record<keyof CouponDraft, string>>;

export function emptyCouponDraft(): CouponDraft {
  return {
    code: '',
    name: '',
    discountType: 'percentage',
    value: '',
    duration: 'once',
    months: '',
    maxRedemptions: '',
  };
}

const CODE_PATTERN = /^[A-Za-z0-9_-]{3,64}$/;
const WHOLE_NUMBER = /^\d+$/;
const E = 'adminDashboard.couponForm.errors';

export function validateCouponDraft(draft: CouponDraft): {
  errors: CouponDraftErrors;
  body: CreateCouponPayload | undefined;
} {
  const errors: CouponDraftErrors = {};
  const code = draft.code.trim();
  const name = draft.name.trim();
  if (!code) errors.code = `${E}.required`;
  else if (!CODE_PATTERN.test(code)) errors.code = `${E}.codeFormat`;
  if (!name) errors.name = `${E}.required`;

  const value = Number(draft.value);
  let discount: Pick<CreateCouponPayload, 'percentOff' | 'amountOff' | 'currency'> = {};
  if (draft.value.trim() === '' || !Number.isFinite(value)) {
    errors.value = `${E}.required`;
  } else if (draft.discountType === 'percentage') {
    const percentOff = Math.round(value);
    if (percentOff < 1 || percentOff > 100) errors.value = `${E}.percentRange`;
    else discount = { percentOff };
  } else {
    const amountOff = Math.round(value * 100);
    if (amountOff < 1 || amountOff > 1_000_000) errors.value = `${E}.amountRange`;
    else discount = { amountOff, currency: 'usd' };
  }

  let durationInMonths: number | undefined;
  if (draft.duration === 'repeating') {
    const months = Number(draft.months);
    if (!WHOLE_NUMBER.test(draft.months.trim()) || months < 1 || months > 36) {
      errors.months = `${E}.monthsRange`;
    } else durationInMonths = months;
  }

  let maxRedemptions: number | undefined;
  if (draft.maxRedemptions.trim() !== '') {
    const max = Number(draft.maxRedemptions);
    if (!WHOLE_NUMBER.test(draft.maxRedemptions.trim()) || max < 1 || max > 1_000_000) {
      errors.maxRedemptions = `${E}.maxRedemptions`;
    } else maxRedemptions = max;
  }

  if (Object.keys(errors).length > 0) return { errors, body: undefined };
  return {
    errors,
    body: {
      id: code,
      name,
      ...discount,
      duration: draft.duration,
      ...(durationInMonths !== undefined ? { durationInMonths } : {}),
      ...(maxRedemptions !== undefined ? { maxRedemptions } : {}),
    },
  };
}
