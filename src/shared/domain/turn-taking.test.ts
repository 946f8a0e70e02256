import { describe, expect, it } from 'vitest';
import { silenceWindowMs } from './turn-taking.ts';

describe('silenceWindowMs', () => {
  it('waits longest for beginners, down to 1.2 s from B2', () => {
    expect(['A1', 'A2', 'B1', 'B2', 'C1'].map((level) => silenceWindowMs(level as 'A1'))).toEqual([
      1800, 1600, 1400, 1200, 1200,
    ]);
  });

  it('treats a learner never placed as a beginner', () => {
    expect(silenceWindowMs(null)).toBe(1800);
    expect(silenceWindowMs(undefined)).toBe(1800);
  });

  it("uses the learner's own pause when they chose one from 1 to 3 s", () => {
    expect(silenceWindowMs('B2', 3)).toBe(3000);
    expect(silenceWindowMs('A1', 1)).toBe(1000);
    expect(silenceWindowMs('A1', 2.5)).toBe(2500);
  });

  it('ignores a stored setting outside the choices', () => {
    expect(silenceWindowMs('B1', 0.2)).toBe(1400);
    expect(silenceWindowMs('B1', 7)).toBe(1400);
    expect(silenceWindowMs('B1', Number.NaN)).toBe(1400);
  });
});
