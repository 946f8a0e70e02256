import { z } from 'zod';
import { RowIdParamSchema } from './ids.ts';
import { KIDS_LESSON_COUNT } from '../domain/kids-rules.ts';
import { LanguageCodeSchema } from './practice.ts';
import { INTERFACE_LANGUAGES } from '../domain/interface-languages.ts';
import { AGE_GROUPS, ITEM_TYPES, MAX_BANK_SIZE, QuizLocalizedSchema } from './quizzes.ts';

/** One text in the interface languages other than the one it was written in (decision 202). */
export const LocalizedTextSchema = z.partialRecord(z.enum(INTERFACE_LANGUAGES), z.string());
export type LocalizedText = z.infer<typeof LocalizedTextSchema>;

/**
 * Learner contracts for level quizzes and ABC For Kids (docs/product.md#quizzes, #kids). The admin shapes
 * live in quizzes.ts. A quiz is played as an attempt the server draws and remembers (docs/decisions/081): the
 * learner gets items without keys, each answer is checked by the server as it is given, and the score, pass
 * and stars are computed from the attempt's own answers.
 */

/**
 * A quiz in a learner's list: no questions, just what a card shows, with the server's verdict for the
 * learner asking (docs/decisions/108): the web shows these and decides none of them.
 */
export const QuizSummarySchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The title and description in other interface languages; the web shows the interface's own. */
  localized: QuizLocalizedSchema.nullish(),
  questionCount: z.number().int(),
  /** Whether the learner may play it now (an adult level opens with a passed quiz of the level below). */
  isUnlocked: z.boolean(),
  /** Adult quizzes: passed at least once. Kids lessons: the lesson is completed. */
  passed: z.boolean(),
});
export type QuizSummary = z.infer<typeof QuizSummarySchema>;

/** GET /api/quiz/available: active adult quizzes, by language and level. */
export const AvailableQuizzesResponseSchema = z.object({ quizzes: z.array(QuizSummarySchema) });
export type AvailableQuizzesResponse = z.infer<typeof AvailableQuizzesResponseSchema>;

