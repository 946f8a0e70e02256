import { z } from 'zod';
import { LANGUAGE_CODES } from '../domain/languages.ts';

export const CEFR_LEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export const CefrLevelSchema = z.enum(CEFR_LEVEL_CODES);

export const PlacementLanguageParamsSchema = z.object({ language: z.enum(LANGUAGE_CODES) });
/** A test id fits the database's integer column: a larger one is a 400, not a failed query. */
export const PlacementTestParamsSchema = z.object({
  testId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * One placement item as the learner sees it: no key, and a listening item without the words it speaks
 * (its audio comes from the test's audio route).
 */
export const PlacementItemSchema = z.object({
  id: z.string(),
  skill: z.enum(['language', 'reading', 'listening']),
  type: z.enum(['gap-fill', 'error-spotting', 'meaning-in-context', 'reading', 'listening']),
  question: z.string(),
  passage: z.string().optional(),
  options: z.array(z.string()),
});
export type PlacementItemView = z.infer<typeof PlacementItemSchema>;

/** An answer: an option's index, or "I don't know" (never scored as a guess). */
export const PlacementAnswerBodySchema = z.object({
  itemId: z.string().min(1).max(40),
  choice: z.union([z.number().int().min(0).max(9), z.literal('unknown')]),
});

export const PlacementResultSchema = z.object({
  level: CefrLevelSchema,
  finishedAt: z.string(),
  itemsAnswered: z.number().int(),
});
export type PlacementResult = z.infer<typeof PlacementResultSchema>;

export const PlacementStateSchema = z.object({
  testId: z.number().int(),
  language: z.enum(LANGUAGE_CODES),
  answered: z.number().int(),
  maxItems: z.number().int(),
  /** The next item; absent once the test is over. */
  item: PlacementItemSchema.optional(),
  /** The level, once the test is over. */
  result: PlacementResultSchema.optional(),
});
export type PlacementState = z.infer<typeof PlacementStateSchema>;

/** The learner's placements: the latest per language, and every finished test (history is kept). */
export const PlacementsResponseSchema = z.object({
  current: z.array(PlacementResultSchema.extend({ language: z.enum(LANGUAGE_CODES) })),
  history: z.array(
    PlacementResultSchema.extend({ language: z.enum(LANGUAGE_CODES), testId: z.number().int() }),
  ),
});
export type PlacementsResponse = z.infer<typeof PlacementsResponseSchema>;
