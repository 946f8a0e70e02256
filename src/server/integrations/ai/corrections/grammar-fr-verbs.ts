/**
 * French conjugation tables for the learner-error rules (grammar-fr-taxonomy.ts): the common verbs with
 * their present, imperfect, future, conditional and present subjunctive, by person (je, tu, il, nous,
 * vous, ils), their infinitive and past participle. Regular -er and -ir verbs are generated from word
 * lists; irregular ones are written out.
 */
import { wordList } from './rules.ts';

export type Tense = 'present' | 'imperfect' | 'future' | 'conditional' | 'subjunctive';
export const TENSES: readonly Tense[] = ['present', 'imperfect', 'future', 'conditional', 'subjunctive'];

export interface Verb {
  infinitive: string;
  participle: string;
  /** Each tense's six forms; a slot may hold two accepted spellings separated by «/» (paie/paye). */
  forms: Record<Tense, readonly string[]>;
}

const IMPERFECT = ['ais', 'ais', 'ait', 'ions', 'iez', 'aient'];
const FUTURE = ['ai', 'as', 'a', 'ons', 'ez', 'ont'];

function imperfect(stem: string): string[] {
  return IMPERFECT.map((ending, person) =>
    // mangeais but mangions; commençais but commencions.
    person === 3 || person === 4 ? stem.replace(/ge$/u, 'g').replace(/ç$/u, 'c') + ending : stem + ending,
  );
}
const future = (stem: string) => FUTURE.map((ending) => stem + ending);
const conditional = (stem: string) => IMPERFECT.map((ending) => stem + ending);
function subjunctive(strong: string, weak: string): string[] {
  return [`${strong}e`, `${strong}es`, `${strong}e`, `${weak}ions`, `${weak}iez`, `${strong}ent`];
}

/** A regular -er verb, with the spelling changes of its stem (mangeons, commençons, achète, appelle, préfère). */
function erVerb(infinitive: string): Verb {
  const stem = infinitive.slice(0, -2);
  const soft = /g$/u.test(stem) ? `${stem}e` : /c$/u.test(stem) ? `${stem.slice(0, -1)}ç` : stem;
  let strong = stem;
  let futureStem = infinitive;
  if (/(?:app|rapp|renouv)el$|jet$/u.test(stem)) {
    strong = stem + stem.at(-1);
    futureStem = `${strong}er`;
  } else if (/é[^aeiouyéèêëâàîïôûù]+$/u.test(stem)) {
    strong = stem.replace(/é([^aeiouyéèêëâàîïôûù]+)$/u, 'è$1');
  } else if (/(?:achet|lev|men|pes|gel)$/u.test(stem)) {
    strong = stem.replace(/e([^aeiouyéèêëâàîïôûù]+)$/u, 'è$1');
    futureStem = `${strong}er`;
  }
  const yVerb = /[ao]y$/u.test(stem) || /uy$/u.test(stem);
  if (yVerb) {
    strong = `${stem.slice(0, -1)}i`;
    futureStem = `${strong}er`;
  }
  const alt = (form: string, ending: string) =>
    // payer, essayer: paie/paye, essaie/essaye.
    /ay$/u.test(stem) ? `${strong}${ending}/${stem}${ending}` : `${form}${ending}`;
  const present = [
    alt(strong, 'e'),
    alt(strong, 'es'),
    alt(strong, 'e'),
    `${soft}ons`,
    `${stem}ez`,
    alt(strong, 'ent'),
  ];
  const fut = (forms: string[]) =>
    /ay$/u.test(stem) ? forms.map((form) => `${form}/${form.replace(strong, stem)}`) : forms;
  return {
    infinitive,
    participle: `${stem}é`,
    forms: {
      present,
      imperfect: imperfect(soft),
      future: fut(future(futureStem)),
      conditional: fut(conditional(futureStem)),
      subjunctive: [
        alt(strong, 'e'),
        alt(strong, 'es'),
        alt(strong, 'e'),
        `${stem}ions`,
        `${stem}iez`,
        alt(strong, 'ent'),
      ],
    },
  };
}

