/**
 * High-precision rules for mistakes Spanish learners make (decision 072). Each fires only where the
 * pattern cannot be right, so that a correct sentence is never flagged.
 */
import { TAXONOMY_RULES } from './grammar-es-taxonomy.ts';
import { B, E, nounGenders, patternRule, wordList, words, type GrammarRule } from './rules.ts';

const TU_VERBS = [
  'eres',
  'estás',
  'tienes',
  'puedes',
  'quieres',
  'vas',
  'sabes',
  'haces',
  'vives',
  'hablas',
  'trabajas',
  'piensas',
  'crees',
  'dices',
  'prefieres',
  'conoces',
  'necesitas',
  'estabas',
  'eras',
  'fuiste',
  'tenías',
];
const EL_VERBS = [
  'es',
  'está',
  'estaba',
  'era',
  'fue',
  'tiene',
  'tenía',
  'quiere',
  'quería',
  'puede',
  'podía',
  'sabe',
  'sabía',
  'dijo',
  'dice',
  'hizo',
  'va',
  'iba',
  'vive',
  'vivía',
  'trabaja',
  'trabajaba',
];
const SER_TO_ESTAR: Record<string, string> = {
  soy: 'estoy',
  eres: 'estás',
  es: 'está',
  somos: 'estamos',
  sois: 'estáis',
  son: 'están',
};
/** Masculine nouns ending in -a, and feminine nouns learners take for masculine. */
const MASCULINE = [
  'problema',
  'día',
  'mapa',
  'idioma',
  'sistema',
  'programa',
  'tema',
  'clima',
  'planeta',
  'sofá',
];
const FEMININE = [
  'casa',
  'mano',
  'foto',
  'moto',
  'ciudad',
  'noche',
  'calle',
  'clase',
  'leche',
  'carne',
  'llave',
  'mujer',
  'madre',
  'semana',
  'universidad',
  'playa',
  'familia',
];
const INTERROGATIVES: Record<string, string> = {
  donde: 'dónde',
  adonde: 'adónde',
  como: 'cómo',
  cuando: 'cuándo',
  que: 'qué',
  cuanto: 'cuánto',
  cuanta: 'cuánta',
  cuantos: 'cuántos',
  cuantas: 'cuántas',
  quien: 'quién',
  quienes: 'quiénes',
  cual: 'cuál',
  cuales: 'cuáles',
};
const GUSTAR_PLURAL: Record<string, string> = {
  gusta: 'gustan',
  encanta: 'encantan',
  interesa: 'interesan',
  duele: 'duelen',
};

/** The person of each indicative form: 0 yo, 1 tú, 2 él, 3 nosotros, 4 ellos. */
const PERSON = new Map<string, number>();

/**
 * Present indicative → present subjunctive of common verbs, by person (yo, tú, él, nosotros, ellos).
 * Only forms that differ and can be nothing else there: «como» (like, as), «ve» (go! or sees) and «sé»
 * (know, or be!) are left out; regular verbs are generated, the others listed.
 */
const SUBJUNCTIVE: Record<string, string> = {
  ...conjugated('vengo vienes viene venimos vienen', 'venga vengas venga vengamos vengan'),
  ...conjugated('tengo tienes tiene tenemos tienen', 'tenga tengas tenga tengamos tengan'),
  ...conjugated('hago haces hace hacemos hacen', 'haga hagas haga hagamos hagan'),
  ...conjugated('voy vas va vamos van', 'vaya vayas vaya vayamos vayan'),
  ...conjugated('soy eres es somos son', 'sea seas sea seamos sean'),
  ...conjugated('estoy estás está estamos están', 'esté estés esté estemos estén'),
  ...conjugated('puedo puedes puede podemos pueden', 'pueda puedas pueda podamos puedan'),
  ...conjugated('sabes sabe sabemos saben', 'sepas sepa sepamos sepan'),
  ...conjugated('digo dices dice decimos dicen', 'diga digas diga digamos digan'),
  ...conjugated('salgo sales sale salimos salen', 'salga salgas salga salgamos salgan'),
  ...conjugated('pongo pones pone ponemos ponen', 'ponga pongas ponga pongamos pongan'),
  ...conjugated('traigo traes trae traemos traen', 'traiga traigas traiga traigamos traigan'),
  ...conjugated('vuelvo vuelves vuelve volvemos vuelven', 'vuelva vuelvas vuelva volvamos vuelvan'),
  ...conjugated('duermo duermes duerme dormimos duermen', 'duerma duermas duerma durmamos duerman'),
  ...conjugated('pienso piensas piensa pensamos piensan', 'piense pienses piense pensemos piensen'),
  ...conjugated('conozco conoces conoce conocemos conocen', 'conozca conozcas conozca conozcamos conozcan'),
  ...conjugated('busco buscas busca buscamos buscan', 'busque busques busque busquemos busquen'),
  ...conjugated('llego llegas llega llegamos llegan', 'llegue llegues llegue lleguemos lleguen'),
  ...conjugated('pago pagas paga pagamos pagan', 'pague pagues pague paguemos paguen'),
  ...conjugated('empiezo empiezas empieza empezamos empiezan', 'empiece empieces empiece empecemos empiecen'),
  ...conjugated('doy das da damos dan', 'dé des dé demos den'),
  ...conjugated('veo ves vemos', 'vea veas veamos'),
  ...regular('ar', 'habl estudi trabaj llam ayud compr cocin limpi escuch mir tom termin cant bail viaj'),
  ...regular('er', 'beb aprend le corr comprend vend'),
  ...regular('ir', 'escrib viv abr decid sub recib'),
};

/** Forms given as one string each, space-separated, in the order of the persons. */
function conjugated(indicative: string, subjunctive: string): Record<string, string> {
  const from = indicative.split(' ');
  const to = subjunctive.split(' ');
  from.forEach((form, i) => PERSON.set(form, i));
  return Object.fromEntries(from.map((form, i) => [form, to[i]!]));
}

function regular(ending: 'ar' | 'er' | 'ir', stems: string): Record<string, string> {
  const indicative =
    ending === 'ar'
      ? ['o', 'as', 'a', 'amos', 'an']
      : ['o', 'es', 'e', ending === 'er' ? 'emos' : 'imos', 'en'];
  const subjunctive = ending === 'ar' ? ['e', 'es', 'e', 'emos', 'en'] : ['a', 'as', 'a', 'amos', 'an'];
  return Object.assign(
    {},
    ...stems
      .split(' ')
      .map((stem) =>
        conjugated(
          indicative.map((form) => `${stem}${form}`).join(' '),
          subjunctive.map((form) => `${stem}${form}`).join(' '),
        ),
      ),
  ) as Record<string, string>;
}

/** The wisher's person, when the wish is about themselves: «quiero que estudio» wants «quiero estudiar». */
const WISHER: Record<string, number> = {
  quiero: 0,
  espero: 0,
  necesito: 0,
  prefiero: 0,
  quieres: 1,
  necesitas: 1,
  prefieres: 1,
  queremos: 3,
  esperamos: 3,
  necesitamos: 3,
  preferimos: 3,
};

