import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';

export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;

/** The learner's plan and subscription state (renewal date, cancellation). */
export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEY,
  queryFn: async () => (await callApi(billingApi.subscription)).subscription,
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}
