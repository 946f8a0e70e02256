import type { Correction } from '../../../shared/contracts/practice.ts';
import { scriptedGreeting } from './offline-partner-script.ts';
import { composeReply } from './offline-partner-reply.ts';
import type { SpellChecker } from './spell-checker.ts';
import type { Tutor } from './tutor.ts';
import { WorkerQueueFullError } from '../ts-worker.ts';

/**
 * The offline practice partner: a deterministic, rule-based teacher used when no AI is configured.
 * It greets in persona, answers what it is asked, meets the learner's feelings, follows a subject they
 * name, plays the restaurant waiter, grades grammar answers and repetitions, and corrects spelling
 * with hunspell. The UI labels it as such.
 */
export function createOfflinePartner(deps: { spellChecker: SpellChecker }): Tutor {
  return {
    kind: 'offline',

    greet({ language, topic }) {
      return scriptedGreeting(language, topic);
    },

    async respond(turn, { signal, onDelta }) {
      const issues = await deps.spellChecker
        .check(turn.language, turn.learnerMessage, { userId: turn.learnerId, signal })
        .catch((error: unknown) => {
          // A busy spell checker costs the corrections, not the reply.
          if (error instanceof WorkerQueueFullError) return [];
          throw error;
        });
      signal.throwIfAborted();
      const corrections: Correction[] = issues.map((issue) => ({
        original: issue.word,
        corrected: issue.suggestion,
        explanation: `Spelling: “${issue.word}” is written “${issue.suggestion}”.`,
      }));
      const reply = composeReply(turn, corrections);
      // Hand the reply over word by word, the way a streamed AI reply arrives.
      for (const piece of reply.match(/\S+\s*/g) ?? []) onDelta(piece);
      return { reply, corrections };
    },
  };
}
