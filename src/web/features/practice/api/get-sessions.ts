import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';

export const sessionsQuery = queryOptions({
  queryKey: ['/api/sessions'],
  queryFn: async () => (await callApi(practiceApi.listSessions)).sessions,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}
