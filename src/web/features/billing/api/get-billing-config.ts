import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';

/** Which payment system is active: stripe, sandbox (development) or unavailable. */
export const billingConfigQuery = queryOptions({
  queryKey: ['/api/billing/config'],
  queryFn: () => callApi(billingApi.config),
});

export function useBillingConfig() {
  return useQuery(billingConfigQuery);
}
