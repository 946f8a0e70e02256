import { createRequire } from 'node:module';
import type * as TinyldModule from 'tinyld';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';

type Tinyld = typeof TinyldModule;
let tinyld: Tinyld | undefined;
/** tinyld's language profiles (about 8 MB of heap) load with the first message checked, not at start. */
const detector = () => (tinyld ??= createRequire(import.meta.url)('tinyld') as Tinyld);

const ISO: Record<LanguageCode, string> = { english: 'en', spanish: 'es', french: 'fr' };
const CLEAR = 0.5;
const MIN_WORDS = 3;

/**
 * Whether the learner clearly wrote in another of the taught languages (decision 074): then nothing is
 * corrected, since every word would look wrong against the practised language's dictionary. Short
 * messages and mixed ones are taken as written in the practised language.
 */
export function isWrittenInAnotherLanguage(language: LanguageCode, text: string): boolean {
  if ((text.match(/\p{L}+/gu) ?? []).length < MIN_WORDS) return false;
  const [top] = detector().detectAll(text, { only: Object.values(ISO) });
  return Boolean(top && top.lang !== ISO[language] && top.accuracy >= CLEAR);
}
