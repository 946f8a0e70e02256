import { factsIn, withCorrections, type NotedFact } from './learner-facts.ts';
import { feelingOf } from './offline-partner-listen.ts';
import { loadOfflineScript } from './offline-partner-script.ts';
import { notesFactsIn, teacherGreeting } from './offline-partner-memory.ts';
import { composeReply } from './offline-partner-reply.ts';
import { lastTeacherText, type Corrector } from './corrections/corrector.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { Tutor } from './tutor.ts';

/**
 * The offline practice partner: a deterministic, rule-based teacher used when no AI is configured.
 * It greets in persona, answers what it is asked, meets the learner's feelings, follows a subject they
 * name, plays the restaurant waiter, grades grammar answers and repetitions, and corrects through the
 * offline correction pipeline. The UI labels it as such.
 */
export function createOfflinePartner(deps: { corrector: Corrector }): Tutor {
  return {
    kind: 'offline',

    greet(session) {
      return teacherGreeting(session);
    },

    async respond(turn, { signal, onDelta }) {
      // A busy or broken checker costs its corrections, not the reply (the corrector leaves it out).
      const corrections = await deps.corrector.correct({
        language: turn.language,
        text: turn.learnerMessage,
        teacherText: lastTeacherText(turn.history),
        userId: turn.learnerId,
        interfaceLanguage: turn.interfaceLanguage,
        signal,
      });
      signal.throwIfAborted();
      const reply = composeReply(turn, corrections);
      // Hand the reply over word by word, the way a streamed AI reply arrives.
      for (const piece of reply.match(/\S+\s*/g) ?? []) onDelta(piece);
      // What the learner says of themselves in a conversation is remembered (decision 209).
      const said = withCorrections(turn.learnerMessage, corrections);
      const facts = notesFactsIn(turn.topic)
        ? [...factsIn(turn.language, said), ...newsIn(turn.language, said)]
        : [];
      return { reply, corrections, facts };
    },
  };
}

/**
 * News the learner tells — a sentence said with joy or sorrow ("My sister got engaged!"), not a question —
 * is remembered in their words, so that the next conversation can ask how things are (decision 209).
 */
function newsIn(language: LanguageCode, message: string): NotedFact[] {
  const script = loadOfflineScript(language);
  for (const sentence of message.match(/[^.!?]+[.!?]*/gu) ?? []) {
    const text = sentence.trim();
    if (text.length < 12 || /[?¿]/u.test(text) || !feelingOf(script, language, text)) continue;
    const words = text.split(/\s+/u);
    const value = words.length > 20 ? `${words.slice(0, 20).join(' ')}…` : text;
    return [{ kind: 'news', value: value.slice(0, 120) }];
  }
  return [];
}
