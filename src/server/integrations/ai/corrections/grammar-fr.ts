/**
 * High-precision rules for mistakes French learners make (decision 072). Each fires only where the
 * pattern cannot be right, so that a correct sentence is never flagged.
 */
import { TAXONOMY_RULES } from './grammar-fr-taxonomy.ts';
import { ETRE_AS_AVOIR_PRESENT } from './grammar-fr-verbs.ts';
import {
  B,
  E,
  nounGenders,
  patternRule,
  wordList,
  words,
  type GrammarFinding,
  type GrammarRule,
} from './rules.ts';

/** Verbs conjugated with «être» in the passé composé, never used with an object. */
const ETRE_PARTICIPLES = [
  'allé',
  'arrivé',
  'tombé',
  'venu',
  'parti',
  'resté',
  'né',
  'mort',
  'devenu',
  'revenu',
];
const PARTICIPLE = `(${words(ETRE_PARTICIPLES)})(e?s?)`;
/** Words after which «a» can only be the preposition «à». */
const BEFORE_A_PREPOSITION = [
  'vais',
  'vas',
  'va',
  'allons',
  'allez',
  'vont',
  'allée?s?',
  'été',
  'habite',
  'habites',
  'habitons',
  'habitez',
  'habitent',
  'parle',
  'parles',
  'parlons',
  'parlez',
  'parlent',
  'arrivée?s?',
  'partie?s?',
  'mal',
  'suis',
  'es',
  'est',
  'sommes',
  'êtes',
  'sont',
  'pense',
  'penses',
  'restée?s?',
  'née?s?',
  'venue?s?',
];
const AVOIR = ETRE_AS_AVOIR_PRESENT;
const VOWEL_START = '(?=[aeiouéèêâîôû])(?!onze|oui|ouate)';
const LIKELY_INFINITIVE = /(?:er|ir|re|oir)$/u;

function plural(participle: string, ending: string): string {
  return ending.endsWith('s') ? `${participle}${ending}` : `${participle}${ending}s`;
}

/** Verbs conjugated with «être» that learners leave in the infinitive after it: je suis aller. */
const ETRE_VERBS_IN_ER = ['aller', 'arriver', 'entrer', 'rentrer', 'rester', 'tomber', 'retourner', 'monter'];
const ETRE_FORMS: Record<string, 'singular' | 'plural' | 'feminine plural'> = {
  'je suis': 'singular',
  "j'suis": 'singular',
  'tu es': 'singular',
  'il est': 'singular',
  'elle est': 'singular',
  'on est': 'singular',
  'vous êtes': 'singular',
  'nous sommes': 'plural',
  'ils sont': 'plural',
  'elles sont': 'feminine plural',
};

/** «je suis aller» → «je suis allé»: after «être» the passé composé takes the participle. */
const etreInfinitive = patternRule(
  'fr-etre-infinitive',
  new RegExp(
    `${B}(je suis|tu es|il est|elle est|on est|nous sommes|vous êtes|ils sont|elles sont)\\s+(${ETRE_VERBS_IN_ER.join('|')})${E}`,
    'iu',
  ),
  (match) => {
    const number = ETRE_FORMS[match[1]!.toLowerCase()];
    if (!number) return undefined;
    const participle = `${match[2]!.slice(0, -2)}é`;
    const ending = number === 'plural' ? 's' : number === 'feminine plural' ? 'es' : '';
    return `${match[1]} ${participle}${ending}`;
  },
);

/**
 * Present indicative → present subjunctive of common verbs, by person: je, tu, il (elle, on, ça), nous,
 * vous, ils (elles). Only forms that differ: «je parle» is both, so regular -er verbs appear with nous
 * and vous alone.
 */
/** Each verb: its six indicative forms and six subjunctive forms, space-separated. */
const FRENCH_SUBJUNCTIVE: [indicative: string, subjunctive: string][] = [
  ['fais fais fait faisons faites font', 'fasse fasses fasse fassions fassiez fassent'],
  ['vais vas va allons allez vont', 'aille ailles aille allions alliez aillent'],
  ['suis es est sommes êtes sont', 'sois sois soit soyons soyez soient'],
  ['ai as a avons avez ont', 'aie aies ait ayons ayez aient'],
  ['peux peux peut pouvons pouvez peuvent', 'puisse puisses puisse puissions puissiez puissent'],
  ['sais sais sait savons savez savent', 'sache saches sache sachions sachiez sachent'],
  ['viens viens vient venons venez viennent', 'vienne viennes vienne venions veniez viennent'],
  ['prends prends prend prenons prenez prennent', 'prenne prennes prenne prenions preniez prennent'],
  ['pars pars part partons partez partent', 'parte partes parte partions partiez partent'],
  ['sors sors sort sortons sortez sortent', 'sorte sortes sorte sortions sortiez sortent'],
  ['dis dis dit disons dites disent', 'dise dises dise disions disiez disent'],
  ['écris écris écrit écrivons écrivez écrivent', 'écrive écrives écrive écrivions écriviez écrivent'],
  ['lis lis lit lisons lisez lisent', 'lise lises lise lisions lisiez lisent'],
  ['mets mets met mettons mettez mettent', 'mette mettes mette mettions mettiez mettent'],
  ['vois vois voit voyons voyez voient', 'voie voies voie voyions voyiez voient'],
  ['veux veux veut voulons voulez veulent', 'veuille veuilles veuille voulions vouliez veuillent'],
  ['dois dois doit devons devez doivent', 'doive doives doive devions deviez doivent'],
  [
    'finis finis finit finissons finissez finissent',
    'finisse finisses finisse finissions finissiez finissent',
  ],
  ['dors dors dort dormons dormez dorment', 'dorme dormes dorme dormions dormiez dorment'],
  [
    'attends attends attend attendons attendez attendent',
    'attende attendes attende attendions attendiez attendent',
  ],
  ...['parl', 'travaill', 'rest', 'arriv', 'regard', 'écout', 'cherch', 'rentr', 'pass', 'invit'].map(
    (stem): [string, string] => [
      `${stem}e ${stem}es ${stem}e ${stem}ons ${stem}ez ${stem}ent`,
      `${stem}e ${stem}es ${stem}e ${stem}ions ${stem}iez ${stem}ent`,
    ],
  ),
];
const SUBJECTS: Record<string, number> = {
  je: 0,
  "j'": 0,
  tu: 1,
  il: 2,
  elle: 2,
  on: 2,
  ça: 2,
  nous: 3,
  vous: 4,
  ils: 5,
  elles: 5,
};

