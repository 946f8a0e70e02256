import { editDistance, withoutAccents } from './drill-answer.ts';

/**
 * Authored answer patterns of the guided course (decision 195), and how a learner's words are read
 * against them. A pattern is a sentence in which `(a|b|c)` is one of the alternatives (an empty one makes
 * the part optional) and `{slot}` any word of a named list. Patterns expand to the finite set of answers a
 * teacher wrote, so checking an answer is a comparison of words, and a near miss (a letter off, an accent
 * missing) is found by comparing against the closest of them.
 */

/** More expansions than this means the pattern is too loose to review; content tests hold it. */
export const MAX_EXPANSIONS = 4000;

export type Slots = Readonly<Record<string, readonly string[]>>;

/** One expansion: its words, and which slot word each slot took. */
export interface Expansion {
  words: string[];
  slots: Record<string, string>;
}

export class PatternError extends Error {}

/** Lower case, one apostrophe, no punctuation: the words of what the learner wrote or said. */
export function answerWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

type Part =
  { kind: 'text'; text: string } | { kind: 'choice'; options: string[] } | { kind: 'slot'; name: string };

function parse(pattern: string): Part[] {
  const parts: Part[] = [];
  let index = 0;
  let text = '';
  const flush = () => {
    if (text) parts.push({ kind: 'text', text });
    text = '';
  };
  while (index < pattern.length) {
    const char = pattern[index]!;
    if (char === '(') {
      const end = pattern.indexOf(')', index);
      if (end < 0) throw new PatternError(`unclosed ( in «${pattern}»`);
      const inner = pattern.slice(index + 1, end);
      if (inner.includes('(')) throw new PatternError(`nested ( in «${pattern}»`);
      flush();
      parts.push({ kind: 'choice', options: inner.split('|') });
      index = end + 1;
    } else if (char === '{') {
      const end = pattern.indexOf('}', index);
      if (end < 0) throw new PatternError(`unclosed { in «${pattern}»`);
      flush();
      parts.push({ kind: 'slot', name: pattern.slice(index + 1, end).trim() });
      index = end + 1;
    } else if (char === ')' || char === '}' || char === '|') {
      throw new PatternError(`stray ${char} in «${pattern}»`);
    } else {
      text += char;
      index++;
    }
  }
  flush();
  return parts;
}

/** Every answer a pattern stands for; throws `PatternError` on a malformed pattern or unknown slot. */
export function expandPattern(pattern: string, slots: Slots = {}): Expansion[] {
  return expandText(pattern, slots)
    .map((entry) => ({ words: answerWords(entry.text), slots: entry.slots }))
    .filter((entry) => entry.words.length > 0);
}

type Partial = { text: string; slots: Record<string, string> };

function expandText(pattern: string, slots: Slots): Partial[] {
  let partial: Partial[] = [{ text: '', slots: {} }];
  for (const part of parse(pattern)) {
    const choices: Partial[] =
      part.kind === 'text'
        ? [{ text: part.text, slots: {} }]
        : part.kind === 'choice'
          ? // An alternative may name a slot too: (a bigger one|{size}).
            part.options.flatMap((option) =>
              option.includes('{') ? expandText(option, slots) : [{ text: option, slots: {} }],
            )
          : (() => {
              const words = slots[part.name];
              if (!words) throw new PatternError(`unknown slot {${part.name}} in «${pattern}»`);
              return words.map((word) => ({ text: word, slots: { [part.name]: word } }));
            })();
    partial = partial.flatMap((done) =>
      choices.map((choice) => ({ text: done.text + choice.text, slots: { ...done.slots, ...choice.slots } })),
    );
    if (partial.length > MAX_EXPANSIONS)
      throw new PatternError(`«${pattern}» stands for more than ${MAX_EXPANSIONS} answers`);
  }
  return partial;
}

/** Each slot list's expansions, per pattern: a lesson's patterns are expanded once. */
const expansionCache = new WeakMap<Slots, Map<string, Expansion[]>>();
const NO_SLOTS: Slots = {};
function expandAll(patterns: readonly string[], slots: Slots): Expansion[] {
  let bySlots = expansionCache.get(slots);
  if (!bySlots) {
    bySlots = new Map();
    expansionCache.set(slots, bySlots);
  }
  const cache = bySlots;
  const known = listCache.get(patterns)?.get(slots);
  if (known) return known;
  const all = patterns.flatMap((pattern) => {
    let found = cache.get(pattern);
    if (!found) {
      found = expandPattern(pattern, slots);
      cache.set(pattern, found);
    }
    return found;
  });
  // A lesson's list of patterns is one array for the server's life: its expansions are gathered once.
  let bySlotsForList = listCache.get(patterns);
  if (!bySlotsForList) {
    bySlotsForList = new WeakMap();
    listCache.set(patterns, bySlotsForList);
  }
  bySlotsForList.set(slots, all);
  return all;
}
const listCache = new WeakMap<readonly string[], WeakMap<Slots, Expansion[]>>();

