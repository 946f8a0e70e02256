import { useMutation } from '@tanstack/react-query';
import type { ValidateCouponBody, ValidateCouponResponse } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';

export function validateCoupon(body: ValidateCouponBody) {
  return apiJson<ValidateCouponResponse>('POST', '/api/validate-coupon', body);
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
