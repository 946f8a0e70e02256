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
