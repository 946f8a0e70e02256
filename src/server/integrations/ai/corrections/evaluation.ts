/**
 * The teaching evaluation (eval/README.md): runs the labelled learner sentences against a teacher's
 * corrections and measures precision, recall by kind and false alarms on correct sentences.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Correction } from '../../../../shared/contracts/practice.ts';
import { LANGUAGE_CODES, type LanguageCode } from '../../../../shared/domain/languages.ts';
import { scriptedGreeting } from '../offline-partner-script.ts';
import { locate } from './guards.ts';

const SentenceSchema = z.object({
  text: z.string().min(1),
  kind: z.enum(['correct', 'spelling', 'grammar']),
  corrections: z.array(z.object({ original: z.string().min(1), corrected: z.string().min(1) })),
  heldOut: z.boolean().optional(),
  /** The grammar category a blind writer aimed at (the taxonomy's name), for reading the misses. */
  category: z.string().optional(),
  /** The teacher's message the sentence answers; without one, the teacher's opening greeting. */
  teacher: z.string().min(1).optional(),
});
const SetSchema = z.object({ language: z.enum(LANGUAGE_CODES), sentences: z.array(SentenceSchema) });
export type EvalSentence = z.infer<typeof SentenceSchema>;

export const EVAL_DIRECTORY = new URL('../../../../../eval/sentences/', import.meta.url);

export async function loadEvalSet(
  language: LanguageCode,
  part: 'labelled' | 'blind' | 'blind2' | 'taxonomy' = 'labelled',
): Promise<EvalSentence[]> {
  const file = new URL(part === 'labelled' ? `${language}.json` : `${part}/${language}.json`, EVAL_DIRECTORY);
  const set = SetSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  if (set.language !== language) throw new Error(`${file.pathname} is labelled ${set.language}`);
  return set.sentences;
}

/**
 * A teacher's corrections of one learner sentence, given the teacher's previous message as the app gives
 * it; null when it could not produce any.
 */
export type CorrectionSource = (
  language: LanguageCode,
  text: string,
  teacherText: string,
) => Promise<Correction[] | null>;

