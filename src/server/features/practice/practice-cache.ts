/**
 * Per-learner copies of the dashboard reads (stats, sessions list), kept at most `ttlMs`. This process
 * forgets a learner's copies whenever something they show changes: a session starts, ends or gets a
 * message (the practice service), a quiz or kids lesson is completed, the plan or admin flag changes
 * (through AuthService.forgetUser). Another instance may show a copy up to `ttlMs` old (decision 006).
 */
export function createPracticeCache(options: { ttlMs: number; now: () => number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 20_000;
  const entries = new Map<string, { userId: number; value: Promise<unknown>; expiresAt: number }>();

  return {
    get<T>(userId: number, key: string, load: () => Promise<T>): Promise<T> {
      const fullKey = `${userId}:${key}`;
      const time = options.now();
      const entry = entries.get(fullKey);
      if (entry && entry.expiresAt > time) return entry.value as Promise<T>;
      const value = load();
      if (options.ttlMs <= 0) return value;
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(fullKey, { userId, value, expiresAt: time + options.ttlMs });
      value.catch(() => {
        if (entries.get(fullKey)?.value === value) entries.delete(fullKey);
      });
      return value;
    },
    forgetUser(userId: number) {
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    },
  };
}