/** Words without their accents, remembered: the same few hundred words are compared again and again. */
const foldedWords = new Map<string, string>();
function folded(word: string): string {
  let found = foldedWords.get(word);
  if (found === undefined) {
    found = withoutAccents(word);
    if (foldedWords.size > 50_000) foldedWords.clear();
    foldedWords.set(word, found);
  }
  return found;
}

/** How far a written word is from the expected one: 0 the same, 1 only accents, 2 a slip of spelling. */
function wordGap(given: string, expected: string): 0 | 1 | 2 | 3 {
  if (given === expected) return 0;
  const givenFolded = folded(given);
  const expectedFolded = folded(expected);
  if (givenFolded === expectedFolded) return 1;
  // A slip is one edit in a word of up to 6 letters, two in a longer one; a short word must be exact
  // ("a" for "an" is grammar, not spelling).
  if (expected.length < 4) return 3;
  const allowed = expected.length <= 6 ? 1 : 2;
  // (A length gap of three or more letters is never a slip.)
  if (Math.abs(given.length - expected.length) > 2) return 3;
  return editDistance(givenFolded, expectedFolded) <= allowed ? 2 : 3;
}

/** A word written with a slip: as written, as expected, and whether only its accents differ. */
interface Slip {
  given: string;
  expected: string;
  accents: boolean;
}

/** Slipped readings kept per answer: enough to choose the closest. */
const MAX_SPELLED = 200;

export type AnswerMatch =
  | { verdict: 'exact'; expansion: Expansion }
  /** The same words but for accents or a slip of spelling in the words listed (expected form). */
  | {
      verdict: 'spelling';
      expansion: Expansion;
      words: { given: string; expected: string; accents: boolean }[];
    }
  | { verdict: 'none' };

/**
 * Reads `text` against the patterns: `whole` asks for the answer alone (a gap, a built sentence),
 * otherwise an accepted answer may stand anywhere in what the learner wrote ("Hello! A coffee, please."),
 * the longest one found counting.
 */
export function matchAnswer(
  text: string,
  patterns: readonly string[],
  slots: Slots = NO_SLOTS,
  options: { whole: boolean },
): AnswerMatch {
  const given = answerWords(text);
  if (given.length === 0) return { verdict: 'none' };
  const present = new Set(given);
  let exact: { expansion: Expansion; start: number } | undefined;
  const spelled: { expansion: Expansion; start: number; words: Slip[] }[] = [];
  for (const expansion of expandAll(patterns, slots)) {
    const expected = expansion.words;
    // Once an accepted answer is found, only a longer one can change the verdict.
    if (exact && expected.length <= exact.expansion.words.length) continue;
    if (expected.length > given.length) continue;
    // Words of the answer missing from what was written, each at best a slip: too many, and no place fits.
    let missing = 0;
    for (const word of expected) if (!present.has(word)) missing++;
    if (missing > Math.max(1, Math.floor(expected.length / 4))) continue;
    const last = options.whole ? (given.length === expected.length ? 0 : -1) : given.length - expected.length;
    for (let start = 0; start <= last; start++) {
      let cost = 0;
      const slips: Slip[] = [];
      for (let index = 0; index < expected.length && cost < 3; index++) {
        const gap = wordGap(given[start + index]!, expected[index]!);
        if (gap === 3) cost = 3;
        else if (gap > 0)
          slips.push({ given: given[start + index]!, expected: expected[index]!, accents: gap === 1 });
      }
      if (cost === 3) continue;
      // A slip in a quarter or more of the words is not a slip any more.
      if (slips.length > Math.max(1, Math.floor(expected.length / 4))) continue;
      if (slips.length === 0) {
        exact = { expansion, start };
        break;
      }
      if (spelled.length < MAX_SPELLED) spelled.push({ expansion, start, words: slips });
    }
  }
  const fewestSlips = (candidates: typeof spelled) =>
    candidates.reduce<(typeof spelled)[number] | undefined>(
      (best, candidate) =>
        !best ||
        candidate.words.length < best.words.length ||
        (candidate.words.length === best.words.length &&
          candidate.expansion.words.length > best.expansion.words.length)
          ? candidate
          : best,
      undefined,
    );
  if (exact) {
    // An accepted answer inside what the learner wrote, unless a longer accepted answer around it is
    // there with a slip ("il est dix heures et demi" holds "il est dix heures", but means "et demie").
    const { start, expansion } = exact;
    const around = fewestSlips(
      spelled.filter(
        (candidate) =>
          candidate.expansion.words.length > expansion.words.length &&
          candidate.start <= start &&
          candidate.start + candidate.expansion.words.length >= start + expansion.words.length,
      ),
    );
    return around
      ? { verdict: 'spelling', expansion: around.expansion, words: around.words }
      : { verdict: 'exact', expansion };
  }
  const best = fewestSlips(spelled);
  return best ? { verdict: 'spelling', expansion: best.expansion, words: best.words } : { verdict: 'none' };
}

/** A teacher's reply with the learner's own slot words said back: "{drink}" becomes "tea". */
export function fillReply(reply: string, slots: Record<string, string>): string {
  return reply.replace(/\{([a-z][a-z0-9-]*)\}/g, (whole, name: string) => slots[name] ?? whole);
}
