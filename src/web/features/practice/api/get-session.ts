import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message, Session } from '../../../../shared/contracts/practice.ts';
import { apiJson } from '../../../lib/api-client.ts';

export const sessionQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [`/api/sessions/${sessionId}`],
    queryFn: async () => (await apiJson<{ session: Session }>('GET', `/api/sessions/${sessionId}`)).session,
  });

export const sessionMessagesQuery = (sessionId: number) =>
  queryOptions({
    queryKey: [`/api/sessions/${sessionId}/messages`],
    queryFn: async () =>
      (await apiJson<{ messages: Message[] }>('GET', `/api/sessions/${sessionId}/messages`)).messages,
  });

export function useSession(sessionId: number | undefined) {
  return useQuery({ ...sessionQuery(sessionId ?? 0), enabled: sessionId !== undefined });
}

export function useSessionMessages(sessionId: number | undefined) {
  return useQuery({ ...sessionMessagesQuery(sessionId ?? 0), enabled: sessionId !== undefined });
}
