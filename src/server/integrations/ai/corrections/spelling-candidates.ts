/** Candidate spellings for a word no dictionary knows: hunspell's suggestions and the slips learners make. */
import type { Hunspell } from 'hunspell-asm';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { voseoInfinitives } from './regional.ts';
import { SOUND_ALIKE, type WordFrequency } from './spelling-rank.ts';
import { fold } from './text.ts';

const ACCENTED: Record<string, string[]> = {
  a: ['á', 'à', 'â'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['í', 'î', 'ï'],
  o: ['ó', 'ô'],
  u: ['ú', 'ù', 'û', 'ü'],
  c: ['ç'],
  n: ['ñ'],
};

/** The word with one accent added, changed or taken away: the commonest slip in Spanish and French. */
function accentVariants(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const base = fold(word[i]!);
    if (base.length !== 1) continue;
    for (const letter of [base, ...(ACCENTED[base] ?? [])])
      if (letter !== word[i]) variants.push(word.slice(0, i) + letter + word.slice(i + 1));
  }
  return variants;
}

function letterVariants(language: LanguageCode, word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++)
    for (const pair of SOUND_ALIKE[language]) {
      const at = pair.indexOf(word[i]!);
      if (at >= 0) variants.push(word.slice(0, i) + pair[1 - at] + word.slice(i + 1));
    }
  if (language === 'spanish') variants.push(...[word.replace(/y/g, 'll'), word.replace(/ll/g, 'y')]);
  return variants;
}

/** The word with one letter swapped for one that sounds alike, a silent h added, or both (aser → hacer). */
function soundVariants(language: LanguageCode, word: string): string[] {
  const variants = letterVariants(language, word);
  if (language !== 'english') variants.push(`h${word}`, ...letterVariants(language, `h${word}`));
  return variants;
}

/** French spellings of the 1990 reform drop the circumflex on i and u (connaitre, maitre, août → aout). */
function unreformed(word: string): string[] {
  const forms: string[] = [];
  for (let i = 0; i < word.length; i++)
    if (word[i] === 'i' || word[i] === 'u')
      forms.push(word.slice(0, i) + (word[i] === 'i' ? 'î' : 'û') + word.slice(i + 1));
  return forms;
}

export function knows(checkers: Hunspell[], word: string, language?: LanguageCode): boolean {
  const forms = [word, word.replace(/oe/g, 'œ'), word.replace(/ae/g, 'æ')];
  if (language === 'french') forms.push(...unreformed(word));
  if (checkers.some((checker) => forms.some((form) => checker.spell(form)))) return true;
  return language === 'spanish' && isVoseoForm(checkers, word);
}

/** A voseo form (sabés, podés, vení, fijate) of a verb the dictionary knows. */
export function isVoseoForm(checkers: Hunspell[], word: string): boolean {
  return voseoInfinitives(word).some((verb) => checkers.some((checker) => checker.spell(verb)));
}

/**
 * An abbreviation, symbol or name the dictionary lists (Tm, TV, McDonald): never the word a learner meant
 * when they wrote a lower-case word of their own ("tmrw" is not "Tm").
 */
function isAbbreviationOrSymbol(word: string, candidate: string): boolean {
  if (word !== word.toLowerCase()) return false;
  if (/\p{Lu}/u.test(candidate.slice(1))) return true;
  return candidate.length <= 3 && /^\p{Lu}/u.test(candidate);
}

/** The letters a learner's word is edited with, per language (lower case). */
const ALPHABET: Record<LanguageCode, string> = {
  english: 'abcdefghijklmnopqrstuvwxyz',
  spanish: 'abcdefghijklmnopqrstuvwxyzáéíóúüñ',
  french: 'abcdefghijklmnopqrstuvwxyzàâæçéèêëîïôœùûüÿ',
};

/** Every string one edit away: a letter left out, added, changed, or two neighbours swapped. */
function oneEditAway(language: LanguageCode, word: string): Set<string> {
  const letters = ALPHABET[language];
  const edits = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) edits.add(head + tail.slice(1));
    if (tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of letters) {
      edits.add(head + letter + tail);
      if (tail && letter !== tail[0]) edits.add(head + letter + tail.slice(1));
    }
  }
  edits.delete(word);
  return edits;
}

/** A dictionary's replacement table (its REP lines): spellings learners confuse, `_` for a space. */
export type Replacements = readonly (readonly [from: string, to: string])[];