/**
 * Phrases that always take the subjunctive after «que»: wishes, hopes, needs, importance (quiero que
 * vengas). A verb in the indicative right after them, with only a subject pronoun or clitics between,
 * is put in the subjunctive. «Para que» is left out: «¿para que vienes?» is «para qué» without its
 * accent, and the indicative is then right. «Es mejor que» only opens a sentence: after a subject it
 * compares (Juan es mejor que yo). A wish about oneself (quiero que estudio) wants the infinitive, not
 * the subjunctive, and is left alone.
 */
const SUBJUNCTIVE_TRIGGER =
  '(?:quiero|quieres|quiere|queremos|queréis|quieren|espero|esperamos|necesito|necesitas|necesita|necesitamos|prefiero|prefieres|prefiere|preferimos|es\\s+importante|es\\s+necesario|(?<=(?:^|[.!?¿¡]\\s*))es\\s+mejor|antes\\s+de)\\s+que|ojalá(?:\\s+que)?';
const subjunctive = patternRule(
  'es-subjunctive',
  new RegExp(
    `(?<=${B}(?:${SUBJUNCTIVE_TRIGGER})\\s+(?:(?:yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes)\\s+)?(?:(?:no|me|te|le|lo|la|nos|os|les|los|las|se)\\s+){0,2})(${Object.keys(SUBJUNCTIVE).join('|')})${E}`,
    'iu',
  ),
  (match, text) => {
    const verb = match[1]!.toLowerCase();
    const wisher = /(\p{L}+)\s+que\s+(?:\p{L}+\s+){0,3}$/u
      .exec(text.slice(0, match.index))?.[1]
      ?.toLowerCase();
    if (wisher && WISHER[wisher] !== undefined && WISHER[wisher] === PERSON.get(verb)) return undefined;
    return SUBJUNCTIVE[verb];
  },
);

/** «buscar por mis llaves»: buscar takes its object directly. Only with things one looks for, so that «busqué por toda la casa» (all over the house) is left alone. */
const SOUGHT =
  'llaves|llave|gafas|lentes|móvil|teléfono|celular|cartera|billetera|monedero|pasaporte|documentos|perro|perra|gato|gata|libro|cuaderno|paraguas|bolso|mochila|anillo|coche';
const buscarPor = [
  patternRule(
    'es-buscar',
    new RegExp(
      `${B}(busc(?:o|as|a|amos|an|ar|ando|aba|abas|ábamos|aban|aste|ó|aron)|busqué)\\s+por(?=\\s+(?:mis|tus|sus|mi|tu|su|el|la|los|las|nuestros|nuestras|nuestro|nuestra|un|una)\\s+(?:${SOUGHT})${E})`,
      'iu',
    ),
    (match) => match[1]!,
  ),
  patternRule(
    'es-buscar',
    new RegExp(
      `${B}(busc(?:o|as|a|amos|an|ar|ando|aba|abas|ábamos|aban|aste|ó|aron)|busqué)\\s+por(?=\\s+(?:un|una)\\s+(?:trabajo|piso|apartamento|casa|novio|novia|hotel|restaurante)${E})`,
      'iu',
    ),
    (match) => match[1]!,
  ),
];

/**
 * «no se nada»: «se» the pronoun always comes right before a verb or another pronoun, so before «nada»,
 * a question word, an infinitive or the end of the sentence it is «sé», from saber. Only after yo, no,
 * ya, lo, tampoco, también, where «sé» is what learners mean (yo se lo di, ya se fue are right).
 */
const seSaber = patternRule(
  'es-se-saber',
  new RegExp(
    `${B}(yo|no|ya|lo|tampoco|también)\\s+se(?=\\s*(?:[.!?,;…]|$)|\\s+(?:nada|que|qué|si|cómo|como|dónde|donde|cuándo|cuando|quién|quien|cuál|cuánto|cuánta|cuántos|cuántas|mucho|poco|bien|muy|todo|eso|esto|por|\\p{L}+(?:ar|er|ir))${E})`,
    'iu',
  ),
  (match) => `${match[1]} sé`,
);

/**
 * «es mas alta»: after a verb of being, an article, «lo» or a quantity, «mas» is «más» (more); the
 * literary «mas» (but) starts a clause and never stands there.
 */
const masAccent = patternRule(
  'es-mas-accent',
  new RegExp(
    `${B}(es|son|era|eran|fue|fueron|soy|eres|somos|sea|está|están|estoy|estás|estaba|el|la|los|las|lo|poco|mucho|algo|nada|aún|qué|cada\\s+vez)\\s+mas${E}`,
    'iu',
  ),
  (match) => `${match[1]} más`,
);

/**
 * «no tengo mas dinero»: after tener, querer, necesitar or haber and before what is had or wanted, «mas»
 * is «más». The literary «mas» (but) opens a clause: a pronoun, «no» or a conjunction after it is left.
 */
const masAfterVerb = patternRule(
  'es-mas-accent',
  new RegExp(
    `${B}(tengo|tienes|tiene|tenemos|tenéis|tienen|tenía|quiero|quieres|quiere|queremos|queréis|quieren|quería|necesito|necesitas|necesita|necesitamos|necesitáis|necesitan|necesitaba|hay|había|habrá)\\s+mas(?=\\s+(?!(?:no|nunca|tampoco|ni|yo|tú|él|ella|ellos|ellas|nosotros|nosotras|vosotros|vosotras|usted|ustedes|lo|la|los|las|le|les|se|me|te|nos|os|ya|sin|aun|aún|si|cuando|porque|pero|y|o)${E})\\p{L})`,
    'iu',
  ),
  (match) => `${match[1]} más`,
);

/**
 * «Ayer he ido al cine»: a day that is over takes the preterite (fui). The perfect with «ayer» is heard in
 * some regions, the Andes above all, but every norm learners are taught uses the preterite, while the
 * perfect is right with hoy or esta mañana. Only «ayer», «anteayer» or «anoche» opening the sentence,
 * then at most a subject and clitics, then haber and a participle from the list; «desde ayer he estado»
 * and «ayer me dijo que ha ido» are left alone.
 */
const PRETERITE_ENDINGS = { ar: 'é aste ó amos asteis aron', er: 'í iste ió imos isteis ieron' };
const REGULAR_AR =
  'comprar trabajar hablar cenar visitar estudiar llamar escuchar mirar viajar caminar limpiar cocinar terminar ayudar tomar bailar nadar preparar lavar encontrar pasar quedar descansar celebrar invitar olvidar cambiar ganar regresar entrar levantar despertar llegar jugar pagar buscar empezar practicar sacar almorzar';
const REGULAR_ER_IR =
  'comer beber salir vivir aprender recibir conocer subir perder correr vender decidir compartir asistir';
