/**
 * The rules one quiz item is held to beyond its shape: distinct options, no key that stands out by its
 * form, readings not answered by copying, word-order tiles, error-spotting segments and listening options
 * that fit. Shipped content (content/content.test.ts) and AI-generated quizzes are both checked with them
 * (docs/decisions/085).
 */
import { ADULT_ITEM_TYPES, KIDS_ITEM_TYPES, type Question } from '../contracts/quizzes.ts';

export type AdultItem = Extract<Question, { type: (typeof ADULT_ITEM_TYPES)[number] }>;
/** An item of a kids lesson: the shared item contract, restricted to the kids item types. */
export type KidsItem = Extract<Question, { type: (typeof KIDS_ITEM_TYPES)[number] }>;

export const isAdultItem = (item: Question): item is AdultItem =>
  (ADULT_ITEM_TYPES as readonly string[]).includes(item.type);
export const isKidsItem = (item: Question): item is KidsItem =>
  (KIDS_ITEM_TYPES as readonly string[]).includes(item.type);

type OptionItem = Extract<AdultItem, { options: string[] }> | KidsItem;
export const hasOptions = (item: AdultItem | KidsItem): item is OptionItem => 'options' in item;

/** Lower case, no diacritics, no punctuation, single spaces: the form two texts are compared in. */
export function normalise(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const words = (value: string) => value.trim().split(/\s+/);
/** Accents and other marks; the Spanish ñ is a letter of its own, not an accented n. */
const hasDiacritic = (value: string) => /\p{M}/u.test(value.replace(/ñ/giu, 'n').normalize('NFD'));
const isCapitalised = (value: string) => /^[¿¡«"'(]*\p{Lu}/u.test(value.trim());
const ending = (value: string) => normalise(value).slice(-2);

/** The text that identifies an item within a language, so the same item is not shipped twice. */
export function itemIdentity(item: AdultItem | KidsItem): string {
  if (item.type === 'listening' || item.type === 'listen-tap')
    return `${item.type}:${normalise(item.audioText)}`;
  if (item.type === 'picture-word') return `picture-word:${item.emoji}|${normalise(item.question)}`;
  if (item.type === 'word-order') return `word-order:${normalise(item.answer)}`;
  if (item.type === 'reading' || item.type === 'tiny-reading') {
    return `${item.type}:${normalise(item.passage)}|${normalise(item.question)}`;
  }
  return `${item.type}:${normalise(item.question)}`;
}

// --- Rules for one item ---------------------------------------------------------------------------

/**
 * The key must not stand out by its form: the only option with (or without) an accent, the only one of
 * several words (or of one word), the only capitalised (or lower-case) one, or the only one whose ending
 * differs from an ending the three others share. Accents are compared on options of up to three words
 * and endings on one-word options, where they mark a grammatical form; on whole sentences they carry no hint.
 */
export function keyFormProblems(optionList: readonly string[], key: number): string[] {
  const problems: string[] = [];
  const others = optionList.filter((_, index) => index !== key);
  const keyText = optionList[key] ?? '';
  const short = optionList.every((option) => words(option).length <= 3);
  const oddOneOut = (property: (option: string) => boolean | string) => {
    const values = new Set(others.map(property));
    return values.size === 1 && !values.has(property(keyText));
  };
  if (short && oddOneOut(hasDiacritic)) problems.push('the key is the only option with or without an accent');
  if (oddOneOut((option) => words(option).length > 1)) {
    problems.push('the key is the only option of one word or of several words');
  }
  if (oddOneOut(isCapitalised)) problems.push('the key is the only capitalised or lower-case option');
  const oneWord = optionList.every((option) => words(option).length === 1);
  if (oneWord && oddOneOut(ending))
    problems.push('the key is the only option without the ending the others share');
  return problems;
}

/** Options compare as written apart from case and spacing: «trabajo» and «trabajó» are two words. */
const sameOption = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Four distinct options and, except for the fixed segments of an error-spotting item, no giveaway form. */
export function optionProblems(item: OptionItem): string[] {
  const problems: string[] = [];
  if (new Set(item.options.map(sameOption)).size !== 4) problems.push('the four options are not distinct');
  if (item.type !== 'error-spotting') problems.push(...keyFormProblems(item.options, item.correctAnswer));
  return problems;
}

/** The key of a reading item must not be a phrase lifted from the passage or the question. */
export function readingProblems(item: { passage: string; question: string; key: string }): string[] {
  const key = ` ${normalise(item.key)} `;
  const problems: string[] = [];
  if (` ${normalise(item.passage)} `.includes(key))
    problems.push('the key is copied word for word from the passage');
  if (` ${normalise(item.question)} `.includes(key)) problems.push('the key is copied from the question');
  return problems;
}

export function wordOrderProblems(item: {
  words: string[];
  answer: string;
  acceptedAnswers?: string[];
}): string[] {
  const problems: string[] = [];
  const tiles = [...item.words].sort().join('\u0000');
  const correct = [item.answer, ...(item.acceptedAnswers ?? [])];
  for (const sentence of correct) {
    if (sentence.split(' ').sort().join('\u0000') !== tiles) {
      problems.push(`the tiles are not the words of «${sentence}»`);
    }
    if (item.words.join(' ') === sentence) problems.push('the tiles are already in a correct order');
  }
  return problems;
}

export function errorSpottingProblems(item: { question: string; options: string[] }): string[] {
  return item.options.join(' ') === item.question.trim()
    ? []
    : ['the four segments joined with spaces are not the sentence'];
}

export function listeningProblems(item: {
  audioText: string;
  options: string[];
  correctAnswer: number;
  asks?: 'heard' | 'meaning' | undefined;
}): string[] {
  const problems: string[] = [];
  if (item.asks === 'meaning') {
    // A question about what the recording means: answered by understanding it, not by recognising it.
    if (item.options.some((option) => sameOption(option) === sameOption(item.audioText))) {
      problems.push('an option is the recording itself: a question about its meaning offers meanings');
    }
    return problems;
  }
  if (item.options[item.correctAnswer] !== item.audioText)
    problems.push('the key is not the spoken sentence');
  if (item.options.filter((option) => sameOption(option) === sameOption(item.audioText)).length !== 1) {
    problems.push('the spoken sentence is not exactly one of the options');
  }
  return problems;
}

export function adultItemProblems(item: AdultItem): string[] {
  const problems = hasOptions(item) ? optionProblems(item) : [];
  switch (item.type) {
    case 'gap-fill':
      if (!item.question.includes('___')) problems.push('a gap-fill question needs a ___ gap');
      break;
    case 'reading': {
      // A short text at A2–B1, up to a 150–220-word article at C1 (12 sentences at most).
      const sentences = item.passage.split(/(?<=[.!?…])\s+/).filter(Boolean).length;
      if (sentences < 2 || sentences > 12)
        problems.push(`a reading passage has 2–12 sentences, not ${sentences}`);
      problems.push(...readingProblems({ ...item, key: item.options[item.correctAnswer] ?? '' }));
      break;
    }
    case 'error-spotting':
      problems.push(...errorSpottingProblems(item));
      break;
    case 'meaning-in-context':
      if (!/«[^»]+»/.test(item.question))
        problems.push('the word or phrase asked about must be in «guillemets»');
      break;
    case 'word-order':
      problems.push(...wordOrderProblems(item));
      break;
    case 'listening':
      problems.push(...listeningProblems(item));
      break;
  }
  return problems;
}

/** Keycap digits and signs, 🔟, enclosed and regional-indicator letters: emoji that write an answer out. */
export const WRITTEN_OUT_EMOJI =
  /[\u20E3\u{1F51F}\u{1F520}-\u{1F524}\u{1F170}-\u{1F189}\u{1F1E6}-\u{1F1FF}\u24B6-\u24E9]/u;

export function kidsItemProblems(item: KidsItem): string[] {
  const problems = optionProblems(item);
  if (WRITTEN_OUT_EMOJI.test(item.emoji ?? ''))
    problems.push(`the emoji ${item.emoji} writes out a number or letter`);
  if (item.type === 'listen-tap') problems.push(...listeningProblems(item));
  if (item.type === 'sentence' && !item.question.includes('___'))
    problems.push('a sentence item needs a ___ gap');
  if (item.type === 'tiny-reading') {
    const sentences = item.passage.split(/(?<=[.!?…])\s+/).filter(Boolean).length;
    if (sentences < 2 || sentences > 3) problems.push(`a tiny reading has 2–3 sentences, not ${sentences}`);
    problems.push(...readingProblems({ ...item, key: item.options[item.correctAnswer] ?? '' }));
  }
  return problems;
}

/** The problems of any item, adult or kids, by its type. */
export function itemProblems(item: Question): string[] {
  if (isAdultItem(item)) return adultItemProblems(item);
  if (isKidsItem(item)) return kidsItemProblems(item);
  return [];
}
