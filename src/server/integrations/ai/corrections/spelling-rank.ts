/**
 * Choosing a spelling suggestion only when one candidate is clearly best (decision 071). The cost of
 * turning the learner's word into a candidate weighs the edits learners really make: a missing accent
 * costs little, a neighbouring key, a doubled or undoubled letter, two swapped letters or a sound spelled
 * the way it sounds cost less than an unrelated letter. With word counts (English), a common word beats a
 * rare one of similar cost; with a list of the commonest words (Spanish, French), it breaks ties.
 */
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { fold } from './text.ts';

const KEYBOARD_ROWS = [
  // QWERTY and AZERTY: learners type on either.
  ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'],
  ['azertyuiop', 'qsdfghjklm', 'wxcvbn'],
];

const ADJACENT = new Set<string>();
for (const rows of KEYBOARD_ROWS) {
  rows.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
      const neighbours = [
        row[i - 1],
        row[i + 1],
        rows[r + 1]?.[i],
        rows[r + 1]?.[i - 1],
        rows[r - 1]?.[i],
        rows[r - 1]?.[i + 1],
      ];
      for (const other of neighbours) if (other) ADJACENT.add(row[i]! + other).add(other + row[i]!);
    }
  });
}

/** Letters a learner of the language writes for one another because they sound alike there. */
export const SOUND_ALIKE: Record<LanguageCode, string[]> = {
  english: ['cs', 'ck', 'sz', 'fv'],
  spanish: ['bv', 'cs', 'sz', 'cz', 'jg', 'yl', 'ck', 'kq'],
  french: ['cs', 'sz', 'gj', 'ck', 'kq'],
};

/** Letters a word may end with without their being heard: learners leave them out (explane, longtemp). */
const SILENT_FINAL: Partial<Record<LanguageCode, string>> = { french: 'stxde', english: 'e' };

/** Sound-alike pairs with c hold only where c is soft: before e, i or y (cena/sena, not casa/sasa). */
const SOFT_C_PAIRS = new Set(['cs', 'sc', 'cz', 'zc']);

const VOWELS = new Set('aeiouy');

// The costs of edits, cheapest first: what learners of a language most often write for what they mean.
const ACCENT = 0.2;
const ACCENT_REMOVED = 0.3;
const SOUND = 0.3;
const DOUBLING = 0.4;
const SILENT = 0.4;
const APOSTROPHE = 0.3;
const HYPHEN = 1.2;
const KEY = 0.7;
const SWAP = 0.7;
const VOWEL = 0.8;
const OTHER = 1;
/** Splitting a word in two: learners seldom run two words together, hunspell often proposes it. */
const SPACE = 1.2;
/**
 * A vowel left out or added beside another vowel: a vowel pair spelled as one sound (erly, explane,
 * beutiful). Cheaper than another letter, dearer than a doubled one.
 */
const VOWEL_PAIR = 0.6;
/**
 * Added to any edit of the first letter: learners seldom get the first letter of a word wrong, so a
 * candidate that keeps it (lonely for “lonly”) is likelier than one that drops or changes it (only).
 * Sound slips there (a silent h, a missing accent, b/v) keep their own cost.
 */
const FIRST_LETTER = 0.5;

/** Cost of writing `a` for `b`; `next` is the letter after them (both words share it when it matters). */
function substitutionCost(language: LanguageCode, a: string, b: string, next = ''): number {
  // Learners leave accents out far more often than they add one where none belongs.
  if (fold(a) === fold(b)) return a !== fold(a) && b === fold(b) ? ACCENT_REMOVED : ACCENT;
  const pair = fold(a) + fold(b);
  const soundsAlike =
    SOUND_ALIKE[language].some((p) => p === pair || p === pair[1]! + pair[0]!) &&
    (!SOFT_C_PAIRS.has(pair) || /[eiyéèêíî]/.test(next));
  if (soundsAlike) return SOUND;
  if (ADJACENT.has(pair)) return KEY;
  if (VOWELS.has(fold(a)) && VOWELS.has(fold(b))) return VOWEL;
  return OTHER;
}

function isVowel(letter: string | undefined): boolean {
  return letter !== undefined && 'aeiou'.includes(fold(letter));
}

/**
 * Cost of the letter at `index` of `word` being there (inserted) or missing (deleted). An h is silent in
 * Spanish and French, and after w in English (wich, wen).
 */
function indelCost(language: LanguageCode, word: string, index: number): number {
  const letter = word[index]!;
  if (letter === "'") return APOSTROPHE;
  if (letter === '-') return HYPHEN;
  if (letter === ' ') return SPACE;
  if (word[index - 1] === letter || word[index + 1] === letter) return DOUBLING;
  if (letter === 'h' && (language !== 'english' || word[index - 1] === 'w')) return SILENT;
  if (index === word.length - 1 && SILENT_FINAL[language]?.includes(letter)) return SILENT;
  if (isVowel(letter) && (isVowel(word[index - 1]) || isVowel(word[index + 1]))) return VOWEL_PAIR;
  return OTHER;
}

