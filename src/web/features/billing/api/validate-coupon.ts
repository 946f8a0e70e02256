import { useMutation } from '@tanstack/react-query';
import type { ValidateCouponBody } from '../../../../shared/contracts/billing.ts';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';

export function validateCoupon(body: ValidateCouponBody) {
  return callApi(billingApi.validateCoupon, { body });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