export function parseReplacements(aff: string): Replacements {
  return [...aff.matchAll(/^REP[ \t]+(\S+)[ \t]+(\S+)/gm)]
    .filter((match) => !/^\d+$/.test(match[1]!))
    .map((match) => [match[1]!, match[2]!.replace(/_/g, ' ')] as const);
}

/** The word with one of the table's replacements made at one place (^ and $ anchor to its ends). */
function replacementVariants(word: string, replacements: Replacements): string[] {
  const variants: string[] = [];
  for (const [pattern, to] of replacements) {
    const atStart = pattern.startsWith('^');
    const atEnd = pattern.endsWith('$');
    const from = pattern.slice(atStart ? 1 : 0, atEnd ? -1 : undefined);
    if (!from) continue;
    for (let at = word.indexOf(from); at >= 0; at = word.indexOf(from, at + 1)) {
      if ((atStart && at !== 0) || (atEnd && at + from.length !== word.length)) continue;
      variants.push(word.slice(0, at) + to + word.slice(at + from.length));
    }
  }
  return variants;
}

/** The word with an apostrophe put between two of its letters (dont → don't, aujourdhui → aujourd'hui). */
function apostropheVariants(word: string): string[] {
  return Array.from({ length: word.length - 1 }, (_, i) => `${word.slice(0, i + 1)}'${word.slice(i + 1)}`);
}

/**
 * The count (on the English SUBTLEX scale: occurrences in 51 million words of subtitles) a word one edit
 * away needs for the quick candidates to be trusted: ten, Zipf 2.3, about where the words a learner
 * meets end. The Spanish and French lists stop far above it.
 */
const QUICK_MIN_COUNT = 10;

/**
 * Candidates found without hunspell's search, which takes 50–700 ms a word (decision 067): the common
 * words (on the language's frequency list) one edit away, the dictionary's replacement table's forms,
 * and an apostrophe put in — each known to a dictionary. Most slips are one edit from the word meant or
 * a confusion the table lists. Only for a lower-case or capitalised word; undefined when none is found,
 * so that hunspell's own search runs.
 */
function quickCandidates(
  checkers: Hunspell[],
  language: LanguageCode,
  word: string,
  lookups: { listed: WordFrequency; replacements: Replacements },
): string[] | undefined {
  const lower = word.toLowerCase();
  const capitalised = word !== lower;
  if (capitalised && word !== lower[0]!.toUpperCase() + lower.slice(1)) return undefined;
  const common = [...oneEditAway(language, lower)].filter((edit) => lookups.listed(edit) !== undefined);
  const other = [
    ...replacementVariants(lower, lookups.replacements),
    ...(language === 'spanish' ? [] : apostropheVariants(lower)),
  ];
  const asWritten = (candidate: string) =>
    capitalised ? candidate[0]!.toUpperCase() + candidate.slice(1) : candidate;
  const known = (candidates: string[]) =>
    candidates.filter((candidate) => knows(checkers, asWritten(candidate), language));
  const knownCommon = known(common);
  const knownOther = known(other);
  // Only rare words one edit away ("explane" → enplane): the word meant is probably further off.
  const trusted =
    knownOther.length > 0 || knownCommon.some((candidate) => lookups.listed(candidate)! >= QUICK_MIN_COUNT);
  return trusted ? [...new Set([...knownCommon, ...knownOther])].map(asWritten) : undefined;
}

const ENGLISH_CALENDAR_WORD =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)s?$/;

/**
 * Candidate spellings: the quick candidates when there are any, otherwise hunspell's suggestions; and in both cases the accent and sound-alike slips a dictionary knows.
 */
export function spellingCandidates(
  checkers: Hunspell[],
  language: LanguageCode,
  word: string,
  lookups?: { listed: WordFrequency; replacements: Replacements },
): string[] {
  // A day or a month written in lower case in English is that day or month with its capital, not a
  // lower-case word nearby (sunday is Sunday, not sundae). Other words known only with a capital are
  // left to the search: a misspelling may be a name too (mason for maison).
  if (language === 'english' && ENGLISH_CALENDAR_WORD.test(word))
    return [word[0]!.toUpperCase() + word.slice(1)];
  const sounds = soundVariants(language, word);
  const nearby = lookups && quickCandidates(checkers, language, word, lookups);
  return [
    ...(nearby ?? checkers.flatMap((checker) => checker.suggest(word))).filter(
      (candidate) => !isAbbreviationOrSymbol(word, candidate),
    ),
    ...[...accentVariants(word), ...sounds, ...sounds.flatMap(accentVariants)].filter((variant) =>
      knows(checkers, variant),
    ),
  ];
}
