/**
 * Coupon rules (docs/product.md#billing): the one place the discount maths lives.
 * The server applies them to decide what a learner pays; the web app uses them to show the struck-out price.
 */
import { PLANS, isSubscriptionPlanId, type PlanId, type SubscriptionPlanId } from './plans.ts';

/** How long a coupon keeps discounting: the first payment, some months, or every payment. */
export const COUPON_DURATIONS = ['once', 'repeating', 'forever'] as const;

/** What the price maths needs to know about a coupon. */
export interface CouponDiscount {
  /** Whole percent, 1–100; null for an amount coupon. */
  percentOff: number | null;
  /** Cents; null for a percent coupon. */
  amountOff: number | null;
  /** A plan-specific coupon discounts only this plan; null = every subscription plan. */
  appliesToPlan: SubscriptionPlanId | null;
}

/** What decides whether a coupon can still be redeemed. */
export interface CouponAvailability {
  valid: boolean;
  maxRedemptions: number | null;
  timesRedeemed: number;
  /** The last moment the coupon can be redeemed; null = no end. */
  redeemBy: Date | null;
}

export type CouponRejection = 'disabled' | 'expired' | 'fully_redeemed';

/** Why a coupon cannot be redeemed at `now`, or null when it can. */
export function findCouponRejection(coupon: CouponAvailability, now: Date): CouponRejection | null {
  if (!coupon.valid) return 'disabled';
  if (coupon.redeemBy && coupon.redeemBy.getTime() <= now.getTime()) return 'expired';
  if (coupon.maxRedemptions !== null && coupon.timesRedeemed >= coupon.maxRedemptions) {
    return 'fully_redeemed';
  }
  return null;
}

/**
 * A coupon tied to one plan only discounts that plan; the annual plan (and the free one) is never
 * discounted.
 */
export function couponAppliesToPlan(coupon: Pick<CouponDiscount, 'appliesToPlan'>, plan: PlanId): boolean {
  if (!isSubscriptionPlanId(plan)) return false;
  return coupon.appliesToPlan === null || coupon.appliesToPlan === plan;
}

/**
 * The discount in cents on `priceCents`. Percent coupons take that share of the price (rounded to the
 * nearest cent, as the card provider does); amount coupons subtract amount_off. Never more than the price,
 * so the price after the discount is floored at 0.
 */
export function discountCents(priceCents: number, coupon: Pick<CouponDiscount, 'percentOff' | 'amountOff'>) {
  let discount = 0;
  if (coupon.percentOff !== null) discount = Math.round((priceCents * coupon.percentOff) / 100);
  else if (coupon.amountOff !== null) discount = coupon.amountOff;
  return Math.min(Math.max(discount, 0), priceCents);
}

export interface PlanPrice {
  plan: PlanId;
  originalCents: number;
  discountCents: number;
  finalCents: number;
  /** True when the coupon discounts this plan. */
  couponApplies: boolean;
}

/** The first charge for `plan`, with `coupon` applied when it may discount that plan. */
export function priceWithCoupon(plan: PlanId, coupon: CouponDiscount | null): PlanPrice {
  const originalCents = PLANS[plan].priceCents;
  const couponApplies = coupon !== null && couponAppliesToPlan(coupon, plan);
  const discount = couponApplies ? discountCents(originalCents, coupon) : 0;
  return {
    plan,
    originalCents,
    discountCents: discount,
    finalCents: originalCents - discount,
    couponApplies,
  };
}

/** The three plan coupons (docs/product.md#billing): a fixed saving on their own plan's first month. */
export const PLAN_COUPONS = [
  { id: 'STARTER_SPECIAL', name: 'Starter Special', amountOff: 749, appliesToPlan: 'starter' },
  { id: 'PRO_SPECIAL', name: 'Pro Special', amountOff: 3099, appliesToPlan: 'pro' },
  { id: 'ELITE_SPECIAL', name: 'Elite Special', amountOff: 3999, appliesToPlan: 'elite' },
] as const satisfies readonly {
  id: string;
  name: string;
  amountOff: number;
  appliesToPlan: SubscriptionPlanId;
}[];

/** Coupon codes are case-insensitive: stored and compared in upper case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
