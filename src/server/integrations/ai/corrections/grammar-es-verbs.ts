/**
 * A small Spanish conjugator for the rules of grammar-es-taxonomy.ts: the forms of the verbs learners
 * use most, by tense and person, so that a rule can tell a verb form from any other word and give its
 * counterpart (present → subjunctive, future → present, gerund → infinitive…). Persons are numbered
 * 0 yo, 1 tú, 2 él, 3 nosotros, 4 vosotros, 5 ellos.
 */

export type Tense =
  'present' | 'subjunctive' | 'preterite' | 'imperfect' | 'future' | 'conditional' | 'pastSubjunctive';
export const TENSES: readonly Tense[] = [
  'present',
  'subjunctive',
  'preterite',
  'imperfect',
  'future',
  'conditional',
  'pastSubjunctive',
];

export interface Verb {
  infinitive: string;
  forms: Record<Tense, string[]>;
  gerund: string;
  participle: string;
  /** The affirmative tú command. */
  imperative: string;
}

const ENDINGS = {
  ar: {
    present: 'o as a amos áis an',
    subjunctive: 'e es e emos éis en',
    preterite: 'é aste ó amos asteis aron',
    imperfect: 'aba abas aba ábamos abais aban',
  },
  er: {
    present: 'o es e emos éis en',
    subjunctive: 'a as a amos áis an',
    preterite: 'í iste ió imos isteis ieron',
    imperfect: 'ía ías ía íamos íais ían',
  },
  ir: {
    present: 'o es e imos ís en',
    subjunctive: 'a as a amos áis an',
    preterite: 'í iste ió imos isteis ieron',
    imperfect: 'ía ías ía íamos íais ían',
  },
};
const FUTURE = 'é ás á emos éis án'.split(' ');
const CONDITIONAL = 'ía ías ía íamos íais ían'.split(' ');
const split = (forms: string) => forms.split(' ');

/** Replaces the last occurrence of a vowel in the stem (the stressed one of stem-changing verbs). */
function changeStem(stem: string, from: string, to: string): string {
  const at = stem.lastIndexOf(from);
  return at < 0 ? stem : stem.slice(0, at) + to + stem.slice(at + from.length);
}

/** Spelling that keeps the sound of the stem before e (busqu-, llegu-, empec-) or a/o (escoj-, conozc-). */
function beforeE(stem: string): string {
  return stem.replace(/c$/u, 'qu').replace(/g$/u, 'gu').replace(/z$/u, 'c');
}

interface Irregular {
  present?: string;
  subjunctive?: string;
  preterite?: string;
  imperfect?: string;
  /** The stem of the future and conditional (tendr-). */
  futureStem?: string;
  gerund?: string;
  participle?: string;
  imperative?: string;
  /** Stem change: ie, ue, i (pensar:ie, volver:ue, pedir:i), or zc (conocer). */
  change?: 'ie' | 'ue' | 'i' | 'zc' | 'y';
}

