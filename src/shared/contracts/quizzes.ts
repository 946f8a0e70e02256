import { z } from 'zod';
import { AGE_GROUPS, KIDS_LESSON_COUNT } from '../domain/kids-rules.ts';
import { MAX_ADULT_LEVEL } from '../domain/quiz-rules.ts';
import { INTERFACE_LANGUAGES } from '../domain/interface-languages.ts';
import { LanguageCodeSchema } from './practice.ts';

/**
 * Quiz contracts shared by the learner quiz API, the admin quiz API, the seed content and AI generation.
 * Adult quizzes: levels 1–5. Kids quizzes: `level` is the lesson number 1–8 (docs/product.md#kids).
 */
export { AGE_GROUPS, type AgeGroup } from '../domain/kids-rules.ts';

const oneTo = (last: number): readonly number[] => Array.from({ length: last }, (_, index) => index + 1);
export const ADULT_LEVELS = oneTo(MAX_ADULT_LEVEL);
export const KIDS_LESSONS = oneTo(KIDS_LESSON_COUNT);

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** The most items a quiz's bank may hold. */
export const MAX_BANK_SIZE = 80;

/** How many different options a question has, ignoring case and surrounding spaces. */
export const distinctOptionCount = (options: readonly string[]) =>
  new Set(options.map((option) => option.trim().toLowerCase())).size;
export const DISTINCT_OPTIONS_ISSUE = { message: 'The four options must be different', path: ['options'] };

/** The item types of adult level quizzes (docs/decisions/080). */
export const ADULT_ITEM_TYPES = [
  'gap-fill',
  'reading',
  'error-spotting',
  'meaning-in-context',
  'word-order',
  'listening',
] as const;
/** The item types of kids lessons; a kids lesson made before item types holds gap-fill items. */
export const KIDS_ITEM_TYPES = [
  'picture-word',
  'listen-tap',
  'translate',
  'phrase',
  'sentence',
  'tiny-reading',
] as const;
export const ITEM_TYPES = [...ADULT_ITEM_TYPES, ...KIDS_ITEM_TYPES] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** What a listening item asks of its recording: which sentence was heard, or what it means. */
export const LISTENING_ASKS = ['heard', 'meaning'] as const;

/** Types whose text is spoken by the server's text-to-speech instead of being sent. */
export const SPOKEN_ITEM_TYPES: readonly ItemType[] = ['listening', 'listen-tap'];

/**
 * An item's words in the interface languages other than the one it was written in (decision 202): the
 * question only where it is an instruction to the learner (never the material tested), the options only
 * where they are meanings in the learner's language, and the explanation. A language without an entry shows the item as written.
 */
export const ItemLocalizedSchema = z.partialRecord(
  z.enum(INTERFACE_LANGUAGES),
  z.object({
    question: trimmed(500).optional(),
    /** Only where the options are meanings in the learner's language, in the same order as the source's. */
    options: z.array(trimmed(200)).length(4).optional(),
    explanation: z.string().trim().max(1000).optional(),
  }),
);
export type ItemLocalized = z.infer<typeof ItemLocalizedSchema>;

/** A quiz's title and description in the interface languages other than the one it was written in. */
export const QuizLocalizedSchema = z.partialRecord(
  z.enum(INTERFACE_LANGUAGES),
  z.object({ title: trimmed(200).optional(), description: trimmed(1000).optional() }),
);
export type QuizLocalized = z.infer<typeof QuizLocalizedSchema>;

const itemFields = {
  /** The level target (content/levels/<language>.json) the item tests; admin-made items may have none. */
  target: z.string().trim().min(1).max(80).optional(),
  question: trimmed(500),
  explanation: z.string().trim().max(1000).optional(),
  /** Kids questions show it; default 🎯 in the player. */
  emoji: z.string().trim().max(16).optional(),
  localized: ItemLocalizedSchema.optional(),
};
const choiceFields = {
  options: z.array(trimmed(200)).length(4),
  correctAnswer: z.number().int().min(0).max(3),
};
const passage = trimmed(2000);
const audioText = trimmed(500);

const choiceItem = <Type extends ItemType>(type: Type) =>
  z.object({ type: z.literal(type), ...itemFields, ...choiceFields });

