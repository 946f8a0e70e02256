import { z } from 'zod';
import { COUPON_DURATIONS, normalizeCouponCode } from '../domain/coupons.ts';
import { SUBSCRIPTION_PLAN_IDS } from '../domain/plans.ts';

/**
 * A coupon in Stripe's read shape (docs/product.md#billing): id is the code, amount_off in cents, created in
 * epoch seconds.
 */
export const CouponSchema = z.object({
  id: z.string(),
  name: z.string(),
  percent_off: z.number().nullable(),
  amount_off: z.number().int().nullable(),
  currency: z.string().nullable(),
  duration: z.enum(COUPON_DURATIONS),
  duration_in_months: z.number().int().nullable(),
  valid: z.boolean(),
  max_redemptions: z.number().int().nullable(),
  times_redeemed: z.number().int(),
  created: z.number().int(),
  /** Extension: a plan-specific coupon names its plan. */
  applies_to_plan: z.enum(SUBSCRIPTION_PLAN_IDS).nullable(),
});
export type Coupon = z.infer<typeof CouponSchema>;

export const CouponListResponseSchema = z.object({ coupons: z.array(CouponSchema) });

/** POST /api/admin/create-coupon (months required for repeating; docs/product.md#billing). */
export const CreateCouponBodySchema = z
  .object({
    id: z
      .string()
      .trim()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
      .transform(normalizeCouponCode),
    name: z.string().trim().min(1).max(100),
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOff: z.number().int().min(1).max(1_000_000).optional(),
    currency: z.literal('usd').optional(),
    duration: z.enum(COUPON_DURATIONS).default('once'),
    durationInMonths: z.number().int().min(1).max(36).optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
    appliesToPlan: z.enum(SUBSCRIPTION_PLAN_IDS).optional(),
  })
  .refine((body) => (body.percentOff === undefined) !== (body.amountOff === undefined), {
    message: 'Give either percentOff or amountOff',
    path: ['percentOff'],
  })
  .refine((body) => body.duration !== 'repeating' || body.durationInMonths !== undefined, {
    message: 'durationInMonths is required for a repeating coupon',
    path: ['durationInMonths'],
  });
export type CreateCouponBody = z.infer<typeof CreateCouponBodySchema>;
