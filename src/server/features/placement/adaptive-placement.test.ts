import { describe, expect, it } from 'vitest';
import type { AdultQuizContent } from '../../../shared/contracts/quiz-content.ts';
import { loadQuizContent } from '../quizzes/quiz-content.ts';
import {
  chooseNextItem,
  estimateAbility,
  isFinished,
  levelOf,
  PLACEMENT_RULES,
  type PlacementAnswer,
  type PlacementItem,
  type PlacementResponse,
} from './adaptive-placement.ts';
import { placementPool } from './placement-pool.ts';
import { seededRandom, simulatePlacement } from './placement-simulation.ts';

const banks = loadQuizContent()
  .filter((item) => item.kind === 'adult')
  .map((item) => item.quiz as AdultQuizContent);

/** Takes the test answering each item with `answer`, and returns the answers and the verdict. */
function takeTest(
  pool: readonly PlacementItem[],
  answer: (item: PlacementItem) => PlacementResponse,
  seed = 7,
) {
  const random = seededRandom(seed);
  const byId = new Map(pool.map((item) => [item.id, item]));
  const answers: PlacementAnswer[] = [];
  let estimate = estimateAbility(answers, byId);
  while (!isFinished(answers, estimate, pool.length - answers.length)) {
    const item = chooseNextItem(pool, answers, estimate, random)!;
    answers.push({ itemId: item.id, response: answer(item) });
    estimate = estimateAbility(answers, byId);
  }
  return {
    answers,
    shown: answers.map((entry) => byId.get(entry.itemId)!),
    verdict: estimate,
  };
}

describe('the placement test', () => {
  for (const language of ['english', 'spanish', 'french'] as const) {
    const pool = placementPool(banks, language);

    it(`places a ${language} beginner who answers "I don't know" to everything at A1`, () => {
      const { answers, verdict } = takeTest(pool, () => 'unknown');
      expect(verdict.level).toBe('A1');
      expect(answers.length).toBeLessThanOrEqual(PLACEMENT_RULES.maxItems);
    });

    it(`places a ${language} learner who knows every answer at C1`, () => {
      expect(takeTest(pool, () => 'correct').verdict.level).toBe('C1');
    });

    it(`never shows a ${language} item twice, stops by 20 items, and mixes reading and listening in`, () => {
      for (const seed of [1, 2, 3]) {
        // A learner around B1: knows the items of banks 1–3, not those above.
        const { answers, shown } = takeTest(
          pool,
          (item) => (item.difficulty <= 0 ? 'correct' : 'wrong'),
          seed,
        );
        expect(new Set(answers.map((answer) => answer.itemId)).size).toBe(answers.length);
        expect(answers.length).toBeLessThanOrEqual(20);
        expect(shown.some((item) => item.skill === 'listening')).toBe(true);
        expect(shown.some((item) => item.skill === 'reading')).toBe(true);
      }
    });
  }

  it('never counts "I don\'t know" as a possible lucky guess: it does not raise the estimate', () => {
    const pool = placementPool(banks, 'english');
    const byId = new Map(pool.map((item) => [item.id, item]));
    const first = pool.find((item) => item.level === 3)!;
    const before = estimateAbility([], byId).ability;
    const unknown = estimateAbility([{ itemId: first.id, response: 'unknown' }], byId).ability;
    const right = estimateAbility([{ itemId: first.id, response: 'correct' }], byId).ability;
    expect(unknown).toBeLessThan(before);
    expect(right).toBeGreaterThan(before);
  });

  it('reads levels off the ability scale, A1 below A2 and C1 above B2', () => {
    expect([-5, -1.5, 0, 1.6, 4].map(levelOf)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1']);
  });

  it('places simulated learners within one level of their own nearly always', () => {
    const report = simulatePlacement(placementPool(banks, 'spanish'), { learners: 250, seed: 99 });
    expect(report.withinOneLevel).toBeGreaterThanOrEqual(0.97);
    expect(report.exactLevel).toBeGreaterThanOrEqual(0.65);
    expect(report.medianItems).toBeLessThanOrEqual(20);
  }, 60_000);
});
