import type { Correction } from '../../../shared/contracts/practice.ts';

/** The words of a text, lower case: letters joined by apostrophes or hyphens ("l'eau", "well-known"). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLocaleLowerCase()
      .match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? []
  );
}

/**
 * The words a learner message counts and the words it uses as words of the language (decision 156):
 * every word counts, but a word a correction replaced (a misspelling such as "expañol", a wrong word
 * such as "of" in "depend of") is not used here. Those are the words of a correction's original that
 * its corrected text does not have. The used words are distinct, in the order the message first has them.
 */
export function learnerWords(
  content: string,
  corrections: readonly Pick<Correction, 'original' | 'corrected'>[] | null,
): { count: number; used: string[] } {
  const words = wordsOf(content);
  const replaced = new Set<string>();
  for (const correction of corrections ?? []) {
    const kept = new Set(wordsOf(correction.corrected));
    for (const word of wordsOf(correction.original)) if (!kept.has(word)) replaced.add(word);
  }
  return { count: words.length, used: [...new Set(words)].filter((word) => !replaced.has(word)) };
}
