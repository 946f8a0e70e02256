import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';
import { CURRENT_USER_KEY } from '../../auth/api/current-user.ts';
import { SUBSCRIPTION_KEY } from './get-subscription.ts';

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(billingApi.cancelSubscription),
    onSuccess: async (response) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, response.subscription);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
