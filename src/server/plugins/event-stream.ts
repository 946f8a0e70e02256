import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  encodeReplyStreamEvent,
  type ReplyStreamEventInput,
  type ReplyStreamResultInput,
} from '../../shared/contracts/reply-stream.ts';
import type { AppError } from '../errors.ts';
import { toErrorBody } from './errors.ts';
import type { OpenStreams } from './open-streams.ts';

/** What a streamed piece of work receives: abandoned when the client goes, pieces sent as they come. */
export interface StreamedWork {
  signal: AbortSignal;
  onDelta(text: string): void;
}

/** Why a reply was abandoned when the learner's connection closed first. */
class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before the reply was complete');
    this.name = 'ClientGoneError';
  }
}

function wantsEventStream(request: FastifyRequest): boolean {
  return String(request.headers.accept ?? '').includes('text/event-stream');
}

function writeEvent(reply: FastifyReply, event: ReplyStreamEventInput) {
  reply.raw.write(encodeReplyStreamEvent(event));
}

/**
 * Writes a delta; the first one leaves at once. Node corks the connection on a response's write and
 * uncorks it on the next tick, so the first piece would otherwise wait for everything queued before that
 * tick: the rest of the provider's chunk and the corrections request the teacher starts after its first
 * words (decision 144). Later pieces leave together on that tick, one write for all of them.
 */
function writeDelta(reply: FastifyReply, text: string, first: boolean) {
  writeEvent(reply, { event: 'delta', data: { text } });
  if (first) (reply.raw.socket as { uncork?: () => void } | null)?.uncork?.();
}

/**
 * Answers a reply that is written piece by piece. With `Accept: text/event-stream` the pieces leave as
 * `delta` events, then the result as a `message` event or the failure as an `error` event in the one
 * error body; otherwise the result is returned as JSON (and a failure goes through the error handler).
 * Either way the work is aborted when the client closes the connection, and a stopping server ends the
 * stream with an `error` event once its grace period is over (`openStreams`), aborting the work so
 * nothing is kept of a reply the client was told failed.
 */
export async function answerWithReplyStream<Result extends ReplyStreamResultInput>(
  request: FastifyRequest,
  reply: FastifyReply,
  openStreams: OpenStreams,
  work: (streamed: StreamedWork) => Promise<Result>,
): Promise<Result | undefined> {
  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort(new ClientGoneError());
  };
  reply.raw.on('close', onClose);
  if (!wantsEventStream(request)) {
    try {
      return await work({ signal: abort.signal, onDelta: () => {} });
    } finally {
      reply.raw.off('close', onClose);
    }
  }
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let endEarly: (error: AppError) => void = () => {};
  const endedEarly = new Promise<never>((_resolve, reject) => (endEarly = reject));
  const untrack = openStreams.track((error) => {
    abort.abort(error);
    endEarly(error);
  });
  try {
    // Deltas leave at once: no Nagle delay (an in-process test socket has no such switch).
    const socket = reply.raw.socket as { setNoDelay?: (noDelay: boolean) => void } | null;
    socket?.setNoDelay?.(true);
    let deltaSent = false;
    const running = work({
      signal: abort.signal,
      onDelta: (text) => {
        writeDelta(reply, text, !deltaSent);
        deltaSent = true;
      },
    });
    // The headers leave once the work has started: a request it makes at once (the teacher's, to the
    // provider) is written on the next tick, and this tick is queued after it (decision 136).
    process.nextTick(() => reply.raw.flushHeaders());
    running.catch(() => {}); // when the stream ends early, the abandoned work's failure is not news
    writeEvent(reply, { event: 'message', data: await Promise.race([running, endedEarly]) });
  } catch (error) {
    const reason: unknown = abort.signal.aborted ? abort.signal.reason : error;
    if (reason instanceof ClientGoneError) {
      request.log.info('client disconnected during the reply');
    } else {
      const body = toErrorBody(reason, request.id);
      // Known failures (provider down, database restarting, server stopping) are warnings.
      if (body.code === 'INTERNAL') request.log.error({ err: error }, 'reply failed');
      else request.log.warn({ err: reason }, 'reply failed');
      if (!reply.raw.destroyed) writeEvent(reply, { event: 'error', data: body });
    }
  } finally {
    untrack();
    reply.raw.end();
  }
  return undefined;
}