/** A regular -ir verb of the «finir» type. */
function irVerb(infinitive: string): Verb {
  const stem = infinitive.slice(0, -2);
  return {
    infinitive,
    participle: `${stem}i`,
    forms: {
      present: [`${stem}is`, `${stem}is`, `${stem}it`, `${stem}issons`, `${stem}issez`, `${stem}issent`],
      imperfect: imperfect(`${stem}iss`),
      future: future(infinitive),
      conditional: conditional(infinitive),
      subjunctive: subjunctive(`${stem}iss`, `${stem}iss`),
    },
  };
}

/**
 * An irregular verb: infinitive, participle, the six present forms, the imperfect stem, the future
 * stem, and the subjunctive's strong and weak stems (or its six forms).
 */
function irregular(
  infinitive: string,
  participle: string,
  present: string,
  imperfectStem: string,
  futureStem: string,
  subjunctiveForms: string,
): Verb {
  const stems = subjunctiveForms.split(' ');
  return {
    infinitive,
    participle,
    forms: {
      present: present.split(' '),
      imperfect: imperfect(imperfectStem),
      future: future(futureStem),
      conditional: conditional(futureStem),
      subjunctive: stems.length === 6 ? stems : subjunctive(stems[0]!, stems[1] ?? stems[0]!),
    },
  };
}

/** Verbs of the «prendre», «venir», «mettre»… families share their forms with a prefix. */
function prefixed(prefix: string, verb: Verb): Verb {
  const add = (form: string) =>
    form
      .split('/')
      .map((part) => prefix + part)
      .join('/');
  return {
    infinitive: prefix + verb.infinitive,
    participle: prefix + verb.participle,
    forms: Object.fromEntries(
      TENSES.map((tense) => [tense, verb.forms[tense].map(add)]),
    ) as unknown as Verb['forms'],
  };
}

/** -re verbs of the «vendre» type: vends, vend, vendons. */
function reVerb(infinitive: string): Verb {
  const stem = infinitive.slice(0, -2);
  return irregular(
    infinitive,
    `${stem}u`,
    `${stem}s ${stem}s ${stem} ${stem}ons ${stem}ez ${stem}ent`,
    stem,
    infinitive.slice(0, -1),
    stem,
  );
}

/** -ir verbs of the «partir» type: pars, part, partons. */
function partirVerb(infinitive: string): Verb {
  const stem = infinitive.slice(0, -2);
  const short = stem.slice(0, -1);
  return irregular(
    infinitive,
    `${stem}i`,
    `${short}s ${short}s ${short}t ${stem}ons ${stem}ez ${stem}ent`,
    stem,
    infinitive,
    stem,
  );
}

/** -ir verbs conjugated like -er verbs in the present: ouvrir, offrir. */
function ouvrirVerb(infinitive: string, participle: string): Verb {
  const stem = infinitive.slice(0, -2);
  return irregular(
    infinitive,
    participle,
    `${stem}e ${stem}es ${stem}e ${stem}ons ${stem}ez ${stem}ent`,
    stem,
    infinitive,
    stem,
  );
}

const PRENDRE = irregular(
  'prendre',
  'pris',
  'prends prends prend prenons prenez prennent',
  'pren',
  'prendr',
  'prenn pren',
);
const VENIR = irregular(
  'venir',
  'venu',
  'viens viens vient venons venez viennent',
  'ven',
  'viendr',
  'vienn ven',
);
const TENIR = irregular(
  'tenir',
  'tenu',
  'tiens tiens tient tenons tenez tiennent',
  'ten',
  'tiendr',
  'tienn ten',
);
const METTRE = irregular('mettre', 'mis', 'mets mets met mettons mettez mettent', 'mett', 'mettr', 'mett');
const VOIR = irregular('voir', 'vu', 'vois vois voit voyons voyez voient', 'voy', 'verr', 'voi voy');
const ECRIRE = irregular(
  'écrire',
  'écrit',
  'écris écris écrit écrivons écrivez écrivent',
  'écriv',
  'écrir',
  'écriv',
);
const CONNAITRE = irregular(
  'connaître',
  'connu',
  'connais connais connaît connaissons connaissez connaissent',
  'connaiss',
  'connaîtr',
  'connaiss',
);
const CONDUIRE = irregular(
  'conduire',
  'conduit',
  'conduis conduis conduit conduisons conduisez conduisent',
  'conduis',
  'conduir',
  'conduis',
);

