/**
 * Word-by-word comparison of what the learner was asked to say with what the speech recogniser heard
 * (docs/product.md#practice). It measures how the recogniser understood the learner — not a phonetic
 * judgement.
 */
export type WordStatus = 'matched' | 'substituted' | 'missed';

export interface WordMark {
  /** The target word as written. */
  word: string;
  status: WordStatus;
  /** What was heard in its place (substituted) or the same word (matched). */
  heard?: string;
  /** The recogniser's confidence for the heard word, 0–1, when the provider gives one. */
  confidence?: number;
}

export interface PronunciationResult {
  words: WordMark[];
  /** Words heard that are not in the target, in order. */
  extra: string[];
  /** Matched target words ÷ target words, as a whole percentage. */
  accuracy: number;
}

/** Splits into words, keeping the original spelling for display. */
export function splitWords(text: string): string[] {
  return text.replace(/’/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
}

/** Lower case, no accents: the recogniser's spelling of an accent is not the learner's pronunciation. */
export function normalizeWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function alignPronunciation(
  target: string,
  heard: string,
  confidences: readonly { word: string; confidence: number }[] = [],
): PronunciationResult {
  const targetWords = splitWords(target);
  const heardWords = splitWords(heard);
  const a = targetWords.map(normalizeWord);
  const b = heardWords.map(normalizeWord);
  const rows = a.length + 1;
  const cols = b.length + 1;
  // cost[i][j]: edit distance between the first i target words and the first j heard words.
  const cost: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const substitution = cost[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      cost[i]![j] = Math.min(substitution, cost[i - 1]![j]! + 1, cost[i]![j - 1]! + 1);
    }
  }
  const words: WordMark[] = [];
  const extra: string[] = [];
  let i = a.length;
  let j = b.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && cost[i]![j] === cost[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)) {
      const matched = a[i - 1] === b[j - 1];
      const confidence = confidences[j - 1]?.confidence;
      words.unshift({
        word: targetWords[i - 1]!,
        status: matched ? 'matched' : 'substituted',
        heard: heardWords[j - 1]!,
        ...(confidence !== undefined ? { confidence } : {}),
      });
      i -= 1;
      j -= 1;
    } else if (i > 0 && cost[i]![j] === cost[i - 1]![j]! + 1) {
      words.unshift({ word: targetWords[i - 1]!, status: 'missed' });
      i -= 1;
    } else {
      extra.unshift(heardWords[j - 1]!);
      j -= 1;
    }
  }
  const matched = words.filter((word) => word.status === 'matched').length;
  return {
    words,
    extra,
    accuracy: targetWords.length === 0 ? 0 : Math.round((matched / targetWords.length) * 100),
  };
}

/**
 * The sentence a learner should repeat from a teacher's message: a quoted phrase when there is one
 * («…», “…”, "…"), else the message's first sentence.
 */
export function practiceSentenceFrom(message: string): string {
  const quoted = /[«“"]\s*([^«»“”"]{3,200}?)\s*[»”"]/u.exec(message)?.[1];
  if (quoted && splitWords(quoted).length >= 2) return quoted.trim();
  const first = /^[\s\S]*?[.!?…](?=\s|$)/u.exec(message.trim())?.[0];
  return (first ?? message).trim();
}
