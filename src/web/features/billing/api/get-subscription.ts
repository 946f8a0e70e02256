import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionState } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const SUBSCRIPTION_KEY = ['/api/billing/subscription'] as const;

/** The learner's plan and subscription state (renewal date, cancellation). */
export const subscriptionQuery = queryOptions({
  queryKey: SUBSCRIPTION_KEY,
  queryFn: async () =>
    (await apiJson<{ subscription: SubscriptionState }>('GET', '/api/billing/subscription')).subscription,
});

export function useSubscription() {
  return useQuery(subscriptionQuery);
}
