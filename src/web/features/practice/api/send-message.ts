import type { QueryClient } from '@tanstack/react-query';
import { practiceApi } from '../../../../shared/contracts/endpoints/practice.ts';
import type { Message, SendMessageBody, SendMessageResponse } from '../../../../shared/contracts/practice.ts';
import {
  createReplyStreamDecoder,
  ReplyStreamFormatError,
} from '../../../../shared/contracts/reply-stream.ts';
import { ApiError, apiErrorFromBody, apiRequest, checkAnswer } from '../../../lib/api-client.ts';
import { sessionMessagesQuery } from './get-session.ts';

/** Shows a stored exchange at once, then refetches the transcript to be sure. */
export function appendExchange(queryClient: QueryClient, sessionId: number, result: SendMessageResponse) {
  const key = sessionMessagesQuery(sessionId).queryKey;
  queryClient.setQueryData<Message[]>(key, (current = []) => [
    ...current,
    result.userMessage,
    result.message,
  ]);
  void queryClient.invalidateQueries({ queryKey: key });
}

const cutOff = (reason: string) =>
  new ApiError(502, `502: ${reason}`, 'PROVIDER_ERROR', 'The reply was cut off. Please try again.');

/**
 * Sends a learner message and reads the reply as server-sent events (the events of
 * shared/contracts/reply-stream.ts): `onDelta` gets each piece of the reply as it arrives; resolves with
 * both stored messages, or rejects with an ApiError carrying the server's code and its status.
 */
export async function sendMessage(
  body: SendMessageBody,
  options: { onDelta(text: string): void; signal?: AbortSignal },
): Promise<SendMessageResponse> {
  const { method, path } = practiceApi.sendMessage;
  const response = await apiRequest(method, path, body, {
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    const answer: unknown = await response.json();
    checkAnswer(practiceApi.sendMessage, answer);
    return answer as SendMessageResponse;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createReplyStreamDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    let events;
    try {
      events = decoder.push(value);
    } catch (error) {
      if (error instanceof ReplyStreamFormatError) throw cutOff(error.message);
      throw error;
    }
    for (const event of events) {
      if (event.event === 'delta') options.onDelta(event.data.text);
      else if (event.event === 'message') return event.data;
      else throw apiErrorFromBody(event.data);
    }
  }
  throw cutOff('The reply was cut off');
}
