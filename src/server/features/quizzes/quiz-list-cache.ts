import type { CacheBus } from '../../db/cache-bus.ts';

/**
 * A short-lived in-memory copy of the learner quiz lists. Every dashboard load asks for them and they
 * change only when an administrator edits quizzes: this process forgets them at once on such an edit;
 * another instance notices within `ttlMs` (decision 012). The client caches the list for 5 minutes anyway.
 */
const QUIZ_LIST_TTL_MS = 5_000;

export interface QuizListCache {
  /** The cached value for `key`, loading it when missing or expired. Failed loads are not kept. */
  get<T>(key: string, load: () => PromiseLike<T>): Promise<T>;
  /** Forgets every list (after any quiz change). */
  invalidate(): void;
}

export function createQuizListCache(options: { ttlMs?: number; now?: () => number } = {}): QuizListCache {
  const ttlMs = options.ttlMs ?? QUIZ_LIST_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; expiresAt: number }>();
  return {
    get<T>(key: string, load: () => PromiseLike<T>): Promise<T> {
      const time = now();
      const entry = entries.get(key);
      if (entry && entry.expiresAt > time) return entry.value as Promise<T>;
      // Promise.resolve runs a lazy query builder (a thenable) once and keeps its result.
      if (ttlMs <= 0) return Promise.resolve(load());
      // Concurrent callers share one query instead of each starting their own.
      const value = Promise.resolve(load());
      entries.set(key, { value, expiresAt: time + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
    },
  };
}

/**
 * The app's one learner-list cache: each instance keeps its own copy, and a quiz change tells every
 * instance through the cache bus (each forgets its copy when it hears of it).
 */
export function createSharedQuizListCache(cacheBus: CacheBus): QuizListCache {
  const ownCopy = createQuizListCache();
  cacheBus.subscribe({
    onEvent: (event) => event.type === 'quizzes' && ownCopy.invalidate(),
    onResync: () => ownCopy.invalidate(),
  });
  return {
    get: (key, load) => ownCopy.get(key, load),
    invalidate: () => cacheBus.publish({ type: 'quizzes' }),
  };
}
