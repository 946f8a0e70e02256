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

/** A negation within the three words before `index`. */
function negated(
  language: LanguageCode,
  words: readonly string[],
  index: number,
  negations: readonly string[],
) {
  const before = words.slice(Math.max(0, index - 3), index);
  return negations.some((negation) => findPhrase(language, before, negation).length > 0);
}

type Feeling = 'sad' | 'happy';

/**
 * The feeling a message carries: sad words count for sadness, happy words for happiness, a negated
 * happy word ("not happy") for sadness, a negated sad word ("not sad") for neither. A tie is sad:
 * sympathy for mixed news is kinder than cheer.
 */
export function feelingOf(script: OfflineScript, language: LanguageCode, text: string): Feeling | null {
  const { sadWords, happyWords, negations } = script.feelings;
  let sad = 0;
  let happy = 0;
  // A negation reaches only within its clause: "No problem, I'm happy" is happy.
  for (const clause of text.split(/[.,;:!?¡¿()…]+/u)) {
    const words = tokenize(language, clause);
    for (const phrase of sadWords)
      for (const index of findPhrase(language, words, phrase))
        if (!negated(language, words, index, negations)) sad++;
    for (const phrase of happyWords)
      for (const index of findPhrase(language, words, phrase)) {
        if (negated(language, words, index, negations)) sad++;
        else happy++;
      }
  }
  if (sad === 0 && happy === 0) return null;
  return sad >= happy ? 'sad' : 'happy';
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
