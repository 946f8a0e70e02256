import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CouponListResponseSchema,
  CouponSchema,
  CreateCouponBodySchema,
} from '../../../shared/contracts/coupons.ts';
import { ApiErrorBodySchema } from '../../../shared/errors.ts';
import type { CouponService } from '../billing/coupon.service.ts';

const errorResponses = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  502: ApiErrorBodySchema,
};

/** The admin panel's coupon calls (docs/product.md#admin). Admin only; every change is audited. */
export function registerAdminCouponsRoutes(app: FastifyInstance, deps: { coupons: CouponService }) {
  const { coupons } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/admin/coupons',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every coupon, newest first, in Stripe’s read shape',
        response: { 200: CouponListResponseSchema, ...errorResponses },
      },
    },
    async () => ({ coupons: await coupons.listCoupons() }),
  );

  routes.post(
    '/api/admin/create-coupon',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Creates a coupon (mirrored to Stripe when configured); a used code is a 409',
        body: CreateCouponBodySchema,
        response: { 200: z.object({ coupon: CouponSchema }), ...errorResponses },
      },
    },
    async (request) => ({ coupon: await coupons.createCoupon(request.currentUser.id, request.body) }),
  );

  routes.post(
    '/api/admin/create-plan-coupons',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Creates or refreshes STARTER_SPECIAL, PRO_SPECIAL and ELITE_SPECIAL (docs/product.md#billing)',
        response: { 200: CouponListResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ coupons: await coupons.createPlanCoupons(request.currentUser.id) }),
  );
}
