import {
  CEFR_LEVELS,
  chooseNextItem,
  estimateAbility,
  isFinished,
  LEVEL_WIDTH,
  levelCentre,
  type CefrLevel,
  type PlacementAnswer,
  type PlacementItem,
  type PlacementResponse,
} from './adaptive-placement.ts';

/** A small seeded generator (mulberry32): the same seed, the same simulated learners. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * A simulated learner: an ability drawn evenly inside the band of their level, and the items' true
 * parameters off the pool's assumed ones (difficulty ± 0.4 logits, discrimination × e^±0.3), since the
 * real items are not calibrated exactly. A learner who does not know an item says "I don't know" with
 * their own readiness to admit it (0–90 %), else guesses among the options.
 */
export interface SimulationOptions {
  learners: number;
  seed: number;
  difficultyNoise?: number;
  discriminationNoise?: number;
}

export interface SimulationReport {
  learners: number;
  exactLevel: number;
  withinOneLevel: number;
  medianItems: number;
  /** The largest share of learners shown any one item, and the item. */
  maxExposure: { share: number; itemId: string };
  byLevel: Record<CefrLevel, { learners: number; exact: number; withinOne: number }>;
  poolSize: number;
}

export function simulatePlacement(
  pool: readonly PlacementItem[],
  options: SimulationOptions,
): SimulationReport {
  const random = seededRandom(options.seed);
  const difficultyNoise = options.difficultyNoise ?? 0.4;
  const discriminationNoise = options.discriminationNoise ?? 0.3;
  const truth = new Map(
    pool.map((item) => [
      item.id,
      {
        ...item,
        difficulty: item.difficulty + normal(random) * difficultyNoise,
        discrimination: item.discrimination * Math.exp(normal(random) * discriminationNoise),
      },
    ]),
  );
  const byId = new Map(pool.map((item) => [item.id, item]));
  const exposure = new Map<string, number>();
  const lengths: number[] = [];
  const byLevel = Object.fromEntries(
    CEFR_LEVELS.map((level) => [level, { learners: 0, exact: 0, withinOne: 0 }]),
  ) as SimulationReport['byLevel'];
  let exact = 0;
  let withinOne = 0;

  for (let learner = 0; learner < options.learners; learner++) {
    const level = CEFR_LEVELS[learner % CEFR_LEVELS.length]!;
    const ability = levelCentre(level) + (random() - 0.5) * LEVEL_WIDTH;
    const admits = random() * 0.9;
    const answers: PlacementAnswer[] = [];
    let estimate = estimateAbility(answers, byId);
    while (!isFinished(answers, estimate, pool.length - answers.length)) {
      const item = chooseNextItem(pool, answers, estimate, random)!;
      const real = truth.get(item.id)!;
      const knows = random() < 1 / (1 + Math.exp(-real.discrimination * (ability - real.difficulty)));
      let response: PlacementResponse;
      if (knows) response = 'correct';
      else if (random() < admits) response = 'unknown';
      else response = random() < item.guessing ? 'correct' : 'wrong';
      answers.push({ itemId: item.id, response });
      exposure.set(item.id, (exposure.get(item.id) ?? 0) + 1);
      estimate = estimateAbility(answers, byId);
    }
    const placed = estimate.level;
    const distance = Math.abs(CEFR_LEVELS.indexOf(placed) - CEFR_LEVELS.indexOf(level));
    lengths.push(answers.length);
    byLevel[level].learners += 1;
    if (distance === 0) {
      exact += 1;
      byLevel[level].exact += 1;
    }
    if (distance <= 1) {
      withinOne += 1;
      byLevel[level].withinOne += 1;
    }
  }
  lengths.sort((a, b) => a - b);
  let maxExposure = { share: 0, itemId: '' };
  for (const [itemId, count] of exposure) {
    const share = count / options.learners;
    if (share > maxExposure.share) maxExposure = { share, itemId };
  }
  return {
    learners: options.learners,
    exactLevel: exact / options.learners,
    withinOneLevel: withinOne / options.learners,
    medianItems: lengths[Math.floor(lengths.length / 2)]!,
    maxExposure,
    byLevel,
    poolSize: pool.length,
  };
}
