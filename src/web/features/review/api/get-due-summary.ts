import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueSummaryResponse } from '../../../../shared/contracts/notebook.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const dueSummaryQuery = queryOptions({
  queryKey: ['/api/review/summary'],
  queryFn: async () => (await apiJson<DueSummaryResponse>('GET', '/api/review/summary')).languages,
});

export function useDueSummary() {
  return useQuery(dueSummaryQuery);
}