function canonical(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The sentence with one correction applied (its fragment as whole words), for comparing corrections by effect. */
export function applyCorrection(text: string, correction: { original: string; corrected: string }): string {
  const plain = text.replace(/[’‘]/g, "'");
  const original = correction.original.replace(/[’‘]/g, "'");
  const at = locate(plain, original);
  if (at < 0) return canonical(text);
  return canonical(plain.slice(0, at) + correction.corrected + plain.slice(at + original.length));
}

export interface Figures {
  sentences: { correct: number; spelling: number; grammar: number };
  /** Corrections given that match an expected one ÷ all corrections given (null when none was given). */
  precision: number | null;
  recall: { spelling: number | null; grammar: number | null };
  /** Correct sentences that got at least one correction. */
  falseAlarms: { sentences: number; of: number; rate: number | null };
  counts: {
    given: number;
    right: number;
    wrong: number;
    expected: number;
    found: number;
    unanswered: number;
  };
}

export interface Miss {
  text: string;
  kind: EvalSentence['kind'];
  expected: EvalSentence['corrections'];
  given: Correction[];
}

function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

export function score(results: readonly { sentence: EvalSentence; given: Correction[] | null }[]): {
  figures: Figures;
  misses: Miss[];
} {
  const sentences = { correct: 0, spelling: 0, grammar: 0 };
  const expectedByKind = { spelling: 0, grammar: 0 };
  const foundByKind = { spelling: 0, grammar: 0 };
  let given = 0;
  let right = 0;
  let unanswered = 0;
  let alarms = 0;
  const misses: Miss[] = [];
  for (const { sentence, given: answer } of results) {
    sentences[sentence.kind]++;
    if (answer === null) unanswered++;
    const corrections = answer ?? [];
    const effects = corrections.map((correction) => applyCorrection(sentence.text, correction));
    const expectedEffects = sentence.corrections.map((correction) =>
      applyCorrection(sentence.text, correction),
    );
    given += corrections.length;
    const rightHere = effects.filter((effect) => expectedEffects.includes(effect)).length;
    right += rightHere;
    const foundHere = expectedEffects.filter((effect) => effects.includes(effect)).length;
    if (sentence.kind !== 'correct') {
      expectedByKind[sentence.kind] += expectedEffects.length;
      foundByKind[sentence.kind] += foundHere;
    } else if (corrections.length > 0) alarms++;
    if (rightHere < corrections.length || foundHere < expectedEffects.length)
      misses.push({
        text: sentence.text,
        kind: sentence.kind,
        expected: sentence.corrections,
        given: corrections,
      });
  }
  const expected = expectedByKind.spelling + expectedByKind.grammar;
  const found = foundByKind.spelling + foundByKind.grammar;
  return {
    figures: {
      sentences,
      precision: ratio(right, given),
      recall: {
        spelling: ratio(foundByKind.spelling, expectedByKind.spelling),
        grammar: ratio(foundByKind.grammar, expectedByKind.grammar),
      },
      falseAlarms: { sentences: alarms, of: sentences.correct, rate: ratio(alarms, sentences.correct) },
      counts: { given, right, wrong: given - right, expected, found, unanswered },
    },
    misses,
  };
}

export interface LanguageReport {
  all?: Figures;
  development: Figures;
  heldOut?: Figures;
  /**
   * The blind part (decision 198): sentences written by a teacher who saw only the taxonomy's category
   * names, never the rules or the other sentences; reported apart and never used to write rules.
   */
  blind?: Figures;
  /**
   * The second blind part (decision 210): written like the first by a writer who saw only the category
   * names, before the second round of rules; held out while they were written. The first blind part is
   * then development material, like the taxonomy part.
   */
  blind2?: Figures;
  /**
   * The taxonomy part (decision 199): written like the blind part, from the category names alone, by
   * another writer, and then used to develop the rules, so it measures coverage but is no longer blind.
   */
  taxonomy?: Figures;
  misses: Miss[];
}

/**
 * Runs a language's sentences through the teacher, a few at a time, and scores all, development and
 * held-out parts; with `developmentOnly` the held-out sentences are not run at all.
 */
export async function evaluateLanguage(
  language: LanguageCode,
  source: CorrectionSource,
  options: { developmentOnly?: boolean; concurrency?: number } = {},
): Promise<LanguageReport> {
  const labelled = (await loadEvalSet(language)).filter(
    (sentence) => !options.developmentOnly || !sentence.heldOut,
  );
  const taxonomy = await loadEvalSet(language, 'taxonomy').catch(() => []);
  // The first blind part is development material since the second was written (decision 210).
  const blind = await loadEvalSet(language, 'blind').catch(() => []);
  const blind2 = options.developmentOnly ? [] : await loadEvalSet(language, 'blind2').catch(() => []);
  const sentences = [...labelled, ...taxonomy, ...blind, ...blind2];
  const concurrency = options.concurrency ?? 4;
  const results: { sentence: EvalSentence; given: Correction[] | null }[] = new Array(sentences.length);
  let next = 0;
  async function work() {
    while (next < sentences.length) {
      const index = next++;
      const sentence = sentences[index]!;
      const teacherText = sentence.teacher ?? scriptedGreeting(language, null);
      results[index] = { sentence, given: await source(language, sentence.text, teacherText) };
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work));
  const labelledResults = results.slice(0, labelled.length);
  const taxonomyResults = results.slice(labelled.length, labelled.length + taxonomy.length);
  const blindResults = results.slice(
    labelled.length + taxonomy.length,
    labelled.length + taxonomy.length + blind.length,
  );
  const blind2Results = results.slice(labelled.length + taxonomy.length + blind.length);
  const all = score(labelledResults);
  const development = score(labelledResults.filter((result) => !result.sentence.heldOut)).figures;
  const blindScore = score(blindResults);
  const taxonomyScore = score(taxonomyResults);
  const blind2Score = score(blind2Results);
  const taxonomyPart = taxonomyResults.length > 0 ? { taxonomy: taxonomyScore.figures } : {};
  const blindPart = blindResults.length > 0 ? { blind: blindScore.figures } : {};
  if (options.developmentOnly)
    return {
      development,
      ...taxonomyPart,
      ...blindPart,
      misses: [...all.misses, ...taxonomyScore.misses, ...blindScore.misses],
    };
  return {
    all: all.figures,
    development,
    heldOut: score(labelledResults.filter((result) => result.sentence.heldOut)).figures,
    ...taxonomyPart,
    ...blindPart,
    ...(blind2Results.length > 0 ? { blind2: blind2Score.figures } : {}),
    // The held-out blind part's misses are not listed: nobody tunes rules against them.
    misses: [...all.misses, ...taxonomyScore.misses, ...blindScore.misses],
  };
}
