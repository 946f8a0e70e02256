/**
 * The adaptive placement test's rules (decision 190): an item-response model, the learner's ability
 * estimated after each answer, the next item chosen where it tells most, and a CEFR level at the end.
 * Pure functions of the answers so far: the server keeps the answers and asks these what comes next.
 *
 * The scale: ability and item difficulty in logits, each CEFR level a band 1.5 logits wide centred on
 * A1 −3, A2 −1.5, B1 0, B2 1.5, C1 3. An answer follows the three-parameter logistic model: a learner
 * of ability θ knows an item of difficulty b and discrimination a with probability
 * p = 1 / (1 + e^(−a(θ − b))); one who does not know it guesses right with probability c (one over the
 * number of options). "I don't know" is never scored as a guess: its likelihood is 1 − p, the chance
 * of not knowing — so it lowers the estimate as a wrong answer does, without the doubt a guess carries.
 */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/** Each CEFR level's width on the ability scale, in logits. */
export const LEVEL_WIDTH = 1.5;

/** The centre of a level's band: A1 −3 … C1 3. */
export function levelCentre(level: CefrLevel): number {
  return (CEFR_LEVELS.indexOf(level) - 2) * LEVEL_WIDTH;
}

/** The level whose band holds an ability; below A2's band is A1, above B2's is C1. */
export function levelOf(ability: number): CefrLevel {
  const index = Math.round(ability / LEVEL_WIDTH) + 2;
  return CEFR_LEVELS[Math.min(CEFR_LEVELS.length - 1, Math.max(0, index))]!;
}

/** Grammar and vocabulary in context, reading a passage, listening to a sentence spoken by the app. */
export type PlacementSkill = 'language' | 'reading' | 'listening';

export interface PlacementItem {
  id: string;
  skill: PlacementSkill;
  /** b: the ability at which a learner knows the item with probability one half. */
  difficulty: number;
  /** a: how sharply knowing it rises with ability around b. */
  discrimination: number;
  /** c: the chance of guessing it right without knowing it (one over the options). */
  guessing: number;
}

export type PlacementResponse = 'correct' | 'wrong' | 'unknown';

export interface PlacementAnswer {
  itemId: string;
  response: PlacementResponse;
}

/** The test's limits and the share of each skill among the items shown. */
export const PLACEMENT_RULES = {
  maxItems: 20,
  minItems: 9,
  /** The test ends once one level holds this share of the posterior (decision 190). */
  levelCertainty: 0.78,
  /** The learners placed: centred on B1, wide enough that A1 and C1 are reached from the answers. */
  prior: { mean: 0, sd: 2 },
  /** Items whose information is at least this share of the best are equally good choices. */
  closeEnough: 0.95,
  shares: { language: 0.7, reading: 0.15, listening: 0.15 } satisfies Record<PlacementSkill, number>,
} as const;

/** The ability grid the posterior is computed on. */
const GRID: readonly number[] = Array.from({ length: 241 }, (_, index) => -6 + index * 0.05);

export function knowProbability(ability: number, item: PlacementItem): number {
  return 1 / (1 + Math.exp(-item.discrimination * (ability - item.difficulty)));
}

/**
 * How likely an answer is at an ability. `admits` is the learner's readiness to say "I don't know" when
 * they do not know (estimated from their answers): one who admits it guesses less, so their right
 * answers are less often luck.
 */
export function responseLikelihood(
  ability: number,
  item: PlacementItem,
  response: PlacementResponse,
  admits = 0,
): number {
  const know = knowProbability(ability, item);
  if (response === 'unknown') return (1 - know) * Math.max(admits, 1e-6);
  const guess = (1 - admits) * item.guessing;
  return response === 'correct' ? know + (1 - know) * guess : (1 - know) * (1 - admits - guess);
}

/**
 * The learner's readiness to say "I don't know" when they do not know: their "I don't know" answers
 * against their wrong ones (scaled up by the guesses that happened to be right), starting from one in
 * four before they have answered.
 */
export function admissionRate(
  answers: readonly PlacementAnswer[],
  items: ReadonlyMap<string, PlacementItem>,
): number {
  let unknown = 0;
  let notKnown = 0;
  for (const answer of answers) {
    const item = items.get(answer.itemId);
    if (!item) continue;
    if (answer.response === 'unknown') {
      unknown += 1;
      notKnown += 1;
    } else if (answer.response === 'wrong') notKnown += 1 / (1 - item.guessing);
  }
  return (unknown + 0.5) / (notKnown + 2);
}

