import type { LanguageCode } from '../../../shared/domain/languages.ts';

/**
 * How the learner addresses the teacher: `informal` (Spanish tú, French tu) or `formal` (usted, vous).
 * The offline partner mirrors it in general and free conversation.
 */
export type Register = 'informal' | 'formal';

/** Letters and digits: what a word is made of, in any language (`\b` knows only ASCII). */
const BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const AFTER = String.raw`(?![\p{L}\p{N}])`;

/** Whole words (or phrases), lower case. */
const words = (...alternatives: string[]) =>
  new RegExp(`${BEFORE}(?:${alternatives.join('|')})${AFTER}`, 'gu');

/** Where a sentence or a clause starts: the message's start, or after ¡ . ! ? , ; : (or ¿) */
const CLAUSE_START = String.raw`(?:^|[¿¡.!?…,;:]\s*)`;

/** Where a question starts: after ¿, or at a clause that a question mark ends ("puede repetir?"). */
const QUESTION_START = String.raw`(?:¿\s*|(?:^|[¡.!?…,;:]\s*)(?=[^.!?¿]*\?))`;

interface Markers {
  /** Fixed phrases that say nothing about the learner's choice; blanked out before the rest is read. */
  neutral: RegExp[];
  formal: RegExp[];
  informal: RegExp[];
}

const SPANISH: Markers = {
  neutral: [
    // The textbook formulas "perdone", "disculpe" are learnt whole, like "por favor".
    words('perdone', 'disculpe', 'perdóneme', 'discúlpeme'),
  ],
  formal: [
    // "¿Y usted?", "¿Usted es de Madrid?", "¿De dónde es usted?"; not "ustedes", a plural.
    words('usted', 'ud', 'vd'),
    // "¿Le gusta el cine?", "¿Qué le parece?": to the teacher, unless someone else is named ("a mi hermano").
    new RegExp(
      String.raw`${QUESTION_START}(?:y\s+)?(?:(?:qué|cuánto|cómo|dónde|cuál)\s+)?le\s+(?:gusta|gustan|gustaría|encanta|encantan|interesa|interesan|apetece|parece)${AFTER}(?![^?]*${BEFORE}a\s+(?:él|ella|ellos|ellas|mi|mis|nuestr\p{L}*)${AFTER})`,
      'gu',
    ),
    // "¿Puede repetir?", "¿Me podría ayudar?", "Podría hablar más despacio?": a request to the teacher.
    new RegExp(
      String.raw`${QUESTION_START}(?:y\s+)?(?:me\s+|nos\s+|lo\s+|la\s+)?(?:puede|podría)\s+(?!ser${AFTER})\p{L}+(?:r|rme|rnos|rlo|rla|rmelo|rnoslo)${AFTER}`,
      'gu',
    ),
    // Formal imperatives and thanks: "oiga", "repita", "dígame", "le agradezco", "encantado de conocerle".
    words(
      'oiga',
      'repita',
      'repítame',
      'repítalo',
      'repítala',
      'repítamelo',
      'dígame',
      'explíqueme',
      'hable\\s+más\\s+(?:despacio|lento|alto)',
      'le agradezco',
      'se lo agradezco',
    ),
    new RegExp(String.raw`${BEFORE}(?:encantad[oa]|gusto|placer)\s+(?:de|en)\s+conocerl[ea]${AFTER}`, 'gu'),
  ],
  informal: [
    // Tú and its possessives and objects ("tu", often written for "tú", is informal either way).
    words('tú', 'tu', 'tus', 'ti', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas', 'vos'),
    // "te" is tú's pronoun ("¿te gusta?"); "el te", "un te" with no accent is tea.
    new RegExp(
      String.raw`(?<!${BEFORE}(?:el|un|del|al|mi|su|este|ese|de|con|sin)\s+)${BEFORE}te(?=\s+\p{L})`,
      'gu',
    ),
    // The tú forms of common verbs (never another person's).
    words(
      'eres',
      'estás',
      '(?:cómo|como|dónde|donde|qué tal|que tal)\\s+estas',
      'tienes',
      'puedes',
      'podrías',
      'quieres',
      'querrías',
      'sabes',
      'vives',
      'hablas',
      'trabajas',
      'estudias',
      'haces',
      'vas',
      'prefieres',
      'piensas',
      'crees',
      'conoces',
      'recuerdas',
      'sueles',
      'entiendes',
      'has',
      'hayas',
      'hiciste',
      'fuiste',
      'estuviste',
      'dijiste',
      'viviste',
      'tuviste',
      'pudiste',
    ),
    // Informal imperatives: "dime", "cuéntame", "oye", "perdona, …"; and asking to be on tú terms.
    words('dime', 'cuéntame', 'oye', 'repíteme', 'repítemelo', 'tutéame', 'tute\\p{L}*'),
    new RegExp(String.raw`${CLAUSE_START}(?:perdona|disculpa)${AFTER}`, 'gu'),
  ],
};

/** French -ez words that are no vous form of a verb. */
const NOT_VERBS_IN_EZ = new Set(['chez', 'assez', 'nez', 'rez', 'lez', 'allez']);

const FRENCH: Markers = {
  neutral: [
    // Fixed formulas: "s'il vous plaît", "excusez-moi" are learnt whole; a "rendez-vous" is a meeting.
    new RegExp(
      String.raw`${BEFORE}(?:s'il\s+vous\s+pla[iî]t|svp|excusez[-\s]moi|rendez[-\s]vous)${AFTER}`,
      'gu',
    ),
  ],
  formal: [
    // "Et vous ?", "vous êtes…", "pouvez-vous", "je vous remercie", "merci à vous"; not "vous tous", a plural.
    new RegExp(String.raw`${BEFORE}vous${AFTER}(?!\s+(?:tous|toutes|deux|trois|autres)${AFTER})`, 'gu'),
    words('votre', 'vôtre', 'vos', 'dites'),
  ],
  informal: [
    words('tu', 'toi', 'te', 'ta', 'tes'),
    // "t'as", "t'appelles"; not the "-t-" of "a-t-il", written "a-t'il".
    new RegExp(String.raw`(?<![\p{L}-])t'(?=\p{L})`, 'gu'),
    // "ton": your; not "le ton", a tone.
    new RegExp(String.raw`(?<!${BEFORE}(?:le|un|du|au|ce|même|quel)\s+)${BEFORE}ton${AFTER}`, 'gu'),
    words('(?:dis|raconte|explique|répète|repète|parle|excuse|aide)-moi', 'tutoie\\p{L}*', 'tutoy\\p{L}*'),
  ],
};

const MARKERS: Partial<Record<LanguageCode, Markers>> = { spanish: SPANISH, french: FRENCH };

/** Words in -ez are vous forms ("répétez", "parlez"), save names ("Martinez") and a few nouns ("chez"). */
function vousVerbs(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(new RegExp(`${BEFORE}\\p{L}+ez${AFTER}`, 'gu'))) {
    const word = match[0];
    const lower = word.toLocaleLowerCase('fr');
    if (NOT_VERBS_IN_EZ.has(lower)) continue;
    const atStart = /(?:^|[.!?…]\s*)$/u.test(text.slice(0, match.index));
    if (word === lower || (atStart && word.slice(1) === lower.slice(1)))
      found.push(match.index + word.length);
  }
  return found;
}

