import type { QueryClient } from '@tanstack/react-query';
import type { Message, SendMessageBody, SendMessageResponse } from '../../../../shared/contracts/practice.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
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

/**
 * Sends a learner message and reads the reply as server-sent events: `onDelta` gets each piece of the
 * reply as it arrives; resolves with both stored messages, or rejects with an ApiError.
 */
export async function sendMessage(
  body: SendMessageBody,
  options: { onDelta(text: string): void; signal?: AbortSignal },
): Promise<SendMessageResponse> {
  const response = await apiRequest('POST', '/api/conversation/message', body, {
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.body || !response.headers.get('content-type')?.includes('text/event-stream')) {
    return (await response.json()) as SendMessageResponse;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!event || data === undefined) continue;
      const payload = JSON.parse(data) as unknown;
      if (event === 'delta') options.onDelta((payload as { text: string }).text);
      else if (event === 'message') return payload as SendMessageResponse;
      else if (event === 'error') {
        const error = payload as { code: ApiError['code']; message: string };
        throw new ApiError(200, `200: ${data}`, error.code, error.message);
      }
    }
  }
  throw new ApiError(
    502,
    '502: The reply was cut off',
    'PROVIDER_ERROR',
    'The reply was cut off. Please try again.',
  );
}
