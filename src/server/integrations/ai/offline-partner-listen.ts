import { TEACHERS } from '../../../shared/domain/teachers.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import {
  PERSONA_QUESTIONS,
  SUBJECTS,
  type OfflineScript,
  type PersonaQuestion,
  type Subject,
} from './offline-partner-script.ts';

/**
 * How the offline partner understands a learner message: words and phrases from the script, matched
 * word by word, with negation for feelings. Small and predictable rather than clever (decision 075).
 */

/** Lower-case words; French elisions ("j'ai", "n'est") become two words ("j'", "ai"). */
export function tokenize(language: LanguageCode, text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[’‘`´]/g, "'")
      .match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  if (language !== 'french') return words;
  return words.flatMap((word) => {
    const elision = /^([a-z]{1,3}')(.+)$/u.exec(word);
    return elision ? [elision[1]!, elision[2]!] : [word];
  });
}

const phraseCache = new Map<string, { words: string[]; prefix: boolean }>();

function parsePhrase(language: LanguageCode, phrase: string) {
  const key = `${language}\u0000${phrase}`;
  let parsed = phraseCache.get(key);
  if (!parsed) {
    const prefix = phrase.endsWith('*');
    parsed = { words: tokenize(language, prefix ? phrase.slice(0, -1) : phrase), prefix };
    phraseCache.set(key, parsed);
  }
  return parsed;
}

/** Where the phrase starts in the words, every time it occurs. */
export function findPhrase(language: LanguageCode, words: readonly string[], phrase: string): number[] {
  const { words: wanted, prefix } = parsePhrase(language, phrase);
  if (wanted.length === 0) return [];
  const found: number[] = [];
  for (let start = 0; start + wanted.length <= words.length; start++) {
    const matches = wanted.every((word, offset) => {
      const actual = words[start + offset]!;
      return offset === wanted.length - 1 && prefix ? actual.startsWith(word) : actual === word;
    });
    if (matches) found.push(start);
  }
  return found;
}

export function mentionsAny(
  language: LanguageCode,
  words: readonly string[],
  list: readonly string[],
): boolean {
  return list.some((phrase) => findPhrase(language, words, phrase).length > 0);
}

/** The positions of the words that the list's phrases cover. */
function coveredBy(language: LanguageCode, words: readonly string[], list: readonly string[]): Set<number> {
  const covered = new Set<number>();
  for (const phrase of list) {
    const length = parsePhrase(language, phrase).words.length;
    for (const start of findPhrase(language, words, phrase))
      for (let index = start; index < start + length; index++) covered.add(index);
  }
  return covered;
}

/**
 * A negation within the three words before `index`, unless it belongs to a phrase that denies nothing
 * ("I can't believe", "jamais été aussi": the words at `notNegating`).
 */
function negated(
  language: LanguageCode,
  words: readonly string[],
  index: number,
  negations: readonly string[],
  notNegating: ReadonlySet<number>,
) {
  const from = Math.max(0, index - 3);
  const before = words.slice(from, index);
  return negations.some((negation) =>
    findPhrase(language, before, negation).some((at) => !notNegating.has(from + at)),
  );
}

/**
 * The feeling a message carries (docs/conversation/news-taxonomy.md): sadness, joy, worry, joy with
 * nerves (`hopeful`), good and bad news together (`mixed`), or bad news denied (`relief`).
 */
export type Feeling = 'sad' | 'happy' | 'worry' | 'hopeful' | 'mixed' | 'relief';

/** The `feelings` lists of phrases, by what they tell. */
type Kind =
  | 'sad'
  | 'badNews'
  | 'illness'
  | 'happy'
  | 'goodNews'
  | 'recovery'
  | 'worry'
  | 'worryNews'
  | 'comingEvent'
  | 'coming';

interface Mention {
  kind: Kind;
  negated: boolean;
  /** After a word of doubt or hope in its clause: "I don't know if I passed", "ojalá no sea nada". */
  uncertain: boolean;
}

/**
 * The lists that tell news, not a feeling: all that a question can tell ("Did you know I passed?" is
 * news, "Are you happy?" no feeling), and an outcome that makes a coming exam no worry.
 */
const NEWS: ReadonlySet<Kind> = new Set(['badNews', 'illness', 'goodNews', 'recovery']);

/**
 * The phrases of the lists in one clause. A phrase inside a longer one is left out ("passed" in "passed
 * away"), and so is one inside a look-alike of `notFeelings` ("happy hour").
 */
function mentionsIn(script: OfflineScript, language: LanguageCode, words: readonly string[]): Mention[] {
  const feelings = script.feelings;
  const lists: [Kind, readonly string[]][] = [
    ['sad', feelings.sadWords],
    ['badNews', feelings.badNews],
    ['illness', feelings.illness],
    ['happy', feelings.happyWords],
    ['goodNews', feelings.goodNews],
    ['recovery', feelings.recovery],
    ['worry', feelings.worryWords],
    ['worryNews', feelings.worryNews],
    ['comingEvent', feelings.comingEvents],
    ['coming', feelings.comingWords],
  ];
  const ignored = coveredBy(language, words, feelings.notFeelings);
  const notNegating = coveredBy(language, words, feelings.falseNegations);
  const found: { kind: Kind; start: number; end: number }[] = [];
  for (const [kind, list] of lists)
    for (const phrase of list) {
      const length = parsePhrase(language, phrase).words.length;
      for (const start of findPhrase(language, words, phrase))
        found.push({ kind, start, end: start + length });
    }
  const kept = found.filter((mention) => {
    let lookAlike = true;
    for (let index = mention.start; index < mention.end; index++) lookAlike &&= ignored.has(index);
    const inLonger = found.some(
      (other) =>
        other.end - other.start > mention.end - mention.start &&
        other.start <= mention.start &&
        other.end >= mention.end,
    );
    return !lookAlike && !inLonger;
  });
  const mentions = kept.map(({ kind, start, end }) => ({
    kind,
    start,
    end,
    negated: negated(language, words, start, feelings.negations, notNegating),
    uncertain: mentionsAny(language, words.slice(0, start), feelings.uncertain),
  }));
  // Good news right after sadness is what the sadness is about: "not happy with my new job", "sad about
  // the wedding".
  const spoilt = (mention: (typeof mentions)[number]) =>
    mention.kind === 'goodNews' &&
    mentions.some(
      (feeling) =>
        (feeling.kind === 'sad' ? !feeling.negated : feeling.kind === 'happy' && feeling.negated) &&
        feeling.end <= mention.start &&
        mention.start - feeling.end <= 3,
    );
  return mentions
    .filter((mention) => !spoilt(mention))
    .map(({ kind, negated, uncertain }) => ({ kind, negated, uncertain }));
}

/**
 * The feeling a message carries. Within a clause, a negation before a phrase turns a happy feeling or
 * good news into sadness ("not happy", "didn't get the job"), bad news into relief ("didn't lose my
 * job"), and a sad feeling or worry into nothing ("not sad", "don't worry"); doubt turns news into worry
 * ("I hope I passed"). An exam or an interview is a worry only when it is still to come and its sentence
 * tells no outcome; a recovery is good news, or a relief when it ends an illness or worry told with it.
 * Good and bad news together are mixed; joy with worry is hopeful.
 */
export function feelingOf(script: OfflineScript, language: LanguageCode, text: string): Feeling | null {
  const sentences = (text.match(/[^.!?]+[.!?]*/gu) ?? []).map((sentence) => {
    const mentions = sentence
      .split(/[,;:()…¡¿"“”«»]+/u)
      .flatMap((clause) => mentionsIn(script, language, tokenize(language, clause)));
    return isQuestion(sentence) ? mentions.filter((mention) => NEWS.has(mention.kind)) : mentions;
  });
  const recovered = sentences
    .flat()
    .some((mention) => mention.kind === 'recovery' && !mention.negated && !mention.uncertain);
  let sad = false;
  let happy = false;
  let worry = false;
  let relief = false;
  // A recovery that ends an illness or a worry told with it is a relief ("She was sick, but she's better").
  let ended = false;
  let better = false;
  for (const mentions of sentences) {
    const told = mentions.some((mention) => NEWS.has(mention.kind));
    const calm = mentions.some((mention) => mention.kind === 'worry' && mention.negated);
    const coming = mentions.some((mention) => mention.kind === 'coming' && !mention.negated);
    for (const { kind, negated: denied, uncertain } of mentions) {
      if (kind === 'sad') sad ||= !denied;
      else if (kind === 'happy') {
        if (denied) sad = true;
        else happy = true;
      } else if (kind === 'goodNews' || kind === 'recovery') {
        if (uncertain) worry = true;
        else if (denied) sad = true;
        else if (kind === 'recovery') better = true;
        else happy = true;
      } else if (kind === 'badNews' || kind === 'illness' || kind === 'worryNews') {
        if (uncertain) worry = true;
        else if (denied) relief = true;
        else if (kind === 'badNews') sad = true;
        else if (recovered) ended = true;
        else if (kind === 'illness') sad = true;
        else worry = true;
      } else if (kind === 'worry') worry ||= !denied;
      else if (kind === 'comingEvent' && !denied && coming && !told && !calm) {
        if (recovered) ended = true;
        else worry = true;
      }
    }
  }
  if (better && ended) relief = true;
  else if (better) happy = true;
  if (sad && happy) return 'mixed';
  if (sad) return 'sad';
  if (happy) return worry ? 'hopeful' : 'happy';
  if (worry) return 'worry';
  return relief ? 'relief' : null;
}

export function isQuestion(text: string): boolean {
  return /[?¿]/.test(text);
}

/** What the learner asks the teacher about themself, if anything. */
export function personaQuestion(
  script: OfflineScript,
  language: LanguageCode,
  words: readonly string[],
  text: string,
): PersonaQuestion | 'andYou' | null {
  // The sentences that ask come first: "I went to the beach on the weekend. What is San Diego like?"
  const asking = (text.match(/[^.!?]+[.!?]*/gu) ?? [])
    .filter(isQuestion)
    .map((sentence) => tokenize(language, sentence));
  for (const question of PERSONA_QUESTIONS)
    if (asking.some((sentence) => mentionsAny(language, sentence, script.persona[question].words)))
      return question;
  for (const question of PERSONA_QUESTIONS) {
    const entry = script.persona[question];
    // "How are you" and "are you a robot" are questions by their words alone; the others need a question mark.
    if (question !== 'howAreYou' && question !== 'robot' && !isQuestion(text)) continue;
    if (mentionsAny(language, words, entry.words)) return question;
  }
  return mentionsAny(language, words, script.andYouWords) ? 'andYou' : null;
}

/** The subject a message names, and whether the learner asked to talk about it. */
export function namedSubject(
  script: OfflineScript,
  language: LanguageCode,
  words: readonly string[],
): { subject: Subject; asked: boolean } | null {
  let best: { subject: Subject; at: number } | null = null;
  for (const subject of SUBJECTS) {
    for (const phrase of script.subjects[subject].words) {
      const at = findPhrase(language, words, phrase)[0];
      if (at !== undefined && (!best || at < best.at)) best = { subject, at };
    }
  }
  if (!best) return null;
  return { subject: best.subject, asked: mentionsAny(language, words, script.subjectWords) };
}

/** A message said for its own sake rather than for its content: a goodbye, a request to repeat, thanks. */
export type SmallTalk = 'farewell' | 'repeat' | 'thanks';

/** The words of each clause of a message, between punctuation marks. */
function clauses(language: LanguageCode, text: string): string[][] {
  return text
    .split(/[.,;:!?¡¿()…"“”«»]+/u)
    .map((clause) => tokenize(language, clause))
    .filter((words) => words.length > 0);
}

const wordSetCache = new Map<string, Set<string>>();

function wordSet(language: LanguageCode, list: readonly string[]): Set<string> {
  const key = `${language}\u0000${list.join('\u0000')}`;
  let set = wordSetCache.get(key);
  if (!set) {
    set = new Set(list.flatMap((entry) => tokenize(language, entry)));
    wordSetCache.set(key, set);
  }
  return set;
}

/**
 * Whether a clause says only this: it holds one of the phrases, and each of its other words is one that
 * may go with them or a filler word. "Bye!" and "see you next time" are goodbyes; "I said goodbye to my
 * friends" and "bye the way" are not.
 */
/** The teachers' names as the partner's word lists hold words (folded), for "Bye Emma!". */
const TEACHER_NAMES = Object.values(TEACHERS).flatMap((teacher) => [
  teacher.name.toLowerCase(),
  teacher.name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
]);

function saysOnly(
  language: LanguageCode,
  words: readonly string[],
  kind: { words: readonly string[]; with: readonly string[] },
  filler: ReadonlySet<string>,
): boolean {
  const covered = words.map(() => false);
  for (const phrase of kind.words) {
    const length = parsePhrase(language, phrase).words.length;
    for (const start of findPhrase(language, words, phrase))
      for (let index = start; index < start + length; index++) covered[index] = true;
  }
  if (!covered.includes(true)) return false;
  const allowed = wordSet(language, kind.with);
  return words.every((word, index) => covered[index] || allowed.has(word) || filler.has(word));
}

/**
 * What a message is for when it is a goodbye, a request to repeat or thanks, else null. A goodbye or a
 * request is the message's last clause apart from thanks and filler ("Thank you, bye!", "Sorry, I don't
 * understand. Can you repeat?"); thanks count only when the message says nothing else. Once the
 * conversation has `started`, some greetings are goodbyes ("buenas noches").
 */
export function smallTalkOf(
  script: OfflineScript,
  language: LanguageCode,
  text: string,
  started = false,
): SmallTalk | null {
  // The teacher's name is a filler word here: "Bye Emma!" is a goodbye.
  const filler = new Set([...wordSet(language, script.filler), ...TEACHER_NAMES]);
  const farewell = started
    ? { words: [...script.farewell.words, ...script.farewell.later], with: script.farewell.with }
    : script.farewell;
  const kinds = clauses(language, text).map((words) => {
    if (saysOnly(language, words, farewell, filler)) return 'farewell';
    if (saysOnly(language, words, script.repeatRequest, filler)) return 'repeat';
    if (saysOnly(language, words, script.thanks, filler)) return 'thanks';
    return words.every((word) => filler.has(word)) ? 'filler' : null;
  });
  const last = kinds.filter((kind) => kind !== 'thanks' && kind !== 'filler').at(-1);
  if (last === 'farewell' || last === 'repeat') return last;
  // A message that opens with a goodbye said to the teacher — by name, or with an exclamation — and asks
  // nothing is one: "Bye, I'll write to you from Scotland!", "Bye Emma, I'll tell you on Friday."; "Bonne
  // soirée, ça se dit le soir en partant." only talks about the words.
  const opening = clauses(language, text)[0] ?? [];
  if (
    kinds[0] === 'farewell' &&
    !isQuestion(text) &&
    (/!\s*$/u.test(text) || opening.some((word) => TEACHER_NAMES.includes(word)))
  )
    return 'farewell';
  const words = tokenize(language, text);
  if (isQuestion(text) && words.length > 0 && script.repeatRequest.alone.includes(words.join(' ')))
    return 'repeat';
  // "No, thank you" declines what was offered: it is an answer, not thanks to answer with "you're welcome".
  if (
    last === undefined &&
    kinds.includes('thanks') &&
    !mentionsAny(language, words.slice(0, 1), script.thanks.declining)
  )
    return 'thanks';
  return null;
}

/**
 * The subjects a learner message tells about: a subject's words in a sentence that is neither a question
 * nor a request to talk about it ("I work as a nurse", not "Do you like your work?" nor "Let's talk about
 * work").
 */
export function subjectsTold(script: OfflineScript, language: LanguageCode, text: string): Subject[] {
  const told = new Set<Subject>();
  for (const sentence of text.match(/[^.!?]+[.!?]*/gu) ?? []) {
    const words = tokenize(language, sentence);
    if (isQuestion(sentence) && !mentionsAny(language, words, script.andYouWords)) continue;
    if (mentionsAny(language, words, script.subjectWords)) continue;
    for (const subject of SUBJECTS)
      if (mentionsAny(language, words, script.subjects[subject].words)) told.add(subject);
  }
  return [...told];
}
