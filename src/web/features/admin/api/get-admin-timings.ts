import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { adminApi } from '../../../../shared/contracts/endpoints/admin.ts';

export const adminTimingsQuery = queryOptions({
  queryKey: ['/api/admin/timings'],
  queryFn: async () => (await callApi(adminApi.timings, { query: { days: 14 } })).rows,
});

export function useAdminTimings() {
  return useQuery(adminTimingsQuery);
}