function frenchSubjunctive(subject: string, verb: string): string | undefined {
  const person = SUBJECTS[subject.toLowerCase()];
  if (person === undefined) return undefined;
  const lower = verb.toLowerCase();
  for (const [indicative, subjunctive] of FRENCH_SUBJUNCTIVE) {
    const from = indicative.split(' ')[person];
    const to = subjunctive.split(' ')[person];
    if (from === lower && to !== lower) return to;
  }
  return undefined;
}

/**
 * «il faut que je fais» → «fasse»: il faut que, vouloir que, pour que, avant que, «bien que» opening a
 * sentence (not «je sais bien que», «si bien que», which take the indicative), il est important que…
 * always take the subjunctive. Only the verb right after the subject, with at most clitics between; a
 * wish about oneself (je veux que je…) wants the infinitive instead and is left alone.
 */
const FRENCH_TRIGGER =
  "(?:(?:il\\s+(?:ne\\s+)?)?(?:faut|faudra|faudrait|fallait)(?:\\s+pas)?|veux|veut|voulons|voulez|veulent|voudrais|voudrait|voudrions|voudriez|voudraient|voulais|voulait|pour|avant|(?:il\\s+est|c'est)\\s+(?:important|nécessaire|essentiel|indispensable)|(?<=(?:^|[.!?]\\s*))bien)\\s+(?:que\\s+|qu')";
const CLITICS = "(?:(?:ne|me|te|se|le|la|les|lui|leur|y|en|nous|vous)\\s+|[mtsln]')*";
const frenchSubjunctiveRule = patternRule(
  'fr-subjunctive',
  new RegExp(
    `(?<=${B}${FRENCH_TRIGGER})(je\\s+|j'|tu\\s+|il\\s+|elle\\s+|on\\s+|ça\\s+|nous\\s+|vous\\s+|ils\\s+|elles\\s+)(${CLITICS})(\\p{L}+)${E}`,
    'iu',
  ),
  (match, text) => {
    // «je veux que je suis heureux» wants «je veux être heureux», not a subjunctive.
    const wisher =
      /(?:^|[^\p{L}])(je|tu|nous|vous)\s+(?:ne\s+)?(?:veux|voulais|voudrais|voulons|voulions|voudrions|voulez|vouliez|voudriez)\s+(?:que\s+|qu')$/iu.exec(
        text.slice(0, match.index),
      )?.[1];
    if (wisher && SUBJECTS[wisher.toLowerCase()] === SUBJECTS[match[1]!.trim().toLowerCase()])
      return undefined;
    const verb = frenchSubjunctive(match[1]!.trim(), match[3]!);
    if (!verb) return undefined;
    // je vais → j'aille.
    if (/^je\s+$/i.test(match[1]!) && !match[2] && /^[aeiouéèêh]/i.test(verb))
      return `${match[1]![0]}'${verb}`;
    return `${match[1]}${match[2]}${verb}`;
  },
);

/**
 * «Les enfants est dans le jardin», «Mes amis a faim»: a plural subject opening the sentence (a plural
 * determiner and a common noun in -s or -x), then the verb in the singular.
 */
const PLURAL_OF_VERB: Record<string, string> = {
  est: 'sont',
  était: 'étaient',
  a: 'ont',
  avait: 'avaient',
  va: 'vont',
  fait: 'font',
  peut: 'peuvent',
  veut: 'veulent',
  dit: 'disent',
  prend: 'prennent',
  vient: 'viennent',
  sait: 'savent',
  doit: 'doivent',
  dort: 'dorment',
  sort: 'sortent',
  part: 'partent',
  boit: 'boivent',
  lit: 'lisent',
  écrit: 'écrivent',
  met: 'mettent',
  voit: 'voient',
  connaît: 'connaissent',
  comprend: 'comprennent',
  vit: 'vivent',
  // Verbs in -er, present and imperfect: les enfants joue → jouent, jouait → jouaient.
  ...Object.fromEntries(
    'jou mang parl habit travaill aim regard arriv rest étudi chant dans ador détest cherch pens march donn écout pass port rentr trouv'
      .split(' ')
      .flatMap((stem) => {
        // manger keeps its soft g before a: mangeait.
        const beforeA = stem.endsWith('g') ? `${stem}e` : stem;
        return [
          [`${stem}e`, `${stem}ent`],
          [`${beforeA}ait`, `${beforeA}aient`],
        ];
      }),
  ),
};
/**
 * «Ils sont allé», «nous sommes venu», «elles sont parti»: with «être» the participle agrees with a plural
 * subject (allés; allées after «elles»; after «nous» the masculine plural unless the learner already wrote
 * the feminine).
 */
