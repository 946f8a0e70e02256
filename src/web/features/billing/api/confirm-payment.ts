import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmPaymentBody, ConfirmPaymentResponse } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** Asks the server to check the payment with the provider and change the plan; refetches the user after. */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConfirmPaymentBody) =>
      apiJson<ConfirmPaymentResponse>('POST', '/api/confirm-payment', body),
    // A plan change moves the user, the allowance and the stats: refetch everything shown.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
