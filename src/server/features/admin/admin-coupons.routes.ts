import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { couponsApi } from '../../../shared/contracts/endpoints/coupons.ts';
import { endpointSchema } from '../../endpoint-schema.ts';
import type { CouponService } from '../billing/coupon.service.ts';

/** The admin panel's coupon calls (docs/product.md#admin). Admin only; every change is audited. */
export function registerAdminCouponsRoutes(app: FastifyInstance, deps: { coupons: CouponService }) {
  const { coupons } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    couponsApi.list.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Every coupon, newest first, in Stripe’s read shape',
        ...endpointSchema(couponsApi.list),
      },
    },
    async () => ({ coupons: await coupons.listCoupons() }),
  );

  routes.post(
    couponsApi.create.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Creates a coupon (mirrored to Stripe when configured); a used code is a 409',
        ...endpointSchema(couponsApi.create),
      },
    },
    async (request) => ({ coupon: await coupons.createCoupon(request.currentUser.id, request.body) }),
  );

  routes.post(
    couponsApi.createPlanCoupons.path,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Creates or refreshes STARTER_SPECIAL, PRO_SPECIAL and ELITE_SPECIAL (docs/product.md#billing)',
        ...endpointSchema(couponsApi.createPlanCoupons),
      },
    },
    async (request) => ({ coupons: await coupons.createPlanCoupons(request.currentUser.id) }),
  );
}
