import { createWorkerClient } from '../../ts-worker.ts';
import type { GrammarFinding } from './rules.ts';

export interface EnglishGrammarChecker {
  check(text: string): Promise<GrammarFinding[]>;
  close(): Promise<void>;
}

/** Harper in its own worker thread, started on first use (its WebAssembly takes a couple of seconds). */
export function createEnglishGrammarChecker(): EnglishGrammarChecker {
  const worker = createWorkerClient(
    new URL('./english-grammar-worker.ts', import.meta.url),
    (response: { id: number; findings?: GrammarFinding[]; error?: string }) => {
      if (response.error) throw new Error(response.error);
      return response.findings ?? [];
    },
  );
  return { check: (text) => worker.request({ text }), close: () => worker.close() };
}
