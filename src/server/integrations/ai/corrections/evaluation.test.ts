import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../shared/domain/languages.ts';
import { scriptedGreeting } from '../offline-partner-script.ts';
import { createSpellChecker } from '../spell-checker.ts';
import { createCorrector } from './corrector.ts';
import { createEnglishGrammarChecker } from './english-grammar.ts';
import { createGrammarRulesChecker } from './grammar-rules.ts';
import { applyCorrection, evaluateLanguage, loadEvalSet, score } from './evaluation.ts';

/** The targets for the offline teacher, on all sentences and on the held-out third alike. */
const TARGETS = { maxFalseAlarms: 0.02, minPrecision: 0.95, minSpellingRecall: 0.85 } as const;

// The evaluation measures what the teacher finds, not how fast: the workers' queues as in production but
// without their time limit, which a loaded machine can pass.
const untimed = { perKey: 4, total: 64 };
const corrector = createCorrector({
  spellChecker: createSpellChecker({ limits: untimed }),
  englishGrammar: createEnglishGrammarChecker({ limits: untimed }),
  grammarRules: createGrammarRulesChecker({ limits: untimed }),
});
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

  it('gives the teacher the message the sentence answers, as the app does: by default its opening greeting', async () => {
    const seen = new Set<string>();
    await evaluateLanguage(
      'french',
      async (_language, _text, teacherText) => {
        seen.add(teacherText);
        return [];
      },
      { developmentOnly: true, concurrency: 8 },
    );
    expect([...seen]).toEqual([scriptedGreeting('french', null)]);
  });

  // The offline teacher's published figures (README): precision first.
  for (const language of LANGUAGE_CODES) {
    it(`meets the offline thresholds in ${language}, on all sentences and on the held-out ones`, async () => {
      const report = await evaluateLanguage(language, (lang, text, teacherText) =>
        corrector.correct({ language: lang, text, teacherText }),
      );
      for (const part of ['all', 'heldOut'] as const) {
        const figures = report[part]!;
        expect(figures.falseAlarms.rate, `${part}: false alarms`).toBeLessThanOrEqual(TARGETS.maxFalseAlarms);
        expect(figures.precision, `${part}: precision`).toBeGreaterThanOrEqual(TARGETS.minPrecision);
        expect(figures.recall.spelling, `${part}: spelling recall`).toBeGreaterThanOrEqual(
          TARGETS.minSpellingRecall,
        );
      }
    }, 180_000);
  }
});
