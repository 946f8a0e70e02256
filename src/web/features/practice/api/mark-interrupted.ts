import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';
import type { MarkInterruptedBody, Message } from '../../../../shared/contracts/practice.ts';
import { callApi } from '../../../lib/api-client.ts';
import { sessionMessagesQuery } from './get-session.ts';

/**
 * Tells the server the learner cut into a teacher message while it was spoken, and how many of its
 * characters they heard (decision 212). Answers the message as stored: rounded down to a whole word, the
 * smallest report kept.
 */
export async function markInterrupted(body: MarkInterruptedBody): Promise<Message> {
  return (await callApi(practiceApi.markInterrupted, { body })).message;
}

export function useMarkInterrupted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInterrupted,
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>(sessionMessagesQuery(message.sessionId).queryKey, (current) =>
        current?.map((shown) => (shown.id === message.id ? message : shown)),
      );
    },
  });
}
