import { describe, expect, it } from 'vitest';
import { createServerSentEventReader } from './server-sent-events.ts';

/** Every event's data, the stream fed in the given pieces. */
function read(pieces: string[]): string[] {
  const reader = createServerSentEventReader();
  return pieces.flatMap((piece) => reader.push(piece));
}

const STREAM = [
  ': a comment, then a keep-alive line\n',
  '\n',
  'data: {"a":1}\n\n',
  'event: message\r\nid: 7\r\ndata:{"b":"two words"}\r\n\r\n',
  'data: first line\rdata: second line\r\r',
  'retry: 1000\n',
  'data\n',
  'data: ¿Qué tal? 👋\n\n',
  'data: [DONE]\n\n',
].join('');

const EXPECTED = ['{"a":1}', '{"b":"two words"}', 'first line\nsecond line', '\n¿Qué tal? 👋', '[DONE]'];

describe('reading a server-sent event stream', () => {
  it('gives each event’s data at the blank line ending it, whatever the line endings', () => {
    expect(read([STREAM])).toEqual(EXPECTED);
  });

  it('gives the same events when the stream is split at any point, a CRLF included', () => {
    for (let at = 0; at <= STREAM.length; at++)
      expect(read([STREAM.slice(0, at), STREAM.slice(at)]), `split at ${at}`).toEqual(EXPECTED);
    expect(read([...STREAM])).toEqual(EXPECTED);
  });

  it('reads a CR ending one piece and an LF opening the next as one line ending', () => {
    expect(read(['data: x\r', '\ndata: y\r', '\n\r', '\n'])).toEqual(['x\ny']);
  });

  it('gives an event only once its blank line has come, and none for an event the stream cut short', () => {
    const reader = createServerSentEventReader();
    expect(reader.push('data: {"a":1}\n')).toEqual([]);
    expect(reader.push('\ndata: {"cut": tr')).toEqual(['{"a":1}']);
    expect(reader.push('ue}\n')).toEqual([]);
  });

  it('passes over events without data and lines of other fields', () => {
    expect(read(['event: ping\n\nid: 3\n\n:\n\nfoo: bar\ndata: kept\n\n'])).toEqual(['kept']);
  });
});
