import { describe, expect, it } from 'vitest';
import {
  createReplyStreamDecoder,
  decodeReplyStream,
  encodeReplyStreamEvent,
  ReplyStreamFormatError,
  type ReplyStreamEvent,
} from './reply-stream.ts';

const message = (id: number, sender: 'user' | 'ai', content: string) => ({
  id,
  sessionId: 7,
  sender,
  content,
  timestamp: '2026-01-05T10:00:00.000Z',
  corrections: sender === 'user' ? [] : null,
});

const events: ReplyStreamEvent[] = [
  { event: 'delta', data: { text: '¡Hola! ' } },
  { event: 'delta', data: { text: 'Línea\ncon "comillas"' } },
  {
    event: 'message',
    data: { message: message(2, 'ai', '¡Hola!'), userMessage: message(1, 'user', 'Hola') },
  },
];

describe('the reply stream codec', () => {
  it('decodes what it encodes', () => {
    const body = events.map(encodeReplyStreamEvent).join('');
    expect(body.startsWith('event: delta\ndata: {"text":"¡Hola! "}\n\n')).toBe(true);
    expect(decodeReplyStream(body)).toEqual(events);
  });

  it('decodes an error event with its code and request id', () => {
    const error = {
      event: 'error',
      data: { code: 'LIMIT_EXCEEDED', message: 'Monthly usage limit exceeded.', requestId: 'r-1' },
    } as const;
    expect(decodeReplyStream(encodeReplyStreamEvent(error))).toEqual([error]);
  });

  it('keeps an event split across chunks until it is complete, in any split', () => {
    const body = events.map(encodeReplyStreamEvent).join('');
    for (let cut = 1; cut < body.length; cut += 7) {
      const decoder = createReplyStreamDecoder();
      const decoded = [...decoder.push(body.slice(0, cut)), ...decoder.push(body.slice(cut))];
      expect(decoded).toEqual(events);
      expect(decoder.rest).toBe('');
    }
  });

  it('leaves out an unfinished last event, comments and events that are not reply events', () => {
    const body =
      ': keep-alive\n\n' +
      'event: ping\ndata: {}\n\n' +
      'event: delta\r\ndata: {"text":"a"}\r\n\r\n' +
      'event: delta\ndata: {"te';
    const decoder = createReplyStreamDecoder();
    expect(decoder.push(body)).toEqual([{ event: 'delta', data: { text: 'a' } }]);
    expect(decoder.rest).toBe('event: delta\ndata: {"te');
  });

  it('refuses a reply event whose data is not JSON or not of its schema', () => {
    expect(() => decodeReplyStream('event: delta\ndata: {"text":\n\n')).toThrow(ReplyStreamFormatError);
    expect(() => decodeReplyStream('event: delta\ndata: {"text":3}\n\n')).toThrow(/"delta" event .*text/);
    expect(() =>
      decodeReplyStream('event: error\ndata: {"code":"NOPE","message":"x","requestId":"r"}\n\n'),
    ).toThrow(ReplyStreamFormatError);
    expect(() => decodeReplyStream('event: message\ndata: {"message":{}}\n\n')).toThrow(
      ReplyStreamFormatError,
    );
  });
});
