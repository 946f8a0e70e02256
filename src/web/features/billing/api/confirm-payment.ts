import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentBody } from '../../../../shared/contracts/billing.ts';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';

/** Asks the server to check the payment with the provider and change the plan; refetches the user after. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) => callApi(billingApi.confirmPayment, { body }),
    // A plan change moves the user, the allowance and the stats: refetch everything shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
