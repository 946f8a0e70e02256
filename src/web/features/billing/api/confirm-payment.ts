import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentBody, ConfirmPaymentResponse } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { CURRENT_USER_KEY } from '../../auth/api/current-user.ts';
import { SUBSCRIPTION_KEY } from './get-subscription.ts';

/** Asks the server to check the payment with the provider and change the plan; refetches the user after. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) =>
      apiJson<ConfirmPaymentResponse>('POST', '/api/confirm-payment', body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
      ]);
    },
  });
}
