import { createHash } from 'node:crypto';
import type { Correction } from '../../../shared/contracts/practice.ts';
import { gradeDrillAnswer } from '../../../shared/domain/drill-answer.ts';
import { alignPronunciation, normalizeWord, splitWords } from '../../../shared/domain/pronunciation.ts';
import {
  feelingOf,
  isQuestion,
  namedSubject,
  personaQuestion,
  smallTalkOf,
  subjectsTold,
  tokenize,
} from './offline-partner-listen.ts';
import {
  fill,
  LEVEL_BANDS,
  loadOfflineScript,
  SUBJECTS,
  type LevelBand,
  type OfflineScript,
  type Subject,
} from './offline-partner-script.ts';
import { factsIn } from './learner-facts.ts';
import { asksForAny, recallQuestion, rememberedAnswer } from './offline-partner-memory.ts';
import { asScripted, inLearnerRegister } from './offline-partner-formal.ts';
import { waiterReply } from './offline-partner-waiter.ts';
import type { TutorTurn } from './tutor.ts';

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

/** "Good morning", "good evening": English greetings whose first word is not one. */
const GREETING_AFTER_GOOD = new Set(['morning', 'afternoon', 'evening', 'day']);

/** A stable choice among variants, so the same conversation always gets the same answer. */
function pick<T>(items: readonly T[], seed: string): T {
  const hash = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return items[hash % items.length]!;
}

/**
 * Like `pick`, but a line already said in this conversation is passed over while another is left: no
 * reaction, and no praise, twice in a session. A line counts as said when one of its sentences without a
 * placeholder, or the words before a placeholder, stand in an earlier line of the partner's.
 */
function pickFresh(items: readonly string[], seed: string, said: readonly string[]): string {
  const start = createHash('sha256').update(seed).digest().readUInt32BE(0);
  for (let offset = 0; offset < items.length; offset++) {
    const item = items[(start + offset) % items.length]!;
    if (!said.some((line) => echoes(line, item))) return item;
  }
  return pick(items, seed);
}

function echoes(line: string, template: string): boolean {
  return (template.match(/[^.!?]+[.!?]*/gu) ?? []).some((sentence) => {
    const fixed = sentence.split(/\{\w+\}/u)[0]!.trim();
    return fixed.length >= 4 && line.includes(fixed);
  });
}

function at<T>(items: readonly T[], index: number): T {
  return items[index % items.length]!;
}

/**
 * The band of conversation material for a learner's highest passed level quiz (0 when none):
 * up to A2 → A1–A2, B1 → B1, B2 or C1 → B2–C1 (decision 076).
 */
export function levelBand(passedLevel: number): LevelBand {
  if (passedLevel >= 4) return 'b2-c1';
  if (passedLevel === 3) return 'b1';
  return 'a1-a2';
}

/** The band whose questions follow once a band's own are used up. */
const NEXT_BAND: Record<LevelBand, LevelBand> = { 'a1-a2': 'b1', b1: 'b2-c1', 'b2-c1': 'b1' };

/** The partner's own earlier lines in this conversation (the turn's history window). */
function partnerLines(turn: TutorTurn): string[] {
  return turn.history.filter((message) => message.sender === 'ai').map((message) => message.content);
}

/** Questions not to ask: those that open a subject already talked about. */
type Skip = ReadonlySet<string>;
const NO_SKIP: Skip = new Set();

/**
 * The first line not said before nor skipped, starting at `from` and going round once; else the one at
 * `from`.
 */
function unsaid(lines: readonly string[], said: readonly string[], from = 0, skip = NO_SKIP): string {
  for (let offset = 0; offset < lines.length; offset++) {
    const line = at(lines, from + offset);
    if (!skip.has(line) && !said.some((earlier) => earlier.includes(line))) return line;
  }
  return at(lines, from);
}

function hasUnsaid(lines: readonly string[], said: readonly string[], skip = NO_SKIP): boolean {
  return lines.some((line) => !skip.has(line) && !said.some((earlier) => earlier.includes(line)));
}

/**
 * The opening questions of every subject already talked about in the history window: one the learner
 * told about in a message (this one included), or one the partner asked a question of. "I work as a
 * nurse" makes "Do you work or study?" pointless for the rest of the conversation.
 */