const ItemVariants = [
  // An item without a type is a gap-fill: quizzes made before item types existed.
  z.object({ type: z.literal('gap-fill').default('gap-fill'), ...itemFields, ...choiceFields }),
  z.object({ type: z.literal('reading'), ...itemFields, passage, ...choiceFields }),
  choiceItem('error-spotting'),
  choiceItem('meaning-in-context'),
  z.object({
    type: z.literal('word-order'),
    ...itemFields,
    /** The tiles, scrambled. */
    words: z.array(trimmed(80)).min(4).max(12),
    /** The tiles joined with spaces in the right order. */
    answer: trimmed(500),
    /** Other right orders of the same tiles. */
    acceptedAnswers: z.array(trimmed(500)).max(10).optional(),
  }),
  z.object({
    type: z.literal('listening'),
    ...itemFields,
    audioText,
    /**
     * What the item asks of the recording (decision 206): which sentence was heard (the key is the
     * recording, the default), or what it means, its gist or a detail (no option is the recording).
     */
    asks: z.enum(LISTENING_ASKS).optional(),
    ...choiceFields,
  }),
  choiceItem('picture-word'),
  z.object({
    type: z.literal('listen-tap'),
    ...itemFields,
    audioText,
    /**
     * Pictures for children who cannot read yet (decision 207): one short picture (an emoji) per option,
     * in the options' order, all different; the player shows each above its word.
     */
    pictures: z.array(trimmed(16)).length(4).optional(),
    ...choiceFields,
  }),
  choiceItem('translate'),
  choiceItem('phrase'),
  choiceItem('sentence'),
  z.object({ type: z.literal('tiny-reading'), ...itemFields, passage, ...choiceFields }),
] as const;

const collapse = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Whether `sentence` is every tile used once, joined with single spaces (a tile may hold a space). */
export function isOrderOfTiles(tiles: readonly string[], sentence: string): boolean {
  const target = collapse(sentence);
  const used = tiles.map(() => false);
  const words = tiles.map(collapse);
  const match = (position: number, left: number): boolean => {
    if (left === 0) return position === target.length;
    if (position > 0) {
      if (target[position] !== ' ') return false;
      position += 1;
    }
    return words.some((word, index) => {
      if (used[index] || !target.startsWith(word, position)) return false;
      used[index] = true;
      const found = match(position + word.length, left - 1);
      used[index] = false;
      return found;
    });
  };
  return match(0, words.length);
}

/** The right sentences of a word-order item, whitespace collapsed. */
export function rightOrders(item: { answer: string; acceptedAnswers?: string[] | undefined }): string[] {
  return [item.answer, ...(item.acceptedAnswers ?? [])].map(collapse);
}

/** The tiles in the order given by `order` (tile indexes), joined with spaces. */
export function sentenceFromTiles(tiles: readonly string[], order: readonly number[]): string {
  return collapse(order.map((index) => tiles[index] ?? '').join(' '));
}

/**
 * One quiz or lesson item: a discriminated union on `type` (the content format of docs/decisions/080).
 * Beyond the shapes: four different options (and four different pictures, where a listen-tap item has
 * them); an error-spotting item's options are the sentence's segments in order; a word-order item's
 * answers use every tile once and the tiles are not already in order.
 */
export const QuestionSchema = z.discriminatedUnion('type', ItemVariants).superRefine((item, context) => {
  if (item.type === 'word-order') {
    for (const [index, sentence] of rightOrders(item).entries()) {
      if (!isOrderOfTiles(item.words, sentence)) {
        context.addIssue({
          code: 'custom',
          message: 'The answer must use every tile once, joined with spaces',
          path: index === 0 ? ['answer'] : ['acceptedAnswers', index - 1],
        });
      }
    }
    if (rightOrders(item).includes(collapse(item.words.join(' ')))) {
      context.addIssue({
        code: 'custom',
        message: 'Scramble the tiles: they are in the right order',
        path: ['words'],
      });
    }
    return;
  }
  if (distinctOptionCount(item.options) !== 4)
    context.addIssue({ code: 'custom', message: DISTINCT_OPTIONS_ISSUE.message, path: ['options'] });
  if (item.type === 'listen-tap' && item.pictures && distinctOptionCount(item.pictures) !== 4) {
    context.addIssue({ code: 'custom', message: 'The four pictures must be different', path: ['pictures'] });
  }
  if (item.type === 'error-spotting' && collapse(item.options.join(' ')) !== collapse(item.question)) {
    context.addIssue({
      code: 'custom',
      message: 'The four segments, joined with spaces, must give the sentence',
      path: ['options'],
    });
  }
});
export type Question = z.infer<typeof QuestionSchema>;
/** An item answered by picking one of four options (every type but word-order). */
export type ChoiceQuestion = Exclude<Question, { type: 'word-order' }>;
export type WordOrderQuestion = Extract<Question, { type: 'word-order' }>;

