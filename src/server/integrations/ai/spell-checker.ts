import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { createLruCache } from '../lru-cache.ts';
import {
  createWorkerClient,
  type WorkerClientOptions,
  type WorkerPoolHealth,
  type WorkerQueueLimits,
} from '../ts-worker.ts';
import type { WordVerdict } from './spell-check-worker.ts';

export type { WordVerdict };

/** Whose turn a check takes among the learners waiting, and when it is no longer wanted. */
export interface CheckOptions {
  /** Takes a fair turn among the learners waiting (decision 058). */
  userId?: number;
  /** Drops the check before it reaches the worker (the learner went away). */
  signal?: AbortSignal;
}

export interface SpellChecker {
  /** One verdict per word, in order: known to a dictionary, and if not, a clearly best suggestion. */
  check(language: LanguageCode, words: readonly string[], options?: CheckOptions): Promise<WordVerdict[]>;
  /** Whether its workers work (readiness reports it). */
  health(): WorkerPoolHealth;
  close(): Promise<void>;
}

/** How a checker's worker pool is started and told of failures (tests shorten the engine's start). */
export interface CheckerWorkerOptions extends WorkerClientOptions {
  limits?: WorkerQueueLimits;
}

/**
 * One check per message; a learner is limited by the message rate, so few wait per learner. A check
 * that has not come back within 10 s costs that message's corrections, not the reply (decision 120).
 */
const SPELL_CHECK_QUEUE: WorkerQueueLimits = { perKey: 4, total: 64, timeoutMs: 10_000 };

/** Verdicts kept for the words checked most recently: learners misspell the same words again and again. */
const VERDICT_CACHE_ENTRIES = 20_000;

/**
 * Hunspell in a pool of worker threads, started on first use, with a fair, bounded queue; verdicts are
 * remembered per language and word (a verdict depends on nothing else), so a message whose words were
 * all seen recently never waits for a worker.
 */
export function createSpellChecker(
  options: CheckerWorkerOptions & { cacheEntries?: number } = {},
): SpellChecker & { stats(): { posted: number; cached: number } } {
  const cache = createLruCache<WordVerdict>(options.cacheEntries ?? VERDICT_CACHE_ENTRIES);
  const worker = createWorkerClient(
    new URL('./spell-check-worker.ts', import.meta.url),
    (response: { id: number; results?: WordVerdict[]; error?: string }) => {
      if (response.error) throw new Error(response.error);
      return response.results ?? [];
    },
    options.limits ?? SPELL_CHECK_QUEUE,
    options,
  );
  const keyOf = (language: LanguageCode, word: string) => `${language}:${word}`;

  return {
    async check(language, words, checkOptions = {}) {
      const found = new Map<string, WordVerdict>();
      for (const word of words) {
        const verdict = cache.get(keyOf(language, word));
        if (verdict) found.set(word, verdict);
      }
      const unseen = [...new Set(words.filter((word) => !found.has(word)))];
      if (unseen.length > 0) {
        const fresh = await worker.request(
          { language, words: unseen },
          { key: checkOptions.userId, signal: checkOptions.signal },
        );
        unseen.forEach((word, index) => {
          const verdict = fresh[index]!;
          found.set(word, verdict);
          cache.set(keyOf(language, word), verdict);
        });
      }
      return words.map((word) => found.get(word)!);
    },
    stats: () => ({ posted: worker.stats().posted, cached: cache.size }),
    health: () => worker.health(),
    close: () => worker.close(),
  };
}
