import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, StartSessionBody } from '../../../../shared/contracts/practice.ts';
import { apiJson } from '../../../lib/api-client.ts';
import { sessionsQuery } from './get-sessions.ts';
import { userStatsQuery } from './get-user-stats.ts';

export async function startSession(body: StartSessionBody): Promise<Session> {
  return (await apiJson<{ session: Session }>('POST', '/api/sessions/start', body)).session;
}

export function useStartSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startSession,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userStatsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
  });
}
