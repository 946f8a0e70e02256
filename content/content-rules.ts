/**
 * The rules shipped quiz content is held to (level specifications, adult item banks, kids lessons), as
 * pure functions that return the problems they find. The shapes of banks, lessons and items are the engine's
 * shared contracts (src/shared/contracts/quiz-content.ts and quizzes.ts); only the level specification,
 * which the server does not read, has its schema here. content.test.ts runs them over every shipped file;
 * content-rules.test.ts shows that each rule catches what it claims.
 */
import { z } from 'zod';
import type { AdultQuizContent, KidsLessonContent } from '../src/shared/contracts/quiz-content.ts';
import { ADULT_ITEM_TYPES, KIDS_ITEM_TYPES, type Question } from '../src/shared/contracts/quizzes.ts';

// --- Shapes ---------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);
const TARGET_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const TARGET_KINDS = ['grammar', 'vocabulary', 'reading', 'listening', 'pragmatics'] as const;
export const CEFR_BY_LEVEL = { 1: 'A1', 2: 'A2', 3: 'B1', 4: 'B2', 5: 'C1' } as const;

export const LevelSpecSchema = z.strictObject({
  language: z.enum(['english', 'spanish', 'french']),
  levels: z.record(
    z.enum(['1', '2', '3', '4', '5']),
    z.strictObject({
      cefr: z.enum(['A1', 'A2', 'B1', 'B2', 'C1']),
      textLength: text(500),
      vocabulary: text(500),
      targets: z
        .array(
          z.strictObject({ id: z.string().regex(TARGET_ID), kind: z.enum(TARGET_KINDS), description: text(500) }),
        )
        .min(6)
        .max(12),
    }),
  ),
});
export type LevelSpec = z.infer<typeof LevelSpecSchema>;

/** An item of an adult bank: the shared item contract, restricted to the adult item types. */
export type AdultItem = Extract<Question, { type: (typeof ADULT_ITEM_TYPES)[number] }>;
/** An item of a kids lesson: the shared item contract, restricted to the kids item types. */
export type KidsItem = Extract<Question, { type: (typeof KIDS_ITEM_TYPES)[number] }>;
export type AdultBank = Omit<AdultQuizContent, 'questions'> & { questions: AdultItem[] };
export type KidsLesson = Omit<KidsLessonContent, 'questions'> & { questions: KidsItem[] };

export const isAdultItem = (item: Question): item is AdultItem =>
  (ADULT_ITEM_TYPES as readonly string[]).includes(item.type);
export const isKidsItem = (item: Question): item is KidsItem =>
  (KIDS_ITEM_TYPES as readonly string[]).includes(item.type);

type OptionItem = Extract<AdultItem, { options: string[] }> | KidsItem;
const hasOptions = (item: AdultItem | KidsItem): item is OptionItem => 'options' in item;

// --- Helpers ----------------------------------------------------------------------------------------

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
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const percent = (value: number) => `${Math.round(value * 100)} %`;

/** The text that identifies an item within a language, so the same item is not shipped twice. */
export function itemIdentity(item: AdultItem | KidsItem): string {
  if (item.type === 'listening' || item.type === 'listen-tap') return `${item.type}:${normalise(item.audioText)}`;
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
  if (oneWord && oddOneOut(ending)) problems.push('the key is the only option without the ending the others share');
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
  if (` ${normalise(item.passage)} `.includes(key)) problems.push('the key is copied word for word from the passage');
  if (` ${normalise(item.question)} `.includes(key)) problems.push('the key is copied from the question');
  return problems;
}

export function wordOrderProblems(item: { words: string[]; answer: string; acceptedAnswers?: string[] }): string[] {
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

export function listeningProblems(item: { audioText: string; options: string[]; correctAnswer: number }): string[] {
  const problems: string[] = [];
  if (item.options[item.correctAnswer] !== item.audioText) problems.push('the key is not the spoken sentence');
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
      const sentences = item.passage.split(/(?<=[.!?…])\s+/).filter(Boolean).length;
      if (sentences < 2 || sentences > 5) problems.push(`a reading passage has 2–5 sentences, not ${sentences}`);
      problems.push(...readingProblems({ ...item, key: item.options[item.correctAnswer] ?? '' }));
      break;
    }
    case 'error-spotting':
      problems.push(...errorSpottingProblems(item));
      break;
    case 'meaning-in-context':
      if (!/«[^»]+»/.test(item.question)) problems.push('the word or phrase asked about must be in «guillemets»');
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

// --- Rules for a level ----------------------------------------------------------------------------

export const MAX_TARGET_SHARE = 0.3;
export const MAX_GAP_FILL_SHARE = 0.5;
export const MIN_ITEM_TYPES = 4;
export const POSITION_SHARE = { min: 0.15, max: 0.35 };

export function coverageProblems(
  items: readonly { target?: string | undefined; question?: string }[],
  targetIds: readonly string[],
): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.target === undefined) problems.push(`«${item.question ?? ''}» is tagged with no target`);
    else counts.set(item.target, (counts.get(item.target) ?? 0) + 1);
  }
  for (const [target, count] of counts) {
    if (!targetIds.includes(target)) problems.push(`target «${target}» is not a target of this level`);
    if (share(count, items.length) > MAX_TARGET_SHARE) {
      problems.push(`target «${target}» holds ${percent(share(count, items.length))} of the level (max 30 %)`);
    }
  }
  for (const target of targetIds) if (!counts.has(target)) problems.push(`target «${target}» has no item`);
  return problems;
}