const IRREGULAR_VERBS: Verb[] = [
  irregular('être', 'été', 'suis es est sommes êtes sont', 'ét', 'ser', 'sois sois soit soyons soyez soient'),
  irregular('avoir', 'eu', 'ai as a avons avez ont', 'av', 'aur', 'aie aies ait ayons ayez aient'),
  irregular('aller', 'allé', 'vais vas va allons allez vont', 'all', 'ir', 'aill all'),
  irregular('faire', 'fait', 'fais fais fait faisons faites font', 'fais', 'fer', 'fass'),
  irregular('dire', 'dit', 'dis dis dit disons dites disent', 'dis', 'dir', 'dis'),
  irregular('pouvoir', 'pu', 'peux peux peut pouvons pouvez peuvent', 'pouv', 'pourr', 'puiss'),
  irregular(
    'vouloir',
    'voulu',
    'veux veux veut voulons voulez veulent',
    'voul',
    'voudr',
    'veuille veuilles veuille voulions vouliez veuillent',
  ),
  irregular('devoir', 'dû', 'dois dois doit devons devez doivent', 'dev', 'devr', 'doiv dev'),
  irregular('savoir', 'su', 'sais sais sait savons savez savent', 'sav', 'saur', 'sach sach'),
  irregular('falloir', 'fallu', '- - faut - - -', 'fall', 'faudr', '- - faille - - -'),
  irregular('pleuvoir', 'plu', '- - pleut - - -', 'pleuv', 'pleuvr', '- - pleuve - - -'),
  PRENDRE,
  prefixed('ap', PRENDRE),
  prefixed('com', PRENDRE),
  prefixed('sur', PRENDRE),
  VENIR,
  prefixed('re', VENIR),
  prefixed('de', VENIR),
  prefixed('sou', VENIR),
  prefixed('pré', VENIR),
  TENIR,
  prefixed('ob', TENIR),
  prefixed('appar', TENIR),
  prefixed('con', TENIR),
  METTRE,
  prefixed('pro', METTRE),
  prefixed('per', METTRE),
  prefixed('re', METTRE),
  prefixed('ad', METTRE),
  VOIR,
  prefixed('re', VOIR),
  ECRIRE,
  prefixed('d', ECRIRE),
  irregular(
    'inscrire',
    'inscrit',
    'inscris inscris inscrit inscrivons inscrivez inscrivent',
    'inscriv',
    'inscrir',
    'inscriv',
  ),
  CONNAITRE,
  prefixed('re', CONNAITRE),
  irregular(
    'paraître',
    'paru',
    'parais parais paraît paraissons paraissez paraissent',
    'paraiss',
    'paraîtr',
    'paraiss',
  ),
  irregular(
    'disparaître',
    'disparu',
    'disparais disparais disparaît disparaissons disparaissez disparaissent',
    'disparaiss',
    'disparaîtr',
    'disparaiss',
  ),
  CONDUIRE,
  irregular(
    'construire',
    'construit',
    'construis construis construit construisons construisez construisent',
    'construis',
    'construir',
    'construis',
  ),
  irregular(
    'traduire',
    'traduit',
    'traduis traduis traduit traduisons traduisez traduisent',
    'traduis',
    'traduir',
    'traduis',
  ),
  irregular(
    'produire',
    'produit',
    'produis produis produit produisons produisez produisent',
    'produis',
    'produir',
    'produis',
  ),
  irregular(
    'détruire',
    'détruit',
    'détruis détruis détruit détruisons détruisez détruisent',
    'détruis',
    'détruir',
    'détruis',
  ),
  irregular('croire', 'cru', 'crois crois croit croyons croyez croient', 'croy', 'croir', 'croi croy'),
  irregular('boire', 'bu', 'bois bois boit buvons buvez boivent', 'buv', 'boir', 'boiv buv'),
  irregular('lire', 'lu', 'lis lis lit lisons lisez lisent', 'lis', 'lir', 'lis'),
  irregular('vivre', 'vécu', 'vis vis vit vivons vivez vivent', 'viv', 'vivr', 'viv'),
  irregular('suivre', 'suivi', 'suis suis suit suivons suivez suivent', 'suiv', 'suivr', 'suiv'),
  irregular('naître', 'né', 'nais nais naît naissons naissez naissent', 'naiss', 'naîtr', 'naiss'),
  irregular('mourir', 'mort', 'meurs meurs meurt mourons mourez meurent', 'mour', 'mourr', 'meur mour'),
  irregular('courir', 'couru', 'cours cours court courons courez courent', 'cour', 'courr', 'cour'),
  irregular(
    'recevoir',
    'reçu',
    'reçois reçois reçoit recevons recevez reçoivent',
    'recev',
    'recevr',
    'reçoiv recev',
  ),
  irregular(
    'envoyer',
    'envoyé',
    'envoie envoies envoie envoyons envoyez envoient',
    'envoy',
    'enverr',
    'envoi envoy',
  ),
  irregular('plaire', 'plu', 'plais plais plaît plaisons plaisez plaisent', 'plais', 'plair', 'plais'),
  irregular('rire', 'ri', 'ris ris rit rions riez rient', 'ri', 'rir', 'ri'),
  irregular('sourire', 'souri', 'souris souris sourit sourions souriez sourient', 'souri', 'sourir', 'souri'),
  irregular(
    'craindre',
    'craint',
    'crains crains craint craignons craignez craignent',
    'craign',
    'craindr',
    'craign',
  ),
  irregular('peindre', 'peint', 'peins peins peint peignons peignez peignent', 'peign', 'peindr', 'peign'),
  irregular(
    'éteindre',
    'éteint',
    'éteins éteins éteint éteignons éteignez éteignent',
    'éteign',
    'éteindr',
    'éteign',
  ),
  irregular(
    "s'asseoir",
    'assis',
    'assieds assieds assied asseyons asseyez asseyent',
    'assey',
    'assiér',
    'assey',
  ),
  irregular('valoir', 'valu', 'vaux vaux vaut valons valez valent', 'val', 'vaudr', 'vaill val'),
  irregular('battre', 'battu', 'bats bats bat battons battez battent', 'batt', 'battr', 'batt'),
  irregular(
    'interrompre',
    'interrompu',
    'interromps interromps interrompt interrompons interrompez interrompent',
    'interromp',
    'interrompr',
    'interromp',
  ),
  ...wordList('partir sortir dormir sentir servir mentir repartir ressentir').map(partirVerb),
  ouvrirVerb('ouvrir', 'ouvert'),
  ouvrirVerb('offrir', 'offert'),
  ouvrirVerb('découvrir', 'découvert'),
  ouvrirVerb('souffrir', 'souffert'),
  ouvrirVerb('couvrir', 'couvert'),
  ...wordList(`
    attendre entendre vendre répondre perdre descendre rendre dépendre défendre prétendre mordre
    confondre correspondre tendre étendre fondre
  `).map(reVerb),
];

