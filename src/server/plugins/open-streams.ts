import type { FastifyReply } from 'fastify';
import type { AppError } from '../errors.ts';

/**
 * The streamed replies in progress. A stopping server waits for them for its grace period, then ends
 * each one with an `error` event through `endAll` rather than cutting the connection silently.
 */
export function createOpenStreams() {
  const ends = new Set<(error: AppError) => void>();
  return {
    /** Registers a stream's way to end early; call the returned function once the stream has ended. */
    track(end: (error: AppError) => void): () => void {
      ends.add(end);
      return () => ends.delete(end);
    },
    get size() {
      return ends.size;
    },
    endAll(error: AppError) {
      for (const end of [...ends]) end(error);
      ends.clear();
    },
  };
}

export type OpenStreams = ReturnType<typeof createOpenStreams>;

/**
 * The replies not yet sent. At the end of a stop's grace, each one still waiting is answered with an
 * error in the one shape and `Connection: close`, rather than cut with the connection.
 */
export function createPendingReplies() {
  const replies = new Set<FastifyReply>();
  return {
    track(reply: FastifyReply) {
      replies.add(reply);
      reply.raw.once('close', () => replies.delete(reply));
    },
    get size() {
      return replies.size;
    },
    /** Answers every reply that has sent nothing yet (streams have sent their head: `OpenStreams`). */
    answerAll(answer: (reply: FastifyReply) => void): number {
      let answered = 0;
      for (const reply of replies) {
        if (reply.sent || reply.raw.headersSent) continue;
        reply.header('connection', 'close');
        answer(reply);
        answered += 1;
      }
      return answered;
    },
  };
}

export type PendingReplies = ReturnType<typeof createPendingReplies>;