/**
 * The register the learner chooses in one message, or undefined when it shows none. When a message holds
 * both (the learner changes their mind, or "vous" is a plural beside "toi"), the later one counts.
 */
export function registerChoice(language: LanguageCode, message: string): Register | undefined {
  const markers = MARKERS[language];
  if (!markers) return undefined;
  // Fixed phrases are blanked out, letter for letter, so that what is left keeps its places.
  let original = message.replace(/[’‘`´]/gu, "'");
  for (const neutral of markers.neutral)
    original = original.replace(new RegExp(neutral.source, 'giu'), (phrase) => ' '.repeat(phrase.length));
  const text = original.toLocaleLowerCase(language === 'french' ? 'fr' : 'es');
  let latest: { register: Register; at: number } | undefined;
  const note = (register: Register, at: number) => {
    if (!latest || at >= latest.at) latest = { register, at };
  };
  for (const register of ['formal', 'informal'] as const)
    for (const pattern of markers[register])
      for (const match of text.matchAll(pattern)) note(register, match.index + match[0].length);
  if (language === 'french') for (const at of vousVerbs(original)) note('formal', at);
  return latest?.register;
}

/** The newest choice in the learner's messages (oldest first), or undefined when none shows one. */
export function latestChoice(language: LanguageCode, messages: readonly string[]): Register | undefined {
  for (const message of [...messages].reverse()) {
    const choice = registerChoice(language, message);
    if (choice) return choice;
  }
  return undefined;
}

/**
 * How the learner addresses the teacher, from their messages so far, oldest first: the newest choice
 * wins; with none yet, informal (the partner's own way).
 */
export function learnerRegister(language: LanguageCode, messages: readonly string[]): Register {
  return latestChoice(language, messages) ?? 'informal';
}
