import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { notebookApi } from '../../../../shared/contracts/endpoints/notebook.ts';

export function sessionReportQuery(sessionId: number) {
  return queryOptions({
    queryKey: ['/api/sessions', sessionId, 'report'],
    queryFn: async () => (await callApi(notebookApi.sessionReport, { params: { id: sessionId } })).report,
  });
}

export function useSessionReport(sessionId: number) {
  return useQuery(sessionReportQuery(sessionId));
}
