import { z } from 'zod';
import { KIDS_LESSON_COUNT, KIDS_LESSON_NAMES } from '../domain/kids-rules.ts';
import { MAX_ADULT_LEVEL, QUIZ_QUESTION_COUNT } from '../domain/quiz-rules.ts';
import { LanguageCodeSchema } from './practice.ts';
import {
  ADULT_ITEM_TYPES,
  AGE_GROUPS,
  isItemTypeAllowed,
  KIDS_ITEM_TYPES,
  MAX_BANK_SIZE,
  QuestionSchema,
  QuizLocalizedSchema,
  type Question,
} from './quizzes.ts';

/**
 * What a complete quiz must satisfy beyond the general item contract: the shipped content in `content/`
 * and every AI-generated quiz are held to these rules before they reach the database. The content
 * rules of the shipped banks (targets, distractors, spread of keys) are checked by content/content.test.ts.
 */
const withExplanation = QuestionSchema.refine((question) => Boolean(question.explanation?.trim()), {
  message: 'Every question needs an explanation',
  path: ['explanation'],
});
const withExplanationAndEmoji = withExplanation.refine((question) => Boolean(question.emoji?.trim()), {
  message: 'Every kids question needs an emoji',
  path: ['emoji'],
});

function noRepeatedQuestions(questions: { question: string }[], context: z.RefinementCtx) {
  const seen = new Set<string>();
  questions.forEach((question, index) => {
    const key = question.question.trim().toLowerCase();
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', message: 'This question appears twice', path: [index, 'question'] });
    }
    seen.add(key);
  });
}

const onlyTypesOf = (isKidsQuiz: boolean) => (questions: Question[], context: z.RefinementCtx) => {
  questions.forEach((question, index) => {
    if (!isItemTypeAllowed(question.type, isKidsQuiz)) {
      context.addIssue({
        code: 'custom',
        message: `Not an item type of ${isKidsQuiz ? 'kids lessons' : 'level quizzes'}: ${question.type}`,
        path: [index, 'type'],
      });
    }
  });
};

/**
 * The least items a shipped level's bank holds (each attempt draws QUIZ_QUESTION_COUNT of them). The
 * schema itself accepts any bank from QUIZ_QUESTION_COUNT items up; content/content.test.ts holds every
 * shipped bank to this minimum.
 */
export const SHIPPED_BANK_MIN = 30;

/** content/quizzes/<language>-level-<n>.json: a bank of items, QUIZ_QUESTION_COUNT drawn per attempt. */
export const AdultQuizContentSchema = z.strictObject({
  language: LanguageCodeSchema,
  level: z.number().int().min(1).max(MAX_ADULT_LEVEL),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  localized: QuizLocalizedSchema.optional(),
  questions: z
    .array(withExplanation)
    .min(QUIZ_QUESTION_COUNT)
    .max(MAX_BANK_SIZE)
    .superRefine(noRepeatedQuestions)
    .superRefine(onlyTypesOf(false)),
});
export type AdultQuizContent = z.infer<typeof AdultQuizContentSchema>;

/** A kids lesson plays every item it holds, so it stays short. */
export const KIDS_LESSON_MIN_ITEMS = 10;
export const KIDS_LESSON_MAX_ITEMS = 16;

/** content/kids/<language>-lesson-<n>.json */
export const KidsLessonContentSchema = z
  .strictObject({
    language: LanguageCodeSchema,
    lesson: z.number().int().min(1).max(KIDS_LESSON_COUNT),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(1000),
    localized: QuizLocalizedSchema.optional(),
    ageGroup: z.enum(AGE_GROUPS),
    questions: z
      .array(withExplanationAndEmoji)
      .min(KIDS_LESSON_MIN_ITEMS)
      .max(KIDS_LESSON_MAX_ITEMS)
      .superRefine(noRepeatedQuestions)
      .superRefine(onlyTypesOf(true)),
  })
  .refine((lesson) => lesson.title === KIDS_LESSON_NAMES[lesson.lesson], {
    message: 'A kids lesson carries the spec name of its lesson number',
    path: ['title'],
  });
export type KidsLessonContent = z.infer<typeof KidsLessonContentSchema>;

