import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';

export const sessionQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [`/api/sessions/${sessionId}`],
    queryFn: async () => (await callApi(practiceApi.getSession, { params: { id: sessionId } })).session,
  });

export const sessionMessagesQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [`/api/sessions/${sessionId}/messages`],
    queryFn: async () => (await callApi(practiceApi.listMessages, { params: { id: sessionId } })).messages,
  });

export function useSession(sessionId: number | undefined) {
  return useQuery({ ...sessionQuery(sessionId ?? 0), enabled: sessionId !== undefined });
}

export function useSessionMessages(sessionId: number | undefined) {
  return useQuery({ ...sessionMessagesQuery(sessionId ?? 0), enabled: sessionId !== undefined });
}