const IRREGULAR: Record<string, Irregular> = {
  ser: {
    present: 'soy eres es somos sois son',
    subjunctive: 'sea seas sea seamos seáis sean',
    preterite: 'fui fuiste fue fuimos fuisteis fueron',
    imperfect: 'era eras era éramos erais eran',
    imperative: 'sé',
  },
  estar: {
    present: 'estoy estás está estamos estáis están',
    subjunctive: 'esté estés esté estemos estéis estén',
    preterite: 'estuve estuviste estuvo estuvimos estuvisteis estuvieron',
  },
  ir: {
    present: 'voy vas va vamos vais van',
    subjunctive: 'vaya vayas vaya vayamos vayáis vayan',
    preterite: 'fui fuiste fue fuimos fuisteis fueron',
    imperfect: 'iba ibas iba íbamos ibais iban',
    gerund: 'yendo',
    imperative: 've',
  },
  haber: {
    present: 'he has ha hemos habéis han',
    subjunctive: 'haya hayas haya hayamos hayáis hayan',
    preterite: 'hube hubiste hubo hubimos hubisteis hubieron',
    futureStem: 'habr',
  },
  tener: {
    present: 'tengo tienes tiene tenemos tenéis tienen',
    subjunctive: 'tenga tengas tenga tengamos tengáis tengan',
    preterite: 'tuve tuviste tuvo tuvimos tuvisteis tuvieron',
    futureStem: 'tendr',
    imperative: 'ten',
  },
  hacer: {
    present: 'hago haces hace hacemos hacéis hacen',
    subjunctive: 'haga hagas haga hagamos hagáis hagan',
    preterite: 'hice hiciste hizo hicimos hicisteis hicieron',
    futureStem: 'har',
    participle: 'hecho',
    imperative: 'haz',
  },
  poder: {
    change: 'ue',
    preterite: 'pude pudiste pudo pudimos pudisteis pudieron',
    futureStem: 'podr',
    gerund: 'pudiendo',
  },
  querer: {
    change: 'ie',
    preterite: 'quise quisiste quiso quisimos quisisteis quisieron',
    futureStem: 'querr',
  },
  decir: {
    present: 'digo dices dice decimos decís dicen',
    subjunctive: 'diga digas diga digamos digáis digan',
    preterite: 'dije dijiste dijo dijimos dijisteis dijeron',
    futureStem: 'dir',
    participle: 'dicho',
    gerund: 'diciendo',
    imperative: 'di',
  },
  venir: {
    present: 'vengo vienes viene venimos venís vienen',
    subjunctive: 'venga vengas venga vengamos vengáis vengan',
    preterite: 'vine viniste vino vinimos vinisteis vinieron',
    futureStem: 'vendr',
    gerund: 'viniendo',
    imperative: 'ven',
  },
  poner: {
    present: 'pongo pones pone ponemos ponéis ponen',
    subjunctive: 'ponga pongas ponga pongamos pongáis pongan',
    preterite: 'puse pusiste puso pusimos pusisteis pusieron',
    futureStem: 'pondr',
    participle: 'puesto',
    imperative: 'pon',
  },
  salir: {
    present: 'salgo sales sale salimos salís salen',
    subjunctive: 'salga salgas salga salgamos salgáis salgan',
    futureStem: 'saldr',
    imperative: 'sal',
  },
  saber: {
    present: 'sé sabes sabe sabemos sabéis saben',
    subjunctive: 'sepa sepas sepa sepamos sepáis sepan',
    preterite: 'supe supiste supo supimos supisteis supieron',
    futureStem: 'sabr',
  },
  dar: {
    present: 'doy das da damos dais dan',
    subjunctive: 'dé des dé demos deis den',
    preterite: 'di diste dio dimos disteis dieron',
  },
  ver: {
    present: 'veo ves ve vemos veis ven',
    subjunctive: 'vea veas vea veamos veáis vean',
    preterite: 'vi viste vio vimos visteis vieron',
    imperfect: 'veía veías veía veíamos veíais veían',
    participle: 'visto',
  },
  traer: {
    present: 'traigo traes trae traemos traéis traen',
    subjunctive: 'traiga traigas traiga traigamos traigáis traigan',
    preterite: 'traje trajiste trajo trajimos trajisteis trajeron',
    gerund: 'trayendo',
  },
  caer: {
    present: 'caigo caes cae caemos caéis caen',
    subjunctive: 'caiga caigas caiga caigamos caigáis caigan',
    preterite: 'caí caíste cayó caímos caísteis cayeron',
    gerund: 'cayendo',
  },
  oír: {
    present: 'oigo oyes oye oímos oís oyen',
    subjunctive: 'oiga oigas oiga oigamos oigáis oigan',
    preterite: 'oí oíste oyó oímos oísteis oyeron',
    gerund: 'oyendo',
  },
  leer: { preterite: 'leí leíste leyó leímos leísteis leyeron', gerund: 'leyendo', participle: 'leído' },
  creer: {
    preterite: 'creí creíste creyó creímos creísteis creyeron',
    gerund: 'creyendo',
    participle: 'creído',
  },
  conducir: { change: 'zc', preterite: 'conduje condujiste condujo condujimos condujisteis condujeron' },
  traducir: { change: 'zc', preterite: 'traduje tradujiste tradujo tradujimos tradujisteis tradujeron' },
  construir: { change: 'y' },
  destruir: { change: 'y' },
  incluir: { change: 'y' },
  seguir: {
    present: 'sigo sigues sigue seguimos seguís siguen',
    subjunctive: 'siga sigas siga sigamos sigáis sigan',
    change: 'i',
  },
  conseguir: {
    present: 'consigo consigues consigue conseguimos conseguís consiguen',
    subjunctive: 'consiga consigas consiga consigamos consigáis consigan',
    change: 'i',
  },
  escribir: { participle: 'escrito' },
  describir: { participle: 'descrito' },
  abrir: { participle: 'abierto' },
  cubrir: { participle: 'cubierto' },
  descubrir: { participle: 'descubierto' },
  romper: { participle: 'roto' },
  volver: { change: 'ue', participle: 'vuelto' },
  devolver: { change: 'ue', participle: 'devuelto' },
  resolver: { change: 'ue', participle: 'resuelto' },
  morir: { change: 'ue', participle: 'muerto' },
};

