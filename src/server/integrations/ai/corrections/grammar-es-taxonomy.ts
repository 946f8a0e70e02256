/**
 * Spanish rules written from the error taxonomy (docs/corrections/taxonomy-spanish.md), one or more per
 * category, named by the category's id. Each recognises the mistake in the shapes the taxonomy lists
 * (statements, questions, negatives, other tenses and persons, words in between) from word lists and
 * the conjugator of grammar-es-verbs.ts, and fires only where the words cannot be right.
 */
import {
  CLASSIFYING,
  DESTINATIONS,
  EVENTS,
  FIRST_NAMES,
  NATIONALITIES,
  NOUNS,
  PEOPLE,
  PLACES,
  PROFESSIONS,
  STRESSED_A,
} from './grammar-es-data.ts';
import {
  FORMS,
  GERUNDS,
  VERBS,
  isFinite,
  isInfinitive,
  readingIn,
  type FormOf,
  type Tense,
} from './grammar-es-verbs.ts';
import { B, E, patternRule, wordList, type GrammarRule } from './rules.ts';

const alt = (list: Iterable<string>) => [...list].sort((a, b) => b.length - a.length).join('|');
const lower = (word: string | undefined) => (word ?? '').toLowerCase();
/** The text of the sentence (between . ! ? ;) around a position. */
function clauseAround(text: string, start: number, end: number): { before: string; after: string } {
  const head = text.slice(0, start);
  const cut = Math.max(
    head.lastIndexOf('.'),
    head.lastIndexOf('!'),
    head.lastIndexOf('?'),
    head.lastIndexOf(';'),
  );
  const tail = text.slice(end);
  const stop = tail.search(/[.!?;]/u);
  return { before: head.slice(cut + 1), after: stop < 0 ? tail : tail.slice(0, stop) };
}
const inQuestion = (text: string, start: number, end: number) => {
  const { before } = clauseAround(text, start, end);
  return before.includes('¿') || /^[^.!;]*\?/u.test(text.slice(end));
};
const PRONOUN_PERSON: Record<string, number> = {
  yo: 0,
  tú: 1,
  él: 2,
  ella: 2,
  usted: 2,
  nosotros: 3,
  nosotras: 3,
  vosotros: 4,
  vosotras: 4,
  ellos: 5,
  ellas: 5,
  ustedes: 5,
};
const SUBJECT_PRONOUN = alt(Object.keys(PRONOUN_PERSON));
const CLITICS = 'me|te|se|nos|os|lo|la|los|las|le|les';
const CLITIC_OF_PERSON = ['me', 'te', 'se', 'nos', 'os', 'se'];
const NUMBER =
  '(?:\\d{1,3}|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien)(?:\\s+y\\s+(?:un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?';
const DAYS = 'lunes|martes|miércoles|jueves|viernes|sábado|domingo|sábados|domingos';
const stripAccent = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
const INFINITIVES = alt(VERBS.keys());

// ---------------------------------------------------------------------------------------------------
// es-noun-gender: a determiner of the other gender before a noun of fixed gender.
const DET_GENDER: Record<string, { gender: 'm' | 'f'; plural: boolean; other: string }> = {};
for (const [m, f, plural] of [
  ['el', 'la', false],
  ['un', 'una', false],
  ['este', 'esta', false],
  ['ese', 'esa', false],
  ['aquel', 'aquella', false],
  ['otro', 'otra', false],
  ['nuestro', 'nuestra', false],
  ['ningún', 'ninguna', false],
  ['algún', 'alguna', false],
  ['los', 'las', true],
  ['unos', 'unas', true],
  ['estos', 'estas', true],
  ['esos', 'esas', true],
  ['otros', 'otras', true],
  ['nuestros', 'nuestras', true],
  ['algunos', 'algunas', true],
] as const) {
  DET_GENDER[m] = { gender: 'm', plural, other: f };
  DET_GENDER[f] = { gender: 'f', plural, other: m };
}
/** Already covered by grammar-es.ts (es-gender, es-quantifier-agreement) or of varying gender. */
const OLD_GENDER = new Set(
  wordList(
    'problema día mapa idioma sistema programa tema clima planeta sofá casa mano foto moto ciudad noche calle clase leche carne llave mujer madre semana universidad playa familia',
  ),
);
const nounGender = patternRule(
  'es-noun-gender',
  new RegExp(`${B}(${alt(Object.keys(DET_GENDER))})\\s+(\\p{Ll}+)${E}`, 'iu'),
  (m, text) => {
    const det = lower(m[1]);
    const noun = lower(m[2]);
    const known = NOUNS.get(noun);
    const shown = DET_GENDER[det]!;
    if (!known || known.gender === shown.gender || known.plural !== shown.plural) return undefined;
    if (STRESSED_A.includes(noun) || STRESSED_A.map((a) => `${a}s`).includes(noun)) return undefined;
    if (['el', 'un', 'la', 'una'].includes(det) && OLD_GENDER.has(noun)) return undefined;
    if (noun === 'mundo') return undefined;
    // «la paso bien», «él cena»: a clitic or «él» before a verb, not a determiner.
    if (['la', 'las', 'los', 'el'].includes(det) && isFinite(noun)) return undefined;
    // «todo el mundo», a noun after an adjective in between, or a person noun: left alone.
    if (PEOPLE.has(noun) && det !== 'el' && det !== 'la') return undefined;
    const next = text.slice(m.index + m[0].length);
    if (/^\s+de\s+(?:la|las)\s/u.test(next) && noun === 'hora') return undefined;
    return `${shown.other} ${m[2]}`;
  },
);

// es-el-agua-feminine
const STRESSED_A_ALT = alt(STRESSED_A);
const elAgua = [
  patternRule(
    'es-el-agua-feminine',
    new RegExp(`${B}(?:(de)\\s+|(a)\\s+)?(la|una)\\s+(${STRESSED_A_ALT})${E}`, 'iu'),
    (m) => {
      const [, de, a, det, noun] = m as unknown as (string | undefined)[];
      if (lower(det) === 'una') return de || a || lower(noun) === 'águila' ? undefined : `un ${noun}`;
      if (de) return `del ${noun}`;
      if (a) return `al ${noun}`;
      return `el ${noun}`;
    },
  ),
  patternRule(
    'es-el-agua-feminine',
    new RegExp(`${B}(este|ese|aquel|otro|todo\\s+el|mucho)\\s+(${STRESSED_A_ALT})${E}`, 'iu'),
    (m, text) => {
      const det = lower(m[1]);
      // «mucho agua/hambre» after hay, tener… is es-quantifier-agreement's.
      if (
        det === 'mucho' &&
        /(?:^|[^\p{L}])(?:hay|había|tengo|tienes|tiene|tenemos|tienen|tenía|con|sin)\s*$/iu.test(
          text.slice(0, m.index),
        )
      )
        return undefined;
      if (det === 'mucho' && m.index === 0) return undefined;
      const fem: Record<string, string> = {
        este: 'esta',
        ese: 'esa',
        aquel: 'aquella',
        otro: 'otra',
        mucho: 'mucha',
      };
      return `${det.startsWith('todo') ? 'toda el' : fem[det]} ${m[2]}`;
    },
  ),
  patternRule(
    'es-el-agua-feminine',
    new RegExp(
      `(?<=${B}(?:el|un)\\s+(?:${STRESSED_A_ALT})\\s+(?:(?:del\\s+\\p{L}+|de\\s+\\p{L}+)\\s+)?(?:(?:es|está|estaba|era|estará|parece)\\s+)?(?:(?:muy|tan|bastante|demasiado|un\\s+poco)\\s+)?)(frí|limpi|suci|pur|fresc|helad|clar|oscur|pequeñ|nuev|buen|mal|llen|vací|tranquil|bonit|precios|profund|salad|contaminad)o${E}`,
      'iu',
    ),
    (m) => `${m[1]}a`,
  ),
];

// es-missing-definite-article
const GUSTAR_LIKE =
  'gusta|gustan|gustaba|gustaban|encanta|encantan|encantaba|encantaban|interesa|interesan|interesaba|interesaban|molesta|molestan|fascina|fascinan|preocupa|preocupan|apasiona|apasionan|aburre|aburren';
const ARTICLE = (noun: string) => {
  const known = NOUNS.get(noun.toLowerCase())!;
  return known.plural ? (known.gender === 'f' ? 'las' : 'los') : known.gender === 'f' ? 'la' : 'el';
};
const missingArticle = [
  patternRule(
    'es-missing-definite-article',
    new RegExp(
      `(?<=${B}(?:me|te|le|nos|os|les)\\s+(?:${GUSTAR_LIKE})\\s+(?:(?:mucho|muchísimo|bastante|más|también|tanto|poco|nada)\\s+)?)(\\p{Ll}+)${E}`,
      'iu',
    ),
    (m) => {
      const noun = m[1]!;
      if (!NOUNS.has(noun.toLowerCase()) || isInfinitive(noun)) return undefined;
      return `${ARTICLE(noun)} ${noun}`;
    },
  ),
  // «Vida es difícil», «Perros son leales»: a generic subject opening the sentence.
  patternRule(
    'es-missing-definite-article',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))(\\p{Lu}\\p{Ll}+)(?=\\s+(?:es|son|era|eran|está|están|puede|pueden|parece|parecen|cuesta|cuestan)${E})`,
      'u',
    ),
    (m) => {
      const noun = m[1]!;
      if (!NOUNS.has(noun.toLowerCase()) || PEOPLE.has(noun.toLowerCase())) return undefined;
      return `${ARTICLE(noun)} ${noun.toLowerCase()}`;
    },
  ),
  // «Señor García es mi profesor»: a title before a surname, talking about the person.
  patternRule(
    'es-missing-definite-article',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))(Señor|Señora|Doctor|Doctora|Profesor|Profesora)(?=\\s+\\p{Lu}\\p{Ll}+\\s+\\p{Ll})`,
      'u',
    ),
    (m) => `${/a$/u.test(m[1]!) ? 'La' : 'El'} ${m[1]!.toLowerCase()}`,
  ),
  // «Lunes voy al gimnasio», «una cita lunes a las diez»: a day meaning “on” takes the article.
  patternRule(
    'es-missing-definite-article',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|${B}(?:cita|clase|examen|reunión|fiesta|partido|médico|dentista|trabajo|voy|vamos|llego|llegamos|vengo|empiezo|empieza|salgo|sale)\\s+))(${DAYS})(?=\\s+(?:a\\s+las|a\\s+la|por\\s+la|voy|vamos|tengo|trabajo|salgo|juego|estudio)${E})`,
      'iu',
    ),
    (m) =>
      `${/s$/u.test(m[1]!) && !/^(?:lunes|martes|miércoles|jueves|viernes)$/iu.test(m[1]!) ? 'los' : 'el'} ${m[1]!.toLowerCase()}`,
  ),
  patternRule(
    'es-missing-definite-article',
    new RegExp(`(?<!${B}(?:la|una|gran|esa|esta)\\s+)${B}(mayoría)(?=\\s+de${E})`, 'iu'),
    (m) => `la ${m[1]!.toLowerCase()}`,
  ),
  patternRule(
    'es-missing-definite-article',
    new RegExp(`${B}todo\\s+(día|año|mes|verano|invierno|fin\\s+de\\s+semana)${E}`, 'iu'),
    (m) => `todo el ${m[1]}`,
  ),
  patternRule(
    'es-missing-definite-article',
    new RegExp(
      `${B}a\\s+(una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce)(?=\\s+(?:de\\s+la\\s+(?:mañana|tarde|noche)|y\\s+(?:media|cuarto)|en\\s+punto|menos\\s+cuarto)${E})`,
      'iu',
    ),
    (m) => (lower(m[1]) === 'una' ? 'a la una' : `a las ${m[1]}`),
  ),
];

// es-extra-indefinite-article
const SER_FORMS = 'soy|eres|es|somos|sois|son|era|eras|éramos|eran|fue|fui|fueron|seré|será|serán|sea|ser';
const extraIndefinite = [
  patternRule(
    'es-extra-indefinite-article',
    new RegExp(
      `(?<=${B}(?:${SER_FORMS})\\s+)(?:un|una)\\s+(${alt(PROFESSIONS)})(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:en|y|pero|porque|desde|aunque|como|cuando|de\\s+profesión)${E})`,
      'iu',
    ),
    (m) => m[1],
  ),
  patternRule(
    'es-extra-indefinite-article',
    new RegExp(`${B}(?:un|una|unos|unas)\\s+(otro|otra|otros|otras|cien|mil)${E}`, 'iu'),
    (m) => m[1],
  ),
  patternRule(
    'es-extra-indefinite-article',
    new RegExp(`${B}un\\s+(medio|media)(?=\\s+(?:litro|kilo|kilómetro|metro|día|año)${E})`, 'iu'),
    (m) => m[1],
  ),
  patternRule(
    'es-extra-indefinite-article',
    new RegExp(`(?<=¡\\s*)(qué|que)\\s+(?:un|una)\\s+`, 'iu'),
    () => 'Qué ',
  ),
];

// es-adjective-agreement (additions): relative clauses, nationalities, participles after a copula.
const COPULA =
  'es|son|era|eran|está|están|estaba|estaban|fue|fueron|parece|parecen|parecía|parecían|estuvo|estuvieron|quedó|quedaron';
const ADJECTIVE_STEMS = wordList(`
  car barat rápid lent alt baj rubi moren delgad gord guap fe bonit nuev viej pequeñ limpi suci
  cansad aburrid divertid content enferm nervios preocupad enfadad enojad ocupad tranquil simpátic
  antipátic seri sincer honest generos rot llen vací frí abiert cerrad precios hermos delicios
  sabros famos maravillos peligros moderno antigu típic cómod incómod oscur perfect lind list
  emocionad estresad agotad casad separad divorciad mojad sentad dormid despiert perdid equivocad
  preparad situad ubicad encantad sorprendid asustad
`);
const agreementRelative = patternRule(
  'es-adjective-agreement',
  new RegExp(
    `(?<=${B}(\\p{Ll}+)\\s+que\\s+(?:${COPULA})\\s+(?:(?:muy|tan|bastante|demasiado|un\\s+poco|súper|algo)\\s+)?)(${ADJECTIVE_STEMS.join('|')})(o|a|os|as)${E}`,
    'iu',
  ),
  (m) => {
    const known = NOUNS.get(lower(m[1]));
    if (!known) return undefined;
    const plural = m[3]!.endsWith('s');
    if (plural !== known.plural) return undefined;
    if (m[3]!.startsWith('a') === (known.gender === 'f')) return undefined;
    return `${m[2]}${known.gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
  },
);
const FEMININE_DETERMINERS = 'la|una|mi|tu|su|esta|esa|nuestra';
const nationalityAgreement = patternRule(
  'es-adjective-agreement',
  new RegExp(
    `(?<=${B}(?:${FEMININE_DETERMINERS})\\s+(\\p{Ll}+)\\s+(?:(?:es|era|parece)\\s+)?)(${alt(Object.keys(NATIONALITIES))})${E}`,
    'iu',
  ),
  (m) => {
    const known = NOUNS.get(lower(m[1]));
    if (!known || known.gender !== 'f' || known.plural) return undefined;
    return NATIONALITIES[lower(m[2])];
  },
);
/** «Las casas son muy caros», «tu hermana está cansado»: a plural or person subject with the copula, for adjectives grammar-es.ts does not list. */
const agreementCopula = patternRule(
  'es-adjective-agreement',
  new RegExp(
    `(?<=${B}(?:la|las|los|el|mi|mis|tu|tus|su|sus|nuestra|nuestras|nuestro|nuestros|esta|estas|este|estos)\\s+(\\p{Ll}+)\\s+(?:(?:en|de)\\s+(?:mi|tu|su|la|el)?\\s*\\p{Ll}+\\s+)?(?:${COPULA})\\s+(?:(?:muy|tan|bastante|demasiado|un\\s+poco|súper|algo)\\s+)?)(car|barat|rápid|lent|alt|baj|rubi|moren|list|emocionad|estresad|agotad|mojad|perdid|equivocad|encantad|sorprendid|asustad)(o|a|os|as)${E}`,
    'iu',
  ),
  (m) => {
    const known = NOUNS.get(lower(m[1]));
    if (!known) return undefined;
    const plural = m[3]!.endsWith('s');
    if (plural !== known.plural) return undefined;
    if (m[3]!.startsWith('a') === (known.gender === 'f')) return undefined;
    return `${m[2]}${known.gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
  },
);

// es-gente-agreement
const COLLECTIVE =
  '(?:la\\s+gente|mucha\\s+gente|poca\\s+gente|toda\\s+la\\s+gente|todo\\s+el\\s+mundo|(?:mi|tu|su|la|nuestra)\\s+familia|la\\s+policía|el\\s+gobierno|el\\s+equipo|el\\s+público)';
const genteAgreement = patternRule(
  'es-gente-agreement',
  new RegExp(
    `(?<=${B}${COLLECTIVE}(?:\\s+(?:de|en)\\s+(?:(?:mi|tu|su|la|el|este|esta)\\s+)?\\p{Ll}+|\\s+(?:aquí|allí|de\\s+aquí))?\\s+(?:(?:no|también|siempre|nunca|ya|normalmente)\\s+)?(?:(?:${CLITICS})\\s+){0,2})(\\p{Ll}+)${E}`,
    'iu',
  ),
  (m) => {
    const verb = lower(m[1]);
    for (const tense of ['present', 'preterite', 'imperfect', 'future', 'conditional'] as Tense[]) {
      const reading = readingIn(verb, tense);
      if (reading && reading.person === 5) return reading.verb.forms[tense][2];
    }
    return undefined;
  },
);

// es-gustar-agreement (additions to es-gustar-plural): other tenses and verbs, plural with singular.
const GUSTAR_VERBS = [
  'gustar',
  'encantar',
  'interesar',
  'molestar',
  'importar',
  'faltar',
  'doler',
  'quedar',
  'parecer',
  'preocupar',
  'fascinar',
  'apetecer',
];
const SINGULAR_TO_PLURAL = new Map<string, string>();
const PLURAL_TO_SINGULAR = new Map<string, string>();
for (const infinitive of GUSTAR_VERBS) {
  const verb = VERBS.get(infinitive) ?? VERBS.get('gustar')!;
  if (!VERBS.has(infinitive)) continue;
  for (const tense of ['present', 'preterite', 'imperfect', 'future', 'conditional'] as Tense[]) {
    SINGULAR_TO_PLURAL.set(verb.forms[tense][2]!, verb.forms[tense][5]!);
    PLURAL_TO_SINGULAR.set(verb.forms[tense][5]!, verb.forms[tense][2]!);
  }
}
const OLD_GUSTAR_PLURAL = new Set(['gusta', 'encanta', 'interesa', 'duele']);
const PLURAL_DET =
  'los|las|mis|tus|sus|estos|estas|esos|esas|nuestros|nuestras|unos|unas|muchos|muchas|algunos|algunas|varios|varias|dos|tres|cuatro|cinco|diez';
const gustarAgreement = [
  patternRule(
    'es-gustar-agreement',
    new RegExp(
      `(?<=${B}(?:me|te|le|nos|os|les)\\s+)(${alt(SINGULAR_TO_PLURAL.keys())}|ha\\s+gustado|ha\\s+encantado|ha\\s+interesado)(?=\\s+(?:(?:mucho|muchísimo|más|también|tanto|bastante|bien|mal|un\\s+poco)\\s+)?(?:${PLURAL_DET})${E})`,
      'iu',
    ),
    (m, text) => {
      const verb = lower(m[1]);
      if (
        OLD_GUSTAR_PLURAL.has(verb) &&
        !/^\s+(?:bien|mal|un\s+poco)\s/iu.test(text.slice(m.index + m[0].length)) &&
        !/^\s+(?:unos|unas|muchos|muchas|algunos|algunas|varios|varias|dos|tres|cuatro|cinco|diez)\s/iu.test(
          text
            .slice(m.index + m[0].length)
            .replace(/^\s+(?:mucho|muchísimo|más|también|tanto|bastante)/iu, ''),
        )
      )
        return undefined;
      // Not before a time: «me gustaba los domingos ir al cine».
      if (
        /^\s+(?:\p{L}+\s+)?(?:los|las)\s+(?:lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines|días|mañanas|tardes|noches|veranos)/iu.test(
          text.slice(m.index + m[0].length),
        )
      )
        return undefined;
      if (verb.startsWith('ha ')) return verb.replace(/^ha/u, 'han');
      return SINGULAR_TO_PLURAL.get(verb);
    },
  ),
  patternRule(
    'es-gustar-agreement',
    new RegExp(
      `(?<=${B}(?:me|te|le|nos|os|les)\\s+)(${alt(PLURAL_TO_SINGULAR.keys())})(?=\\s+(?:(?:mucho|muchísimo|más|también|tanto|bastante)\\s+)?(?:(?:el|la|un|una|este|esta|ese|esa|mi|tu|su)\\s+\\p{Ll}+|(?:${INFINITIVES})(?:${CLITICS})?)${E})`,
      'iu',
    ),
    (m, text) => {
      const { after } = clauseAround(text, m.index, m.index + m[0].length);
      // «me gustan el cine y la música» is accepted; two infinitives still take the singular.
      if (
        /\s+(?:el|la|un|una|este|esta|mi|tu|su)\s/iu.test(after.slice(0, 40)) &&
        /\sy\s/iu.test(after) &&
        !/^\s+(?:mucho\s+)?\p{L}+(?:ar|er|ir)\b/iu.test(after)
      )
        return undefined;
      if (/^\s+(?:el|la)\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)/iu.test(after))
        return undefined;
      return PLURAL_TO_SINGULAR.get(lower(m[1]));
    },
  ),
  // «las cosas que me gusta»: the relative stands for a plural noun.
  patternRule(
    'es-gustar-agreement',
    new RegExp(
      `(?<=${B}(\\p{Ll}+s)\\s+que\\s+(?:más\\s+)?(?:me|te|le|nos|os|les)\\s+)(gusta|encanta|interesa)(?=\\s*(?:[.,;!?]|$)|\\s+(?:son|eran|y|de|en|porque|pero|mucho|más)${E})`,
      'iu',
    ),
    (m) => (NOUNS.get(lower(m[1]))?.plural ? `${m[2]}n` : undefined),
  ),
];

// es-gustar-pronoun / es-gustar-like-verbs: the person as subject, missing or wrong clitic.
const PERSON_AS_SUBJECT: Record<string, [clitic: string, person: number]> = {
  gustas: ['te', 1],
  gustamos: ['nos', 3],
  gustáis: ['os', 4],
  gustan: ['les', 5],
  encantas: ['te', 1],
  encantamos: ['nos', 3],
  encanto: ['me', 0],
  encantan: ['les', 5],
  interesas: ['te', 1],
  intereso: ['me', 0],
  interesamos: ['nos', 3],
  importo: ['me', 0],
  importas: ['te', 1],
};
const gustarPronoun = [
  patternRule(
    'es-gustar-pronoun',
    new RegExp(
      `${B}(?:(tú|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|yo)\\s+)(no\\s+)?(gustas|gustamos|gustáis|gustan|encantas|encantamos|encanto|encantan|interesas|intereso|interesamos|importo|importas)(?=\\s+(el|la|los|las|mi|tu|su|mis|tus|sus|este|esta|estos|estas|mucho|\\p{L}+(?:ar|er|ir))${E})`,
      'iu',
    ),
    (m, text) => {
      const [clitic, person] = PERSON_AS_SUBJECT[lower(m[3])]!;
      if (PRONOUN_PERSON[lower(m[1])] !== person) return undefined;
      const next = text.slice(m.index + m[0].length).trim();
      const plural = /^(?:los|las|mis|tus|sus|estos|estas)\s/iu.test(next);
      const stem = lower(m[3]).replace(/(?:as|amos|áis|an|o)$/u, '');
      return `${m[2] ? 'no ' : ''}${clitic} ${stem}a${plural ? 'n' : ''}`;
    },
  ),
  patternRule(
    'es-gustar-pronoun',
    new RegExp(
      `${B}(a\\s+(?:mí|ti|él|ella|usted|nosotros|nosotras|ellos|ellas|ustedes|mi|(?:mi|tu|su|nuestra|nuestro)\\s+\\p{Ll}+|(?:mis|tus|sus|nuestros|nuestras)\\s+\\p{Ll}+|\\p{Lu}\\p{Ll}+))\\s+(no\\s+)?(${GUSTAR_LIKE}|duele|duelen|importa|importan|apetece)${E}`,
      'iu',
    ),
    (m) => {
      const who = lower(m[1]).replace(/^a\s+/u, '');
      let clitic = 'le';
      if (who === 'mí' || who === 'mi') clitic = 'me';
      else if (who === 'ti') clitic = 'te';
      else if (/^nosotr/u.test(who)) clitic = 'nos';
      else if (/^(?:ellos|ellas|ustedes|mis |tus |sus |nuestros |nuestras )/u.test(who)) clitic = 'les';
      else if (/^(?:mi|tu|su|nuestra|nuestro) /u.test(who) && !PEOPLE.has(who.split(' ')[1]!))
        return undefined;
      const a = m[1]!.replace(/^(a\s+)mi$/iu, '$1mí');
      return `${a} ${m[2] ?? ''}${clitic} ${m[3]}`;
    },
  ),
  patternRule(
    'es-gustar-pronoun',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|,\\s*))(yo\\s+me|tú\\s+te|él\\s+le|ella\\s+le|nosotros\\s+nos|nosotras\\s+nos|ellos\\s+les|ellas\\s+les)\\s+(${GUSTAR_LIKE}|duele|duelen)${E}`,
      'iu',
    ),
    (m) => {
      const [pronoun, clitic] = m[1]!.split(/\s+/u) as [string, string];
      const strong: Record<string, string> = { yo: 'mí', tú: 'ti' };
      return `a ${strong[lower(pronoun)] ?? lower(pronoun)} ${clitic} ${m[2]}`;
    },
  ),
  patternRule(
    'es-gustar-pronoun',
    new RegExp(
      `(?<!${B}a\\s+)${B}(mi|ti|lo|la)\\s+(gusta|gustan|gustaba|gustaban|gustó|encanta|encantan|interesa|interesan|duele|duelen)${E}`,
      'iu',
    ),
    (m) => `${{ mi: 'me', ti: 'te', lo: 'le', la: 'le' }[lower(m[1])]} ${m[2]}`,
  ),
  patternRule(
    'es-gustar-pronoun',
    new RegExp(
      `(?<=${B}(?:me|te|le|nos|les)\\s+)gusto(?=\\s+(?:mucho\\s+)?(?:el|la|un|una|este|esta|ese|esa|tu|su)${E})`,
      'iu',
    ),
    () => 'gustó',
  ),
];
/** «Mi cabeza duele»: the body part as subject with a possessive. */
const BODY =
  'cabeza|espalda|pierna|piernas|mano|manos|garganta|muela|muelas|estómago|brazo|brazos|pie|pies|ojos|oído|oídos|rodilla|rodillas|cuello|barriga|tripa|diente|dientes';
