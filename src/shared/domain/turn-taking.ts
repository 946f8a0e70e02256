import type { CEFR_LEVEL_CODES } from '../contracts/placement.ts';

type CefrLevelCode = (typeof CEFR_LEVEL_CODES)[number];

/**
 * Hands-free turn-taking (docs/decisions/213): how long the learner may stay silent before their turn is
 * taken as finished. Beginners search for words, so they get the longest pause; a learner can choose their
 * own between 1 and 3 seconds instead.
 */
export const SILENCE_WINDOW_MS_BY_LEVEL: Readonly<Record<CefrLevelCode, number>> = {
  A1: 1800,
  A2: 1600,
  B1: 1400,
  B2: 1200,
  C1: 1200,
};

/** The learner's own pause may be set from 1 to 3 seconds, in half seconds. */
export const SILENCE_SETTING_SECONDS = [1, 1.5, 2, 2.5, 3] as const;
export type SilenceSetting = (typeof SILENCE_SETTING_SECONDS)[number];

export function isSilenceSetting(value: number): value is SilenceSetting {
  return (SILENCE_SETTING_SECONDS as readonly number[]).includes(value);
}

/**
 * The silence that ends a turn: the learner's own setting when they chose one, else their placed level's
 * (a learner never placed is treated as a beginner).
 */
export function silenceWindowMs(level: CefrLevelCode | null | undefined, setting?: number | null): number {
  if (setting != null && isSilenceSetting(setting)) return setting * 1000;
  return SILENCE_WINDOW_MS_BY_LEVEL[level ?? 'A1'];
}
