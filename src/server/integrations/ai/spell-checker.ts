import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { createWorkerClient } from '../ts-worker.ts';

export interface SpellingIssue {
  word: string;
  suggestion: string;
}

export interface SpellChecker {
  /** `userId` takes a fair turn among the learners waiting; `signal` drops the check (the learner left). */
  check(
    language: LanguageCode,
    text: string,
    options?: { userId?: number; signal?: AbortSignal },
  ): Promise<SpellingIssue[]>;
  close(): Promise<void>;
}

const MAX_WORDS = 60;
const MAX_ISSUES = 5;

/** Words worth checking: letters (with accents and inner apostrophes), not acronyms or one-letter words. */
export function wordsToCheck(text: string): string[] {
  const words = text.replace(/’/g, "'").match(/\p{L}[\p{L}'-]*\p{L}|\p{L}/gu) ?? [];
  const unique: string[] = [];
  for (const word of words) {
    if (word.length < 2 || word === word.toUpperCase()) continue;
    if (!unique.includes(word)) unique.push(word);
    if (unique.length >= MAX_WORDS) break;
  }
  return unique;
}

/** One check per message; a learner is limited by the message rate, so few wait per learner. */
const SPELL_CHECK_QUEUE = { perKey: 4, total: 64 };

/** Hunspell in a worker thread, started on first use, with a fair, bounded queue. */
export function createSpellChecker(): SpellChecker {
  const worker = createWorkerClient(
    new URL('./spell-check-worker.ts', import.meta.url),
    (response: { id: number; results?: (string | null)[]; error?: string }) => {
      if (response.error) throw new Error(response.error);
      return response.results ?? [];
    },
    SPELL_CHECK_QUEUE,
  );

  return {
    async check(language, text, options = {}) {
      const words = wordsToCheck(text);
      if (words.length === 0) return [];
      const results = await worker.request(
        { language, words },
        { key: options.userId, signal: options.signal },
      );
      const issues: SpellingIssue[] = [];
      words.forEach((word, index) => {
        const suggestion = results[index];
        if (suggestion && suggestion !== word && issues.length < MAX_ISSUES)
          issues.push({ word, suggestion });
      });
      return issues;
    },
    close: () => worker.close(),
  };
}
