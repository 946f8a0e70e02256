import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionMessagesQuery, sessionQuery } from './get-session.ts';
import { sessionsQuery } from './get-sessions.ts';
import { userStatsQuery } from './get-user-stats.ts';

/** Deletes a conversation with its messages (an open one is ended first, by the server). */
export async function deleteSession(sessionId: number): Promise<number> {
  await callApi(practiceApi.deleteSession, { params: { id: sessionId } });
  return sessionId;
}

export function useDeleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (sessionId) => {
      queryClient.removeQueries({ queryKey: sessionQuery(sessionId).queryKey });
      queryClient.removeQueries({ queryKey: sessionMessagesQuery(sessionId).queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: userStatsQuery.queryKey });
    },
  });
}
