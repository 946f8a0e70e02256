import { z } from 'zod';
import { LanguageCodeSchema, UnitIdSchema } from './practice.ts';

/**
 * The guided course's content (decision 195): per language and CEFR level, units of lessons, each lesson a
 * model dialogue, practice steps and a role-play with checkpoints. Everything a learner may answer is
 * authored here as answer patterns (see `src/shared/domain/answer-patterns.ts`):
 *
 * - `(a|b|c)` is one of the alternatives; an empty alternative makes the part optional: `(please|)`.
 * - `{slot}` is any word of the file's slot list of that name; a teacher's reply may say `{slot}` back.
 *
 * Prompts the learner reads about the task (questions, explanations, hints, goals) are written in the
 * three interface languages; what the learner hears, reads as the language being learned, and answers
 * is in the language of the course.
 */
export const COURSE_LEVELS = ['A1', 'A2', 'B1'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const LocalizedSchema = z
  .object({ en: z.string().trim().min(1), es: z.string().trim().min(1), fr: z.string().trim().min(1) })
  .strict();
export type Localized = z.infer<typeof LocalizedSchema>;

const Pattern = z.string().trim().min(1).max(300);
const Patterns = z.array(Pattern).min(1).max(40);
const TargetText = z.string().trim().min(1).max(400);

/** Answers a teacher recognises as a typical mistake, with what to say about it. */
const NearMissSchema = z.object({ answers: Patterns, hint: LocalizedSchema }).strict();

const Options = z.array(TargetText).min(2).max(4);

const ListenChooseStep = z
  .object({
    type: z.literal('listen-choose'),
    /** What the learner hears (spoken by the app's speech) and does not see until answered. */
    audio: TargetText,
    question: LocalizedSchema,
    options: Options,
    answer: z.number().int().min(0).max(3),
    explanation: LocalizedSchema,
  })
  .strict();

const ChooseStep = z
  .object({
    type: z.literal('choose'),
    /** A line in the course's language the learner reads, then answers about. */
    text: TargetText,
    question: LocalizedSchema,
    options: Options,
    answer: z.number().int().min(0).max(3),
    explanation: LocalizedSchema,
  })
  .strict();

const BuildStep = z
  .object({
    type: z.literal('build'),
    question: LocalizedSchema,
    /** The tiles, in the order of the first accepted answer (the player shuffles them). */
    words: z.array(z.string().trim().min(1)).min(3).max(14),
    accepted: Patterns,
    explanation: LocalizedSchema,
  })
  .strict();

const GapStep = z
  .object({
    type: z.literal('gap'),
    question: LocalizedSchema,
    /** The sentence with one `___` where the answer goes. */
    sentence: TargetText.refine((text) => text.split('___').length === 2, 'one ___ gap'),
    /** What fills the gap. */
    accepted: Patterns,
    nearMisses: z.array(NearMissSchema).max(10).default([]),
    explanation: LocalizedSchema,
  })
  .strict();

const SayStep = z
  .object({
    type: z.literal('say'),
    question: LocalizedSchema,
    /** The sentence to say aloud (or type when speaking is not possible). */
    text: TargetText,
    explanation: LocalizedSchema,
  })
  .strict();

const AnswerStep = z
  .object({
    type: z.literal('answer'),
    /** The teacher's question, in the course's language. */
    prompt: TargetText,
    /** What the learner should do, in the interface language. */
    question: LocalizedSchema,
    /** Answers a teacher accepts, found anywhere in what the learner wrote. */
    accepted: Patterns,
    nearMisses: z.array(NearMissSchema).max(10).default([]),
    /** The answer shown after two misses. */
    model: TargetText,
    explanation: LocalizedSchema,
  })
  .strict();

export const LessonStepSchema = z.discriminatedUnion('type', [
  ListenChooseStep,
  ChooseStep,
  BuildStep,
  GapStep,
  SayStep,
  AnswerStep,
]);
export type LessonStep = z.infer<typeof LessonStepSchema>;
export const LESSON_STEP_TYPES = ['listen-choose', 'choose', 'build', 'gap', 'say', 'answer'] as const;

/** One branch of a checkpoint: answers that meet it, and the teacher's reply that fits them. */
const BranchSchema = z.object({ answers: Patterns, reply: TargetText }).strict();

const CheckpointSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
    /** What the learner must do, in the interface language ("Order a drink"). */
    goal: LocalizedSchema,
    /** The teacher's line that asks for it (the opening line asks for the first checkpoint). */
    ask: TargetText.optional(),
    branches: z.array(BranchSchema).min(1).max(8),
    nearMisses: z.array(NearMissSchema).max(10).default([]),
    /** Said after a first miss. */
    hint: LocalizedSchema,
    /** Shown after a second miss: what the learner could have said. */
    model: TargetText,
  })
  .strict();

