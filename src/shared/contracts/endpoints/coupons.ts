import { z } from 'zod';
import { defineEndpoints, type ErrorStatus } from '../endpoint.ts';
import { CouponListResponseSchema, CouponSchema, CreateCouponBodySchema } from '../coupons.ts';

const COUPON_ERRORS: ErrorStatus[] = [400, 401, 403, 409, 502];

export const CouponResponseSchema = z.object({ coupon: CouponSchema });

/** Coupon administration (docs/product.md#admin). */
export const couponsApi = defineEndpoints({
  list: {
    method: 'GET',
    path: '/api/admin/coupons',
    response: CouponListResponseSchema,
    errors: COUPON_ERRORS,
  },
  create: {
    method: 'POST',
    path: '/api/admin/create-coupon',
    body: CreateCouponBodySchema,
    response: CouponResponseSchema,
    errors: COUPON_ERRORS,
  },
  createPlanCoupons: {
    method: 'POST',
    path: '/api/admin/create-plan-coupons',
    response: CouponListResponseSchema,
    errors: COUPON_ERRORS,
  },
});
