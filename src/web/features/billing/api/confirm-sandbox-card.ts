import { useMutation } from '@tanstack/react-query';
import type { SandboxConfirmBody, SandboxConfirmResponse } from '../../../../shared/contracts/billing.ts';
import { apiJson } from '../../../lib/api-client.ts';

/** The sandbox's card step, standing in for the provider's own confirmation (development only). */
export function useConfirmSandboxCard() {
  return useMutation({
    mutationFn: (body: SandboxConfirmBody) =>
      apiJson<SandboxConfirmResponse>('POST', '/api/billing/sandbox/confirm', body),
  });
}