const IRREGULAR_PRETERITE: Record<string, string> = {
  ido: 'fui fuiste fue fuimos fuisteis fueron',
  sido: 'fui fuiste fue fuimos fuisteis fueron',
  visto: 'vi viste vio vimos visteis vieron',
  hecho: 'hice hiciste hizo hicimos hicisteis hicieron',
  dicho: 'dije dijiste dijo dijimos dijisteis dijeron',
  estado: 'estuve estuviste estuvo estuvimos estuvisteis estuvieron',
  tenido: 'tuve tuviste tuvo tuvimos tuvisteis tuvieron',
  puesto: 'puse pusiste puso pusimos pusisteis pusieron',
  venido: 'vine viniste vino vinimos vinisteis vinieron',
  podido: 'pude pudiste pudo pudimos pudisteis pudieron',
  traído: 'traje trajiste trajo trajimos trajisteis trajeron',
  dado: 'di diste dio dimos disteis dieron',
  vuelto: 'volví volviste volvió volvimos volvisteis volvieron',
  escrito: 'escribí escribiste escribió escribimos escribisteis escribieron',
  abierto: 'abrí abriste abrió abrimos abristeis abrieron',
  roto: 'rompí rompiste rompió rompimos rompisteis rompieron',
  leído: 'leí leíste leyó leímos leísteis leyeron',
  dormido: 'dormí dormiste durmió dormimos dormisteis durmieron',
  pedido: 'pedí pediste pidió pedimos pedisteis pidieron',
};
/** Participle → the six preterite forms, yo to ellos. */
const PRETERITE = new Map<string, string[]>(
  Object.entries(IRREGULAR_PRETERITE).map(([participle, forms]) => [participle, forms.split(' ')]),
);
for (const verb of REGULAR_AR.split(' ')) {
  const stem = verb.slice(0, -2);
  const forms = PRETERITE_ENDINGS.ar.split(' ').map((ending) => stem + ending);
  // llegué, busqué, empecé: the yo form keeps the sound of the stem.
  forms[0] = stem.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c') + 'é';
  PRETERITE.set(`${stem}ado`, forms);
}
for (const verb of REGULAR_ER_IR.split(' ')) {
  const stem = verb.slice(0, -2);
  PRETERITE.set(
    `${stem}ido`,
    PRETERITE_ENDINGS.er.split(' ').map((ending) => stem + ending),
  );
}
/** A finished time opening the sentence (ayer, anteayer, anoche), then a subject. */
const AYER_AND_SUBJECT =
  '(?:^|[.!?¡]\\s*)(?:ayer|anteayer|anoche)(?:\\s+por\\s+la\\s+(?:mañana|tarde|noche))?,?\\s+(?:(?:yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes)\\s+)?';
/** That time and subject, then no or clitics: what stands before the verb the rules below correct. */
const AFTER_AYER = `(?<=${AYER_AND_SUBJECT}(?:(?:no|me|te|se|nos|os|le|les|lo|la|los|las)\\s+){0,2})`;
const HABER_PERSON: Record<string, number> = { he: 0, has: 1, ha: 2, hemos: 3, habéis: 4, han: 5 };
const ayerPreterite = patternRule(
  'es-ayer-preterite',
  new RegExp(`${AFTER_AYER}(he|has|ha|hemos|habéis|han)\\s+(\\p{L}+)${E}`, 'iu'),
  (match) => {
    const forms = PRETERITE.get(match[2]!.toLowerCase());
    return forms?.[HABER_PERSON[match[1]!.toLowerCase()]!];
  },
);

/**
 * «Ayer voy al cine», «anoche comemos pizza»: the same finished time with a present. Only action verbs
 * (not ser, estar, tener, poder, querer or saber, whose past is often the imperfect), and not the forms
 * a present shares with the preterite (hablamos, vivimos), nor those that are also a noun or another
 * word (como, camino, estudio, vivo, trabajo). Stem-changing verbs are left out (juego, empiezo), and so
 * is «hace», which also says how long ago.
 */
const PRESENT_ENDINGS = {
  ar: ['o', 'as', 'a', 'amos', 'áis', 'an'],
  er: ['o', 'es', 'e', 'emos', 'éis', 'en'],
  ir: ['o', 'es', 'e', 'imos', 'ís', 'en'],
};
const STEM_CHANGING = new Set([
  'jugar',
  'almorzar',
  'despertar',
  'empezar',
  'encontrar',
  'perder',
  'conocer',
]);
const IRREGULAR_PRESENT: Record<string, [present: string, participle: string]> = {
  ir: ['voy vas va vamos vais van', 'ido'],
  hacer: ['hago haces - hacemos hacéis hacen', 'hecho'],
  ver: ['veo ves ve vemos veis ven', 'visto'],
  decir: ['digo dices dice decimos decís dicen', 'dicho'],
  venir: ['vengo vienes viene venimos venís vienen', 'venido'],
  dar: ['doy das da damos dais dan', 'dado'],
  volver: ['vuelvo vuelves vuelve volvemos volvéis vuelven', 'vuelto'],
  escribir: ['escribo escribes escribe - escribís escriben', 'escrito'],
  leer: ['leo lees lee leemos leéis leen', 'leído'],
  dormir: ['duermo duermes duerme - dormís duermen', 'dormido'],
  salir: ['salgo sales sale - salís salen', 'salido'],
};
/** Present forms that are also nouns, adjectives, «como» (as) or «nada» (nothing): «Ayer, como siempre, llovió». */
const ALSO_NOT_A_VERB = new Set(
  'como camino estudio vivo recibo trabajo paso cambio pago saco olvido regreso descanso limpio ayuda llama llamas toma tomas baile bebe cena cenas compra compras lava quedo entro pasa pasas gana ganas ve nada'.split(
    ' ',
  ),
);
/** A present form → its preterite, for the verbs above. */
const PRETERITE_OF_PRESENT = new Map<string, string>();
/**
 * The forms left out above for being also a noun or another word, with their preterite: after a clitic
 * that only goes with a verb (me, te, se, nos, os, le, les; not lo or la, also articles) they are the
 * verb, as in «Ayer me llama mi madre».
 */
const PRETERITE_AFTER_CLITIC = new Map<string, string>();
for (const verb of [...REGULAR_AR.split(' '), ...REGULAR_ER_IR.split(' ')]) {
  if (STEM_CHANGING.has(verb) || verb in IRREGULAR_PRESENT) continue;
  const stem = verb.slice(0, -2);
  const ending = verb.slice(-2) as 'ar' | 'er' | 'ir';
  const preterite = PRETERITE.get(`${stem}${ending === 'ar' ? 'ado' : 'ido'}`);
  PRESENT_ENDINGS[ending].forEach((suffix, person) => {
    const present = stem + suffix;
    if (!preterite || preterite[person] === present) return;
    (ALSO_NOT_A_VERB.has(present) ? PRETERITE_AFTER_CLITIC : PRETERITE_OF_PRESENT).set(
      present,
      preterite[person]!,
    );
  });
}
for (const [present, participle] of Object.values(IRREGULAR_PRESENT)) {
  const preterite = PRETERITE.get(participle)!;
  present.split(' ').forEach((form, person) => {
    if (form === '-' || preterite[person] === form) return;
    (ALSO_NOT_A_VERB.has(form) ? PRETERITE_AFTER_CLITIC : PRETERITE_OF_PRESENT).set(form, preterite[person]!);
  });
}
/**
 * The preterite of a present after ayer, unless the verb is an aside between commas (Ayer, mira, me pasó
 * algo; Ayer, digo yo, …) or «ir a» with an infinitive, which speaks of what is to come (Ayer, voy a serte sincero…).
 */
