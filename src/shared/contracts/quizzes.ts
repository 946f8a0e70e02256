import { z } from 'zod';
import { KIDS_LESSON_COUNT } from '../domain/kids-rules.ts';
import { MAX_ADULT_LEVEL } from '../domain/quiz-rules.ts';
import { LanguageCodeSchema } from './practice.ts';

/**
 * Quiz contracts shared by the learner quiz API, the admin quiz API, the seed content and AI generation.
 * Adult quizzes: levels 1–5. Kids quizzes: `level` is the lesson number 1–8 (decision D6).
 */
export const AGE_GROUPS = ['4-6', '7-9', '10-12'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

const oneTo = (last: number): readonly number[] => Array.from({ length: last }, (_, index) => index + 1);
export const ADULT_LEVELS = oneTo(MAX_ADULT_LEVEL);
export const KIDS_LESSONS = oneTo(KIDS_LESSON_COUNT);

const trimmed = (max: number) => z.string().trim().min(1).max(max);

/** How many different options a question has, ignoring case and surrounding spaces. */
export const distinctOptionCount = (options: readonly string[]) =>
  new Set(options.map((option) => option.trim().toLowerCase())).size;
export const DISTINCT_OPTIONS_ISSUE = { message: 'The four options must be different', path: ['options'] };

export const QuestionSchema = z
  .object({
    question: trimmed(500),
    options: z.array(trimmed(200)).length(4),
    correctAnswer: z.number().int().min(0).max(3),
    explanation: z.string().trim().max(1000).optional(),
    /** Kids questions show it; default 🎯 in the player. */
    emoji: z.string().trim().max(16).optional(),
  })
  .refine((question) => distinctOptionCount(question.options) === 4, DISTINCT_OPTIONS_ISSUE);
export type Question = z.infer<typeof QuestionSchema>;

/** A quiz as the admin sees it (with answers). */
export const QuizSchema = z.object({
  id: z.number().int(),
  language: LanguageCodeSchema,
  level: z.number().int(),
  title: z.string(),
  description: z.string(),
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
    questions: z.array(QuestionSchema).min(1).max(50),
    isActive: z.boolean().default(true),
    isKidsQuiz: z.boolean().default(false),
    ageGroup: z.enum(AGE_GROUPS).optional(),
  })
  .refine((quiz) => (quiz.isKidsQuiz ? quiz.level <= KIDS_LESSON_COUNT : quiz.level <= MAX_ADULT_LEVEL), {
    message: `Adult quizzes have levels 1–${MAX_ADULT_LEVEL}; kids lessons are 1–${KIDS_LESSON_COUNT}`,
    path: ['level'],
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
