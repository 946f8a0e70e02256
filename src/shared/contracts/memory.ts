import { z } from 'zod';
import { LANGUAGE_CODES } from '../domain/languages.ts';

/**
 * What the teacher remembers of a learner (decision 209): short facts the learner told it, per language
 * taught, shared by the offline partner and the AI teacher, shown to the learner who may correct or delete
 * any of them.
 */
export const FACT_KINDS = [
  'name',
  'home',
  'origin',
  'work',
  'study',
  'family',
  'likes',
  'plans',
  'news',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/** Kinds a learner has one of: a newer statement replaces the older. The others keep a few each. */
export const SINGLE_FACT_KINDS: readonly FactKind[] = ['name', 'home', 'origin', 'work', 'study'];

/** How many facts of a many-valued kind are kept per language (the newest). */
export const FACTS_PER_KIND = 5;

export const FactValueSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .refine((value) => !/[\p{Cc}\p{Cf}]/u.test(value), 'Use letters, digits, spaces and punctuation only.');

export const LearnerFactSchema = z.object({
  id: z.number().int().positive(),
  language: z.enum(LANGUAGE_CODES),
  kind: z.enum(FACT_KINDS),
  /** In the learner's words, in the language taught ("Lyon", "a nurse", "two sisters"). */
  value: z.string(),
  /** Who noted it: the offline partner from the learner's words, the AI teacher, or the learner on the page. */
  source: z.enum(['partner', 'ai', 'learner']),
  updatedAt: z.string(),
});
export type LearnerFact = z.infer<typeof LearnerFactSchema>;

export const MemoryResponseSchema = z.object({ facts: z.array(LearnerFactSchema) });
export type MemoryResponse = z.infer<typeof MemoryResponseSchema>;

export const FactParamsSchema = z.object({
  factId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export const UpdateFactBodySchema = z.object({ value: FactValueSchema });

export const FactResponseSchema = z.object({ fact: LearnerFactSchema });

/** Clearing forgets every fact, or those of one language. */
export const ClearMemoryQuerySchema = z.object({ language: z.enum(LANGUAGE_CODES).optional() });
