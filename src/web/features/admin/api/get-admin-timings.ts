import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimingsResponse } from '../../../../shared/contracts/timings.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const adminTimingsQuery = queryOptions({
  queryKey: ['/api/admin/timings'],
  queryFn: async () => (await apiJson<TimingsResponse>('GET', '/api/admin/timings?days=14')).rows,
});

export function useAdminTimings() {
  return useQuery(adminTimingsQuery);
}
