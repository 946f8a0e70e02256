import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../core/current-user.ts';
import { createSessionCache } from './session-cache.ts';

const user = (id: number) => ({ id, email: `u${id}@example.org` }) as CurrentUser;

describe('session cache', () => {
  it('serves an entry until its time to live or the session expiry, whichever comes first', () => {
    const cache = createSessionCache({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', user(1), 10_000, 0);
    cache.set('b', user(2), 500, 0);
    expect(cache.get('a', 999)?.id).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 499)?.id).toBe(2);
    expect(cache.get('b', 500)).toBeUndefined();
  });

  it('forgets a token at sign-out and every session of a changed user', () => {
    const cache = createSessionCache({ ttlMs: 1000, maxEntries: 10 });
    cache.set('a', user(1), 10_000, 0);
    cache.set('b', user(1), 10_000, 0);
    cache.set('c', user(2), 10_000, 0);
    cache.forgetToken('c');
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('stays bounded, evicting the oldest entry', () => {
    const cache = createSessionCache({ ttlMs: 1000, maxEntries: 2 });
    cache.set('a', user(1), 10_000, 0);
    cache.set('b', user(2), 10_000, 0);
    cache.set('c', user(3), 10_000, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('caches nothing with a zero time to live', () => {
    const cache = createSessionCache({ ttlMs: 0, maxEntries: 2 });
    cache.set('a', user(1), 10_000, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('keeps no lookup that began before its session or user was forgotten', () => {
    const cache = createSessionCache({ ttlMs: 1000, maxEntries: 10 });
    // A request reads the session; kid mode is turned on (the token forgotten) before it stores it.
    const since = cache.begin();
    cache.forgetToken('a');
    cache.set('a', user(1), 10_000, 0, since);
    expect(cache.get('a', 1)).toBeUndefined();
    const userSince = cache.begin();
    cache.forgetUser(2);
    cache.set('b', user(2), 10_000, 0, userSince);
    expect(cache.get('b', 1)).toBeUndefined();
    // A lookup that began after is kept.
    cache.set('a', user(1), 10_000, 0, cache.begin());
    expect(cache.get('a', 1)).toBeDefined();
  });
});
