import { describe, expect, it } from 'vitest';
import {
  findUnlockedKidsLevels,
  KIDS_LESSON_NAMES,
  kidsProgressPercentage,
  starsForScore,
} from './kids-rules.ts';

describe('stars', () => {
  it('gives 3 stars at exactly 80 % and above', () => {
    expect(starsForScore(8, 10)).toBe(3);
    expect(starsForScore(4, 5)).toBe(3);
    expect(starsForScore(10, 10)).toBe(3);
    expect(starsForScore(7, 8)).toBe(3);
  });

  it('gives 2 stars at exactly 60 % and up to just under 80 %', () => {
    expect(starsForScore(6, 10)).toBe(2);
    expect(starsForScore(3, 5)).toBe(2);
    expect(starsForScore(79, 100)).toBe(2);
    expect(starsForScore(6, 8)).toBe(2);
  });

  it('gives 1 star below 60 %, including no correct answers', () => {
    expect(starsForScore(59, 100)).toBe(1);
    expect(starsForScore(4, 8)).toBe(1);
    expect(starsForScore(0, 8)).toBe(1);
    expect(starsForScore(0, 0)).toBe(1);
  });
});

describe('progress percentage', () => {
  it('is 0 with zero lessons completed', () => {
    expect(kidsProgressPercentage(0)).toBe(0);
  });

  it('divides by 8 up to 8 completed', () => {
    expect(kidsProgressPercentage(1)).toBe(12.5);
    expect(kidsProgressPercentage(4)).toBe(50);
    expect(kidsProgressPercentage(8)).toBe(100);
  });

  it('stays at 100 with more than 8 completed', () => {
    expect(kidsProgressPercentage(9)).toBe(100);
    expect(kidsProgressPercentage(12)).toBe(100);
  });
});

describe('kids lesson unlocking', () => {
  const all = [1, 2, 3, 4, 5, 6, 7, 8];

  it('opens only the first active lesson when nothing is completed', () => {
    expect([...findUnlockedKidsLevels(all, new Set())]).toEqual([1]);
  });

  it('opens each lesson whose previous lesson is completed', () => {
    expect([...findUnlockedKidsLevels(all, new Set([1]))]).toEqual([1, 2]);
    expect([...findUnlockedKidsLevels(all, new Set([1, 2, 3]))]).toEqual([1, 2, 3, 4]);
    expect(findUnlockedKidsLevels(all, new Set([1])).has(3)).toBe(false);
  });

  it('counts the first active lesson by level, whatever its number', () => {
    expect([...findUnlockedKidsLevels([5, 3, 4], new Set())]).toEqual([3]);
  });

  it('skips inactive levels: the previous lesson is the previous active one', () => {
    expect(findUnlockedKidsLevels([1, 2, 4], new Set([2])).has(4)).toBe(true);
    expect(findUnlockedKidsLevels([1, 2, 4], new Set([1])).has(4)).toBe(false);
  });

  it('treats lessons that share a level alike', () => {
    expect([...findUnlockedKidsLevels([1, 1, 2, 2], new Set([1]))]).toEqual([1, 2]);
  });

  it('never opens a level that is not active', () => {
    expect(findUnlockedKidsLevels(all, new Set(all)).has(9)).toBe(false);
  });

  it('names the eight lessons as the spec does', () => {
    expect(Object.values(KIDS_LESSON_NAMES)).toEqual([
      'ABC & Numbers',
      'Colors & Shapes',
      'Family & Friends',
      'Animals',
      'Food & Drinks',
      'Body Parts',
      'Weather & Seasons',
      'Transportation',
    ]);
  });
});
