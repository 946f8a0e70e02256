import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountApi } from '../../../../shared/contracts/endpoints/account.ts';
import { callApi } from '../../../lib/api-client.ts';
import { CURRENT_USER_KEY } from '../../auth/api/current-user.ts';

/** Deletes the account, confirmed by its email address; the server signs it out everywhere. */
export async function deleteAccount(confirmation: string): Promise<void> {
  await callApi(accountApi.deleteAccount, { body: { confirmation } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      // Nothing of the account stays in the page: every cached answer goes, the person is signed out.
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_KEY, null);
    },
  });
}
