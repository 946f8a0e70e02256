/**
 * Reading a learner message for corrections: its words with their positions, leaving out what is not
 * prose (links, addresses, hashtags, mentions, numbers, emoji).
 */

export interface WordToken {
  /** The word as written (typographic apostrophes turned into ASCII ones). */
  word: string;
  start: number;
  end: number;
  /** First word of the message or of a sentence (after . ! ? ¿ ¡ or a line break). */
  sentenceInitial: boolean;
}

/** Links, e-mail addresses, hashtags, @mentions and words mixed with digits: never corrected. */
const NOT_PROSE =
  /(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}|[#@][\p{L}\p{N}_]+|[\p{L}\p{N}_'-]*\p{N}[\p{L}\p{N}_'-]*|\b[\p{L}\p{N}-]+\.(?:com|org|net|es|fr|uk|io|co)\b\S*/gu;

const WORD = /\p{L}+(?:['-]\p{L}+)*/gu;

/** The text with everything that is not prose blanked out (same length, so positions still hold). */
export function blankNonProse(text: string): string {
  return text.replace(/’/g, "'").replace(NOT_PROSE, (match) => ' '.repeat(match.length));
}

export function tokenize(text: string): WordToken[] {
  const plain = text.replace(/’/g, "'");
  const prose = blankNonProse(text);
  const tokens: WordToken[] = [];
  for (const match of prose.matchAll(WORD)) {
    const start = match.index;
    const before = plain.slice(0, start).replace(/["'«“(\s]+$/u, '');
    tokens.push({
      word: match[0],
      start,
      end: start + match[0].length,
      sentenceInitial: before === '' || /[.!?¿¡:\n]$/u.test(before),
    });
  }
  return tokens;
}

/** Lower case without accents, and œ/æ spelled out: for comparing what a learner may type either way. */
export function fold(word: string): string {
  return word.toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae').normalize('NFD').replace(/\p{M}/gu, '');
}

export function isCapitalised(word: string): boolean {
  return /^\p{Lu}/u.test(word);
}

/** The suggestion written with the original's capitalisation (first letter, or all capitals). */
export function matchCase(original: string, suggestion: string): string {
  const letters = original.replace(/\P{L}/gu, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return suggestion.toUpperCase();
  if (!isCapitalised(letters)) return suggestion;
  return suggestion.replace(/\p{L}/u, (letter) => letter.toUpperCase());
}

/** Letters only, lower case: two fragments that differ only in capitals and punctuation compare equal. */
export function lettersOnly(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