function coveredOpenings(script: OfflineScript, turn: TutorTurn, said: readonly string[]): Skip {
  const learnerLines = [
    ...turn.history.filter((message) => message.sender === 'user').map((message) => message.content),
    turn.learnerMessage,
  ];
  const told = new Set(learnerLines.flatMap((line) => subjectsTold(script, turn.language, line)));
  const skip = new Set<string>();
  for (const subject of SUBJECTS) {
    const { questions, opening } = script.subjects[subject];
    const asked = [...questions, ...opening].some((question) => said.some((line) => line.includes(question)));
    if (told.has(subject) || asked) for (const question of opening) skip.add(question);
  }
  // Never ask for what the learner has told: in an earlier session (remembered) or in this one.
  const known = new Set([
    ...(turn.facts ?? []).map((fact) => fact.kind),
    ...learnerLines.flatMap((line) => factsIn(turn.language, line).map((fact) => fact.kind)),
  ]);
  if (known.size > 0) {
    const questions = [
      ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
      ...SUBJECTS.flatMap((subject) => [
        ...script.subjects[subject].questions,
        ...script.subjects[subject].opening,
      ]),
      ...(turn.theme?.questions ?? []),
    ];
    for (const question of questions) if (asksForAny(turn.language, question, known)) skip.add(question);
  }
  return skip;
}

/** The subject the partner's last question belonged to: the conversation stays on it. */
function currentSubject(script: OfflineScript, said: readonly string[]): Subject | undefined {
  const last = said.at(-1);
  if (!last) return undefined;
  return SUBJECTS.find((subject) =>
    script.subjects[subject].questions.some((question) => last.includes(question)),
  );
}

/**
 * A question that invites a form the learner is reviewing today: one that contains a word (four letters
 * or more) of a due card's corrected form (decision 117).
 */
function invitingQuestions(questions: readonly string[], turn: TutorTurn): string[] {
  const dueWords = new Set(
    (turn.dueItems ?? []).flatMap((item) =>
      splitWords(item.corrected)
        .map(normalizeWord)
        .filter((word) => word.length >= 4),
    ),
  );
  if (dueWords.size === 0) return [];
  return questions.filter((question) =>
    splitWords(question).some((word) => dueWords.has(normalizeWord(word))),
  );
}

function generalQuestion(
  script: OfflineScript,
  turn: TutorTurn,
  said: readonly string[],
  skip: Skip,
): string {
  // A conversation on a course unit's theme asks the theme's questions, in order, before any other.
  const themed = turn.theme?.questions ?? [];
  if (hasUnsaid(themed, said, skip)) return unsaid(themed, said, 0, skip);
  // Early in a conversation, the partner comes back to what the learner told it before.
  if (turn.learnerTurn === 1 || turn.learnerTurn === 3) {
    const recalled = recallQuestion(turn.language, turn.facts ?? [], said);
    if (recalled) return recalled;
  }
  const band = levelBand(turn.passedLevel);
  const questions = [...script.conversation[band], ...script.conversation[NEXT_BAND[band]]];
  const inviting = invitingQuestions(questions, turn);
  if (hasUnsaid(inviting, said, skip)) return unsaid(inviting, said, 0, skip);
  return unsaid(questions, said, turn.learnerTurn, skip);
}

/**
 * The question in the partner's last line: a scripted one (the latest in the line when it holds two),
 * else its last sentence that ends with a question mark.
 */
function lastQuestion(script: OfflineScript, line: string): string | undefined {
  const known = [
    ...LEVEL_BANDS.flatMap((band) => script.conversation[band]),
    ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
    ...script.feelings.sadFollowUps,
    ...Object.entries(script.repeatRequest.simplerForms).flat(),
  ];
  let found: { question: string; at: number } | undefined;
  for (const question of known) {
    const index = line.lastIndexOf(question);
    if (index < 0) continue;
    const end = index + question.length;
    if (
      !found ||
      end > found.at + found.question.length ||
      (end === found.at + found.question.length && index < found.at)
    )
      found = { question, at: index };
  }
  if (found) return found.question;
  const sentences = line.match(/[^.!?…:]+[.!?…]*/gu) ?? [];
  return sentences
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?'))
    .at(-1);
}

