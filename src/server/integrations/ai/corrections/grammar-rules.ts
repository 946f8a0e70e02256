import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { createWorkerClient, type WorkerPoolHealth, type WorkerQueueLimits } from '../../ts-worker.ts';
import type { CheckerWorkerOptions, CheckOptions } from '../spell-checker.ts';
import type { GrammarRulesRequest, GrammarRulesResponse } from './grammar-rules-worker.ts';
import type { GrammarFinding } from './rules.ts';

export interface GrammarRulesResult {
  findings: GrammarFinding[];
  /** The message's words (lower case) that a rule decides from context: the spelling checker leaves them. */
  owned: string[];
}

export interface GrammarRulesChecker {
  check(language: LanguageCode, text: string, options?: CheckOptions): Promise<GrammarRulesResult>;
  /** Whether its workers work (readiness reports it). */
  health(): WorkerPoolHealth;
  close(): Promise<void>;
}

/**
 * One check per message, like the other checkers: a few per learner, a bounded queue, and a check not
 * back within 10 s costs that message's grammar corrections (decisions 120, 201).
 */
const RULES_QUEUE: WorkerQueueLimits = { perKey: 4, total: 64, timeoutMs: 10_000 };

/** The three languages' grammar rules in a pool of worker threads, started on first use (decision 201). */
export function createGrammarRulesChecker(options: CheckerWorkerOptions = {}): GrammarRulesChecker {
  const worker = createWorkerClient(
    new URL('./grammar-rules-worker.ts', import.meta.url),
    (response: GrammarRulesResponse): GrammarRulesResult => {
      if (response.error) throw new Error(response.error);
      return { findings: response.findings ?? [], owned: response.owned ?? [] };
    },
    options.limits ?? RULES_QUEUE,
    options,
  );
  return {
    check: (language, text, checkOptions = {}) =>
      worker.request({ language, text } satisfies Omit<GrammarRulesRequest, 'id'>, {
        key: checkOptions.userId,
        signal: checkOptions.signal,
      }),
    health: () => worker.health(),
    close: () => worker.close(),
  };
}
