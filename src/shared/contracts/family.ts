import { z } from 'zod';
import { AGE_GROUPS } from '../domain/kids-rules.ts';
import { LANGUAGE_CODES } from '../domain/languages.ts';
import { QuizLocalizedSchema } from './quizzes.ts';

export { KidModeSchema, type KidMode } from './auth.ts';

/** How many child profiles one account may hold (decision 208). */
export const MAX_CHILD_PROFILES = 6;

/** The avatars a child profile may wear: pictures a child recognises, no faces of real people. */
export const CHILD_AVATARS = [
  '🦊',
  '🐼',
  '🐯',
  '🐸',
  '🦁',
  '🐨',
  '🐰',
  '🐙',
  '🦄',
  '🐢',
  '🐧',
  '🦉',
  '🚀',
  '🌈',
  '⚽',
  '🎨',
] as const;

/** A 4-digit PIN: what a parent types to leave kid mode. */
export const KidPinSchema = z.string().regex(/^\d{4}$/, 'The PIN is four digits.');

export const ChildProfileBodySchema = z.object({
  /** A first name or a nickname: what the child is called on the screen. */
  name: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .refine((name) => !/[\p{Cc}\p{Cf}]/u.test(name), 'Use letters, digits and spaces only.'),
  avatar: z.enum(CHILD_AVATARS),
  ageGroup: z.enum(AGE_GROUPS),
  /** The language the child learns; kid mode opens its lessons. */
  language: z.enum(LANGUAGE_CODES),
});
export type ChildProfileBody = z.infer<typeof ChildProfileBodySchema>;

export const ChildParamsSchema = z.object({
  childId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/**
 * What a parent sees of one child (the parent view): figures the server computes from the child's own
 * kids lessons (decision 208).
 */
export const ChildFiguresSchema = z.object({
  lessonsDone: z.number().int(),
  stars: z.number().int(),
  /** Minutes spent in kids lessons in the last 7 days. */
  minutesThisWeek: z.number().int(),
  /** Different words in the right answers the child gave. */
  wordsPractised: z.number().int(),
  /** Consecutive days with a finished lesson, ending today or yesterday, in the parent's time zone. */
  streakDays: z.number().int(),
  lastPlayedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The first open lesson not yet done in the child's language; null when every lesson is done. */
  nextLesson: z
    .object({
      language: z.enum(LANGUAGE_CODES),
      lesson: z.number().int(),
      title: z.string(),
      localized: QuizLocalizedSchema.nullish(),
    })
    .nullable(),
});
export type ChildFigures = z.infer<typeof ChildFiguresSchema>;

export const ChildProfileSchema = ChildProfileBodySchema.extend({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  figures: ChildFiguresSchema,
});
export type ChildProfile = z.infer<typeof ChildProfileSchema>;

export const FamilyResponseSchema = z.object({
  children: z.array(ChildProfileSchema),
  /** Whether the parent has set the PIN that leaves kid mode. */
  pinSet: z.boolean(),
  maxChildren: z.number().int(),
});
export type FamilyResponse = z.infer<typeof FamilyResponseSchema>;

export const ChildResponseSchema = z.object({ child: ChildProfileSchema });

/**
 * Whether a PIN is one a child guesses first: four of the same digit, or a straight run up or down
 * (1234, 9876). The server refuses them as a new PIN; the form says so before sending.
 */
export function isGuessablePin(pin: string): boolean {
  if (!/^\d{4}$/.test(pin)) return false;
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, index) => digit - digits[index]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

export const SetPinBodySchema = z.object({
  pin: KidPinSchema.refine((pin) => !isGuessablePin(pin), 'Choose a PIN that is not easy to guess.'),
});
export const EnterKidModeBodySchema = z.object({
  childId: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const LeaveKidModeBodySchema = z.object({ pin: KidPinSchema });