/** Whether an edit's cost is a slip of sound or accent, which the first letter is as prone to as any. */
function isSoundSlip(cost: number): boolean {
  return cost <= SOUND + 0.001 || cost === SILENT;
}

/** Weighted optimal-string-alignment distance from what was written to a candidate. */
export function editCost(language: LanguageCode, written: string, candidate: string): number {
  const a = written.toLowerCase();
  const b = candidate.toLowerCase();
  const d: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  // An edit at the very start: deleting or changing the first letter, or adding one before it.
  const atStart = (cost: number, first: boolean) =>
    first && !isSoundSlip(cost) ? cost + FIRST_LETTER : cost;
  const del = (i: number, j: number) => atStart(indelCost(language, a, i - 1), i === 1 && j === 0);
  const ins = (i: number, j: number) => atStart(indelCost(language, b, j - 1), i === 0 && j === 1);
  for (let i = 1; i <= a.length; i++) d[i]![0] = d[i - 1]![0]! + del(i, 0);
  for (let j = 1; j <= b.length; j++) d[0]![j] = d[0]![j - 1]! + ins(0, j);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      const change = same ? 0 : substitutionCost(language, a[i - 1]!, b[j - 1]!, b[j] ?? a[i] ?? '');
      let cost = Math.min(
        d[i - 1]![j]! + del(i, j),
        d[i]![j - 1]! + ins(i, j),
        d[i - 1]![j - 1]! + atStart(change, i === 1 && j === 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && !same)
        cost = Math.min(cost, d[i - 2]![j - 2]! + SWAP);
      d[i]![j] = cost;
    }
  }
  return d[a.length]![b.length]!;
}

export type WordFrequency = (word: string) => number | undefined;

export interface Ranked {
  candidate: string;
  cost: number;
  score: number;
}

/**
 * The most a suggestion may cost, and how much better (lower) its score must be than the runner-up's.
 * With word frequencies a score is a rough log-probability and a margin of 0.8 means six times likelier;
 * without them only the edit cost speaks, so the bar is a single likely edit or two very likely ones.
 */
const WITH_FREQUENCY = { maxCost: 2, margin: 0.8 };
const WITHOUT_FREQUENCY = { maxCost: 1, margin: 0.3 };

export function rankCandidates(
  language: LanguageCode,
  written: string,
  candidates: readonly string[],
  frequency?: WordFrequency,
): Ranked[] {
  const seen = new Set<string>();
  const ranked: Ranked[] = [];
  for (const candidate of candidates) {
    const key = candidate.toLowerCase();
    if (seen.has(key) || key === written.toLowerCase()) continue;
    seen.add(key);
    const cost = editCost(language, written, candidate);
    // Costs weigh double; each tenfold in frequency earns one point (a rough log-probability).
    const score = frequency ? 2 * cost - Math.log10(1 + (phraseFrequency(candidate, frequency) ?? 0)) : cost;
    ranked.push({ candidate, cost, score });
  }
  return ranked.sort((x, y) => x.score - y.score);
}

function phraseFrequency(candidate: string, frequency: WordFrequency): number | undefined {
  const parts = candidate.split(/[\s']/).filter(Boolean);
  const counts = parts.map((part) => frequency(part) ?? 0);
  return Math.min(...counts);
}

/**
 * Where the frequency list holds only a language's most common words (Spanish and French: ranks without
 * counts), a word missing from it may still be common, so the edit cost decides first, as without a
 * list. The list only breaks the ties the cost leaves, by the same bar as full counts (a listed candidate,
 * at most cost 2, scoring the margin better than the runner-up), with an unlisted runner-up counted as
 * common as the least common listed word: the list cannot tell that it is rarer.
 */
export interface CommonWords {
  frequency: WordFrequency;
  /** The count an unlisted word may still have: that of the last listed rank. */
  unlisted: number;
}

/** The one clearly best candidate, or undefined when none stands out. */
export function chooseSpelling(
  language: LanguageCode,
  written: string,
  candidates: readonly string[],
  frequency?: WordFrequency | CommonWords,
): string | undefined {
  if (typeof frequency === 'object') {
    const byCost = chooseSpelling(language, written, candidates);
    if (byCost) return byCost;
    const { frequency: listed, unlisted } = frequency;
    const choice = chooseSpelling(language, written, candidates, (word) => listed(word) ?? unlisted);
    return choice && phraseFrequency(choice, listed) ? choice : undefined;
  }
  const [best, second] = rankCandidates(language, written, candidates, frequency);
  const bar = frequency ? WITH_FREQUENCY : WITHOUT_FREQUENCY;
  if (!best || best.cost > bar.maxCost) return undefined;
  if (frequency && !phraseFrequency(best.candidate, frequency)) return undefined;
  // (A thousandth of slack: the costs are sums of decimals.)
  if (!second || second.score - best.score >= bar.margin - 0.001) return best.candidate;
  // A single cheap slip (a missing accent, a letter that sounds alike) against a runner-up needing
  // at least twice as much is clear too.
  if (!frequency && best.cost <= SOUND && second.cost >= 2 * best.cost) return best.candidate;
  return undefined;
}
