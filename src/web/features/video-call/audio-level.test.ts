import { describe, expect, it } from 'vitest';
import {
  FULL_OPEN_LEVEL,
  mouthTarget,
  nextMouthOpening,
  rootMeanSquare,
  SILENCE_LEVEL,
} from './audio-level.ts';

describe('rootMeanSquare', () => {
  it('is 0 for silence and for no samples', () => {
    expect(rootMeanSquare(new Float32Array(512))).toBe(0);
    expect(rootMeanSquare([])).toBe(0);
  });

  it('is the amplitude of a square wave and amplitude/√2 of a sine', () => {
    expect(rootMeanSquare([0.5, -0.5, 0.5, -0.5])).toBeCloseTo(0.5);
    const sine = Array.from({ length: 1000 }, (_, index) => 0.3 * Math.sin((2 * Math.PI * index) / 100));
    expect(rootMeanSquare(sine)).toBeCloseTo(0.3 / Math.SQRT2, 3);
  });
});

describe('mouthTarget', () => {
  it('keeps the mouth closed at or below the silence level', () => {
    expect(mouthTarget(0)).toBe(0);
    expect(mouthTarget(SILENCE_LEVEL)).toBe(0);
    expect(mouthTarget(Number.NaN)).toBe(0);
  });

  it('opens in proportion to the level and never beyond fully open', () => {
    const half = (SILENCE_LEVEL + FULL_OPEN_LEVEL) / 2;
    expect(mouthTarget(half)).toBeCloseTo(0.5);
    expect(mouthTarget(FULL_OPEN_LEVEL)).toBe(1);
    expect(mouthTarget(0.9)).toBe(1);
  });
});

describe('nextMouthOpening', () => {
  it('opens faster than it closes', () => {
    const opened = nextMouthOpening(0, FULL_OPEN_LEVEL);
    const closed = nextMouthOpening(1, 0);
    expect(opened).toBeGreaterThan(0);
    expect(1 - closed).toBeLessThan(opened);
  });

  it('settles at fully closed in silence and stays within 0–1', () => {
    let opening = 1;
    for (let frame = 0; frame < 30; frame += 1) opening = nextMouthOpening(opening, 0);
    expect(opening).toBe(0);
    for (let frame = 0; frame < 30; frame += 1) opening = nextMouthOpening(opening, 1);
    expect(opening).toBeLessThanOrEqual(1);
    expect(opening).toBeGreaterThan(0.99);
  });
});
