import { z } from 'zod';
import { KIDS_LESSON_COUNT, KIDS_LESSON_NAMES } from '../domain/kids-rules.ts';
import { MAX_ADULT_LEVEL, QUIZ_QUESTION_COUNT } from '../domain/quiz-rules.ts';
import { LanguageCodeSchema } from './practice.ts';
import { AGE_GROUPS, DISTINCT_OPTIONS_ISSUE, distinctOptionCount, QuestionSchema } from './quizzes.ts';

/**
 * What a complete quiz must satisfy beyond the general question contract: the shipped content in
 * `content/` and every AI-generated quiz are held to these rules before they reach the database.
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

/** content/quizzes/<language>-level-<n>.json */
export const AdultQuizContentSchema = z.strictObject({
  language: LanguageCodeSchema,
  level: z.number().int().min(1).max(MAX_ADULT_LEVEL),
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(1000),
  questions: z.array(withExplanation).length(QUIZ_QUESTION_COUNT).superRefine(noRepeatedQuestions),
});
export type AdultQuizContent = z.infer<typeof AdultQuizContentSchema>;

/** content/kids/<language>-lesson-<n>.json */
export const KidsLessonContentSchema = z
  .strictObject({
    language: LanguageCodeSchema,
    lesson: z.number().int().min(1).max(KIDS_LESSON_COUNT),
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(1000),
    ageGroup: z.enum(AGE_GROUPS),
    questions: z.array(withExplanationAndEmoji).min(8).max(50).superRefine(noRepeatedQuestions),
  })
  .refine((lesson) => lesson.title === KIDS_LESSON_NAMES[lesson.lesson], {
    message: 'A kids lesson carries the spec name of its lesson number',
    path: ['title'],
  });
export type KidsLessonContent = z.infer<typeof KidsLessonContentSchema>;

// --- AI generation --------------------------------------------------------------------------------
// Plain objects (every field required) so they translate into a JSON schema a model can follow strictly.

const GeneratedQuestionFields = {
  question: z.string().trim().min(1).max(500).describe('The question, written in the target language'),
  options: z.array(z.string().trim().min(1).max(200)).length(4).describe('Exactly four different options'),
  correctAnswer: z.number().int().min(0).max(3).describe('Zero-based index of the one correct option'),
  explanation: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .describe('Why the answer is right, in one or two sentences'),
};

// Unlike QuestionSchema's check, a wrong number of options is left to the length check alone.
const distinctOptions = (question: { options: string[] }) =>
  distinctOptionCount(question.options) === question.options.length;

export const GeneratedQuestionSchema = z
  .object(GeneratedQuestionFields)
  .refine(distinctOptions, DISTINCT_OPTIONS_ISSUE);
export const GeneratedKidsQuestionSchema = z
  .object({
    ...GeneratedQuestionFields,
    emoji: z.string().trim().min(1).max(16).describe('One emoji that illustrates the question'),
  })
  .refine(distinctOptions, DISTINCT_OPTIONS_ISSUE);

/** A generated quiz: a title, a description and QUIZ_QUESTION_COUNT different questions. */
const generatedQuiz = <Question extends z.ZodType<{ question: string }>>(questionSchema: Question) =>
  z.object({
    title: z.string().trim().min(1).max(200),
    description: z.string().trim().min(1).max(1000),
    questions: z.array(questionSchema).length(QUIZ_QUESTION_COUNT).superRefine(noRepeatedQuestions),
  });

export const GeneratedQuizSchema = generatedQuiz(GeneratedQuestionSchema);
export type GeneratedQuiz = z.infer<typeof GeneratedQuizSchema>;

export const GeneratedKidsQuizSchema = generatedQuiz(GeneratedKidsQuestionSchema);
export type GeneratedKidsQuiz = z.infer<typeof GeneratedKidsQuizSchema>;
