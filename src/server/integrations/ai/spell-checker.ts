import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { createWorkerClient } from '../ts-worker.ts';
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
  close(): Promise<void>;
}

/** One check per message; a learner is limited by the message rate, so few wait per learner. */
const SPELL_CHECK_QUEUE = { perKey: 4, total: 64 };

/** Hunspell in a worker thread, started on first use, with a fair, bounded queue. */
export function createSpellChecker(): SpellChecker {
  const worker = createWorkerClient(
    new URL('./spell-check-worker.ts', import.meta.url),
    (response: { id: number; results?: WordVerdict[]; error?: string }) => {
      if (response.error) throw new Error(response.error);
      return response.results ?? [];
    },
    SPELL_CHECK_QUEUE,
  );

  return {
    async check(language, words, options = {}) {
      if (words.length === 0) return [];
      return worker.request({ language, words: [...words] }, { key: options.userId, signal: options.signal });
    },
    close: () => worker.close(),
  };
}
