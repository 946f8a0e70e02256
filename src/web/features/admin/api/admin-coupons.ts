import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Coupon,
  CouponListResponseSchema,
  CreateCouponBodySchema,
} from '../../../../shared/contracts/coupons.ts';
import { apiJson } from '../../../lib/api-client.ts';

type CouponListResponse = z.infer<typeof CouponListResponseSchema>;
/** What the form sends (before the server upper-cases the code). */
export type CreateCouponPayload = z.input<typeof CreateCouponBodySchema>;

export const ADMIN_COUPONS_KEY = ['/api/admin/coupons'] as const;

export const adminCouponsQuery = queryOptions({
  queryKey: ADMIN_COUPONS_KEY,
  queryFn: () => apiJson<CouponListResponse>('GET', '/api/admin/coupons'),
});

export function useAdminCoupons() {
  return useQuery(adminCouponsQuery);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponPayload) =>
      apiJson<{ coupon: Coupon }>('POST', '/api/admin/create-coupon', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}

export function useCreatePlanCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ coupons: Coupon[] }>('POST', '/api/admin/create-plan-coupons'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}