function presentAfterAyer(match: RegExpExecArray, text: string, preterites: Map<string, string>) {
  const after = text.slice(match.index + match[1]!.length);
  if (/^(?:\s+(?:yo|tú|él|ella|usted|nosotros|vosotros|ellos|ellas|ustedes))?\s*,/iu.test(after))
    return undefined;
  if (/^\s+a\s+\p{L}+(?:ar|er|ir|ír)(?:me|te|se|lo|la|le|nos|os|los|las|les)?(?!\p{L})/iu.test(after))
    return undefined;
  return preterites.get(match[1]!.toLowerCase());
}
const ayerPresent = patternRule(
  'es-ayer-preterite',
  new RegExp(`${AFTER_AYER}(${[...PRETERITE_OF_PRESENT.keys()].join('|')})${E}`, 'iu'),
  (match, text) => presentAfterAyer(match, text, PRETERITE_OF_PRESENT),
);
const ayerPresentAfterClitic = patternRule(
  'es-ayer-preterite',
  new RegExp(
    `(?<=${AYER_AND_SUBJECT}(?:no\\s+)?(?:me|te|se|nos|os|le|les)\\s+)(${[...PRETERITE_AFTER_CLITIC.keys()].join('|')})${E}`,
    'iu',
  ),
  (match, text) => presentAfterAyer(match, text, PRETERITE_AFTER_CLITIC),
);

/**
 * «Mi hermana tienen dos hijos», «Mis padres vive en Córdoba»: a possessive (or the article, in the
 * plural) and a noun for people, opening the sentence, with the verb straight after. Not ser, which may
 * agree with what follows it (mi alegría son mis hijos), nor a collective such as familia or gente.
 */
const PERSON_NOUN =
  'hermana|hermano|madre|padre|mamá|papá|hijo|hija|novio|novia|amigo|amiga|jefe|jefa|profesor|profesora|abuela|abuelo|tío|tía|primo|prima|esposo|esposa|marido|vecino|vecina';
const SINGULAR_OF_PLURAL: Record<string, string> = {
  tienen: 'tiene',
  están: 'está',
  viven: 'vive',
  trabajan: 'trabaja',
  quieren: 'quiere',
  hablan: 'habla',
  van: 'va',
  estudian: 'estudia',
  hacen: 'hace',
  pueden: 'puede',
  saben: 'sabe',
  conocen: 'conoce',
  comen: 'come',
  necesitan: 'necesita',
};
const PLURAL_PERSON_NOUN =
  'hermanos|hermanas|padres|hijos|hijas|amigos|amigas|abuelos|abuelas|tíos|tías|primos|primas|vecinos|vecinas|compañeros|compañeras|niños|niñas';
const PLURAL_OF_SINGULAR: Record<string, string> = Object.fromEntries(
  Object.entries(SINGULAR_OF_PLURAL).map(([plural, singular]) => [singular, plural]),
);
const OPENING = '(?:^|[.!?]\\s+|[¿¡]\\s*)';
const BETWEEN_SUBJECT_AND_VERB = '(?:(?:también|siempre|nunca|no|ya)\\s+)?';
const personSubjectAgreement = [
  patternRule(
    'es-subject-agreement',
    new RegExp(
      `(?<=${OPENING}(?:mi|tu|su|nuestro|nuestra)\\s+(?:${PERSON_NOUN})(?:\\s+(?:mayor|menor|pequeño|pequeña))?\\s+${BETWEEN_SUBJECT_AND_VERB})(${Object.keys(SINGULAR_OF_PLURAL).join('|')})${E}`,
      'iu',
    ),
    (match) => SINGULAR_OF_PLURAL[match[1]!.toLowerCase()],
  ),
  patternRule(
    'es-plural-agreement',
    new RegExp(
      `(?<=${OPENING}(?:mis|tus|sus|nuestros|nuestras|los|las)\\s+(?:${PLURAL_PERSON_NOUN})(?:\\s+(?:mayores|menores|pequeños|pequeñas))?\\s+${BETWEEN_SUBJECT_AND_VERB})(${Object.keys(PLURAL_OF_SINGULAR).join('|')})${E}`,
      'iu',
    ),
    (match) => PLURAL_OF_SINGULAR[match[1]!.toLowerCase()],
  ),
];

/**
 * «Las casas es muy bonitas», «Mis padres era muy simpáticos»: a plural subject opening the sentence (a
 * plural determiner and a noun in -s), then ser or estar in the singular, then a plural adjective in
 * -os/-as. The plural adjective rules out a singular subject that follows the verb (los lunes es difícil
 * levantarse) and «lo que»-like subjects.
 */
const PLURAL_OF_COPULA: Record<string, string> = {
  es: 'son',
  era: 'eran',
  fue: 'fueron',
  está: 'están',
  estaba: 'estaban',
};
const pluralCopula = patternRule(
  'es-plural-agreement',
  new RegExp(
    `(?<=${OPENING}(?:los|las|mis|tus|sus|nuestros|nuestras|estos|estas|esos|esas)\\s+)(\\p{Ll}+s\\s+${BETWEEN_SUBJECT_AND_VERB})(es|era|fue|está|estaba)(?=\\s+(?:(?:muy|tan|bastante|demasiado|más|un\\s+poco)\\s+)?\\p{Ll}+[oa]s${E})`,
    'iu',
  ),
  // A capital names something (Los Ángeles es…): only a common noun is taken for the subject.
  (match) =>
    /^\p{Lu}/u.test(match[1]!) ? undefined : `${match[1]}${PLURAL_OF_COPULA[match[2]!.toLowerCase()]}`,
);

/** «Mi amigos», «su padres»: the possessive agrees with a plural noun. */
const PLURAL_NOUN_AFTER_POSSESSIVE = `${PLURAL_PERSON_NOUN}|libros|perros|gatos|cosas|clases|zapatos|ojos|plantas|fotos|juegos|vacaciones`;
const possessivePlural = patternRule(
  'es-possessive-plural',
  new RegExp(`${B}(mi|tu|su)(\\s+(?:${PLURAL_NOUN_AFTER_POSSESSIVE}))${E}`, 'iu'),
  (match) => `${match[1]}s${match[2]}`,
);

/**
 * «Voy al playa», «vengo del oficina»: «al» and «del» hold the masculine «el»; before a feminine noun
 * they are «a la» and «de la». Places learners go to; not «casa» or «clase», which mostly go without an
 * article (voy a casa, voy a clase), nor nouns such as «agua» that take «el».
 */
