import { z } from 'zod';
import { ApiErrorBodySchema } from '../errors.ts';
import { SendMessageResponseSchema } from './practice.ts';

/**
 * The events of a streamed teacher reply (POST /api/conversation/message with `Accept: text/event-stream`):
 * `delta` pieces of the reply while it is written, then exactly one of `message` (both stored messages)
 * or `error` (the one error body, whose `code` says what failed). Encoded here for the server and
 * decoded here for the web, the tests and the bench, so the wire format lives in one place.
 */
export const ReplyStreamEventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('delta'), data: z.object({ text: z.string() }) }),
  z.object({ event: z.literal('message'), data: SendMessageResponseSchema }),
  z.object({ event: z.literal('error'), data: ApiErrorBodySchema }),
]);
export type ReplyStreamEvent = z.infer<typeof ReplyStreamEventSchema>;
/** What the server writes: the `message` event's messages as the serializer receives them. */
export type ReplyStreamEventInput = z.input<typeof ReplyStreamEventSchema>;
/** The final `message` event's data as the server has it before it is written. */
export type ReplyStreamResultInput = z.input<typeof SendMessageResponseSchema>;

/** One event as server-sent-events text: `event:` and `data:` lines and the blank line that ends it. */
export function encodeReplyStreamEvent(event: ReplyStreamEventInput): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** A block that names a reply event but does not carry what the contract says it carries. */
export class ReplyStreamFormatError extends Error {
  constructor(reason: string) {
    super(`Malformed reply stream: ${reason}`);
    this.name = 'ReplyStreamFormatError';
  }
}

const KNOWN_EVENTS = new Set<string>(
  ReplyStreamEventSchema.options.map((option) => option.shape.event.value),
);

/**
 * Reads one server-sent-events block. Comment lines (`:`) and blocks of other event names are not reply
 * events and give null; a reply event whose data is not JSON or not of its schema throws.
 */
function decodeBlock(block: string): ReplyStreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0 || !KNOWN_EVENTS.has(event)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(data.join('\n'));
  } catch {
    throw new ReplyStreamFormatError(`the data of a "${event}" event is not JSON`);
  }
  const parsed = ReplyStreamEventSchema.safeParse({ event, data: payload });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ReplyStreamFormatError(
      `a "${event}" event does not match its schema (${issue ? `${issue.path.join('.') || 'data'}: ${issue.message}` : 'invalid'})`,
    );
  }
  return parsed.data;
}

/**
 * An incremental decoder: feed it text as it arrives (chunks may split an event anywhere) and it returns
 * the events completed so far, in order.
 */
export function createReplyStreamDecoder() {
  let buffer = '';
  return {
    push(text: string): ReplyStreamEvent[] {
      buffer += text;
      const events: ReplyStreamEvent[] = [];
      for (;;) {
        const end = /\r?\n\r?\n/.exec(buffer);
        if (!end) break;
        const block = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        const event = decodeBlock(block);
        if (event) events.push(event);
      }
      return events;
    },
    /** Text received after the last complete event (an event the stream was cut off in). */
    get rest(): string {
      return buffer;
    },
  };
}

/** Decodes a whole reply stream body (an unfinished last event is left out). */
export function decodeReplyStream(body: string): ReplyStreamEvent[] {
  return createReplyStreamDecoder().push(body);
}