export function varietyProblems(items: readonly { type: string }[]): string[] {
  const problems: string[] = [];
  const types = new Set(items.map((item) => item.type));
  if (types.size < MIN_ITEM_TYPES) problems.push(`only ${types.size} item types (at least ${MIN_ITEM_TYPES})`);
  const gapFill = share(items.filter((item) => item.type === 'gap-fill').length, items.length);
  if (gapFill > MAX_GAP_FILL_SHARE) problems.push(`gap-fill holds ${percent(gapFill)} of the level (max 50 %)`);
  return problems;
}

/** Each key position 0–3 holds 15–35 % of the items that have options. */
export function positionProblems(items: readonly (AdultItem | KidsItem)[]): string[] {
  const withOptions = items.filter(hasOptions);
  const problems: string[] = [];
  for (let position = 0; position < 4; position++) {
    const part = share(withOptions.filter((item) => item.correctAnswer === position).length, withOptions.length);
    if (part < POSITION_SHARE.min || part > POSITION_SHARE.max) {
      problems.push(`the key is at position ${position} in ${percent(part)} of the items (15–35 %)`);
    }
  }
  return problems;
}

/**
 * The same item twice in one language (within a file or across files): the same question text, or the
 * same content under another prompt (see itemIdentity).
 */
export function duplicateProblems(files: readonly { file: string; items: readonly (AdultItem | KidsItem)[] }[]) {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, items } of files) {
    for (const item of items) {
      const identities = new Set([`question:${normalise(item.question)}`, itemIdentity(item)]);
      const earlier = [...identities].map((identity) => seen.get(identity)).find(Boolean);
      if (earlier) problems.push(`${file}: «${item.question}» repeats an item of ${earlier}`);
      for (const identity of identities) if (!seen.has(identity)) seen.set(identity, file);
    }
  }
  return problems;
}

// --- Rules for kids lessons -----------------------------------------------------------------------

export const MAX_TRANSLATE_SHARE = 0.25;
/** The item types a lesson for each age group must contain, so the lessons grow with the child. */
export const REQUIRED_KIDS_TYPES = {
  '4-6': ['picture-word', 'listen-tap'],
  '7-9': ['phrase', 'listen-tap'],
  '10-12': ['sentence', 'tiny-reading'],
} as const;
/** Keycap digits and signs, 🔟, enclosed and regional-indicator letters: emoji that write an answer out. */
const WRITTEN_OUT_EMOJI = /[\u20E3\u{1F51F}\u{1F520}-\u{1F524}\u{1F170}-\u{1F189}\u{1F1E6}-\u{1F1FF}\u24B6-\u24E9]/u;

export function kidsItemProblems(item: KidsItem): string[] {
  const problems = optionProblems(item);
  if (WRITTEN_OUT_EMOJI.test(item.emoji ?? '')) problems.push(`the emoji ${item.emoji} writes out a number or letter`);
  if (item.type === 'listen-tap') problems.push(...listeningProblems(item));
  if (item.type === 'sentence' && !item.question.includes('___')) problems.push('a sentence item needs a ___ gap');
  if (item.type === 'tiny-reading') {
    const sentences = item.passage.split(/(?<=[.!?…])\s+/).filter(Boolean).length;
    if (sentences < 2 || sentences > 3) problems.push(`a tiny reading has 2–3 sentences, not ${sentences}`);
    problems.push(...readingProblems({ ...item, key: item.options[item.correctAnswer] ?? '' }));
  }
  return problems;
}

export function kidsLessonProblems(lesson: KidsLesson): string[] {
  const problems = varietyProblems(lesson.questions).filter((problem) => !problem.startsWith('gap-fill'));
  const translate = share(lesson.questions.filter((item) => item.type === 'translate').length, lesson.questions.length);
  if (translate > MAX_TRANSLATE_SHARE) problems.push(`translate holds ${percent(translate)} of the lesson (max 25 %)`);
  for (const type of REQUIRED_KIDS_TYPES[lesson.ageGroup]) {
    if (!lesson.questions.some((item) => item.type === type)) {
      problems.push(`a lesson for ${lesson.ageGroup} needs a ${type} item`);
    }
  }
  return problems;
}

const ARTICLES = /^(el|la|los|las|un|una|unos|unas|le|les|l|une|des|du|the|a|an) /;
/** The key of a kids item without a leading article, so «la pomme» and «pomme» count as one word. */
export const kidsKeyWord = (item: KidsItem) => normalise(item.options[item.correctAnswer] ?? '').replace(ARTICLES, '');

/** No answer (key) appears twice among the kids lessons of one language. */
export function repeatedKidsKeyProblems(lessons: readonly { file: string; items: readonly KidsItem[] }[]) {
  const seen = new Map<string, string>();
  const problems: string[] = [];
  for (const { file, items } of lessons) {
    for (const item of items) {
      const key = kidsKeyWord(item);
      const earlier = seen.get(key);
      if (earlier) problems.push(`${file}: the answer «${key}» is already an answer in ${earlier}`);
      else seen.set(key, file);
    }
  }
  return problems;
}
