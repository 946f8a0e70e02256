import { describe, expect, it } from 'vitest';
import { mistakeKind } from './mistake-kind.ts';

describe('mistakeKind', () => {
  it('tells capitals, accents, word forms, spelling and grammar apart', () => {
    expect(mistakeKind({ original: 'paris', corrected: 'Paris' })).toBe('capitals');
    expect(mistakeKind({ original: 'esta', corrected: 'está' })).toBe('accent');
    expect(mistakeKind({ original: 'hablamos', corrected: 'hablaron' })).toBe('form');
    expect(mistakeKind({ original: 'freind', corrected: 'friend' })).toBe('spelling');
    expect(mistakeKind({ original: 'I have 20 years', corrected: 'I am 20 years old' })).toBe('grammar');
  });
});
