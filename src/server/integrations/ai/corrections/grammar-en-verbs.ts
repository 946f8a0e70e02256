/**
 * Verb forms shared by the English rules: the irregular verbs learners regularise, and the forms (third
 * person, past, participle, -ing) of the verbs the rules of the taxonomy (grammar-en-taxonomy.ts) know.
 */

/** Irregular verbs learners regularise: base, past, past participle. */
export const IRREGULAR: [base: string, past: string, participle: string][] = [
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

/** Irregular verbs the rules of the taxonomy know beside those learners regularise. */
const MORE_IRREGULAR: [base: string, past: string, participle: string][] = [
  ['mean', 'meant', 'meant'],
  ['lend', 'lent', 'lent'],
  ['let', 'let', 'let'],
  ['set', 'set', 'set'],
  ['shut', 'shut', 'shut'],
  ['hide', 'hid', 'hidden'],
  ['forgive', 'forgave', 'forgiven'],
  ['shake', 'shook', 'shaken'],
  ['ring', 'rang', 'rung'],
  ['lead', 'led', 'led'],
  ['feed', 'fed', 'fed'],
  ['bite', 'bit', 'bitten'],
];

/** Regular verbs the rules know, beside the irregular ones. */
const REGULAR = `accept add agree allow answer appear arrive ask attend avoid bake book borrow call change chat
check clean close collect consider continue cook cost cry dance decide deliver depend describe discover
discuss dream dress drop earn end enjoy enter explain fail finish fix follow happen hate help hope improve
introduce invite join jump kiss laugh learn like listen live look love manage marry mention miss move need
open order paint pass pick plan play practise practice prefer prepare present promise pull push rain reach
receive recommend relax remember rent repeat reply rest return save share shop shout smile smoke snow start
stay stop study suggest talk thank touch travel try turn use visit wait walk want wash watch work worry`;

/** A consonant doubled before -ed and -ing (stopped, planning): stressed last syllables. */
const DOUBLED = new Set(
  'begin chat cut drop forget get hit jog let plan prefer put run set shop sit stop swim win travel'.split(
    ' ',
  ),
);

export function thirdPersonOf(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'be') return 'is';
  if (/(?:ch|sh|ss|x|o|z)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

export function ingOf(base: string): string {
  if (base === 'be' || base === 'see' || /(?:ee|ye|oe)$/.test(base)) return `${base}ing`;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e')) return `${base.slice(0, -1)}ing`;
  if (DOUBLED.has(base)) return `${base}${base.at(-1)}ing`;
  return `${base}ing`;
}

function regularPast(base: string): string {
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (DOUBLED.has(base)) return `${base}${base.at(-1)}ed`;
  return `${base}ed`;
}

export interface VerbForms {
  base: string;
  third: string;
  past: string;
  participle: string;
  ing: string;
}

/** Every verb the rules know, by its base form. */
export const VERBS: ReadonlyMap<string, VerbForms> = new Map(
  [
    ...[...IRREGULAR, ...MORE_IRREGULAR].map(([base, past, participle]) => ({ base, past, participle })),
    ...REGULAR.split(/\s+/)
      .filter(Boolean)
      .map((base) => ({ base, past: regularPast(base), participle: regularPast(base) })),
  ].map((verb) => [verb.base, { ...verb, third: thirdPersonOf(verb.base), ing: ingOf(verb.base) }]),
);

/** Each form (lower case) → the verb it belongs to; a form shared by two verbs keeps the first. */
export function formIndex(kind: keyof VerbForms): ReadonlyMap<string, VerbForms> {
  const index = new Map<string, VerbForms>();
  for (const verb of VERBS.values()) if (!index.has(verb[kind])) index.set(verb[kind], verb);
  return index;
}
