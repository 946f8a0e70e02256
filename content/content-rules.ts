/**
 * The rules shipped quiz content is held to (level specifications, adult item banks, kids lessons), as
 * pure functions that return the problems they find. The shapes of banks, lessons and items are the engine's
 * shared contracts (src/shared/contracts/quiz-content.ts and quizzes.ts); only the level specification,
 * which the server does not read, has its schema here. content.test.ts runs them over every shipped file;
 * content-rules.test.ts shows that each rule catches what it claims.
 */
import { z } from 'zod';
import type { AdultQuizContent, KidsLessonContent } from '../src/shared/contracts/quiz-content.ts';
import {
  hasOptions,
  itemIdentity,
  normalise,
  WRITTEN_OUT_EMOJI,
  type AdultItem,
  type KidsItem,
} from '../src/shared/domain/quiz-item-rules.ts';

// The rules for one item live beside the quiz contracts, since AI-generated quizzes are held to them too.
export * from '../src/shared/domain/quiz-item-rules.ts';

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
export type AdultBank = Omit<AdultQuizContent, 'questions'> & { questions: AdultItem[] };
export type KidsLesson = Omit<KidsLessonContent, 'questions'> & { questions: KidsItem[] };

// --- Helpers ----------------------------------------------------------------------------------------

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const percent = (value: number) => `${Math.round(value * 100)} %`;

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

/** Whether text-to-speech has something to say: a letter or a digit, not only emoji or punctuation. */
const isSpeakable = (text: string) => /[\p{L}\p{N}]/u.test(text);

/**
 * Every option of a kids item, as written and in each interface language, can be spoken on tap
 * (decision 207): children of 4–6 hear the options they cannot read.
 */
export function optionAudioProblems(item: KidsItem): string[] {
  const localized = Object.entries(item.localized ?? {}).map(([language, text]) => ({
    label: ` (${language})`,
    options: text?.options ?? [],
  }));
  return [{ label: '', options: item.options }, ...localized].flatMap(({ label, options }) =>
    options
      .filter((option) => !isSpeakable(option))
      .map((option) => `the option «${option}»${label} has no words to speak`),
  );
}

/**
 * A listen-tap item's pictures (decision 207): one per option, all different, and pictures only: a
 * picture with a letter or digit in it would write the word out.
 */
export function pictureProblems(item: KidsItem): string[] {
  if (item.type !== 'listen-tap' || item.pictures === undefined) return [];
  const problems: string[] = [];
  const { pictures, options } = item;
  if (pictures.length !== options.length) {
    problems.push(`${pictures.length} pictures for ${options.length} options`);
  }
  if (new Set(pictures.map((picture) => picture.trim())).size !== pictures.length) {
    problems.push('two options have the same picture');
  }
  for (const picture of pictures) {
    if (!picture.trim()) problems.push('a picture is empty');
    else if (isSpeakable(picture) || WRITTEN_OUT_EMOJI.test(picture)) {
      problems.push(`the picture «${picture}» writes out a letter or number`);
    }
  }
  return problems;
}

// --- Rules for the learner's language (decision 202) ------------------------------------------------

type Localized = Partial<Record<'en' | 'es' | 'fr', Record<string, unknown> | undefined>>;
const missing = (localized: Localized | undefined, languages: readonly string[], field: string) =>
  languages.filter((language) => {
    const text = localized?.[language as 'en']?.[field];
    return typeof text !== 'string' && !Array.isArray(text);
  });

/**
 * What a shipped quiz or lesson must carry for every interface: the fields written in another language
 * than the interface's, in that interface's language. `quizFields` and `itemFields` name, per field, the
 * interface languages it must be given in.
 */
