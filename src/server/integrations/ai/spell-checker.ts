import type { Worker } from 'node:worker_threads';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { startTypeScriptWorker } from '../ts-worker.ts';

export interface SpellingIssue {
  word: string;
  suggestion: string;
}

export interface SpellChecker {
  check(language: LanguageCode, text: string): Promise<SpellingIssue[]>;
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

/** Hunspell in a worker thread, started on first use. */
export function createSpellChecker(): SpellChecker {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve(results: (string | null)[]): void; reject(error: Error): void }
  >();

  function getWorker(): Worker {
    if (worker) return worker;
    worker = startTypeScriptWorker(new URL('./spell-check-worker.ts', import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; results?: (string | null)[]; error?: string }) => {
      const request = pending.get(message.id);
      if (!request) return;
      pending.delete(message.id);
      if (message.error) request.reject(new Error(message.error));
      else request.resolve(message.results ?? []);
    });
    worker.on('error', (error) => {
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      worker = undefined;
    });
    return worker;
  }

  return {
    async check(language, text) {
      const words = wordsToCheck(text);
      if (words.length === 0) return [];
      const id = nextId++;
      const results = await new Promise<(string | null)[]>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        getWorker().postMessage({ id, language, words });
      });
      const issues: SpellingIssue[] = [];
      words.forEach((word, index) => {
        const suggestion = results[index];
        if (suggestion && suggestion !== word && issues.length < MAX_ISSUES)
          issues.push({ word, suggestion });
      });
      return issues;
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
