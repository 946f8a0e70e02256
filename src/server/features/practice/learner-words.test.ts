import { describe, expect, it } from 'vitest';
import { learnerWords, wordsOf } from './learner-words.ts';

describe('the words of a learner message', () => {
  it('are letters joined by apostrophes or hyphens, lower case', () => {
    expect(wordsOf("L'Eau, well-known — ÉLAN 42 niño!")).toEqual(["l'eau", 'well-known', 'élan', 'niño']);
  });

  it('count every word but use none a correction replaced', () => {
    expect(
      learnerWords('Tengo un amigo expañol, un amigo', [
        { original: 'amigo expañol', corrected: 'amigo español' },
      ]),
    ).toEqual({ count: 6, used: ['tengo', 'un', 'amigo'] });
    expect(learnerWords('I depend of you', [{ original: 'depend of', corrected: 'depend on' }])).toEqual({
      count: 4,
      used: ['i', 'depend', 'you'],
    });
    expect(learnerWords('Hola', null)).toEqual({ count: 1, used: ['hola'] });
  });
});
