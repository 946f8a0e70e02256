import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session } from '../../../../shared/contracts/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';
import { sessionQuery } from './get-session.ts';
import { sessionsQuery } from './get-sessions.ts';
import { userStatsQuery } from './get-user-stats.ts';

/** The server computes duration and score; the client sends nothing it could get wrong. */
export async function endSession(sessionId: number): Promise<Session> {
  return (await callApi(practiceApi.endSession, { params: { id: sessionId } })).session;
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQuery(session.id).queryKey, session);
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQuery.queryKey });
    },
  });
}
