import { describe, expect, it } from 'vitest';
import { differsOnlyInVowelAccents, restoreAccent } from './accent-restoration.ts';
import { fold } from './text.ts';

/** A ranked list of common words as the spell-check worker builds it (count ≈ 1,500,000 ÷ rank). */
function listOf(ranks: Record<string, number>) {
  const counts = new Map(Object.entries(ranks).map(([word, rank]) => [word, 1_500_000 / rank]));
  return {
    frequency: (word: string) => counts.get(word.toLowerCase()),
    unlisted: 1_500_000 / 10_001,
    sameLetters: (word: string) => [...counts.keys()].filter((listed) => fold(listed) === fold(word)),
  };
}

const spanish = listOf({
  inglés: 1268,
  árboles: 2318,
  frío: 1044,
  frio: 8962,
  está: 22,
  esta: 41,
  más: 37,
  mas: 233,
  sólo: 61,
  solo: 121,
  habló: 900,
  público: 1186,
  publico: 9673,
  sabía: 304,
  sabia: 1876,
  escapó: 2339,
  práctica: 4110,
  coño: 2111,
  tenía: 207,
  tenia: 1300,
});
const french = listOf({ marchés: 284, utilisés: 2188, scénario: 1995, connaître: 400, connaitre: 20000 });
const everyWord = () => true;

describe('accent restoration', () => {
  it('restores a missing accent when the accented form is far commoner and the bare one rare', () => {
    expect(restoreAccent('spanish', 'ingles', spanish, everyWord)).toBe('inglés');
    expect(restoreAccent('spanish', 'arboles', spanish, everyWord)).toBe('árboles');
    expect(restoreAccent('spanish', 'frio', spanish, everyWord)).toBe('frío');
    expect(restoreAccent('spanish', 'Frio', spanish, everyWord)).toBe('frío');
    expect(restoreAccent('french', 'scenario', french, everyWord)).toBe('scénario');
  });

  it('leaves pairs alone whose choice depends on the sentence', () => {
    for (const word of ['esta', 'mas', 'solo', 'publico', 'hablo'])
      expect(restoreAccent('spanish', word, spanish, everyWord), word).toBeUndefined();
    // Verb forms told apart by the accent: escapo / escapó, sabia / sabía, marches / marchés.
    expect(restoreAccent('spanish', 'escapo', spanish, everyWord)).toBeUndefined();
    expect(restoreAccent('spanish', 'sabia', spanish, everyWord)).toBeUndefined();
    expect(restoreAccent('french', 'marches', french, everyWord)).toBeUndefined();
    expect(restoreAccent('french', 'utilises', french, everyWord)).toBeUndefined();
  });

  it('leaves a bare form alone that is common itself, or whose accented form is not common enough', () => {
    expect(restoreAccent('spanish', 'tenia', spanish, everyWord)).toBeUndefined();
    expect(restoreAccent('spanish', 'practica', spanish, everyWord)).toBeUndefined();
  });

  it('leaves the 1990 French spellings without a circumflex on i and u alone', () => {
    expect(restoreAccent('french', 'connaitre', french, everyWord)).toBeUndefined();
  });

  it('never turns one letter into another (n into ñ), and suggests only words the dictionary knows', () => {
    expect(restoreAccent('spanish', 'cono', spanish, everyWord)).toBeUndefined();
    expect(restoreAccent('spanish', 'ingles', spanish, (word) => word !== 'inglés')).toBeUndefined();
    expect(restoreAccent('spanish', 'inglés', spanish, everyWord)).toBeUndefined();
  });

  it('compares spellings by their vowel accents only', () => {
    expect(differsOnlyInVowelAccents('arboles', 'árboles')).toBe(true);
    expect(differsOnlyInVowelAccents('ano', 'año')).toBe(false);
    expect(differsOnlyInVowelAccents('frio', 'frio')).toBe(false);
    expect(differsOnlyInVowelAccents('frio', 'frito')).toBe(false);
  });
});