const bodySubject = patternRule(
  'es-gustar-like-verbs',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))(mi|mis|tu|tus|su|sus)\\s+(${BODY})\\s+(duele|duelen|dolía|dolían)(\\s+mucho)?${E}`,
    'iu',
  ),
  (m) => {
    const clitic = { mi: 'me', mis: 'me', tu: 'te', tus: 'te', su: 'le', sus: 'le' }[lower(m[1])];
    const part = lower(m[2]);
    const plural = /s$/u.test(part);
    const art = plural ? (/as$/u.test(part) ? 'las' : 'los') : /a$/u.test(part) ? 'la' : 'el';
    const verb = lower(m[3]);
    const agreed = plural ? (verb.endsWith('n') ? verb : `${verb}n`) : verb.replace(/n$/u, '');
    return `${clitic} ${agreed}${m[4] ?? ''} ${art} ${part}`;
  },
);

// es-ser-estar-location / events / states / identity
const SER_TO_ESTAR: Record<string, string> = {
  soy: 'estoy',
  eres: 'estás',
  es: 'está',
  somos: 'estamos',
  sois: 'estáis',
  son: 'están',
  era: 'estaba',
  eras: 'estabas',
  éramos: 'estábamos',
  eran: 'estaban',
  fui: 'estuve',
  fuiste: 'estuviste',
  fue: 'estuvo',
  fuimos: 'estuvimos',
  fueron: 'estuvieron',
  seré: 'estaré',
  serás: 'estarás',
  será: 'estará',
  seremos: 'estaremos',
  serán: 'estarán',
  sea: 'esté',
};
const ESTAR_TO_SER = Object.fromEntries(Object.entries(SER_TO_ESTAR).map(([s, e]) => [e, s]));
const LOCATION = `(?:en|cerca(?:\\s+de)?|lejos(?:\\s+de)?|al\\s+lado\\s+de|delante\\s+de|detrás\\s+de|enfrente\\s+de|encima\\s+de|debajo\\s+de|junto\\s+a|dentro\\s+de|fuera\\s+de)${E}`;
const NOT_PLACE_AFTER_EN =
  /^\s*en\s+(?:serio|realidad|general|parte|vano|broma|contra|punto|(?:el\s+)?\d|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|verano|invierno|otoño|primavera|navidad|semana\s+santa|(?:el|la|este|esta)\s+(?:fin|semana|mes|año|mañana|tarde|noche|verano|invierno)|inglés|español|francés|alemán|línea|directo|persona|efectivo|forma|dos|tres|cuatro|cinco)/iu;
const serLocation = [
  patternRule(
    'es-ser-estar-location',
    new RegExp(
      `${B}(soy|eres|somos|sois|seré|serás|seremos)(?=\\s+(?:(?:ahora|todavía|aún|ya)\\s+)?${LOCATION})`,
      'iu',
    ),
    (m, text) =>
      NOT_PLACE_AFTER_EN.test(text.slice(m.index + m[0].length).replace(/^\s+(?:ahora|todavía|aún|ya)/iu, ''))
        ? undefined
        : SER_TO_ESTAR[lower(m[1])],
  ),
  patternRule(
    'es-ser-estar-location',
    new RegExp(
      `(?<=${B}(?:el|la|los|las|mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras|este|esta|ese|esa)\\s+(\\p{Ll}+)\\s+(?:(?:de|del)\\s+\\p{Ll}+\\s+)?(?:no\\s+)?)(es|son|era|eran|será|serán)(?=\\s+(?:muy\\s+)?${LOCATION})`,
      'iu',
    ),
    (m, text) => {
      const noun = lower(m[1]);
      if (!NOUNS.has(noun) || EVENTS.has(noun) || NOT_PLACE_AFTER_EN.test(text.slice(m.index + m[0].length)))
        return undefined;
      if (
        [
          'problema',
          'tema',
          'idea',
          'diferencia',
          'vida',
          'clima',
          'tiempo',
          'precio',
          'película',
          'serie',
          'novela',
          'historia',
          'programa',
          'examen',
          'curso',
          'número',
          'nombre',
          'pregunta',
          'respuesta',
        ].includes(noun)
      )
        return undefined;
      return SER_TO_ESTAR[lower(m[2])];
    },
  ),
  patternRule(
    'es-ser-estar-location',
    new RegExp(
      `(?<=${B}dónde\\s+)(es|son|era|eran)(?=\\s+(?:el|la|los|las|mi|tu|su|mis|tus|sus)\\s+(\\p{Ll}+)${E})`,
      'iu',
    ),
    (m) => {
      const noun = lower(m[2]);
      if (!NOUNS.has(noun) || EVENTS.has(noun)) return undefined;
      return SER_TO_ESTAR[lower(m[1])];
    },
  ),
  patternRule(
    'es-ser-estar-location',
    new RegExp(
      `(?<=${B}(?:${alt(PLACES)})\\s+)(es)(?=\\s+en\\s+(?:${alt(PLACES)}|el\\s+(?:norte|sur|este|oeste|centro))${E})`,
      'u',
    ),
    () => 'está',
  ),
  patternRule(
    'es-ser-estar-location',
    new RegExp(`${B}(fui|fuiste|fuimos|fueron)(?=\\s+en\\s+casa${E})`, 'iu'),
    (m) => SER_TO_ESTAR[lower(m[1])],
  ),
];
const ESTAR_FORMS = 'está|están|estaba|estaban|estará|estarán|estuvo|estuvieron';
const estarEvent = [
  patternRule(
    'es-ser-estar-events',
    new RegExp(
      `(?<=${B}(?:la|el|mi|tu|su|nuestra|nuestro|esta|este|los|las)\\s+(${alt(EVENTS)})\\s+(?:(?:de|del)\\s+\\p{Ll}+\\s+)?)(${ESTAR_FORMS})(?=\\s+(?:en|a\\s+las|a\\s+la|el\\s+(?:${DAYS})|mañana|hoy|esta\\s+noche)${E})`,
      'iu',
    ),
    (m, text) => {
      if (
        /^\s+en\s+(?:marcha|curso|peligro|duda|pausa|silencio|inglés|español)/iu.test(
          text.slice(m.index + m[0].length),
        )
      )
        return undefined;
      if (/^clases?$/iu.test(m[1]!) && /^\s+en\s/iu.test(text.slice(m.index + m[0].length))) return undefined;
      return ESTAR_TO_SER[lower(m[2])];
    },
  ),
  patternRule(
    'es-ser-estar-events',
    new RegExp(
      `(?<=${B}(?:dónde|cuándo|a\\s+qué\\s+hora)\\s+)(${ESTAR_FORMS})(?=\\s+(?:la|el|mi|tu|su|los|las)\\s+(${alt(EVENTS)})${E})`,
      'iu',
    ),
    (m) =>
      /^clases?$/iu.test(m[2]!) && !/^cu/iu.test('') ? ESTAR_TO_SER[lower(m[1])] : ESTAR_TO_SER[lower(m[1])],
  ),
];
const STATE =
  'enferm|content|preocupad|enfadad|enojad|muert|rot|cerrad|abiert|llen|vací|sentad|dormid|despiert|ocupad|mojad|resfriad|estresad|emocionad|agotad|sucio|suci|borrach|embarazad';
const OLD_SER_ESTAR =
  /^(?:soy|eres|somos|sois)\s+(?:(?:muy|tan|bastante)\s+)?(?:cansad|content|enfadad|preocupad)|^(?:es|son)\s+(?:(?:muy|tan|bastante)\s+)?(?:content|enfadad)/iu;
const serState = [
  patternRule(
    'es-ser-estar-states',
    new RegExp(
      `${B}(soy|eres|es|somos|sois|son|era|eras|éramos|eran)(\\s+(?:(?:muy|tan|bastante|un\\s+poco|demasiado|todavía|ya)\\s+)?)(?:${STATE})(?:o|a|os|as)?${E}`,
      'iu',
    ),
    (m, text) => {
      if (OLD_SER_ESTAR.test(m[0])) return undefined;
      const after = text.slice(m.index + m[0].length);
      // The passive (fue cerrada por la policía) and «es muy abierto» (open-minded) are right.
      if (/^\s+(?:por|de|a)\s/iu.test(after)) return undefined;
      if (
        /abiert|cerrad/iu.test(m[0]) &&
        /^(?:soy|eres|es|somos|son)$/iu.test(m[1]!) &&
        !/(?:tienda|museo|puerta|ventana|banco|restaurante|biblioteca|farmacia|oficina|supermercado|bar|mercado)\s+(?:\p{L}+\s+)?$/iu.test(
          text.slice(0, m.index),
        )
      )
        return undefined;
      if (/suci/iu.test(m[0]) && !/^(?:era|eran|es|son)$/iu.test(m[1]!)) return undefined;
      if (
        /suci/iu.test(m[0]) &&
        !/(?:habitación|cocina|baño|casa|coche|ropa|mesa|calle|suelo|piso|cuarto|plato|platos|camisa)\s+$/iu.test(
          text.slice(0, m.index),
        )
      )
        return undefined;
      return `${SER_TO_ESTAR[lower(m[1])]}${m[2]}${m[0].slice(m[1]!.length + m[2]!.length)}`;
    },
  ),
  patternRule(
    'es-ser-estar-states',
    new RegExp(
      `${B}(soy|eres|somos|sois|son)(\\s+(?:muy\\s+)?(?:bien|mal))(?=\\s*(?:[.,;!?]|$)|\\s+(?:gracias|hoy|ahora|de\\s+salud)${E})`,
      'iu',
    ),
    (m) => `${SER_TO_ESTAR[lower(m[1])]}${m[2]}`,
  ),
  patternRule(
    'es-ser-estar-states',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|${B}(?:ya|todo|eso|esto)\\s+))(es)(?=\\s+bien\\s*(?:[.,;!?]|$))`,
      'iu',
    ),
    () => 'está',
  ),
  patternRule(
    'es-ser-estar-states',
    new RegExp(`${B}(soy|eres|es|somos|son)(\\s+(?:list[oa]s?)\\s+para)${E}`, 'iu'),
    (m) => `${SER_TO_ESTAR[lower(m[1])]}${m[2]}`,
  ),
  patternRule(
    'es-ser-estar-states',
    new RegExp(
      `(?<=${B}(?:hoy|ahora|esta\\s+mañana|esta\\s+semana|antes\\s+del\\s+examen)\\s+(?:(?:yo|tú|él|ella|nosotros|ellos)\\s+)?)(soy|eres|es|somos|son)(\\s+(?:muy\\s+|un\\s+poco\\s+|tan\\s+)?(?:nervios|triste|tristes|feliz|aburrid)\\p{L}*)`,
      'iu',
    ),
    (m) => `${SER_TO_ESTAR[lower(m[1])]}${m[2]}`,
  ),
];
const ESTAR_PRESENT_TO_SER: Record<string, string> = {
  estoy: 'soy',
  estás: 'eres',
  está: 'es',
  estamos: 'somos',
  estáis: 'sois',
  están: 'son',
  estaba: 'era',
  estaban: 'eran',
};
const estarIdentity = [
  patternRule(
    'es-ser-estar-identity',
    new RegExp(
      `${B}(estoy|estás|está|estamos|están|estaba|estaban)(?=\\s+de\\s+(?:${alt(PLACES)}|madera|plástico|metal|oro|plata|cristal|vidrio|algodón|lana|papel|cuero|piedra|seda)${E})`,
      'iu',
    ),
    (m) => ESTAR_PRESENT_TO_SER[lower(m[1])],
  ),
  patternRule(
    'es-ser-estar-identity',
    new RegExp(
      `${B}(estoy|estás|está|estamos|están|estaba|estaban)(?=\\s+(?:muy\\s+)?(?:${alt([...Object.keys(NATIONALITIES), ...Object.values(NATIONALITIES), 'canadiense', 'estadounidense', 'inteligente', 'inteligentes', 'pelirrojo', 'pelirroja'])})${E})`,
      'iu',
    ),
    (m) => ESTAR_PRESENT_TO_SER[lower(m[1])],
  ),
  patternRule(
    'es-ser-estar-identity',
    new RegExp(`${B}(están|estaban)(?=\\s+las\\s+${NUMBER}${E})`, 'iu'),
    (m) => (lower(m[1]) === 'están' ? 'son' : 'eran'),
  ),
  patternRule('es-ser-estar-identity', new RegExp(`${B}(está|estaba)(?=\\s+la\\s+una${E})`, 'iu'), (m) =>
    lower(m[1]) === 'está' ? 'es' : 'era',
  ),
  patternRule(
    'es-ser-estar-identity',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|${B}hoy\\s+))(está|estaba)(?=\\s+(?:${DAYS}|(?:muy\\s+|demasiado\\s+)?tarde)\\s*(?:[.,;!?]|$|y${E}|para${E}))`,
      'iu',
    ),
    (m) => (lower(m[1]) === 'está' ? 'es' : 'era'),
  ),
  patternRule(
    'es-ser-estar-identity',
    new RegExp(
      `${B}(está|estaba)(?=\\s+(?:muy\\s+)?(?:importante|necesario|imposible|posible|probable|útil|fundamental|esencial|normal)\\s+(?:que|(?:${INFINITIVES})(?:${CLITICS})?)${E})`,
      'iu',
    ),
    (m) => (lower(m[1]) === 'está' ? 'es' : 'era'),
  ),
];

// es-hay-estar
const hayEstar = [
  patternRule(
    'es-hay-estar',
    new RegExp(
      `${B}(está|están|estaba|estaban)(?=\\s+(?:un|una|muchos|muchas|dos|tres|cuatro|cinco|varios|varias|algunos|algunas|pocos|pocas)\\s+(\\p{Ll}+)${E})`,
      'iu',
    ),
    (m, text) => {
      const noun = lower(m[2]);
      if (!NOUNS.has(noun) || PEOPLE.has(noun)) return undefined;
      // A subject before the verb makes it estar: «el museo está a dos calles».
      if (
        /(?:el|la|los|las|mi|tu|su)\s+\p{L}+\s+$/iu.test(clauseAround(text, m.index, m.index).before) &&
        !/(?:en|cerca\s+de|al\s+lado\s+de)\s+(?:el|la|los|las|mi|tu|su)\s+\p{L}+\s+$/iu.test(
          text.slice(0, m.index),
        )
      )
        return undefined;
      return lower(m[1]).startsWith('estaba') ? 'había' : 'hay';
    },
  ),
  patternRule(
    'es-hay-estar',
    new RegExp(
      `${B}(hay|había|habrá)(?=\\s+(?:(mi|tu|su|mis|tus|sus|nuestro|nuestra)|(el|la|los|las))\\s+(\\p{Ll}+)${E})`,
      'iu',
    ),
    (m, text) => {
      const noun = lower(m[4]);
      const known = NOUNS.get(noun);
      if (!known) return undefined;
      const { after, before } = clauseAround(text, m.index, m.index + m[0].length);
      if (/qué\s+$|^\s*$/u.test(before) && /qué/iu.test(before)) return undefined;
      if (
        m[3] &&
        !new RegExp(`\\s${LOCATION}`, 'iu').test(after) &&
        !inQuestion(text, m.index, m.index + m[0].length)
      )
        return undefined;
      const plural = known.plural;
      const verb = lower(m[1]);
      if (verb === 'hay') return plural ? 'están' : 'está';
      if (verb === 'había') return plural ? 'estaban' : 'estaba';
      return plural ? 'estarán' : 'estará';
    },
  ),
  patternRule(
    'es-hay-estar',
    new RegExp(
      `${B}(habían|hubieron|habrán|hayan|habrían|han\\s+habido|van\\s+a\\s+haber|pueden\\s+haber|deben\\s+haber)(?=\\s+(?:muchos|muchas|pocos|pocas|varios|varias|unos|unas|algunos|algunas|demasiados|demasiadas|tantos|tantas|bastantes|${NUMBER})\\s+\\p{L})`,
      'iu',
    ),
    (m, text) => {
      const verb = lower(m[1]).replace(/\s+/gu, ' ');
      if (verb === 'hayan') return /que\s+$/iu.test(text.slice(0, m.index)) ? 'haya' : 'hay';
      const map: Record<string, string> = {
        habían: 'había',
        hubieron: 'hubo',
        habrán: 'habrá',
        habrían: 'habría',
        'han habido': 'ha habido',
        'van a haber': 'va a haber',
        'pueden haber': 'puede haber',
        'deben haber': 'debe haber',
      };
      return map[verb];
    },
  ),
];

// es-tener-age
const TENER = VERBS.get('tener')!;
function tenerLike(verbForm: string): string | undefined {
  for (const reading of FORMS.get(verbForm.toLowerCase()) ?? [])
    if (reading.verb.infinitive === 'ser' || reading.verb.infinitive === 'estar')
      return TENER.forms[reading.tense][reading.person];
  return undefined;
}
const tenerAge = [
  patternRule(
    'es-tener-age',
    new RegExp(
      `${B}(es|está|estoy|estás|era|eras|estaba|éramos|son|eran|fue)(\\s+${NUMBER}\\s+años)(?:\\s+(?:de\\s+edad|viej[oa]s?))?(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:y|cuando|pero|porque|y\\s+medio|todavía|ya)${E})`,
      'iu',
    ),
    (m, text) => {
      const verb = lower(m[1]);
      if (['son', 'fue'].includes(verb)) return undefined;
      // «ya son 25 años de casados»: a length of time.
      if (/(?:hace|desde)\s+$/iu.test(text.slice(0, m.index))) return undefined;
      return `${tenerLike(verb)}${m[2]}`;
    },
  ),
  patternRule(
    'es-tener-age',
    new RegExp(
      `(?<=${B}(?:cuántos\\s+años|qué\\s+edad)\\s+)(eres|es|son|sois|era|eras|estás|está)${E}`,
      'iu',
    ),
    (m) => tenerLike(m[1]!),
  ),
  patternRule(
    'es-tener-age',
    new RegExp(`(?<=${B}${NUMBER}\\s+)años\\s+(?:viej[oa]s?|de\\s+viej[oa]s?)${E}`, 'iu'),
    () => 'años',
  ),
  patternRule(
    'es-tener-age',
    new RegExp(
      `${B}(estoy|estás|está)(\\s+(?:\\d{1,2}|veinte|treinta|cuarenta|cincuenta))(?=\\s*[.!?]|$)`,
      'iu',
    ),
    (m) => `${tenerLike(m[1]!)}${m[2]}`,
  ),
];

// es-tener-sensations
const SENSATION_GENDER: Record<string, 'f' | 'm'> = {
  hambre: 'f',
  sed: 'f',
  prisa: 'f',
  razón: 'f',
  suerte: 'f',
  vergüenza: 'f',
  miedo: 'm',
  sueño: 'm',
  frío: 'm',
  calor: 'm',
};
const tenerSensation = patternRule(
  'es-tener-sensations',
  new RegExp(
    `${B}(soy|eres|es|somos|son|estoy|estás|está|estamos|están|era|eras|éramos|eran|estaba|estabas|estábamos|estaban|estuve|estuvo|estuvimos|fui|fue)\\s+(?:(muy|mucho|mucha|tan|tanto|tanta)\\s+)?(hambre|sed|prisa|razón|suerte|vergüenza|miedo|sueño|frío|calor)${E}`,
    'iu',
  ),
  (m, text) => {
    const noun = lower(m[3]);
    const verb = lower(m[1]);
    const before = text.slice(0, m.index);
    // «Hoy está frío» is the weather (es-weather-hacer); «el café está frío» a thing.
    if (
      (noun === 'frío' || noun === 'calor') &&
      !/^(?:estoy|estás|estamos|estaba|estabas|estábamos|estuve|estuvimos)$/u.test(verb)
    )
      return undefined;
    if (
      (noun === 'frío' || noun === 'calor') &&
      /^(?:estaba)$/u.test(verb) &&
      !/(?:^|[^\p{L}])yo\s+$/iu.test(before)
    )
      return undefined;
    if (noun === 'sueño' && /^(?:es|era|fue)$/u.test(verb)) return undefined;
    // «Es suerte que…», «no es razón para…».
    if (/^(?:es|era|son|fue)$/u.test(verb) && !m[2]) return undefined;
    const tener = tenerLike(verb);
    if (!tener) return undefined;
    const degree = m[2]
      ? SENSATION_GENDER[noun] === 'f'
        ? lower(m[2]).startsWith('t')
          ? 'tanta '
          : 'mucha '
        : lower(m[2]).startsWith('t')
          ? 'tanto '
          : 'mucho '
      : '';
    return `${tener} ${degree}${m[3]}`;
  },
);
const caliente = [
  patternRule(
    'es-ff-caliente',
    new RegExp(`${B}(estoy|estás|estamos|tengo)\\s+(?:(muy)\\s+)?calientes?${E}`, 'iu'),
    (m) => `${tenerLike(m[1]!) ?? 'tengo'} ${m[2] ? 'mucho ' : ''}calor`,
  ),
  patternRule(
    'es-ff-caliente',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|${B}(?:hoy|ayer|aquí|allí)\\s+))(?:es|está|hace)\\s+(?:(muy)\\s+)?caliente${E}`,
      'iu',
    ),
    (m) => `hace ${m[1] ? 'mucho ' : ''}calor`,
  ),
  patternRule(
    'es-ff-caliente',
    new RegExp(
      `(?<=${B}(?:comida|salsa|chile|plato|curry|pimiento)(?:\\s+\\p{Ll}+)?\\s+(?:es|son|era)\\s+(?:(?:muy|demasiado|bastante|un\\s+poco)\\s+)?)(calientes?)${E}`,
      'iu',
    ),
    (m) => (m[1]!.endsWith('s') ? 'picantes' : 'picante'),
  ),
  patternRule(
    'es-ff-caliente',
    new RegExp(`${B}(día|verano|tarde)\\s+(?:(muy)\\s+)?caliente${E}`, 'iu'),
    (m) => `${m[1]} ${m[2] ? 'muy ' : ''}caluroso`,
  ),
];

