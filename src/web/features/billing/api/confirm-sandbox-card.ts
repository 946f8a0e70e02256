import { useMutation } from '@tanstack/react-query';
import type { SandboxConfirmBody } from '../../../../shared/contracts/billing.ts';
import { callApi } from '../../../lib/api-client.ts';
import { billingApi } from '../../../../shared/contracts/endpoints/billing.ts';

/** The sandbox's card step, standing in for the provider's own confirmation (development only). */
export function useConfirmSandboxCard() {
  return useMutation({
    mutationFn: (body: SandboxConfirmBody) => callApi(billingApi.confirmSandboxCard, { body }),
  });
}
