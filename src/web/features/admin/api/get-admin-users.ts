import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '../../../../shared/contracts/endpoint.ts';
import { adminApi } from '../../../../shared/contracts/endpoints/admin.ts';
import { callApi } from '../../../lib/api-client.ts';

export const ADMIN_USERS_KEY = adminApi.users.path;

export interface AdminUsersParams {
  search?: string;
  /** The page after the one that ended with this user id (the previous answer's `nextBefore`). */
  before?: number;
  pageSize?: number;
  /** Only administrators. */
  admins?: boolean;
}

/** Only what differs from the server's defaults goes into the address. */
function toQuery(params: AdminUsersParams) {
  return {
    ...(params.search ? { search: params.search } : {}),
    ...(params.before ? { before: params.before } : {}),
    ...(params.pageSize ? { pageSize: params.pageSize } : {}),
    ...(params.admins ? { admins: 'true' as const } : {}),
  };
}

export function adminUsersQuery(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [ADMIN_USERS_KEY, params] as const,
    queryFn: () => callApi(adminApi.users, { query: toQuery(params) }),
    // Typing a search keeps the previous page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQuery(params));
}

/** The CSV download of every user matching the search (a plain link: the browser streams it to disk). */
export function adminUsersExportUrl(search: string): string {
  return endpointUrl(adminApi.exportUsers, { query: toQuery({ search }) });
}
