/**
 * Failures of one kind (the database unreachable, its disk full) logged once per interval: the first
 * with its error, then one line per interval with how many more there were, instead of one line and a
 * stack per failing request (an outage under load wrote 159 MB of logs in 3.5 minutes).
 */
export function createLogThrottle(intervalMs = 10_000) {
  const kinds = new Map<string, { more: number; summary: (count: number, seconds: number) => void }>();

  function endInterval(kind: string) {
    const state = kinds.get(kind);
    if (!state) return;
    if (state.more === 0) {
      // A quiet interval: the next failure of this kind is logged in full again.
      kinds.delete(kind);
      return;
    }
    state.summary(state.more, intervalMs / 1000);
    state.more = 0;
    setTimeout(endInterval, intervalMs, kind).unref();
  }

  return {
    /**
     * `first` logs the failure in full when none of its kind was logged in the current interval;
     * otherwise it is counted, and `summary` logs the count when the interval ends.
     */
    report(kind: string, first: () => void, summary: (count: number, seconds: number) => void) {
      const state = kinds.get(kind);
      if (state) {
        state.more += 1;
        state.summary = summary;
        return;
      }
      first();
      kinds.set(kind, { more: 0, summary });
      setTimeout(endInterval, intervalMs, kind).unref();
    },
  };
}

export type LogThrottle = ReturnType<typeof createLogThrottle>;
