import { z } from 'zod';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { KIDS_LESSON_COUNT } from '../domain/kids-rules.ts';
import { LanguageCodeSchema } from './practice.ts';
import { AGE_GROUPS, QuestionSchema } from './quizzes.ts';

/**
 * Learner contracts for level quizzes and ABC For Kids (SPEC §7). The admin shapes live in quizzes.ts.
 * The server computes every score from the submitted answers; score, stars or completed flags a client
 * sends (the spec's payloads carry them) are accepted and ignored.
 */

/** One answer per question: the zero-based index of the chosen option. */
const AnswersSchema = z.array(z.number().int().min(0).max(3)).min(1).max(50);
const IgnoredClaims = {
  score: z.unknown().optional(),
  stars: z.unknown().optional(),
  completed: z.unknown().optional(),
};

/** A quiz in a learner's list: no questions, just what a card shows. */
export const QuizSummarySchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
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

/** A quiz to play: its questions with answers, so the player can reveal them at once (decision 010). */
export const PlayableQuizSchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  title: z.string(),
  description: z.string(),
  isKidsQuiz: z.boolean(),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  questions: z.array(QuestionSchema),
});
export type PlayableQuiz = z.infer<typeof PlayableQuizSchema>;

export const QuizIdParamsSchema = z.object({ id: RowIdParamSchema });

/** GET /api/quiz/{id} */
export const PlayableQuizResponseSchema = z.object({ quiz: PlayableQuizSchema });
export type PlayableQuizResponse = z.infer<typeof PlayableQuizResponseSchema>;

/** POST /api/quiz/complete */
export const CompleteQuizBodySchema = z.object({
  quizId: RowIdSchema,
  answers: AnswersSchema,
  language: LanguageCodeSchema.optional(),
  level: z.unknown().optional(),
  ...IgnoredClaims,
});
export type CompleteQuizBody = z.infer<typeof CompleteQuizBodySchema>;

export const QuizResultSchema = z.object({
  quizId: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  score: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
  /** Per question, whether the submitted answer was right. */
  correct: z.array(z.boolean()),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;
export const CompleteQuizResponseSchema = z.object({ result: QuizResultSchema });
export type CompleteQuizResponse = z.infer<typeof CompleteQuizResponseSchema>;

// --- ABC For Kids -------------------------------------------------------------------------------

export const KidsLessonSummarySchema = QuizSummarySchema.extend({ ageGroup: z.enum(AGE_GROUPS).nullable() });
export type KidsLessonSummary = z.infer<typeof KidsLessonSummarySchema>;

/** GET /api/quiz/kids/available?language= */
export const KidsAvailableQuerySchema = z.object({ language: LanguageCodeSchema });
export const KidsAvailableResponseSchema = z.object({ quizzes: z.array(KidsLessonSummarySchema) });
export type KidsAvailableResponse = z.infer<typeof KidsAvailableResponseSchema>;

/** GET /api/quiz/kids?language=&lesson=[&quizId=] — quizId picks one lesson when several share a number. */
export const KidsLessonQuerySchema = z.object({
  language: LanguageCodeSchema,
  lesson: z.coerce.number().int().min(1).max(KIDS_LESSON_COUNT),
  quizId: RowIdParamSchema.optional(),
});
export const KidsLessonResponseSchema = z.object({ quiz: PlayableQuizSchema });
export type KidsLessonResponse = z.infer<typeof KidsLessonResponseSchema>;

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

/** POST /api/progress/kids */
export const SaveKidsProgressBodySchema = z.object({
  language: LanguageCodeSchema,
  lesson: z.number().int().min(1).max(KIDS_LESSON_COUNT),
  quizId: RowIdSchema.optional(),
  answers: AnswersSchema,
  ...IgnoredClaims,
});
export type SaveKidsProgressBody = z.infer<typeof SaveKidsProgressBodySchema>;

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
export const SaveKidsProgressResponseSchema = z.object({ result: KidsLessonResultSchema });
export type SaveKidsProgressResponse = z.infer<typeof SaveKidsProgressResponseSchema>;
