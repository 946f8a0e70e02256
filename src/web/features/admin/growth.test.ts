import { describe, expect, it } from 'vitest';
import { compareMonths } from './growth.ts';

describe('month-over-month growth', () => {
  it('gives the signed change in whole percent', () => {
    expect(compareMonths(115, 100)).toEqual({ kind: 'change', change: '+15%' });
    expect(compareMonths(46, 50)).toEqual({ kind: 'change', change: '−8%' });
    expect(compareMonths(7, 7)).toEqual({ kind: 'change', change: '±0%' });
    expect(compareMonths(0, 12)).toEqual({ kind: 'change', change: '−100%' });
  });

  it('writes the percentage the way the interface language does', () => {
    // French and Spanish put a no-break space (narrow in newer ICU data) before the sign.
    expect(compareMonths(115, 100, 'fr')).toEqual({
      kind: 'change',
      change: expect.stringMatching(/^\+15[\u00a0\u202f]%$/),
    });
    expect(compareMonths(46, 50, 'es')).toEqual({
      kind: 'change',
      change: expect.stringMatching(/^−8[\u00a0\u202f]%$/),
    });
  });

  it('gives counts instead of a percentage when last month had none', () => {
    expect(compareMonths(9, 0)).toEqual({ kind: 'noneLastMonth', count: 9 });
    expect(compareMonths(0, 0)).toEqual({ kind: 'noneEither' });
  });
});
