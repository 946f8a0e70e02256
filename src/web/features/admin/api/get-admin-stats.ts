import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsResponse } from '../../../../shared/contracts/admin.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

export const adminStatsQuery = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: () => apiJson<AdminStatsResponse>('GET', '/api/admin/stats'),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