const PLURAL_PARTICIPLES = [...ETRE_PARTICIPLES, 'entré', 'rentré', 'sorti', 'monté', 'descendu', 'retourné'];
const pluralParticiple = patternRule(
  'fr-etre-participle-agreement',
  new RegExp(
    `(?<=${B}(ils|elles|nous)\\s+(?:ne\\s+|n')?(?:sont|étaient|seront|sommes|étions|serons)\\s+(?:(?:pas|jamais|déjà|bien|tous|toutes|encore|toujours|enfin)\\s+){0,2})(${words(PLURAL_PARTICIPLES)})(e?)(?![\\p{L}'(·-]|\\.e)`,
    'iu',
  ),
  (match) => {
    const [, subject, participle, feminine] = match as unknown as string[];
    const person = subject!.toLowerCase();
    return `${participle}${person === 'elles' ? 'es' : person === 'ils' ? 's' : `${feminine}s`}`;
  },
);

const PLACES =
  /^(?:quartiers|régions|côtes|pays|zones|banlieues|provinces|territoires|frontières|rives|parties|secteurs|états|villes|faubourgs|départements|îles|plaines|montagnes|rues|pentes|versants)$/iu;
const pluralAgreement = patternRule(
  'fr-plural-agreement',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)(?:les|mes|tes|ses|nos|vos|leurs|ces)\\s+)(\\p{L}+[sx]\\s+)(${Object.keys(PLURAL_OF_VERB).join('|')})(?![\\p{L}'-])`,
    'iu',
  ),
  // A capital names something (Les États-Unis est…): only a common noun is taken for the subject. After
  // a place, «est» may be the compass point (les quartiers est de la ville).
  (match) =>
    /^\p{Lu}/u.test(match[1]!) || (match[2]!.toLowerCase() === 'est' && PLACES.test(match[1]!.trim()))
      ? undefined
      : `${match[1]}${PLURAL_OF_VERB[match[2]!.toLowerCase()]}`,
);

/**
 * «Elle est fatigué», «elle est allé»: after «elle est» (était, sera) the adjective or participle is
 * feminine. A list of words learners leave masculine; not «petit» (petit à petit), nor a compound
 * (elle est grand-mère).
 */
const FEMININE_OF: Record<string, string> = {
  ...Object.fromEntries(
    [
      'fatigué',
      'content',
      'occupé',
      'désolé',
      'marié',
      'divorcé',
      'prêt',
      'grand',
      'intelligent',
      'allé',
      'arrivé',
      'parti',
      'né',
      'venu',
      'sorti',
      'resté',
      'tombé',
      'rentré',
      'devenu',
      'revenu',
      'mort',
    ].map((word) => [word, `${word}e`]),
  ),
  heureux: 'heureuse',
  sérieux: 'sérieuse',
  gentil: 'gentille',
  fier: 'fière',
};
const feminineAgreement = patternRule(
  'fr-feminine-agreement',
  new RegExp(
    `(?<![\\p{L}])(elle\\s+(?:est|était|sera)\\s+(?:(?:très|trop|si|vraiment|déjà|toujours|assez|bien|un\\s+peu)\\s+)?)(${Object.keys(FEMININE_OF).join('|')})(?![\\p{L}'-])`,
    'iu',
  ),
  (match) => `${match[1]}${FEMININE_OF[match[2]!.toLowerCase()]}`,
);

/**
 * «Je vais au France», «j'habite en Japon»: a feminine country takes «en», a masculine one «au», a
 * plural one «aux». Only names of countries and regions that no city shares (à Québec, à Panama and à
 * Luxembourg are right for the cities; cities take «à»), and not before another
 * capitalised word or a number, which names something else (France Inter, France 2).
 */
const FEMININE_COUNTRIES = [
  'France',
  'Espagne',
  'Italie',
  'Allemagne',
  'Angleterre',
  'Belgique',
  'Suisse',
  'Chine',
  'Russie',
  'Inde',
  'Australie',
  'Argentine',
  'Grèce',
  'Turquie',
  'Irlande',
  'Écosse',
  'Suède',
  'Norvège',
  'Pologne',
  'Autriche',
  'Colombie',
  'Corée',
  'Thaïlande',
  'Égypte',
  'Algérie',
  'Tunisie',
  'Hongrie',
  'Roumanie',
  'Croatie',
  'Finlande',
  'Bolivie',
  'Ukraine',
  'Europe',
  'Amérique',
  'Afrique',
  'Asie',
  'Bretagne',
  'Normandie',
  'Californie',
  'Floride',
];
const MASCULINE_COUNTRIES = [
  'Japon',
  'Canada',
  'Brésil',
  'Mexique',
  'Portugal',
  'Maroc',
  'Pérou',
  'Chili',
  'Danemark',
  'Vietnam',
  'Sénégal',
  'Royaume-Uni',
  'Venezuela',
  'Cameroun',
  'Liban',
  'Pakistan',
  'Kenya',
  'Paraguay',
  'Cambodge',
];
const PLURAL_COUNTRIES = ['États-Unis', 'Pays-Bas', 'Philippines'];
const NOT_A_COUNTRY_AFTER = '(?![\\p{L}-])(?!\\s+(?:\\p{Lu}|\\d))';
const countryPreposition = [
  patternRule(
    'fr-country-preposition',
    new RegExp(`${B}(?:[Aa]u|[Àà]|A)(\\s+(?:${FEMININE_COUNTRIES.join('|')}))${NOT_A_COUNTRY_AFTER}`, 'u'),
    (m) => `en${m[1]}`,
  ),
  patternRule(
    'fr-country-preposition',
    new RegExp(`${B}(?:[Ee]n|[Àà]|A)(\\s+(?:${MASCULINE_COUNTRIES.join('|')}))${NOT_A_COUNTRY_AFTER}`, 'u'),
    (m) => `au${m[1]}`,
  ),
  patternRule(
    'fr-country-preposition',
    new RegExp(
      `${B}(?:[Ee]n|[Aa]u|[Àà]|A)(\\s+(?:${PLURAL_COUNTRIES.join('|')}))${NOT_A_COUNTRY_AFTER}`,
      'u',
    ),
    (m) => `aux${m[1]}`,
  ),
];

