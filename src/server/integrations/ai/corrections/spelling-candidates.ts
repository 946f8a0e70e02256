/** Candidate spellings for a word no dictionary knows: hunspell's suggestions and the slips learners make. */
import type { Hunspell } from 'hunspell-asm';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';
import { voseoInfinitives } from './regional.ts';
import { SOUND_ALIKE } from './spelling-rank.ts';
import { fold } from './text.ts';

const ACCENTED: Record<string, string[]> = {
  a: ['á', 'à', 'â'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['í', 'î', 'ï'],
  o: ['ó', 'ô'],
  u: ['ú', 'ù', 'û', 'ü'],
  c: ['ç'],
  n: ['ñ'],
};

/** The word with one accent added, changed or taken away: the commonest slip in Spanish and French. */
function accentVariants(word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const base = fold(word[i]!);
    if (base.length !== 1) continue;
    for (const letter of [base, ...(ACCENTED[base] ?? [])])
      if (letter !== word[i]) variants.push(word.slice(0, i) + letter + word.slice(i + 1));
  }
  return variants;
}

function letterVariants(language: LanguageCode, word: string): string[] {
  const variants: string[] = [];
  for (let i = 0; i < word.length; i++)
    for (const pair of SOUND_ALIKE[language]) {
      const at = pair.indexOf(word[i]!);
      if (at >= 0) variants.push(word.slice(0, i) + pair[1 - at] + word.slice(i + 1));
    }
  if (language === 'spanish') variants.push(...[word.replace(/y/g, 'll'), word.replace(/ll/g, 'y')]);
  return variants;
}

/** The word with one letter swapped for one that sounds alike, a silent h added, or both (aser → hacer). */
function soundVariants(language: LanguageCode, word: string): string[] {
  const variants = letterVariants(language, word);
  if (language !== 'english') variants.push(`h${word}`, ...letterVariants(language, `h${word}`));
  return variants;
}

/** French spellings of the 1990 reform drop the circumflex on i and u (connaitre, maitre, août → aout). */
function unreformed(word: string): string[] {
  const forms: string[] = [];
  for (let i = 0; i < word.length; i++)
    if (word[i] === 'i' || word[i] === 'u')
      forms.push(word.slice(0, i) + (word[i] === 'i' ? 'î' : 'û') + word.slice(i + 1));
  return forms;
}

export function knows(checkers: Hunspell[], word: string, language?: LanguageCode): boolean {
  const forms = [word, word.replace(/oe/g, 'œ'), word.replace(/ae/g, 'æ')];
  if (language === 'french') forms.push(...unreformed(word));
  if (checkers.some((checker) => forms.some((form) => checker.spell(form)))) return true;
  return language === 'spanish' && isVoseoForm(checkers, word);
}

/** A voseo form (sabés, podés, vení, fijate) of a verb the dictionary knows. */
export function isVoseoForm(checkers: Hunspell[], word: string): boolean {
  return voseoInfinitives(word).some((verb) => checkers.some((checker) => checker.spell(verb)));
}

/**
 * An abbreviation, symbol or name the dictionary lists (Tm, TV, McDonald): never the word a learner meant
 * when they wrote a lower-case word of their own ("tmrw" is not "Tm").
 */
function isAbbreviationOrSymbol(word: string, candidate: string): boolean {
  if (word !== word.toLowerCase()) return false;
  if (/\p{Lu}/u.test(candidate.slice(1))) return true;
  return candidate.length <= 3 && /^\p{Lu}/u.test(candidate);
}

export function spellingCandidates(checkers: Hunspell[], language: LanguageCode, word: string): string[] {
  const sounds = soundVariants(language, word);
  return [
    ...checkers
      .flatMap((checker) => checker.suggest(word))
      .filter((candidate) => !isAbbreviationOrSymbol(word, candidate)),
    ...[...accentVariants(word), ...sounds, ...sounds.flatMap(accentVariants)].filter((variant) =>
      knows(checkers, variant),
    ),
  ];
}