/** Verbs conjugated regularly, with their stem change after a colon. */
const REGULAR = `
  hablar trabajar estudiar comprar llamar escuchar mirar viajar caminar limpiar cocinar terminar ayudar
  tomar bailar nadar preparar lavar pasar quedar descansar celebrar invitar olvidar cambiar ganar regresar
  entrar levantar llegar pagar buscar practicar sacar tocar explicar necesitar esperar cantar visitar
  cenar desayunar usar gustar encantar interesar importar molestar faltar preocupar quejar duchar bañar
  peinar maquillar casar divorciar enamorar enfadar enojar relajar aburrir divertir:ie alegrar llevar
  dejar amar odiar ahorrar gastar alquilar manejar montar pintar dibujar saludar abrazar besar cuidar
  acostumbrar arreglar aprobar:ue suspender conocer:zc parecer:zc crecer:zc nacer:zc ofrecer:zc
  agradecer:zc desaparecer:zc merecer:zc obedecer:zc operar cocinar aprobar:ue organizar apagar olvidar mandar enviar regalar prestar contestar responder intentar tratar acabar llenar mejorar
  comer beber aprender comprender correr vender deber leer creer meter responder romper toser temer
  vivir escribir abrir recibir subir decidir compartir asistir existir permitir discutir describir
  cubrir descubrir sufrir ocurrir imprimir insistir cumplir
  pensar:ie empezar:ie comenzar:ie cerrar:ie despertar:ie sentar:ie recomendar:ie nevar:ie
  entender:ie perder:ie encender:ie defender:ie querer:ie
  preferir:ie sentir:ie mentir:ie sugerir:ie convertir:ie
  contar:ue encontrar:ue recordar:ue costar:ue probar:ue mostrar:ue soñar:ue volar:ue almorzar:ue
  acostar:ue acordar:ue jugar:ue
  volver:ue mover:ue poder:ue llover:ue doler:ue devolver:ue resolver:ue
  dormir:ue morir:ue
  pedir:i repetir:i servir:i vestir:i elegir:i medir:i reír:i seguir:i conseguir:i
  despedir:i
  ser estar ir haber tener hacer decir venir poner salir saber dar ver traer caer oír conducir traducir
  construir destruir incluir
`;

function conjugate(infinitive: string, change: Irregular['change'], irregular: Irregular): Verb {
  const ending = infinitive.slice(-2).replace('í', 'i') as 'ar' | 'er' | 'ir';
  const stem = infinitive.slice(0, -2);
  const endings = ENDINGS[ending];
  const stressed = (person: number) => person !== 3 && person !== 4;
  const changed = (s: string): string => {
    if (change === 'ie') return changeStem(s, 'e', 'ie');
    if (change === 'ue') return s.endsWith('ug') ? changeStem(s, 'u', 'ue') : changeStem(s, 'o', 'ue');
    if (change === 'i') return changeStem(s, 'e', 'i');
    return s;
  };
  // -ir verbs that change their stem change it in the 3rd-person preterite and gerund too (durmió, pidió).
  const weak = (s: string): string => {
    if (ending !== 'ir' || !change || change === 'zc' || change === 'y') return s;
    return change === 'ue' ? changeStem(s, 'o', 'u') : changeStem(s, 'e', 'i');
  };
  const present = split(endings.present).map((end, person) => {
    let s = stressed(person) ? changed(stem) : stem;
    if (person === 0 && change === 'zc') s = s.replace(/c$/u, 'zc');
    if (change === 'y' && stressed(person)) s = `${s}y`;
    if (person === 0 && /g$/u.test(s) && ending !== 'ar') s = s.replace(/g$/u, 'j');
    return s + end;
  });
  const subjunctive = split(endings.subjunctive).map((end, person) => {
    let s = stressed(person) ? changed(stem) : weak(stem);
    if (change === 'zc') s = s.replace(/c$/u, 'zc');
    if (change === 'y') s = `${s}y`;
    if (ending === 'ar') s = beforeE(s);
    else s = s.replace(/g$/u, 'j');
    return s + end;
  });
  const preterite = split(endings.preterite).map((end, person) => {
    if (person === 0 && ending === 'ar') return beforeE(stem) + end;
    if ((person === 2 || person === 5) && change === 'y') return stem + (person === 2 ? 'yó' : 'yeron');
    return (person === 2 || person === 5 ? weak(stem) : stem) + end;
  });
  const imperfect = split(endings.imperfect).map((end) => stem + end);
  const futureStem = irregular.futureStem ?? infinitive.replace('í', 'i');
  const forms: Record<Tense, string[]> = {
    present: irregular.present ? split(irregular.present) : present,
    subjunctive: irregular.subjunctive ? split(irregular.subjunctive) : subjunctive,
    preterite: irregular.preterite ? split(irregular.preterite) : preterite,
    imperfect: irregular.imperfect ? split(irregular.imperfect) : imperfect,
    future: FUTURE.map((end) => futureStem + end),
    conditional: CONDITIONAL.map((end) => futureStem + end),
    pastSubjunctive: [],
  };
  // The -ra subjunctive is built on the 3rd-person plural preterite: tuvieron → tuviera, tuviéramos.
  const base = forms.preterite[5]!.replace(/ron$/u, '');
  const accented = base.replace(/([aeiou])$/u, (v) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[v]!);
  forms.pastSubjunctive = ['ra', 'ras', 'ra', 'ramos', 'rais', 'ran'].map((end, person) =>
    person === 3 ? `${accented}${end}` : `${base}${end}`,
  );
  const gerund =
    irregular.gerund ??
    (ending === 'ar' ? `${stem}ando` : `${weak(stem)}${change === 'y' ? 'yendo' : 'iendo'}`);
  const participle = irregular.participle ?? `${stem}${ending === 'ar' ? 'ado' : 'ido'}`;
  return {
    infinitive,
    forms,
    gerund,
    participle,
    imperative: irregular.imperative ?? forms.present[2]!,
  };
}

