import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session } from '../../../../shared/contracts/practice.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const sessionsQuery = queryOptions({
  queryKey: ['/api/sessions'],
  queryFn: async () => (await apiJson<{ sessions: Session[] }>('GET', '/api/sessions')).sessions,
});

export function useSessions() {
  return useQuery(sessionsQuery);
}
