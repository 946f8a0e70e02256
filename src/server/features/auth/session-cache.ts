import type { CurrentUser } from '../../core/current-user.ts';

/**
 * A small in-process cache of resolved sessions, so an authenticated request does not always cost a
 * database round trip. Entries live at most `ttlMs` (and never past the session's own expiry).
 * Sign-out and user changes evict at once, here and (through the cache bus) on every other instance
 * (decision records 004 and 057).
 */
export function createSessionCache(options: { ttlMs: number; maxEntries: number }) {
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
      if (options.ttlMs <= 0) return;
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, { user, validUntil: Math.min(sessionExpiresAt, now + options.ttlMs) });
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