export function localizationProblems(
  content: { localized?: Localized | undefined; questions: readonly (AdultItem | KidsItem)[] },
  quizFields: Record<string, readonly string[]>,
  itemFields: Record<string, readonly string[]>,
): string[] {
  const problems: string[] = [];
  for (const [field, languages] of Object.entries(quizFields)) {
    for (const language of missing(content.localized, languages, field)) problems.push(`no ${language} ${field}`);
  }
  for (const item of content.questions) {
    const localized = item.localized as Localized | undefined;
    for (const [field, languages] of Object.entries(itemFields)) {
      for (const language of missing(localized, languages, field)) {
        problems.push(`«${item.question}»: no ${language} ${field}`);
      }
    }
    if (!hasOptions(item)) continue;
    const key = normalise(item.options[item.correctAnswer] ?? '');
    for (const [language, text] of Object.entries(localized ?? {})) {
      // A question shown in the learner's language must not hand over the answer the original keeps back.
      const question = typeof text?.question === 'string' ? normalise(text.question) : '';
      if (key.length > 1 && ` ${question} `.includes(` ${key} `) && !` ${normalise(item.question)} `.includes(` ${key} `)) {
        problems.push(`«${item.question}»: the ${language} question names the answer «${key}»`);
      }
      const options = Array.isArray(text?.options) ? (text.options as string[]) : undefined;
      if (options && new Set(options.map(normalise)).size !== 4) {
        problems.push(`«${item.question}»: the ${language} options are not four different ones`);
      }
    }
  }
  return problems;
}

/**
 * The share of a level's option items whose key is its only longest option (error spotting and the
 * listening items that ask which sentence was heard excluded: their options are the material).
 */
export const MAX_LONGEST_KEY_SHARE = 0.4;
export function longestKeyProblems(items: readonly AdultItem[]): string[] {
  const withOptions = items.filter(
    (item): item is Extract<AdultItem, { options: string[] }> =>
      hasOptions(item) &&
      !(item.type === 'listening' && item.asks !== 'meaning') &&
      item.type !== 'error-spotting',
  );
  const longest = withOptions.filter((item) => {
    const lengths = item.options.map((option) => option.trim().length);
    const most = Math.max(...lengths);
    return lengths[item.correctAnswer] === most && lengths.filter((length) => length === most).length === 1;
  });
  const part = share(longest.length, withOptions.length);
  return part > MAX_LONGEST_KEY_SHARE
    ? [
        `the key is the longest option in ${percent(part)} of the option items (max 40 %): ${longest
          .map((item) => `«${item.question}»`)
          .join(', ')}`,
      ]
    : [];
}

/** Words too common to hint at an option (the three languages' function words of four letters or more). */
const COMMON_WORDS = new Set(
  `that this what with from have they their there were will would about which when where does been into
  than then them these those some very also just only more most such each other could should your
  para como pero este esta esto estos estas eres está están tiene tienen hace muchos mucho porque cuando
  donde quien sobre entre desde hasta todo toda todos todas otro otra algo nada usted ustedes nosotros
  pour avec dans sont cette sans mais vous nous elle elles leur leurs très tout tous toute quoi quel quelle
  avoir être fait faire`
    .split(/\s+/)
    .map(normalise),
);
/** A word's stem for comparing a prompt with its options: its first five letters. */
const stemsOf = (text: string) =>
  new Set(
    normalise(text)
      .split(' ')
      .filter((word) => word.length >= 4 && !COMMON_WORDS.has(word))
      .map((word) => word.slice(0, 5)),
  );

/**
 * A prompt that shares a content word (by its stem) with exactly one option points at that option, or
 * away from it: the learner can pick or drop it without knowing the language (issue 35). Error-spotting
 * options are the prompt's own segments, and are left out.
 */
export function sharedWordProblems(item: AdultItem | KidsItem): string[] {
  if (!hasOptions(item) || item.type === 'error-spotting') return [];
  const prompt = stemsOf(item.question);
  const sharing = item.options.filter((option) => [...stemsOf(option)].some((stem) => prompt.has(stem)));
  return sharing.length === 1 ? [`«${item.question}» shares a word with one option only: «${sharing[0]}»`] : [];
}
