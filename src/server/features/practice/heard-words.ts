/** A letter, a combining mark or a digit: what words are made of, in the three languages taught. */
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
/** Marks that join two parts of one word: "don't", "aujourd'hui", "well-known". */
const WORD_JOINERS = new Set(["'", '’', '-']);

function isWordCharacter(text: string, index: number): boolean {
  return WORD_CHARACTER.test(text[index] ?? '');
}

function isPartOfWord(text: string, index: number): boolean {
  if (isWordCharacter(text, index)) return true;
  return (
    WORD_JOINERS.has(text[index] ?? '') &&
    isWordCharacter(text, index - 1) &&
    isWordCharacter(text, index + 1)
  );
}

/**
 * Where a teacher message the learner cut into stops being heard (decision 212): `heardChars` rounded
 * down to the end of the last whole word heard, never inside a word nor past the message. 0 when not one
 * word was heard; the whole length when all of it was.
 */
export function heardWordsEnd(content: string, heardChars: number): number {
  if (heardChars >= content.length) return content.length;
  let end = Math.max(0, Math.floor(heardChars));
  // Inside a word: back to where that word starts.
  while (end > 0 && isPartOfWord(content, end - 1) && isPartOfWord(content, end)) end -= 1;
  // Then back over spaces and punctuation to the end of the word before.
  while (end > 0 && !isWordCharacter(content, end - 1)) end -= 1;
  return end;
}
