import { z } from 'zod';
import { LanguageCodeSchema } from './practice.ts';

export const ProgressQuerySchema = z.object({ language: LanguageCodeSchema });

/** How many weeks the weekly charts cover, the current one included. */
export const PROGRESS_WEEKS = 12;

export const ProgressSchema = z.object({
  language: LanguageCodeSchema,
  /** Monday (UTC) of each of the last weeks, oldest first, with the minutes counted that week. */
  minutesPerWeek: z.array(z.object({ week: z.string(), minutes: z.number().int() })),
  /** The last ended sessions with learner words, oldest first. */
  mistakesPer100Words: z.array(
    z.object({
      sessionId: z.number().int(),
      date: z.iso.datetime({ offset: true }),
      words: z.number().int(),
      mistakes: z.number().int(),
      rate: z.number(),
    }),
  ),
  /** Each adult level quiz passed in the language, with the first pass. */
  quizLevels: z.array(z.object({ level: z.number().int(), passedAt: z.iso.datetime({ offset: true }) })),
  /** Reviews of cards already learned, per week: how many, how many recalled, and the share recalled. */
  retention: z.array(
    z.object({
      week: z.string(),
      reviews: z.number().int(),
      recalled: z.number().int(),
      rate: z.number().nullable(),
    }),
  ),
});
export type Progress = z.infer<typeof ProgressSchema>;
