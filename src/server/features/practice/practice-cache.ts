/** At most this many copies are kept across all learners; past it the oldest learner's oldest copy goes. */
const MAX_ENTRIES = 20_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * Per-learner copies of the dashboard reads (stats, sessions list), kept at most `ttlMs`. This process
 * forgets a learner's copies whenever something they show changes: a session starts, ends or gets a
 * message (the practice service), a quiz or kids lesson is completed, the plan or admin flag changes
 * (through AuthService.forgetUser). Other instances hear of each change through the cache bus (decision 057).
 */
export function createPracticeCache(options: { ttlMs: number; now: () => number }) {
  // Keyed by learner first, so forgetting one learner is a single delete.
  const byUser = new Map<number, Map<string, Entry>>();
  let size = 0;

  function forgetUser(userId: number) {
    const entries = byUser.get(userId);
    if (!entries) return;
    size -= entries.size;
    byUser.delete(userId);
  }

  function forget(userId: number, entries: Map<string, Entry>, key: string) {
    if (!entries.delete(key)) return;
    size -= 1;
    if (entries.size === 0) byUser.delete(userId);
  }

  function evictOldest() {
    const oldest = byUser.entries().next().value;
    if (!oldest) return;
    const [userId, entries] = oldest;
    const key = entries.keys().next().value;
    if (key !== undefined) forget(userId, entries, key);
  }

  return {
    get<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
      const time = options.now();
      const entry = byUser.get(userId)?.get(key);
      if (entry && entry.expiresAt > time) return entry.value as Promise<T>;
      const value = load();
      if (options.ttlMs <= 0) return value;
      if (size >= MAX_ENTRIES) evictOldest();
      let entries = byUser.get(userId);
      if (!entries) byUser.set(userId, (entries = new Map()));
      if (!entries.has(key)) size += 1;
      entries.set(key, { value, expiresAt: time + options.ttlMs });
      value.catch(() => {
        const current = byUser.get(userId);
        if (current?.get(key)?.value === value) forget(userId, current, key);
      });
      return value;
    },
    forgetUser,
    clear() {
      byUser.clear();
      size = 0;
    },
  };
}