/** The answer to "can you repeat?": the partner's last question again, in its simpler form if it has one. */
function repeatReply(script: OfflineScript, turn: TutorTurn, said: readonly string[], skip: Skip): string {
  const lines = script.repeatRequest;
  const question = lastQuestion(script, said.at(-1) ?? '');
  if (!question) return fill(lines.fresh, { question: generalQuestion(script, turn, said, skip) });
  const simpler = lines.simplerForms[question];
  return simpler
    ? fill(pick(lines.simpler, turn.learnerMessage), { question: simpler })
    : fill(pick(lines.again, turn.learnerMessage), { question });
}

/** A word worth echoing: six letters or more, not corrected, not a name inside the sentence. */
function notableWord(message: string, corrections: readonly Correction[]): string | undefined {
  const corrected = new Set(
    corrections.flatMap((correction) => splitWords(correction.original).map(normalizeWord)),
  );
  const words = splitWords(message).filter(
    (word, index) =>
      word.length >= 6 &&
      !corrected.has(normalizeWord(word)) &&
      (index === 0 || word[0] === word[0]!.toLowerCase()),
  );
  return words.sort((a, b) => b.length - a.length)[0];
}

function plainReaction(
  script: OfflineScript,
  message: string,
  corrections: readonly Correction[],
  said: readonly string[],
): string {
  const words = splitWords(message);
  const reactions = script.reactions;
  const first = normalizeWord(words[0] ?? '');
  const greeted =
    GREETING_WORDS.has(first) || (first === 'good' && GREETING_AFTER_GOOD.has(normalizeWord(words[1] ?? '')));
  if (greeted) return pickFresh(reactions.greeting, message, said);
  if (words.length <= 3) return pickFresh(reactions.short, message, said);
  // Praise of a long answer is not for one whose words needed correcting.
  if (words.length >= 25 && corrections.length === 0) return pickFresh(reactions.long, message, said);
  const word = notableWord(message, corrections);
  return word
    ? fill(pickFresh(reactions.echo, message, said), { word })
    : pickFresh(reactions.default, message, said);
}

/** General practice and free conversation: answer what was asked, meet the feeling, follow the subject. */
function conversationReply(
  script: OfflineScript,
  turn: TutorTurn,
  corrections: readonly Correction[],
): string[] {
  const message = turn.learnerMessage;
  const words = tokenize(turn.language, message);
  const said = partnerLines(turn);
  const asked = personaQuestion(script, turn.language, words, message);
  const feeling = feelingOf(script, turn.language, message);
  const named = namedSubject(script, turn.language, words);
  const question = isQuestion(message);
  const smallTalk = smallTalkOf(script, turn.language, message, turn.learnerTurn > 0);
  const skip = coveredOpenings(script, turn, said);
  const parts: string[] = [];

  // "Sorry, can you repeat?" is not a question to answer: the partner asks its last question again.
  if (smallTalk === 'repeat') return [repeatReply(script, turn, said, skip)];
  // "Do you remember my job?": what the learner told, in this conversation or an earlier one.
  const told = [
    ...turn.history
      .filter((line) => line.sender === 'user')
      .flatMap((line) => factsIn(turn.language, line.content))
      .reverse(),
    ...(turn.facts ?? []),
  ];
  const recalled = rememberedAnswer(turn.language, message, told);

  if (recalled) parts.push(recalled);
  if (asked === 'robot') parts.push(pick(script.persona.robot.answers, message));
  // A message with a feeling is met with its line, never with a remark on its words.
  if (feeling) parts.push(pickFresh(script.feelings[feeling], message, said));
  if (asked === 'andYou') {
    // "I love jazz, and you?" is about the subject in hand; at the start it is "how are you?".
    const about = named?.subject ?? currentSubject(script, said);
    parts.push(about ? script.subjects[about].persona : pick(script.persona.howAreYou.answers, message));
  } else if (recalled) {
    // Answered from what the learner told.
  } else if (asked && asked !== 'robot') {
    parts.push(
      asked === 'howAreYou' && named
        ? script.subjects[named.subject].persona
        : pick(script.persona[asked].answers, message),
    );
  } else if (question && named) parts.push(script.subjects[named.subject].persona);
  else if (question && !asked) parts.push(pick(script.unknownQuestion, message));

  // Naming a subject in answer to "what would you like to talk about?", or on its own ("Music!"), asks for it.
  const invited = said.at(-1) === script.greetings['free-conversation'] || words.length <= 2;
  const current = currentSubject(script, said);
  const wanted = named && (named.asked || invited);
  const follow = named && (wanted || question) ? named.subject : current;
  if (wanted && named.subject !== current) parts.push(pick(script.subjects[named.subject].intro, message));
  const { sadFollowUps, worryFollowUps, mixedFollowUps } = script.feelings;
  if (parts.length === 0) {
    const last = said.at(-1) ?? '';
    const toldMore = [...sadFollowUps, ...worryFollowUps, ...mixedFollowUps].some((line) =>
      last.includes(line),
    );
    if (smallTalk === 'thanks') parts.push(pick(script.thanks.replies, message));
    else if (toldMore) parts.push(pick(script.feelings.heard, message));
    else parts.push(plainReaction(script, message, corrections, said));
  }

  // Sad news, worry and mixed news are asked about, while their questions last.
  const caring = { sad: sadFollowUps, worry: worryFollowUps, mixed: mixedFollowUps };
  const asking = feeling === 'sad' || feeling === 'worry' || feeling === 'mixed' ? caring[feeling] : [];
  if (hasUnsaid(asking, said)) parts.push(unsaid(asking, said, turn.learnerTurn));
  else if (follow && hasUnsaid(script.subjects[follow].questions, said, skip))
    parts.push(unsaid(script.subjects[follow].questions, said, 0, skip));
  else parts.push(generalQuestion(script, turn, said, skip));
  return parts;
}

