import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';

export const dueSummaryQuery = queryOptions({
  queryKey: ['/api/review/summary'],
  queryFn: async () => (await callApi(notebookApi.dueSummary)).languages,
});

export function useDueSummary() {
  return useQuery(dueSummaryQuery);
}