export const QuizProgressSchema = z.object({
  quizId: z.number().int(),
  /** Passed at least once. */
  completed: z.boolean(),
  bestScore: z.number().int(),
  total: z.number().int(),
  attempts: z.number().int(),
  lastAttemptAt: z.iso.datetime({ offset: true }),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;

/** GET /api/quiz/progress */
export const QuizProgressResponseSchema = z.object({ progress: z.array(QuizProgressSchema) });
export type QuizProgressResponse = z.infer<typeof QuizProgressResponseSchema>;

/** What a learner sees of one item before answering it: never its key, never the text it speaks. */
export const PlayableItemSchema = z.object({
  /** The item's place in the quiz's bank; answers name it. */
  itemIndex: z.number().int(),
  type: z.enum(ITEM_TYPES),
  question: z.string(),
  /** The question in other interface languages, where it is an instruction rather than the material. */
  localizedQuestion: LocalizedTextSchema.optional(),
  passage: z.string().optional(),
  options: z.array(z.string()).optional(),
  /** The options in other interface languages, same order, where they are meanings in the learner's language. */
  localizedOptions: z.partialRecord(z.enum(INTERFACE_LANGUAGES), z.array(z.string())).optional(),
  /** word-order: the tiles, scrambled. */
  words: z.array(z.string()).optional(),
  emoji: z.string().optional(),
  /** listen-tap items for young children: a picture per option, same order (decision 207). */
  pictures: z.array(z.string()).optional(),
  /** listening items: the audio comes from GET /api/quizzes/attempts/{attemptId}/items/{itemIndex}/audio. */
  hasAudio: z.boolean(),
});
export type PlayableItem = z.infer<typeof PlayableItemSchema>;

/** A started attempt: the quiz and the items the server drew for it, in the order they are played. */
export const QuizAttemptSchema = z.object({
  attemptId: z.number().int(),
  quiz: z.object({
    id: z.number().int(),
    language: LanguageCodeSchema,
    level: z.number().int(),
    title: z.string(),
    description: z.string(),
    localized: QuizLocalizedSchema.nullish(),
    isKidsQuiz: z.boolean(),
    ageGroup: z.enum(AGE_GROUPS).nullable(),
  }),
  items: z.array(PlayableItemSchema),
  passMark: z.number().int(),
});
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>;

export const QuizIdParamsSchema = z.object({ id: RowIdParamSchema });
const IdSchema = RowIdParamSchema;
export const AttemptParamsSchema = z.object({ attemptId: IdSchema });
export const AttemptItemParamsSchema = z.object({
  attemptId: IdSchema,
  itemIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(MAX_BANK_SIZE - 1),
});

/** POST /api/quizzes/{id}/attempts and POST /api/kids/lessons/attempts */
export const QuizAttemptResponseSchema = z.object({ attempt: QuizAttemptSchema });
export type QuizAttemptResponse = z.infer<typeof QuizAttemptResponseSchema>;

/** POST /api/kids/lessons/attempts — quizId picks one lesson when several share a number. */
export const StartKidsAttemptBodySchema = z.object({
  language: LanguageCodeSchema,
  lesson: z.number().int().min(1).max(KIDS_LESSON_COUNT),
  quizId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type StartKidsAttemptBody = z.infer<typeof StartKidsAttemptBodySchema>;

/**
 * POST /api/quizzes/attempts/{attemptId}/answers: one answer to one drawn item, given once. `answer` is
 * the chosen option's index, or for word-order the tiles' indexes in the order the learner put them.
 */
export const AnswerItemBodySchema = z.object({
  itemIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_BANK_SIZE - 1),
  answer: z.union([z.number().int().min(0).max(3), z.array(z.number().int().min(0).max(11)).min(1).max(12)]),
});
export type AnswerItemBody = z.infer<typeof AnswerItemBodySchema>;

/** The server's verdict on one answer, with what was right: shown during the reveal. */
export const ItemVerdictSchema = z.object({
  itemIndex: z.number().int(),
  correct: z.boolean(),
  /** Option items: the index of the right option. */
  rightOption: z.number().int().nullable(),
  /** word-order: the right sentence. */
  rightSentence: z.string().nullable(),
  explanation: z.string().nullable(),
  localizedExplanation: LocalizedTextSchema.optional(),
  /** How many of the attempt's items are answered now, and how many of them right. */
  answered: z.number().int(),
  score: z.number().int(),
});
export type ItemVerdict = z.infer<typeof ItemVerdictSchema>;
export const ItemVerdictResponseSchema = z.object({ verdict: ItemVerdictSchema });
export type ItemVerdictResponse = z.infer<typeof ItemVerdictResponseSchema>;

export const QuizResultSchema = z.object({
  quizId: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  score: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  /** The level this pass opens (the next one, up to the last level); null when not passed or at the top. */
  unlocksLevel: z.number().int().nullable(),
  /** Per drawn item, in the attempt's order, whether its answer was right. */
  correct: z.array(z.boolean()),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;
/** POST /api/quizzes/attempts/{attemptId}/complete */
export const CompleteQuizResponseSchema = z.object({ result: QuizResultSchema });
export type CompleteQuizResponse = z.infer<typeof CompleteQuizResponseSchema>;

/**
 * One item of a completed attempt, as the end-of-quiz review lists it: the item, what the learner
 * answered, what was right and why (decision 204). Only a completed attempt is reviewed, so nothing here
 * helps while the attempt is being played.
 */
export const ReviewedItemSchema = z.object({
  itemIndex: z.number().int(),
  type: z.enum(ITEM_TYPES),
  question: z.string(),
  localizedQuestion: LocalizedTextSchema.optional(),
  passage: z.string().optional(),
  /** Listening items: the sentence that was spoken, now that the attempt is over. */
  spoken: z.string().optional(),
  /** The learner's answer in words: the option chosen, or the sentence the tiles made. */
  given: z.string(),
  correct: z.boolean(),
  /** The right answer in words. */
  right: z.string(),
  explanation: z.string().nullable(),
  localizedExplanation: LocalizedTextSchema.optional(),
});
export type ReviewedItem = z.infer<typeof ReviewedItemSchema>;

/** GET /api/quizzes/attempts/{attemptId}/review */
export const AttemptReviewResponseSchema = z.object({
  review: z.object({ attemptId: z.number().int(), items: z.array(ReviewedItemSchema) }),
});
export type AttemptReviewResponse = z.infer<typeof AttemptReviewResponseSchema>;

// --- ABC For Kids -------------------------------------------------------------------------------

export const KidsLessonSummarySchema = QuizSummarySchema.extend({
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  /** Best stars kept for the lesson's number (1–3); 0 until it is completed. */
  stars: z.number().int(),
});
export type KidsLessonSummary = z.infer<typeof KidsLessonSummarySchema>;

/** GET /api/quiz/kids/available?language= */
export const KidsAvailableQuerySchema = z.object({ language: LanguageCodeSchema });
export const KidsAvailableResponseSchema = z.object({
  quizzes: z.array(KidsLessonSummarySchema),
  /** The best stars of every completed lesson of the language, added up. */
  totalStars: z.number().int(),
  /** Completed lessons of the language as a whole percentage (docs/product.md#kids). */
  progressPercent: z.number().int(),
});
export type KidsAvailableResponse = z.infer<typeof KidsAvailableResponseSchema>;

export const KidsProgressSchema = z.object({
  language: LanguageCodeSchema,
  lesson: z.number().int(),
  /** Best stars across retries (1–3). */
  stars: z.number().int(),
  score: z.number().int(),
  total: z.number().int(),
  completed: z.boolean(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type KidsProgress = z.infer<typeof KidsProgressSchema>;

/** GET /api/progress/kids */
export const KidsProgressResponseSchema = z.object({ progress: z.array(KidsProgressSchema) });
export type KidsProgressResponse = z.infer<typeof KidsProgressResponseSchema>;

export const KidsLessonResultSchema = z.object({
  language: LanguageCodeSchema,
  lesson: z.number().int(),
  quizId: z.number().int(),
  score: z.number().int(),
  total: z.number().int(),
  /** Stars for this attempt. */
  stars: z.number().int(),
  /** Best stars kept for the lesson. */
  bestStars: z.number().int(),
  completed: z.boolean(),
});
export type KidsLessonResult = z.infer<typeof KidsLessonResultSchema>;
/** POST /api/kids/lessons/attempts/{attemptId}/complete */
export const SaveKidsProgressResponseSchema = z.object({ result: KidsLessonResultSchema });
export type SaveKidsProgressResponse = z.infer<typeof SaveKidsProgressResponseSchema>;