function gradeExercise(script: OfflineScript, turn: number, message: string): string {
  const exercise = at(script.topics.grammar.exercises, turn);
  const grade = gradeDrillAnswer(exercise, message);
  if (grade.verdict === 'correct') return pick(script.reactions.correct, message);
  if (grade.verdict === 'near')
    return fill(script.reactions.near[grade.miss], {
      answer: grade.answer,
      given: grade.given,
      explanation: exercise.explanation,
    });
  return fill(script.reactions.incorrect, { answer: grade.answer, explanation: exercise.explanation });
}

function gradeRepetition(script: OfflineScript, turn: number, message: string): string {
  const sentence = at(script.topics.pronunciation.sentences, turn);
  const { accuracy } = alignPronunciation(sentence, message);
  return accuracy >= 80
    ? pick(script.reactions.repeatGood, message)
    : fill(script.reactions.repeatTryAgain, { sentence });
}

/**
 * The offline partner's reply to one learner message. `corrections` are the ones shown to the learner
 * for it: the reply names the first and never praises a corrected word.
 */
export function composeReply(turn: TutorTurn, corrections: readonly Correction[]): string {
  const script = loadOfflineScript(turn.language);
  const message = turn.learnerMessage;
  const parts: string[] = [];
  if (corrections[0])
    parts.push(
      fill(script.reactions.correction, {
        original: corrections[0].original,
        corrected: corrections[0].corrected,
      }),
    );
  // A goodbye ends the conversation warmly, without a new question or exercise; the waiter keeps its own.
  if (
    turn.topic !== 'restaurant' &&
    smallTalkOf(script, turn.language, message, turn.learnerTurn > 0) === 'farewell'
  ) {
    if (feelingOf(script, turn.language, message) === 'sad') parts.push(pick(script.feelings.sad, message));
    parts.push(pick(script.farewell.replies, message));
    return inLearnerRegister(turn, parts.join(' '));
  }
  switch (turn.topic) {
    case 'grammar':
      parts.push(gradeExercise(script, turn.learnerTurn, message));
      parts.push(
        fill(script.topics.grammar.next, {
          exercise: at(script.topics.grammar.exercises, turn.learnerTurn + 1).prompt,
        }),
      );
      break;
    case 'pronunciation':
      parts.push(gradeRepetition(script, turn.learnerTurn, message));
      parts.push(
        fill(script.topics.pronunciation.next, {
          sentence: at(script.topics.pronunciation.sentences, turn.learnerTurn + 1),
        }),
      );
      break;
    case 'restaurant': {
      const words = tokenize(turn.language, message);
      const robot = personaQuestion(script, turn.language, words, message) === 'robot';
      parts.push(
        waiterReply(
          turn.language,
          script.restaurant,
          turn.history,
          message,
          (items) => pick(items, message),
          robot,
        ),
      );
      break;
    }
    default:
      parts.push(...conversationReply(script, asScripted(turn), corrections));
  }
  // Tú or usted, tu or vous, as the learner says (the waiter and the drills keep their own).
  return inLearnerRegister(turn, parts.join(' '));
}
