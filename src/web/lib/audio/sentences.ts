/**
 * Splits streamed text into the sentences that are complete so far and the unfinished rest, so speech
 * can start before the whole reply has arrived.
 */
export function takeCompleteSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  const pattern = /[^.!?…]*[.!?…]+["»”')\]]*(?=\s)/gy;
  let rest = buffer;
  let match: RegExpExecArray | null;
  let consumed = 0;
  pattern.lastIndex = 0;
  while ((match = pattern.exec(buffer)) !== null) {
    const sentence = match[0].trim();
    if (sentence) sentences.push(sentence);
    consumed = pattern.lastIndex;
    // Skip the whitespace after the sentence.
    while (consumed < buffer.length && /\s/.test(buffer[consumed]!)) consumed += 1;
    pattern.lastIndex = consumed;
  }
  rest = buffer.slice(consumed);
  return { sentences, rest };
}
