import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../shared/domain/languages.ts';
import { createCorrector } from './corrector.ts';
import { applyCorrection, evaluateLanguage, loadEvalSet, score } from './evaluation.ts';

/**
 * Spelling recall the offline corrector must keep. English and Spanish meet the 85 % target; French ranks
 * with a list of its 10,000 commonest words that lacks every word with an accent other than é (decision
 * 071) and reaches less: its floor is what the corrector reaches today, kept from falling while the target
 * stays open.
 */
const SPELLING_RECALL_FLOOR = { english: 0.85, spanish: 0.85, french: 0.77 } as const;

const corrector = createCorrector();
afterAll(() => corrector.close());

describe('the teaching evaluation', () => {
  it('holds at least 150 labelled sentences per language, each with one expected correction unless correct', async () => {
    for (const language of LANGUAGE_CODES) {
      const sentences = await loadEvalSet(language);
      expect(sentences.length).toBeGreaterThanOrEqual(150);
      for (const sentence of sentences) {
        expect(sentence.corrections.length, sentence.text).toBe(sentence.kind === 'correct' ? 0 : 1);
        for (const correction of sentence.corrections)
          expect(applyCorrection(sentence.text, correction), sentence.text).not.toBe(
            applyCorrection(sentence.text, { original: '', corrected: '' }),
          );
      }
      expect(sentences.filter((sentence) => sentence.heldOut).length).toBeGreaterThanOrEqual(45);
    }
  });

  it('scores corrections by their effect on the sentence', () => {
    const sentence = {
      text: 'I have a apple.',
      kind: 'grammar' as const,
      corrections: [{ original: 'a', corrected: 'an' }],
    };
    const right = { original: 'a apple', corrected: 'an apple', explanation: '' };
    const wrong = { original: 'have', corrected: 'has', explanation: '' };
    const { figures } = score([
      { sentence, given: [right, wrong] },
      { sentence: { text: 'All fine.', kind: 'correct', corrections: [] }, given: [wrong] },
    ]);
    expect(figures.precision).toBe(0.333);
    expect(figures.recall.grammar).toBe(1);
    expect(figures.falseAlarms).toEqual({ sentences: 1, of: 1, rate: 1 });
  });

  // The offline teacher's published figures (README): precision first.
  for (const language of LANGUAGE_CODES) {
    it(`meets the offline thresholds in ${language}`, async () => {
      const report = await evaluateLanguage(language, (lang, text) =>
        corrector.correct({ language: lang, text }),
      );
      const all = report.all!;
      expect(all.falseAlarms.rate).toBeLessThanOrEqual(0.02);
      expect(all.precision).toBeGreaterThanOrEqual(0.95);
      expect(all.recall.spelling).toBeGreaterThanOrEqual(SPELLING_RECALL_FLOOR[language]);
    }, 180_000);
  }
});
