import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MessageSchema, SessionSchema, type Message } from '../../../shared/contracts/practice.ts';
import {
  encodeReplyStreamEvent,
  type ReplyStreamEventInput,
} from '../../../shared/contracts/reply-stream.ts';
import { currentPageAlert, dismissPageAlert } from '../../components/page-alert.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { sessionMessagesQuery } from './api/get-session.ts';
import { useConversationTurn } from './use-conversation-turn.ts';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
const alertMock = vi.fn();
vi.stubGlobal('alert', alertMock);
afterEach(() => {
  fetchMock.mockReset();
  alertMock.mockReset();
  dismissPageAlert();
});

const session = SessionSchema.parse({
  id: 7,
  language: 'spanish',
  topic: null,
  unit: null,
  mode: 'chat',
  startedAt: '2026-01-05T10:00:00.000Z',
  endedAt: null,
  duration: null,
  score: null,
  tutor: 'offline',
});
const message = (id: number, sender: 'user' | 'ai', content: string): Message =>
  MessageSchema.parse({
    id,
    sessionId: session.id,
    sender,
    content,
    timestamp: '2026-01-05T10:01:00.000Z',
    corrections: sender === 'user' ? [] : null,
  });

/** A streamed reply whose events arrive one chunk at a time, each after the test lets it go. */
function streamedReply(events: ReplyStreamEventInput[]) {
  const releases: (() => void)[] = [];
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const event of events) {
        await new Promise<void>((resolve) => releases.push(resolve));
        controller.enqueue(new TextEncoder().encode(encodeReplyStreamEvent(event)));
      }
      controller.close();
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  return { response, next: () => releases.shift()?.() };
}

function setUp(onDelta?: (delta: string) => void) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionMessagesQuery(session.id).queryKey, [message(1, 'ai', '¡Hola!')]);
  const location = memoryLocation({ path: '/conversation', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>{children}</Router>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useConversationTurn(session, onDelta ? { onDelta } : {}), { wrapper });
  return { hook, queryClient, location };
}

describe('a conversation turn', () => {
  it('shows the reply as it streams, hands each piece on, then adds the stored exchange', async () => {
    const reply = streamedReply([
      { event: 'delta', data: { text: 'Muy ' } },
      { event: 'delta', data: { text: 'bien.' } },
      {
        event: 'message',
        data: { userMessage: message(2, 'user', 'Hola'), message: message(3, 'ai', 'Muy bien.') },
      },
    ]);
    fetchMock.mockResolvedValueOnce(reply.response);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ messages: [] }), { headers: { 'content-type': 'application/json' } }),
    );
    const deltas: string[] = [];
    const { hook, queryClient } = setUp((delta) => deltas.push(delta));

    act(() => hook.result.current.mutate('Hola'));
    await waitFor(() => expect(hook.result.current.pending).toEqual({ text: 'Hola', reply: '' }));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/conversation/message');
    expect(JSON.parse(String(init?.body))).toEqual({ sessionId: 7, message: 'Hola', language: 'spanish' });

    act(() => reply.next());
    await waitFor(() => expect(hook.result.current.pending?.reply).toBe('Muy '));
    act(() => reply.next());
    await waitFor(() => expect(hook.result.current.pending?.reply).toBe('Muy bien.'));
    expect(deltas).toEqual(['Muy ', 'bien.']);

    act(() => reply.next());
    await waitFor(() => expect(hook.result.current.isSuccess).toBe(true));
    expect(hook.result.current.pending).toBeNull();
    const transcript = queryClient.getQueryData<Message[]>(sessionMessagesQuery(session.id).queryKey);
    expect(transcript?.map((entry) => entry.id)).toEqual([1, 2, 3]);
  });

  it('knows a streamed monthly-limit refusal by its code and status: the alert, then /subscribe', async () => {
    const reply = streamedReply([
      {
        event: 'error',
        data: { code: 'LIMIT_EXCEEDED', message: 'Any wording at all', requestId: 'r-1' },
      },
    ]);
    fetchMock.mockResolvedValueOnce(reply.response);
    const { hook, location } = setUp();

    act(() => hook.result.current.mutate('Hola'));
    await waitFor(() => expect(hook.result.current.isPending).toBe(true));
    act(() => reply.next());
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    const error = hook.result.current.error as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(403);
    expect(error.code).toBe('LIMIT_EXCEEDED');
    // In the page (it stays there on /subscribe), never the browser's blocking dialog.
    expect(currentPageAlert()?.message).toBe(
      "You've reached your monthly usage limit. Please upgrade your plan to continue.",
    );
    expect(alertMock).not.toHaveBeenCalled();
    expect(location.history).toContain('/subscribe');
  });

  it('turns another streamed failure into its status and code, and a cut-off stream into a 502', async () => {
    const failed = streamedReply([
      { event: 'error', data: { code: 'PROVIDER_TIMEOUT', message: 'Too slow', requestId: 'r-2' } },
    ]);
    const cut = streamedReply([{ event: 'delta', data: { text: 'Muy' } }]);
    fetchMock.mockResolvedValueOnce(failed.response).mockResolvedValueOnce(cut.response);
    const { hook } = setUp();

    act(() => hook.result.current.mutate('Hola'));
    await waitFor(() => expect(hook.result.current.isPending).toBe(true));
    act(() => failed.next());
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(hook.result.current.error).toMatchObject({ status: 504, code: 'PROVIDER_TIMEOUT' });

    act(() => hook.result.current.mutate('Otra vez'));
    await waitFor(() => expect(hook.result.current.pending?.text).toBe('Otra vez'));
    act(() => cut.next());
    await waitFor(() => expect(hook.result.current.isError).toBe(true));
    expect(hook.result.current.error).toMatchObject({ status: 502, code: 'PROVIDER_ERROR' });
    expect(alertMock).not.toHaveBeenCalled();
    expect(currentPageAlert()).toBeNull();
  });
});
