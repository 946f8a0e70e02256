import type { CurrentUser } from '../../core/current-user.ts';

/**
 * A small in-process cache of resolved sessions, so an authenticated request does not always cost a
 * database round trip. Entries live at most `ttlMs` (and never past the session's own expiry).
 * Sign-out and user changes evict at once, here and (through the cache bus) on every other instance
 * (decision records 004 and 057).
 */
export function createSessionCache(options: {
  /** A number, or a function read at each store (shorter while invalidations may be missed). */
  ttlMs: number | (() => number);
  maxEntries: number;
}) {
  const ttl = typeof options.ttlMs === 'number' ? () => options.ttlMs as number : options.ttlMs;
  const entries = new Map<string, { user: CurrentUser; validUntil: number }>();
  // When each token and user was last forgotten, in a sequence of events: a lookup that began before
  // its token or user was forgotten read what may have just changed, so its result is not kept.
  let sequence = 0;
  let clearedAt = 0;
  const forgottenTokens = new Map<string, number>();
  const forgottenUsers = new Map<number, number>();
  const remember = <K>(map: Map<K, number>, key: K) => {
    if (map.size >= options.maxEntries) {
      map.clear();
      clearedAt = ++sequence;
    }
    map.set(key, ++sequence);
  };

  return {
    get(tokenHash: string, now: number): CurrentUser | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.validUntil <= now) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.user;
    },
    /** Marks the start of a lookup: pass it to `set` so a result read before a change is not kept. */
    begin(): number {
      return sequence;
    },
    set(tokenHash: string, user: CurrentUser, sessionExpiresAt: number, now: number, since?: number) {
      const ttlMs = ttl();
      if (ttlMs <= 0) return;
      if (
        since !== undefined &&
        (clearedAt > since ||
          (forgottenTokens.get(tokenHash) ?? 0) > since ||
          (forgottenUsers.get(user.id) ?? 0) > since)
      )
        return;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { user, validUntil: Math.min(sessionExpiresAt, now + ttlMs) });
    },
    forgetToken(tokenHash: string) {
      entries.delete(tokenHash);
      remember(forgottenTokens, tokenHash);
    },
    forgetUser(userId: number) {
      for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
      remember(forgottenUsers, userId);
    },
    clear() {
      entries.clear();
      clearedAt = ++sequence;
    },
    get size() {
      return entries.size;
    },
  };
}
