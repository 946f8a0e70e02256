import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';

export const adminTimingsQuery = queryOptions({
  queryKey: ['/api/admin/timings'],
  queryFn: async () => (await callApi(notebookApi.timings, { query: { days: 14 } })).rows,
});

export function useAdminTimings() {
  return useQuery(adminTimingsQuery);
}
