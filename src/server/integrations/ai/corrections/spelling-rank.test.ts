import { describe, expect, it } from 'vitest';
import { chooseSpelling, editCost } from './spelling-rank.ts';

const counts: Record<string, number> = {
  really: 76508,
  relay: 152,
  very: 63304,
  studying: 987,
  studding: 8,
  only: 55269,
  lonely: 2125,
  early: 5510,
  rely: 366,
  explain: 5670,
  plane: 4872,
};
const frequency = (word: string) => counts[word.toLowerCase()];

describe('spelling ranking', () => {
  it('weighs the slips learners make below unrelated letters', () => {
    expect(editCost('spanish', 'musica', 'música')).toBeLessThan(editCost('spanish', 'musica', 'musida'));
    expect(editCost('spanish', 'vueno', 'bueno')).toBeLessThan(editCost('spanish', 'vueno', 'fueno'));
    expect(editCost('english', 'verry', 'very')).toBeLessThan(editCost('english', 'verry', 'berry'));
    expect(editCost('english', 'hotle', 'hotel')).toBeLessThan(editCost('english', 'hotle', 'hole'));
  });

  it('picks the common word when costs are close (English frequencies)', () => {
    expect(chooseSpelling('english', 'realy', ['relay', 'really', 'ready'], frequency)).toBe('really');
    expect(chooseSpelling('english', 'studing', ['studding', 'studying'], frequency)).toBe('studying');
  });

  it('prefers a missing accent without frequencies', () => {
    expect(chooseSpelling('spanish', 'Tambien', ['Cambien', 'También'])).toBe('También');
  });

  it('says nothing when two candidates are as likely', () => {
    expect(chooseSpelling('french', 'leve', ['levé', 'lève'])).toBeUndefined();
    expect(chooseSpelling('french', 'temp', ['tempe', 'temps'])).toBeUndefined();
  });

  it('breaks ties by a list of common words, and leaves a tie between unlisted words alone', () => {
    // Ranks of the most common French words become counts by Zipf's law.
    const ranks: Record<string, number> = { temps: 99, levé: 6754 };
    const common = {
      frequency: (word: string) => 1_500_000 / (ranks[word] ?? Infinity) || undefined,
      unlisted: 1_500_000 / 10_001,
    };
    expect(chooseSpelling('french', 'temp', ['tempe', 'temps'])).toBeUndefined();
    expect(chooseSpelling('french', 'temp', ['tempe', 'temps'], common)).toBe('temps');
    // lève is missing from the list, which cannot tell that it is rarer than levé.
    expect(chooseSpelling('french', 'leve', ['levé', 'lève'], common)).toBeUndefined();
    // What the edit cost decides alone stays decided.
    expect(chooseSpelling('spanish', 'Tambien', ['Cambien', 'También'], common)).toBe('También');
  });

  it('keeps the first letter: a candidate dropping it is no likelier than one keeping it', () => {
    expect(editCost('english', 'lonly', 'only')).toBeGreaterThan(editCost('english', 'lonly', 'lonely'));
    // “only” is 26 times commoner than “lonely”, yet not clearly the word meant: say nothing.
    expect(chooseSpelling('english', 'lonly', ['only', 'lonely'], frequency)).toBeUndefined();
    // A silent h or a missing accent at the start stays a cheap slip.
    expect(editCost('spanish', 'acer', 'hacer')).toBeLessThan(1);
    expect(editCost('spanish', 'Area', 'Área')).toBeLessThan(1);
  });

  it('weighs a vowel pair spelled as one vowel, and a silent final e, as the slips they are', () => {
    expect(chooseSpelling('english', 'erly', ['rely', 'early'], frequency)).toBe('early');
    expect(chooseSpelling('english', 'explane', ['plane', 'explain', 'ex plane'], frequency)).toBe('explain');
  });

  it('treats c as sounding like s only where it is soft', () => {
    expect(editCost('english', 'wich', 'wish')).toBeGreaterThan(editCost('english', 'wich', 'which'));
    expect(editCost('spanish', 'asucar', 'azúcar')).toBeLessThan(1);
    expect(editCost('spanish', 'sena', 'cena')).toBeLessThan(editCost('spanish', 'sasa', 'casa'));
  });

  it('says nothing when the best candidate is too far from what was written', () => {
    expect(chooseSpelling('spanish', 'ceviche', ['chiche'])).toBeUndefined();
    expect(chooseSpelling('english', 'xyzzy', ['fizzy'], frequency)).toBeUndefined();
  });

  it('does not split a word in two when one word is as close', () => {
    expect(chooseSpelling('french', 'famile', ['fa-mile', 'famille', 'fa mile'])).toBe('famille');
  });
});