/**
 * «Je ne sais pas qu'est-ce que tu veux»: inside a sentence the question becomes «ce que» (or «ce qui»
 * for «qu'est-ce qui»). Only straight after a verb of knowing, saying or asking.
 */
const indirectQuestion = patternRule(
  'fr-ce-que',
  new RegExp(
    `(?<=${B}(?:sais|sait|savons|savez|savent|comprends|comprend|comprenons|comprenez|comprennent|dis-moi|dites-moi|explique-moi|expliquez-moi|demande|demandes|demandé|raconte-moi|montre-moi)(?:\\s+pas)?\\s+)qu'est[- ]ce\\s+qu(i|e|'\\p{L}+)${E}`,
    'iu',
  ),
  (m) => `ce qu${m[1]}`,
);

/**
 * Verbs whose object after a negation takes «de», not «des», «du», «de la» or «de l'»: je n'ai pas de
 * frères, il n'y a pas de pain, je ne bois pas de café, je ne fais pas de sport. Only these verbs, since
 * with others «de» may be the preposition (je ne parle pas des problèmes, je ne viens pas du Canada),
 * and never with «être» (ce ne sont pas des pommes).
 */
const PARTITIVE_VERBS = [
  'ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aurai|auras|aura|aurons|aurez|auront',
  'mange|manges|mangeons|mangez|mangent|mangeais|mangeait',
  'bois|boit|buvons|buvez|boivent|buvais|buvait',
  'achète|achètes|achetons|achetez|achètent',
  'fais|fait|faisons|faites|font|faisais|faisait',
];
/** Words after «h» that elide (d'hommes); an «h» word outside both lists is left alone. */
const MUTE_H =
  /^h(?:omme|eure|istoire|abitude|abitant|ôtel|ôpita|iver|erbe|uile|orizon|ôte|umour|ésitation|ypothèse)/iu;
const ASPIRATED_H = /^h(?:aricot|amburger|éros|ibou|onte|asard|aine|ockey|andicap|ache|all|omard|ors)/iu;
/**
 * An article later in a clause with «faire» (faire de la sécurité une priorité), other than one that only
 * starts a time (je ne fais pas de sport le week-end).
 */
