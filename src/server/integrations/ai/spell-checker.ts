import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { createWorkerClient } from '../ts-worker.ts';
import type { WordVerdict } from './spell-check-worker.ts';

export type { WordVerdict };

export interface SpellChecker {
  /** One verdict per word, in order: known to a dictionary, and if not, a clearly best suggestion. */
  check(language: LanguageCode, words: readonly string[]): Promise<WordVerdict[]>;
  close(): Promise<void>;
}

/** Hunspell in a worker thread, started on first use. */
export function createSpellChecker(): SpellChecker {
  const worker = createWorkerClient(
    new URL('./spell-check-worker.ts', import.meta.url),
    (response: { id: number; results?: WordVerdict[]; error?: string }) => {
      if (response.error) throw new Error(response.error);
      return response.results ?? [];
    },
  );

  return {
    async check(language, words) {
      if (words.length === 0) return [];
      return worker.request({ language, words: [...words] });
    },
    close: () => worker.close(),
  };
}
