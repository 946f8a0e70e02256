/**
 * ABC For Kids rules (docs/product.md#kids): lesson names, stars, unlocking and the progress
 * percentage. Client and server both import them.
 */
export const KIDS_LESSON_COUNT = 8;
/** The age bands kids lessons and child profiles are written for. */
export const AGE_GROUPS = ['4-6', '7-9', '10-12'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];
export const MAX_STARS = 3;
/** Shown when a kids question has no emoji of its own. */
export const DEFAULT_QUESTION_EMOJI = '🎯';

/** The lesson names, by lesson number 1–8 (docs/product.md#kids). */
export const KIDS_LESSON_NAMES: Readonly<Record<number, string>> = {
  1: 'ABC & Numbers',
  2: 'Colors & Shapes',
  3: 'Family & Friends',
  4: 'Animals',
  5: 'Food & Drinks',
  6: 'Body Parts',
  7: 'Weather & Seasons',
  8: 'Transportation',
};

/** Stars for a finished lesson: 3 at 80 % or more correct, 2 at 60 % or more, otherwise 1. */
export function starsForScore(score: number, total: number): 1 | 2 | 3 {
  if (total <= 0) return 1;
  // Whole-number comparison: 0.8 and 0.6 are not exact in binary floating point.
  if (score * 100 >= total * 80) return 3;
  if (score * 100 >= total * 60) return 2;
  return 1;
}

/** Completed lessons divided by the larger of the completed count and 8, as a percentage (0–100). */
export function kidsProgressPercentage(completedCount: number): number {
  const completed = Math.max(0, completedCount);
  return (completed / Math.max(completed, KIDS_LESSON_COUNT)) * 100;
}

/**
 * Which lesson levels can be played. Among the active lessons sorted by level, the first is always open;
 * each later one opens only when the previous lesson has been completed. Several lessons may share a level:
 * they open and close together.
 */
export function findUnlockedKidsLevels(
  activeLevels: Iterable<number>,
  completedLevels: ReadonlySet<number>,
): Set<number> {
  const levels = [...new Set(activeLevels)].sort((a, b) => a - b);
  const unlocked = new Set<number>();
  levels.forEach((level, index) => {
    const previous = levels[index - 1];
    if (previous === undefined || completedLevels.has(previous)) unlocked.add(level);
  });
  return unlocked;
}

/**
 * The shipped lessons are written for three age bands: lessons 1–3 for 4-6 years, 4–6 for 7-9, 7–8 for
 * 10-12. A generated kids quiz has an age group but no lesson number; it takes the first lesson of its band
 * (decision 013), and an administrator can move it to another lesson in the form.
 */
export const FIRST_LESSON_BY_AGE_GROUP = { '4-6': 1, '7-9': 4, '10-12': 7 } as const;
