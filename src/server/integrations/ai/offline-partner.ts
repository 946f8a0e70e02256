import { createHash } from 'node:crypto';
import { alignPronunciation, normalizeWord, splitWords } from '../../../shared/domain/pronunciation.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';
import { fill, loadOfflineScript, scriptedGreeting, type OfflineScript } from './offline-partner-script.ts';
import { lastTeacherText, type Corrector } from './corrections/corrector.ts';
import type { Tutor } from './tutor.ts';

const GREETING_WORDS = new Set([
  'hello',
  'hi',
  'hey',
  'morning',
  'evening',
  'hola',
  'buenos',
  'buenas',
  'saludos',
  'bonjour',
  'salut',
  'bonsoir',
  'coucou',
]);

/** A stable choice among variants, so the same conversation always gets the same answer. */
function pick<T>(items: readonly T[], seed: string): T {
  const hash = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return items[hash % items.length]!;
}

function at<T>(items: readonly T[], index: number): T {
  return items[index % items.length]!;
}

/** The learner's most telling word: the longest word of six letters or more. */
function notableWord(message: string): string | undefined {
  const words = splitWords(message).filter((word) => word.length >= 6);
  return words.sort((a, b) => b.length - a.length)[0];
}

function react(script: OfflineScript, message: string): string {
  const words = splitWords(message);
  const reactions = script.reactions;
  if (words.length > 0 && GREETING_WORDS.has(normalizeWord(words[0]!)))
    return pick(reactions.greeting, message);
  if (message.includes('?')) return pick(reactions.question, message);
  if (words.length <= 3) return pick(reactions.short, message);
  if (words.length >= 25) return pick(reactions.long, message);
  const word = notableWord(message);
  return word ? fill(pick(reactions.echo, message), { word }) : pick(reactions.default, message);
}

function gradeExercise(script: OfflineScript, turn: number, message: string): string {
  const exercise = at(script.topics.grammar.exercises, turn);
  const expected = splitWords(exercise.answer).map(normalizeWord).join(' ');
  const given = splitWords(message).map(normalizeWord).join(' ');
  const isRight = given === expected || ` ${given} `.includes(` ${expected} `);
  return isRight
    ? pick(script.reactions.correct, message)
    : fill(script.reactions.incorrect, { answer: exercise.answer, explanation: exercise.explanation });
}

function gradeRepetition(script: OfflineScript, turn: number, message: string): string {
  const sentence = at(script.topics.pronunciation.sentences, turn);
  const { accuracy } = alignPronunciation(sentence, message);
  return accuracy >= 80
    ? pick(script.reactions.repeatGood, message)
    : fill(script.reactions.repeatTryAgain, { sentence });
}

function nextLine(script: OfflineScript, topic: PracticeTopic | null, turn: number): string {
  switch (topic) {
    case 'restaurant':
      return at(script.topics.restaurant.questions, turn);
    case 'pronunciation':
      return fill(script.topics.pronunciation.next, {
        sentence: at(script.topics.pronunciation.sentences, turn + 1),
      });
    case 'grammar':
      return fill(script.topics.grammar.next, {
        exercise: at(script.topics.grammar.exercises, turn + 1).prompt,
      });
    case 'free-conversation':
      return at(script.topics['free-conversation'].questions, turn);
    default:
      return at(script.topics.general.questions, turn);
  }
}

/**
 * The offline practice partner: a deterministic, rule-based teacher used when no AI is configured.
 * It greets in persona, follows a script per language and topic, reacts to what the learner wrote,
 * grades grammar answers and repetitions, and corrects through the offline correction pipeline. The UI
 * labels it as such.
 */
export function createOfflinePartner(deps: { corrector: Corrector }): Tutor {
  return {
    kind: 'offline',

    greet({ language, topic }) {
      return scriptedGreeting(language, topic);
    },

    async respond(turn, { signal, onDelta }) {
      const script = loadOfflineScript(turn.language);
      const corrections = await deps.corrector.correct({
        language: turn.language,
        text: turn.learnerMessage,
        teacherText: lastTeacherText(turn.history),
      });
      signal.throwIfAborted();
      const parts: string[] = [];
      if (corrections[0])
        parts.push(
          fill(script.reactions.correction, {
            original: corrections[0].original,
            corrected: corrections[0].corrected,
          }),
        );
      if (turn.topic === 'grammar') parts.push(gradeExercise(script, turn.learnerTurn, turn.learnerMessage));
      else if (turn.topic === 'pronunciation')
        parts.push(gradeRepetition(script, turn.learnerTurn, turn.learnerMessage));
      else parts.push(react(script, turn.learnerMessage));
      parts.push(nextLine(script, turn.topic, turn.learnerTurn));
      const reply = parts.join(' ');
      // Hand the reply over word by word, the way a streamed AI reply arrives.
      for (const piece of reply.match(/\S+\s*/g) ?? []) onDelta(piece);
      return { reply, corrections };
    },
  };
}