// es-weather-hacer
const IMPERSONAL = `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|,\\s*|${B}(?:hoy|ayer|ahora|aquí|allí|todavía|ya|siempre|también|mañana|anoche|en\\s+(?:invierno|verano|otoño|primavera|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|\\p{Lu}\\p{Ll}+))\\s+))`;
const HACER = VERBS.get('hacer')!;
function hacerLike(verbForm: string): string {
  for (const reading of FORMS.get(verbForm.toLowerCase()) ?? [])
    if (reading.verb.infinitive === 'ser' || reading.verb.infinitive === 'estar')
      return HACER.forms[reading.tense][2]!;
  return 'hace';
}
const weather = [
  patternRule(
    'es-weather-hacer',
    new RegExp(
      `${IMPERSONAL}(es|está|era|estaba|fue|estuvo|será|estará)\\s+(?:(muy|mucho|bastante|demasiado)\\s+)?(frío|calor|fresco|viento|sol)(?=\\s*(?:[.,;!?]|$)|\\s+(?:hoy|aquí|allí|en|y|por|pero|ayer|todo|esta|este)${E})`,
      'iu',
    ),
    (m) => {
      const degree = m[2] ? (lower(m[2]) === 'muy' ? 'mucho' : lower(m[2])) + ' ' : '';
      if (lower(m[3]) === 'sol' && !m[2]) return undefined;
      return `${hacerLike(m[1]!)} ${degree}${m[3]}`;
    },
  ),
  patternRule(
    'es-weather-hacer',
    new RegExp(
      `${IMPERSONAL}(es|era|fue)\\s+(?:(muy)\\s+)?(soleado|nublado|lluvioso|ventoso|caluroso)(?=\\s*(?:[.,;!?]|$)|\\s+(?:hoy|aquí|allí|en|y|pero|ayer)${E})`,
      'iu',
    ),
    (m) => {
      const adjective = lower(m[3]);
      const estar = lower(m[1]) === 'es' ? 'está' : lower(m[1]) === 'era' ? 'estaba' : 'estuvo';
      if (adjective === 'ventoso') return `${hacerLike(m[1]!)} ${m[2] ? 'mucho ' : ''}viento`;
      if (adjective === 'caluroso') return `${hacerLike(m[1]!)} ${m[2] ? 'mucho ' : ''}calor`;
      return `${estar} ${m[2] ? 'muy ' : ''}${m[3]}`;
    },
  ),
  patternRule(
    'es-weather-hacer',
    new RegExp(`${B}(hace|hacía|hizo)\\s+(?:(muy)\\s+)?(caliente|nublado|soleado)${E}`, 'iu'),
    (m) => {
      if (lower(m[3]) === 'caliente') return `${m[1]} ${m[2] ? 'mucho ' : ''}calor`;
      return `${{ hace: 'está', hacía: 'estaba', hizo: 'estuvo' }[lower(m[1])]} ${m[2] ? 'muy ' : ''}${m[3]}`;
    },
  ),
  patternRule(
    'es-weather-hacer',
    new RegExp(`${B}(hace|hacía|hizo|hará)\\s+muy\\s+(frío|calor|viento|sol)${E}`, 'iu'),
    (m) => `${m[1]} mucho ${m[2]}`,
  ),
];

// es-time-expressions (and the “ago” of es-hay-estar / hacer)
const timeExpressions = [
  patternRule(
    'es-time-expressions',
    new RegExp(
      `${B}en\\s+(?:(el|los)\\s+)?(${DAYS}|fin\\s+de\\s+semana|fines\\s+de\\s+semana)${E}(?!\\s+de\\s+(?:Pascua|Ramos))`,
      'iu',
    ),
    (m, text) => {
      const day = lower(m[2]);
      const { before, after } = clauseAround(text, m.index, m.index + m[0].length);
      const habit =
        /(?:^|[^\p{L}])(?:siempre|normalmente|todos|cada|nunca|a\s+veces|generalmente|soler|suelo|sueles|suele)(?!\p{L})/iu.test(
          before + after,
        );
      if (day.startsWith('fines')) return `los ${m[2]}`;
      if (day.startsWith('fin')) return `${habit ? 'los fines de semana' : `el ${m[2]}`}`;
      if (habit || lower(m[1]) === 'los') return `los ${/s$/u.test(day) ? day : `${day}s`}`;
      return `el ${m[2]}`;
    },
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(
      `${B}en\\s+(las\\s+(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\\d{1,2}(?::\\d{2})?)|la\\s+una)(?=\\s*(?:[.,;!?]|$)|\\s+(?:y|menos|de\\s+la|en\\s+punto|de\\s+la\\s+(?:mañana|tarde|noche))${E})`,
      'iu',
    ),
    (m) => `a ${m[1]}`,
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(
      `${B}(es|era|fue)\\s+las(?=\\s+(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\\d{1,2})${E})`,
      'iu',
    ),
    (m) => `${{ es: 'son', era: 'eran', fue: 'eran' }[lower(m[1])]} las`,
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(`${B}(son|eran|fueron)\\s+las\\s+una${E}`, 'iu'),
    (m) => `${{ son: 'es', eran: 'era', fueron: 'era' }[lower(m[1])]} la una`,
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(`${B}(a|desde|hasta)\\s+las\\s+una${E}`, 'iu'),
    (m) => `${m[1]} la una`,
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(
      `(?<=${B}a\\s+(?:las\\s+${NUMBER}|la\\s+una)(?:\\s+y\\s+(?:media|cuarto))?\\s+)en(?=\\s+la\\s+(?:mañana|tarde|noche)${E})`,
      'iu',
    ),
    () => 'de',
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(
      `${B}(?:antes|hay)\\s+(${NUMBER}\\s+(?:años|meses|semanas|días|horas|minutos)|un\\s+(?:año|mes|día)|una\\s+(?:semana|hora))(?=\\s*(?:[.,;!?]|$)|\\s+(?:que|cuando|y|pero|en|a|con)${E})`,
      'iu',
    ),
    (m, text) => {
      const { before } = clauseAround(text, m.index, m.index);
      if (
        /^\s*(?:hay|había)/iu.test(m[0]) &&
        !/\p{L}+(?:é|ó|í|aste|iste|aron|ieron|amos|imos)\s/iu.test(before) &&
        !/cuánto\s+tiempo/iu.test(before)
      )
        return undefined;
      return `hace ${m[1]}`;
    },
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(`${B}(${NUMBER}\\s+(?:años|meses|semanas|días))\\s+hace(?=\\s*(?:[.,;!?]|$))`, 'iu'),
    (m) => `hace ${m[1]}`,
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(`(?<=${B}cuánto\\s+tiempo\\s+)hay(?=\\s+que${E})`, 'iu'),
    () => 'hace',
  ),
  patternRule(
    'es-time-expressions',
    new RegExp(
      `(?<=${B}(?:nací|nació|llegué|llegó|llegamos|empecé|empezó|terminé|terminó|me\\s+mudé|se\\s+mudó|vine|vino|fui|fue|viví|vivió|conocí|conoció|me\\s+casé|se\\s+casó)(?:\\s+\\p{Ll}+){0,3}\\s+)a(?=\\s+(?:19|20)\\d{2}${E})`,
      'iu',
    ),
    () => 'en',
  ),
];

// es-preterite-imperfect
const HABIT =
  /(?:^|[^\p{L}])(?:todos\s+los\s+(?:días|veranos|años|domingos|sábados|fines\s+de\s+semana|inviernos|meses)|todas\s+las\s+(?:semanas|tardes|mañanas|noches)|siempre|cada\s+(?:día|verano|año|semana|domingo|mañana|tarde|noche)|a\s+menudo|los\s+(?:domingos|sábados|veranos|fines\s+de\s+semana))(?!\p{L})/iu;
const CHILDHOOD =
  /(?:^|[^\p{L}])(?:de\s+(?:niño|niña|pequeño|pequeña|joven)|cuando\s+(?:yo\s+)?(?:era|éramos|eras)\s+(?:niño|niña|niños|pequeño|pequeña|pequeños|joven|jóvenes|estudiante)|cuando\s+(?:yo\s+)?tenía\s+\p{L}+\s+años|antes)(?!\p{L})/iu;
const preteriteImperfect = [
  patternRule(
    'es-preterite-imperfect',
    new RegExp(
      `(?<=${B}cuando\\s+(?:yo\\s+)?)(fui|fuiste|fue|fuimos|fueron)(?=\\s+(?:niño|niña|niños|niñas|pequeño|pequeña|pequeños|joven|jóvenes|estudiante|estudiantes|adolescente)${E})`,
      'iu',
    ),
    (m) => ({ fui: 'era', fuiste: 'eras', fue: 'era', fuimos: 'éramos', fueron: 'eran' })[lower(m[1])],
  ),
  patternRule(
    'es-preterite-imperfect',
    new RegExp(
      `(?<=${B}cuando\\s+(?:yo\\s+)?)(tuve|tuviste|tuvo|tuvimos|tuvieron)(?=\\s+${NUMBER}\\s+años${E})`,
      'iu',
    ),
    (m) => TENER.forms.imperfect[TENER.forms.preterite.indexOf(lower(m[1]))],
  ),
  patternRule(
    'es-preterite-imperfect',
    new RegExp(
      `${B}(fue|fueron)\\s+(las|la)(?=\\s+(?:una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\\d{1,2})${E})`,
      'iu',
    ),
    (m) => (lower(m[2]) === 'la' ? 'era la' : 'eran las'),
  ),
  patternRule('es-preterite-imperfect', new RegExp(`${B}(\\p{Ll}+)${E}`, 'iu'), (m, text) => {
    if (!FORMS.get(lower(m[1]))?.every((r) => r.tense === 'preterite')) return undefined;
    const { before, after } = clauseAround(text, m.index, m.index + m[0].length);
    const sentence = before + after;
    const reading = FORMS.get(lower(m[1]))!;
    const verb = reading[0]!.verb;
    if (/^(?:durar|estar|ser|vivir)$/u.test(verb.infinitive) && !/^fu/iu.test(m[1]!)) return undefined;
    if (
      /(?:^|[^\p{L}])(?:durante|años|toda\s+la|todo\s+el|una\s+vez|un\s+día|ese\s+día|aquel\s+día)(?!\p{L})/iu.test(
        sentence,
      )
    )
      return undefined;
    let imperfect: string | undefined;
    if (
      /^mientras\s+(?:(?:yo|tú|él|ella|nosotros|ellos|ellas)\s+)?(?:(?:me|te|se|nos|lo|la)\s+)?$/iu.test(
        before.split(/,/u).pop()!.trimStart() + '',
      ) ||
      /(?:^|[^\p{L}])mientras\s+(?:(?:yo|tú|él|ella|nosotros|ellos|ellas)\s+)?(?:(?:me|te|se|nos|lo|la)\s+)?$/iu.test(
        before,
      )
    ) {
      if (
        !/^(?:dormir|comer|cenar|cocinar|leer|estudiar|trabajar|hablar|ver|mirar|escuchar|caminar|esperar|jugar|duchar|conducir|escribir|limpiar|preparar|bailar|cantar|nadar)$/u.test(
          verb.infinitive,
        )
      )
        return undefined;
    } else if (!(HABIT.test(sentence) && CHILDHOOD.test(sentence))) return undefined;
    if (/^fu/iu.test(m[1]!)) {
      if (!/^\s+a\s/iu.test(after)) return undefined;
      imperfect = VERBS.get('ir')!.forms.imperfect[reading[0]!.person];
    } else imperfect = verb.forms.imperfect[reading[0]!.person];
    return imperfect;
  }),
  // «Ayer, cuando estaba en el súper, veía a mi profesora»: a single event in the imperfect.
  patternRule(
    'es-preterite-imperfect',
    new RegExp(
      `(?<=(?:${B}de\\s+repente,?\\s+|,\\s+)(?:(?:me|te|le|lo|la|nos|les)\\s+)?)(veía|veíamos|encontraba|encontrábamos|llamaba|sonaba|llegaba|llegábamos|empezaba|ocurría|pasaba|caía|rompía|decidía|recibía|oía|conocía)(?=\\s)`,
      'iu',
    ),
    (m, text) => {
      const { before, after } = clauseAround(text, m.index, m.index + m[0].length);
      const sentence = before + after;
      if (
        HABIT.test(sentence) ||
        /(?:^|[^\p{L}])(?:normalmente|a\s+veces|cada|mientras|siempre)(?!\p{L})/iu.test(sentence)
      )
        return undefined;
      if (
        !/(?:^|[^\p{L}])(?:ayer|anoche|de\s+repente|un\s+día|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+pasado|la\s+semana\s+pasada|esta\s+mañana)(?!\p{L})/iu.test(
          sentence,
        )
      )
        return undefined;
      const reading = FORMS.get(lower(m[1]))!.find((r) => r.tense === 'imperfect')!;
      const person =
        reading.person === 3
          ? 3
          : /(?:^|[^\p{L}])(?:él|ella|usted)\s+$/iu.test(before)
            ? 2
            : reading.person === 0 || reading.person === 2
              ? /(?:^|[^\p{L}])(?:estaba|iba|llegué|salí)(?!\p{L})/iu.test(before) &&
                !/(?:mi|su|tu|el|la)\s+\p{L}+\s+estaba/iu.test(before)
                ? 0
                : 2
              : reading.person;
      return reading.verb.forms.preterite[person];
    },
  ),
  patternRule(
    'es-preterite-imperfect',
    new RegExp(
      `${B}(conocía|conocías|conocíamos|conocían)(?=\\s+a\\s+(?:mi|tu|su)\\s+(?:novia|novio|mujer|marido|esposa|esposo|pareja)\\s+(?:en|hace)${E})`,
      'iu',
    ),
    (m) => readingIn(m[1]!, 'imperfect')?.verb.forms.preterite[readingIn(m[1]!, 'imperfect')!.person],
  ),
];

