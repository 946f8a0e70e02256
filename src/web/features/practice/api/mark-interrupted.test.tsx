import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../../../test/web-api.tsx';
import { MessageResponseSchema, MessageSchema, type Message } from '../../../../shared/contracts/practice.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { sessionMessagesQuery } from './get-session.ts';
import { useMarkInterrupted } from './mark-interrupted.ts';

const { serve, requestsTo } = stubFetch();
const REPLY = '¡Hola! Soy Lucía, de Madrid. ¿Cómo te llamas?';

describe('marking a teacher message interrupted', () => {
  const message = (id: number, sender: 'user' | 'ai', extra: Partial<Message> = {}): Message =>
    MessageSchema.parse({
      id,
      sessionId: 7,
      sender,
      content: REPLY,
      timestamp: '2026-01-05T10:01:00.000Z',
      corrections: sender === 'user' ? [] : null,
      ...extra,
    });

  it('sends what was heard and shows the stored message in the cached transcript', async () => {
    const marked = message(2, 'ai', { interruptedAt: 27 });
    serve((url) =>
      url === '/api/conversation/interrupted'
        ? json(MessageResponseSchema.parse({ message: marked }))
        : undefined,
    );
    const queryClient = createQueryClient();
    const key = sessionMessagesQuery(7).queryKey;
    queryClient.setQueryData(key, [message(1, 'user'), message(2, 'ai'), message(3, 'user')]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkInterrupted(), { wrapper });

    act(() => result.current.mutate({ messageId: 2, heardChars: 30 }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const [call] = requestsTo('POST', '/api/conversation/interrupted');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ messageId: 2, heardChars: 30 });
    expect(queryClient.getQueryData<Message[]>(key)).toEqual([
      message(1, 'user'),
      marked,
      message(3, 'user'),
    ]);
  });
});
