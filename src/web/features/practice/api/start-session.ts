import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Session, StartSessionBody } from '../../../../shared/contracts/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';
import { sessionsQuery } from './get-sessions.ts';
import { userStatsQuery } from './get-user-stats.ts';

export async function startSession(body: StartSessionBody): Promise<Session> {
  return (await callApi(practiceApi.startSession, { body })).session;
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
