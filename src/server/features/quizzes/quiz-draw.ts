/** A source of numbers in [0, 1): Math.random in production, a seeded sequence in tests. */
export type Random = () => number;

function shuffle<T>(values: readonly T[], random: Random): T[] {
  const copy = [...values];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * How recently each bank item was drawn, from a learner's draws newest first: the newest draw ranks
 * highest, and an item none of them drew is absent (fresh).
 */
export function recencyOf(drawsNewestFirst: readonly (readonly number[])[]): Map<number, number> {
  const recency = new Map<number, number>();
  drawsNewestFirst.forEach((draw, age) => {
    for (const index of draw) {
      if (!recency.has(index)) recency.set(index, drawsNewestFirst.length - age);
    }
  });
  return recency;
}

/** Item types an attempt holds one of whenever its bank has them: the skills a level tests (decision 205). */
export const SKILL_TYPES = ['reading', 'listening'] as const;

/**
 * Draws `count` items of a bank for one attempt (docs/decisions/082, 175, 205). Items are grouped by the
 * target they test (an item without a target is a group of its own). First one item of each skill type
 * (reading, listening) the bank holds; then the groups give one item each in turns, a turn going to the
 * groups that have given least so far (the skill items count), so the targets are covered as evenly as the
 * bank allows and an attempt samples the level's targets in the proportions its specification states.
 * Within a group, and among groups in a turn, items the learner's recent attempts did not draw come first,
 * then those drawn longest ago, so a retry shows different items wherever the bank has enough and the
 * items just seen come back last. The drawn items are returned as bank indexes, shuffled into the order
 * they are played.
 */
export function drawItems(
  bank: readonly { target?: string | undefined; type?: string | undefined }[],
  count: number,
  recency: ReadonlyMap<number, number>,
  random: Random,
): number[] {
  const groups = new Map<string, number[]>();
  bank.forEach((item, index) => {
    const key = item.target ? `target:${item.target}` : `item:${index}`;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const seen = (index: number) => recency.get(index) ?? 0;
  // Each group's queue: fresh items first, then those seen longest ago; in random order among equals.
  const queues = shuffle([...groups.values()], random).map((indexes) =>
    shuffle(indexes, random).sort((a, b) => seen(a) - seen(b)),
  );
  const drawn: number[] = [];
  const wanted = Math.min(count, bank.length);
  const given = new Map<number[], number>();
  const take = (queue: number[], at: number) => {
    drawn.push(queue.splice(at, 1)[0]!);
    given.set(queue, (given.get(queue) ?? 0) + 1);
  };

  for (const skill of SKILL_TYPES) {
    if (drawn.length === wanted) break;
    // The least recently seen item of the skill, from whichever group holds it.
    const candidates = queues.flatMap((queue) =>
      queue.map((index, at) => ({ queue, at, index })).filter(({ index }) => bank[index]?.type === skill),
    );
    const first = candidates.sort((a, b) => seen(a.index) - seen(b.index))[0];
    if (first) take(first.queue, first.at);
  }

  while (drawn.length < wanted) {
    // One turn: every group that has given least so far gives one, the least recent item first.
    const left = queues.filter((queue) => queue.length > 0);
    const least = Math.min(...left.map((queue) => given.get(queue) ?? 0));
    const turn = left
      .filter((queue) => (given.get(queue) ?? 0) === least)
      .sort((a, b) => seen(a[0]!) - seen(b[0]!));
    for (const queue of turn) {
      if (drawn.length === wanted) break;
      take(queue, 0);
    }
  }
  return shuffle(drawn, random);
}

/** A small seeded generator (mulberry32) for reproducible draws in tests. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