/** Fisher information of an answered item at an ability (the 3PL formula, with the learner's guessing). */
export function information(ability: number, item: PlacementItem, admits = 0): number {
  const c = (1 - admits) * item.guessing;
  const right = c + (1 - c) * knowProbability(ability, item);
  return (
    item.discrimination ** 2 * ((right - c) ** 2 / (1 - c) ** 2) * ((1 - right) / Math.max(right, 1e-12))
  );
}

export interface AbilityEstimate {
  /** The posterior mean (EAP). */
  ability: number;
  /** The posterior standard deviation. */
  error: number;
  /** The level holding most of the posterior, and that share. */
  level: CefrLevel;
  certainty: number;
  /** The learner's readiness to say "I don't know" (`admissionRate`). */
  admits: number;
}

/** The expected a posteriori ability after these answers, and how uncertain it still is. */
export function estimateAbility(
  answers: readonly PlacementAnswer[],
  items: ReadonlyMap<string, PlacementItem>,
): AbilityEstimate {
  const { mean, sd } = PLACEMENT_RULES.prior;
  const admits = admissionRate(answers, items);
  const logPosterior = GRID.map((ability) => {
    let log = -((ability - mean) ** 2) / (2 * sd ** 2);
    for (const answer of answers) {
      const item = items.get(answer.itemId);
      if (item) log += Math.log(Math.max(responseLikelihood(ability, item, answer.response, admits), 1e-300));
    }
    return log;
  });
  const top = Math.max(...logPosterior);
  const weights = logPosterior.map((log) => Math.exp(log - top));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const ability = GRID.reduce((sum, point, index) => sum + point * weights[index]!, 0) / total;
  const variance =
    GRID.reduce((sum, point, index) => sum + (point - ability) ** 2 * weights[index]!, 0) / total;
  const mass = new Map<CefrLevel, number>();
  GRID.forEach((point, index) => {
    const level = levelOf(point);
    mass.set(level, (mass.get(level) ?? 0) + weights[index]! / total);
  });
  let level: CefrLevel = 'A1';
  let certainty = 0;
  for (const [candidate, share] of mass)
    if (share > certainty) {
      level = candidate;
      certainty = share;
    }
  return { ability, error: Math.sqrt(variance), level, certainty, admits };
}

/** Whether the test is over: the limit reached, or one level likely enough. */
export function isFinished(
  answers: readonly PlacementAnswer[],
  estimate: AbilityEstimate,
  poolLeft: number,
): boolean {
  if (answers.length >= PLACEMENT_RULES.maxItems || poolLeft === 0) return true;
  return answers.length >= PLACEMENT_RULES.minItems && estimate.certainty >= PLACEMENT_RULES.levelCertainty;
}

/** The boundary between two levels nearest an ability. */
export function nearestCut(ability: number): number {
  const cuts = CEFR_LEVELS.slice(1).map((level) => levelCentre(level) - LEVEL_WIDTH / 2);
  return cuts.reduce((best, cut) => (Math.abs(cut - ability) < Math.abs(best - ability) ? cut : best));
}

/** The skill furthest behind its share among the items shown, of those with items left. */
function nextSkill(shown: readonly PlacementItem[], available: readonly PlacementItem[]): PlacementSkill {
  const count = shown.length + 1;
  const left = new Set(available.map((item) => item.skill));
  let best: PlacementSkill | undefined;
  let bestDeficit = -Infinity;
  for (const [skill, share] of Object.entries(PLACEMENT_RULES.shares) as [PlacementSkill, number][]) {
    if (!left.has(skill)) continue;
    const deficit = share * count - shown.filter((item) => item.skill === skill).length;
    if (deficit > bestDeficit) {
      bestDeficit = deficit;
      best = skill;
    }
  }
  return best!;
}

/**
 * The next item: of the skill furthest behind its share, one of those that tell most about the current
 * estimate, drawn at random among the nearly best (so that no item is shown to most learners).
 */
export function chooseNextItem(
  pool: readonly PlacementItem[],
  answers: readonly PlacementAnswer[],
  estimate: AbilityEstimate,
  random: () => number,
): PlacementItem | undefined {
  const used = new Set(answers.map((answer) => answer.itemId));
  const available = pool.filter((item) => !used.has(item.id));
  if (available.length === 0) return undefined;
  const shown = pool.filter((item) => used.has(item.id));
  const skill = nextSkill(shown, available);
  const candidates = available.filter((item) => item.skill === skill);
  // A level is decided at the cut nearest the estimate: items are chosen to tell most there.
  const cut = nearestCut(estimate.ability);
  const scored = candidates.map((item) => ({ item, info: information(cut, item, estimate.admits) }));
  const best = Math.max(...scored.map((entry) => entry.info));
  const near = scored.filter((entry) => entry.info >= best * PLACEMENT_RULES.closeEnough);
  return near[Math.floor(random() * near.length)]!.item;
}
