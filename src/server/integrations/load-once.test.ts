import { describe, expect, it } from 'vitest';
import { loadOnce, loadOncePerKey } from './load-once.ts';

describe('loadOnce', () => {
  it('shares one load among callers', async () => {
    let loads = 0;
    const get = loadOnce(async () => ++loads);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(await get()).toBe(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let attempt = 0;
    const get = loadOnce(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('engine start timed out');
      return 'engine';
    });
    await expect(get()).rejects.toThrow('engine start timed out');
    await expect(get()).resolves.toBe('engine');
    await expect(get()).resolves.toBe('engine');
    expect(attempt).toBe(2);
  });

  it('keeps one load per key, each retried on its own', async () => {
    const attempts = new Map<string, number>();
    const get = loadOncePerKey(async (language: string) => {
      const count = (attempts.get(language) ?? 0) + 1;
      attempts.set(language, count);
      if (language === 'spanish' && count === 1) throw new Error('timed out');
      return `${language} dictionaries`;
    });
    await expect(get('spanish')).rejects.toThrow('timed out');
    await expect(get('french')).resolves.toBe('french dictionaries');
    await expect(get('spanish')).resolves.toBe('spanish dictionaries');
    await get('french');
    expect(Object.fromEntries(attempts)).toEqual({ spanish: 2, french: 1 });
  });
});
