import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreateCouponBodySchema } from '../../../../shared/contracts/coupons.ts';
import { callApi } from '../../../lib/api-client.ts';
import { couponsApi } from '../../../../shared/contracts/endpoints/coupons.ts';

/** What the form sends (before the server upper-cases the code). */
export type CreateCouponPayload = z.input<typeof CreateCouponBodySchema>;

export const ADMIN_COUPONS_KEY = ['/api/admin/coupons'] as const;

export const adminCouponsQuery = queryOptions({
  queryKey: ADMIN_COUPONS_KEY,
  queryFn: () => callApi(couponsApi.list),
});

export function useAdminCoupons() {
  return useQuery(adminCouponsQuery);
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCouponPayload) => callApi(couponsApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}

export function useCreatePlanCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(couponsApi.createPlanCoupons),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
}
