import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionReport } from '../../../../shared/contracts/notebook.ts';
import { apiJson } from '../../../lib/api-client.ts';

export function sessionReportQuery(sessionId: number) {
  return queryOptions({
    queryKey: ['/api/sessions', sessionId, 'report'],
    queryFn: async () =>
      (await apiJson<{ report: SessionReport }>('GET', `/api/sessions/${sessionId}/report`)).report,
  });
}

export function useSessionReport(sessionId: number) {
  return useQuery(sessionReportQuery(sessionId));
}