const FEMININE_PLACES = [
  'playa',
  'ciudad',
  'universidad',
  'escuela',
  'oficina',
  'tienda',
  'biblioteca',
  'piscina',
  'montaña',
  'fiesta',
  'iglesia',
  'calle',
  'cocina',
  'farmacia',
  'panadería',
  'estación',
  'plaza',
  'discoteca',
  'reunión',
  'cafetería',
  'peluquería',
  'frutería',
  'carnicería',
  'empresa',
  'fábrica',
  'feria',
];
const feminineContraction = patternRule(
  'es-feminine-contraction',
  new RegExp(`${B}(al|del)(\\s+${words(FEMININE_PLACES)})${E}`, 'iu'),
  (match) => `${match[1]!.toLowerCase() === 'al' ? 'a la' : 'de la'}${match[2]}`,
);

/** «Mi hermana está médica»: a profession (without «de») takes ser. */
const ESTAR_TO_SER: Record<string, string> = {
  estoy: 'soy',
  estás: 'eres',
  está: 'es',
  estamos: 'somos',
  estáis: 'sois',
  están: 'son',
};
const PROFESSION =
  '(?:médic|abogad|ingenier|enfermer|camarer|arquitect|cociner|secretari|veterinari|mecánic|informátic|fontaner|carpinter|panader|bomber)[oa]s?|profesor(?:a|es|as)?|programador(?:a|es|as)?|estudiantes?|periodistas?|dentistas?|policías?|pilotos?|actor|actriz|actores|actrices|dependient[ea]s?';
const serProfession = patternRule(
  'es-ser-profession',
  new RegExp(`${B}(estoy|estás|está|estamos|estáis|están)(\\s+(?:${PROFESSION}))${E}`, 'iu'),
  (match) => `${ESTAR_TO_SER[match[1]!.toLowerCase()]}${match[2]}`,
);

/**
 * «Estoy muy exitado por el viaje»: the English “excited” spelled as Spanish. The learner means
 * «emocionado» («excitado», a word, is mostly sexual arousal, so it is not suggested); the rule owns the
 * non-word so that no spelling lookalike (editado) is offered.
 */
const EXCITED = ['exitado', 'exitada', 'exitados', 'exitadas'];
const excitedFalseFriend: GrammarRule = {
  owns: new Set(EXCITED),
  ...patternRule(
    'es-emocionado',
    new RegExp(`${B}exitad([oa]s?)${E}`, 'iu'),
    (match) => `emocionad${match[1]}`,
  ),
};

/**
 * «Hay mucho gente», «tengo mucho hambre», «muchos personas»: mucho, poco, tanto and demasiado agree
 * with a feminine noun. The singular only where the word cannot be an adverb: opening the sentence or
 * after hay, tener, con or sin (not «me gusta mucho música», which needs its article instead).
 */
const FEMININE_MASS =
  'gente|hambre|sed|prisa|suerte|agua|comida|música|información|paciencia|energía|confianza|experiencia|fuerza|ropa|lluvia|nieve|tarea|fiebre|alegría|razón|tos|basura|leche|fruta|carne|luz';
const FEMININE_PLURAL_NOUNS =
  'personas|cosas|veces|ganas|horas|semanas|casas|chicas|mujeres|ciudades|películas|clases|palabras|preguntas|flores|frutas|amigas|fotos|noticias|ideas|tiendas|calles|canciones|vacaciones|plantas|montañas|playas|lenguas|culturas|empresas|opciones';
const QUANTIFIER_FEMININE: Record<string, string> = {
  mucho: 'mucha',
  poco: 'poca',
  tanto: 'tanta',
  demasiado: 'demasiada',
  muchos: 'muchas',
  pocos: 'pocas',
  tantos: 'tantas',
  demasiados: 'demasiadas',
};
const TENER_FORMS =
  'tengo|tienes|tiene|tenemos|tenéis|tienen|tenía|tenías|teníamos|tenían|tuve|tuviste|tuvo|tuvimos|tuvieron|tendré|tendrás|tendrá';
const quantifierAgreement = [
  patternRule(
    'es-quantifier-agreement',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|[¿¡]\\s*|${B}(?:hay|había|habrá|hubo|${TENER_FORMS}|con|sin)\\s+(?:no\\s+)?))(mucho|poco|tanto|demasiado)(\\s+(?:${FEMININE_MASS}))${E}`,
      'iu',
    ),
    (m) => `${QUANTIFIER_FEMININE[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'es-quantifier-agreement',
    new RegExp(`${B}(muchos|pocos|tantos|demasiados)(\\s+(?:${FEMININE_PLURAL_NOUNS}))${E}`, 'iu'),
    (m) => `${QUANTIFIER_FEMININE[m[1]!.toLowerCase()]}${m[2]}`,
  ),
];

/**
 * «Tengo muy hambre», «tengo muy frío»: after tener, hambre, sed, sueño, miedo, frío, calor, prisa,
 * suerte and razón are nouns, so «very» is mucho or mucha.
 */
const TENER_NOUN_GENDER: Record<string, 'mucho' | 'mucha'> = {
  hambre: 'mucha',
  sed: 'mucha',
  prisa: 'mucha',
  suerte: 'mucha',
  razón: 'mucha',
  sueño: 'mucho',
  miedo: 'mucho',
  frío: 'mucho',
  calor: 'mucho',
  cuidado: 'mucho',
};
const tenerMuy = patternRule(
  'es-tener-mucho',
  new RegExp(
    `(?<=${B}(?:${TENER_FORMS})\\s+)muy(\\s+(${Object.keys(TENER_NOUN_GENDER).join('|')}))${E}`,
    'iu',
  ),
  (m) => `${TENER_NOUN_GENDER[m[2]!.toLowerCase()]}${m[1]}`,
);

/**
 * «Soy 25 años»: age takes tener. Only soy, eres and somos, and only where the age ends the clause
 * (son 25 años can be a length of time: ya son 25 años de casados; «estoy 3 años aquí» wants «llevo»).
 */
const TENER_OF: Record<string, string> = { soy: 'tengo', eres: 'tienes', somos: 'tenemos' };
const NUMBER_WORD =
  '(?:\\d{1,3}|un|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien)(?:\\s+y\\s+(?:un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve))?';
const ageWithSer = patternRule(
  'es-age-tener',
  new RegExp(
    `${B}(soy|eres|somos)(\\s+${NUMBER_WORD}\\s+años)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:y|de\\s+edad)${E})`,
    'iu',
  ),
  (m) => `${TENER_OF[m[1]!.toLowerCase()]}${m[2]}`,
);

/**
 * «Yo gusto el chocolate»: what is liked is the subject of gustar, so the learner is «me»: me gusta el
 * chocolate, me gustan los perros, me gusta bailar.
 */
const PLURAL_DETERMINER = /^(?:los|las|mis|tus|sus|nuestros|nuestras|estos|estas|esos|esas)$/iu;
const yoGusto = patternRule(
  'es-gustar-yo',
  new RegExp(
    `${B}yo\\s+(no\\s+)?gusto(?:\\s+de)?(?=\\s+(el|la|los|las|mi|tu|su|mis|tus|sus|nuestros|nuestras|este|esta|estos|estas|ese|esa|esos|esas|\\p{L}+(?:ar|er|ir))${E})`,
    'iu',
  ),
  (m) => `${m[1] ? 'no ' : ''}me ${PLURAL_DETERMINER.test(m[2]!) ? 'gustan' : 'gusta'}`,
);