// Present perfect with a finished time → preterite.
const HABER_PERSON: Record<string, number> = { he: 0, has: 1, ha: 2, hemos: 3, habéis: 4, han: 5 };
const PARTICIPLE = new Map([...VERBS.values()].map((verb) => [verb.participle, verb] as const));
const FINISHED =
  /(?:^|[^\p{L}])(?:ayer|anoche|anteayer|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|mes|año|verano|invierno|fin\s+de\s+semana)\s+pasado|la\s+semana\s+pasada|hace\s+(?:\p{L}+|\d+)\s+(?:años|meses|días|semanas|horas)|en\s+(?:19|20)\d{2})(?!\p{L})/iu;
const perfectFinished = patternRule(
  'es-preterite-perfect',
  new RegExp(`${B}(he|has|ha|hemos|habéis|han)\\s+(${alt(PARTICIPLE.keys())})${E}`, 'iu'),
  (m, text) => {
    const { before, after } = clauseAround(text, m.index, m.index + m[0].length);
    const clause = (before.split(/,/u).pop() ?? '') + (after.split(/,/u)[0] ?? '');
    if (
      !FINISHED.test(clause) ||
      /(?:^|[^\p{L}])(?:desde|hoy|esta|este|todavía|aún|nunca|ya|siempre|alguna\s+vez)(?!\p{L})/iu.test(
        clause,
      )
    )
      return undefined;
    // Sentences opening with ayer/anoche are es-ayer-preterite's.
    if (/^\s*[¿¡]?\s*(?:ayer|anoche|anteayer)(?!\p{L})/iu.test(before)) return undefined;
    return PARTICIPLE.get(lower(m[2]))!.forms.preterite[HABER_PERSON[lower(m[1])]!];
  },
);

// es-progressive-overuse
const ESTAR_PERSON: Record<string, number> = { estoy: 0, estás: 1, está: 2, estamos: 3, estáis: 4, están: 5 };
const FUTURE_TIME =
  /(?:^|[^\p{L}])(?:(?<!(?:la|esta|por|de|cada|toda)\s)mañana|pasado\s+mañana|el\s+(?:próximo|que\s+viene)|la\s+(?:semana|próxima)\s+(?:que\s+viene|semana)|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|fin\s+de\s+semana|mes|año|verano)\s+(?:que\s+viene|próximo)|(?:el|la)\s+próxim[oa]|este\s+fin\s+de\s+semana|el\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?!\s+pasado))(?!\p{L})/iu;
const progressive = [
  patternRule(
    'es-progressive-overuse',
    new RegExp(`${B}(estoy|estás|está|estamos|estáis|están)\\s+(\\p{Ll}+ndo)${E}`, 'iu'),
    (m, text) => {
      const verb = GERUNDS.get(lower(m[2]));
      if (!verb) return undefined;
      const person = ESTAR_PERSON[lower(m[1])]!;
      const { before, after } = clauseAround(text, m.index, m.index + m[0].length);
      const stative = ['saber', 'tener', 'querer', 'preferir', 'conocer', 'necesitar'].includes(
        verb.infinitive,
      );
      if (stative) {
        if (verb.infinitive === 'conocer' || verb.infinitive === 'necesitar') return undefined;
        if (
          verb.infinitive === 'tener' &&
          !/^\s+(?:un|una|dos|tres|cuatro|muchos|muchas)\s+(?:hermanos?|hermanas?|hijos?|hijas?|coches?|casas?|perros?|gatos?|novio|novia|años)/iu.test(
            after,
          )
        )
          return undefined;
        if (verb.infinitive === 'querer' && !/^\s+(?:un|una|el|la)\s/iu.test(after)) return undefined;
        return verb.forms.present[person];
      }
      if (
        !FUTURE_TIME.test(before + after) ||
        /(?:^|[^\p{L}])(?:ahora|ahorita|en\s+este\s+momento|todavía|ya|últimamente|estos\s+días)(?!\p{L})/iu.test(
          before + after,
        )
      )
        return undefined;
      return verb.forms.present[person];
    },
  ),
];

