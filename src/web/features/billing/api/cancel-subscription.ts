import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelSubscriptionResponse } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { CURRENT_USER_KEY } from '../../auth/api/current-user.ts';
import { SUBSCRIPTION_KEY } from './get-subscription.ts';

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CancelSubscriptionResponse>('POST', '/api/cancel-subscription'),
    onSuccess: async (response) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, response.subscription);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
