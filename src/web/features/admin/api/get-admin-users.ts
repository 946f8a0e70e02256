import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '../../../../shared/contracts/admin.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const ADMIN_USERS_KEY = '/api/admin/users';

export interface AdminUsersParams {
  search?: string;
  page?: number;
  pageSize?: number;
  /** Only administrators. */
  admins?: boolean;
}

function toQueryString(params: AdminUsersParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  if (params.pageSize) query.set('pageSize', String(params.pageSize));
  if (params.admins) query.set('admins', 'true');
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function adminUsersQuery(params: AdminUsersParams) {
  return queryOptions({
    queryKey: [ADMIN_USERS_KEY, params] as const,
    queryFn: () => apiJson<AdminUsersResponse>('GET', `${ADMIN_USERS_KEY}${toQueryString(params)}`),
    // Typing a search keeps the previous page on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery(adminUsersQuery(params));
}

/** The CSV download of every user matching the search (a plain link: the browser streams it to disk). */
export function adminUsersExportUrl(search: string): string {
  return `${ADMIN_USERS_KEY}/export.csv${toQueryString({ search })}`;
}