const ARTICLE_NOT_OF_TIME = new RegExp(
  `(?<!\\p{L})(?:(?:un|une|le|la|les)(?!\\p{L})|l')\\s*(?!(?:week-end|weekend|soir|matin|midi|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)${E})\\p{L}`,
  'iu',
);
const STARTS_WITH_VOWEL = new RegExp(`^${VOWEL_START}`, 'iu');
const partitiveAfterNegation = patternRule(
  'fr-pas-de',
  new RegExp(
    `(?<=${B}(?:n'|ne\\s+)(?:y\\s+)?(${PARTITIVE_VERBS.join('|')})\\s+)(pas|plus|jamais)\\s+(?:des|du|de\\s+la|de\\s+l')\\s*(\\p{L}+)`,
    'iu',
  ),
  (m, text) => {
    const [, verb, negation, noun] = m as unknown as string[];
    // «pas du tout» (not at all) and «pas de la même façon» keep their words, and so do «yeux» and
    // «yaourt», whose elision varies.
    if (/^(?:tout|même|mêmes)$/iu.test(noun!) || /^y/iu.test(noun!)) return undefined;
    const sentence = /^[^.!?]*/u.exec(text.slice(m.index + m[0].length))![0];
    // A contrast keeps its article: il ne boit pas du thé, il boit de la tisane; je n'ai pas des amis,
    // mais des collègues; il n'y a pas de l'huile, c'est du vinaigre.
    if (/(?:[,;:]|\smais\s).*?(?<!\p{L})(?:(?:des|du|de\s+la)(?!\p{L})|de\s+l')/iu.test(sentence))
      return undefined;
    // «faire de quelque chose une priorité» (to make it one): with «faire», an article later in the
    // clause, other than a time (le week-end), leaves it alone.
    if (/^f/iu.test(verb!)) {
      const clause = /^[^,;:]*/u.exec(sentence)![0];
      if (ARTICLE_NOT_OF_TIME.test(clause)) return undefined;
    }
    let elided = STARTS_WITH_VOWEL.test(noun!);
    if (/^h/iu.test(noun!)) {
      if (MUTE_H.test(noun!)) elided = true;
      else if (!ASPIRATED_H.test(noun!)) return undefined;
    }
    return `${negation} ${elided ? "d'" : 'de '}${noun}`;
  },
);

/**
 * Nouns learners describe most, by gender: an adjective right after one of these (or after «est»,
 * «était»… following it) agrees with it. A closed list, so that the word is known to be a noun; nouns
 * whose gender varies or is often used for both (professeur, élève, enfant) are not in it.
 */
const FRENCH_FEMININE_NOUNS = wordList(`
  maison voiture ville chambre cuisine robe chemise jupe veste table porte fenêtre mère sœur fille amie
  femme copine tante cousine voisine famille école classe université semaine journée soirée nuit vie
  musique fête soupe salade pizza bière viande pomme tarte plage montagne mer rue église place gare
  boutique banque photo main tête voix idée question réponse histoire chanson série langue lettre lampe
  bibliothèque pharmacie piscine entreprise réunion leçon moto télé personne eau situation émission
  boisson fleur couleur valise chaise clé bouteille tasse assiette forêt campagne région équipe
  nourriture baguette glace cathédrale plante mousse crêpe ambiance vue
`);
const FRENCH_MASCULINE_NOUNS = wordList(`
  livre film ami frère père fils garçon homme copain oncle cousin voisin chien chat appartement quartier
  restaurant hôtel café vin pain fromage gâteau repas dîner déjeuner plat jardin parc musée village
  travail bureau projet examen exercice jour mois week-end été hiver printemps automne ciel soleil lac
  pantalon manteau pull chapeau sac téléphone ordinateur vélo train bus avion billet lit canapé problème
  thème programme match sport voyage cadeau anniversaire concert magasin marché supermarché chemin
  monde moment endroit verre bateau immeuble miroir château pont stade hôpital
`);
function frenchPluralOf(noun: string): string {
  if (/(?:eau|au|eu)$/u.test(noun)) return `${noun}x`;
  if (noun === 'travail') return 'travaux';
  if (/al$/u.test(noun)) return `${noun.slice(0, -2)}aux`;
  if (/[sxz]$/u.test(noun)) return noun;
  return `${noun}s`;
}
const FRENCH_NOUN_GENDER = nounGenders(FRENCH_FEMININE_NOUNS, FRENCH_MASCULINE_NOUNS, frenchPluralOf);

type Forms = readonly [string, string, string, string];
/** An adjective's four forms: masculine, feminine, masculine plural, feminine plural. */
function regularForms(masculine: string): Forms {
  if (masculine.endsWith('eux')) {
    const stem = masculine.slice(0, -1);
    return [masculine, `${stem}se`, masculine, `${stem}ses`];
  }
  if (masculine.endsWith('s')) return [masculine, `${masculine}e`, masculine, `${masculine}es`];
  return [masculine, `${masculine}e`, `${masculine}s`, `${masculine}es`];
}
/**
 * Adjectives that describe things and follow their noun: corrected right after it. Not those also
 * used as adverbs (cher, fort, haut, bas, bon, froid, chaud: coûter cher, manger froid), nor those
 * normally before the noun (grand, petit, beau, vieux…), which are corrected only after «est».
 */
const FRENCH_THING_ADJECTIVES: Forms[] = [
  ...wordList(`
    noir vert gris bleu brun ouvert fermé cassé intéressant amusant délicieux parfait américain mexicain
    allemand anglais français japonais chinois espagnol marocain
  `).map(regularForms),
  ['italien', 'italienne', 'italiens', 'italiennes'],
  ['blanc', 'blanche', 'blancs', 'blanches'],
  ['violet', 'violette', 'violets', 'violettes'],
  ['frais', 'fraîche', 'frais', 'fraîches'],
];
/** Adjectives also said of people, or before the noun: corrected only after «est», «était»… */
const FRENCH_PERSON_ADJECTIVES: Forms[] = [
  ...wordList(`
    fatigué content prêt marié occupé grand petit joli lourd froid chaud plein fort intelligent méchant
    heureux sérieux malheureux dangereux né allé arrivé parti venu sorti resté tombé rentré devenu mort
    construit fini
  `).map(regularForms),
  ['gentil', 'gentille', 'gentils', 'gentilles'],
  ['long', 'longue', 'longs', 'longues'],
  ['beau', 'belle', 'beaux', 'belles'],
  ['nouveau', 'nouvelle', 'nouveaux', 'nouvelles'],
  ['vieux', 'vieille', 'vieux', 'vieilles'],
  ['gros', 'grosse', 'gros', 'grosses'],
  ['bon', 'bonne', 'bons', 'bonnes'],
  ['cher', 'chère', 'chers', 'chères'],
  ['neuf', 'neuve', 'neufs', 'neuves'],
];
const FORMS_OF = new Map<string, { forms: Forms; thing: boolean }>();
for (const [list, thing] of [
  [FRENCH_THING_ADJECTIVES, true],
  [FRENCH_PERSON_ADJECTIVES, false],
] as const)
  for (const forms of list)
    for (const form of forms) if (!FORMS_OF.has(form)) FORMS_OF.set(form, { forms, thing });
const FRENCH_DETERMINER_GENDER: Record<string, 'm' | 'f' | undefined> = {
  ...Object.fromEntries(wordList('le un ce cet mon ton son').map((word) => [word, 'm' as const])),
  ...Object.fromEntries(wordList('la une cette ma ta sa').map((word) => [word, 'f' as const])),
  ...Object.fromEntries(
    wordList("l' notre votre leur les des mes tes ses nos vos leurs ces").map((word) => [word, undefined]),
  ),
};
const FRENCH_DETERMINERS = Object.keys(FRENCH_DETERMINER_GENDER)
  .map((word) => (word.endsWith("'") ? `${word}\\s*` : `${word}\\s+`))
  .join('|');
const FRENCH_COPULA =
  "(?:n'|ne\\s+)?(?:est|était|sera|sont|étaient|seront|semble|semblent|reste|restent)(?:\\s+(?:pas|plus|jamais))?";
const FRENCH_PLURAL_COPULA = /(?:sont|étaient|seront|semblent|restent)/iu;
const FRENCH_DEGREE = '(?:(?:très|trop|si|vraiment|assez|tellement|un\\s+peu|bien|toujours|encore)\\s+)?';
const FRENCH_PREPOSITION_BEFORE =
  /(?:^|[^\p{L}])(?:de|d'|du|des|à|au|aux|en|dans|pour|avec|sur|chez|par|sans|sous|vers|entre|que|qu')\s*$/iu;
const frenchAdjectiveAgreement = patternRule(
  'fr-adjective-agreement',
  new RegExp(
    `(?<=(?<![\\p{L}'])(${FRENCH_DETERMINERS})(\\p{L}+(?:-\\p{L}+)?)\\s+(?:(${FRENCH_COPULA})\\s+${FRENCH_DEGREE})?)(${[...FORMS_OF.keys()].join('|')})(?![\\p{L}'-])`,
    // d: the determiner's position, to read what comes before it.
    'diu',
  ),
  (m, text) => {
    const [, determiner, noun, copula, adjective] = m as unknown as string[];
    const known = FRENCH_NOUN_GENDER.get(noun!.toLowerCase());
    const found = FORMS_OF.get(adjective!.toLowerCase());
    if (!known || !found) return undefined;
    const article = determiner!.toLowerCase().replace(/\s+$/u, '');
    // «mon amie», «son école»: before a vowel mon, ton, son stand for both genders.
    const shown =
      /^[mts]on$/u.test(article) && /^[aeiouéèêh]/iu.test(noun!)
        ? undefined
        : FRENCH_DETERMINER_GENDER[article];
    if (shown && shown !== known.gender) return undefined;
    if (!copula && !found.thing) return undefined;
    const target = (known.plural ? 2 : 0) + (known.gender === 'f' ? 1 : 0);
    const given = adjective!.toLowerCase();
    const indexes = [0, 1, 2, 3].filter((index) => found.forms[index] === given);
    // Only a form of the other gender in the noun's number: «les maisons blanc» is left alone.
    if (indexes.includes(target) || !indexes.some((index) => index >= 2 === known.plural)) return undefined;
    const before = text.slice(0, m.indices![1]![0]);
    if (copula ? FRENCH_PREPOSITION_BEFORE.test(before) : /(?:^|[^\p{L}])(?:de|d'|du|des)\s*$/iu.test(before))
      return undefined;
    if (copula && FRENCH_PLURAL_COPULA.test(copula) !== known.plural) return undefined;
    // «Mon frère et mes cousines sont arrivés»: a subject of two nouns agrees with both.
    if (copula && /(?:^|[^\p{L}])(?:et|ou|ni)\s*$|,\s*$/iu.test(before)) return undefined;
    // A compound colour does not agree: une jupe bleu clair, une voiture vert foncé.
    if (/^\s+(?:clair|foncé|pâle|vif|marine|ciel|sombre)(?!\p{L})/iu.test(text.slice(m.index + m[0].length)))
      return undefined;
    return found.forms[target];
  },
);

/** «ma amie», «sa école»: before a vowel, ma, ta, sa become mon, ton, son (mon amie, son école). */
const POSSESSIVE_BEFORE_VOWEL: Record<string, string> = { ma: 'mon', ta: 'ton', sa: 'son' };
const possessiveBeforeVowel = patternRule(
  'fr-mon-before-vowel',
  new RegExp(`${B}(ma|ta|sa)(\\s+[aeiouéèêâîôû]\\p{L}*)`, 'iu'),
  (m) => `${POSSESSIVE_BEFORE_VOWEL[m[1]!.toLowerCase()]}${m[2]}`,
);

/** «Je n'ai pas jamais vu»: «jamais» is already the negation's second half (je n'ai jamais vu). */
const pasJamais = patternRule(
  'fr-pas-jamais',
  new RegExp(`(?<=${B}(?:n'|ne\\s+)(?:[\\p{L}'-]+\\s+){1,2})pas\\s+jamais${E}`, 'iu'),
  () => 'jamais',
);

/** «Tout le monde parlent»: «tout le monde» is singular (tout le monde parle, est, a). A list of verbs. */
const SINGULAR_OF_PLURAL_VERB: Record<string, string> = {
  sont: 'est',
  ont: 'a',
  font: 'fait',
  vont: 'va',
  peuvent: 'peut',
  veulent: 'veut',
  doivent: 'doit',
  savent: 'sait',
  viennent: 'vient',
  prennent: 'prend',
  disent: 'dit',
  étaient: 'était',
  avaient: 'avait',
  connaissent: 'connaît',
  finissent: 'finit',
  partent: 'part',
  sortent: 'sort',
  dorment: 'dort',
  lisent: 'lit',
  écrivent: 'écrit',
  boivent: 'boit',
  mettent: 'met',
  // -er verbs: the plural loses its -nt (parlent → parle).
  ...Object.fromEntries(
    wordList(`
      parlent aiment mangent travaillent habitent adorent pensent regardent écoutent jouent arrivent
      restent trouvent cherchent achètent préfèrent utilisent détestent rentrent passent commencent
      voyagent dansent chantent étudient oublient demandent donnent aident appellent essaient
    `).map((verb) => [verb, verb.slice(0, -2)]),
  ),
};
const toutLeMonde = patternRule(
  'fr-tout-le-monde',
  new RegExp(
    `(?<=${B}tout\\s+le\\s+monde\\s+(?:(?:ne|n'|y|en|se|s'|me|m'|te|t'|nous|vous|le|la|les|lui|leur)\\s*)?)(\\p{L}+)${E}`,
    'iu',
  ),
  (m) => SINGULAR_OF_PLURAL_VERB[m[1]!.toLowerCase()],
);

/**
 * «Si j'aurais le temps, je viendrais»: after «si» of a condition, French takes the imperfect (si j'avais
 * le temps). Only a «si» (or «s'il») opening the sentence, a subject pronoun, at most «ne» or «n'» and
 * an object pronoun, then a conditional of a listed verb or of a regular -er verb; and the sentence goes
 * on with a comma and another conditional, the shape of the condition. «Je me demande si j'aurais le
 * temps» (whether) does not open the sentence.
 */
const IMPERFECT_STEM_OF_CONDITIONAL: Record<string, string> = {
  aur: 'av',
  ser: 'ét',
  pourr: 'pouv',
  voudr: 'voul',
  fer: 'fais',
  ir: 'all',
  saur: 'sav',
  devr: 'dev',
  viendr: 'ven',
  reviendr: 'reven',
  deviendr: 'deven',
  verr: 'voy',
  prendr: 'pren',
  apprendr: 'appren',
  comprendr: 'compren',
  mettr: 'mett',
  dir: 'dis',
  vivr: 'viv',
  faudr: 'fall',
  tiendr: 'ten',
  boir: 'buv',
  lir: 'lis',
  écrir: 'écriv',
  partir: 'part',
  sortir: 'sort',
  dormir: 'dorm',
  finir: 'finiss',
  choisir: 'choisiss',
  courr: 'cour',
  connaîtr: 'connaiss',
};
const CONDITIONAL_ENDINGS = ['aient', 'ions', 'iez', 'ais', 'ait'] as const;
function imperfectOfConditional(word: string): string | undefined {
  const lower = word.toLowerCase();
  const ending = CONDITIONAL_ENDINGS.find((candidate) => lower.endsWith(candidate));
  if (!ending) return undefined;
  const stem = lower.slice(0, -ending.length);
  const known = IMPERFECT_STEM_OF_CONDITIONAL[stem];
  if (known) return known + ending;
  // A regular -er verb: parlerais → parlais, mangerais → mangeais, commencerait → commençait. Not the
  // verbs whose stem changes (achèterais, appellerais).
  if (!stem.endsWith('er') || /è|ll$|tt$/u.test(stem.slice(0, -2)) || stem.length < 5) return undefined;
  let base = stem.slice(0, -2);
  if (ending.startsWith('a') && base.endsWith('g')) base += 'e';
  if (ending.startsWith('a') && base.endsWith('c')) base = `${base.slice(0, -1)}ç`;
  return base + ending;
}
const frenchSiConditional = patternRule(
  'fr-si-conditional',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)(?:Si\\s+(?:j'|je\\s+|tu\\s+|il\\s+|elle\\s+|on\\s+|nous\\s+|vous\\s+|elles\\s+)|S'ils?\\s+)(?:n'|ne\\s+)?(?:(?:me|m'|te|t'|le|la|l'|les|lui|leur|y|en|nous|vous)\\s*)?)(\\p{L}+r(?:${CONDITIONAL_ENDINGS.join('|')}))${E}(?=[^.!?]*,[^.!?]*\\p{L}r(?:${CONDITIONAL_ENDINGS.join('|')})${E})`,
    'u',
  ),
  (m) => imperfectOfConditional(m[1]!),
);

const BASE_RULES: readonly GrammarRule[] = [
  ...countryPreposition,
  indirectQuestion,
  pluralAgreement,
  pluralParticiple,
  feminineAgreement,
  partitiveAfterNegation,
  frenchAdjectiveAgreement,
  etreInfinitive,
  frenchSubjunctiveRule,
  // Verbs of movement and change of state take «être»: je suis allé, not j'ai allé.
  patternRule(
    'fr-etre-auxiliary',
    new RegExp(`${B}j'ai\\s+${PARTICIPLE}${E}`, 'iu'),
    (m) => `je suis ${m[1]}${m[2]}`,
  ),
  patternRule(
    'fr-etre-auxiliary',
    new RegExp(`${B}tu\\s+as\\s+${PARTICIPLE}${E}`, 'iu'),
    (m) => `tu es ${m[1]}${m[2]}`,
  ),
  patternRule(
    'fr-etre-auxiliary',
    new RegExp(`${B}(il|elle|on)\\s+a\\s+${PARTICIPLE}${E}`, 'iu'),
    // With «elle» the participle agrees: elle est venue.
    (m) =>
      m[1]!.toLowerCase() === 'elle' && !m[3]!.startsWith('e')
        ? `${m[1]} est ${m[2]}e${m[3]}`
        : `${m[1]} est ${m[2]}${m[3]}`,
  ),
  patternRule(
    'fr-etre-auxiliary',
    new RegExp(`${B}nous\\s+avons\\s+${PARTICIPLE}${E}`, 'iu'),
    (m) => `nous sommes ${plural(m[1]!, m[2]!)}`,
  ),
  patternRule(
    'fr-etre-auxiliary',
    new RegExp(`${B}vous\\s+avez\\s+${PARTICIPLE}${E}`, 'iu'),
    (m) => `vous êtes ${m[1]}${m[2]}`,
  ),
  patternRule(
    'fr-etre-auxiliary',
    new RegExp(`${B}(ils|elles)\\s+ont\\s+${PARTICIPLE}${E}`, 'iu'),
    (m) => `${m[1]} sont ${plural(m[2]!, m[3]!)}`,
  ),
  // After a verb of place or movement, «a» is the preposition «à».
  patternRule(
    'fr-a-preposition',
    new RegExp(`${B}(${words(BEFORE_A_PREPOSITION)})\\s+a${E}`, 'iu'),
    (m) => `${m[1]} à`,
  ),
  // After il, elle, on (or il y), «à» is the verb «a».
  patternRule('fr-a-verb', new RegExp(`${B}(il|elle|on|il y)\\s+à${E}`, 'iu'), (m) => `${m[1]} a`),
  patternRule('fr-a-verb', new RegExp(`${B}(ils|elles)\\s+(a|à)${E}`, 'iu'), (m) => `${m[1]} ont`),
  // à le → au, à les → aux, de le → du, de les → des (not before an infinitive: «de le faire»).
  patternRule('fr-contraction', new RegExp(`${B}(à|de)\\s+(le|les)\\s+(\\p{L}+)`, 'iu'), (m) => {
    if (m[2] === 'le' && LIKELY_INFINITIVE.test(m[3]!)) return undefined;
    if (m[2] === 'les' && LIKELY_INFINITIVE.test(m[3]!)) return undefined;
    const preposition = m[1]!.toLowerCase();
    const contracted = preposition === 'à' ? (m[2] === 'le' ? 'au' : 'aux') : m[2] === 'le' ? 'du' : 'des';
    return `${contracted} ${m[3]}`;
  }),
  // Elision before a vowel: j'habite, l'école, d'un, qu'il, s'il, n'aime.
  patternRule(
    'fr-elision',
    new RegExp(`${B}(je|le|la|de|que|ne|me|te|se)\\s+${VOWEL_START}(\\p{L}+)`, 'iu'),
    (m) =>
      // «la une» (a front page), «le un» (the number one) keep their article.
      /^l[ea]$/i.test(m[1]!) && /^une?$/i.test(m[2]!)
        ? undefined
        : `${m[1]!.slice(0, m[1]!.length - 1)}'${m[2]}`,
  ),
  patternRule(
    'fr-elision',
    new RegExp(`${B}je\\s+(habite|habitais|habiterai|hésite)${E}`, 'iu'),
    (m) => `j'${m[1]}`,
  ),
  // «si» elides only before il and ils: s'il, but si elle, si on.
  patternRule('fr-elision-si', new RegExp(`${B}si\\s+(ils?)${E}`, 'iu'), (m) => `s'${m[1]}`),
  // Age, hunger, thirst, fear… take «avoir»: j'ai 25 ans, j'ai faim.
  patternRule(
    'fr-avoir-expression',
    new RegExp(
      `${B}(${Object.keys(AVOIR).join('|')})(\\s+(?:\\d+|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|trente|quarante|cinquante|soixante)(?:[\\s-]\\p{L}+)?\\s+ans)${E}`,
      'iu',
    ),
    (m) => `${AVOIR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'fr-avoir-expression',
    new RegExp(
      `${B}(je suis|tu es|nous sommes|vous êtes)(\\s+(?:(?:très|trop|si|tellement|un\\s+peu)\\s+)?(?:faim|soif|peur|froid|sommeil|raison|tort))${E}`,
      'iu',
    ),
    (m) => `${AVOIR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'fr-avoir-expression',
    new RegExp(
      `${B}(il est|elle est|on est|ils sont|elles sont)(\\s+(?:(?:très|trop|si|tellement|un\\s+peu)\\s+)?(?:faim|soif|peur|sommeil|raison|tort))${E}`,
      'iu',
    ),
    (m) => `${AVOIR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  // tous les jours, toutes les semaines, tout le monde.
  patternRule('fr-tout', new RegExp(`${B}tout(\\s+les)${E}`, 'iu'), (m) => `tous${m[1]}`),
  patternRule('fr-tout', new RegExp(`${B}toute(\\s+les)${E}`, 'iu'), (m) => `toutes${m[1]}`),
  patternRule('fr-tout', new RegExp(`${B}tous(\\s+le\\s+monde)${E}`, 'iu'), (m) => `tout${m[1]}`),
  // After a preposition the pronoun is moi / toi.
  patternRule(
    'fr-stressed-pronoun',
    new RegExp(`${B}(avec|chez|sans|pour)\\s+tu${E}`, 'iu'),
    (m) => `${m[1]} toi`,
  ),
  patternRule(
    'fr-stressed-pronoun',
    new RegExp(`${B}(avec|chez|sans)\\s+je${E}`, 'iu'),
    (m) => `${m[1]} moi`,
  ),
  // plus bon → meilleur (but «ce n'est plus bon», no longer good, is right).
  patternRule('fr-meilleur', new RegExp(`${B}plus\\s+bon(ne)?(s?)${E}`, 'iu'), (m, text) => {
    const before = text.slice(Math.max(0, m.index - 25), m.index);
    if (/(?:^|[^\p{L}])n(?:e\s|')/iu.test(before)) return undefined;
    return `meilleur${m[1] ? 'e' : ''}${m[2]}`;
  }),
  // «mieux» is already the comparative: plus mieux → mieux. Not after a negation («ne va plus mieux»,
  // no longer better), nor in «de plus, mieux vaut» or «de plus en plus mieux» (→ de mieux en mieux).
  patternRule('fr-plus-mieux', new RegExp(`${B}plus\\s+mieux${E}`, 'iu'), (m, text) => {
    const before = text.slice(Math.max(0, m.index - 25), m.index);
    if (/(?:^|[^\p{L}])n(?:e\s|')/iu.test(before) || /(?:^|[^\p{L}'])(?:de|en|non)\s+$/iu.test(before))
      return undefined;
    return 'mieux';
  }),
  possessiveBeforeVowel,
  pasJamais,
  toutLeMonde,
  frenchSiConditional,
];

/**
 * Rules in order, each keeping only the findings that overlap none of an earlier rule's: the taxonomy
 * rules (grammar-fr-taxonomy.ts) come after these and leave alone what they already correct. The
 * findings of the message last checked are kept, so that each rule runs once per message.
 */
function layered(rules: readonly GrammarRule[]): GrammarRule[] {
  let lastText: string | undefined;
  let cache: GrammarFinding[][] = [];
  const raw = (index: number, text: string): GrammarFinding[] => {
    if (text !== lastText) {
      lastText = text;
      cache = [];
    }
    return (cache[index] ??= rules[index]!.find(text));
  };
  return rules.map((rule, index) => ({
    ...rule,
    find(text: string) {
      const earlier = Array.from({ length: index }, (_, before) => raw(before, text)).flat();
      return raw(index, text).filter(
        (finding) => !earlier.some((other) => other.start < finding.end && other.end > finding.start),
      );
    },
  }));
}

export const FRENCH_RULES: readonly GrammarRule[] = layered([...BASE_RULES, ...TAXONOMY_RULES]);