// es-gerund-for-infinitive
const ENCLITIC = /^(.*?)((?:me|te|se|nos|os|lo|la|los|las|le|les){0,2})$/u;
function infinitiveOfGerund(word: string): string | undefined {
  const plain = stripAccent(word.toLowerCase());
  for (let cut = plain.length; cut >= plain.length - 6 && cut > 4; cut--) {
    const gerund = plain.slice(0, cut);
    const clitics = plain.slice(cut);
    if (clitics && !ENCLITIC.test(clitics)) continue;
    if (clitics && !/^(?:me|te|se|nos|os|lo|la|los|las|le|les){1,2}$/u.test(clitics)) continue;
    const verb = GERUNDS.get(gerund);
    if (verb) {
      const two = /^(?:me|te|se|nos|os)(?:lo|la|los|las)$/u.test(clitics);
      const infinitive = two
        ? verb.infinitive.replace(/([aei])r$/u, (v) => `${{ a: 'á', e: 'é', i: 'í' }[v[0]!]}r`)
        : verb.infinitive;
      return infinitive + clitics;
    }
  }
  return undefined;
}
const gerundForInfinitive = [
  patternRule(
    'es-gerund-for-infinitive',
    new RegExp(
      `(?<=${B}(?:antes\\s+de|después\\s+de|sin|para|por|en\\s+vez\\s+de|en\\s+lugar\\s+de|además\\s+de|de|al|gracias\\s+por)\\s+)(\\p{Ll}+(?:ando|iendo|yendo|ándo|iéndo|yéndo)\\p{Ll}*)${E}`,
      'iu',
    ),
    (m, text) => {
      if (
        /(?:^|[^\p{L}])(?:de)\s+$/iu.test(text.slice(0, m.index)) &&
        !/(?:antes|después|además|dejar|dejo|deja|dejé|dejó|acabo|acaba|trata|trato|olvid\p{L}*|cansad[oa]s?|harto|harta)\s+de\s+$/iu.test(
          text.slice(0, m.index),
        )
      )
        return undefined;
      return infinitiveOfGerund(m[1]!);
    },
  ),
  patternRule(
    'es-gerund-for-infinitive',
    new RegExp(
      `(?<=${B}(?:me|te|le|nos|les)\\s+(?:gusta|gustaba|encanta|encantaba|interesa|apetece|gustaría|encantaría)\\s+(?:(?:mucho|más|también)\\s+)?|${B}(?:prefiero|prefieres|prefiere|preferimos|odio|odias|odia|odiamos|dejé\\s+de|dejó\\s+de|dejar\\s+de|deja\\s+de|dejo\\s+de|intento|intenta|necesito|necesitas|quiero|quieres|quiere|puedo|puedes|puede|debo|debes|debe|sé|sabes|sabe|voy\\s+a|vas\\s+a|va\\s+a|vamos\\s+a|van\\s+a)\\s+)(\\p{Ll}+(?:ando|iendo|yendo|ándo|iéndo|yéndo)\\p{Ll}*)${E}`,
      'iu',
    ),
    (m) => infinitiveOfGerund(m[1]!),
  ),
  patternRule(
    'es-gerund-for-infinitive',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))(\\p{Lu}\\p{Ll}+(?:ando|iendo|yendo))(?=(?:\\s+\\p{Ll}+){0,3}\\s+(?:es|era|fue|será|sería|puede\\s+ser|me\\s+ayuda|ayuda|cuesta|me\\s+relaja|me\\s+gusta)${E})`,
      'u',
    ),
    (m) => {
      const inf = infinitiveOfGerund(m[1]!);
      return inf ? inf[0]!.toUpperCase() + inf.slice(1) : undefined;
    },
  ),
  patternRule(
    'es-gerund-for-infinitive',
    new RegExp(
      `(?<=${B}(?:sigo|sigues|sigue|seguimos|siguen|seguía|continúo|continúa|continúan|llevo\\s+${NUMBER}\\s+(?:años|meses|semanas|días|horas))\\s+)(${INFINITIVES})${E}`,
      'iu',
    ),
    (m) => VERBS.get(lower(m[1]))?.gerund,
  ),
];

// es-irregular-verb-forms: regularised forms → the right form (words a learner builds by rule).
/** Words the generator would take for regularised forms: nouns, the voseo, other words. */
const REAL_WORDS = new Set(
  wordList(
    'decí vení tené poné hacé salí jugo salo cabo pedo mente mentes costa naco cerro conto oo sente serve move',
  ),
);
const REGULARISED = new Map<string, string>();
{
  const add = (wrong: string, right: string) => {
    if (wrong !== right && !FORMS.has(wrong) && !REAL_WORDS.has(wrong) && !REGULARISED.has(wrong))
      REGULARISED.set(wrong, right);
  };
  const ENDINGS = {
    ar: { present: 'o as a amos áis an', preterite: 'é aste ó amos asteis aron' },
    er: { present: 'o es e emos éis en', preterite: 'í iste ió imos isteis ieron' },
    ir: { present: 'o es e imos ís en', preterite: 'í iste ió imos isteis ieron' },
  };
  for (const verb of VERBS.values()) {
    const inf = verb.infinitive.replace('í', 'i');
    const ending = inf.slice(-2) as 'ar' | 'er' | 'ir';
    const stem = inf.slice(0, -2);
    if (['ser', 'ir', 'estar', 'haber', 'dar', 'ver', 'oir', 'reir'].includes(inf)) continue;
    const regPresent = ENDINGS[ending].present.split(' ').map((e) => stem + e);
    // An -ar verb's «encontro» is mostly «encontró» without its accent (es-accent-stress), not a stem.
    if (ending === 'ar') regPresent[0] = verb.forms.present[0]!;
    const regPreterite = ENDINGS[ending].preterite.split(' ').map((e) => stem + e);
    regPresent.forEach((form, person) => add(form, verb.forms.present[person]!));
    regPreterite.forEach((form, person) => add(form, verb.forms.preterite[person]!));
    // Stem change carried into nosotros: quieremos, puedemos, piensamos.
    const stressed = verb.forms.present[0]!.slice(0, -1);
    if (stressed !== stem && !/(?:g|zc|y|j)$/u.test(stressed)) {
      add(
        `${stressed}${ending === 'ar' ? 'amos' : ending === 'er' ? 'emos' : 'imos'}`,
        verb.forms.present[3]!,
      );
      add(`${stressed}${ending === 'ar' ? 'áis' : ending === 'er' ? 'éis' : 'ís'}`, verb.forms.present[4]!);
    }
    // Regular participle, future and conditional of irregular ones.
    add(`${stem}${ending === 'ar' ? 'ado' : 'ido'}`, verb.participle);
    ['é', 'ás', 'á', 'emos', 'éis', 'án'].forEach((e, person) =>
      add(`${inf}${e}`, verb.forms.future[person]!),
    );
    ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'].forEach((e, person) =>
      add(`${inf}${e}`, verb.forms.conditional[person]!),
    );
  }
  // Preterites with a missed spelling change or written with the wrong ending.
  for (const [wrong, right] of Object.entries({
    jugé: 'jugué',
    llegé: 'llegué',
    pagé: 'pagué',
    tocé: 'toqué',
    buscé: 'busqué',
    sacé: 'saqué',
    practicé: 'practiqué',
    explicé: 'expliqué',
    empezé: 'empecé',
    almorzé: 'almorcé',
    comenzé: 'comencé',
    organizé: 'organicé',
    cruzé: 'crucé',
    realizé: 'realicé',
    leió: 'leyó',
    leieron: 'leyeron',
    creió: 'creyó',
    oió: 'oyó',
    caió: 'cayó',
    construió: 'construyó',
    hací: 'hice',
    hació: 'hizo',
    tení: 'tuve',
    tenió: 'tuvo',
    poní: 'puse',
    ponió: 'puso',
    podí: 'pude',
    pudí: 'pude',
    podió: 'pudo',
    querí: 'quise',
    querió: 'quiso',
    venió: 'vino',
    sabí: 'supe',
    sabió: 'supo',
    dició: 'dijo',
    decí: 'dije',
    estí: 'estuve',
    estió: 'estuvo',
    andé: 'anduve',
    andó: 'anduvo',
    traí: 'traje',
    traió: 'trajo',
    conducí: 'conduje',
    condució: 'condujo',
    tradució: 'tradujo',
    vido: 'visto',
    veído: 'visto',
    morido: 'muerto',
    fué: 'fue',
    fuí: 'fui',
    dió: 'dio',
    vió: 'vio',
    teno: 'tengo',
    haco: 'hago',
    poneo: 'pongo',
    pono: 'pongo',
    conoco: 'conozco',
    saleo: 'salgo',
    dico: 'digo',
    veno: 'vengo',
    traeo: 'traigo',
    sabo: 'sé',
    conduco: 'conduzco',
    traduco: 'traduzco',
    oyo: 'oigo',
    cabo: '',
  }))
    if (right && !FORMS.has(wrong)) REGULARISED.set(wrong, right);
}
const irregularForms: GrammarRule = {
  owns: new Set(REGULARISED.keys()),
  ...patternRule('es-irregular-verb-forms', new RegExp(`(?<!vos\\s+)${B}(\\p{Ll}+)${E}`, 'iu'), (m, text) => {
    const word = lower(m[1]);
    const right = REGULARISED.get(word);
    // «decido», «salo» are real words: only the forms built by a learner are here; after haber a
    // regular participle is certain.
    if (!right) return undefined;
    void text;
    return right;
  }),
};

/** The one form a word becomes in another tense, whatever its person (estudie → estudiara). */
function targetOf(word: string, from: Tense, to: Tense): string | undefined {
  const targets = new Set(
    (FORMS.get(word) ?? []).filter((r) => r.tense === from).map((r) => r.verb.forms[to][r.person]!),
  );
  return targets.size === 1 ? [...targets][0] : undefined;
}

// es-subjunctive-wish / -impersonal / -doubt-negation: triggers grammar-es.ts's es-subjunctive lacks.
const SUBJECT_BEFORE_VERB = `(?:(?:${SUBJECT_PRONOUN})\\s+|(?:mi|tu|su|el|la|los|las|mis|tus|sus|nuestro|nuestra|este|esta)\\s+\\p{Ll}+\\s+(?:\\p{Ll}+\\s+)?)?(?:(?:no|nunca|también|siempre)\\s+)?(?:(?:${CLITICS})\\s+){0,2}`;
const NEW_TRIGGERS = [
  '(?:me|te|le|nos|les)\\s+(?:recomiendo|recomiendas|recomienda|recomendamos|recomiendan|aconsejo|aconsejas|aconseja|sugiero|sugieres|sugiere|pido|pides|pide|pedimos|piden|permites|permite|prohíbo|prohíbe|ruego)',
  '(?:recomiendo|aconsejo|sugiero|deseo|deseamos|desea)',
  '(?<![¿][^?]{0,40})(?:para|sin|a\\s+menos|con\\s+tal\\s+de)',
  '(?:me|te|le|nos|les)\\s+(?:alegra|molesta|preocupa|sorprende|encanta|gusta|importa|da\\s+miedo|parece\\s+(?:bien|mal|raro|increíble))',
  '(?:me\\s+alegro|te\\s+alegras|se\\s+alegra|nos\\s+alegramos|se\\s+alegran|tengo\\s+miedo|tienes\\s+miedo|tiene\\s+miedo|tenemos\\s+miedo|tienen\\s+miedo|estoy\\s+content[oa]|estamos\\s+contentos)\\s+de',
  '(?:es|era|sería|será)\\s+(?:muy\\s+)?(?:posible|imposible|probable|improbable|una\\s+pena|una\\s+lástima|raro|normal|bueno|malo|lógico|increíble|fundamental|esencial|preferible|urgente|triste|extraño|útil|conveniente|justo|interesante)',
  '(?<=(?:así\\s+que|pero|y|creo\\s+que|por\\s+eso)\\s+)es\\s+mejor',
  'no\\s+(?:creo|cree|crees|creemos|creen|pienso|piensa|pensamos|piensan|es\\s+verdad|es\\s+cierto|es\\s+seguro|es\\s+obvio|es\\s+evidente|me\\s+parece|parece|estoy\\s+segur[oa]\\s+de|está\\s+claro)',
  '(?:dudo|dudas|duda|dudamos|dudan)',
];
const subjunctiveMore = patternRule(
  'es-subjunctive-wish',
  new RegExp(`(?<=${B}(?:${NEW_TRIGGERS.join('|')})\\s+que\\s+${SUBJECT_BEFORE_VERB})(\\p{Ll}+)${E}`, 'iu'),
  (m, text) => {
    const word = lower(m[1]);
    if (
      /^¿/u.test(clauseAround(text, m.index, m.index).before.trim()) &&
      /(?:^|\s)para\s+que\s/iu.test(clauseAround(text, m.index, m.index).before)
    )
      return undefined;
    const reading = readingIn(word, 'present') ?? readingIn(word, 'future');
    if (!reading || readingIn(word, 'subjunctive')) return undefined;
    return reading.verb.forms.subjunctive[reading.person];
  },
);
/** The same after a verb in the past: «quería que vengas» → «viniera». */
const subjunctiveSequence = patternRule(
  'es-subjunctive-wish',
  new RegExp(
    `(?<=${B}(?:quería|querías|queríamos|querían|quise|quiso|pedía|pidió|pedí|pidieron|esperaba|necesitaba|prefería|dejaban|dejaba|dejó|prohibía|prohibió|aconsejó|recomendó|(?:fue|era)\\s+(?:necesario|importante|mejor|imposible|posible))\\s+que\\s+${SUBJECT_BEFORE_VERB})(\\p{Ll}+)${E}`,
    'iu',
  ),
  (m) => {
    const word = lower(m[1]);
    if (FORMS.get(word)?.some((r) => r.tense !== 'subjunctive' && r.tense !== 'present')) return undefined;
    return targetOf(word, 'subjunctive', 'pastSubjunctive') ?? targetOf(word, 'present', 'pastSubjunctive');
  },
);
/** «Creo que sea verdad», «porque tenga una cita»: certainty and cause take the indicative. */
const indicativeOvercorrection = patternRule(
  'es-subjunctive-doubt-negation',
  new RegExp(
    `(?<=(?<!no\\s+)${B}(?:(?:creo|cree|creemos|pienso|piensa|pensamos|es\\s+verdad|es\\s+cierto|es\\s+obvio|es\\s+evidente|está\\s+claro|estoy\\s+segur[oa]\\s+de|sé|me\\s+parece)\\s+que|porque)\\s+${SUBJECT_BEFORE_VERB})(\\p{Ll}+)${E}`,
    'iu',
  ),
  (m, text) => {
    const word = lower(m[1]);
    if (inQuestion(text, m.index, m.index + m[0].length)) return undefined;
    const lead = clauseAround(text, m.index, m.index).before;
    if (
      /porque\s+(?:\S+\s+){0,4}$/iu.test(lead)
        ? /no\s+porque/iu.test(lead)
        : /(?:^|[^\p{L}])no\s+(?:\p{L}+\s+){0,2}$/iu.test(
            lead.replace(
              /(?:creo|pienso|cree|creemos|piensa|pensamos|es\s+verdad|es\s+cierto|es\s+obvio|es\s+evidente|está\s+claro|estoy\s+segur|sé|me\s+parece)[\s\S]*$/iu,
              '',
            ),
          )
    )
      return undefined;
    const readings = FORMS.get(word)?.filter((r) => r.tense === 'subjunctive') ?? [];
    if (readings.length === 0 || FORMS.get(word)!.some((r) => r.tense !== 'subjunctive')) return undefined;
    if (readings.length === 1) return readings[0]!.verb.forms.present[readings[0]!.person];
    // yo or él (sea, tenga): the subject named, or after «porque» the person of the main verb, else él.
    const subject = /(?:^|[^\p{L}])(yo|él|ella|usted)\s+(?:(?:no|me|te|se|le|lo|la)\s+){0,2}$/iu.exec(
      text.slice(0, m.index),
    )?.[1];
    const main = /porque\s+(?:(?:no|me|te|se|le|lo|la)\s+){0,2}$/iu.test(text.slice(0, m.index))
      ? clauseAround(text, m.index, m.index)
          .before.split(/\s+/u)
          .some((w) => FORMS.get(w.toLowerCase())?.every((r) => r.person === 0) && /o$/u.test(w))
      : false;
    const person = subject ? (lower(subject) === 'yo' ? 0 : 2) : main ? 0 : 2;
    return readings[0]!.verb.forms.present[person];
  },
);

// es-subjunctive-cuando-future
const FUTURE_CONTEXT =
  /(?:^|[^\p{L}])(?:\p{L}+(?:ré|rás|rá|remos|réis|rán)|(?:voy|vas|va|vamos|vais|van)\s+a\s+\p{L}+(?:ar|er|ir)|llámame|avísame|escríbeme|dime|espérame|mándame|llama|avisa|ven|me\s+llamas|me\s+avisas|me\s+escribes|no\s+va\s+a|quiero|vamos\s+a)(?!\p{L})/iu;
const cuandoFuture = patternRule(
  'es-subjunctive-cuando-future',
  new RegExp(
    `(?<=${B}(?:cuando|en\\s+cuanto|hasta\\s+que|tan\\s+pronto\\s+como|después\\s+de\\s+que)\\s+${SUBJECT_BEFORE_VERB})(\\p{Ll}+)${E}`,
    'iu',
  ),
  (m, text) => {
    const word = lower(m[1]);
    const before = text.slice(0, m.index);
    if (
      /(?:sé|sabe|sabes|saber|pregunta|preguntó|pregunto|dime|idea\s+de)\s+(?:\p{L}+\s+)?$/iu.test(
        before.replace(/(?:cuando|hasta\s+que)\s+[\s\S]*$/iu, ''),
      )
    )
      return undefined;
    const future = readingIn(word, 'future');
    if (future) return future.verb.forms.subjunctive[future.person];
    const present = readingIn(word, 'present');
    if (!present || readingIn(word, 'subjunctive') || (readingIn(word, 'preterite') && present.person !== 3))
      return undefined;
    if (
      /^antes/iu.test(
        before.match(
          /(?:antes\s+de\s+que|cuando|en\s+cuanto|hasta\s+que|tan\s+pronto\s+como|después\s+de\s+que)[^]*$/iu,
        )?.[0] ?? '',
      )
    )
      return present.verb.forms.subjunctive[present.person];
    const { before: b, after } = clauseAround(text, m.index, m.index + m[0].length);
    const rest = b.replace(/\S+\s*$/u, '') + ' ' + after;
    if (!FUTURE_CONTEXT.test(rest.replace(new RegExp(`(?:^|\\s)${m[1]}(?!\\p{L})`, 'u'), ' ')))
      return undefined;
    if (
      HABIT.test(b + after) ||
      /(?:^|[^\p{L}])(?:normalmente|siempre|a\s+veces|cada\s+vez|generalmente)(?!\p{L})/iu.test(b + after)
    )
      return undefined;
    return present.verb.forms.subjunctive[present.person];
  },
);

// es-conditional-si (additions): a «si» inside the sentence, the future, the imperfect.
const siMore = patternRule(
  'es-conditional-si',
  new RegExp(
    `(?<=(?<!${B}(?:sé|sabe|sabes|saber|sabemos|pregunta|preguntó|pregunté|pregunto|ver|veremos|depende\\s+de|dime|duda|dudo|idea\\s+de)\\s+)${B}si\\s+${SUBJECT_BEFORE_VERB})(\\p{Ll}+)${E}`,
    'iu',
  ),
  (m, text) => {
    const word = lower(m[1]);
    const { before, after } = clauseAround(text, m.index, m.index + m[0].length);
    const opening = /^\s*[¿¡]?\s*si\s/iu.test(before);
    const future = readingIn(word, 'future');
    if (future) return future.verb.forms.present[future.person];
    const conditional = readingIn(word, 'conditional');
    const otherConditional = /\p{L}r(?:ía|ías|íamos|ían)(?!\p{L})/iu.test(
      before.replace(/si\s[\s\S]*$/iu, '') + after,
    );
    if (conditional && !opening && otherConditional)
      return conditional.verb.forms.pastSubjunctive[conditional.person];
    if (
      conditional &&
      opening &&
      otherConditional &&
      !/^(?:tendr|podr|ser|ir|estar|har|querr|sabr|habr|dir|vendr|pondr|saldr|vivir|comer|ver|dar|conocer|hablar|trabajar|ganar|estudiar|viajar|comprar|necesitar|encontrar|llegar)(?:ía|ías|íamos|ían)$/u.test(
        word,
      )
    )
      return conditional.verb.forms.pastSubjunctive[conditional.person];
    const bare = !/(?:^|\s)si\s+(?:\S+\s+)?(?:me|te|se|le|lo|la|los|las|nos|les)\s+$/iu.test(
      text.slice(0, m.index),
    );
    const imperfect =
      bare &&
      /^(?:era|eras|éramos|eran|tenía|tenías|teníamos|tenían|estaba|estabas|estábamos|estaban)$/u.test(word)
        ? FORMS.get(word)!.find((r) => r.tense === 'imperfect')
        : undefined;
    if (imperfect && /\p{L}r(?:ía|ías|íamos|ían)(?!\p{L})/iu.test(after) && /,/u.test(after) && opening)
      return imperfect.verb.forms.pastSubjunctive[imperfect.person];
    return undefined;
  },
);

// es-negative-imperative
const IMPERATIVES = new Map<string, FormOf['verb']>();
for (const verb of VERBS.values()) IMPERATIVES.set(stripAccent(verb.imperative), verb);
const negativeImperative = [
  patternRule(
    'es-negative-imperative',
    new RegExp(`${B}no\\s+(\\p{Ll}+?)((?:me|te|se|nos|lo|la|los|las|le|les){1,2})${E}`, 'iu'),
    (m) => {
      const base = stripAccent(lower(m[1]));
      const verb = IMPERATIVES.get(base);
      if (!verb || isFinite(lower(m[1]) + lower(m[2])) || isInfinitive(lower(m[1]) + lower(m[2])))
        return undefined;
      const clitics = lower(m[2])
        .match(/me|te|se|nos|lo|la|los|las|le|les/gu)!
        .join(' ');
      return `no ${clitics} ${verb.forms.subjunctive[1]}`;
    },
  ),
  patternRule(
    'es-negative-imperative',
    new RegExp(
      `${B}no\\s+(preocupes|preocupe|olvides|olvide|enfades|asustes|vayas)(?=\\s*(?:[.,;!]|$))`,
      'iu',
    ),
    (m) => `no ${/e$/u.test(m[1]!) ? 'se' : 'te'} ${m[1]}`,
  ),
  patternRule('es-negative-imperative', new RegExp(`(?<=¡\\s*no\\s+)(\\p{Ll}+)${E}`, 'iu'), (m) => {
    const reading = readingIn(lower(m[1]), 'present');
    if (!reading || (reading.person !== 1 && reading.person !== 2)) return undefined;
    return reading.verb.forms.subjunctive[1];
  }),
];

// es-por-para
const porPara = [
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:gracias|perdón|perdona|disculpa|disculpe|felicidades|enhorabuena)\\s+)para(?=\\s+(?!ti|usted|vosotros|ustedes)\\p{L})`,
      'iu',
    ),
    () => 'por',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:pag\\p{L}+)\\s+(?:(?:\\d+|${NUMBER}|mucho|poco|demasiado)\\s+(?:euros|dólares|pesos|libras)?\\s*)?)para(?=\\s+(?:el|la|los|las|un|una|este|esta|ese|esa)\\s)`,
      'iu',
    ),
    (m, text) =>
      /^pag/iu.test(
        text
          .slice(0, m.index)
          .trim()
          .split(/\s+/u)
          .find((w) => /^pag/iu.test(w)) ?? 'pag',
      )
        ? 'por'
        : undefined,
  ),
  patternRule(
    'es-por-para',
    new RegExp(`(?<=${B}(?:famos[oa]s?|conocid[oa]s?)\\s+)para(?=\\s)`, 'iu'),
    () => 'por',
  ),
  patternRule(
    'es-por-para',
    new RegExp(`${B}para(?=\\s+(?:teléfono|correo|email|internet|whatsapp|la\\s+ventana|ciento)${E})`, 'iu'),
    () => 'por',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:\\d+|veces|vez|kilómetros|km|euros|dólares)\\s+)para(?=\\s+(?:hora|semana|día|mes|año|persona|noche)${E})`,
      'iu',
    ),
    () => 'por',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:escrit[oa]s?|pintad[oa]s?|construid[oa]s?|compuest[oa]s?|dirigid[oa]s?|diseñad[oa]s?|inventad[oa]s?|fundad[oa]s?|descubiert[oa]s?)\\s+)para(?=\\s+\\p{Lu})`,
      'u',
    ),
    () => 'por',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:estudi\\p{L}*|trabaj\\p{L}*|ahorr\\p{L}*|aprend\\p{L}*|entren\\p{L}*|vine|vinimos|vino|vinieron|vengo)(?:\\s+(?!por)\\p{Ll}+){0,4}\\s+)por(?=\\s+(?:aprobar|aprender|mejorar|practicar|conseguir|ganar|comprar|comprarme|comprarse|visitar|conocer|trabajar|estudiar|vivir|pagar|tener|poder|hablar|viajar|encontrar)${E})`,
      'iu',
    ),
    () => 'para',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:regalo|regalos|carta|flores|pastel|tarta|libro|esto|eso|sorpresa)\\s+(?:es|son|era|eran)\\s+)por(?=\\s+(?:ti|mí|usted|él|ella|ustedes|vosotros|ellos|ellas|mi|tu|su|nuestra|nuestro|\\p{Lu}\\p{Ll}+)${E})`,
      'iu',
    ),
    () => 'para',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=${B}(?:necesito|necesitas|necesita|necesitamos|necesitan|entregar|entregarlo|entregarla|terminar|terminarlo|acabar|tenerlo|tenerla)(?:\\s+\\p{Ll}+){0,3}\\s+)por(?=\\s+el\\s+(?:${DAYS}|fin\\s+de\\s+semana|mes\\s+que\\s+viene)${E})`,
      'iu',
    ),
    () => 'para',
  ),
  patternRule(
    'es-por-para',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))por(?=\\s+mí,?\\s+(?:es|son|era|sería)\\s+(?!igual|lo\\s+mismo)\\p{L})`,
      'iu',
    ),
    () => 'para',
  ),
  patternRule(
    'es-por-para',
    new RegExp(`${B}para\\s+(favor|ejemplo|supuesto)${E}`, 'iu'),
    (m) => `por ${m[1]}`,
  ),
  patternRule('es-por-para', new RegExp(`${B}para\\s+fin${E}(?!\\s+de)`, 'iu'), () => 'por fin'),
];

// es-personal-a
const TRANSITIVE = new Set<string>();
for (const infinitive of [
  'visitar',
  'conocer',
  'ver',
  'llamar',
  'ayudar',
  'invitar',
  'esperar',
  'cuidar',
  'abrazar',
  'besar',
  'saludar',
  'amar',
  'odiar',
  'extrañar',
  'escuchar',
  'entender',
  'querer',
  'buscar',
  'encontrar',
  'echar',
]) {
  const verb = VERBS.get(infinitive);
  if (!verb) continue;
  for (const tense of ['present', 'preterite', 'imperfect', 'future'] as Tense[])
    verb.forms[tense].forEach((f) => TRANSITIVE.add(f));
  TRANSITIVE.add(verb.infinitive);
  TRANSITIVE.add(verb.gerund);
}
const personalA = [
  patternRule(
    'es-personal-a',
    new RegExp(
      `(?<=${B}(${alt(TRANSITIVE)})\\s+(?:(?:mucho|muchísimo|siempre|también|ayer|hoy|mañana)\\s+)?)((?:el|la|los|las|mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras)\\s+(\\p{Ll}+)|nadie|alguien|${alt(FIRST_NAMES)})${E}`,
      'iu',
    ),
    (m, text) => {
      const verb = lower(m[1]);
      const noun = lower(m[3] ?? '');
      const target = m[2]!;
      if (m[3] && !PEOPLE.has(noun)) return undefined;
      if (
        /^(?:busc|encontr|quier|quer|quis)/u.test(verb) &&
        !/^(?:mi|tu|su|mis|tus|sus|nuestr)/iu.test(target) &&
        target !== 'nadie' &&
        !/^\p{Lu}/u.test(target)
      )
        return undefined;
      if (
        /^(?:quier|quer|quis)/u.test(verb) &&
        !/mucho|muchísimo/iu.test(m[0]) &&
        !/^(?:mi|tu|su|mis|tus|sus)\s+(?:madre|padre|familia|novio|novia|padres|hermanos|hermano|hermana|hijo|hija|hijos|mujer|marido|esposa|esposo|abuela|abuelo|abuelos|amigos)/iu.test(
          target,
        )
      )
        return undefined;
      if (/^(?:escuch|entend|ech)/u.test(verb) && !/^(?:mi|tu|su|mis|tus|sus|nadie|alguien)/iu.test(target))
        return undefined;
      if (verb === 'echar' || /^ech/u.test(verb)) return undefined;
      if (
        /(?:^|[^\p{L}])(?:me|te|se|nos|os)\s+$/iu.test(
          text
            .slice(0, m.index)
            .replace(/(?:(?:mucho|muchísimo|siempre|también|ayer|hoy|mañana)\s+)?$/iu, '')
            .replace(/\p{L}+\s+$/u, ''),
        )
      )
        return undefined;
      // «tengo que ver el médico»? still a person; but «ver la gente» is fine to flag.
      void text;
      if (/^el\s/iu.test(target)) return `al ${target.slice(3)}`;
      return `a ${target}`;
    },
  ),
  patternRule(
    'es-personal-a',
    new RegExp(
      `(?<=¿\\s*)(quién|quien)(?=\\s+(?:viste|conoces|conociste|llamaste|invitaste|esperas|buscas|ayudaste|visitaste|prefieres|quieres|admiras)${E})`,
      'iu',
    ),
    () => 'A quién',
  ),
  patternRule(
    'es-personal-a',
    new RegExp(`(?<=${B}(?:\\p{Ll}+)\\s+)a\\s+((?:un|una|el|la|unos|unas|mi|tu|su)\\s+(\\p{Ll}+))${E}`, 'iu'),
    (m, text) => {
      const before = text.slice(0, m.index).trim().split(/\s+/u).pop()!.toLowerCase();
      const noun = lower(m[2]);
      if (!NOUNS.has(noun) || PEOPLE.has(noun) || /^(?:perr|gat)/u.test(noun)) return undefined;
      if (
        !/^(?:busc\p{L}*|necesit\p{L}*|compr\p{L}*|tengo|tienes|tiene|tenemos|tienen|quiero|quieres|quiere|veo|ves|vemos|miro|miramos|vi|vimos|visit\p{L}*)$/u.test(
          before,
        )
      )
        return undefined;
      if (
        /^(?:veo|ves|vemos|vi|vimos|miro|miramos)$/u.test(before) &&
        !/^(?:televisión|tele|película|serie|partido)$/u.test(noun)
      )
        return undefined;
      return m[1];
    },
  ),
  patternRule(
    'es-personal-a',
    new RegExp(
      `(?<=${B}(?:visito|visitas|visita|visitamos|visitan|visité|visitó|visitamos|visitaron|visitar)\\s+)a\\s+(${alt(PLACES)})${E}`,
      'u',
    ),
    (m) => m[1],
  ),
  patternRule(
    'es-personal-a',
    new RegExp(
      `(?<=${B}(?:tengo|tienes|tiene|tenemos|tienen|tenía)\\s+)a\\s+((?:dos|tres|cuatro|cinco|un|una|unos|muchos|muchas|varios|varias)\\s+\\p{Ll}+)`,
      'iu',
    ),
    (m) => m[1],
  ),
];

// es-preposition-choice
const prepositionChoice = [
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:pienso|piensas|piensa|pensamos|piensan|pensaba|pensé|pensar|pensando)\\s+)(?:de|sobre|a)(?=\\s+(?:ti|mí|él|ella|usted|ellos|ellas|vosotros|ustedes|nosotros|mi|tu|su|mis|tus|sus)${E})`,
      'iu',
    ),
    (m, text) =>
      /qu[ée]\s+(?:\p{L}+\s+)?$/iu.test(text.slice(0, m.index).replace(/\p{L}+\s+$/u, '')) ? undefined : 'en',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `${B}((?:pienso|piensas|piensa|pensamos|piensan|creo|crees|cree|creemos|creen|opino|opinas|opina|dijo|dice|dijeron|supongo|me\\s+parece|imagino))\\s+de\\s+que${E}`,
      'iu',
    ),
    (m) => `${m[1]} que`,
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `${B}(depend\\p{L}*)\\s+(?:en|sobre|a)\\s+(el|la|los|las|mi|tu|su|que|si|cómo|cuánto|\\p{Ll}+)(?=\\s|[.,!?]|$)`,
      'iu',
    ),
    (m) => `${m[1]} ${lower(m[2]) === 'el' ? 'del' : `de ${m[2]}`}`,
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:acostumbrad[oa]s?|acostumbr(?:o|as|a|amos|an|é|aste|ó|aron|ar|arme|arte|arse|arnos))\\s+)(el|la|los|las|mi|tu|su|mis|tus|sus|este|esta)(?=\\s)`,
      'iu',
    ),
    (m) => (lower(m[1]) === 'el' ? 'al' : `a ${m[1]}`),
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(`(?<=${B}(?:enamorad[oa]s?)\\s+)(?:con|en)(?=\\s)`, 'iu'),
    () => 'de',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=(?<!${B}(?:mi|tu|su|el|un|este|ese|gran|buen)\\s+)${B}(?:sueño|sueñas|sueña|soñamos|sueñan|soñé|soñaba|soñar|soñando)\\s+)(?:de|sobre|en)(?=\\s)`,
      'iu',
    ),
    () => 'con',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:me|te|se|nos)\\s+(?:casé|casaste|casó|casamos|casaron|caso|casa|casan|voy\\s+a\\s+casar)|${B}(?:casarme|casarte|casarse|casarnos|casad[oa]s?))\\s+a(?=\\s+(?:mi|tu|su|un|una|\\p{Lu}\\p{Ll}+)${E})`,
      'u',
    ),
    () => 'con',
  ),
  patternRule('es-preposition-choice', new RegExp(`(?<=${B}consist\\p{L}+\\s+)de${E}`, 'iu'), () => 'en'),
  patternRule(
    'es-preposition-choice',
    new RegExp(`(?<=${B}interesad[oa]s?\\s+)(?:de|sobre)${E}`, 'iu'),
    () => 'en',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(`(?<=${B}preocupad[oa]s?\\s+)sobre${E}`, 'iu'),
    () => 'por',
  ),
  patternRule('es-preposition-choice', new RegExp(`${B}al\\s+lado\\s+a${E}`, 'iu'), () => 'al lado de'),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:me|te|se|nos)\\s+(?:acuerdo|acuerdas|acuerda|acordamos|acuerdan|acordé|acordaste|acordó|acordaron|acordaba)\\s+)(que|el|la|los|las|mi|tu|su|mis|tus|sus)(?=\\s)`,
      'iu',
    ),
    (m) => (lower(m[1]) === 'el' ? 'del' : `de ${m[1]}`),
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:me|te|se|nos)\\s+(?:doy|das|da|damos|dan|di|diste|dio|dimos|dieron|daba)\\s+cuenta\\s+)(que|el|la|los|las|mi|tu|su)(?=\\s)`,
      'iu',
    ),
    (m) => (lower(m[1]) === 'el' ? 'del' : `de ${m[1]}`),
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:estoy|estás|está|estamos|están|estaba)\\s+(?:muy\\s+)?segur[oa]s?\\s+)que${E}`,
      'iu',
    ),
    () => 'de que',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:trato|tratas|trata|tratamos|tratan|traté|trató|tratar|intento\\s+de))\\s+(${INFINITIVES})${E}`,
      'iu',
    ),
    (m, text) => (/intento\s+de/iu.test(text.slice(m.index - 12, m.index + 1)) ? undefined : ` de ${m[1]}`),
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:esper\\p{L}+)\\s+)para\\s+(el|la|los|las|un|una)(?=\\s+(?:autobús|tren|metro|taxi|avión|bus|vuelo|paquete|resultado|resultados|respuesta|llamada)${E})`,
      'iu',
    ),
    (m) => m[1],
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(`(?<=¿\\s*)sobre\\s+qué(?=\\s+(?:piensas|piensa|pensáis|piensan|pensabas)${E})`, 'iu'),
    () => 'En qué',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(`(?<=¿\\s*)de\\s+qué(?=\\s+(?:sueñas|sueña|soñaste|soñabas)${E})`, 'iu'),
    () => 'Con qué',
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `(?<=${B}(?:escucho|escuchas|escucha|escuchamos|escuchan|escuché|escuchaba|escuchar|miro|miras|mira|miramos|miran|miré|miraba|mirar)\\s+)a\\s+(la|las|el|los)\\s+(música|radio|televisión|tele|canciones|noticias|película|serie)${E}`,
      'iu',
    ),
    (m) => `${m[1]} ${m[2]}`,
  ),
  patternRule(
    'es-preposition-choice',
    new RegExp(
      `${B}(creo|pienso|supongo|parece|dice|dijo)\\s+(es|está|son|están|era|hay|tiene|va|vamos|puede)(?=\\s)`,
      'iu',
    ),
    (m) => `${m[1]} que ${m[2]}`,
  ),
];