// --- AI generation --------------------------------------------------------------------------------
// The model fills one flat object per item (every field required, unused ones empty) so it translates
// into a JSON schema a model can follow strictly; each is then turned into a typed item and validated
// with the same item schema as the shipped content and the admin form.

const generatedItemFields = {
  question: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe(
      'The prompt, written in the target language. gap-fill and sentence: contains ___ for the gap. error-spotting: the whole sentence with one error. meaning-in-context: a sentence with the expression in «guillemets», asking what it means. word-order: a short instruction.',
    ),
  passage: z
    .string()
    .max(2000)
    .describe(
      'reading: the text the question is about, 2–12 sentences (longer at higher levels); tiny-reading: 2–3 sentences; otherwise ""',
    ),
  audioText: z
    .string()
    .max(500)
    .describe(
      'listening / listen-tap: the sentence or word the app speaks aloud (equal to one option); otherwise ""',
    ),
  options: z
    .array(z.string().trim().min(1).max(200))
    .max(4)
    .describe(
      'Exactly four different options ([] for word-order). error-spotting: the sentence cut into four consecutive segments.',
    ),
  correctAnswer: z
    .number()
    .int()
    .min(0)
    .max(3)
    .describe('Zero-based index of the one correct option (0 for word-order)'),
  words: z
    .array(z.string().trim().min(1).max(80))
    .max(12)
    .describe('word-order: 4–12 tiles in a scrambled order; otherwise []'),
  answer: z
    .string()
    .max(500)
    .describe('word-order: the correct sentence, the tiles joined with spaces; otherwise ""'),
  explanation: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .describe('Why the answer is right, in one or two sentences'),
};

const GeneratedItemSchema = z.object({
  type: z.enum(ADULT_ITEM_TYPES).describe('The kind of item'),
  ...generatedItemFields,
});
const GeneratedKidsItemSchema = z.object({
  type: z.enum(KIDS_ITEM_TYPES).describe('The kind of item'),
  ...generatedItemFields,
  emoji: z
    .string()
    .trim()
    .min(1)
    .max(16)
    .describe('One emoji that shows the subject without giving the answer'),
});
export type GeneratedItem = Omit<z.infer<typeof GeneratedItemSchema>, 'type'> & {
  type: z.infer<typeof GeneratedItemSchema>['type'] | z.infer<typeof GeneratedKidsItemSchema>['type'];
  emoji?: string;
};

/** A generated quiz as the model writes it. */
const generatedWire = <Item extends z.ZodType>(item: Item) =>
  z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(1000),
    questions: z.array(item).length(QUIZ_QUESTION_COUNT),
  });
export const GeneratedQuizWireSchema = generatedWire(GeneratedItemSchema);
export const GeneratedKidsQuizWireSchema = generatedWire(GeneratedKidsItemSchema);

/** One generated item as the typed item its `type` names (fields other types use are left out). */
export function itemFromGenerated(item: GeneratedItem): unknown {
  const { type, question, explanation } = item;
  const common = { type, question, explanation, ...(item.emoji ? { emoji: item.emoji } : {}) };
  if (type === 'word-order') return { ...common, words: item.words, answer: item.answer };
  const choice = { ...common, options: item.options, correctAnswer: item.correctAnswer };
  if (type === 'reading' || type === 'tiny-reading') return { ...choice, passage: item.passage };
  if (type === 'listening' || type === 'listen-tap') return { ...choice, audioText: item.audioText };
  return choice;
}

/** A generated quiz after conversion: QUIZ_QUESTION_COUNT different, valid items of the quiz's kind. */
const generatedQuiz = (item: z.ZodType<Question>, isKidsQuiz: boolean) =>
  z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(1000),
    questions: z
      .array(item)
      .length(QUIZ_QUESTION_COUNT)
      .superRefine(noRepeatedQuestions)
      .superRefine(onlyTypesOf(isKidsQuiz)),
  });

export const GeneratedQuizSchema = generatedQuiz(withExplanation, false);
export type GeneratedQuiz = z.infer<typeof GeneratedQuizSchema>;

export const GeneratedKidsQuizSchema = generatedQuiz(withExplanationAndEmoji, true);
export type GeneratedKidsQuiz = z.infer<typeof GeneratedKidsQuizSchema>;