/** Regular -er verbs learners use most. */
export const ER_VERBS = wordList(`
  parler manger aimer adorer détester préférer habiter travailler étudier regarder écouter chercher
  trouver donner jouer chanter danser marcher nager voyager visiter arriver entrer rentrer rester
  tomber monter retourner passer penser demander oublier aider appeler acheter payer essayer commencer
  continuer utiliser changer laver lever coucher réveiller promener reposer habiller amuser marier
  tromper dépêcher inquiéter intéresser installer arrêter baigner cacher calmer décider disputer ennuyer
  énerver excuser fâcher habituer maquiller moquer occuper préparer présenter rappeler retrouver
  garder fermer allumer cuisiner dîner déjeuner goûter apporter emporter porter montrer raconter
  expliquer répéter espérer compléter inviter rencontrer quitter laisser aimer accepter refuser
  proposer terminer organiser réserver louer emprunter prêter gagner dépenser économiser envoyer
  téléphoner répéter pleurer rêver fêter célébrer partager nettoyer ranger tourner traverser
  visiter commander apprécier créer imaginer oser sembler trouver compter montrer plier couper
  dessiner fumer conduire garer signer tuer sauver bouger déménager poser toucher mériter inventer
  écouter informer former entraîner améliorer enseigner étonner remercier féliciter excuser
  souhaiter exister durer coûter peser mener emmener enlever jeter neiger importer marquer
  participer insister consister rater réussir pratiquer profiter ressembler obéir hésiter
  continuer discuter noter copier réparer vérifier recommander retarder avancer lancer placer
  bavarder brosser doucher maquiller raser sécher soigner griller rôtir augmenter baisser
  respirer sauter skier surfer camper chasser pêcher grimper ramasser cueillir assister postuler
  appliquer dîner déjeuner pratiquer éviter
`).filter((verb) => verb.endsWith('er') && verb !== 'envoyer');

