import type { AdultQuizContent } from '../../../shared/contracts/quiz-content.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import {
  CEFR_LEVELS,
  LEVEL_WIDTH,
  levelCentre,
  type PlacementItem,
  type PlacementSkill,
} from './adaptive-placement.ts';

/**
 * The placement pool is the level banks' multiple-choice items (decision 190). Until learners' answers
 * re-estimate them, an item's difficulty is its bank's level: banks 1–4 at the centres of A1–B2, bank 5 —
 * B2+ to C1− by the examiners' review — at the boundary of B2 and C1. Every item gets the same
 * discrimination; its guessing chance is one over its options. Word-order items are left out: they are
 * not chosen from options, and take longer than the test's six minutes allow.
 */
export const ASSUMED_DISCRIMINATION = 1.4;

const SKILL_OF_TYPE: Record<string, PlacementSkill | undefined> = {
  'gap-fill': 'language',
  'error-spotting': 'language',
  'meaning-in-context': 'language',
  reading: 'reading',
  listening: 'listening',
};

export function bankDifficulty(level: number): number {
  if (level >= 5) return levelCentre('B2') + LEVEL_WIDTH / 2;
  return levelCentre(CEFR_LEVELS[Math.max(0, level - 1)]!);
}

/** A placement item, with the bank question it is (its id is `<language>-<level>-<index>`). */
export interface PoolItem extends PlacementItem {
  language: LanguageCode;
  level: number;
  index: number;
  question: AdultQuizContent['questions'][number];
}

export function placementPool(banks: readonly AdultQuizContent[], language: LanguageCode): PoolItem[] {
  const pool: PoolItem[] = [];
  for (const bank of banks) {
    if (bank.language !== language) continue;
    bank.questions.forEach((question, index) => {
      const skill = SKILL_OF_TYPE[question.type];
      if (!skill || !('options' in question)) return;
      pool.push({
        id: `${language}-${bank.level}-${index}`,
        language,
        level: bank.level,
        index,
        question,
        skill,
        difficulty: bankDifficulty(bank.level),
        discrimination: ASSUMED_DISCRIMINATION,
        guessing: 1 / question.options.length,
      });
    });
  }
  return pool;
}
