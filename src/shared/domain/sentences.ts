/**
 * Splits text that is still being written (a streamed teacher reply) into the sentences complete so far
 * and the unfinished rest, so speech can start before the whole reply has arrived. One splitter for
 * English, Spanish and French; the server and the browser both use it.
 *
 * A sentence ends at . ! ? or … (with any closing quotes or brackets after it, French « … » and its
 * no-break spaces included), once what follows shows a new sentence begins: a capital letter, a digit,
 * an opening ¿ ¡ « " ( or a line break. So nothing ends:
 * - inside a number (3.5, 1.000, 10:30), since a full stop needs a space after it;
 * - after an abbreviation of a title or a word that always goes on (Mr., Dra., M., etc. before a
 *   lowercase word, p. ej., approx.);
 * - before a lowercase continuation ("¡Hola! —dijo él", "« Bonjour ! » dit-il");
 * - after a lone list number ("1. First").
 * The last sentence of a reply stays in `rest` until the caller knows the reply is over.
 */

/**
 * Abbreviations after which a capitalised word goes on the same sentence (titles before a name, and
 * short forms that are followed by a name or a number), lower-cased, without their final full stop.
 */
const ABBREVIATIONS = new Set([
  // English
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'jr',
  'sr',
  'vs',
  'approx',
  'e.g',
  'i.e',
  // Spanish
  'sra',
  'srta',
  'dra',
  'd',
  'dña',
  'ud',
  'uds',
  'p. ej',
  'pág',
  'núm',
  'av',
  // French
  'm',
  'mme',
  'mlle',
  'p. ex',
  'n°',
]);

/** Closing marks that belong to the sentence they follow. */
const CLOSERS = `"'”’»)]`;
const SPACE = `\\s\\u00a0\\u202f`;

/** The end of a sentence candidate: its end marks and closers, then the space before what follows. */
const END = new RegExp(`[.!?…]+(?:[${SPACE}]*[${CLOSERS.replace(/[\]\\]/g, '\\$&')}])*(?=[${SPACE}])`, 'gu');

/** What may begin a new sentence. */
const STARTS_SENTENCE = /^[\p{Lu}\p{Lt}\p{N}¿¡«"“‘(]/u;

/** Whether `next` begins a new sentence; a dash opens one only before a capital ("—Sí", not "—dijo"). */
function beginsSentence(next: string): boolean {
  const afterDash = /^[—–-]\s*(.)/u.exec(next);
  if (afterDash) return STARTS_SENTENCE.test(afterDash[1]!);
  return STARTS_SENTENCE.test(next);
}

function endsWithAbbreviation(sentence: string): boolean {
  const match = /(?:^|[\s\u00a0\u202f(])((?:[\p{L}°]+\.\s?)*[\p{L}°]+)\.$/u.exec(sentence);
  if (!match) return false;
  return ABBREVIATIONS.has(match[1]!.toLowerCase());
}

/** A list number standing alone ("1.", "12.") is not a sentence. */
const isListNumber = (sentence: string) => /^\d{1,3}\.$/.test(sentence);

export function takeCompleteSentences(buffer: string): { sentences: string[]; rest: string } {
  const sentences: string[] = [];
  let start = 0;
  END.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = END.exec(buffer)) !== null) {
    const end = match.index + match[0].length;
    const after = buffer.slice(end);
    const next = after.trimStart();
    // The next word has not arrived yet: whether a sentence ends here is not known.
    if (next === '') break;
    const lineBreak = /^[^\S\n]*\n/.test(after);
    const sentence = buffer.slice(start, end).trim();
    const mark = match[0].trimStart()[0];
    const endsHere =
      lineBreak ||
      (beginsSentence(next) && !(mark === '.' && (endsWithAbbreviation(sentence) || isListNumber(sentence))));
    if (!endsHere) continue;
    if (sentence) sentences.push(sentence);
    start = end;
  }
  return { sentences, rest: buffer.slice(start).trimStart() };
}

/** Every sentence of a finished text, the last one included. */
export function splitSentences(text: string): string[] {
  const { sentences, rest } = takeCompleteSentences(text);
  const last = rest.trim();
  return last ? [...sentences, last] : sentences;
}