/**
 * «Me duele mi cabeza», «le duelen sus pies»: with «doler» the clitic already says whose, so the body part
 * takes the article (me duele la cabeza). Only a possessive straight before a part of the body.
 */
const BODY_PARTS: Record<string, 'el' | 'la' | 'los' | 'las'> = {
  cabeza: 'la',
  espalda: 'la',
  pierna: 'la',
  piernas: 'las',
  mano: 'la',
  manos: 'las',
  garganta: 'la',
  muela: 'la',
  muelas: 'las',
  oreja: 'la',
  orejas: 'las',
  rodilla: 'la',
  rodillas: 'las',
  barriga: 'la',
  tripa: 'la',
  nariz: 'la',
  boca: 'la',
  muñeca: 'la',
  cara: 'la',
  estómago: 'el',
  brazo: 'el',
  brazos: 'los',
  pie: 'el',
  pies: 'los',
  diente: 'el',
  dientes: 'los',
  oído: 'el',
  oídos: 'los',
  cuello: 'el',
  ojo: 'el',
  ojos: 'los',
  pecho: 'el',
  hombro: 'el',
  hombros: 'los',
  dedo: 'el',
  dedos: 'los',
  tobillo: 'el',
  tobillos: 'los',
  codo: 'el',
  cuerpo: 'el',
};
const POSSESSIVE_OF_CLITIC: Record<string, readonly string[]> = {
  me: ['mi', 'mis'],
  te: ['tu', 'tus'],
  le: ['su', 'sus'],
  les: ['su', 'sus'],
  nos: ['nuestro', 'nuestra', 'nuestros', 'nuestras'],
  os: [],
};
const bodyArticle = patternRule(
  'es-body-article',
  new RegExp(
    `(?<=${B}(me|te|le|nos|os|les)\\s+(?:duele|duelen|dolía|dolían|dolió|dolieron|ha\\s+dolido|han\\s+dolido)\\s+(?:(?:mucho|muchísimo|bastante|un\\s+poco)\\s+)?)(mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras)\\s+(${Object.keys(BODY_PARTS).join('|')})${E}`,
    'iu',
  ),
  (match, text) => {
    const [, clitic, possessive, part] = match as unknown as string[];
    // The possessive must be the clitic's own person: in «me duelen tus ojos» the eyes are someone else's.
    if (!POSSESSIVE_OF_CLITIC[clitic!.toLowerCase()]!.includes(possessive!.toLowerCase())) return undefined;
    // A contrast needs the possessive: «me duele mi pierna, no la tuya», «la otra está bien».
    const rest = text.slice(match.index + match[0].length).split(/[.!?]/u)[0]!;
    if (
      /(?<!\p{L})(?:mí[oa]s?|tuy[oa]s?|suy[oa]s?|nuestr[oa]s?|vuestr[oa]s?|otr[oa]s?)(?!\p{L})/iu.test(rest)
    )
      return undefined;
    return `${BODY_PARTS[part!.toLowerCase()]} ${part}`;
  },
);

/**
 * «No tengo ningún problemas», «ninguna personas»: «ningún» and «ninguna» go with a singular noun. Only
 * nouns in -os after «ningún» and in -as after «ninguna» (or a masculine in -a, a feminine in -o, from a
 * list), so the gender is already right; not nouns that end in -s in the singular (el cumpleaños,
 * el paraguas, el caos), nor a noun with a plural word after it (ningún días libres).
 */
const MASCULINE_IN_A = new Set(
  'problema tema sistema idioma programa día mapa clima planeta drama poema dilema'.split(' '),
);
const FEMININE_IN_O = new Set('mano foto moto radio'.split(' '));
const SINGULAR_IN_S = new Set(
  'caos cosmos atlas cumpleaños microondas mecenas aguafiestas termos'.split(' '),
);
const COMPOUND_IN_S =
  /^(?:abre|atrapa|calienta|corta|cubre|cuenta|chupa|espanta|guarda|lanza|lava|limpia|mata|para|parte|pasa|pica|pinta|pisa|porta|posa|quema|quita|rasca|rompe|saca|salta|salva|tapa|tira|toca|trota)\p{L}+s$/u;
const ningunPlural = patternRule(
  'es-ningun-singular',
  new RegExp(`(?<=${B}(?:(ningún)|(ninguna))\\s+)(\\p{L}+(?:os|as))${E}`, 'iu'),
  (match, text) => {
    const [, masculine, feminine, noun] = match as unknown as (string | undefined)[];
    const word = noun!.toLowerCase();
    if (SINGULAR_IN_S.has(word) || COMPOUND_IN_S.test(word)) return undefined;
    // A plural adjective after it (ningún días libres) would need changing too: left alone.
    if (/^\s+\p{L}+s(?!\p{L})/u.test(text.slice(match.index + noun!.length))) return undefined;
    const singular = noun!.slice(0, -1);
    const ending = word.slice(-2);
    if (masculine && (ending === 'os' || MASCULINE_IN_A.has(word.slice(0, -1)))) return singular;
    if (feminine && (ending === 'as' || FEMININE_IN_O.has(word.slice(0, -1)))) return singular;
    return undefined;
  },
);

/**
 * «Si tendría dinero, viajaría»: a condition that is not met takes the imperfect subjunctive (si tuviera),
 * never the conditional, which belongs to the other half. Only a «si» opening the sentence, then at most
 * «no», a subject (a pronoun, or a possessive or article with its noun) and clitics, then a conditional
 * from the list, with a comma later in the sentence and a conditional (-ría, -rían…) after it: the shape
 * of an unreal condition. «No sé si podría ir» (whether) has no «si» opening the sentence, «Sí, podría»
 * (yes) has its comma straight after «sí», and «Si el día sería bueno, nadie lo sabía» (whether, put
 * first) has an imperfect after its comma.
 */
