import { describe, expect, it } from 'vitest';
import { drawItems, recencyOf, seededRandom } from './quiz-draw.ts';

const bankOf = (targets: string[], perTarget: number) =>
  targets.flatMap((target) => Array.from({ length: perTarget }, () => ({ target })));

function countByTarget(bank: { target?: string }[], drawn: number[]) {
  const counts = new Map<string, number>();
  for (const index of drawn) {
    const target = bank[index]!.target!;
    counts.set(target, (counts.get(target) ?? 0) + 1);
  }
  return counts;
}

describe('drawItems', () => {
  it('draws 10 different items covering every target when there are 10 or fewer targets', () => {
    const targets = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const bank = bankOf(targets, 5);
    const drawn = drawItems(bank, 10, new Map(), seededRandom(1));
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    const counts = countByTarget(bank, drawn);
    expect([...counts.keys()].sort()).toEqual(targets);
    // As even as possible: 10 over 7 targets is 1 or 2 each.
    expect(Math.max(...counts.values()) - Math.min(...counts.values())).toBeLessThanOrEqual(1);
  });

  it('draws items the previous attempt did not draw, wherever the bank has enough', () => {
    const bank = bankOf(['a', 'b', 'c', 'd', 'e', 'f'], 5);
    for (let seed = 1; seed <= 20; seed++) {
      const first = drawItems(bank, 10, new Map(), seededRandom(seed));
      const second = drawItems(bank, 10, recencyOf([first]), seededRandom(seed + 100));
      expect(second.filter((index) => first.includes(index))).toEqual([]);
      const counts = countByTarget(bank, second);
      expect(counts.size).toBe(6);
    }
  });

  it('repeats as few items as it must when the bank is small', () => {
    const bank = bankOf(['a', 'b', 'c'], 4); // 12 items
    const first = drawItems(bank, 10, new Map(), seededRandom(3));
    const second = drawItems(bank, 10, recencyOf([first]), seededRandom(4));
    expect(second.filter((index) => first.includes(index))).toHaveLength(8);
    expect(new Set(second).size).toBe(10);
  });

  it('brings back the items drawn longest ago first once every item has been drawn', () => {
    const bank = bankOf(['a', 'b', 'c'], 6); // 18 items
    const first = drawItems(bank, 6, new Map(), seededRandom(7));
    const second = drawItems(bank, 6, recencyOf([first]), seededRandom(8));
    const third = drawItems(bank, 6, recencyOf([second, first]), seededRandom(9));
    expect(new Set([...first, ...second, ...third]).size).toBe(18);
    const fourth = drawItems(bank, 6, recencyOf([third, second, first]), seededRandom(10));
    expect([...fourth].sort()).toEqual([...first].sort());
    expect(
      recencyOf([
        [1, 2],
        [2, 3],
      ]),
    ).toEqual(
      new Map([
        [1, 2],
        [2, 2],
        [3, 1],
      ]),
    );
  });

  it('draws the whole bank when it holds fewer items than asked, and treats untargeted items alike', () => {
    const bank = [{}, {}, {}, {}, {}];
    expect(drawItems(bank, 10, new Map(), seededRandom(5)).sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('draws differently with different randomness', () => {
    const bank = bankOf(['a', 'b'], 15);
    const draws = new Set(
      [1, 2, 3, 4].map((seed) =>
        drawItems(bank, 10, new Map(), seededRandom(seed))
          .sort((a, b) => a - b)
          .join(),
      ),
    );
    expect(draws.size).toBeGreaterThan(1);
  });
});

describe('drawItems and the skills (decision 205)', () => {
  const TYPES = ['gap-fill', 'error-spotting', 'meaning-in-context', 'word-order'];
  /** A bank like a shipped level: 8 targets, reading and listening items rare and under some of them. */
  const bank = Array.from({ length: 40 }, (_, index) => ({
    target: `t${index % 8}`,
    type: index % 13 === 0 ? 'reading' : index % 17 === 0 ? 'listening' : TYPES[index % 4]!,
  }));

  it('holds a reading and a listening item and every target, over many draws and retries', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const first = drawItems(bank, 10, new Map(), seededRandom(seed));
      const again = drawItems(bank, 10, recencyOf([first]), seededRandom(seed + 1000));
      for (const drawn of [first, again]) {
        const types = drawn.map((index) => bank[index]!.type);
        expect(types).toContain('reading');
        expect(types).toContain('listening');
        const perTarget = [...new Set(drawn.map((index) => bank[index]!.target))].map(
          (target) => drawn.filter((index) => bank[index]!.target === target).length,
        );
        // Every target, as evenly as 10 over 8 allows.
        expect(perTarget).toHaveLength(8);
        expect(Math.max(...perTarget)).toBeLessThanOrEqual(2);
      }
      // A retry repeats at most the skill item the bank has run out of (two listening items here).
      expect(again.filter((index) => first.includes(index)).length).toBeLessThanOrEqual(1);
    }
  });
});
