/**
 * Restoring a missing accent on a word the dictionary accepts (decision 071): “ingles”, “arboles”, “frio”
 * are words too (groins, a form of arbolar, an old form of freír), but a learner who writes them nearly
 * always means “inglés”, “árboles”, “frío”. The list of the language's commonest words tells: the accented
 * form is suggested only when it is common and far commoner than the bare form, which must itself be rare.
 * Pairs whose choice depends on the grammar of the sentence are never touched here.
 */
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import type { CommonWords } from './spelling-rank.ts';
import { fold } from './text.ts';

/**
 * Both forms common, the sentence decides (está/esta, él/el, sí/si, sólo/solo …): left to grammar rules.
 * Also the words the 2010 Spanish spelling writes without accent (rio, guion: one syllable).
 */
const GRAMMAR_DECIDES: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  spanish: new Set(
    (
      'esta estas este estos estas el tu mi si se de te mas solo aun que como donde cuando quien quienes ' +
      'cual cuales cuanto cuanta cuantos cuantas adonde porque por publico hablo rio guion'
    ).split(' '),
  ),
  french: new Set('a ou la du sur des mur cote peche'.split(' ')),
};

/**
 * Where an accent tells one verb form from another (Spanish habló / hablo, estudié / estudie, pasará /
 * pasara, sabía / sabia; French marché / marche, utilisés / utilises), the sentence decides too.
 */
const VERB_FORM_ACCENT: Partial<Record<LanguageCode, RegExp>> = {
  spanish: /(?:ó|é|rá|rás|rán|ía|ías|ían)$/u,
  french: /(?:é|és|ée|ées)$/u,
};

/** The bare form must be at most this common (ranked 5,000th or beyond) … */
const RARE = 1_500_000 / 5_000;
/** … and the accented form this many times commoner. */
const RATIO = 5;
/**
 * The count an unlisted bare form is given: less than the count an unlisted word may have, since it is
 * rarer than that (with the Spanish and French lists, decision 079, the accented form must then be among
 * about the 20,000 and 14,000 commonest words).
 */
const UNLISTED_SHARE = 0.8;

/** Whether two spellings differ only in accents on vowels (not ñ or ç, which are other letters). */
export function differsOnlyInVowelAccents(a: string, b: string): boolean {
  const x = [...a.toLowerCase().normalize('NFC')];
  const y = [...b.toLowerCase().normalize('NFC')];
  if (x.length !== y.length || a.toLowerCase() === b.toLowerCase()) return false;
  return x.every((letter, i) => {
    const other = y[i]!;
    if (letter === other) return true;
    return fold(letter) === fold(other) && 'aeiouy'.includes(fold(letter));
  });
}

function onlyCircumflexOnIU(bare: string, accented: string): boolean {
  return [...accented.normalize('NFC')].every((letter, i) => letter === bare[i] || 'îû'.includes(letter));
}

/**
 * The accented spelling to suggest for a word the dictionary accepts, or undefined. `accented` gives the
 * listed words folding to the same letters; `known` is the dictionary's verdict on a candidate.
 */
export function restoreAccent(
  language: LanguageCode,
  word: string,
  common: CommonWords & { sameLetters: (word: string) => readonly string[] },
  known: (word: string) => boolean,
): string | undefined {
  const lower = word.toLowerCase();
  if (lower !== fold(lower) || GRAMMAR_DECIDES[language]?.has(lower)) return undefined;
  const bare = common.frequency(lower) ?? common.unlisted * UNLISTED_SHARE;
  if (bare > RARE) return undefined;
  let best: { word: string; count: number } | undefined;
  for (const candidate of common.sameLetters(lower)) {
    if (!differsOnlyInVowelAccents(lower, candidate) || VERB_FORM_ACCENT[language]?.test(candidate)) continue;
    // The 1990 French spelling drops the circumflex on i and u: “connaitre” is as right as “connaître”.
    if (language === 'french' && onlyCircumflexOnIU(lower, candidate)) continue;
    const count = common.frequency(candidate) ?? 0;
    if (count >= RATIO * bare && count > (best?.count ?? 0) && known(candidate))
      best = { word: candidate, count };
  }
  return best?.word;
}
