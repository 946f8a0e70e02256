import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { adminApi } from '../../../../shared/contracts/endpoints/admin.ts';

export const ADMIN_STATS_KEY = ['/api/admin/stats'] as const;

export const adminStatsQuery = queryOptions({
  queryKey: ADMIN_STATS_KEY,
  queryFn: () => callApi(adminApi.stats),
});

export function useAdminStats() {
  return useQuery(adminStatsQuery);
}