/** Regular -ir verbs of the «finir» type. */
export const IR_VERBS = wordList(`
  finir choisir réussir grandir remplir réfléchir obéir punir agir bâtir guérir maigrir grossir
  rougir vieillir salir nourrir applaudir atterrir établir fournir garantir investir ralentir saisir
  subir unir rôtir
`);

export const FRENCH_VERBS: readonly Verb[] = [
  ...IRREGULAR_VERBS,
  ...[...new Set(ER_VERBS)].map(erVerb),
  ...[...new Set(IR_VERBS)].map(irVerb),
];

export interface FormEntry {
  verb: Verb;
  tense: Tense;
  person: number;
}

/** Every finite form, lower case, with the verbs, tenses and persons it is. */
export const FINITE_FORMS: ReadonlyMap<string, readonly FormEntry[]> = (() => {
  const index = new Map<string, FormEntry[]>();
  for (const verb of FRENCH_VERBS)
    for (const tense of TENSES)
      verb.forms[tense].forEach((slot, person) => {
        for (const form of slot.split('/')) {
          if (form.startsWith('-')) continue;
          const entries = index.get(form) ?? [];
          entries.push({ verb, tense, person });
          index.set(form, entries);
        }
      });
  return index;
})();

/** Infinitives and participles (masculine singular), lower case, to their verb. */
export const INFINITIVES: ReadonlyMap<string, Verb> = new Map(
  FRENCH_VERBS.map((verb) => [verb.infinitive, verb]),
);
export const PARTICIPLES: ReadonlyMap<string, Verb> = new Map(
  FRENCH_VERBS.map((verb) => [verb.participle, verb]),
);

/** The first spelling of a slot (paie/paye → paie). */
export function formOf(verb: Verb, tense: Tense, person: number): string | undefined {
  const slot = verb.forms[tense][person];
  if (!slot || slot.startsWith('-')) return undefined;
  return slot.split('/')[0];
}

/** Whether a word is one of the verb's forms for this person in some tense. */
export function isFormFor(word: string, person: number): boolean {
  return (FINITE_FORMS.get(word.toLowerCase()) ?? []).some((entry) => entry.person === person);
}

/**
 * The form a person needs, when the word is a finite form of a known verb for other persons only: the
 * same verb and tense, the first tense in TENSES order where the word is found; undefined when the word
 * is right for the person, unknown, or names different corrections (ils suis: être or suivre).
 */
export function formForPerson(word: string, person: number): string | undefined {
  const lower = word.toLowerCase();
  const entries = FINITE_FORMS.get(lower);
  if (!entries || entries.some((entry) => entry.person === person)) return undefined;
  for (const tense of TENSES) {
    const candidates = new Set(
      entries.filter((entry) => entry.tense === tense).map((entry) => formOf(entry.verb, tense, person)),
    );
    if (candidates.size === 0) continue;
    if (candidates.size > 1 || candidates.has(undefined)) return undefined;
    return [...candidates][0];
  }
  return undefined;
}

/** The verbs and persons a finite word is, in one tense. */
export function entriesIn(word: string, tense: Tense): readonly FormEntry[] {
  return (FINITE_FORMS.get(word.toLowerCase()) ?? []).filter((entry) => entry.tense === tense);
}

/** «je suis» → «j'ai»: a subject with être in the present, as the same subject with avoir. */
export const ETRE_AS_AVOIR_PRESENT: Readonly<Record<string, string>> = {
  'je suis': "j'ai",
  'tu es': 'tu as',
  'il est': 'il a',
  'elle est': 'elle a',
  'on est': 'on a',
  'nous sommes': 'nous avons',
  'vous êtes': 'vous avez',
  'ils sont': 'ils ont',
  'elles sont': 'elles ont',
};

/** The same in the present and the imperfect («j'étais» → «j'avais»). */
export const ETRE_AS_AVOIR: Readonly<Record<string, string>> = {
  ...ETRE_AS_AVOIR_PRESENT,
  "j'étais": "j'avais",
  'tu étais': 'tu avais',
  'il était': 'il avait',
  'elle était': 'elle avait',
  'on était': 'on avait',
  'nous étions': 'nous avions',
  'vous étiez': 'vous aviez',
  'ils étaient': 'ils avaient',
  'elles étaient': 'elles avaient',
};
