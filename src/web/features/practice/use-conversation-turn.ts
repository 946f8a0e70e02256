import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Session } from '../../../shared/contracts/practice.ts';
import { appendExchange, sendMessage } from './api/send-message.ts';
import { useReportPracticeFailure } from './practice-failures.ts';

/** The turn on screen while the teacher answers: the learner's words and the reply so far. */
export interface PendingTurn {
  text: string;
  reply: string;
}

/**
 * One conversation turn, as the chat and the video call both take it: a mutation that sends the learner's
 * message, hands each piece of the streamed reply to `onDelta` as it arrives (the video call speaks it)
 * while `pending` shows it, adds the stored exchange to the transcript, and reports a failure — the
 * monthly-limit refusal by its code, with the alert and /subscribe — however the reply failed.
 */
export function useConversationTurn(session: Session, options: { onDelta?(delta: string): void } = {}) {
  const queryClient = useQueryClient();
  const reportFailure = useReportPracticeFailure();
  const [reply, setReply] = useState('');
  const onDelta = useRef(options.onDelta);
  useEffect(() => {
    onDelta.current = options.onDelta;
  });
  const turn = useMutation({
    mutationFn: (text: string) => {
      setReply('');
      return sendMessage(
        { sessionId: session.id, message: text, language: session.language },
        {
          onDelta: (delta) => {
            setReply((current) => current + delta);
            onDelta.current?.(delta);
          },
        },
      );
    },
    onSuccess: (result) => appendExchange(queryClient, session.id, result),
    onError: (error) => reportFailure(error, 'conversation.sendFailed'),
  });
  const pending: PendingTurn | null = turn.isPending ? { text: turn.variables, reply } : null;
  return { ...turn, pending };
}