/** An item as stored: those saved before item types existed have no type and are gap-fills. */
export type StoredQuestion = z.input<typeof QuestionSchema>;

export function withItemType(item: StoredQuestion): Question {
  return (item.type ? item : { ...item, type: 'gap-fill' }) as Question;
}

const KIDS_LESSON_TYPES: readonly ItemType[] = ['gap-fill', ...KIDS_ITEM_TYPES];
const ADULT_QUIZ_TYPES: readonly ItemType[] = ADULT_ITEM_TYPES;

/** Whether a quiz of this kind may hold an item of this type. */
export function isItemTypeAllowed(type: ItemType, isKidsQuiz: boolean): boolean {
  return (isKidsQuiz ? KIDS_LESSON_TYPES : ADULT_QUIZ_TYPES).includes(type);
}

/** A quiz as the admin sees it (with answers). */
export const QuizSchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  title: z.string(),
  description: z.string(),
  localized: QuizLocalizedSchema.nullable(),
  questions: z.array(QuestionSchema),
  isActive: z.boolean(),
  isKidsQuiz: z.boolean(),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Quiz = z.infer<typeof QuizSchema>;

/** POST /api/admin/quizzes and PUT /api/admin/quizzes/{id}. */
export const QuizWriteBodySchema = z
  .object({
    language: LanguageCodeSchema,
    level: z.number().int().min(1).max(KIDS_LESSON_COUNT),
    title: trimmed(200),
    description: trimmed(1000),
    questions: z.array(QuestionSchema).min(1).max(MAX_BANK_SIZE),
    isActive: z.boolean().default(true),
    isKidsQuiz: z.boolean().default(false),
    ageGroup: z.enum(AGE_GROUPS).optional(),
  })
  .refine((quiz) => (quiz.isKidsQuiz ? quiz.level <= KIDS_LESSON_COUNT : quiz.level <= MAX_ADULT_LEVEL), {
    message: `Adult quizzes have levels 1–${MAX_ADULT_LEVEL}; kids lessons are 1–${KIDS_LESSON_COUNT}`,
    path: ['level'],
  })
  .superRefine((quiz, context) => {
    quiz.questions.forEach((item, index) => {
      if (!isItemTypeAllowed(item.type, quiz.isKidsQuiz)) {
        context.addIssue({
          code: 'custom',
          message: quiz.isKidsQuiz
            ? `Kids lessons hold ${KIDS_ITEM_TYPES.join(', ')} items`
            : `Level quizzes hold ${ADULT_ITEM_TYPES.join(', ')} items`,
          path: ['questions', index, 'type'],
        });
      }
    });
  });
export type QuizWriteBody = z.infer<typeof QuizWriteBodySchema>;

export const AdminQuizListResponseSchema = z.object({ quizzes: z.array(QuizSchema) });
export const AdminQuizResponseSchema = z.object({ quiz: QuizSchema });

/** POST /api/admin/generate-quiz */
export const GenerateQuizBodySchema = z.object({
  language: LanguageCodeSchema,
  level: z.number().int().min(1).max(MAX_ADULT_LEVEL),
  topic: trimmed(200),
});
/** POST /api/admin/generate-kids-quiz */
export const GenerateKidsQuizBodySchema = z.object({
  language: LanguageCodeSchema,
  ageGroup: z.enum(AGE_GROUPS),
  topic: trimmed(200),
});