const CONDITIONAL_STEMS: Record<string, string> = {
  tendr: 'tuvie',
  podr: 'pudie',
  ser: 'fue',
  ir: 'fue',
  estar: 'estuvie',
  har: 'hicie',
  querr: 'quisie',
  sabr: 'supie',
  habr: 'hubie',
  dir: 'dije',
  vendr: 'vinie',
  pondr: 'pusie',
  saldr: 'salie',
  vivir: 'vivie',
  comer: 'comie',
  ver: 'vie',
  dar: 'die',
  conocer: 'conocie',
  hablar: 'habla',
  trabajar: 'trabaja',
  ganar: 'gana',
  estudiar: 'estudia',
  viajar: 'viaja',
  comprar: 'compra',
  necesitar: 'necesita',
  encontrar: 'encontra',
  llegar: 'llega',
};
/** A conditional's endings, longest first. */
const CONDITIONAL_ENDING = 'íamos|íais|ías|ían|ía';
const CONDITIONAL = new RegExp(`^(\\p{L}+?)(${CONDITIONAL_ENDING})$`, 'u');
const STRESSED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
/** The -ra form of a conditional (tendría → tuviera, hablaríamos → habláramos). */
function imperfectSubjunctive(conditional: string): string | undefined {
  const match = CONDITIONAL.exec(conditional.toLowerCase());
  const stem = match && CONDITIONAL_STEMS[match[1]!];
  if (!stem) return undefined;
  const ending = match[2]!.slice(1).replace(/^a/, 'ra'); // ía → ra, ías → ras, íamos → ramos, …
  // nosotros stresses the vowel before -ramos: tuviéramos, fuéramos, habláramos.
  return ending === 'ramos' ? stem.replace(/[aeiou]$/u, (vowel) => STRESSED[vowel]!) + ending : stem + ending;
}
const siConditional = patternRule(
  'es-si-conditional',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)Si\\s+(?:no\\s+)?(?:(?:yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes|(?:mi|mis|tu|tus|su|sus|el|la|los|las)\\s+\\p{L}+)\\s+)?(?:(?:me|te|se|nos|os|le|les|lo|la|los|las)\\s+)?)(\\p{L}+(?:${CONDITIONAL_ENDING}))${E}(?=[^.!?]*,[^.!?]*\\p{L}r(?:${CONDITIONAL_ENDING})${E})`,
    'u',
  ),
  (match) => imperfectSubjunctive(match[1]!),
);

/**
 * Nouns learners describe most, by gender: an adjective right after one of these (or after «es», «está»…
 * following it) agrees with it. A closed list, so that the word before the adjective is known to be a
 * noun and not a verb after a clitic («la esperé sentado») or «él» written without its accent. Nouns
 * whose gender varies (el/la radio, el/la mar) are not in it.
 */
const FEMININE_NOUNS = wordList(`
  casa comida ciudad película playa habitación calle mesa camisa camiseta ropa chaqueta falda puerta
  ventana cocina familia madre hermana hija amiga novia profesora escuela clase universidad semana
  noche vida gente música fiesta cama silla sopa fruta cerveza pizza carne leche foto mano moto
  tienda montaña isla iglesia plaza bicicleta computadora mochila maleta cabeza pierna boca nariz
  piel voz idea pregunta respuesta historia novela canción serie tarea oficina empresa reunión cena
  paella tortilla ensalada manzana abuela tía prima vecina chica niña mujer señora perra gata flor
  luz noticia lengua palabra carta libreta lámpara biblioteca farmacia estación vez hora tarde
  mañana temporada primavera cosa persona situación experiencia comunidad
`);
const MASCULINE_NOUNS = wordList(`
  coche carro libro perro gato día año mes problema mapa idioma tema sistema programa clima hotel
  restaurante parque museo barrio pueblo país trabajo viaje hermano padre hijo amigo novio profesor
  abuelo tío primo vecino chico niño hombre señor vestido pantalón zapato sombrero abrigo jardín
  edificio apartamento piso cuarto baño dormitorio sofá teléfono móvil ordenador examen curso
  ejercicio plato postre café vino pan pescado pollo arroz queso helado desayuno almuerzo pelo ojo
  brazo pie río lago cielo sol tiempo fin verano invierno otoño lunes fútbol deporte equipo partido
  juego regalo cumpleaños concierto viernes sábado domingo colegio instituto mercado supermercado
  centro camino tren autobús avión vuelo billete boleto precio dinero color lugar momento mundo
`);
function pluralOf(noun: string): string {
  if (/[aeiouéáó]$/u.test(noun)) return `${noun}s`;
  if (/z$/u.test(noun)) return `${noun.slice(0, -1)}ces`;
  if (/ón$/u.test(noun)) return `${noun.slice(0, -2)}ones`;
  if (/[sx]$/u.test(noun)) return noun;
  return `${noun}es`;
}
const NOUN_GENDER = nounGenders(FEMININE_NOUNS, MASCULINE_NOUNS, pluralOf);
/**
 * Adjectives with the four regular forms (-o, -a, -os, -as), none of them also an adverb (barato, caro,
 * rápido, claro are not here). Those that describe things fire right after the noun; those that also
 * describe people fire only after «es», «está»… following the noun, since right after an object they
 * may describe the speaker (terminé la tarea cansado, volví a la casa sucio).
 */
const THING_ADJECTIVES = wordList(`
  bonit nuev blanc negr roj amarill morad larg modern antigu típic cómod incómod oscur abiert cerrad
  rot precios hermos estupend perfect delicios sabros famos maravillos peligros últim próxim pasad
  enter favorit lind mexican italian american
`);
const PERSON_ADJECTIVES = wordList(`
  cansad aburrid divertid content enferm nervios preocupad enfadad enojad ocupad tranquil simpátic
  antipátic guap gord delgad seri sincer honest generos mal extrañ limpi suci llen vací frí viej
  pequeñ fe
