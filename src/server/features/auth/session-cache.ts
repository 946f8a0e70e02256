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
    set(tokenHash: string, user: CurrentUser, sessionExpiresAt: number, now: number) {
      const ttlMs = ttl();
      if (ttlMs <= 0) return;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { user, validUntil: Math.min(sessionExpiresAt, now + ttlMs) });
    },
    forgetToken(tokenHash: string) {
      entries.delete(tokenHash);
    },
    forgetUser(userId: number) {
      for (const [tokenHash, entry] of entries) if (entry.user.id === userId) entries.delete(tokenHash);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
