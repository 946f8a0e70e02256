import { gradeDrillAnswer } from './drill-answer.ts';

/**
 * What kind of mistake a correction fixed, judged the way drills judge answers (decision 112): only
 * capitals or punctuation, only accents, a word's ending, one letter, or anything else (grammar and
 * wording).
 */
export const MISTAKE_KINDS = ['capitals', 'accent', 'form', 'spelling', 'grammar'] as const;
export type MistakeKind = (typeof MISTAKE_KINDS)[number];

export function mistakeKind(correction: { original: string; corrected: string }): MistakeKind {
  const grade = gradeDrillAnswer({ prompt: '', answers: [correction.corrected] }, correction.original);
  if (grade.verdict === 'correct') return 'capitals';
  if (grade.verdict === 'near') return grade.miss;
  return 'grammar';
}
