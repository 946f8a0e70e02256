/**
 * A learner-error rule for English beside Harper (decision 079): an irregular verb given the regular
 * ending (“goed”, “buyed”, “teached”) is a grammar mistake, not a misspelling — the learner knows the
 * word and applied the rule for the past. It gets the irregular past, or the past participle after a
 * form of “have”, and never a spelling suggestion (“goed” is not “good”).
 */
import { B, E, patternRule, type GrammarRule } from './rules.ts';

/** Irregular verbs learners regularise: base, past, past participle. */
const IRREGULAR: [base: string, past: string, participle: string][] = [
  ['become', 'became', 'become'],
  ['begin', 'began', 'begun'],
  ['break', 'broke', 'broken'],
  ['bring', 'brought', 'brought'],
  ['build', 'built', 'built'],
  ['buy', 'bought', 'bought'],
  ['catch', 'caught', 'caught'],
  ['choose', 'chose', 'chosen'],
  ['come', 'came', 'come'],
  ['cut', 'cut', 'cut'],
  ['do', 'did', 'done'],
  ['draw', 'drew', 'drawn'],
  ['drink', 'drank', 'drunk'],
  ['drive', 'drove', 'driven'],
  ['eat', 'ate', 'eaten'],
  ['fall', 'fell', 'fallen'],
  ['feel', 'felt', 'felt'],
  ['fight', 'fought', 'fought'],
  ['find', 'found', 'found'],
  ['fly', 'flew', 'flown'],
  ['forget', 'forgot', 'forgotten'],
  ['get', 'got', 'got'],
  ['give', 'gave', 'given'],
  ['go', 'went', 'gone'],
  ['grow', 'grew', 'grown'],
  ['have', 'had', 'had'],
  ['hear', 'heard', 'heard'],
  ['hit', 'hit', 'hit'],
  ['hold', 'held', 'held'],
  ['hurt', 'hurt', 'hurt'],
  ['keep', 'kept', 'kept'],
  ['know', 'knew', 'known'],
  ['leave', 'left', 'left'],
  ['lose', 'lost', 'lost'],
  ['make', 'made', 'made'],
  ['meet', 'met', 'met'],
  ['pay', 'paid', 'paid'],
  ['put', 'put', 'put'],
  ['read', 'read', 'read'],
  ['ride', 'rode', 'ridden'],
  ['run', 'ran', 'run'],
  ['say', 'said', 'said'],
  ['see', 'saw', 'seen'],
  ['sell', 'sold', 'sold'],
  ['send', 'sent', 'sent'],
  ['sing', 'sang', 'sung'],
  ['sit', 'sat', 'sat'],
  ['sleep', 'slept', 'slept'],
  ['speak', 'spoke', 'spoken'],
  ['spend', 'spent', 'spent'],
  ['stand', 'stood', 'stood'],
  ['steal', 'stole', 'stolen'],
  ['swim', 'swam', 'swum'],
  ['take', 'took', 'taken'],
  ['teach', 'taught', 'taught'],
  ['tell', 'told', 'told'],
  ['think', 'thought', 'thought'],
  ['throw', 'threw', 'thrown'],
  ['understand', 'understood', 'understood'],
  ['wake', 'woke', 'woken'],
  ['wear', 'wore', 'worn'],
  ['win', 'won', 'won'],
  ['write', 'wrote', 'written'],
];

/**
 * Regularised forms the English dictionaries know as words in their own right, never flagged: “sited”,
 * “wined”, “singed”, “putted” belong to other verbs, “payed” and “flied” are trade words.
 */
const REAL_WORDS = new Set([
  'flied',
  'leaved',
  'payed',
  'putted',
  'seed',
  'singed',
  'sited',
  'waked',
  'wined',
]);

const CONSONANT_VOWEL_CONSONANT = /[^aeiou][aeiou][^aeiouwxy]$/;

/** The ways a learner regularises a base: go → goed, make → maked/made, run → runned/runed, cry → cryed. */
function regularised(base: string): string[] {
  if (base.endsWith('e')) return [`${base}d`, `${base}ed`];
  const forms = [`${base}ed`];
  if (CONSONANT_VOWEL_CONSONANT.test(base)) forms.push(`${base}${base.at(-1)}ed`);
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ied`);
  return forms;
}

const BY_FORM = new Map<string, { past: string; participle: string }>();
for (const [base, past, participle] of IRREGULAR)
  for (const form of regularised(base))
    if (!REAL_WORDS.has(form) && form !== past) BY_FORM.set(form, { past, participle });

const HAVE =
  /(?:(?:^|[^\p{L}'])(?:have|has|had|having)|'ve|'d)\s+(?:\p{L}+ly\s+|not\s+|never\s+|just\s+|already\s+)?$/iu;

const overRegularisedPast = patternRule(
  'en-irregular-past',
  new RegExp(`${B}(?:${[...BY_FORM.keys()].join('|')})${E}`, 'iu'),
  (match, text) => {
    const verb = BY_FORM.get(match[0].toLowerCase());
    if (!verb) return undefined;
    return HAVE.test(text.slice(0, match.index)) ? verb.participle : verb.past;
  },
);

/**
 * “I am agree”: Spanish, French and Portuguese speakers carry over “estoy de acuerdo” / “je suis d'accord”.
 * In English “agree” is a verb, so the form of “be” goes (and “not” needs “do”).
 */
const BE_AGREE: Record<string, { yes: string; no: string }> = {
  'i am': { yes: 'I agree', no: "I don't agree" },
  "i'm": { yes: 'I agree', no: "I don't agree" },
  'you are': { yes: 'you agree', no: "you don't agree" },
  'we are': { yes: 'we agree', no: "we don't agree" },
  'they are': { yes: 'they agree', no: "they don't agree" },
  'he is': { yes: 'he agrees', no: "he doesn't agree" },
  'she is': { yes: 'she agrees', no: "she doesn't agree" },
};

const beAgree = patternRule(
  'en-be-agree',
  new RegExp(`${B}(i am|i'm|you are|we are|they are|he is|she is)\\s+(not\\s+)?agree${E}`, 'iu'),
  (match) => {
    const forms = BE_AGREE[match[1]!.toLowerCase()];
    if (!forms) return undefined;
    return match[2] ? forms.no : forms.yes;
  },
);

export const ENGLISH_RULES: readonly GrammarRule[] = [overRegularisedPast, beAgree];
