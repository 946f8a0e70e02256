import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GrantAdminBody, RevokeAdminBody } from '../../../../shared/contracts/admin.ts';
import { callApi } from '../../../lib/api-client.ts';
import { adminApi } from '../../../../shared/contracts/endpoints/admin.ts';
import { CURRENT_USER_KEY } from '../../auth/api/current-user.ts';
import { ADMIN_USERS_KEY } from './get-admin-users.ts';

/**
 * After a change of rights: the user lists are refetched and the current user refreshed
 * (docs/product.md#admin).
 */
function useRefreshAfterRightsChange() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [ADMIN_USERS_KEY] }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
  };
}

export function useGrantAdmin() {
  const refresh = useRefreshAfterRightsChange();
  return useMutation({
    mutationFn: (body: GrantAdminBody) =>
      callApi(adminApi.grantAdmin, { body: { email: body.email.trim() } }),
    onSuccess: refresh,
  });
}

export function useRevokeAdmin() {
  const refresh = useRefreshAfterRightsChange();
  return useMutation({
    mutationFn: (body: RevokeAdminBody) => callApi(adminApi.revokeAdmin, { body }),
    onSuccess: refresh,
  });
}