export const RolePlaySchema = z
  .object({
    scene: LocalizedSchema,
    /** Who the teacher plays, and who the learner is. */
    teacherRole: LocalizedSchema,
    learnerRole: LocalizedSchema,
    /** How the characters address each other, kept through the lesson: tú/usted, tu/vous. */
    register: z.enum(['informal', 'formal']),
    opening: TargetText,
    checkpoints: z.array(CheckpointSchema).min(3).max(5),
    closing: TargetText,
  })
  .strict();
export type RolePlay = z.infer<typeof RolePlaySchema>;

export const LessonSchema = z
  .object({
    id: z.string().regex(/^[a-z]{2}-(a1|a2|b1)-u[1-9]-l[1-9]$/),
    title: LocalizedSchema,
    objective: LocalizedSchema,
    dialogue: z
      .array(z.object({ speaker: z.string().trim().min(1).max(40), text: TargetText }).strict())
      .min(4)
      .max(12),
    steps: z.array(LessonStepSchema).min(6).max(10),
    rolePlay: RolePlaySchema,
  })
  .strict();
export type Lesson = z.infer<typeof LessonSchema>;

export const UnitSchema = z
  .object({
    id: UnitIdSchema,
    title: LocalizedSchema,
    /** The CEFR can-do statement the unit teaches. */
    canDo: LocalizedSchema,
    /** The communicative situation, one per unit of a level (a short slug: "cafe-order"). */
    situation: z.string().regex(/^[a-z][a-z0-9-]{1,40}$/),
    targets: z
      .object({
        phrases: z.array(TargetText).min(2),
        structures: z.array(z.string().trim().min(1)).min(1),
        vocabulary: z.array(TargetText).min(4),
      })
      .strict(),
    /** Earlier units whose language this one uses again. */
    recycles: z.array(z.string()).default([]),
    lessons: z.array(LessonSchema).min(3).max(6),
  })
  .strict();
export type Unit = z.infer<typeof UnitSchema>;

/** One unit, in its own file `content/course/<language>/<level>/unit-<n>.json`. */
export const CourseUnitFileSchema = z
  .object({
    language: LanguageCodeSchema,
    level: z.enum(COURSE_LEVELS),
    /** Word lists the unit's answer patterns name with `{slot}`. */
    slots: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), z.array(TargetText).min(1)).default({}),
    unit: UnitSchema,
  })
  .strict();
export type CourseUnitFile = z.infer<typeof CourseUnitFileSchema>;

/**
 * Free conversation on a unit's theme (decision 200), per language in `content/course/<language>/conversation.json`:
 * for each unit, the teacher's opening line and the questions it asks on the theme, in the language taught.
 */
export const ConversationThemeSchema = z
  .object({
    opening: TargetText,
    questions: z.array(TargetText).min(4).max(12),
  })
  .strict();
export type ConversationTheme = z.infer<typeof ConversationThemeSchema>;

export const ConversationThemesFileSchema = z
  .object({
    language: LanguageCodeSchema,
    units: z.record(UnitIdSchema, ConversationThemeSchema),
  })
  .strict();