`);
/** Determiners before the noun, with the gender they show (possessives like «mi» show none). */
const DETERMINER_GENDER: Record<string, 'm' | 'f' | undefined> = {
  ...Object.fromEntries(
    wordList('el los un unos este estos ese esos nuestro nuestros').map((word) => [word, 'm' as const]),
  ),
  ...Object.fromEntries(
    wordList('la las una unas esta estas esa esas nuestra nuestras').map((word) => [word, 'f' as const]),
  ),
  ...Object.fromEntries(wordList('mi mis tu tus su sus').map((word) => [word, undefined])),
};
const DETERMINERS = Object.keys(DETERMINER_GENDER).join('|');
const COPULAS = 'es|está|era|estaba|fue|son|están|eran|estaban|fueron|parece|parecen|parecía|parecían';
const PLURAL_COPULA = /^(?:son|están|eran|estaban|fueron|parecen|parecían)$/iu;
const DEGREE = '(?:(?:muy|tan|bastante|demasiado|un\\s+poco|súper|super|algo)\\s+)?';
const PREPOSITION_BEFORE =
  /(?:^|[^\p{L}])(?:en|para|por|con|de|del|al|a|desde|sobre|sin|hacia|entre|según|durante|que)\s*$/iu;
const adjectiveAgreement = patternRule(
  'es-adjective-agreement',
  new RegExp(
    `(?<=${B}(${DETERMINERS})\\s+(\\p{L}+)\\s+(?:(${COPULAS})\\s+${DEGREE})?)(${[...THING_ADJECTIVES, ...PERSON_ADJECTIVES].join('|')})(o|a|os|as)${E}`,
    // d: the determiner's position, to read what comes before it.
    'diu',
  ),
  (m, text) => {
    const [, determiner, noun, copula, stem, ending] = m as unknown as string[];
    const known = NOUN_GENDER.get(noun!.toLowerCase());
    if (!known) return undefined;
    // An article of the other gender is the article's mistake (es-gender), not the adjective's.
    const shown = DETERMINER_GENDER[determiner!.toLowerCase()];
    if (shown && shown !== known.gender) return undefined;
    const plural = ending!.toLowerCase().endsWith('s');
    if (plural !== known.plural) return undefined;
    if (ending!.toLowerCase().startsWith('a') === (known.gender === 'f')) return undefined;
    // The noun after «de» (el hermano de mi madre está cansado) is not the one the adjective describes;
    // nor, before «es», «está»…, is a noun after any preposition (en la montaña es peligroso nadar).
    const before = text.slice(0, m.indices![1]![0]);
    if (copula ? PREPOSITION_BEFORE.test(before) : /(?:^|[^\p{L}])(?:de|del)\s*$/iu.test(before))
      return undefined;
    if (copula) {
      // «Es peligroso nadar», «es bonito que…»: an impersonal «es», not the noun's.
      const after = text.slice(m.index + m[0].length);
      if (/^\s+(?:\p{L}+(?:ar|er|ir)(?:se|lo|la|los|las|le|les)?|que|de)(?!\p{L})/iu.test(after))
        return undefined;
      if (PLURAL_COPULA.test(copula) !== known.plural) return undefined;
    } else if (!THING_ADJECTIVES.includes(stem!.toLowerCase())) {
      return undefined;
    }
    return `${stem}${known.gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''}`;
  },
);

/** «más mejor», «más peor»: mejor and peor are already comparatives (not «más mayor», said in Spain). */
const masMejor = patternRule(
  'es-mas-mejor',
  new RegExp(`${B}más\\s+(mejor|mejores|peor|peores)${E}`, 'iu'),
  (m) => m[1]!,
);

/**
 * «Estoy aquí desde tres semanas»: a length of time up to now takes «desde hace» (desde hace tres
 * semanas); «desde» alone takes a point in time (desde 2020, desde el lunes). Not before antes,
 * después, atrás or hasta («desde una semana antes del viaje»).
 */
const desdeHace = patternRule(
  'es-desde-hace',
  new RegExp(
    `${B}desde(\\s+(?:un|una|unos|unas|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|muchos|muchas|varios|varias|\\d+)\\s+(?:minutos?|horas?|días?|semanas?|meses|mes|años?))${E}(?!\\s+(?:antes|después|atrás|hasta)${E})`,
    'iu',
  ),
  (m) => `desde hace${m[1]}`,
);

export const SPANISH_RULES: readonly GrammarRule[] = [
  bodyArticle,
  ningunPlural,
  // «tu» is the possessive; before a verb, or alone at the end of a question, it is the pronoun «tú».
  patternRule('es-tu-pronoun', new RegExp(`${B}tu(\\s+${words(TU_VERBS)})${E}`, 'iu'), (m) => `tú${m[1]}`),
  patternRule('es-tu-pronoun', new RegExp(`${B}(y|e)\\s+tu(?=\\s*[?!])`, 'iu'), (m) => `${m[1]} tú`),
  // «el» is the article; before a verb it is the pronoun «él».
  patternRule('es-el-pronoun', new RegExp(`${B}el(\\s+${words(EL_VERBS)})${E}`, 'iu'), (m) => `él${m[1]}`),
  // «esta» is the demonstrative; before a place, a state or a gerund it is the verb «está».
  patternRule(
    'es-esta-verb',
    new RegExp(
      `${B}esta(\\s+(?:en|aquí|allí|ahí|bien|mal|muy|lejos|cerca|cansad[oa]s?|enferm[oa]s?|content[oa]s?|list[oa]s?|(?!mundo|segundo|fondo)\\p{L}+ndo))${E}`,
      'iu',
    ),
    (m) => `está${m[1]}`,
  ),
  // Moods and fixed phrases take «estar»: estar cansado, contento, enfadado, preocupado, de acuerdo.
  patternRule(
    'es-ser-estar',
    new RegExp(
      `${B}(soy|eres|somos|sois)(\\s+(?:muy\\s+|tan\\s+|bastante\\s+)?(?:cansad|content|enfadad|preocupad)[oa]s?)${E}`,
      'iu',
    ),
    (m) => `${SER_TO_ESTAR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'es-ser-estar',
    new RegExp(`${B}(es|son)(\\s+(?:muy\\s+|tan\\s+|bastante\\s+)?(?:content|enfadad)[oa]s?)${E}`, 'iu'),
    (m) => `${SER_TO_ESTAR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  patternRule(
    'es-ser-estar',
    new RegExp(`${B}(soy|eres|es|somos|sois|son)(\\s+de\\s+acuerdo)${E}`, 'iu'),
    (m) => `${SER_TO_ESTAR[m[1]!.toLowerCase()]}${m[2]}`,
  ),
  // a + el → al, de + el → del (not before the pronoun «él» nor a name such as El Salvador).
  patternRule('es-contraction', new RegExp(`${B}(a|de)\\s+el${E}`, 'u'), (m) =>
    m[1] === 'a' ? 'al' : 'del',
  ),
  patternRule('es-contraction', new RegExp(`${B}(A|De)\\s+el${E}`, 'u'), (m) =>
    m[1] === 'A' ? 'Al' : 'Del',
  ),
  // Nouns whose gender learners get wrong, only right after an article.
  patternRule('es-gender', new RegExp(`${B}(la|una)(\\s+${words(MASCULINE)})${E}`, 'iu'), (m) =>
    m[1]!.toLowerCase() === 'la' ? `el${m[2]}` : `un${m[2]}`,
  ),
  patternRule('es-gender', new RegExp(`${B}(el|un)(\\s+${words(FEMININE)})${E}`, 'iu'), (m) =>
    m[1]!.toLowerCase() === 'el' ? `la${m[2]}` : `una${m[2]}`,
  ),
  // A question word right after «¿» carries its accent.
  patternRule(
    'es-question-accent',
    new RegExp(`(¿\\s*)(${Object.keys(INTERROGATIVES).join('|')})${E}`, 'iu'),
    (m) => `${m[1]}${INTERROGATIVES[m[2]!.toLowerCase()]}`,
  ),
  // gustar, encantar, interesar, doler agree with the plural thing liked, also with an adverb between
  // (me gusta mucho los perros); not before a time (me gusta los domingos ir al cine).
  patternRule(
    'es-gustar-plural',
    new RegExp(
      `${B}(me|te|le|nos|os|les)\\s+(gusta|encanta|interesa|duele)(\\s+(?:(?:mucho|muchísimo|más|también|tanto|bastante)\\s+)?(?:los|las|mis|tus|sus|estos|estas|esos|esas|nuestros|nuestras))${E}(?!\\s+(?:lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines|días|mañanas|tardes|noches|veranos|inviernos)${E})`,
      'iu',
    ),
    (m) => `${m[1]} ${GUSTAR_PLURAL[m[2]!.toLowerCase()]}${m[3]}`,
  ),
  subjunctive,
  ...buscarPor,
  seSaber,
  masAccent,
  masAfterVerb,
  ayerPreterite,
  ayerPresent,
  ayerPresentAfterClitic,
  ...personSubjectAgreement,
  pluralCopula,
  possessivePlural,
  feminineContraction,
  serProfession,
  excitedFalseFriend,
  ...quantifierAgreement,
  tenerMuy,
  ageWithSer,
  yoGusto,
  siConditional,
  adjectiveAgreement,
  masMejor,
  desdeHace,
  ...TAXONOMY_RULES,
];
