import { createWorkerClient, type WorkerPoolHealth, type WorkerQueueLimits } from '../../ts-worker.ts';
import type { CheckerWorkerOptions, CheckOptions } from '../spell-checker.ts';
import type { GrammarFinding } from './rules.ts';

export interface EnglishGrammarChecker {
  check(text: string, options?: CheckOptions): Promise<GrammarFinding[]>;
  /** Whether its workers work (readiness reports it). */
  health(): WorkerPoolHealth;
  close(): Promise<void>;
}

/**
 * One check per English message, like the spell checker: a few per learner, a bounded queue, and a check
 * not back within 10 s costs that message's corrections (decisions 058, 120).
 */
const GRAMMAR_QUEUE: WorkerQueueLimits = { perKey: 4, total: 64, timeoutMs: 10_000 };

/** Harper in a pool of worker threads, started on first use (its WebAssembly takes a couple of seconds). */
export function createEnglishGrammarChecker(options: CheckerWorkerOptions = {}): EnglishGrammarChecker {
  const worker = createWorkerClient(
    new URL('./english-grammar-worker.ts', import.meta.url),
    (response: { id: number; findings?: GrammarFinding[]; error?: string }) => {
      if (response.error) throw new Error(response.error);
      return response.findings ?? [];
    },
    options.limits ?? GRAMMAR_QUEUE,
    options,
  );
  return {
    check: (text, options = {}) => worker.request({ text }, { key: options.userId, signal: options.signal }),
    health: () => worker.health(),
    close: () => worker.close(),
  };
}
