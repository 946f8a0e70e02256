import { afterAll, describe, expect, it } from 'vitest';
import { createSpellChecker, wordsToCheck } from './spell-checker.ts';

const checker = createSpellChecker();
afterAll(() => checker.close());

describe('spell checker', () => {
  it('picks the words worth checking', () => {
    expect(wordsToCheck("Hola, ¿qué tal? Me gusta la comida expañola. OK NASA y j’aime l'école")).toEqual([
      'Hola',
      'qué',
      'tal',
      'Me',
      'gusta',
      'la',
      'comida',
      'expañola',
      "j'aime",
      "l'école",
    ]);
  });

  it('finds misspellings with a suggestion in each language', async () => {
    expect(await checker.check('spanish', 'Me gusta la comida expañola')).toEqual([
      { word: 'expañola', suggestion: 'española' },
    ]);
    expect(await checker.check('english', 'The food was beautifull')).toEqual([
      { word: 'beautifull', suggestion: 'beautiful' },
    ]);
    expect(await checker.check('french', "J'aime beaucop Paris")).toEqual([
      { word: 'beaucop', suggestion: 'beaucoup' },
    ]);
  }, 30_000);

  it('accepts correct text', async () => {
    expect(await checker.check('french', "Bonjour, je m'appelle Camille et j'habite à Paris.")).toEqual([]);
    expect(await checker.check('spanish', '¿Dónde está la estación de tren?')).toEqual([]);
  }, 30_000);
});
