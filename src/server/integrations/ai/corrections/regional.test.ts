import { describe, expect, it } from 'vitest';
import { voseoInfinitives } from './regional.ts';

describe('voseo forms', () => {
  it('lead to the verbs they are forms of', () => {
    expect(voseoInfinitives('podés')).toEqual(['poder', 'podar']);
    expect(voseoInfinitives('vivís')).toEqual(['vivir']);
    expect(voseoInfinitives('hablás')).toContain('hablar');
    expect(voseoInfinitives('Vení')).toEqual(['venir']);
    expect(voseoInfinitives('mirá')).toEqual(['mirar']);
    // The imperative with its pronouns, where the written accent goes.
    expect(voseoInfinitives('decime')).toEqual(['decir']);
    expect(voseoInfinitives('fijate')).toEqual(['fijar']);
    expect(voseoInfinitives('contámelo')).toEqual(['contar']);
  });

  it('are not looked for in words that cannot be one', () => {
    expect(voseoInfinitives('perro')).toEqual([]);
    expect(voseoInfinitives('casa')).toEqual([]);
    expect(voseoInfinitives('más')).toEqual([]);
    // One syllable: “fui” takes no accent (2010 spelling), and is no imperative of a verb “fuir”.
    expect(voseoInfinitives('fuí')).toEqual([]);
    expect(voseoInfinitives('dí')).toEqual([]);
  });
});
