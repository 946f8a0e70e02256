import { describe, expect, it } from 'vitest';
import { createQuizListCache } from './quiz-list-cache.ts';

describe('quiz list cache', () => {
  it('serves a loaded list until it expires, then loads again', async () => {
    let time = 0;
    let loads = 0;
    const cache = createQuizListCache({ ttlMs: 5000, now: () => time });
    const load = async () => ++loads;
    expect(await cache.get('adult', load)).toBe(1);
    time = 4999;
    expect(await cache.get('adult', load)).toBe(1);
    time = 5000;
    expect(await cache.get('adult', load)).toBe(2);
  });

  it('keeps lists apart by key and forgets them all on invalidate', async () => {
    let loads = 0;
    const cache = createQuizListCache({ ttlMs: 5000, now: () => 0 });
    const load = async () => ++loads;
    expect(await cache.get('kids:english', load)).toBe(1);
    expect(await cache.get('kids:french', load)).toBe(2);
    expect(await cache.get('kids:english', load)).toBe(1);
    cache.invalidate();
    expect(await cache.get('kids:english', load)).toBe(3);
  });

  it('shares one load between concurrent callers and does not keep a failure', async () => {
    let loads = 0;
    const cache = createQuizListCache({ ttlMs: 5000, now: () => 0 });
    const failing = async () => {
      loads += 1;
      throw new Error('database down');
    };
    const results = await Promise.allSettled([cache.get('adult', failing), cache.get('adult', failing)]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(loads).toBe(1);
    expect(await cache.get('adult', async () => 'recovered')).toBe('recovered');
  });

  it('runs a lazy query (a thenable that queries on every then) only once', async () => {
    let runs = 0;
    const lazyQuery = {
      then: (resolve: (value: number) => void) => resolve(++runs),
    } as unknown as PromiseLike<number>;
    const cache = createQuizListCache({ ttlMs: 5000, now: () => 0 });
    expect(await cache.get('adult', () => lazyQuery)).toBe(1);
    expect(await cache.get('adult', () => lazyQuery)).toBe(1);
    expect(runs).toBe(1);
  });

  it('does not cache at all with a zero TTL', async () => {
    let loads = 0;
    const cache = createQuizListCache({ ttlMs: 0 });
    await cache.get('adult', async () => ++loads);
    await cache.get('adult', async () => ++loads);
    expect(loads).toBe(2);
  });
});
