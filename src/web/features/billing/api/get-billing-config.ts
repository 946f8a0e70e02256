import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingConfigResponse } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** Which payment system is active: stripe, sandbox (development) or unavailable. */
export const billingConfigQuery = queryOptions({
  queryKey: ['/api/billing/config'],
  queryFn: () => apiJson<BillingConfigResponse>('GET', '/api/billing/config'),
});

export function useBillingConfig() {
  return useQuery(billingConfigQuery);
}
