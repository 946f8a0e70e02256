import { describe, expect, it } from 'vitest';
import { chooseSpelling, editCost } from './spelling-rank.ts';

const counts: Record<string, number> = { really: 76508, relay: 152, very: 63304, studying: 987, studding: 8 };
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

  it('says nothing when the best candidate is too far from what was written', () => {
    expect(chooseSpelling('spanish', 'ceviche', ['chiche'])).toBeUndefined();
    expect(chooseSpelling('english', 'xyzzy', ['fizzy'], frequency)).toBeUndefined();
  });

  it('does not split a word in two when one word is as close', () => {
    expect(chooseSpelling('french', 'famile', ['fa-mile', 'famille', 'fa mile'])).toBe('famille');
  });
});
