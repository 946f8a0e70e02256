import { fold } from './text.ts';

/**
 * Regional forms a general dictionary lacks (decision 079). Rioplatense and Central American voseo
 * conjugates every regular verb the same way, so a voseo form is right when its verb is: present
 * “hablás, tenés, vivís”, subjunctive “hablés, tengás”, imperative “hablá, tené, viví”, and the
 * imperative with its pronouns, where the accent goes (“decime, fijate, contame”).
 */

/** Voseo endings, each with the infinitive endings of the verbs that take it. */
const VOSEO_ENDINGS: [ending: string, infinitives: string[]][] = [
  // Present indicative (-ar → -ás, -er → -és, -ir → -ís) and subjunctive (-ar → -és, -er/-ir → -ás).
  ['ás', ['ar', 'er', 'ir']],
  ['és', ['er', 'ar']],
  ['ís', ['ir']],
  // Imperative.
  ['á', ['ar']],
  ['é', ['er']],
  ['í', ['ir']],
];
const CONSONANT_END = /[^aeiouáéíóúü]$/u;
/** A letter without a written accent: the stem of an imperative bears none. */
const UNSTRESSED = '(?:(?![áéíóú])\\p{L})';
const PRONOUNS = '(?:me|te|se|le|lo|la|nos|les|los|las)';
/**
 * An imperative with pronouns attached: with one the stress needs no written accent (decime, fijate),
 * with two it does (contámelo, decímelo).
 */
const IMPERATIVE_WITH_PRONOUN = new RegExp(`^(${UNSTRESSED}{2,})([aei])${PRONOUNS}$`, 'u');
const IMPERATIVE_WITH_PRONOUNS = new RegExp(`^(${UNSTRESSED}{2,})([áéí])${PRONOUNS}{2}$`, 'u');

/**
 * The infinitives a word would be the voseo form of, lower case: the word is a right voseo form when a
 * dictionary knows one of them. Empty for a word that cannot be one.
 */
export function voseoInfinitives(word: string): string[] {
  const lower = word.toLowerCase().normalize('NFC');
  const infinitives: string[] = [];
  for (const [ending, verbs] of VOSEO_ENDINGS) {
    const stem = lower.slice(0, -ending.length);
    if (!lower.endsWith(ending) || stem.length < 2) continue;
    // An imperative stresses a vowel after the stem's consonant (hablá, viví): a vowel before the
    // accent makes a one-syllable word, written without accent since 2010 (fui, not fuí).
    if (ending.length === 1 && !CONSONANT_END.test(stem)) continue;
    infinitives.push(...verbs.map((verb) => stem + verb));
  }
  for (const pattern of [IMPERATIVE_WITH_PRONOUN, IMPERATIVE_WITH_PRONOUNS]) {
    const match = pattern.exec(lower);
    if (match) infinitives.push(`${match[1]}${fold(match[2]!)}r`);
  }
  return infinitives;
}