// es-motion-a
const MOTION = new Set<string>();
for (const infinitive of ['ir', 'venir', 'volver', 'llegar', 'regresar']) {
  const verb = VERBS.get(infinitive)!;
  for (const tense of ['present', 'imperfect', 'future', 'preterite', 'conditional'] as Tense[])
    verb.forms[tense].forEach((f) => MOTION.add(f));
}
MOTION.delete('fue');
MOTION.delete('fui');
const motionA = [
  patternRule(
    'es-motion-a',
    new RegExp(`${B}(${alt(MOTION)})\\s+((?:${INFINITIVES})(?:${CLITICS})?)${E}`, 'iu'),
    (m, text) => {
      const verb = lower(m[1]);
      const next = lower(m[2]);
      if (
        /^(?:fueron|fuimos|fuiste)$/u.test(verb) &&
        /(?:lo|la|el|mejor|idea|plan)\s+$/iu.test(text.slice(0, m.index))
      )
        return undefined;
      if (next === 'ser' || next === 'mar' || next === 'estar') return undefined;
      return `${m[1]} a ${m[2]}`;
    },
  ),
  patternRule(
    'es-motion-a',
    new RegExp(`(?<=${B}(?:${alt(MOTION)})\\s+)(?:en\\s+)?(${alt(PLACES)})${E}`, 'iu'),
    (m) => (/^\p{Lu}/u.test(m[1]!) ? `a ${m[1]}` : undefined),
  ),
  patternRule(
    'es-motion-a',
    new RegExp(
      `(?<=${B}(?:voy|vas|va|vamos|van|iba|íbamos|vengo|vienes|viene|venimos|llegué|llegamos|llegó|llego|vuelvo|volvemos)\\s+)(?:en\\s+)?(casa|(?:el|la)\\s+(${alt(DESTINATIONS)}))${E}`,
      'iu',
    ),
    (m, text) => {
      if (
        !/^en\s/iu.test(m[0]) &&
        lower(m[1]) !== 'casa' &&
        !/^(?:voy|vas|va|vamos|van|vengo|vuelvo)/iu.test(text.slice(0, m.index).trim().split(/\s+/u).pop()!)
      )
        return undefined;
      if (
        /^en\s+casa/iu.test(m[0]) &&
        /^(?:vengo|vienes|viene|venimos)$/iu.test(text.slice(0, m.index).trim().split(/\s+/u).pop()!)
      )
        return undefined;
      const target = m[1]!.replace(/^el\s+/iu, 'al ').replace(/^la\s+/iu, 'a la ');
      return target.startsWith('a') ? target : `a ${target}`;
    },
  ),
];

// es-question-word-accent
const WH: Record<string, string> = {
  donde: 'dónde',
  adonde: 'adónde',
  cuando: 'cuándo',
  como: 'cómo',
  quien: 'quién',
  quienes: 'quiénes',
  cual: 'cuál',
  cuales: 'cuáles',
  cuanto: 'cuánto',
  cuanta: 'cuánta',
  cuantos: 'cuántos',
  cuantas: 'cuántas',
  que: 'qué',
};
const questionAccent = [
  patternRule(
    'es-question-word-accent',
    new RegExp(
      `(?<=¿\\s*(?:de|con|a|para|por|en|desde|hasta|hacia|y)\\s+)(donde|adonde|cuando|como|quien|quienes|cual|cuales|cuanto|cuanta|cuantos|cuantas|que)${E}`,
      'iu',
    ),
    (m, text) =>
      lower(m[1]) === 'que' && /por\s+$/iu.test(text.slice(0, m.index)) ? undefined : WH[lower(m[1])],
  ),
  patternRule(
    'es-question-word-accent',
    new RegExp(
      `(?<=${B}(?:no\\s+sé|no\\s+sabe|no\\s+sabes|no\\s+sabemos|no\\s+saben|no\\s+sabía|sabes|sabe|saben|me\\s+pregunto|me\\s+preguntó|te\\s+preguntó|le\\s+preguntó|le\\s+pregunté|me\\s+pregunta|me\\s+preguntan|pregunta|preguntó|pregunté|dime|explícame|no\\s+entiendo|no\\s+recuerdo|no\\s+me\\s+acuerdo\\s+de|decidir|no\\s+tengo\\s+ni\\s+idea\\s+de)\\s+)(donde|adonde|cuando|como|quien|quienes|cual|cuales|cuanto|cuanta|cuantos|cuantas|que)${E}`,
      'iu',
    ),
    (m, text) => {
      const word = lower(m[1]);
      const after = text.slice(m.index + m[0].length);
      if (word === 'que') {
        if (
          !/^\s+(?:(?:me|te|se|lo|la|le|nos)\s+)?(?:hacer|decir|comprar|pensar|comer|ver|elegir|regalar|estudiar|responder|contestar|quieres|quiere|quería|querías|hago|haces|hace|pasa|pasó|piensas|opinas|significa|hora|día)(?!\p{L})/iu.test(
            after,
          )
        )
          return undefined;
      }
      if (word === 'como' && /^\s+(?:siempre|tú|yo|él|ella|un|una|si)(?!\p{L})/iu.test(after))
        return undefined;
      if (/^\s*,/u.test(after)) return undefined;
      return WH[word];
    },
  ),
  patternRule(
    'es-question-word-accent',
    new RegExp(
      `(?<=¡\\s*)(que|cuanto|cuanta|cuantos|cuantas|como)(?=\\s+(?:bonit|buen|mal|ric|guap|interesante|increíble|grande|pena|lástima|sorpresa|suerte|rollo|día|frío|calor|hambre|miedo|bien|tan|gente|tiempo|horror|asco|vergüenza|alegría|ilusión|casa|coche|\\p{L}+(?:oso|osa|ante|ísimo|ísima|ido|ida|ado|ada)(?!\\p{L}))\\p{L}*)`,
      'iu',
    ),
    (m) => WH[lower(m[1])],
  ),
  patternRule(
    'es-question-word-accent',
    new RegExp(`${B}lo\\s+qué${E}(?![^.!?¿]*\\?)`, 'iu'),
    () => 'lo que',
  ),
  patternRule(
    'es-question-word-accent',
    new RegExp(
      `(?<=${B}(?:creo|pienso|espero|es\\s+verdad|dijo|dice|me\\s+dijo)\\s+)qué(?=\\s+(?!hacer|decir)\\p{L})`,
      'iu',
    ),
    () => 'que',
  ),
  patternRule(
    'es-question-word-accent',
    new RegExp(`(?<=${B}tan\\s+\\p{Ll}+\\s+)cómo${E}`, 'iu'),
    () => 'como',
  ),
  patternRule(
    'es-question-word-accent',
    new RegExp(
      `(?<=${B}(?:el|la|los|las|un|una|mi|tu|su|este|esta|ese|esa)\\s+(\\p{Ll}+)\\s+)(dónde|cuándo)(?=\\s+\\p{L})`,
      'iu',
    ),
    (m, text) => {
      if (!NOUNS.has(lower(m[1])) || inQuestion(text, m.index, m.index + m[0].length)) return undefined;
      if (/(?:pregunt|sab|sé|dime|idea)/iu.test(clauseAround(text, m.index, m.index).before))
        return undefined;
      return lower(m[2]) === 'dónde' ? 'donde' : 'cuando';
    },
  ),
];

// es-por-que-porque
const porQue = [
  patternRule(
    'es-por-que-porque',
    new RegExp(`(?<=¿\\s*(?:y\\s+)?)(porque|porqué|por\\s+que)${E}`, 'iu'),
    () => 'por qué',
  ),
  patternRule(
    'es-por-que-porque',
    new RegExp(
      `(?<=${B}(?:no\\s+sé|no\\s+sabe|no\\s+sabes|no\\s+entiendo|no\\s+entiende|me\\s+pregunto|me\\s+preguntó|le\\s+pregunté|pregunta|dime|explícame|sabes|sabe)\\s+)(porque|por\\s+que)${E}`,
      'iu',
    ),
    () => 'por qué',
  ),
  patternRule(
    'es-por-que-porque',
    new RegExp(
      `(?<=(?<!${B}(?:razón|razones|motivo|motivos|preocupo|preocupa|preocupas|lucho|luchar|eso|esto)\\s+)${B}\\p{Ll}+\\s+)(por\\s+qué|por\\s+que)(?=\\s+(?:me|te|le|nos|les|no|yo|él|ella|es|está|estoy|estaba|era|tengo|tiene|tenía|hace|hacía|quiero|quería|me\\s+gusta|estoy)${E})`,
      'iu',
    ),
    (m, text) =>
      inQuestion(text, m.index, m.index + m[0].length) ||
      /(?:sé|sabe|sabes|entiendo|pregunt\p{L}*|dime|explica\p{L}*|idea\s+de)\s+$/iu.test(
        text.slice(0, m.index),
      )
        ? undefined
        : 'porque',
  ),
  patternRule(
    'es-por-que-porque',
    new RegExp(`(?<=(?:^|[.!]\\s+))Por\\s+qué(?=[^.!?¿]*\\.)`, 'u'),
    (m, text) =>
      /^\s+(?:no\s+)?\p{L}+/u.test(text.slice(m.index + m[0].length)) && !/\?/u.test(text.slice(m.index))
        ? 'Porque'
        : undefined,
  ),
  patternRule('es-por-que-porque', new RegExp(`${B}el\\s+por\\s+qué${E}`, 'iu'), () => 'el porqué'),
  patternRule(
    'es-por-que-porque',
    new RegExp(`${B}(es|fue)\\s+por\\s+eso\\s+porque${E}`, 'iu'),
    (m) => `${m[1]} por eso que`,
  ),
];

// es-object-pronoun-position
const FINITE_NOT_COPULA = (word: string) =>
  isFinite(word) &&
  !/^(?:es|son|era|eran|fue|está|están|soy|eres|somos|estoy|estás|estamos|ser|estar|he|ha|has|hemos|han|hay|había)$/iu.test(
    word,
  );
const pronounPosition = [
  patternRule(
    'es-object-pronoun-position',
    new RegExp(`(?<=${B}(\\p{Ll}+)\\s+)(me|te|se|nos|lo|la|los|las|le|les)\\s+(${INFINITIVES})${E}`, 'iu'),
    (m) => {
      const before = lower(m[1]);
      if (!(FINITE_NOT_COPULA(before) || /^(?:a|de|para|sin|que|antes|después)$/u.test(before)))
        return undefined;
      if (
        ['a', 'de', 'que'].includes(before) &&
        ['la', 'las', 'los', 'lo'].includes(lower(m[2])) &&
        !isInfinitive(m[3]!)
      )
        return undefined;
      if (
        /^(?:me|te|se|nos)$/u.test(lower(m[2])) &&
        !/^(?:quiero|quieres|quiere|queremos|quieren|puedo|puedes|puede|podemos|pueden|debo|debes|debe|necesito|necesitas|tengo|tienes|tiene|voy|vas|va|vamos|van|a|de|para|sin|que)$/u.test(
          before,
        )
      )
        return undefined;
      return `${m[3]}${lower(m[2])}`;
    },
  ),
  patternRule(
    'es-object-pronoun-position',
    new RegExp(
      `${B}(he|has|ha|hemos|habéis|han)\\s+(me|te|se|nos|lo|la|los|las|le|les)\\s+(\\p{Ll}+(?:ado|ido|to|cho))${E}`,
      'iu',
    ),
    (m) => `${lower(m[2])} ${m[1]} ${m[3]}`,
  ),
  patternRule(
    'es-object-pronoun-position',
    new RegExp(
      `${B}(he|has|ha|hemos|habéis|han)\\s+(\\p{Ll}+(?:ado|ido|to|cho))\\s+(lo|la|los|las|le|les)(?=\\s*(?:[.,;!?]|$)|\\s+(?:ayer|hoy|ya|todavía|nunca|antes)${E})`,
      'iu',
    ),
    (m) => `${lower(m[3])} ${m[1]} ${m[2]}`,
  ),
  patternRule(
    'es-object-pronoun-position',
    new RegExp(
      `${B}(\\p{Ll}+)\\s+(lo|la|los|las)(?=\\s*(?:[.,;!?]|$)|\\s+(?:ayer|hoy|ya|anoche|mañana|en\\s+el|en\\s+la|todos\\s+los\\s+días)${E})`,
      'iu',
    ),
    (m) => {
      const verb = lower(m[1]);
      if (
        !FINITE_NOT_COPULA(verb) ||
        readingIn(verb, 'present')?.verb.infinitive === 'ir' ||
        /^(?:todo|toda|como)$/u.test(verb)
      )
        return undefined;
      if (
        !FORMS.get(verb)!.every(
          (r) => r.tense === 'preterite' || r.tense === 'present' || r.tense === 'imperfect',
        )
      )
        return undefined;
      return `${lower(m[2])} ${verb}`;
    },
  ),
  patternRule(
    'es-object-pronoun-position',
    new RegExp(`${B}(\\p{Ll}+)\\s+(le|les)(?=\\s+(?:la|el|los|las|un|una|que|mi|tu|su)${E})`, 'iu'),
    (m) =>
      FINITE_NOT_COPULA(lower(m[1])) && !/^(?:a|de)$/u.test(lower(m[1]))
        ? `${lower(m[2])} ${lower(m[1])}`
        : undefined,
  ),
  patternRule(
    'es-object-pronoun-position',
    new RegExp(
      `${B}(lo|la|los|las)\\s+(quiero|quieres|quiere|puedo|puedes|puede|voy\\s+a|vas\\s+a|va\\s+a|tengo\\s+que|tienes\\s+que|necesito|debo)\\s+(\\p{Ll}+(?:ar|er|ir))(lo|la|los|las)${E}`,
      'iu',
    ),
    (m) => (lower(m[1]) === lower(m[4]) ? `${m[1]} ${m[2]} ${m[3]}` : undefined),
  ),
];

// es-le-lo-se
const leLoSe = [
  patternRule('es-le-lo-se', new RegExp(`${B}(?:le|les)\\s+(lo|la|los|las)${E}`, 'iu'), (m) => `se ${m[1]}`),
  patternRule(
    'es-le-lo-se',
    new RegExp(`${B}(lo|la|los|las)\\s+(te|me|nos|os|le|les)(?=\\s+\\p{L})`, 'iu'),
    (m, text) => {
      const next = text
        .slice(m.index + m[0].length)
        .trim()
        .split(/\s/u)[0]!
        .toLowerCase();
      if (!isFinite(next)) return undefined;
      return `${/^le/u.test(lower(m[2])) ? 'se' : m[2]} ${m[1]}`;
    },
  ),
  patternRule(
    'es-le-lo-se',
    new RegExp(
      `(?<!${B}(?:se|me|te|nos|le|les)\\s+)${B}(lo|la)(?=\\s+(?:dije|dijo|dijiste|dijimos|dijeron|digo|dices|dice|decimos|dicen|escribí|escribiste|escribió|escribimos|escribieron|pregunté|preguntó|preguntaste|expliqué|explicó|conté|contó)\\s+(?:que|a\\s+(?:mi|tu|su|el|la|\\p{Lu}\\p{Ll}+))${E})`,
      'iu',
    ),
    () => 'le',
  ),
];

// es-adjective-position
const COLOUR_NATIONALITY = alt(CLASSIFYING);
const adjectivePosition = [
  patternRule(
    'es-adjective-position',
    new RegExp(
      `(?<=${B}(?:un|una|unos|unas|el|la|los|las|mi|tu|su|mis|tus|sus|este|esta|ese|esa)\\s+)(${COLOUR_NATIONALITY})\\s+(\\p{Ll}+)${E}`,
      'iu',
    ),
    (m) => {
      const noun = lower(m[2]);
      if (!NOUNS.has(noun) && !['jersey', 'jerséis'].includes(noun)) return undefined;
      if (noun === 'nieve') return undefined;
      return `${m[2]} ${lower(m[1])}`;
    },
  ),
  patternRule(
    'es-adjective-position',
    new RegExp(
      `${B}(bueno|malo|primero|tercero|alguno|ninguno|uno|grande|cualquiera)\\s+(\\p{Ll}+)${E}`,
      'iu',
    ),
    (m, text) => {
      const noun = lower(m[2]);
      const known = NOUNS.get(noun);
      if (!known || known.plural) return undefined;
      const word = lower(m[1]);
      if (word === 'grande')
        return /(?:el|la|lo)\s+(?:más\s+)?$/iu.test(text.slice(0, m.index)) ? undefined : `gran ${m[2]}`;
      if (word === 'cualquiera') return `cualquier ${m[2]}`;
      if (known.gender !== 'm') return undefined;
      if (/,\s*$/u.test(text.slice(0, m.index)) && word === 'bueno') return undefined;
      if (
        /^(?:bueno|malo)$/u.test(word) &&
        !/(?:un|el|muy|tan|mi|tu|su|este|ese|qué|más)\s+$/iu.test(text.slice(0, m.index))
      )
        return undefined;
      return `${word.slice(0, -1)} ${m[2]}`
        .replace(/^alguno?|^algun /u, 'algún ')
        .replace(/^ningun /u, 'ningún ')
        .replace(/^un /u, 'un ')
        .replace(/\s+/gu, ' ');
    },
  ),
  patternRule(
    'es-adjective-position',
    new RegExp(
      `(?<=${B}(\\p{Ll}+)\\s+)(buen|mal|gran|primer|tercer)(?=\\s*(?:[.,;!?]|$)|\\s+(?:y|pero|de|en|que)${E})`,
      'iu',
    ),
    (m) =>
      NOUNS.has(lower(m[1]))
        ? { buen: 'bueno', mal: 'malo', gran: 'grande', primer: 'primero', tercer: 'tercero' }[lower(m[2])]
        : undefined,
  ),
  patternRule(
    'es-adjective-position',
    new RegExp(`${B}(el|la|los|las)\\s+(más|menos)\\s+(\\p{Ll}+)\\s+(\\p{Ll}+)${E}`, 'iu'),
    (m) =>
      NOUNS.has(lower(m[4])) && !NOUNS.has(lower(m[3])) && !isFinite(lower(m[3]))
        ? `${m[1]} ${m[4]} ${m[2]} ${m[3]}`
        : undefined,
  ),
  patternRule(
    'es-adjective-position',
    new RegExp(
      `(?<!${B}(?:el|la|los|las|lo)\\s+)${B}(más|menos)\\s+(\\p{Ll}+)\\s+de(?=\\s+(?:${alt(PLACES)}|mí|ti|él|ella|yo|tú|nosotros|ellos|ellas|usted|mi|tu|su)${E})`,
      'iu',
    ),
    (m) =>
      /^\d|^(?:mil|cien|dos|tres)$/u.test(m[2]!) || NOUNS.has(lower(m[2]))
        ? undefined
        : `${m[1]} ${m[2]} que`,
  ),
];