export const VERBS: ReadonlyMap<string, Verb> = new Map(
  REGULAR.split(/\s+/u)
    .filter(Boolean)
    .map((entry) => {
      const [infinitive, change] = entry.split(':') as [string, Irregular['change'] | undefined];
      const irregular = IRREGULAR[infinitive] ?? {};
      return [infinitive, conjugate(infinitive, change ?? irregular.change, irregular)] as const;
    }),
);

export interface FormOf {
  verb: Verb;
  tense: Tense;
  person: number;
}

/** Every finite form → the verbs, tenses and persons it can be (hablo: present yo; habló: preterite él). */
export const FORMS: ReadonlyMap<string, readonly FormOf[]> = (() => {
  const forms = new Map<string, FormOf[]>();
  for (const verb of VERBS.values())
    for (const tense of TENSES)
      verb.forms[tense].forEach((form, person) => {
        const list = forms.get(form) ?? [];
        list.push({ verb, tense, person });
        forms.set(form, list);
      });
  return forms;
})();

/** The gerund → its verb (comiendo → comer). */
export const GERUNDS: ReadonlyMap<string, Verb> = new Map(
  [...VERBS.values()].map((verb) => [verb.gerund, verb] as const),
);

/** A form's only reading in a tense, if it has exactly one there (hable: subjunctive yo or él → none). */
export function readingIn(word: string, tense: Tense): FormOf | undefined {
  const readings = (FORMS.get(word.toLowerCase()) ?? []).filter((reading) => reading.tense === tense);
  const persons = new Set(readings.map((reading) => `${reading.verb.infinitive}/${reading.person}`));
  return persons.size === 1 ? readings[0] : undefined;
}

/** Whether a word is any finite form of a known verb. */
export function isFinite(word: string): boolean {
  return FORMS.has(word.toLowerCase());
}

/** Whether a word is a known infinitive, with or without attached pronouns (levantarme, decírselo). */
export function isInfinitive(word: string): boolean {
  return VERBS.has(
    word
      .toLowerCase()
      .replace(/(?:me|te|se|nos|os|lo|la|los|las|le|les)+$/u, '')
      .normalize('NFD')
      .replace(/(?<=[aei])\u0301(?=r$)/u, '')
      .normalize('NFC'),
  );
}

/** Alternatives for a regex: the forms of one tense (and person), longest first. */
export function formsOf(tense: Tense, persons?: readonly number[]): string[] {
  const all = new Set<string>();
  for (const verb of VERBS.values())
    verb.forms[tense].forEach((form, person) => {
      if (!persons || persons.includes(person)) all.add(form);
    });
  return [...all].sort((a, b) => b.length - a.length);
}
