/**
 * The guards every correction passes, from the offline checkers or from an AI (decision 070): a
 * correction must quote the message, change more than capitals or punctuation, and leave alone what is
 * probably right (names, loanwords, the teacher's own words, links, numbers, emoji).
 */
import type { Correction } from '../../../../shared/contracts/practice.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { isLoanword } from './loanwords.ts';
import { blankNonProse, isCapitalised, lettersOnly, tokenize } from './text.ts';

export const MAX_CORRECTIONS = 8;
const NO_WORDS: ReadonlySet<string> = new Set();
/** Teacher words shorter than this are function words (tu, el, a, esta): they protect nothing. */
const MIN_TEACHER_WORD = 4;

export interface GuardContext {
  language: LanguageCode;
  text: string;
  /** What the teacher said last: words it used are not corrected. */
  teacherText?: string;
}

/** Straight apostrophes and plain spaces, keeping every position. */
function normalise(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/\s/g, ' ');
}

export function teacherWords(teacherText: string | undefined): Set<string> {
  return new Set(
    tokenize(teacherText ?? '')
      .map((token) => token.word.toLowerCase())
      .filter((word) => word.length >= MIN_TEACHER_WORD),
  );
}

/** Why a word of the message must not be corrected, or undefined when it may be. */
export function protection(
  context: GuardContext,
  token: { word: string; sentenceInitial: boolean; end: number },
  teacher: ReadonlySet<string>,
): string | undefined {
  // English writes the pronoun “I” with a capital anywhere: it is no name (wants that I → wants me to).
  if (
    isCapitalised(token.word) &&
    !token.sentenceInitial &&
    !(context.language === 'english' && token.word === 'I')
  )
    return 'name';
  // A capitalised word opening a sentence and followed by another is the first of a name (Brad Pitt es…).
  // The English “I” after it has no lower-case letter, so “Yesterday I…” is still checked.
  if (
    isCapitalised(token.word) &&
    token.sentenceInitial &&
    /^[ \t]+\p{Lu}\p{Ll}/u.test(context.text.slice(token.end))
  )
    return 'name';
  if (token.word.length > 1 && token.word === token.word.toUpperCase()) return 'acronym';
  if (isLoanword(context.language, token.word)) return 'loanword';
  // An accented word in English is borrowed (café, jalapeño) or a name: written so on purpose.
  if (context.language === 'english' && /[^\p{ASCII}]/u.test(token.word)) return 'loanword';
  if (teacher.has(token.word.toLowerCase())) return 'teacher';
  return undefined;
}

/** British and American spellings of one word written alike: colour/color, realise/realize, centre/center, travelled/traveled. */
function americanSpelling(text: string): string {
  return text
    .toLowerCase()
    .replace(/our(?=s?\b|ite|ed|ing|able)/g, 'or')
    .replace(/is(e|ed|es|ing|ation|ations)\b/g, 'iz$1')
    .replace(/ys(e|ed|es|ing)\b/g, 'yz$1')
    .replace(/tre(s?)\b/g, 'ter$1')
    .replace(/([aeiou])ll(ed|ing|er|ers)\b/g, '$1l$2')
    .replace(/ogue\b/g, 'og')
    .replace(/ence\b/g, 'ense')
    .replace(/ae|oe/g, 'e');
}

/** The runs of a fragment that are not prose (links, numbers…), given the fragment with them blanked. */
function nonProse(fragment: string, blanked: string): string[] {
  const runs: string[] = [];
  let run = '';
  for (let i = 0; i < fragment.length; i++) {
    if (fragment[i] !== blanked[i]) run += fragment[i];
    else if (run) {
      runs.push(run);
      run = '';
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * Where `original` stands in the message as whole words: exactly, or else ignoring case; -1 when it is
 * not there.
 */
export function locate(text: string, original: string): number {
  const escaped = original.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const flags of ['u', 'iu']) {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, flags).exec(text);
    if (match) return match.index;
  }
  return -1;
}

/** The corrections that pass every guard, each quoting the message as written. */
export function guardCorrections(context: GuardContext, corrections: readonly Correction[]): Correction[] {
  const text = normalise(context.text);
  const prose = blankNonProse(text);
  const tokens = tokenize(text);
  const teacher = teacherWords(context.teacherText);
  const kept: Correction[] = [];
  for (const correction of corrections) {
    const original = normalise(correction.original).trim();
    const corrected = normalise(correction.corrected).trim();
    if (!original || !corrected) continue;
    const start = locate(text, original);
    if (start < 0) continue;
    const end = start + original.length;
    if (lettersOnly(original) === lettersOnly(corrected)) continue;
    // Both British and American English are right.
    if (context.language === 'english' && americanSpelling(original) === americanSpelling(corrected))
      continue;
    // A link, address, hashtag or number inside the fragment must stand unchanged in the correction
    // (“have 30 years” → “am 30 years old” keeps its number).
    if (nonProse(text.slice(start, end), prose.slice(start, end)).some((part) => !corrected.includes(part)))
      continue;
    const correctedWords = new Set(tokenize(corrected).map((token) => token.word.toLowerCase()));
    const changed = tokens.filter(
      (token) => token.start < end && token.end > start && !correctedWords.has(token.word.toLowerCase()),
    );
    // The teacher's words protect a word the learner spells as the teacher did (a name, a rare word a
    // dictionary lacks), not the grammar around it: “married with” stays a mistake after a greeting that
    // said “with” (decision 197).
    const respelling = tokenize(original).length === 1 && tokenize(corrected).length === 1;
    if (changed.some((token) => protection(context, token, respelling ? teacher : NO_WORDS))) continue;
    const quoted = context.text.slice(start, end);
    if (kept.some((other) => other.original === quoted)) continue;
    kept.push({ original: quoted, corrected, explanation: correction.explanation });
    if (kept.length >= MAX_CORRECTIONS) break;
  }
  return kept;
}