// es-double-negation
const doubleNegation = [
  patternRule(
    'es-double-negation',
    new RegExp(
      `(?<=${B}no\\s+(?:(?:me|te|se|le|lo|la|nos|les)\\s+)?(\\p{Ll}+)\\s+)(algo|alguien|a\\s+alguien|algún|alguna|alguna\\s+vez)${E}`,
      'iu',
    ),
    (m, text) => {
      const verb = lower(m[1]);
      if (!isFinite(verb) && !/^(?:he|has|ha|hay)$/u.test(verb) && !/\p{L}+(?:ado|ido)$/u.test(verb))
        return undefined;
      if (/^(?:es|era|fue|sea|son)$/u.test(verb) || inQuestion(text, m.index, m.index + m[0].length))
        return undefined;
      const word = lower(m[2]);
      return {
        algo: 'nada',
        alguien: 'nadie',
        'a alguien': 'a nadie',
        algún: 'ningún',
        alguna: 'ninguna',
        'alguna vez': 'nunca',
      }[word.replace(/\s+/gu, ' ')];
    },
  ),
  patternRule(
    'es-double-negation',
    new RegExp(`${B}(nadie|nunca|tampoco|jamás|ninguno|ninguna)\\s+no(?=\\s+\\p{L})`, 'iu'),
    (m) => m[1],
  ),
  patternRule(
    'es-double-negation',
    new RegExp(`(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))No\\s+([^.!?,;]{3,60}?)\\s+también(?=\\s*[.!])`, 'u'),
    (m) => `Tampoco ${m[1]}`,
  ),
  patternRule(
    'es-double-negation',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*)(?:(?:yo|tú|él|ella|nosotros|ellos|ellas)\\s+)?)((?:(?:me|te|le|nos|les)\\s+)?)(\\p{Ll}+)(?=\\s+(?:nada|nadie|a\\s+nadie|nunca|ningún|ninguna|ni)${E})`,
      'iu',
    ),
    (m) =>
      isFinite(lower(m[2])) && !/^(?:es|era|fue|son|da|hay)$/u.test(lower(m[2]))
        ? `no ${m[1]}${m[2]}`
        : undefined,
  ),
];

// es-possessive-body-parts (clothes and bodily actions, beyond es-body-article's doler)
const CLOTHES =
  'chaqueta|abrigo|zapatos|gorro|sombrero|camisa|pantalones|gafas|guantes|bufanda|jersey|vestido|camiseta|botas|calcetines';
const OWN: Record<string, string[]> = {
  me: ['mi', 'mis'],
  te: ['tu', 'tus'],
  se: ['su', 'sus'],
  nos: ['nuestro', 'nuestra', 'nuestros', 'nuestras'],
};
const possessiveBody = [
  patternRule(
    'es-possessive-body-parts',
    new RegExp(
      `(?<=${B}(me|te|se|nos)\\s+(?:\\p{Ll}+)\\s+)(mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras)\\s+(${BODY}|pelo|cara|dientes|uñas|nariz|boca|ojo|dedo|dedos|${CLOTHES})${E}`,
      'iu',
    ),
    (m, text) => {
      if (!OWN[lower(m[1])]!.includes(lower(m[2]))) return undefined;
      const verb = text.slice(0, m.index).trim().split(/\s+/u).pop()!.toLowerCase();
      if (
        !/^(?:lav|cepill|cort|romp|rompí|quebr|pus|pon|quit|sec|pint|pein|lastim|torc|rasc|toc|maquill|afeit|quem|golpe|limpi|mir)/u.test(
          verb,
        )
      )
        return undefined;
      const part = lower(m[3]);
      const plural = /s$/u.test(part);
      const feminine =
        NOUNS.get(part)?.gender === 'f' ||
        /^(?:gafas|botas|uñas|piernas|manos|orejas|rodillas)$/u.test(part) ||
        (!NOUNS.has(part) && /as?$/u.test(part));
      return `${plural ? (feminine ? 'las' : 'los') : feminine ? 'la' : 'el'} ${m[3]}`;
    },
  ),
  patternRule(
    'es-possessive-body-parts',
    new RegExp(
      `(?<=${B}(?:levanta|levanto|levanté|levantó|levantad|levantar|abre|abro|abrí|abrió|abrir|cierra|cierro|cerré|cerró|cerrar|mueve|muevo|moví|movió|mover)\\s+)(mi|tu|su|mis|tus|sus)\\s+(mano|manos|brazo|brazos|boca|ojos|pierna|piernas|cabeza)${E}`,
      'iu',
    ),
    (m) => {
      const part = lower(m[2]);
      const plural = /s$/u.test(part);
      const feminine = /a$|as$|^manos$/u.test(part);
      return `${plural ? (feminine ? 'las' : 'los') : feminine ? 'la' : 'el'} ${m[2]}`;
    },
  ),
];

// es-saber-conocer
const SABER = VERBS.get('saber')!;
const CONOCER = VERBS.get('conocer')!;
function swapVerb(word: string, from: typeof SABER, to: typeof SABER): string | undefined {
  const w = word.toLowerCase();
  if (w === from.infinitive) return to.infinitive;
  for (const tense of [
    'present',
    'preterite',
    'imperfect',
    'future',
    'conditional',
    'subjunctive',
  ] as Tense[]) {
    const person = from.forms[tense].indexOf(w);
    if (person >= 0) return to.forms[tense][person];
  }
  return undefined;
}
const CONOCER_FORMS = alt(new Set([CONOCER.infinitive, ...Object.values(CONOCER.forms).flat()]));
const SABER_FORMS = alt(
  new Set([SABER.infinitive, ...Object.values(SABER.forms).flat()].filter((f) => f !== 'sepa')),
);
const saberConocer = [
  patternRule(
    'es-saber-conocer',
    new RegExp(
      `${B}(${CONOCER_FORMS})(?=\\s+(?:(?:${INFINITIVES})(?:${CLITICS})?|que|dónde|cómo|cuándo|si|quién|cuánto|por\\s+qué)${E})`,
      'iu',
    ),
    (m) => swapVerb(m[1]!, CONOCER, SABER),
  ),
  patternRule(
    'es-saber-conocer',
    new RegExp(
      `${B}(${SABER_FORMS})(?=\\s+(?:(?:muy\\s+)?bien\\s+)?(?:a\\s+(?:mi|tu|su|sus|mis|tus|nuestro|nuestra|\\p{Lu}\\p{Ll}+)\\s|(?:${alt(PLACES)})${E}|(?:esta|este|la|el|mi|tu|su)\\s+(?:ciudad|país|pueblo|barrio|zona|restaurante|lugar|sitio|museo|calle|región)${E}))`,
      'iu',
    ),
    (m, text) => {
      const after = text.slice(m.index + m[0].length);
      if (
        /^\s+(?:muy\s+bien\s+|bien\s+)?a\s+(?!mi|tu|su|sus|mis|tus|nuestr)/iu.test(after) &&
        !new RegExp(`^\\s+(?:muy\\s+bien\\s+|bien\\s+)?a\\s+(?:${alt(FIRST_NAMES)})`, 'u').test(after)
      )
        return undefined;
      if (
        /^\s+(?:muy\s+bien\s+|bien\s+)?a\s+(?:mi|tu|su|sus|mis|tus|nuestr\p{L}+)\s+(\p{L}+)/iu.test(after) &&
        !PEOPLE.has(/^\s+(?:muy\s+bien\s+|bien\s+)?a\s+\p{L}+\s+(\p{L}+)/iu.exec(after)![1]!.toLowerCase())
      )
        return undefined;
      return swapVerb(m[1]!, SABER, CONOCER);
    },
  ),
  patternRule(
    'es-saber-conocer',
    new RegExp(
      `${B}(encontré|encontró|encontramos|encontraste)(?=\\s+a\\s+(?:mi|tu|su)\\s+(?:novia|novio|mujer|marido|esposa|esposo|pareja)\\s+(?:en\\s+(?:la\\s+universidad|el\\s+trabajo|una\\s+fiesta|\\d{4})|hace)${E})`,
      'iu',
    ),
    (m) => swapVerb(m[1]!, VERBS.get('encontrar')!, CONOCER),
  ),
];

// es-pedir-preguntar
const PREGUNTAR = VERBS.get('hablar') && VERBS.get('esperar') ? null : null;
void PREGUNTAR;
const PEDIR = VERBS.get('pedir')!;
function conjugateLike(word: string, fromInf: string, toInf: string): string | undefined {
  const from = VERBS.get(fromInf) ?? buildRegular(fromInf);
  const to = VERBS.get(toInf) ?? buildRegular(toInf);
  if (!from || !to) return undefined;
  return swapVerb(word, from, to);
}
function buildRegular(infinitive: string) {
  return VERBS.get(infinitive);
}
const PREGUNTAR_FORMS = alt(
  new Set([
    'preguntar',
    'pregunto',
    'preguntas',
    'pregunta',
    'preguntamos',
    'preguntan',
    'pregunté',
    'preguntaste',
    'preguntó',
    'preguntaron',
    'preguntaba',
    'preguntabas',
    'preguntaban',
    'preguntaré',
    'preguntará',
  ]),
);
const PREGUNTAR_TO_PEDIR: Record<string, string> = {
  preguntar: 'pedir',
  pregunto: 'pido',
  preguntas: 'pides',
  pregunta: 'pide',
  preguntamos: 'pedimos',
  preguntan: 'piden',
  pregunté: 'pedí',
  preguntaste: 'pediste',
  preguntó: 'pidió',
  preguntaron: 'pidieron',
  preguntaba: 'pedía',
  preguntabas: 'pedías',
  preguntaban: 'pedían',
  preguntaré: 'pediré',
  preguntará: 'pedirá',
};
const PEDIR_TO_PREGUNTAR = Object.fromEntries(Object.entries(PREGUNTAR_TO_PEDIR).map(([p, d]) => [d, p]));
const PREGUNTAR_TO_HACER: Record<string, string> = {
  preguntar: 'hacer',
  pregunto: 'hago',
  preguntas: 'haces',
  pregunta: 'hace',
  preguntamos: 'hacemos',
  preguntan: 'hacen',
  pregunté: 'hice',
  preguntaste: 'hiciste',
  preguntó: 'hizo',
  preguntaron: 'hicieron',
  preguntaba: 'hacía',
  preguntabas: 'hacías',
  preguntaban: 'hacían',
  preguntaré: 'haré',
  preguntará: 'hará',
};
const pedirPreguntar = [
  patternRule(
    'es-pedir-preguntar',
    new RegExp(
      `${B}(${PREGUNTAR_FORMS})(?=\\s+(?:(?:un|una)\\s+(?:café|cerveza|favor|té|vaso|taxi|agua|consejo|bocadillo|pizza|menú|mesa)|la\\s+cuenta|el\\s+menú|la\\s+carta|ayuda|permiso|perdón|disculpas|dinero|consejo|un\\s+favor)${E})`,
      'iu',
    ),
    (m) => PREGUNTAR_TO_PEDIR[lower(m[1])],
  ),
  patternRule(
    'es-pedir-preguntar',
    new RegExp(
      `${B}(${PREGUNTAR_FORMS})(?=\\s+(?:una|muchas|unas|dos|tres|varias|otra|algunas)\\s+preguntas?${E})`,
      'iu',
    ),
    (m) => PREGUNTAR_TO_HACER[lower(m[1])],
  ),
  patternRule(
    'es-pedir-preguntar',
    new RegExp(
      `${B}(${alt(Object.keys(PEDIR_TO_PREGUNTAR))})(?=(?:\\s+(?:a|al)\\s+(?:mi|tu|su|la|el)?\\s*\\p{L}+)?\\s+(?:si|dónde|cuándo|cómo|qué|quién|cuántos|cuántas|cuánto|por\\s+qué)${E})`,
      'iu',
    ),
    (m) => PEDIR_TO_PREGUNTAR[lower(m[1])],
  ),
  patternRule(
    'es-pedir-preguntar',
    new RegExp(`(?<=${B}(?:${alt(Object.keys(PEDIR_TO_PREGUNTAR))})\\s+)para\\s+(un|una)(?=\\s)`, 'iu'),
    (m) => m[1],
  ),
];
void PEDIR;
void conjugateLike;

// False friends
const falseFriends = [
  patternRule('es-ff-embarazada', new RegExp(`${B}embarazad(o|os)${E}`, 'iu'), (m) => `avergonzad${m[1]}`),
  patternRule(
    'es-ff-embarazada',
    new RegExp(
      `${B}(muy|tan|un\\s+poco|bastante|me\\s+sentí|me\\s+siento|me\\s+sentía|se\\s+sintió)\\s+embarazad(a|as)(?=\\s+(?:porque|cuando|delante|al|por|con)${E}|\\s*[.,!])`,
      'iu',
    ),
    (m) => `${m[1]} avergonzad${m[2]}`,
  ),
  patternRule('es-ff-embarazada', new RegExp(`¡\\s*qué\\s+embarazo\\s*!`, 'iu'), () => '¡Qué vergüenza!'),
  patternRule(
    'es-ff-other',
    new RegExp(
      `${B}(atender|atiendo|atiendes|atiende|atendí|atendió|atendemos)(?=\\s+(?:la|el|una|un)\\s+(?:reunión|clase|conferencia|curso|boda|fiesta|concierto|misa)${E})`,
      'iu',
    ),
    (m) =>
      ({
        atender: 'asistir a',
        atiendo: 'asisto a',
        atiendes: 'asistes a',
        atiende: 'asiste a',
        atendí: 'asistí a',
        atendió: 'asistió a',
        atendemos: 'asistimos a',
      })[lower(m[1])],
  ),
  patternRule(
    'es-ff-other',
    new RegExp(`${B}excitad(o|a|os|as)(?=\\s+(?:porque|por|con|de)${E})`, 'iu'),
    (m) => `emocionad${m[1]}`,
  ),
  patternRule(
    'es-ff-other',
    new RegExp(
      `${B}(aplicar|aplico|apliqué|aplicó|aplicaste)\\s+(?:para|a)(?=\\s+(?:un|una|el|la)\\s+(?:trabajo|puesto|beca|visa|visado|empleo|plaza)${E})`,
      'iu',
    ),
    (m) =>
      ({
        aplicar: 'solicitar',
        aplico: 'solicito',
        apliqué: 'solicité',
        aplicó: 'solicitó',
        aplicaste: 'solicitaste',
      })[lower(m[1])],
  ),
  patternRule(
    'es-ff-other',
    new RegExp(
      `${B}(introducir|introducirte|introducirle|introducirles|introducirlos|te\\s+introduzco|le\\s+introduzco|introduje)(?=\\s+a\\s+(?:mi|tu|su|mis|tus|sus|\\p{Lu}))`,
      'u',
    ),
    (m) =>
      m[1]!
        .replace(/introduzco/u, 'presento')
        .replace(/introduje/u, 'presenté')
        .replace(/introducir/u, 'presentar'),
  ),
  patternRule(
    'es-ff-other',
    new RegExp(
      `(?<=${B}(?:estudi\\p{L}*|prest\\p{L}*|libros\\s+de)\\s+(?:\\p{Ll}+\\s+){0,3}(?:en|a|de)\\s+la\\s+)librería${E}`,
      'iu',
    ),
    () => 'biblioteca',
  ),
  patternRule(
    'es-ff-realizar',
    new RegExp(
      `${B}(no\\s+)?(realicé|realizaste|realizó|realizamos|realizaron|realizo|realizas|realiza|realizaba|realizabas)\\s+(que|lo|la\\s+importancia|cuánto|cuánta|cómo|qué)${E}`,
      'iu',
    ),
    (m) => {
      const map: Record<string, string> = {
        realicé: 'me di cuenta',
        realizaste: 'te diste cuenta',
        realizó: 'se dio cuenta',
        realizamos: 'nos dimos cuenta',
        realizaron: 'se dieron cuenta',
        realizo: 'me doy cuenta',
        realizas: 'te das cuenta',
        realiza: 'se da cuenta',
        realizaba: 'me daba cuenta',
        realizabas: 'te dabas cuenta',
      };
      return `${m[1] ?? ''}${map[lower(m[2])]} de ${m[3]}`;
    },
  ),
  patternRule(
    'es-ff-exito',
    new RegExp(`${B}(?:el|la)\\s+(?:é|e)xito(?=\\s+de\\s+emergencia${E})`, 'iu'),
    () => 'la salida',
  ),
  patternRule(
    'es-ff-exito',
    new RegExp(`(?<=${B}(?:dónde\\s+está|busco|buscamos|hacia)\\s+)(?:el|la)\\s+(?:é|e)xito${E}`, 'iu'),
    () => 'la salida',
  ),
  patternRule(
    'es-ff-exito',
    new RegExp(`(?<=${B}(?:fue|es|será|ha\\s+sido)\\s+un\\s+(?:gran\\s+)?)suceso${E}`, 'iu'),
    () => 'éxito',
  ),
  patternRule(
    'es-ff-exito',
    new RegExp(`(?<=${B}(?:mucho|tanto|tuve|tuvo|tener|tienes|tiene)\\s+)suceso${E}`, 'iu'),
    () => 'éxito',
  ),
  patternRule('es-ff-exito', new RegExp(`${B}sucesos(o|a|os|as)${E}`, 'iu'), (m) => `exitos${m[1]}`),
];

// es-calques-english
const calques = [
  patternRule(
    'es-calques-english',
    new RegExp(`${B}(hace|hacía|hizo|hará|hacen)\\s+sentido${E}`, 'iu'),
    (m) =>
      `${{ hace: 'tiene', hacía: 'tenía', hizo: 'tuvo', hará: 'tendrá', hacen: 'tienen' }[lower(m[1])]} sentido`,
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(tomar|toma|tomó|tomará|tomaba|toman|tomaron|van\\s+a\\s+tomar|va\\s+a\\s+tomar)\\s+lugar${E}`,
      'iu',
    ),
    (m) =>
      `${lower(m[1])
        .replace(/tomar$/u, 'tener')
        .replace(/^toma$/u, 'tiene')
        .replace(/^tomó$/u, 'tuvo')
        .replace(/^tomará$/u, 'tendrá')
        .replace(/^tomaba$/u, 'tenía')
        .replace(/^toman$/u, 'tienen')
        .replace(/^tomaron$/u, 'tuvieron')} lugar`,
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(te|le|os|les)\\s+(llamo|llamaré|llamamos|llamo\\s+de\\s+vuelta|llama)\\s+(?:para\\s+)?atrás${E}`,
      'iu',
    ),
    (m) =>
      `${m[1]} ${{ llamo: 'devuelvo', llamaré: 'devolveré', llamamos: 'devolvemos', llama: 'devuelve' }[lower(m[2]).split(' ')[0]!]} la llamada`,
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(tuve|tuviste|tuvo|tuvimos|tuvieron|tengo|tienes|tenemos|tener|vamos\\s+a\\s+tener)\\s+un\\s+(?:muy\\s+)?(?:buen|gran)\\s+tiempo${E}`,
      'iu',
    ),
    (m) =>
      ({
        tuve: 'lo pasé bien',
        tuviste: 'lo pasaste bien',
        tuvo: 'lo pasó bien',
        tuvimos: 'lo pasamos bien',
        tuvieron: 'lo pasaron bien',
        tengo: 'lo paso bien',
        tienes: 'lo pasas bien',
        tenemos: 'lo pasamos bien',
        tener: 'pasarlo bien',
        'vamos a tener': 'vamos a pasarlo bien',
      })[lower(m[1]).replace(/\s+/gu, ' ')],
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(hacer|hago|haces|hace|hacemos|hacen|hice|hiciste|hizo|hicimos|hicieron)\\s+(una|la|esta|esa)\\s+decisión${E}`,
      'iu',
    ),
    (m) => `${conjugateLike(m[1]!, 'hacer', 'tomar') ?? 'tomar'} ${m[2]} decisión`,
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(hacer|hago|haces|hace|hacemos|hacen|hice|hiciste|hizo|hicimos|hicieron|hacía)(?=\\s+(?:(?:un|muchos|varios|algunos|dos|tres|demasiados|pocos|tantos|los\\s+mismos)\\s+)?(?:errores|error)${E})`,
      'iu',
    ),
    (m) =>
      conjugateLike(m[1]!, 'hacer', 'cometer') ??
      swapVerb(m[1]!, VERBS.get('hacer')!, VERBS.get('comer')!)?.replace(/^com/u, 'comet'),
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(tomar|tomo|tomas|toma|tomamos|toman|tomé|tomaste|tomó)(?=\\s+(?:un|el|los|una)\\s+(?:examen|exámenes|test|prueba)${E})`,
      'iu',
    ),
    (m) => swapVerb(m[1]!, VERBS.get('tomar')!, VERBS.get('hacer')!),
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(jugar|juego|juegas|juega|jugamos|juegan|jugué|jugó|jugaba|jugando)(?=\\s+(?:el|la)\\s+(?:guitarra|piano|violín|batería|flauta|trompeta|saxofón|bajo)${E})`,
      'iu',
    ),
    (m) =>
      swapVerb(m[1]!, VERBS.get('jugar')!, VERBS.get('tocar')!) ??
      (lower(m[1]) === 'jugando' ? 'tocando' : undefined),
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(me|te|se|nos)\\s+(moví|moviste|movió|movimos|movieron|muevo|mueves|mueve|movemos|mueven)(?=\\s+a\\s+(?:${alt(PLACES)}|otra\\s+ciudad|otro\\s+país|un\\s+piso|una\\s+casa|otro\\s+piso)${E})`,
      'iu',
    ),
    (m) => `${m[1]} ${swapVerb(m[2]!, VERBS.get('mover')!, VERBS.get('pasar')!)!.replace(/^pas/u, 'mud')}`,
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `${B}(gasto|gastas|gasta|gastamos|gastan|gasté|gastaste|gastó|gastar)(?=\\s+(?:mucho\\s+|más\\s+|poco\\s+)?tiempo\\s+con${E})`,
      'iu',
    ),
    (m) => swapVerb(m[1]!, VERBS.get('gastar')!, VERBS.get('pasar')!),
  ),
  patternRule(
    'es-calques-english',
    new RegExp(`${B}en\\s+orden\\s+(?:de|para)(?=\\s+\\p{L}+(?:ar|er|ir)${E})`, 'iu'),
    () => 'para',
  ),
  patternRule('es-calques-english', new RegExp(`${B}eso\\s+es\\s+por\\s+qué${E}`, 'iu'), () => 'por eso'),
  patternRule(
    'es-calques-english',
    new RegExp(`(?<=(?:^|[.!?]\\s+))En\\s+el\\s+otro\\s+lado,`, 'u'),
    () => 'Por otro lado,',
  ),
  patternRule(
    'es-calques-english',
    new RegExp(
      `(?<=¿\\s*)cómo\\s+(te|le|os|les)\\s+gusta(?=\\s+(?:${alt(PLACES)}|el|la|tu|su)[^?]*\\?)`,
      'iu',
    ),
    (m) => `Qué ${m[1]} parece`,
  ),
];

// es-accent-esta-verb (additions)
const estaVerb = [
  patternRule(
    'es-accent-esta-verb',
    new RegExp(
      `(?<=${B}(?:cómo|como|dónde|donde|tú|ya|que)\\s+)estas(?=\\s*[?!.,]|\\s+(?:bien|mal|cansad[oa]|list[oa]|en|aquí|allí|hoy|tú)${E})`,
      'iu',
    ),
    () => 'estás',
  ),
  patternRule(
    'es-accent-esta-verb',
    new RegExp(
      `(?<=${B}que\\s+(?:\\p{Ll}+\\s+){0,2})(este|estes|esten)(?=\\s+(?:bien|mal|list[oa]s?|cansad[oa]s?|content[oa]s?|aquí|allí|en\\s+casa|mejor|enferm[oa]s?)${E}|\\s*[.!])`,
      'iu',
    ),
    (m) => ({ este: 'esté', estes: 'estés', esten: 'estén' })[lower(m[1])],
  ),
  patternRule(
    'es-accent-esta-verb',
    new RegExp(
      `${B}está(?=\\s+(?:semana|noche|vez|película|ciudad|mañana|tarde|casa|canción|foto|mujer|chica|persona|cosa|comida)\\s+(?:es|está|vamos|voy|fue|me|te|tengo|hay|era|hace|no|quiero|puedo|salgo)${E})`,
      'iu',
    ),
    () => 'esta',
  ),
  patternRule('es-accent-esta-verb', new RegExp(`${B}está(?=\\s+(?:semana|vez)${E})`, 'iu'), () => 'esta'),
  patternRule(
    'es-accent-esta-verb',
    new RegExp(
      `${B}estás(?=\\s+(?:cosas|personas|películas|semanas|ciudades|casas|fotos|chicas|palabras|preguntas|flores)${E})`,
      'iu',
    ),
    () => 'estas',
  ),
  patternRule(
    'es-accent-esta-verb',
    new RegExp(
      `${B}esta(?=\\s+(?:cerrad|abiert|ocupad|preocupad|enfadad|enojad|emocionad|nervios|rot|llen|vací|sentad|dormid|despiert|equivocad|perdid|situad|ubicad|lejos|muy)\\p{L}*)`,
      'iu',
    ),
    (m, text) => (/^\s+muy\b/iu.test(text.slice(m.index + 4)) ? undefined : 'está'),
  ),
  patternRule(
    'es-accent-esta-verb',
    new RegExp(`(?<=${B}(?:ya|todo|eso|esto)\\s+)esta(?=\\s*[.!,?])`, 'iu'),
    () => 'está',
  ),
  patternRule('es-accent-esta-verb', new RegExp(`${B}estan(?=\\s)`, 'iu'), () => 'están'),
];

// es-missing-enye
const enye = [
  patternRule(
    'es-missing-enye',
    new RegExp(
      `(?<=${B}(?:${NUMBER}|muchos|pocos|los|unos|cuantos|cuántos|varios|dos|tres)\\s+)anos${E}`,
      'iu',
    ),
    () => 'años',
  ),
  patternRule(
    'es-missing-enye',
    new RegExp(
      `(?<=${B}(?:el|este|cada|un|todo\\s+el|al|del|próximo|feliz)\\s+)ano(?=\\s+(?:pasado|que\\s+viene|próximo|nuevo|entero)${E}|\\s*[.,!?])`,
      'iu',
    ),
    () => 'año',
  ),
  patternRule(
    'es-missing-enye',
    new RegExp(`(?<=${B}(?:tengo|tienes|tiene|mucho|un|mi|tu|su)\\s+)sueno${E}`, 'iu'),
    () => 'sueño',
  ),
];

// es-accent-monosyllables (additions to es-tu-pronoun, es-el-pronoun, es-se-saber, es-mas-accent)
const monosyllables = [
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=${B}(?:para|con|de|sin|por|a|contra|entre|hacia|según|sobre)\\s+)el(?=\\s*(?:[.,;!?)]|$)|\\s+(?:y|no|también|mismo|solo|tampoco|o)${E})`,
      'u',
    ),
    () => 'él',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=${B}(?:para|de|a|por|sin|sobre|contra)\\s+)mi(?=\\s*(?:[.,;!?)]|$)|\\s+(?:me|mismo|misma|también|tampoco|no)${E})`,
      'iu',
    ),
    () => 'mí',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(`(?<=${B}(?:\\p{Ll}+)\\s+)tu(?=\\s+(?:también|tampoco|mismo|misma)${E})`, 'iu'),
    () => 'tú',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=${B}(?:que|vas|vienes|eres|puedes|quieres|tienes|estás|sabes)\\s+)tu(?=\\s*[?!.,])`,
      'iu',
    ),
    () => 'tú',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=${B}(?:que|creo\\s+que|dijo\\s+que|pienso\\s+que|claro\\s+que|eso)\\s+)si(?=\\s*(?:[.,;!?)]|$))`,
      'iu',
    ),
    () => 'sí',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*))Si(?=\\s*,\\s*(?:claro|por\\s+supuesto|gracias|vale|me|te|es|está|tengo|quiero|puedo|ya|señor|señora|bueno|perfecto|exacto)${E})`,
      'u',
    ),
    () => 'Sí',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=${B}(?:un|el|del|al|mi|tu|su|tomar|tomo|bebo|beber|tomamos)\\s+)te(?=\\s+(?:verde|negro|rojo|con|de\\s+(?:menta|manzanilla|limón)|caliente|frío|helado|chai)${E}|\\s*[.,!?])`,
      'iu',
    ),
    () => 'té',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=${B}(?:que|quiero\\s+que|espero\\s+que)\\s+(?:me|te|le|nos|les)\\s+)de(?=\\s+(?:el|la|los|las|un|una|mi|tu|su|dinero|tiempo|permiso)${E})`,
      'iu',
    ),
    () => 'dé',
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(`${B}(para|a|de|sin|por|contra)\\s+tí${E}`, 'iu'),
    (m) => `${m[1]} ti`,
  ),
  patternRule(
    'es-accent-monosyllables',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|${B}(?:y|en|con|de|a|por|para)\\s+))(tú|mí)(?=\\s+(\\p{Ll}+)${E})`,
      'iu',
    ),
    (m) => {
      const noun = lower(m[2]);
      return NOUNS.has(noun) && !isFinite(noun) ? (lower(m[1]) === 'tú' ? 'tu' : 'mi') : undefined;
    },
  ),
  patternRule('es-accent-monosyllables', new RegExp(`${B}mas\\s+o\\s+menos${E}`, 'iu'), () => 'más o menos'),
];

// es-accent-stress: third-person preterite written without its accent (mi hermano llego → llegó).
const PRETERITE_OF_O = new Map<string, string>();
for (const verb of VERBS.values())
  if (verb.infinitive.endsWith('ar') && verb.forms.present[0]!.slice(0, -1) === verb.infinitive.slice(0, -2))
    PRETERITE_OF_O.set(verb.forms.present[0]!, verb.forms.preterite[2]!);
const accentStress = [
  patternRule(
    'es-accent-stress',
    new RegExp(
      `(?<=${B}(?:(?:[Mm]i|[Tt]u|[Ss]u|[Ee]l|[Ll]a|[Nn]uestr[oa])\\s+(\\p{Ll}+)(?:\\s+de\\s+\\p{Ll}+)?|[Éé]l|[Ee]lla|[Uu]sted|(\\p{Lu}\\p{Ll}+))\\s+(?:(?:ya|también|nunca|no|me|te|le|nos|les|lo|la|se|ayer)\\s+){0,2})(${alt(PRETERITE_OF_O.keys())})${E}`,
      'u',
    ),
    (m, text) => {
      if (m[1] && (!NOUNS.has(m[1]) || NOUNS.get(m[1])!.plural)) return undefined;
      if (m[2] && (!FIRST_NAMES.includes(m[2]) || m.index === 0)) return undefined;
      if (/(?:^|[^\p{L}])(?:yo|que)\s+$/iu.test(text.slice(0, m.index).replace(/\p{L}+\s+$/u, '')))
        return undefined;
      return PRETERITE_OF_O.get(m[3]!);
    },
  ),
  patternRule(
    'es-accent-stress',
    new RegExp(`${B}mi\\s+(papa|mama)${E}`, 'iu'),
    (m) => `mi ${lower(m[1]) === 'papa' ? 'papá' : 'mamá'}`,
  ),
];

// es-y-e-o-u and plurals (spelling of grammar words).
const conjunction = [
  patternRule('es-y-e-o-u', new RegExp(`(?<=\\p{L}\\s+)y(?=\\s+h?[iIíÍ](?![aeouáéó]))`, 'u'), () => 'e'),
  patternRule(
    'es-y-e-o-u',
    new RegExp(`(?<=[\\p{L}\\d]\\s+)o(?=\\s+(?:h?[oOóÓ]|8\\d?\\b|11\\b))`, 'u'),
    () => 'u',
  ),
];
const PLURAL_FIX = new Map<string, string>();
for (const [noun, info] of NOUNS) {
  if (info.plural || !/[lrndzj]$|ón$|én$/u.test(noun)) continue;
  PLURAL_FIX.set(
    `${noun}s`,
    [...NOUNS.entries()].find(
      ([p, i]) =>
        i.plural &&
        i.gender === info.gender &&
        p.startsWith(stripAccent(noun).slice(0, -1)) &&
        p.length > noun.length,
    )?.[0] ?? '',
  );
}
for (const [bad, good] of Object.entries({
  leys: 'leyes',
  reys: 'reyes',
  bueys: 'bueyes',
  lápizes: 'lápices',
  vezes: 'veces',
  luzes: 'luces',
  vozes: 'voces',
  pezes: 'peces',
  azuls: 'azules',
  españols: 'españoles',
  felizes: 'felices',
  papels: 'papeles',
  animals: 'animales',
  árbols: 'árboles',
  profesors: 'profesores',
  colors: 'colores',
  mujers: 'mujeres',
  ciudads: 'ciudades',
  hotels: 'hoteles',
  relojs: 'relojes',
  leccións: 'lecciones',
  canciónes: 'canciones',
  lecciónes: 'lecciones',
  habitaciónes: 'habitaciones',
  estaciónes: 'estaciones',
  exámens: 'exámenes',
  jóvens: 'jóvenes',
}))
  PLURAL_FIX.set(bad, good);
for (const [bad, good] of [...PLURAL_FIX]) if (!good) PLURAL_FIX.delete(bad);
const pluralFormation: GrammarRule = {
  owns: new Set(PLURAL_FIX.keys()),
  ...patternRule(
    'es-plural-formation',
    new RegExp(`${B}(${alt(PLURAL_FIX.keys())}|\\p{Ll}+iónes|\\p{Ll}+zes)${E}`, 'u'),
    (m) =>
      PLURAL_FIX.get(m[1]!) ??
      (m[1]!.endsWith('iónes') ? m[1]!.replace(/iónes$/u, 'iones') : m[1]!.replace(/zes$/u, 'ces')),
  ),
};

// es-reflexive-verbs
const REFLEXIVE_VERBS = [
  'levantar',
  'despertar',
  'acostar',
  'duchar',
  'bañar',
  'peinar',
  'maquillar',
  'relajar',
  'casar',
  'quedar',
  'preocupar',
  'divertir',
  'sentir',
  'enfadar',
  'aburrir',
  'acordar',
  'llamar',
  'vestir',
  'ir',
  'enamorar',
  'acostumbrar',
];
const REFLEXIVE_FORM = new Map<string, FormOf>();
for (const infinitive of REFLEXIVE_VERBS) {
  const verb = VERBS.get(infinitive);
  if (!verb) continue;
  for (const tense of ['present', 'preterite', 'imperfect', 'future'] as Tense[])
    verb.forms[tense].forEach((form, person) => REFLEXIVE_FORM.set(form, { verb, tense, person }));
}
const reflexive = [
  // «Nosotros se divertimos», «yo se llamo»: the pronoun of another person.
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<=${B}(?:(yo|tú|nosotros|nosotras|vosotros)|(?:\\p{Ll}+\\s+y\\s+yo))\\s+(?:no\\s+)?)(se|me|te)\\s+(\\p{Ll}+)${E}`,
      'iu',
    ),
    (m) => {
      const form = FORMS.get(lower(m[3]));
      const person = form?.length ? form[0]!.person : undefined;
      if (person === undefined || !form!.every((r) => r.person === person) || person === 2 || person === 5)
        return undefined;
      const subject = m[1] ? PRONOUN_PERSON[lower(m[1])] : 3;
      if (subject !== person || CLITIC_OF_PERSON[person] === lower(m[2])) return undefined;
      if (lower(m[2]) !== 'se') return undefined;
      return `${CLITIC_OF_PERSON[person]} ${m[3]}`;
    },
  ),
  // «Voy a ducharse», «tenemos que levantarse»: the pronoun agrees with the subject.
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<=${B}(voy\\s+a|vas\\s+a|vamos\\s+a|tengo\\s+que|tienes\\s+que|tenemos\\s+que|quiero|quieres|queremos|necesito|necesitas|necesitamos|puedo|puedes|podemos|debo|debes|debemos|prefiero|prefieres|preferimos|intento|intentamos|suelo|sueles|solemos)\\s+)(\\p{Ll}+(?:ar|er|ir))se${E}`,
      'iu',
    ),
    (m) => {
      if (!VERBS.has(lower(m[2]))) return undefined;
      const head = lower(m[1]).split(/\s+/u)[0]!;
      const person = /^(?:voy|tengo|quiero|necesito|puedo|debo|prefiero|intento|suelo)$/u.test(head)
        ? 0
        : /^(?:vas|tienes|quieres|necesitas|puedes|debes|prefieres|sueles)$/u.test(head)
          ? 1
          : 3;
      return `${m[2]}${CLITIC_OF_PERSON[person]}`;
    },
  ),
  // «Levanto a las siete», «¿A qué hora despiertas?»: the daily-routine verbs without their pronoun.
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<!${B}(?:me|te|se|nos|os|lo|la|los|las|le|les)\\s+)${B}(levanto|levantas|levanta|levantamos|levantan|levanté|levantaste|levantó|despierto|despiertas|despierta|despertamos|despiertan|desperté|despertaste|despertó|acuesto|acuestas|acuesta|acostamos|acuestan|acosté|acostaste|acostó|ducho|duchas|ducha|duchamos|duchan|duché|duchaste|duchó)(?=\\s+(?:a\\s+las|a\\s+la|temprano|tarde|pronto|todos\\s+los\\s+días|normalmente|muy\\s+(?:temprano|tarde)|por\\s+la|cada)${E}|\\s*[?.!,])`,
      'iu',
    ),
    (m, text) => {
      const reading = FORMS.get(lower(m[1]))![0]!;
      if (
        /^ducha$/iu.test(m[1]!) &&
        !/^\s+(?:a\s+las|todos|cada|por)/iu.test(text.slice(m.index + m[0].length))
      )
        return undefined;
      if (/(?:^|[^\p{L}])(?:la|una|el|mi|tu|su)\s+$/iu.test(text.slice(0, m.index))) return undefined;
      return `${CLITIC_OF_PERSON[reading.person]} ${lower(m[1])}`;
    },
  ),
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*)(?:yo\\s+)?)(llamo)(?=\\s+\\p{Lu}\\p{Ll}+\\s*(?:[.,!]|$|y${E}))`,
      'iu',
    ),
    (m) => `me ${lower(m[1])}`,
  ),
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<!${B}(?:me|te|se|nos|os|lo|la|le)\\s+)${B}(siento|sientes|sentimos|sentía|sentí)(?=\\s+(?:muy\\s+)?(?:bien|mal|mejor|peor|cansad[oa]|triste|feliz|enferm[oa]|content[oa]|nervios[oa]|solo|sola)${E})`,
      'iu',
    ),
    (m) =>
      `${CLITIC_OF_PERSON[FORMS.get(lower(m[1]))!.find((r) => r.verb.infinitive === 'sentir')!.person]} ${m[1]}`,
  ),
  patternRule(
    'es-reflexive-verbs',
    new RegExp(`(?<!${B}(?:me|te|se|nos|os)\\s+)${B}(casé|casaste|casamos)(?=\\s+(?:en|con|hace)${E})`, 'iu'),
    (m) => `${{ casé: 'me', casaste: 'te', casamos: 'nos' }[lower(m[1])]} ${m[1]}`,
  ),
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<!${B}(?:me|te|se|nos|os)\\s+)${B}(no\\s+)?(di|diste|dimos|doy|das|damos)(?=\\s+cuenta${E})`,
      'iu',
    ),
    (m) =>
      `${m[1] ?? ''}${{ di: 'me', diste: 'te', dimos: 'nos', doy: 'me', das: 'te', damos: 'nos' }[lower(m[2])]} ${m[2]}`,
  ),
  patternRule(
    'es-reflexive-verbs',
    new RegExp(
      `(?<!${B}(?:me|te|se|nos|os)\\s+)${B}(quedé|quedaste)(?=\\s+(?:en\\s+casa|en\\s+(?:el|la)\\s+(?:hotel|cama)|todo\\s+el\\s+día)${E})`,
      'iu',
    ),
    (m) => `${lower(m[1]) === 'quedé' ? 'me' : 'te'} ${m[1]}`,
  ),
  patternRule(
    'es-reflexive-verbs',
    new RegExp(`${B}(?:me|te|se|nos)\\s+(nací|naciste|nació|nacimos|nacieron)${E}`, 'iu'),
    (m) => m[1],
  ),
  patternRule('es-reflexive-verbs', new RegExp(`${B}me\\s+(soy)(?=\\s+de${E})`, 'iu'), (m) => m[1]),
];
void REFLEXIVE_FORM;

// es-mucho-muy and es-bueno-bien
const degree = [
  patternRule(
    'es-mucho-muy',
    new RegExp(
      `${B}(mucho)\\s+((?:${ADJECTIVE_STEMS.filter((a) => a !== 'frí').join('|')})(?:o|a|os|as)|interesante|importante|grande|inteligente|difícil|fácil|feliz|triste|amable|caliente)${E}`,
      'iu',
    ),
    (m) => `muy ${m[2]}`,
  ),
  patternRule('es-mucho-muy', new RegExp(`${B}(\\p{Ll}+)\\s+muy(?=\\s*[.,;!?])`, 'iu'), (m) =>
    isFinite(lower(m[1])) ? `${m[1]} mucho` : undefined,
  ),
  patternRule(
    'es-bueno-bien',
    new RegExp(
      `(?<=${B}(?:el|la|los|las|este|esta|estos|estas|ese|esa|mi|tu|su)\\s+(\\p{Ll}+)\\s+(?:es|son|era|eran|fue)\\s+(?:muy\\s+|tan\\s+|bastante\\s+)?)bien(?=\\s*(?:[.,;!?]|$)|\\s+(?:y|pero)${E})`,
      'iu',
    ),
    (m) => {
      const known = NOUNS.get(lower(m[1]));
      if (!known) return undefined;
      return `buen${known.gender === 'f' ? 'a' : 'o'}${known.plural ? 's' : ''}`;
    },
  ),
  patternRule(
    'es-bueno-bien',
    new RegExp(
      `(?<=${B}(\\p{Ll}+)\\s+(?:muy\\s+)?)bueno(?=\\s+(?:el|la|los|las|español|inglés|francés|alemán)${E}|\\s*[.,!?])`,
      'iu',
    ),
    (m) => {
      const verb = lower(m[1]);
      if (
        !isFinite(verb) ||
        FORMS.get(verb)!.some((r) =>
          ['ser', 'estar', 'parecer', 'hacer', 'haber', 'quedar', 'resultar', 'salir'].includes(
            r.verb.infinitive,
          ),
        )
      )
        return undefined;
      return 'bien';
    },
  ),
];

export const TAXONOMY_RULES: readonly GrammarRule[] = [
  ...reflexive,
  ...degree,
  nounGender,
  ...elAgua,
  ...missingArticle,
  ...extraIndefinite,
  agreementRelative,
  nationalityAgreement,
  agreementCopula,
  genteAgreement,
  ...gustarAgreement,
  ...gustarPronoun,
  bodySubject,
  ...serLocation,
  ...estarEvent,
  ...serState,
  ...estarIdentity,
  ...hayEstar,
  ...tenerAge,
  tenerSensation,
  ...caliente,
  ...weather,
  ...timeExpressions,
  ...preteriteImperfect,
  perfectFinished,
  ...progressive,
  ...gerundForInfinitive,
  irregularForms,
  subjunctiveMore,
  subjunctiveSequence,
  indicativeOvercorrection,
  cuandoFuture,
  siMore,
  ...negativeImperative,
  ...porPara,
  ...personalA,
  ...prepositionChoice,
  ...motionA,
  ...questionAccent,
  ...porQue,
  ...pronounPosition,
  ...leLoSe,
  ...adjectivePosition,
  ...doubleNegation,
  ...possessiveBody,
  ...saberConocer,
  ...pedirPreguntar,
  ...falseFriends,
  ...calques,
  ...estaVerb,
  ...enye,
  ...monosyllables,
  ...accentStress,
  ...conjunction,
  pluralFormation,
];
