import { z } from 'zod';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { COURSE_LEVELS, LocalizedSchema } from './course-content.ts';
import { RowIdParamSchema } from './ids.ts';
import { CefrLevelSchema } from './placement.ts';
import { CorrectionSchema } from './practice.ts';

/** The guided course as the learner sees it (decision 195): what to do, never the answers. */

export const CourseLanguageParamsSchema = z.object({ language: z.enum(LANGUAGE_CODES) });
export const LessonParamsSchema = z.object({
  lessonId: z.string().regex(/^[a-z]{2}-(a1|a2|b1)-u[1-9]-l[1-9]$/),
});
export const LessonRunParamsSchema = z.object({ runId: RowIdParamSchema });

export const LESSON_STATES = ['done', 'next', 'open', 'locked'] as const;

export const CourseMapSchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  /** The latest placement's level, or null before any. */
  placedLevel: CefrLevelSchema.nullable(),
  /** The course level the learner starts at: their placed level, or the highest the course has. */
  startLevel: z.enum(COURSE_LEVELS),
  /** The highest level the course has so far; a learner placed above it is told so. */
  courseReaches: z.enum(COURSE_LEVELS),
  units: z.array(
    z.object({
      id: z.string(),
      level: z.enum(COURSE_LEVELS),
      title: LocalizedSchema,
      canDo: LocalizedSchema,
      lessons: z.array(
        z.object({
          id: z.string(),
          title: LocalizedSchema,
          objective: LocalizedSchema,
          state: z.enum(LESSON_STATES),
          /** Best stars of the finished runs, 0 when never finished. */
          stars: z.number().int().min(0).max(3),
        }),
      ),
    }),
  ),
  /** Lessons done of the learner's current course level, toward the next CEFR level. */
  progress: z.object({ level: z.enum(COURSE_LEVELS), done: z.number().int(), total: z.number().int() }),
  /** The lesson to do next, or null when every lesson is done. */
  nextLessonId: z.string().nullable(),
});
export type CourseMap = z.infer<typeof CourseMapSchema>;

/** The step shown, without what answers it. */
export const LessonStepViewSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('listen-choose'),
    question: LocalizedSchema,
    options: z.array(z.string()),
  }),
  z.object({
    type: z.literal('choose'),
    text: z.string(),
    question: LocalizedSchema,
    options: z.array(z.string()),
  }),
  z.object({ type: z.literal('build'), question: LocalizedSchema, tiles: z.array(z.string()) }),
  z.object({ type: z.literal('gap'), question: LocalizedSchema, sentence: z.string() }),
  z.object({ type: z.literal('say'), question: LocalizedSchema, text: z.string() }),
  z.object({ type: z.literal('answer'), question: LocalizedSchema, prompt: z.string() }),
]);
export type LessonStepView = z.infer<typeof LessonStepViewSchema>;

export const LessonRunSchema = z.object({
  id: z.number().int(),
  lessonId: z.string(),
  language: z.enum(LANGUAGE_CODES),
  /** The practice session counting its minutes. */
  sessionId: z.number().int().nullable(),
  phase: z.enum(['steps', 'role-play', 'done']),
  title: LocalizedSchema,
  objective: LocalizedSchema,
  dialogue: z.array(z.object({ speaker: z.string(), text: z.string() })),
  stepIndex: z.number().int(),
  stepCount: z.number().int(),
  /** Misses on the step or checkpoint shown. */
  misses: z.number().int(),
  step: LessonStepViewSchema.nullable(),
  rolePlay: z.object({
    scene: LocalizedSchema,
    teacherRole: LocalizedSchema,
    learnerRole: LocalizedSchema,
    checkpoints: z.array(
      z.object({ id: z.string(), goal: LocalizedSchema, state: z.enum(['met', 'current', 'pending']) }),
    ),
    transcript: z.array(z.object({ from: z.enum(['teacher', 'learner']), text: z.string() })),
  }),
  result: z
    .object({
      score: z.number().int(),
      stars: z.number().int().min(1).max(3),
      nextLessonId: z.string().nullable(),
    })
    .nullable(),
});
export type LessonRun = z.infer<typeof LessonRunSchema>;

export const LessonAnswerBodySchema = z
  .object({
    /** The step shown (or the checkpoint, in the role-play): an answer to another is 409. */
    position: z.number().int().min(0).max(20),
    choice: z.number().int().min(0).max(3).optional(),
    text: z.string().trim().min(1).max(500).optional(),
    /** Whether the text came from speech (stored with the answer; graded the same way). */
    spoken: z.boolean().optional(),
  })
  .refine((body) => (body.choice === undefined) !== (body.text === undefined), {
    message: 'Give either a choice or a text',
  });
export type LessonAnswerBody = z.infer<typeof LessonAnswerBodySchema>;

export const LessonFeedbackSchema = z.object({
  verdict: z.enum(['correct', 'near', 'wrong', 'met', 'missed']),
  hint: LocalizedSchema.nullable(),
  slips: z.array(z.object({ given: z.string(), expected: z.string(), accents: z.boolean() })),
  /** The right answer: shown when the answer was right, or after the second miss. */
  model: z.string().nullable(),
  explanation: LocalizedSchema.nullable(),
  /** The teacher's line in the role-play, fitted to what the learner said. */
  reply: z.string().nullable(),
  /** Slips the corrector found elsewhere in a line the learner wrote in their own words (kept as cards). */
  corrections: z.array(CorrectionSchema),
});
export type LessonFeedback = z.infer<typeof LessonFeedbackSchema>;

export const LessonAnswerResponseSchema = z.object({ feedback: LessonFeedbackSchema, run: LessonRunSchema });

export const LessonAudioQuerySchema = z.object({
  /** A line of the model dialogue; without it, what the step shown speaks. */
  line: z.coerce.number().int().min(0).max(20).optional(),
});

export const DAILY_GOALS = [5, 10, 15, 20] as const;
export const DailyGoalBodySchema = z.object({
  minutes: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20)]),
});

/** Today's plan (decision 196): due reviews, then the next lesson, then free conversation. */
export const TodaySchema = z.object({
  language: z.enum(LANGUAGE_CODES),
  dueReviews: z.number().int(),
  nextLesson: z
    .object({
      id: z.string(),
      title: LocalizedSchema,
      unitTitle: LocalizedSchema,
      level: z.enum(COURSE_LEVELS),
    })
    .nullable(),
  /** The next lesson's unit, offered as the theme of free conversation (decision 200). */
  conversationTheme: z.object({ unit: z.string(), title: LocalizedSchema }).nullable(),
  goalMinutes: z.number().int(),
  minutesToday: z.number().int(),
  placedLevel: CefrLevelSchema.nullable(),
});
export type Today = z.infer<typeof TodaySchema>;
export const TodayQuerySchema = z.object({ language: z.enum(LANGUAGE_CODES).optional() });
