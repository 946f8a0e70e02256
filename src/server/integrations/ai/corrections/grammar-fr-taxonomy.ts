/**
 * Rules written from the error taxonomy (docs/corrections/taxonomy-french.md), one group per category,
 * each recognising the mistake in the shapes the category lists (persons, tenses, negation, pronouns in
 * between) from word lists and conjugation tables rather than from single sentences. Like the rules of
 * grammar-fr.ts, each fires only where the pattern cannot be right.
 */
import { patternRule, wordList, words, type GrammarRule } from './rules.ts';
import {
  ETRE_AS_AVOIR,
  FINITE_FORMS,
  FRENCH_VERBS,
  INFINITIVES,
  PARTICIPLES,
  entriesIn,
  formForPerson,
  formOf,
  isFormFor,
  type Verb,
} from './grammar-fr-verbs.ts';
import { NOUN_GENDER, pluralOf, type Gender } from './grammar-fr-nouns.ts';

/** Before a word: no letter, apostrophe or hyphen (so not «vont-ils», «qu'il» unless allowed). */
const START = "(?<![\\p{L}'’-])";
/** After a word: no letter, apostrophe or hyphen. */
const END = "(?![\\p{L}'’-])";
/** Before a verb: no letter or hyphen (an apostrophe is fine: j'attends, n'aime). */
const VSTART = '(?<![\\p{L}-])';
const CLITIC_CHAIN =
  "((?:(?:ne|me|te|se|le|la|les|lui|leur|y|en|nous|vous)\\s+|[nmtsl]'\\s*|n'y\\s+|n'en\\s+)*)";
const PERSON_OF: Record<string, number> = {
  je: 0,
  "j'": 0,
  tu: 1,
  il: 2,
  elle: 2,
  on: 2,
  nous: 3,
  vous: 4,
  ils: 5,
  elles: 5,
};
const lower = (word: string) => word.toLowerCase();
const vowelStart = (word: string) =>
  /^[aeiouyéèêâàîôûœh]/iu.test(word) && !/^h(?:é|a|o|i|u)/iu.test(word)
    ? true
    : /^h(?:omme|eure|istoire|abitude|ôtel|ôpital|iver|uile|umour)/iu.test(word) ||
      /^[aeiouyéèêâàîôûœ]/iu.test(word);

/** Where «nous» or «vous» opens a clause, so that it is the subject, not an object (il nous parle). */
const CLAUSE_OPENING =
  /(?:^|[.!?;:,«"]\s*|(?:^|[^\p{L}'])(?:et|mais|ou|que|qu'|quand|si|où|donc|alors|puis|comme|lorsque|car|parce\s+que|pourquoi|comment|ensuite|aujourd'hui|demain|hier|maintenant|souvent|toujours|parfois)\s+)$/iu;
/** A preposition before «elle(s)»: then it is no subject (avec elle). */
const PREPOSITION_BEFORE =
  /(?:^|[^\p{L}'])(?:avec|pour|chez|sans|à|de|entre|contre|sur|vers|comme|par|derrière|devant|après|avant|que)\s+$/iu;

function subjectIsSubject(subject: string, before: string): boolean {
  const person = lower(subject);
  // «Il et elle sont partis», «toi ou moi»: a subject of two pronouns or nouns is plural.
  if (
    /(?:^|[^\p{L}'])(?:et|ou|ni)\s+$/iu.test(before) &&
    !CLAUSE_OPENING.test(before.replace(/(?:et|ou|ni)\s+$/iu, ''))
  )
    return false;
  if (person === 'nous' || person === 'vous') return CLAUSE_OPENING.test(before);
  if (person === 'elle' || person === 'elles') return !PREPOSITION_BEFORE.test(before);
  return true;
}

function subjectVerbRule(id: string, subjects: string): GrammarRule {
  return patternRule(
    id,
    new RegExp(`(?:${START}|(?<=[Qq]u'))(?:(${subjects})\\s+|(j'))${CLITIC_CHAIN}(\\p{L}+)${END}`, 'iu'),
    (m, text) => {
      const subject = m[1] ?? m[2]!;
      if (!subjectIsSubject(subject, text.slice(0, m.index))) return undefined;
      // «nous nous», «vous vous»: the second is the pronoun, fine; «nous» after «nous» cannot be a verb.
      const corrected = formForPerson(m[4]!, PERSON_OF[lower(subject)]!);
      if (!corrected) return undefined;
      return `${m[0].slice(0, m[0].length - m[4]!.length)}${corrected}`;
    },
  );
}

/** «ils mange», «tu parle», «je veut», «il prends», «nous mange»: the verb takes its subject's person. */
const subjectVerbAgreement = subjectVerbRule(
  'fr-subject-verb-agreement',
  'je|tu|il|elle|nous|vous|ils|elles',
);
/** «on allons», «on sommes», «on se levons»: «on» takes the third person singular. */
const onAgreement = subjectVerbRule('fr-on-agreement', 'on');

/** «C'est moi qui a raison» → «qui ai»: after a stressed pronoun, «qui» takes its person. */
const STRESSED_PERSON: Record<string, number> = { moi: 0, toi: 1, nous: 3, vous: 4, eux: 5 };
const stressedQui = patternRule(
  'fr-subject-verb-agreement',
  new RegExp(`(?<=${START}(moi|toi|nous|vous|eux)\\s+qui\\s+${CLITIC_CHAIN})(\\p{L}+)${END}`, 'iu'),
  (m) => formForPerson(m[3]!, STRESSED_PERSON[lower(m[1]!)]!),
);

/**
 * «Les enfants de ma sœur joue», «Je pense que mes parents habite», «la plupart des étudiants parle»: a
 * plural subject (plural determiner and a noun in -s or -x, maybe with a «de» complement) inside the
 * sentence, then a third person singular verb.
 */
const PLURAL_SUBJECT_START =
  "(?:(?:[,;:]\\s*|(?<![\\p{L}'])(?:et|mais|que|qu'|quand|si|parce\\s+que|car|où|comme|donc|lorsque|alors)\\s+)(?:les|mes|tes|ses|nos|vos|leurs|ces)|(?:^|[.!?]\\s*|(?<![\\p{L}'])(?:et|mais|que|quand|si|car|comme|donc|lorsque|alors)\\s+)(?:la\\s+plupart\\s+des|beaucoup\\s+de|beaucoup\\s+d'|peu\\s+de|peu\\s+d'|trop\\s+de|plusieurs|certains|certaines|quelques|mes|tes|ses|nos|vos|leurs|ces|les)(?=[\\s']))";
const pluralSubject = patternRule(
  'fr-subject-verb-agreement',
  new RegExp(
    `(?<=${PLURAL_SUBJECT_START}\\s*)(\\p{Ll}+[sx](?:\\s+(?:de|d'|du|des)\\s*(?:(?:la|le|les|ma|mon|ta|ton|sa|son|notre|votre|leur|mes|tes|ses|nos|vos|leurs|ces|cette|ce)\\s+|l')?\\p{L}+)?\\s+${CLITIC_CHAIN})(\\p{L}+)${END}`,
    'iu',
  ),
  (m, text) => {
    const word = lower(m[3]!);
    // «les quartiers est de la ville»: the compass point.
    if (
      word === 'est' &&
      /^\s+(?:de|du|des|d'|et|ou)(?!\p{L})|^\s*,/iu.test(text.slice(m.index + m[0].length))
    )
      return undefined;
    const entries = FINITE_FORMS.get(word) ?? [];
    if (!entries.some((entry) => entry.person === 2) || entries.some((entry) => entry.person === 5))
      return undefined;
    if (PARTICIPLES.has(word) && !['fait', 'dit', 'écrit'].includes(word)) return undefined;
    const corrected = formForPerson(word, 5);
    return corrected ? `${m[1]}${corrected}` : undefined;
  },
);

/* ------------------------------------------------------------------ determiners and gender */

/** The determiners that show gender, and the forms of each gender before a consonant and a vowel. */
const DETERMINER_FORMS: Record<string, { m: string; f: string; mVowel: string; fVowel: string }> = {
  le: { m: 'le', f: 'la', mVowel: "l'", fVowel: "l'" },
  la: { m: 'le', f: 'la', mVowel: "l'", fVowel: "l'" },
  un: { m: 'un', f: 'une', mVowel: 'un', fVowel: 'une' },
  une: { m: 'un', f: 'une', mVowel: 'un', fVowel: 'une' },
  ce: { m: 'ce', f: 'cette', mVowel: 'cet', fVowel: 'cette' },
  cet: { m: 'ce', f: 'cette', mVowel: 'cet', fVowel: 'cette' },
  cette: { m: 'ce', f: 'cette', mVowel: 'cet', fVowel: 'cette' },
  mon: { m: 'mon', f: 'ma', mVowel: 'mon', fVowel: 'mon' },
  ma: { m: 'mon', f: 'ma', mVowel: 'mon', fVowel: 'mon' },
  ton: { m: 'ton', f: 'ta', mVowel: 'ton', fVowel: 'ton' },
  ta: { m: 'ton', f: 'ta', mVowel: 'ton', fVowel: 'ton' },
  son: { m: 'son', f: 'sa', mVowel: 'son', fVowel: 'son' },
  sa: { m: 'son', f: 'sa', mVowel: 'son', fVowel: 'son' },
  du: { m: 'du', f: 'de la', mVowel: "de l'", fVowel: "de l'" },
  au: { m: 'au', f: 'à la', mVowel: "à l'", fVowel: "à l'" },
  quel: { m: 'quel', f: 'quelle', mVowel: 'quel', fVowel: 'quelle' },
  quelle: { m: 'quel', f: 'quelle', mVowel: 'quel', fVowel: 'quelle' },
  tout: { m: 'tout', f: 'toute', mVowel: 'tout', fVowel: 'toute' },
  toute: { m: 'tout', f: 'toute', mVowel: 'tout', fVowel: 'toute' },
  aucun: { m: 'aucun', f: 'aucune', mVowel: 'aucun', fVowel: 'aucune' },
  aucune: { m: 'aucun', f: 'aucune', mVowel: 'aucun', fVowel: 'aucune' },
};
/** «de la» and «à la» written as two words. */
const DETERMINER_PATTERN = `de\\s+la|à\\s+la|${Object.keys(DETERMINER_FORMS).join('|')}`;
/** Adjectives before the noun, by form: masculine, feminine, masculine before a vowel. */
const PRENOMINAL: [string, string, string][] = [
  ['petit', 'petite', 'petit'],
  ['grand', 'grande', 'grand'],
  ['beau', 'belle', 'bel'],
  ['nouveau', 'nouvelle', 'nouvel'],
  ['vieux', 'vieille', 'vieil'],
  ['bon', 'bonne', 'bon'],
  ['mauvais', 'mauvaise', 'mauvais'],
  ['joli', 'jolie', 'joli'],
  ['gros', 'grosse', 'gros'],
  ['long', 'longue', 'long'],
  ['premier', 'première', 'premier'],
  ['dernier', 'dernière', 'dernier'],
  ['meilleur', 'meilleure', 'meilleur'],
  ['vrai', 'vraie', 'vrai'],
  ['seul', 'seule', 'seul'],
  ['prochain', 'prochaine', 'prochain'],
];
const PRENOMINAL_OF = new Map<string, [string, string, string]>();
for (const forms of PRENOMINAL) for (const form of forms) PRENOMINAL_OF.set(form, forms);
/** A pronoun before «le», «la»: then it is an object pronoun (je la porte), not an article. */
const PRONOUN_BEFORE =
  /(?:^|[^\p{L}'])(?:je|tu|il|elle|on|nous|vous|ils|elles|ne|me|te|se|lui|leur|y|en|qui)\s+$|(?:^|[^\p{L}])[jnmts]'\s*$/iu;

function determinerFor(determiner: string, gender: Gender, vowel: boolean): string {
  const forms =
    DETERMINER_FORMS[
      lower(determiner)
        .replace(/\s+/gu, ' ')
        .replace(/^(de|à) la$/u, 'la')
    ];
  if (!forms) return determiner;
  if (/^de\s+la$/iu.test(determiner))
    return gender === 'm' ? (vowel ? "de l'" : 'du') : vowel ? "de l'" : 'de la';
  if (/^à\s+la$/iu.test(determiner))
    return gender === 'm' ? (vowel ? "à l'" : 'au') : vowel ? "à l'" : 'à la';
  return gender === 'm' ? (vowel ? forms.mVowel : forms.m) : vowel ? forms.fVowel : forms.f;
}
const joinDeterminer = (determiner: string, word: string) =>
  determiner.endsWith("'") ? `${determiner}${word}` : `${determiner} ${word}`;

/**
 * «le maison», «un voiture», «cette problème», «mon mère», «sa père», «du eau», «au plage», «quel heure»,
 * «tout la journée», and with an adjective between: «un nouveau voiture» → «une nouvelle voiture». Only
 * nouns of a closed list whose gender never changes; «le», «la» after a pronoun are object pronouns.
 */
const determinerGender = patternRule(
  'fr-determiner-gender',
  new RegExp(
    `${START}(${DETERMINER_PATTERN})\\s+(?:(${[...PRENOMINAL_OF.keys()].join('|')})\\s+)?(\\p{Ll}[\\p{L}-]*)${END}`,
    'iu',
  ),
  (m, text) => {
    const [whole, determiner, adjective, noun] = m as unknown as [string, string, string | undefined, string];
    const gender = NOUN_GENDER.get(lower(noun));
    if (!gender) return undefined;
    const det = lower(determiner).replace(/\s+/gu, ' ');
    const before = text.slice(0, m.index);
    if (/^(?:le|la)$/u.test(det) && PRONOUN_BEFORE.test(before)) return undefined;
    // «tout le monde», «toute la journée» — only «tout», «toute» right before an article.
    if (/^toute?$/u.test(det)) return undefined;
    // «de la» after a verb or noun may be «de» + «la» pronoun-free; still an article before a noun.
    const firstWord = adjective ?? noun;
    const vowel = vowelStart(firstWord);
    const target = determinerFor(determiner, gender, vowel);
    let adjectiveOut = adjective;
    if (adjective) {
      const forms = PRENOMINAL_OF.get(lower(adjective))!;
      adjectiveOut = gender === 'f' ? forms[1] : vowelStart(noun) ? forms[2] : forms[0];
    }
    const corrected = adjectiveOut
      ? `${joinDeterminer(target, adjectiveOut)} ${noun}`
      : joinDeterminer(target, noun);
    const original = whole.replace(/\s+/gu, ' ');
    if (lower(corrected) === lower(original)) return undefined;
    // «l'» already hides the gender; «mon amie» is right; leave elision alone when the gender is right.
    const shownGender = /^(?:le|un|ce|cet|mon|ton|son|du|au|quel|aucun)$/u.test(det)
      ? 'm'
      : /^(?:la|une|cette|ma|ta|sa|de la|à la|quelle|aucune)$/u.test(det)
        ? 'f'
        : undefined;
    if (shownGender === gender && !adjective) return undefined;
    if (/^[mts]on$/u.test(det) && vowel) return undefined;
    return corrected;
  },
);

/** «tout la journée» → «toute la journée», «toute le temps» → «tout le temps». */
const toutGender = patternRule(
  'fr-determiner-gender',
  new RegExp(`${START}(tout|toute)\\s+(la|le|ma|mon|ta|ton|sa|son|cette|ce)\\s+(\\p{Ll}+)${END}`, 'iu'),
  (m) => {
    const gender = NOUN_GENDER.get(lower(m[3]!));
    const article = lower(m[2]!);
    const articleGender = /^(?:la|ma|ta|sa|cette)$/u.test(article) ? 'f' : 'm';
    if (!gender || gender !== articleGender) return undefined;
    const tout = gender === 'f' ? 'toute' : 'tout';
    return lower(m[1]!) === tout ? undefined : `${tout} ${m[2]} ${m[3]}`;
  },
);

/* ------------------------------------------------------------------ infinitive and participle */

const ER_INFINITIVES = FRENCH_VERBS.filter((verb) => verb.infinitive.endsWith('er')).map(
  (verb) => verb.infinitive,
);
/** Participles in -é that are common nouns too (le marché, le passé, un employé): left alone. */
const NOUN_PARTICIPLES = new Set(wordList('marché passé été dîné déjeuné goûté invité'));
const MODALS = wordList(`
  vais vas va allons allez vont veux veut voulons voulez veulent voudrais voudrait voudrions voudriez
  voudraient peux peut pouvons pouvez peuvent pourrais pourrait dois doit devons devez doivent devrais
  devrait faut aime aimes aimons aimez aiment adore adores adorons adorez adorent préfère préfères
  préférons préférez préfèrent déteste détestes détestent sais sait savons savez savent espère
  aller vouloir pouvoir devoir
`);
/** «je vais mangé», «pour mangé», «je veux parlez»: after a modal or a preposition, the infinitive. */
const infinitiveAfterModal = patternRule(
  'fr-infinitive-participle',
  new RegExp(
    `(?<=${VSTART}(?:${words(MODALS)}|pour|sans|de|d'|à)\\s+(?:(?:pas|plus|jamais|bien|beaucoup|vraiment|souvent|toujours|encore|aussi|me|te|se|le|la|les|lui|leur|nous|vous|y|en)\\s+|[mtsl]'\\s*)?)(\\p{Ll}+)(é|ée|és|ées|ez|ais|ait)${END}`,
    'u',
  ),
  (m, text) => {
    const stem = m[1]!;
    const infinitive = `${stem.replace(/ge$/u, 'g')}er`;
    if (!ER_INFINITIVES.includes(infinitive)) return undefined;
    if (NOUN_PARTICIPLES.has(`${stem}é`)) return undefined;
    const before = text.slice(0, m.index);
    // «vous aimez», «vous allez parlez»: «-ez» after «vous» + modal only.
    if (
      m[2] === 'ez' &&
      /(?:^|[^\p{L}])vous\s+\S*\s*$/iu.test(before) &&
      !/(?:allez|voulez|pouvez|devez)\s+$/iu.test(before)
    )
      return undefined;
    // «de» + participle as adjective or noun: only right after a verb (essayer de, décider de).
    if (
      /(?:^|[^\p{L}])(?:de|d'|à)\s*(?:\S+\s+)?$/iu.test(before) &&
      !/(?:^|[^\p{L}])(?:pour|sans)\s+/iu.test(before.slice(-12))
    ) {
      if (
        !/(?:essa\p{L}*|décid\p{L}*|oubli\p{L}*|fini\p{L}*|arrêt\p{L}*|commenc\p{L}*|continu\p{L}*|appr\p{L}*|envie|besoin|peur|temps|hâte|l'intention|content|heureux|heureuse|triste|désolée?|facile|difficile|possible|important|impossible)\s+(?:de|d'|à)\s*$/iu.test(
          before,
        )
      )
        return undefined;
    }
    // «à» + participle: «à côté», «à pied» are no verbs; the list only holds verbs.
    return infinitive;
  },
);

const AVOIR_FORMS =
  'ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aurai|auras|aura|aurons|aurez|auront|aurais|aurait|aurions|auriez|auraient|avoir';
/** «j'ai manger», «vous avez parlez», «j'ai mangeais», «il a été tuer»: after «avoir», the participle. */
const participleAfterAvoir = patternRule(
  'fr-infinitive-participle',
  new RegExp(
    `(?<=(?:${START}|(?<=[jJ]'))(?:${AVOIR_FORMS}|été)\\s+(?:(?:pas|plus|jamais|bien|beaucoup|déjà|trop|tout|rien|encore|toujours|vraiment|souvent|mal|enfin|aussi)\\s+)?)(\\p{Ll}+)(er|ez|ais|ait)${END}`,
    'u',
  ),
  (m, text) => {
    const stem = m[1]!;
    const infinitive = `${stem.replace(/ge$/u, 'g')}er`;
    if (!ER_INFINITIVES.includes(infinitive)) return undefined;
    if (/^(?:dîn|déjeun|goût|souper)$/u.test(stem)) return undefined;
    const before = text.slice(0, m.index);
    // «il y a», «j'ai à», «vous avez» + «-ez» is «vous avez» only.
    if (/(?:^|[^\p{L}])y\s+a\s+$/iu.test(before)) return undefined;
    if (m[2] === 'ez' && !/(?:^|[^\p{L}])vous\s+(?:n'|ne\s+)?avez\s+\S*\s*$/iu.test(before)) return undefined;
    return `${infinitive.slice(0, -2)}é`;
  },
);

/**
 * «Il a mange», «j'ai regarde»: after «avoir» an -er verb's present form without accent is the
 * participle that lost its accent.
 */
const participleAccent = patternRule(
  'fr-missing-accents',
  new RegExp(
    `(?<=(?:${START}|(?<=[jJ]'))(?:ai|as|a|avons|avez|ont|avais|avait|avaient)\\s+(?:(?:pas|jamais|bien|déjà|beaucoup|trop)\\s+)?)(\\p{Ll}+)e${END}`,
    'u',
  ),
  (m, text) => {
    const infinitive = `${m[1]!}er`;
    if (!ER_INFINITIVES.includes(infinitive)) return undefined;
    if (/(?:^|[^\p{L}])y\s+a\s+$/iu.test(text.slice(0, m.index))) return undefined;
    // «il a monté / marche»: the noun «marche» after «a»? Only verbs whose -e form is no common noun.
    if (
      /^(?:march|pass|port|visit|cuisin|dans|not|montr|gard|pos|plac|ferm|touch|chang|rest|command|compt|goût|dîn|déjeun|tourn|lev)$/u.test(
        m[1]!,
      )
    )
      return undefined;
    return `${m[1]}é`;
  },
);

/* ------------------------------------------------------------------ auxiliaries */

const REFLEXIVE_AVOIR: Record<string, string> = {
  "je m'ai": 'je me suis',
  "tu t'as": 'tu t’es',
  "il s'a": "il s'est",
  "elle s'a": "elle s'est",
  "on s'a": "on s'est",
  'nous nous avons': 'nous nous sommes',
  'vous vous avez': 'vous vous êtes',
  "ils s'ont": 'ils se sont',
  "elles s'ont": 'elles se sont',
  'ils se ont': 'ils se sont',
  'elles se ont': 'elles se sont',
  "je m'avais": "je m'étais",
  "il s'avait": "il s'était",
  "elle s'avait": "elle s'était",
};
/** «je m'ai levé», «il s'a trompé», «nous nous avons rencontrés»: pronominal verbs take «être». */
const reflexiveAuxiliary = patternRule(
  'fr-passe-compose-auxiliary',
  new RegExp(
    `${START}(je\\s+m'\\s*ai|tu\\s+t'\\s*as|il\\s+s'\\s*a|elle\\s+s'\\s*a|on\\s+s'\\s*a|nous\\s+nous\\s+avons|vous\\s+vous\\s+avez|ils\\s+s'\\s*ont|elles\\s+s'\\s*ont|ils\\s+se\\s+ont|elles\\s+se\\s+ont|je\\s+m'\\s*avais|il\\s+s'\\s*avait|elle\\s+s'\\s*avait)${END}`,
    'iu',
  ),
  (m) => REFLEXIVE_AVOIR[lower(m[1]!).replace(/\s+/gu, ' ').replace(/' /u, "'")]?.replace('’', "'"),
);

/** «je suis été», «il est plu», «je suis couru»: verbs that take «avoir». */
const AVOIR_ONLY = wordList('été eu dormi couru marché voyagé travaillé dansé nagé vécu pleuré ri souri plu');
const etreWithAvoirVerb = patternRule(
  'fr-passe-compose-auxiliary',
  new RegExp(
    `${START}(je\\s+suis|tu\\s+es|il\\s+est|elle\\s+est|on\\s+est|nous\\s+sommes|vous\\s+êtes|ils\\s+sont|elles\\s+sont|j'étais|il\\s+était|elle\\s+était)(\\s+(?:(?:déjà|bien|beaucoup|trop|mal)\\s+)?)(${words(AVOIR_ONLY)})${END}`,
    'iu',
  ),
  (m) => {
    const subject = lower(m[1]!).replace(/\s+/gu, ' ');
    const participle = lower(m[3]!);
    // «il est plu» only for the weather verb; «il est souri»… all wrong; «je suis marché» likewise.
    if (participle === 'plu' && !/^il /u.test(subject)) return undefined;
    return `${ETRE_AS_AVOIR[subject]}${m[2]}${m[3]}`;
  },
);

/** «j'avais allé», «j'aurais venu», «après avoir arrivé»: other compound tenses of «être» verbs. */
const ETRE_VERB_PARTICIPLES = wordList('allé arrivé venu parti resté né mort devenu revenu tombé');
const AVOIR_TO_ETRE: Record<string, string> = {
  "j'avais": "j'étais",
  'tu avais': 'tu étais',
  'il avait': 'il était',
  'elle avait': 'elle était',
  'on avait': 'on était',
  'nous avions': 'nous étions',
  'vous aviez': 'vous étiez',
  'ils avaient': 'ils étaient',
  'elles avaient': 'elles étaient',
  "j'aurais": 'je serais',
  'tu aurais': 'tu serais',
  'il aurait': 'il serait',
  'elle aurait': 'elle serait',
  'on aurait': 'on serait',
  'nous aurions': 'nous serions',
  'vous auriez': 'vous seriez',
  'ils auraient': 'ils seraient',
  'elles auraient': 'elles seraient',
  "j'aurai": 'je serai',
  'après avoir': 'après être',
  'sans avoir': 'sans être',
};
const avoirWithEtreVerb = patternRule(
  'fr-passe-compose-auxiliary',
  new RegExp(
    `${START}(${Object.keys(AVOIR_TO_ETRE)
      .map((key) => key.replace(/ /gu, '\\s+'))
      .join('|')})\\s+(${words(ETRE_VERB_PARTICIPLES)})(e?s?)${END}`,
    'iu',
  ),
  (m) => {
    const subject = lower(m[1]!).replace(/\s+/gu, ' ');
    let ending = m[3]!;
    if (/^(?:nous|ils)/u.test(subject) && !ending.endsWith('s')) ending = `${ending}s`;
    if (/^elles/u.test(subject)) ending = 'es';
    if (/^elle /u.test(subject) && !ending.startsWith('e')) ending = `e${ending}`;
    return `${AVOIR_TO_ETRE[subject]} ${m[2]}${ending}`;
  },
);

/* ------------------------------------------------------------------ homophones */

const PAST_PARTICIPLE =
  '(?:\\p{Ll}+(?:é|i|u)e?s?|fait|dit|écrit|pris|mis|appris|compris|ouvert|offert|été|eu|vu|lu|bu|su|pu|dû)';
const homophones: GrammarRule[] = [
  // «Ils son partis», «ce son mes amis», «où son les toilettes» → sont.
  patternRule(
    'fr-homophone-son-sont',
    new RegExp(`${START}(ils|elles|ce|où|qui|ou)\\s+son(?=\\s+(?:\\p{L}))${END}`, 'iu'),
    (m, text) => {
      const after = text.slice(m.index + m[0].length);
      const subject = lower(m[1]!);
      if (subject === 'ce' || subject === 'où' || subject === 'ou')
        return /^\s+(?:les|mes|tes|ses|nos|vos|leurs|des|ces|eux|elles|ils|vraiment|très)(?!\p{L})/iu.test(
          after,
        )
          ? `${m[1]} sont`
          : undefined;
      if (subject === 'qui')
        return /^\s+(?:partis|venus|allés|arrivés|là|ici)/iu.test(after) ? `${m[1]} sont` : undefined;
      return `${m[1]} sont`;
    },
  ),
  // «sont frère», «avec sont chien» → son (a singular masculine noun right after «sont»).
  patternRule(
    'fr-homophone-son-sont',
    new RegExp(`${START}sont\\s+(\\p{Ll}+)${END}(?!\\s+(?:et|ou)${END})`, 'iu'),
    (m) => {
      const noun = lower(m[1]!);
      const gender = NOUN_GENDER.get(noun);
      if (!gender || pluralOf(noun) === noun) return undefined;
      if (gender === 'f' && !vowelStart(noun)) return undefined;
      return `son ${m[1]}`;
    },
  ),
  // «Ils on fini», «mes amis on acheté» → ont.
  patternRule(
    'fr-homophone-on-ont',
    new RegExp(`${START}(ils|elles)\\s+on${END}`, 'iu'),
    (m) => `${m[1]} ont`,
  ),
  patternRule(
    'fr-homophone-on-ont',
    new RegExp(
      `(?<=${START}(?:les|mes|tes|ses|nos|vos|leurs|ces)\\s+\\p{Ll}+[sx]\\s+)on(?=\\s+${PAST_PARTICIPLE}${END})`,
      'iu',
    ),
    () => 'ont',
  ),
  // «Ont va au cinéma», «ce soir, ont mange» → on (a third-person present that is no participle).
  patternRule('fr-homophone-on-ont', new RegExp(`${START}ont\\s+(\\p{L}+)${END}`, 'iu'), (m, text) => {
    const verb = lower(m[1]!);
    const before = text.slice(0, m.index);
    if (/(?:^|[^\p{L}])(?:ils|elles|qui)\s+$/iu.test(before)) return undefined;
    if (
      PARTICIPLES.has(verb) ||
      !isFormFor(verb, 2) ||
      !entriesIn(verb, 'present').some((e) => e.person === 2)
    )
      return undefined;
    return `on ${m[1]}`;
  }),
  // «On a pas», «on est pas», «on a rien» → on n'a pas.
  patternRule(
    'fr-homophone-on-ont',
    new RegExp(
      `${START}on\\s+(a|avait|est|était|aime|avait|ira|y\\s+a|en\\s+a)\\s+(pas|rien|jamais|plus|personne)${END}`,
      'iu',
    ),
    (m) => (/^[ye]/iu.test(m[1]!) ? `on n'${m[1]} ${m[2]}` : `on n'${m[1]} ${m[2]}`),
  ),
  // «Il et grand», «c'et vrai», «qui et-ce» → est.
  patternRule('fr-homophone-et-est', new RegExp(`${START}c'et${END}`, 'iu'), () => "c'est"),
  patternRule('fr-homophone-et-est', new RegExp(`${START}(qui|où|qu')\\s*et-ce${END}`, 'iu'), (m) =>
    /'$/u.test(m[1]!) ? `${m[1]}est-ce` : `${m[1]} est-ce`,
  ),
  patternRule(
    'fr-homophone-et-est',
    new RegExp(
      `${START}(il|elle|on|ce\\s+\\p{Ll}+|cette\\s+\\p{Ll}+|ma\\s+\\p{Ll}+|mon\\s+\\p{Ll}+|la\\s+\\p{Ll}+|le\\s+\\p{Ll}+|sa\\s+\\p{Ll}+|son\\s+\\p{Ll}+)\\s+et\\s+(très|trop|vraiment|assez|si|déjà|encore|toujours|pas|parti|partie|allé|allée|arrivé|arrivée|malade|fatigué|fatiguée|content|contente|grand|grande|petit|petite|belle|beau|gentil|gentille|intéressant|intéressante|difficile|facile|cher|chère|loin|ici|là|en\\s+retard|dans|à|chez)${END}`,
      'iu',
    ),
    (m) => {
      const subject = m[1]!;
      const noun = subject.split(/\s+/u)[1];
      if (noun && !NOUN_GENDER.has(lower(noun))) return undefined;
      return `${subject} est ${m[2]}`;
    },
  ),
  // «grand est beau» between two adjectives after «est»: «il est grand est beau» → et.
  patternRule(
    'fr-homophone-et-est',
    new RegExp(
      `(?<=${START}(?:est|sont|était|suis|es)\\s+(?:très\\s+)?(?:beau|belle|grand|grande|gentil|gentille|intelligent|intelligente|sympa|drôle|calme|joli|jolie|petit|petite|rapide|moderne|propre|confortable|intéressant|intéressante|jeune|vieux|vieille)\\s+)est(?=\\s+(?:très\\s+)?(?:beau|belle|grand|grande|gentil|gentille|intelligent|intelligente|sympa|drôle|calme|joli|jolie|petit|petite|rapide|facile|difficile|cher|chère|moderne|propre|confortable|intéressant|intéressante)${END})`,
      'iu',
    ),
    () => 'et',
  ),
  // «Ces bien», «ces un problème», «ces vrai» → c'est.
  patternRule(
    'fr-homophone-ces-ses',
    new RegExp(
      `${START}ces\\s+(un|une|le|la|mon|ma|ton|ta|son|sa|notre|votre|leur|pas|vrai|bien|dommage|génial|super|normal|possible|impossible|difficile|facile|important|moi|toi|lui|elle|ça|ici|là|trop|vraiment|très\\s+\\p{Ll}+(?<!s))${END}`,
      'iu',
    ),
    (m) => (/^très\s/iu.test(m[1]!) && /[sx]$/u.test(m[1]!) ? undefined : `c'est ${m[1]}`),
  ),
  // «Il c'est levé», «elle c'est réveillée» → s'est.
  patternRule(
    'fr-homophone-ces-ses',
    new RegExp(
      `(?<=${START}(?:il|elle|on|qui|ça|cela)\\s+)c'est(?=\\s+(?:\\p{Ll}+(?:é|ée|és|ées|i|ie|is|u|ue)|pas\\s+\\p{Ll}+(?:é|ée)|trompé|trompée|assis|assise)${END})`,
      'iu',
    ),
    () => "s'est",
  ),
  // «Il ne c'est pas» → «ne sait pas».
  patternRule(
    'fr-homophone-ces-ses',
    new RegExp(`${START}ne\\s+c'est\\s+pas${END}`, 'iu'),
    () => 'ne sait pas',
  ),
  // «S'est vrai» opening a sentence → C'est.
  patternRule(
    'fr-homophone-ces-ses',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))S'est(?=\\s+(?:vrai|bien|un|une|le|la|mon|ma|pas|très|trop|super|génial|dommage|possible|normal|ça|moi|toi|lui|elle|difficile|facile|important)${END})`,
      'u',
    ),
    () => "C'est",
  ),
  // «Sa va ?», «sa dépend» → ça.
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `${START}sa(?=\\s+(?:va|vas|allait|ira|marche|dépend|suffit|coûte|fait|me|m'|te|t'|y|n'|ne|veut|vaut|sert|prend|change|devient|donne|arrive|existe|dure|passe)${END})`,
      'iu',
    ),
    () => 'ça',
  ),
  // «ça mère», «ça maison» → sa (a feminine family or thing noun after «ça»).
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `${START}ça(?=\\s+(?:mère|sœur|fille|femme|tante|famille|maison|voiture|chambre|vie|robe|ville|valise|tête|grand-mère|copine|amie|cousine|voisine)${END})`,
      'iu',
    ),
    () => 'sa',
  ),
  // «Il ce lève», «tout se que» → se / ce.
  patternRule(
    'fr-homophones-other',
    new RegExp(`(?<=${START}(?:il|elle|on|ils|elles)\\s+(?:ne\\s+)?)ce(?=\\s+\\p{L})`, 'iu'),
    (m, text) => {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 2))?.[1];
      return next && FINITE_FORMS.has(lower(next)) && !NOUN_GENDER.has(lower(next)) ? 'se' : undefined;
    },
  ),
  patternRule(
    'fr-homophones-other',
    new RegExp(`${START}se(?=\\s+(?:(?:que|qui)(?!\\p{L})|qu'))`, 'iu'),
    (m, text) =>
      /(?:^|[^\p{L}])(?:il|elle|on|ils|elles|ne)\s+$/iu.test(text.slice(0, m.index)) ? undefined : 'ce',
  ),
  // «Je peu venir», «il peu» → peux / peut; «un peut de» → un peu.
  patternRule(
    'fr-homophones-other',
    new RegExp(`${START}(je|tu|il|elle|on)\\s+(ne\\s+)?peu${END}`, 'iu'),
    (m) => `${m[1]} ${m[2] ?? ''}${/^(?:je|tu)$/iu.test(m[1]!) ? 'peux' : 'peut'}`,
  ),
  patternRule(
    'fr-homophones-other',
    new RegExp(`${START}(un|très|trop|si)\\s+peu[tx]${END}`, 'iu'),
    (m) => `${m[1]} peu`,
  ),
  // «Je leurs parle» → leur (the pronoun never takes -s).
  patternRule(
    'fr-homophones-other',
    new RegExp(`(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles|ne|pas)\\s+)leurs(?=\\s+\\p{L})`, 'iu'),
    () => 'leur',
  ),
  // «mes je suis malade» → mais.
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `${START}mes(?=\\s+(?:je|j'|tu|il|ils|elle|elles|on|c'est|ce|ça|nous|vous)(?![\\p{L}]))`,
      'iu',
    ),
    () => 'mais',
  ),
  // «Quand à moi» → Quant à.
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `${START}quand(?=\\s+(?:à|au|aux)\\s+(?:moi|toi|lui|elle|nous|vous|eux|elles|ça|cela)${END})`,
      'iu',
    ),
    () => 'quant',
  ),
  // «Je ni vais pas», «il ni a pas» → n'y.
  patternRule(
    'fr-homophones-other',
    new RegExp(`(?<=${START}(?:je|tu|il|on|nous|vous|ils)\\s+)ni(?=\\s+\\p{L})`, 'iu'),
    (m, text) => {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 2))?.[1];
      return next && FINITE_FORMS.has(lower(next)) ? "n'y" : undefined;
    },
  ),
  // «Il sans va» → s'en.
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `(?<=${START}(?:il|elle|on|ils|elles)\\s+)sans(?=\\s+(?:va|vont|fiche|fichent|occupe|occupent|souvient|souviennent|sort|sortent|rend|rendent|moque|moquent)${END})`,
      'iu',
    ),
    () => "s'en",
  ),
  // «Il la vu», «elle la mangé» → l'a (a participle after «la»).
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `(?<=${START}(?:il|elle|on|qui)\\s+)la(?=\\s+(?:\\p{Ll}+é|vu|pris|mis|fini|lu|reçu|bu|perdu|vendu|attendu|entendu|connu|choisi|compris|appris|écrit)${END})`,
      'iu',
    ),
    (m, text) => {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 2))![1]!;
      if (next.endsWith('é') && !ER_INFINITIVES.includes(`${next.slice(0, -1)}er`)) return undefined;
      return "l'a";
    },
  ),
  // «Il est la», «là-bas» written «la-bas», «celle-la».
  patternRule(
    'fr-homophones-other',
    new RegExp(`${START}la-(bas|haut|dessus|dessous|dedans)${END}`, 'iu'),
    (m) => `là-${m[1]}`,
  ),
  patternRule(
    'fr-homophones-other',
    new RegExp(`${START}(celle|celui|ceux|celles)-la${END}`, 'iu'),
    (m) => `${m[1]}-là`,
  ),
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `(?<=${START}(?:suis|es|est|sommes|êtes|sont|était|étais|reste|restes|restons|restez)\\s+)la(?=\\s*(?:[.!?,]|$))`,
      'iu',
    ),
    () => 'là',
  ),
  // «Je pense quelle est gentille», «parce quelle» → qu'elle.
  patternRule(
    'fr-homophones-other',
    new RegExp(
      `(?<=${START}(?:pense|penses|crois|crois|dit|dis|sais|espère|trouve|parce|avant|pendant|ce|bien|pour|après|dès|sûr|sûre)\\s+)quelle(s?)(?=\\s+(?:est|a|va|fait|sera|était|avait|n'|ne|me|m'|te|t'|se|s'|l'|le|la|les|lui|y|en|ont|sont|vont|aime|veut|peut|doit|habite|travaille|parle)${END})`,
      'iu',
    ),
    (m, text) => {
      const before = text.slice(0, m.index);
      // «Je sais quelle est ta couleur préférée» is an indirect question.
      if (/(?:^|[^\p{L}])sais\s+$/iu.test(before) && /^\s+est/iu.test(text.slice(m.index + m[0].length)))
        return undefined;
      return `qu'elle${m[1]}`;
    },
  ),
  // «Qu'elle heure est-il ?» → Quelle.
  patternRule(
    'fr-homophones-other',
    new RegExp(`${START}qu'elle(?=\\s+(\\p{Ll}+)${END})`, 'iu'),
    (m, text) => {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + m[0].length))?.[1];
      return next && NOUN_GENDER.get(lower(next)) === 'f' && !FINITE_FORMS.has(lower(next))
        ? 'quelle'
        : undefined;
    },
  ),
  // «d'ou», «n'importe ou», «le jour ou», «la ville ou» → où; «oui où non», «où bien» → ou.
  patternRule(
    'fr-homophone-ou',
    new RegExp(`${START}(d'|par\\s+|n'importe\\s+|là\\s+)ou${END}`, 'iu'),
    (m) => `${m[1]}où`,
  ),
  patternRule(
    'fr-homophone-ou',
    new RegExp(
      `(?<=${START}(?:le\\s+jour|la\\s+ville|le\\s+pays|l'endroit|le\\s+moment|au\\s+moment|l'année|la\\s+maison|le\\s+quartier|la\\s+rue|le\\s+village|la\\s+région|le\\s+restaurant|l'hôtel|l'époque|le\\s+lieu|la\\s+période|le\\s+soir|la\\s+semaine)\\s+)ou(?=\\s+(?:(?:je|tu|il|elle|on|nous|vous|ils|elles)(?!\\p{L})|j'))`,
      'iu',
    ),
    () => 'où',
  ),
  patternRule(
    'fr-homophone-ou',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))Ou(?=\\s+(?:est|sont|es|êtes|vas|va|allez|habites|habitez|habite|travailles|travaillez|se\\s+trouve|as-tu|avez-vous|\\p{Ll}+-(?:tu|vous|il|elle|on|ils|elles))${END})`,
      'u',
    ),
    () => 'Où',
  ),
  patternRule(
    'fr-homophone-ou',
    new RegExp(`${START}(oui|plus|ici)\\s+où\\s+(non|moins|là)${END}`, 'iu'),
    (m) => `${m[1]} ou ${m[2]}`,
  ),
  patternRule('fr-homophone-ou', new RegExp(`${START}où\\s+bien${END}`, 'iu'), () => 'ou bien'),
  // «Qui à fait ça ?», «mon père à acheté» → a (a participle after «à»).
  patternRule(
    'fr-homophone-a',
    new RegExp(
      `(?<=${START}(?:qui|\\p{Ll}+)\\s+)à(?=\\s+(?:été|eu|fait|dit|pris|mis|vu|\\p{Ll}+é)${END})`,
      'iu',
    ),
    (m, text) => {
      const before = text.slice(0, m.index);
      if (/(?:^|[^\p{L}])tout\s+$/iu.test(before)) return undefined;
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 1))![1]!;
      if (next.endsWith('é') && !ER_INFINITIVES.includes(`${next.slice(0, -1)}er`)) return undefined;
      if (NOUN_PARTICIPLES.has(lower(next)) && lower(next) !== 'été') return undefined;
      // «penser à», «commencé à»: «à été» never; «à» + participle after a verb that takes «à» still wrong.
      return 'a';
    },
  ),
  // «a côté», «a cause de», «a partir de», «a demain», «il a commencé a pleuvoir» → à.
  patternRule(
    'fr-homophone-a',
    new RegExp(
      `(?<=${START}(?:\\p{Ll}+\\s+|^|[.!?]\\s+))a(?=\\s+(?:côté|cause|partir|pied|peu\\s+près|demain|bientôt|plus\\s+tard|tout\\s+à\\s+l'heure|droite|gauche|l'heure|midi|minuit)${END})`,
      'u',
    ),
    (m, text) => {
      const before = text.slice(0, m.index);
      if (
        /(?:^|[^\p{L}])(?:il|elle|on|y|qui|ça)\s+$/iu.test(before) &&
        !/côté|cause|pied/u.test(text.slice(m.index, m.index + 12))
      )
        return undefined;
      if (/(?:^|[^\p{L}])(?:il|elle|on|y|qui)\s+$/iu.test(before)) return undefined;
      return 'à';
    },
  ),
  patternRule(
    'fr-homophone-a',
    new RegExp(
      `(?<=${VSTART}(?:commencé|commence|commences|commencent|réussi|appris|aide|aidé|continue|continué|hésite|invité|prêt|prête|prêts|habitué|arrive|arrivé|apprends|apprend)\\s+)a(?=\\s+\\p{Ll}+(?:er|ir|re)${END})`,
      'iu',
    ),
    () => 'à',
  ),
];

/* ------------------------------------------------------------------ c'est / il est */

/** «Il est un bon ami», «elle est ma sœur», «ils sont mes amis» → c'est, ce sont. */
const cestIlEst = patternRule(
  'fr-cest-il-est',
  new RegExp(
    `(?<=(?:^|[.!?,;:]\\s*|(?<![\\p{L}'])(?:et|mais|donc|alors|oui|non|parce\\s+que|car)\\s+))(il|elle|ils|elles)\\s+(est|était|sont|étaient)(?=\\s+(un|une|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|des)\\s+(\\p{L}+))`,
    'iu',
  ),
  (m) => {
    const next = lower(m[3]!);
    const word = lower(m[4]!);
    if ((next === 'un' || next === 'une') && /^(?:peu|des|heure|fois|seul|seule|autre)$/u.test(word))
      return undefined;
    if (next === 'une' && word === 'fois') return undefined;
    const verb = lower(m[2]!);
    const plural = /^(?:sont|étaient)$/u.test(verb);
    if (plural !== /^(?:ils|elles)$/iu.test(m[1]!)) return undefined;
    if (plural !== /^(?:mes|tes|ses|nos|vos|leurs|des)$/u.test(next)) return undefined;
    const corrected =
      verb === 'est' ? "c'est" : verb === 'était' ? "c'était" : verb === 'sont' ? 'ce sont' : "c'étaient";
    return corrected;
  },
);

/* ------------------------------------------------------------------ jouer à / de */

const SPORTS: Record<string, string> = Object.fromEntries([
  ...wordList(
    'football foot tennis basket basketball volley volleyball golf rugby hockey baseball ping-pong badminton handball billard poker',
  ).map((s) => [s, 'au']),
  ...wordList('échecs cartes dames').map((s) => [s, 'aux']),
  ['pétanque', 'à la'],
]);
const INSTRUMENTS: Record<string, string> = Object.fromEntries([
  ...wordList('piano violon saxophone violoncelle ukulélé tambour synthé synthétiseur').map((s) => [s, 'du']),
  ...wordList('guitare batterie flûte trompette harpe basse clarinette contrebasse').map((s) => [s, 'de la']),
  ['accordéon', "de l'"],
  ['orgue', "de l'"],
]);
const JOUER_FORMS = wordList(
  'joue joues jouons jouez jouent jouer joué jouais jouait jouions jouiez jouaient jouerai joueras jouera jouerons jouerez joueront jouerais jouerait',
);
/** «jouer football», «jouer le piano», «jouer du tennis», «jouer à la guitare» → jouer au / du. */
const jouerAD = patternRule(
  'fr-jouer-a-de',
  new RegExp(
    `(?<=${VSTART}(?:${JOUER_FORMS.join('|')})\\s+(?:(?:souvent|bien|beaucoup|aussi|encore|toujours|parfois|pas|jamais|un\\s+peu|mal|très\\s+bien|tous\\s+les\\s+jours|ensemble)\\s+)?)((?:(?:le|la|les|l'|du|de\\s+la|de\\s+l'|au|à\\s+la|aux|à\\s+l'|de|à)\\s*)?)(${[...Object.keys(SPORTS), ...Object.keys(INSTRUMENTS)].join('|')})${END}`,
    'iu',
  ),
  (m) => {
    const noun = lower(m[2]!);
    const wanted = SPORTS[noun] ?? INSTRUMENTS[noun]!;
    const given = lower(m[1]!).trim().replace(/\s+/gu, ' ');
    if (given === wanted.trim()) return undefined;
    return wanted.endsWith("'") ? `${wanted}${m[2]}` : `${wanted} ${m[2]}`;
  },
);

/* ------------------------------------------------------------------ negation */

/** «Je ne vais pas jamais» exists; «je n'ai pas rien vu», «je ne connais pas personne» → rien, personne. */
const pasRien = patternRule(
  'fr-negation',
  new RegExp(
    `(?<=${START}(?:n'|ne\\s+)(?:[\\p{L}'-]+\\s+){1,2})pas\\s+(rien|personne|aucun|aucune|nulle\\s+part)${END}`,
    'iu',
  ),
  (m, text) => {
    // «ce n'est pas rien» is an idiom.
    if (/(?:^|[^\p{L}])(?:est|était)\s+$/iu.test(text.slice(0, m.index))) return undefined;
    return m[1]!;
  },
);
/** «Personne n'est pas venu», «rien n'est pas» → no «pas». */
const personnePas = patternRule(
  'fr-negation',
  new RegExp(`(?<=(?:^|[.!?]\\s*)(?:Personne|Rien)\\s+(?:ne\\s+|n')(?:[\\p{L}]+))\\s+pas${END}`, 'u'),
  () => '',
);
/** «Je ne pas aime», «je ne pas le vois» → je n'aime pas, je ne le vois pas. */
const nePasFinite = patternRule(
  'fr-negation',
  new RegExp(
    `(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+)ne\\s+pas\\s+((?:(?:me|te|se|le|la|les|lui|leur|y|en|nous|vous)\\s+|[mtsl]'\\s*)*)(\\p{L}+)${END}`,
    'iu',
  ),
  (m) => {
    const verb = m[2]!;
    if (!FINITE_FORMS.has(lower(verb)) || INFINITIVES.has(lower(verb))) return undefined;
    const clitics = m[1]!;
    const ne = !clitics && vowelStart(verb) ? "n'" : 'ne ';
    return `${ne}${clitics}${verb} pas`;
  },
);
/** «Je pas aime», «je non parle» → je n'aime pas. */
const pasBeforeVerb = patternRule(
  'fr-negation',
  new RegExp(`(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+)(?:pas|non)\\s+(\\p{L}+)${END}`, 'iu'),
  (m) => {
    const verb = m[1]!;
    if (!FINITE_FORMS.has(lower(verb))) return undefined;
    return `${vowelStart(verb) ? "n'" : 'ne '}${verb} pas`;
  },
);
/** «Je n'ai mangé pas» → je n'ai pas mangé; «je ne veux aller pas» → je ne veux pas aller. */
const pasAfterSecondVerb = patternRule(
  'fr-negation',
  new RegExp(
    `(?<=${START}(?:n'|ne\\s+)(?:(?:me|te|se|le|la|les|lui|leur|y|en)\\s+|[mtsl]'\\s*)?)(\\p{L}+)\\s+(\\p{L}+)\\s+pas${END}`,
    'iu',
  ),
  (m) => {
    const first = lower(m[1]!);
    const second = lower(m[2]!);
    if (!FINITE_FORMS.has(first)) return undefined;
    const isAux = /^(?:ai|as|a|avons|avez|ont|avais|avait|suis|es|est|sommes|êtes|sont|étais|était)$/u.test(
      first,
    );
    if (
      isAux &&
      (PARTICIPLES.has(second) || (/é$/u.test(second) && ER_INFINITIVES.includes(`${second.slice(0, -1)}er`)))
    )
      return `${m[1]} pas ${m[2]}`;
    if (!isAux && INFINITIVES.has(second) && MODALS.includes(first)) return `${m[1]} pas ${m[2]}`;
    return undefined;
  },
);
/** «pour ne manger pas», «je préfère ne sortir pas» → ne pas manger. */
const nePasInfinitive = patternRule(
  'fr-negation',
  new RegExp(
    `(?<=${START}(?:pour|de|préfère|préfères|préférons|préférez|préfèrent|essaie|essaye)\\s+)ne\\s+(\\p{L}+er|\\p{L}+ir|\\p{L}+re)\\s+pas${END}`,
    'iu',
  ),
  (m) => (INFINITIVES.has(lower(m[1]!)) ? `ne pas ${m[1]}` : undefined),
);
/** «Je n'aime pas le café aussi» → non plus: «aussi» ending a negative clause. */
const negativeAussi = patternRule(
  'fr-negation',
  new RegExp(
    `(?<=${START}(?:n'|ne\\s+)[^.!?,;:]{1,60}?${START}(?:pas|jamais|plus)\\s+[^.!?,;:]{0,40}?)aussi(?=\\s*(?:[.!?]|$))`,
    'iu',
  ),
  (m, text) => {
    const clause = text.slice(Math.max(0, m.index - 100), m.index);
    const last = clause.slice(clause.search(/(?:n'|ne\s)[^.!?,;:]*$/iu));
    if (/(?:^|[^\p{L}])(?:et|mais|que|qu'|car|donc|parce)(?:\s|$)/iu.test(last.slice(3))) return undefined;
    return 'non plus';
  },
);
const moiAussiPas = patternRule(
  'fr-negation',
  new RegExp(`${START}(moi|toi|lui|elle|nous|vous)\\s+aussi\\s+pas${END}`, 'iu'),
  (m) => `${m[1]} non plus`,
);

/* ------------------------------------------------------------------ infinitive after verbs */

const ALL_INFINITIVES = [...INFINITIVES.keys()].filter(
  (inf) => !/^(?:dîner|déjeuner|goûter|souper|rire|boire)$/u.test(inf),
);
const INFINITIVE = `(?:${ALL_INFINITIVES.filter((inf) => !inf.includes("'")).join('|')})`;
const forms = (...lemmas: string[]): string[] =>
  lemmas.flatMap((lemma) => {
    const verb = INFINITIVES.get(lemma);
    if (!verb) throw new Error(`No conjugation for ${lemma}`);
    return [
      verb.infinitive,
      verb.participle,
      ...Object.values(verb.forms).flatMap((slots) => slots.flatMap((slot) => slot.split('/'))),
    ].filter((form) => !form.startsWith('-'));
  });
/** Verbs that take «à» before an infinitive, and verbs (or adjectives) that take «de». */
const TAKES_A = [
  ...new Set(
    forms('commencer', 'continuer', 'réussir', 'apprendre', 'aider', 'hésiter', 'inviter', 'habituer'),
  ),
];
const TAKES_DE = [
  ...new Set([
    ...forms(
      'décider',
      'oublier',
      'essayer',
      'finir',
      'arrêter',
      'refuser',
      'accepter',
      'choisir',
      'rêver',
      'promettre',
      'éviter',
      'proposer',
      'permettre',
    ),
    ...wordList('content contente contents contentes heureux heureuse désolé désolée fier fière ravi ravie'),
  ]),
];
const NO_PREPOSITION = [
  ...new Set([
    ...forms(
      'vouloir',
      'devoir',
      'pouvoir',
      'aimer',
      'adorer',
      'préférer',
      'détester',
      'espérer',
      'savoir',
      'aller',
    ),
    'faut',
  ]),
].filter((form) => !INFINITIVES.has(form) || ['vouloir', 'pouvoir', 'devoir', 'aller'].includes(form));
/** «je commence apprendre» → à apprendre; «j'ai décidé partir» → de partir. */
const missingInfinitivePreposition = patternRule(
  'fr-infinitive-preposition',
  new RegExp(`(?<=${VSTART}(${[...TAKES_A, ...TAKES_DE].join('|')})\\s+)(${INFINITIVE})${END}`, 'iu'),
  (m, text) => {
    const verb = lower(m[1]!);
    // «j'aide Marie», «arrête» + infinitive? Only verbs, never «faire», «laisser».
    if (
      /^(?:aide|aides|aident|aidez|aidons)$/u.test(verb) &&
      /(?:^|[^\p{L}])(?:je|tu|il|elle|on|nous|vous|ils|elles)\s+\p{L}+\s+$/iu.test(text.slice(0, m.index)) ===
        false
    )
      return undefined;
    const preposition = TAKES_A.includes(verb) ? 'à' : vowelStart(m[2]!) ? "d'" : 'de';
    return preposition.endsWith("'") ? `${preposition}${m[2]}` : `${preposition} ${m[2]}`;
  },
);
/** «je veux de partir», «je vais à manger», «je dois pour travailler» → no preposition. */
const extraInfinitivePreposition = patternRule(
  'fr-infinitive-preposition',
  new RegExp(
    `(?<=${VSTART}(${NO_PREPOSITION.join('|')})\\s+)(?:de\\s+|d'|à\\s+|pour\\s+)(${INFINITIVE})${END}`,
    'iu',
  ),
  (m, text) => {
    const verb = lower(m[1]!);
    // «je viens de manger», «aller pour» is not in the list; «il faut à» no.
    if (/^(?:venir|viens|vient)$/u.test(verb)) return undefined;
    // «je vais pour étudier» (purpose after movement) is right.
    if (
      /^(?:vais|vas|va|allons|allez|vont|aller|allé|allée|allés|allées|allais|allait)$/u.test(verb) &&
      /^pour/iu.test(m[0])
    )
      return undefined;
    // «je sais à peine», «aimer à» (literary) – only the infinitive list matches.
    if (text.slice(m.index - 1, m.index) === "'") return undefined;
    return m[2]!;
  },
);
/** «j'ai réussi de», «j'ai arrêté à fumer», «j'ai appris de nager», «j'ai fini à manger». */
const wrongInfinitivePreposition = patternRule(
  'fr-infinitive-preposition',
  new RegExp(
    `(?<=${START}(${[...forms('réussir', 'apprendre', 'arrêter', 'finir', 'décider', 'oublier', 'essayer', 'refuser')].join('|')})\\s+)(de\\s+|d'|à\\s+)(${INFINITIVE})${END}`,
    'iu',
  ),
  (m) => {
    const verb = lower(m[1]!);
    const wantsA = forms('réussir', 'apprendre').includes(verb);
    const given = m[2]!.trim();
    if (wantsA === (given === 'à')) return undefined;
    if (wantsA) return `à ${m[3]}`;
    return vowelStart(m[3]!) ? `d'${m[3]}` : `de ${m[3]}`;
  },
);

/* ------------------------------------------------------------------ avoir expressions, age */

const ETRE_SUBJECTS = Object.keys(ETRE_AS_AVOIR)
  .map((key) => key.replace(/ /gu, '\\s+'))
  .join('|');
/** «je suis besoin», «je suis mal à la tête», «il était peur», «j'étais 10 ans» → avoir. */
const etreAvoirExpression = patternRule(
  'fr-avoir-expressions',
  new RegExp(
    `${START}(${ETRE_SUBJECTS})(\\s+(?:(?:très|trop|si|tellement|un\\s+peu|vraiment)\\s+)?(?:besoin\\s+d|envie\\s+d|honte|sommeil|mal\\s+(?:à|au|aux)|l'air|faim|soif|peur|raison|tort|\\d+\\s+ans|(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|soixante)(?:[\\s-]\\p{L}+)?\\s+ans))(?![\\p{L}])`,
    'iu',
  ),
  (m) => {
    const subject = lower(m[1]!).replace(/\s+/gu, ' ');
    // Present tense of je/tu/nous/vous + faim…, and ages, are already corrected by fr-avoir-expression.
    if (
      /^(?:je suis|tu es|nous sommes|vous êtes|il est|elle est|on est|ils sont|elles sont)$/u.test(subject) &&
      /^(?:\s+(?:(?:très|trop|si|tellement|un\s+peu)\s+)?(?:faim|soif|peur|raison|tort|sommeil)|\s+\S+(?:[\s-]\S+)?\s+ans)$/iu.test(
        m[2]!,
      )
    )
      return undefined;
    return `${ETRE_AS_AVOIR[subject]}${m[2]}`;
  },
);
/** «J'ai beaucoup faim» → très faim. */
const beaucoupFaim = patternRule(
  'fr-avoir-expressions',
  new RegExp(
    `(?<=${VSTART}(?:${AVOIR_FORMS}|eu)\\s+)beaucoup(?=\\s+(?:faim|soif|peur|froid|chaud|sommeil|envie|mal|honte|raison|tort)${END})`,
    'iu',
  ),
  () => 'très',
);
/** «J'ai mal à ma tête» → à la tête. */
const BODY: Record<string, string> = {
  tête: 'à la tête',
  gorge: 'à la gorge',
  jambe: 'à la jambe',
  main: 'à la main',
  bouche: 'à la bouche',
  dos: 'au dos',
  ventre: 'au ventre',
  bras: 'au bras',
  pied: 'au pied',
  cou: 'au cou',
  genou: 'au genou',
  cœur: 'au cœur',
  doigt: 'au doigt',
  nez: 'au nez',
  dents: 'aux dents',
  pieds: 'aux pieds',
  jambes: 'aux jambes',
  yeux: 'aux yeux',
  oreilles: 'aux oreilles',
  genoux: 'aux genoux',
  oreille: "à l'oreille",
  épaule: "à l'épaule",
  estomac: "à l'estomac",
  œil: "à l'œil",
};
const malAMa = patternRule(
  'fr-avoir-expressions',
  new RegExp(
    `(?<=${START}mal\\s+)à\\s+(?:ma|mon|mes|ta|ton|tes|sa|son|ses)\\s+(${Object.keys(BODY).join('|')})${END}`,
    'iu',
  ),
  (m) => BODY[lower(m[1]!)],
);
/** «Je besoin de», «tu besoin» → j'ai besoin, tu as besoin. */
const missingAvoir = patternRule(
  'fr-avoir-expressions',
  new RegExp(
    `${START}(je|tu|il|elle|on|nous|vous|ils|elles)\\s+(besoin|envie|faim|soif|peur)(?=\\s+(?:de|d'|du|des)|\\s*[.!?,])`,
    'iu',
  ),
  (m) => {
    const avoir: Record<string, string> = {
      je: "j'ai",
      tu: 'tu as',
      il: 'il a',
      elle: 'elle a',
      on: 'on a',
      nous: 'nous avons',
      vous: 'vous avez',
      ils: 'ils ont',
      elles: 'elles ont',
    };
    return `${avoir[lower(m[1]!)]} ${m[2]}`;
  },
);
/** «Quel âge es-tu ?» → as-tu; «J'ai 25 ans vieux» → 25 ans; «Combien d'ans» → Quel âge. */
const ageRules: GrammarRule[] = [
  patternRule(
    'fr-age-avoir',
    new RegExp(
      `(?<=${START}âge\\s+)(es|est|êtes|sont|étais|était)-(tu|il|elle|vous|ils|elles|t-il|t-elle)${END}`,
      'iu',
    ),
    (m) => {
      const avoir: Record<string, string> = {
        es: 'as',
        est: 'a',
        êtes: 'avez',
        sont: 'ont',
        étais: 'avais',
        était: 'avait',
      };
      const pronoun = lower(m[2]!).replace(/^t-/u, '');
      const verb = avoir[lower(m[1]!)]!;
      return verb === 'a' ? `a-t-${pronoun}` : `${verb}-${pronoun}`;
    },
  ),
  patternRule(
    'fr-age-avoir',
    new RegExp(`(?<=${START}âge\\s+)(est|était)(?=\\s+(?:ton|ta|votre|son|sa|leur|mon|ma|le|la)\\s)`, 'iu'),
    (m) => (lower(m[1]!) === 'est' ? 'a' : 'avait'),
  ),
  patternRule(
    'fr-age-avoir',
    new RegExp(`(?<=\\d\\s+)ans\\s+(?:vieux|vieille|vieilles|âgés?|âgées?)${END}`, 'iu'),
    () => 'ans',
  ),
  patternRule('fr-age-avoir', new RegExp(`${START}combien\\s+d'ans${END}`, 'iu'), () => 'quel âge'),
  patternRule(
    'fr-age-avoir',
    new RegExp(`(?<=${START}(?:ai|as|a|avons|avez|ont|avait|avais)\\s+)(\\d{1,2})(?=\\s*(?:[.!?]|$))`, 'iu'),
    (m, text) => {
      const before = text.slice(Math.max(0, m.index - 12), m.index);
      if (/(?:^|[^\p{L}])(?:y|en|il\s+y)\s+\p{L}+\s+$/iu.test(before)) return undefined;
      return `${m[1]} ans`;
    },
  ),
];

/* ------------------------------------------------------------------ weather, faire */

const WEATHER_TIME =
  "(?:aujourd'hui|dehors|ce\\s+matin|ce\\s+soir|cet\\s+après-midi|demain|hier|en\\s+hiver|en\\s+été|l'hiver|l'été|en\\s+automne|au\\s+printemps|ici|ce\\s+week-end|cette\\s+semaine|la\\s+nuit|le\\s+matin|le\\s+soir)";
const IL_FAIT: Record<string, string> = {
  'il est': 'il fait',
  "c'est": 'il fait',
  'il était': 'il faisait',
  "c'était": 'il faisait',
  'il sera': 'il fera',
  'ce sera': 'il fera',
};
/** «Il est froid aujourd'hui», «c'est chaud dehors» → il fait. */
const weatherEtre = patternRule(
  'fr-faire-expressions',
  new RegExp(
    `${START}(il\\s+est|c'est|il\\s+était|c'était|il\\s+sera|ce\\s+sera)(\\s+(?:(?:très|trop|si|vraiment|assez|un\\s+peu)\\s+)?(?:froid|chaud|beau|mauvais|frais|doux|humide|gris))(?=\\s+${WEATHER_TIME}${END}|\\s*,\\s*${WEATHER_TIME}|(?<=${WEATHER_TIME}.{0,30}))`,
    'iu',
  ),
  (m) => `${IL_FAIT[lower(m[1]!).replace(/\s+/gu, ' ')]}${m[2]}`,
);
const weatherOpening = patternRule(
  'fr-faire-expressions',
  new RegExp(
    `(?<=${WEATHER_TIME},?\\s+)(il\\s+est|c'est|il\\s+était|c'était|il\\s+sera)(\\s+(?:(?:très|trop|si|vraiment|assez|un\\s+peu)\\s+)?(?:froid|chaud|beau|mauvais|frais|doux|humide|gris))${END}`,
    'iu',
  ),
  (m) => `${IL_FAIT[lower(m[1]!).replace(/\s+/gu, ' ')]}${m[2]}`,
);
const faireWeatherNoun = patternRule(
  'fr-faire-expressions',
  new RegExp(`${START}il\\s+(fait|faisait)\\s+(pluie|neige)${END}`, 'iu'),
  (m) => {
    const present = lower(m[1]!) === 'fait';
    return m[2] === 'pluie' ? (present ? 'il pleut' : 'il pleuvait') : present ? 'il neige' : 'il neigeait';
  },
);
/** A verb swapped for another in the same person and tense: faire une décision → prendre. */
function swapVerb(word: string, from: string, to: string, afterAvoir: boolean): string | undefined {
  const source = INFINITIVES.get(from);
  const target = INFINITIVES.get(to);
  if (!source || !target) return undefined;
  const lowerWord = lower(word);
  if (lowerWord === source.infinitive) return target.infinitive;
  if (lowerWord === source.participle && (afterAvoir || !FINITE_FORMS.has(lowerWord)))
    return target.participle;
  for (const entry of FINITE_FORMS.get(lowerWord) ?? [])
    if (entry.verb === source) return formOf(target, entry.tense, entry.person);
  return undefined;
}
const swapRule = (id: string, from: string, to: string, object: string) => {
  const source = INFINITIVES.get(from)!;
  const all = [...new Set(forms(from))];
  void source;
  return patternRule(id, new RegExp(`${START}(${all.join('|')})(?=\\s+${object}${END})`, 'iu'), (m, text) =>
    swapVerb(
      m[1]!,
      from,
      to,
      /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont|avais|avait|j'ai)\s+$/iu.test(text.slice(0, m.index)),
    ),
  );
};
const faireSwaps: GrammarRule[] = [
  swapRule(
    'fr-faire-expressions',
    'faire',
    'prendre',
    '(?:une|la|cette|ma|sa|des|les|de\\s+bonnes|une\\s+bonne|une\\s+mauvaise)\\s+décisions?',
  ),
  swapRule(
    'fr-faire-expressions',
    'faire',
    'poser',
    '(?:une|des|ma|sa|la|cette|beaucoup\\s+de|trop\\s+de)\\s+questions?',
  ),
  swapRule('fr-faire-expressions', 'prendre', 'faire', '(?:une|la)\\s+(?:promenade|balade)'),
  swapRule('fr-faire-expressions', 'donner', 'faire', '(?:une|la)\\s+(?:promenade|balade)'),
  swapRule('fr-faire-expressions', 'payer', 'faire', 'attention'),
  swapRule(
    'fr-faire-expressions',
    'avoir',
    'prendre',
    '(?:une|la)\\s+douche|un\\s+bain|le\\s+petit-déjeuner|le\\s+petit\\s+déjeuner',
  ),
  swapRule('fr-faire-expressions', 'jouer', 'faire', 'du\\s+sport'),
  swapRule('fr-anglicisms-calques', 'sauver', 'économiser', "(?:de\\s+l'argent|\\d+\\s+euros)"),
  swapRule(
    'fr-anglicisms-calques',
    'dépenser',
    'passer',
    '(?:du|beaucoup\\s+de|trop\\s+de|tout\\s+mon|mon)\\s+temps',
  ),
];
/** «pratiquer sport», «faire sport» → faire du sport. */
const faireSport = patternRule(
  'fr-faire-expressions',
  new RegExp(
    `${START}(${[...new Set(forms('faire', 'pratiquer'))].join('|')})\\s+(sport|yoga|natation|vélo|piano|musique|ski|danse|judo|karaté|tennis|football|foot)${END}`,
    'iu',
  ),
  (m) => {
    const noun = lower(m[2]!);
    const article = /^(?:natation|musique|danse)$/u.test(noun) ? 'de la' : 'du';
    const verb =
      swapVerb(
        m[1]!,
        INFINITIVES.has(lower(m[1]!)) ||
          FINITE_FORMS.get(lower(m[1]!))?.some((e) => e.verb.infinitive === 'faire')
          ? 'faire'
          : 'pratiquer',
        'faire',
        false,
      ) ?? m[1]!;
    return `${verb} ${article} ${m[2]}`;
  },
);

/* ------------------------------------------------------------------ places and times */

const CITIES = wordList(`
  Paris Londres Rome Madrid Berlin Lyon Marseille Toulouse Nice Bordeaux Lille Nantes Strasbourg
  Montpellier Rennes Tokyo Moscou Pékin Séoul Dublin Prague Venise Florence Milan Naples Barcelone
  Lisbonne Amsterdam Bruxelles Genève Montréal Toronto Boston Chicago Sydney Dakar Marrakech Tunis
  Alger Athènes Varsovie Budapest Stockholm Oslo Copenhague Édimbourg Manchester
`);
const placeRules: GrammarRule[] = [
  patternRule(
    'fr-place-prepositions',
    new RegExp(`${START}(?:en|au)\\s+(${CITIES.join('|')})${END}(?!\\s+\\p{Lu})`, 'u'),
    (m) => `à ${m[1]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(`${START}(?:En|Au)\\s+(${CITIES.join('|')})${END}(?!\\s+\\p{Lu})`, 'u'),
    (m) => `À ${m[1]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(
      `${START}(?:au|aux)\\s+(médecin|dentiste|coiffeur|docteur|vétérinaire|kiné|médecins|dentistes)${END}`,
      'iu',
    ),
    (m) => `chez le ${m[1]!.replace(/s$/u, '')}`,
  ),
  patternRule('fr-place-prepositions', new RegExp(`${START}à\\s+chez${END}`, 'iu'), () => 'chez'),
  patternRule(
    'fr-place-prepositions',
    new RegExp(`${START}sur\\s+(le|un)\\s+(bus|train|métro|avion|taxi|tram|tramway)${END}`, 'iu'),
    (m) => `dans ${m[1]} ${m[2]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(
      `${START}dans\\s+(internet|Internet|le\\s+web|facebook|Facebook|Instagram|instagram)${END}`,
      'u',
    ),
    (m) => `sur ${m[1]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(
      `${START}de\\s+(Canada|Japon|Brésil|Mexique|Portugal|Maroc|Pérou|Chili|Danemark|Vietnam|Sénégal|Royaume-Uni|Venezuela|Cameroun|Liban|Pakistan|Kenya)${END}`,
      'u',
    ),
    (m) => `du ${m[1]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(`${START}de\\s+(États-Unis|Pays-Bas)${END}`, 'u'),
    (m) => `des ${m[1]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(
      `${START}dans\\s+(France|Espagne|Italie|Allemagne|Angleterre|Belgique|Suisse|Chine|Russie|Inde|Australie|Grèce|Irlande|Europe|Afrique|Asie)${END}(?![\\s-]+(?:\\p{Lu}|\\d))`,
      'u',
    ),
    (m) => `en ${m[1]}`,
  ),
];
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const DAYS = 'lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche';
const timeRules: GrammarRule[] = [
  patternRule(
    'fr-time-prepositions',
    new RegExp(`${START}(?:en|sur|à)\\s+(${DAYS})(s?)${END}`, 'iu'),
    (m, text) => {
      // «À lundi !» (see you Monday).
      if (/^à/iu.test(m[0]) && /^\s*[!.]/u.test(text.slice(m.index + m[0].length))) return undefined;
      if (/^à/iu.test(m[0])) return undefined;
      return /^sur/iu.test(m[0]) ? m[1] : `le ${m[1]}`;
    },
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(`${START}dans\\s+((?:19|20)\\d\\d)${END}`, 'iu'),
    (m) => `en ${m[1]}`,
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(`${START}dans\\s+(${MONTHS})${END}`, 'iu'),
    (m) => `en ${m[1]}`,
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(`${START}en\\s+printemps${END}`, 'iu'),
    () => 'au printemps',
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(`${START}(?:en|à\\s+le|sur\\s+le|au)\\s+(\\d{1,2}|premier|1er)\\s+(${MONTHS})${END}`, 'iu'),
    (m) => `le ${m[1]} ${m[2]}`,
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(`(?<=${START}(?:heures?|h)\\s+)dans\\s+(le\\s+matin|le\\s+soir|l'après-midi)${END}`, 'iu'),
    (m) => (/matin/iu.test(m[1]!) ? 'du matin' : /soir/iu.test(m[1]!) ? 'du soir' : "de l'après-midi"),
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(
      `(?<=(?:^|[.!?]\\s*|,\\s*|${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+\\p{L}+\\s+))dans\\s+(le\\s+matin|le\\s+soir|l'après-midi)${END}`,
      'iu',
    ),
    (m) => m[1]!.replace(/\s+/gu, ' '),
  ),
  patternRule(
    'fr-time-prepositions',
    new RegExp(`${START}en\\s+la\\s+(soirée|matinée|journée|nuit)${END}`, 'iu'),
    (m) => `dans la ${m[1]}`,
  ),
];

/* ------------------------------------------------------------------ noun plurals */

const IRREGULAR_PLURALS: Record<string, string> = {
  animals: 'animaux',
  journals: 'journaux',
  hôpitals: 'hôpitaux',
  chevals: 'chevaux',
  travails: 'travaux',
  canals: 'canaux',
  signals: 'signaux',
  bateaus: 'bateaux',
  cheveus: 'cheveux',
  jeus: 'jeux',
  gâteaus: 'gâteaux',
  chapeaus: 'chapeaux',
  oiseaus: 'oiseaux',
  cadeaus: 'cadeaux',
  châteaus: 'châteaux',
  manteaus: 'manteaux',
  morceaus: 'morceaux',
  bureaus: 'bureaux',
  niveaus: 'niveaux',
  tableaus: 'tableaux',
  couteaus: 'couteaux',
  rideaus: 'rideaux',
  bijous: 'bijoux',
  cailloux: 'cailloux',
  genous: 'genoux',
  chous: 'choux',
  hibous: 'hiboux',
  œils: 'yeux',
  oeils: 'yeux',
  prixs: 'prix',
  nezs: 'nez',
  socials: 'sociaux',
  nationals: 'nationaux',
  internationals: 'internationaux',
  locals: 'locaux',
  normals: 'normaux',
  principals: 'principaux',
  spécials: 'spéciaux',
  généraux: 'généraux',
  originals: 'originaux',
  égals: 'égaux',
  médicals: 'médicaux',
  mentals: 'mentaux',
  musicals: 'musicaux',
  régionals: 'régionaux',
  tropicals: 'tropicaux',
  loyals: 'loyaux',
  amicals: 'amicaux',
  légals: 'légaux',
  royals: 'royaux',
  verticals: 'verticaux',
  horizontals: 'horizontaux',
};
const irregularPlural: GrammarRule = {
  ...patternRule(
    'fr-noun-plural',
    new RegExp(`${VSTART}(${Object.keys(IRREGULAR_PLURALS).join('|')})${END}`, 'iu'),
    (m) => IRREGULAR_PLURALS[lower(m[1]!)],
  ),
  owns: new Set(Object.keys(IRREGULAR_PLURALS)),
};
/** «les livre», «mes ami», «deux chat», «plusieurs jour» → the plural. */
const NUMBERS =
  'deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|cent|mille|plusieurs|quelques|[2-9]|\\d\\d+';
const missingPlural = patternRule(
  'fr-noun-plural',
  new RegExp(`${START}(les|mes|tes|ses|nos|vos|leurs|ces|${NUMBERS})\\s+(\\p{Ll}[\\p{L}-]*)${END}`, 'iu'),
  (m, text) => {
    const noun = lower(m[2]!);
    if (!NOUN_GENDER.has(noun)) return undefined;
    const plural = pluralOf(noun);
    if (plural === noun) return undefined;
    const det = lower(m[1]!);
    if (/^(?:les|des)$/u.test(det) && PRONOUN_BEFORE.test(text.slice(0, m.index))) return undefined;
    // «des» may be «de» + «les» after «près», «à côté»: still a plural. «mille» (thousand) + unit only.
    if (FINITE_FORMS.has(noun) && /^(?:les)$/u.test(det)) return undefined;
    return `${m[1]} ${plural}`;
  },
);
const enVacance = patternRule(
  'fr-noun-plural',
  new RegExp(`${START}en\\s+vacance${END}`, 'iu'),
  () => 'en vacances',
);

/* ------------------------------------------------------------------ partitive, quantities */

/** «beaucoup des amis», «un peu du sucre», «un kilo des pommes» → de (unless «de» follows: des amis de Paul). */
const QUANTITY =
  'beaucoup|un\\s+peu|assez|trop|combien|tellement|autant|un\\s+kilo|un\\s+litre|une\\s+bouteille|un\\s+verre|une\\s+tasse|un\\s+morceau|une\\s+tranche|un\\s+paquet|une\\s+boîte|une\\s+douzaine|un\\s+pot|une\\s+cuillère|\\d+\\s+(?:kilos|grammes|litres|bouteilles|verres|tasses|tranches|paquets)';
const quantityArticle = patternRule(
  'fr-quantity-de',
  new RegExp(`(?<=${START}(?:${QUANTITY})\\s+)(?:des|du|de\\s+la|de\\s+l')\\s*(\\p{Ll}+)${END}`, 'iu'),
  (m, text) => {
    const after = text.slice(m.index + m[0].length);
    if (/^\s+(?:de|d'|du|des|que|qu'|qui|dont|où)(?!\p{L})|^\s*[,]/iu.test(after)) return undefined;
    const before = text.slice(0, m.index);
    // «parler beaucoup des vacances»: «de» belongs to the verb.
    if (
      /(?:parl|discut|rêv|profit|occup|souvien|souvenu|souvenir|moqu|pens|soucie|plain|serv|change|manqu|besoin|envie|peur)\p{L}*\s+(?:\p{L}+\s+)?$/iu.test(
        before,
      )
    )
      return undefined;
    const noun = m[1]!;
    if (/^(?:tout|même|mêmes|temps)$/iu.test(noun) && /^du/iu.test(m[0]) && noun === 'tout') return undefined;
    return vowelStart(noun) ? `d'${noun}` : `de ${noun}`;
  },
);
/** «beaucoup amis», «trop travail» → beaucoup d'amis. */
const quantityMissingDe = patternRule(
  'fr-quantity-de',
  new RegExp(
    `(?<=${START}(?:beaucoup|trop|assez|combien|tellement|moins|un\\s+peu)\\s+)(\\p{Ll}+)${END}`,
    'iu',
  ),
  (m, text) => {
    const noun = lower(m[1]!);
    if (!NOUN_GENDER.has(noun) && !NOUN_GENDER.has(noun.replace(/[sx]$/u, ''))) return undefined;
    if (FINITE_FORMS.has(noun) || INFINITIVES.has(noun) || PARTICIPLES.has(noun)) return undefined;
    const before = text.slice(0, m.index);
    if (/(?:aim|ador|préfér|préfèr|détest)\p{L}*(?:\s+\p{L}+){1,3}\s+$/iu.test(before)) return undefined;
    return vowelStart(noun) ? `d'${m[1]}` : `de ${m[1]}`;
  },
);
const plupart = [
  patternRule(
    'fr-quantity-de',
    new RegExp(`(?<=${START}plupart\\s+)(?:de\\s+|d')(\\p{Ll}+)${END}`, 'iu'),
    (m) => {
      const noun = lower(m[1]!);
      if (/^(?:mes|tes|ses|nos|vos|leurs|ces|les|la|l|ce|cette|temps|eux|elles)$/u.test(noun))
        return undefined;
      return `des ${m[1]}`;
    },
  ),
  patternRule(
    'fr-quantity-de',
    new RegExp(`(?<=${START}(?:plusieurs|quelques)\\s+)(?:de\\s+|d'|des\\s+)(\\p{Ll}+)${END}`, 'iu'),
    (m) => m[1],
  ),
  patternRule(
    'fr-missing-definite-generic',
    new RegExp(`(?<=(?:^|[.!?]\\s+))Plupart(?=\\s+des?${END})`, 'u'),
    () => 'La plupart',
  ),
];

/** Transitive verbs whose object after a negation takes «de» (pas de pain): beyond grammar-fr.ts's list. */
const NEGATED_OBJECT_VERBS = [
  ...new Set(
    forms(
      'prendre',
      'vouloir',
      'trouver',
      'connaître',
      'utiliser',
      'lire',
      'écrire',
      'recevoir',
      'porter',
      'regarder',
      'écouter',
      'cuisiner',
      'gagner',
      'vendre',
      'chercher',
      'voir',
      'avoir',
      'manger',
      'boire',
      'acheter',
      'faire',
      'commander',
      'préparer',
      'demander',
    ),
  ),
].filter((form) => !/^(?:est|sont|était|étaient)$/u.test(form));
/**
 * «Je ne prends pas du sucre», «je n'ai pas acheté du lait», «je n'ai pas une voiture», «il n'y a pas
 * un problème» → pas de. Not with «être», nor a contrast (mais des…), nor «pas un seul».
 */
const pasDe = patternRule(
  'fr-pas-de',
  new RegExp(
    `(?<=${START}(?:n'|ne\\s+)(?:y\\s+|(?:me|te|se|lui|leur|nous|vous)\\s+)?(${NEGATED_OBJECT_VERBS.join('|')})\\s+(pas|plus|jamais)\\s+(?:(\\p{Ll}+)\\s+)?)(des|du|de\\s+la|de\\s+l'|un|une)\\s*(\\p{Ll}+)${END}`,
    'iu',
  ),
  (m, text) => {
    const [, verb, , participle, article, noun] = m as unknown as string[];
    const lowerVerb = lower(verb!);
    if (participle) {
      const isAux = /^(?:ai|as|a|avons|avez|ont|avais|avait)$/u.test(lowerVerb);
      const p = lower(participle);
      if (!isAux || !(PARTICIPLES.has(p) && NEGATED_OBJECT_VERBS.includes(p))) return undefined;
    } else if (!/^(?:un|une)$/iu.test(article!)) {
      // «des», «du» right after the verb: grammar-fr.ts's fr-pas-de covers avoir, manger, boire, acheter, faire.
      if (forms('avoir', 'manger', 'boire', 'acheter', 'faire').includes(lowerVerb)) return undefined;
    }
    const lowerNoun = lower(noun!);
    if (/^(?:tout|même|mêmes|seul|seule|autre)$/u.test(lowerNoun) || /^y/u.test(lowerNoun)) return undefined;
    if (/^(?:un|une)$/iu.test(article!)) {
      if (
        !forms('avoir').includes(lowerVerb) &&
        !forms('acheter', 'trouver', 'prendre', 'manger', 'boire').includes(lowerVerb)
      )
        return undefined;
      if (/^(?:mot|instant|minute|seconde|sou|chat|fois|jour|moment|seul|seule)$/u.test(lowerNoun))
        return undefined;
      if (!NOUN_GENDER.has(lowerNoun)) return undefined;
    }
    const sentence = /^[^.!?]*/u.exec(text.slice(m.index + m[0].length))![0];
    if (/(?:[,;:]|\smais\s|\ssi\s|\sque\s)/iu.test(sentence)) return undefined;
    if (/^h/iu.test(noun!)) return undefined;
    return vowelStart(noun!) ? `d'${noun}` : `de ${noun}`;
  },
);

/* ------------------------------------------------------------------ questions */

/** «Parle-il ?», «A-elle faim ?», «Va-on ?» → -t-. */
const missingT = patternRule(
  'fr-question-formation',
  new RegExp(`${START}(\\p{L}*[ae])-(il|elle|on)${END}`, 'iu'),
  (m) => (/^(?:vend|attend)$/iu.test(m[1]!) ? undefined : `${m[1]}-t-${m[2]}`),
);
/** «Parlez vous anglais ?», «Où habites tu ?» → parlez-vous, habites-tu. */
const missingHyphen = patternRule(
  'fr-question-formation',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+|${START}(?:où|quand|comment|pourquoi|que|combien|quel|quelle|quels|quelles)\\s+))(\\p{L}+)\\s+(tu|vous|nous|ils|elles|il|elle|on)(?=[^.!?]*\\?)${END}`,
    'iu',
  ),
  (m) => {
    const verb = m[1]!;
    const person = PERSON_OF[lower(m[2]!)]!;
    if (!isFormFor(verb, person) || INFINITIVES.has(lower(verb))) return undefined;
    if (/^(?:est|a|va)$/iu.test(verb) === false && person === 2 && /[ae]$/iu.test(verb))
      return `${verb}-t-${m[2]}`;
    if (/^(?:a|va)$/iu.test(verb) && person === 2) return `${verb}-t-${m[2]}`;
    return `${verb}-${m[2]}`;
  },
);
/** «Est-ce que parles-tu ?» → est-ce que tu parles. */
const estCeQueInversion = patternRule(
  'fr-question-formation',
  new RegExp(
    `(?<=${START}est-ce\\s+)(que|qu')\\s*(\\p{L}+)-(?:t-)?(tu|vous|nous|ils|elles|il|elle|on)${END}`,
    'iu',
  ),
  (m) => {
    const pronoun = m[3]!;
    const que = vowelStart(pronoun) ? "qu'" : 'que ';
    return `${que}${pronoun} ${m[2]}`;
  },
);
/** «Quel est ton adresse ?», «quelle est ton nom» → the gender of the noun. */
const quelEst = patternRule(
  'fr-question-formation',
  new RegExp(
    `${START}(quel|quelle)(?=\\s+(?:est|était|sera)\\s+(?:le|la|l'|mon|ma|ton|ta|son|sa|notre|votre|leur)\\s*(\\p{Ll}+)${END})`,
    'iu',
  ),
  (m) => {
    const gender = NOUN_GENDER.get(lower(m[2]!));
    if (!gender) return undefined;
    const wanted = gender === 'f' ? 'quelle' : 'quel';
    return lower(m[1]!) === wanted ? undefined : wanted;
  },
);

/* ------------------------------------------------------------------ reflexive */

const REFLEXIVE_FOR: Record<string, [string, string]> = {
  je: ['me', "m'"],
  tu: ['te', "t'"],
  nous: ['nous', 'nous'],
  vous: ['vous', 'vous'],
};
/** «je se lève», «tu s'appelles», «nous se promenons» → the pronoun of the subject. */
const reflexiveMismatch = patternRule(
  'fr-reflexive-verbs',
  new RegExp(
    `(?<=(?:${START}(je|tu)|(?:^|[.!?,;]\\s*|${START}(?:et|mais|que|quand|si|où|donc|alors|puis)\\s+)(nous|vous))\\s+(?:ne\\s+)?)(se\\s+|s')(\\p{L}+)${END}`,
    'iu',
  ),
  (m) => {
    const subject = lower(m[1] ?? m[2]!);
    const verb = m[4]!;
    if (!FINITE_FORMS.has(lower(verb))) return undefined;
    const [full, elided] = REFLEXIVE_FOR[subject]!;
    return vowelStart(verb) && elided.endsWith("'") ? `${elided}${verb}` : `${full} ${verb}`;
  },
);
/** «Je vais se lever», «nous allons se promener» → me lever, nous promener. */
const reflexiveInfinitive = patternRule(
  'fr-reflexive-verbs',
  new RegExp(
    `(?<=${START}(je|j'|tu|nous|vous)\\s*(?:ne\\s+|n')?(?:vais|vas|allons|allez|veux|voulons|voulez|dois|devons|devez|peux|pouvons|pouvez|voudrais|aime|aimes|aimons|aimez|préfère|préfères|préférons|préférez|vais\\s+pas|veux\\s+pas|dois|essaie|essaies)\\s+(?:pas\\s+)?)(se\\s+|s')(\\p{L}+)${END}`,
    'iu',
  ),
  (m) => {
    const subject = lower(m[1]!).replace("j'", 'je');
    if (!INFINITIVES.has(lower(m[3]!))) return undefined;
    const [full, elided] = REFLEXIVE_FOR[subject]!;
    return vowelStart(m[3]!) && elided.endsWith("'") ? `${elided}${m[3]}` : `${full} ${m[3]}`;
  },
);

/* ------------------------------------------------------------------ participle agreement */

const REFLEXIVE_PARTICIPLES = wordList(`
  levé réveillé couché habillé promené reposé amusé marié trompé dépêché inquiété intéressé installé
  arrêté baigné caché calmé disputé ennuyé énervé excusé fâché habitué maquillé moqué occupé
  présenté retrouvé perdu souvenu senti assis endormi inscrit blessé cassé marié échappé
`);
/** «Elle s'est levé» → levée; «ils se sont levé» → levés; «elles se sont amusé» → amusées. */
const reflexiveAgreement = patternRule(
  'fr-participle-agreement-etre',
  new RegExp(
    `(?<=${START}(elle|ils|elles|nous)\\s+(?:ne\\s+)?(?:s'|se\\s+|nous\\s+)(?:est|sont|sommes|était|étaient|étions)\\s+(?:(?:pas|bien|déjà|vite|encore|jamais|tous|toutes)\\s+)?)(${REFLEXIVE_PARTICIPLES.join('|')})(e?s?)(?![\\p{L}'(·-])`,
    'iu',
  ),
  (m, text) => {
    const after = text.slice(m.index + m[0].length);
    // A direct object after the participle: elle s'est lavé les mains, cassé la jambe.
    if (/^\s+(?:le|la|les|l'|un|une|des|du|de\s+la|mon|ma|mes|son|sa|ses|leur|leurs|que|qu')/iu.test(after))
      return undefined;
    const subject = lower(m[1]!);
    const participle = m[2]!;
    const stem = participle.endsWith('s') ? participle : participle;
    const ending =
      subject === 'elle'
        ? 'e'
        : subject === 'elles'
          ? 'es'
          : subject === 'ils'
            ? 's'
            : m[3]!.startsWith('e')
              ? 'es'
              : 's';
    const wanted = /s$/u.test(stem) && ending === 's' ? stem : `${stem}${ending}`;
    const given = `${participle}${m[3]}`;
    if (lower(given) === lower(wanted)) return undefined;
    if (subject === 'nous' && /^es?$/u.test(m[3]!)) return undefined;
    return wanted;
  },
);
const AGREEING_PARTICIPLES: Record<string, [string, string, string, string]> = {
  fait: ['fait', 'faite', 'faits', 'faites'],
  écrit: ['écrit', 'écrite', 'écrits', 'écrites'],
  pris: ['pris', 'prise', 'pris', 'prises'],
  mis: ['mis', 'mise', 'mis', 'mises'],
  ouvert: ['ouvert', 'ouverte', 'ouverts', 'ouvertes'],
  offert: ['offert', 'offerte', 'offerts', 'offertes'],
  appris: ['appris', 'apprise', 'appris', 'apprises'],
  compris: ['compris', 'comprise', 'compris', 'comprises'],
  dit: ['dit', 'dite', 'dits', 'dites'],
  vu: ['vu', 'vue', 'vus', 'vues'],
  lu: ['lu', 'lue', 'lus', 'lues'],
  reçu: ['reçu', 'reçue', 'reçus', 'reçues'],
  choisi: ['choisi', 'choisie', 'choisis', 'choisies'],
  perdu: ['perdu', 'perdue', 'perdus', 'perdues'],
  vendu: ['vendu', 'vendue', 'vendus', 'vendues'],
  eu: ['eu', 'eue', 'eus', 'eues'],
  ...Object.fromEntries(
    wordList(
      'acheté trouvé mangé préparé visité oublié regardé écouté rencontré invité aimé cherché porté envoyé donné montré apporté laissé gardé chanté raconté réservé commandé cuisiné',
    ).map((p) => [p, [p, `${p}e`, `${p}s`, `${p}es`]]),
  ),
};
/** «La robe que j'ai acheté» → achetée; «les photos que tu as pris» → prises; «quelle décision as-tu pris». */
const avoirAgreement = patternRule(
  'fr-participle-agreement-avoir',
  new RegExp(
    `(?<=${START}(?:(?:la|les|une|des|ma|mes|ta|tes|sa|ses|cette|ces|nos|vos|leurs|notre|votre|leur)\\s+(\\p{Ll}+)\\s+(?:que|qu')\\s*(?:je\\s+|j'|tu\\s+|il\\s+|elle\\s+|on\\s+|nous\\s+|vous\\s+|ils\\s+|elles\\s+)(?:(?:ai|as|a|avons|avez|ont|avais|avait)\\s+)|(?:quelle|quelles|quels)\\s+(\\p{Ll}+)\\s+(?:as-tu|avez-vous|a-t-il|a-t-elle|ont-ils|ont-elles|a-t-on|avons-nous)\\s+)(?:(?:déjà|bien|jamais|toujours|enfin)\\s+)?)(\\p{Ll}+)${END}`,
    'iu',
  ),
  (m, text) => {
    const noun = lower(m[1] ?? m[2]!);
    const participle = lower(m[3]!);
    const formsOf = Object.values(AGREEING_PARTICIPLES).find((list) => list.includes(participle));
    if (!formsOf) return undefined;
    const gender = NOUN_GENDER.get(noun) ?? NOUN_GENDER.get(noun.replace(/[sx]$/u, ''));
    if (!gender) return undefined;
    const plural = !NOUN_GENDER.has(noun) || (pluralOf(noun) === noun ? false : false);
    const nounPlural = !NOUN_GENDER.has(noun) && NOUN_GENDER.has(noun.replace(/[sx]$/u, ''));
    void plural;
    const wanted = formsOf[(nounPlural ? 2 : 0) + (gender === 'f' ? 1 : 0)]!;
    if (wanted === participle) return undefined;
    // «fait» + infinitive (les a fait entrer), «la chaleur qu'il a fait».
    const after = text.slice(m.index + m[0].length);
    if (/^\s+\p{L}+(?:er|ir|re)(?!\p{L})/iu.test(after)) return undefined;
    if (/qu'il\s+a\s+fait$/iu.test(text.slice(0, m.index + m[0].length))) return undefined;
    return wanted;
  },
);

/* ------------------------------------------------------------------ adjectives */

const ADJECTIVE_FORMS: [string, string, string, string][] = [
  ...wordList(`
    fatigué content prêt occupé désolé marié grand petit intelligent amusant intéressant parfait
    fermé ouvert méchant lourd plein fort malade
  `).map((m): [string, string, string, string] => [
    m,
    /e$/u.test(m) ? m : `${m}e`,
    `${m}s`,
    /e$/u.test(m) ? `${m}s` : `${m}es`,
  ]),
  ['heureux', 'heureuse', 'heureux', 'heureuses'],
  ['sérieux', 'sérieuse', 'sérieux', 'sérieuses'],
  ['gentil', 'gentille', 'gentils', 'gentilles'],
  ['beau', 'belle', 'beaux', 'belles'],
  ['nouveau', 'nouvelle', 'nouveaux', 'nouvelles'],
  ['vieux', 'vieille', 'vieux', 'vieilles'],
  ['bon', 'bonne', 'bons', 'bonnes'],
  ['fier', 'fière', 'fiers', 'fières'],
];
const ADJECTIVE_OF = new Map<string, [string, string, string, string]>();
for (const list of ADJECTIVE_FORMS)
  for (const form of list) if (!ADJECTIVE_OF.has(form)) ADJECTIVE_OF.set(form, list);
/** «Ils sont fatigué», «elles sont content», «nous sommes prêt» → the plural (feminine after «elles»). */
const pluralPronounAdjective = patternRule(
  'fr-adjective-agreement',
  new RegExp(
    `(?<=${START}(ils|elles|nous)\\s+(?:ne\\s+|n')?(?:sont|étaient|seront|sommes|étions|serons|semblent|restent)\\s+(?:(?:pas|plus|très|trop|si|vraiment|assez|tellement|toujours|encore|tous|toutes|un\\s+peu)\\s+){0,2})(\\p{Ll}+)(?![\\p{L}'(·-])`,
    'iu',
  ),
  (m) => {
    const list = ADJECTIVE_OF.get(lower(m[2]!));
    if (!list) return undefined;
    const subject = lower(m[1]!);
    const given = lower(m[2]!);
    if (subject === 'nous' && (given === list[2] || given === list[3])) return undefined;
    const wanted = subject === 'elles' ? list[3] : list[2];
    if (given === wanted) return undefined;
    // Only a singular form given: «ils sont contentes» is left to the writer's gender.
    if (given !== list[0] && given !== list[1]) return undefined;
    return wanted;
  },
);
/** «un beau hôtel», «un nouveau appartement», «un vieux homme» → bel, nouvel, vieil. */
const belNouvelVieil = patternRule(
  'fr-adjective-agreement',
  new RegExp(
    `(?<=${START}(?:un|le|ce|cet|mon|ton|son|notre|votre|leur)\\s+)(beau|nouveau|vieux)(?=\\s+(\\p{Ll}+)${END})`,
    'iu',
  ),
  (m) => {
    const noun = lower(m[2]!);
    if (NOUN_GENDER.get(noun) !== 'm' || !vowelStart(noun)) return undefined;
    return { beau: 'bel', nouveau: 'nouvel', vieux: 'vieil' }[lower(m[1]!)];
  },
);
/** «mon petite amie», «mon meilleure amie» → ma (a feminine adjective beginning with a consonant). */
const monBeforeFeminineAdjective = patternRule(
  'fr-possessive-before-vowel',
  new RegExp(
    `${START}(mon|ton|son)(?=\\s+(?:petite|meilleure|nouvelle|belle|grande|vieille|chère|jolie|bonne|première|dernière|seule|propre\\s+\\p{L}+e|pauvre\\s+\\p{L}+e)${END})`,
    'iu',
  ),
  (m) => ({ mon: 'ma', ton: 'ta', son: 'sa' })[lower(m[1]!)],
);

/* ------------------------------------------------------------------ comparatives */

const comparatives: GrammarRule[] = [
  patternRule('fr-comparative-forms', new RegExp(`${START}plus\\s+bien${END}`, 'iu'), (m, text) =>
    /(?:^|[^\p{L}])n(?:e\s|')[^.!?]{0,20}$/iu.test(text.slice(0, m.index)) ? undefined : 'mieux',
  ),
  patternRule(
    'fr-comparative-forms',
    new RegExp(`${START}plus\\s+(pire|pires|meilleur|meilleure|meilleurs|meilleures)${END}`, 'iu'),
    (m, text) =>
      /(?:^|[^\p{L}])n(?:e\s|')[^.!?]{0,20}$/iu.test(text.slice(0, m.index)) ||
      /(?:^|[^\p{L}'])(?:de|en|non)\s+$/iu.test(text.slice(0, m.index))
        ? undefined
        : m[1],
  ),
  patternRule(
    'fr-comparative-forms',
    new RegExp(
      `(?<=${START}(?:aussi|autant|le\\s+même|la\\s+même|les\\s+mêmes)\\s+(?:\\p{Ll}+\\s+)?)comme(?=\\s)`,
      'iu',
    ),
    (m, text) => {
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      if (/(?:^|[^\p{L}])(?:aussi|autant)\s+comme$/iu.test(before.trimEnd() + 'comme')) return undefined;
      return 'que';
    },
  ),
  patternRule(
    'fr-comparative-forms',
    new RegExp(
      `(?<=${START}(?:plus|moins)\\s+(?:grand|grande|petit|petite|âgé|âgée|vieux|vieille|jeune|rapide|lent|lente|intelligent|intelligente|beau|belle|cher|chère|fort|forte|gros|grosse|haut|haute|riche|sympa|facile|difficile|intéressant|intéressante)s?\\s+)(?:de)(?=\\s+(?:moi|toi|lui|elle|nous|vous|eux|elles|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|Paris|\\p{Lu}\\p{Ll}+)${END})`,
      'iu',
    ),
    () => 'que',
  ),
  patternRule(
    'fr-comparative-forms',
    new RegExp(
      `(?<=${VSTART}(?:parle|parles|parlent|parlez|chante|chantes|chantent|joue|joues|jouent|danse|danses|dansent|travaille|travailles|travaillent|cuisine|cuisines|cuisinent|écris|écrit|écrivent)\\s+)meilleur(?=\\s+que${END})`,
      'iu',
    ),
    () => 'mieux',
  ),
];

/* ------------------------------------------------------------------ verb + preposition */

const verbPrepositions: GrammarRule[] = [
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:${forms('dépendre').join('|')})\\s+)(?:sur|en|on)(?!\\s+(?:partie|grande\\s+partie))${END}`,
      'iu',
    ),
    () => 'de',
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${VSTART}(?:${forms('rêver').join('|')})\\s+)avec(?=\\s)`, 'iu'),
    (m, text) => {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 4))?.[1] ?? '';
      return vowelStart(next) ? undefined : 'de';
    },
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${VSTART}(?:${forms('consister').join('|')})\\s+)de(?=\\s)`, 'iu'),
    () => 'en',
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${START}intéressée?s?\\s+)(?:dans|en)${END}`, 'iu'),
    () => 'par',
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${START}amoureu(?:x|se|ses)\\s+)avec(?=\\s)`, 'iu'),
    (m, text) => {
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 4))?.[1] ?? '';
      return vowelStart(next) ? "d'" : 'de';
    },
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${START}différente?s?\\s+)que(?=\\s)`, 'iu'),
    () => 'de',
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${VSTART}(?:${forms('participer').join('|')})\\s+)en(?!\\s+tant)${END}`, 'iu'),
    () => 'à',
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:${forms('rencontrer').join('|')})\\s+)avec\\s+((?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|leurs|le|la|les|un|une|des)\\s+\\p{L}+|\\p{Lu}\\p{Ll}+)`,
      'iu',
    ),
    (m, text) => {
      if (
        /(?:^|[^\p{L}])(?:se|s'|me|m'|te|t'|nous|vous)\s*(?:\p{L}+\s+)?$/iu.test(text.slice(0, m.index - 12))
      )
        return undefined;
      if (
        /(?:se|s'|me|m'|te|t'|nous|vous)\s*(?:suis|es|est|sommes|êtes|sont)?\s*\p{L}+\s+$/iu.test(
          text.slice(Math.max(0, m.index - 30), m.index),
        )
      )
        return undefined;
      return m[1];
    },
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:${forms('chercher', 'attendre').join('|')})\\s+)pour\\s+((?:mon|ma|mes|ton|ta|tes|son|sa|ses|le|la|les|l'|un|une)\\s*(?:clés?|clefs?|lunettes|portefeuille|sac|téléphone|bus|train|métro|taxi|avion|réponse|résultats?|livre|travail|emploi|appartement|maison|chambre|chat|chien|passeport|billets?|stylo|parapluie))${END}`,
      'iu',
    ),
    (m) => m[1],
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:${forms('écouter', 'regarder').join('|')})\\s+)(?:à|pour)\\s+((?:la|le|les|l'|de\\s+la|du|des)\\s*(?:musique|radio|chanson|film|émission|série|match|télé|télévision|photos?|tableau|paysage|vidéo))${END}`,
      'iu',
    ),
    (m) => {
      if (/radio|télé/iu.test(m[1]!)) return undefined;
      return m[1]!.replace(/^de\s+la/iu, 'la').replace(/^du/iu, 'le');
    },
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:${forms('téléphoner', 'répondre', 'obéir', 'ressembler', 'sourire').join('|')})\\s+)(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|le|la|les|l')\\s*(?=\\p{L})`,
      'iu',
    ),
    (m) => {
      const det = lower(m[1]!);
      if (det === 'le') return 'au ';
      if (det === 'les') return 'aux ';
      if (det === "l'") return "à l'";
      return `à ${m[1]} `;
    },
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${VSTART}(?:${forms('profiter').join('|')})\\s+)(le|la|les|l')\\s*(?=\\p{L})`, 'iu'),
    (m) => {
      const det = lower(m[1]!);
      return det === 'le' ? 'du ' : det === 'les' ? 'des ' : det === "l'" ? "de l'" : 'de la ';
    },
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:${forms('appeler', 'aider').join('|')})\\s+)à\\s+((?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs)\\s+(?:mère|père|frère|sœur|parents|amis|amie|ami|copain|copine|famille|fils|fille|enfants|grand-mère|grand-père|cousin|cousine|oncle|tante|mari|femme|voisin|voisine|collègue|collègues|professeur|prof|chef|patron))`,
      'iu',
    ),
    (m) => m[1],
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `${START}(que|qu')(?=\\s*(?:je\\s+|j'|tu\\s+|il\\s+|elle\\s+|on\\s+|nous\\s+|vous\\s+|ils\\s+|elles\\s+)(?:ai|as|a|avons|avez|ont|avais|avait)\\s+(?:besoin|envie|peur)(?:\\s*[.!?,]|\\s+(?:pour|maintenant|aujourd'hui|demain|ce|cette|depuis|tout|vraiment|absolument|$)))`,
      'iu',
    ),
    (m, text) => {
      const before = text.slice(0, m.index);
      if (/(?:^|[^\p{L}])(?:ce|tout|parce|pense|crois|dit|sais)\s+$/iu.test(before)) return undefined;
      if (!/\p{L}+\s+$/u.test(before)) return undefined;
      return 'dont';
    },
  ),
];

/* ------------------------------------------------------------------ savoir / connaître, visiter */

const PERSON_NOUNS =
  'mère|père|frère|sœur|parents|amis|amie|ami|copain|copine|famille|fils|fille|enfants|grand-mère|grand-père|grands-parents|cousin|cousine|oncle|tante|mari|femme|voisin|voisine|voisins|collègue|collègues|professeur|prof|chef|patron';
const savoirConnaitre: GrammarRule[] = [
  // «Je connais nager», «tu connais où il habite», «je connais que…» → savoir.
  patternRule(
    'fr-savoir-connaitre',
    new RegExp(
      `${VSTART}(${forms('connaître').join('|')})(?=\\s+(?:(?:pas|bien|très\\s+bien)\\s+)?(?:(?:${ALL_INFINITIVES.filter((i) => /er$/u.test(i) || ['nager', 'conduire', 'lire', 'écrire', 'cuisiner', 'faire', 'dire', 'parler', 'jouer', 'danser', 'chanter', 'skier'].includes(i)).join('|')})|où|que|qu'|si|comment|pourquoi|quand|combien)${END})`,
      'iu',
    ),
    (m, text) => {
      const after = text.slice(m.index + m[0].length);
      if (
        /^\s+(?:pas\s+|bien\s+|très\s+bien\s+)?(?:que|qu')/iu.test(after) &&
        /^\s+(?:pas\s+)?(?:que|qu')\s*(?:des?|les?|la|l'|ça|cela|lui|elle|eux)(?!\p{L})/iu.test(after)
      )
        return undefined;
      return swapVerb(
        m[1]!,
        'connaître',
        'savoir',
        /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index)),
      );
    },
  ),
  // «Tu sais mon frère ?», «je sais Marie» → connaître (a person).
  patternRule(
    'fr-savoir-connaitre',
    new RegExp(
      `${VSTART}(${forms('savoir').join('|')})(?=\\s+(?:(?:pas|bien|très\\s+bien)\\s+)?(?:(?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|le|la|les|cette|ce|ces)\\s+(?:${PERSON_NOUNS})|(?:Paris|Londres|Lyon|Marseille|Rome|Madrid|Berlin|Montréal|Bruxelles|Genève))${END})`,
      'iu',
    ),
    (m, text) =>
      swapVerb(
        m[1]!,
        'savoir',
        'connaître',
        /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index)),
      ),
  ),
];
/** «je visite mes parents» → je rends visite à mes parents. */
const VISITER_TO_RENDRE: Record<string, string> = {};
for (const entry of FINITE_FORMS.entries())
  for (const e of entry[1])
    if (e.verb.infinitive === 'visiter' && !VISITER_TO_RENDRE[entry[0]])
      VISITER_TO_RENDRE[entry[0]] = `${formOf(INFINITIVES.get('rendre')!, e.tense, e.person)} visite`;
VISITER_TO_RENDRE.visiter = 'rendre visite';
VISITER_TO_RENDRE.visité = 'rendu visite';
const visiterPerson = patternRule(
  'fr-visiter-rendre-visite',
  new RegExp(
    `${VSTART}(${Object.keys(VISITER_TO_RENDRE).join('|')})\\s+(?:à\\s+)?((?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs)\\s+(?:${PERSON_NOUNS}))${END}`,
    'iu',
  ),
  (m, text) => {
    const verb = lower(m[1]!);
    if (
      /(?:^|[^\p{L}])(?:rend|rends|rendent|rendu|rendre|rendons|rendez|rendais|rendait|faire|fais|fait|une)\s+$/iu.test(
        text.slice(0, m.index),
      )
    )
      return undefined;
    return `${VISITER_TO_RENDRE[verb]} à ${m[2]}`;
  },
);

/* ------------------------------------------------------------------ subjunctive, si, quand */

/** Present indicative of the same verb and person as a subjunctive form, or a future. */
function convert(
  word: string,
  from: 'subjunctive' | 'future' | 'present' | 'conditional',
  to: 'present' | 'future' | 'conditional',
  person: number,
): string | undefined {
  const entries = entriesIn(word, from).filter((entry) => entry.person === person);
  if (entries.length === 0) return undefined;
  // A form also in the target tense for this person (que je mange) is not wrong.
  if (entriesIn(word, to).some((entry) => entry.person === person)) return undefined;
  if (from === 'subjunctive' && entriesIn(word, 'present').some((entry) => entry.person === person))
    return undefined;
  const results = new Set(entries.map((entry) => formOf(entry.verb, to, person)));
  return results.size === 1 ? [...results][0] : undefined;
}
const SUBJECT_GROUP = "(je\\s+|j'|tu\\s+|il\\s+|elle\\s+|on\\s+|nous\\s+|vous\\s+|ils\\s+|elles\\s+)";
const personOf = (subject: string) =>
  PERSON_OF[lower(subject.trim()).replace(/'$/u, "'")] ?? PERSON_OF[lower(subject.trim())]!;
/** «J'espère que tu ailles», «je pense qu'il soit» → the indicative. */
const subjunctiveAfterIndicative = patternRule(
  'fr-subjunctive',
  new RegExp(
    `(?<=${VSTART}(?:espère|espères|espérons|espérez|espèrent|pense|penses|pensons|pensez|pensent|crois|croit|croyons|croyez|croient|sûr|sûre|certain|certaine|probable|sais|sait)\\s+(?:que\\s+|qu'))${SUBJECT_GROUP}((?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\\s+|[nmtsl]'\\s*)*)(\\p{L}+)${END}`,
    'iu',
  ),
  (m, text) => {
    if (
      /(?:^|[^\p{L}])(?:ne|n')\s*(?:\p{L}+\s+)?(?:pense|penses|pensons|pensez|pensent|crois|croit|croyons|croyez|croient)\s+(?:pas|plus|jamais)?\s*$/iu.test(
        text.slice(0, m.index).replace(/\s*(?:que|qu')\s*$/iu, ' '),
      )
    )
      return undefined;
    if (/(?:pas|plus|jamais)\s+(?:que|qu')\s*$/iu.test(text.slice(0, m.index))) return undefined;
    if (
      /(?:^|[^\p{L}])(?:pas|peu)\s+(?:sûr|sûre|certain|certaine|probable)\s+(?:que|qu')\s*$/iu.test(
        text.slice(0, m.index),
      )
    )
      return undefined;
    const verb = convert(m[3]!, 'subjunctive', 'present', personOf(m[1]!));
    if (!verb) return undefined;
    return `${m[1]}${m[2]}${verb}`;
  },
);
/** More triggers than grammar-fr.ts's: aimer que, préférer que, content que, avoir peur que, douter que, sans que… */
const SUBJUNCTIVE_TRIGGERS =
  "(?:aime|aimerais|aimerait|aimes|préfère|préfères|préférerais|souhaite|souhaites|souhaiterais|doute|doutes|exige|exiges|content|contente|contents|heureux|heureuse|triste|désolé|désolée|ravi|ravie|peur|dommage|temps|possible|impossible|normal|rare|mieux|sans|jusqu'à\\s+ce|à\\s+moins|avant|afin|pour|bien|quoique|important|nécessaire|essentiel|indispensable|urgent|faudrait|faut|fallait|faudra|veux|voudrais|veut|voulez|voulais)";
const moreSubjunctive = patternRule(
  'fr-subjunctive',
  new RegExp(
    `(?<=${START}${SUBJUNCTIVE_TRIGGERS}\\s+(?:que\\s+|qu'))${SUBJECT_GROUP}((?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\\s+|[nmtsl]'\\s*)*)(\\p{L}+)${END}`,
    'iu',
  ),
  (m, text) => {
    const before = text.slice(0, m.index);
    // «je sais bien que», «si bien que», «plus tôt que possible»? «bien que» only opening a clause.
    if (
      /(?:^|[^\p{L}])bien\s+(?:que\s+|qu')$/iu.test(before) &&
      !/(?:^|[.!?,]\s*)bien\s+(?:que\s+|qu')$/iu.test(before)
    )
      return undefined;
    if (
      /(?:^|[^\p{L}])mieux\s+(?:que\s+|qu')$/iu.test(before) &&
      !/il\s+vaut\s+mieux\s+(?:que\s+|qu')$/iu.test(before)
    )
      return undefined;
    if (
      /(?:^|[^\p{L}])temps\s+(?:que\s+|qu')$/iu.test(before) &&
      !/il\s+est\s+temps\s+(?:que\s+|qu')$/iu.test(before)
    )
      return undefined;
    if (
      /(?:^|[^\p{L}])(?:possible|impossible|normal|rare|important|nécessaire|essentiel|indispensable|urgent|dommage)\s+(?:que\s+|qu')$/iu.test(
        before,
      ) &&
      !/(?:est|c'est|était|serait)\s+(?:très\s+|vraiment\s+)?\p{L}+\s+(?:que\s+|qu')$/iu.test(before)
    )
      return undefined;
    if (
      /(?:^|[^\p{L}])(?:aime|aimes|préfère|préfères)\s+(?:que\s+|qu')$/iu.test(before) &&
      /(?:plus|mieux|moins|autant)\s+\S*\s*(?:que\s+|qu')$/iu.test(before)
    )
      return undefined;
    if (
      /(?:^|[^\p{L}])(?:pour|avant|sans|afin)\s+(?:que\s+|qu')$/iu.test(before) === false &&
      /(?:^|[^\p{L}])(?:plus|moins|aussi|autant)\s+\p{L}+\s+(?:que\s+|qu')$/iu.test(before)
    )
      return undefined;
    // «je veux que je» — same subject, left alone.
    const wisher = /(?:^|[^\p{L}])(je|tu|nous|vous)\s+(?:ne\s+)?\p{L}+\s+(?:que\s+|qu')$/iu.exec(before)?.[1];
    if (wisher && PERSON_OF[lower(wisher)] === personOf(m[1]!)) return undefined;
    const person = personOf(m[1]!);
    const verb = m[3]!;
    const entries = entriesIn(verb, 'present').filter((entry) => entry.person === person);
    if (entries.length === 0) return undefined;
    if (entriesIn(verb, 'subjunctive').some((entry) => entry.person === person)) return undefined;
    const results = new Set(entries.map((entry) => formOf(entry.verb, 'subjunctive', person)));
    if (results.size !== 1) return undefined;
    const form = [...results][0]!;
    if (/^je\s+$/iu.test(m[1]!) && !m[2] && vowelStart(form)) return `${m[1]![0]}'${form}`;
    return `${m[1]}${m[2]}${form}`;
  },
);
/** «Si je serai libre», «s'il pleuvra» → the present; «si j'étais riche, j'achèterai» → the conditional. */
const siFuture = patternRule(
  'fr-si-clauses',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+|,\\s*|${START}(?:et|mais|même)\\s+)(?:[Ss]i\\s+${SUBJECT_GROUP}|[Ss]'(ils?)\\s+)((?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\\s+|[nmtsl]'\\s*)*))(\\p{L}+)${END}`,
    'u',
  ),
  (m, text) => {
    const before = text.slice(0, m.index);
    if (/(?:^|[^\p{L}])même\s+s/iu.test(before.slice(-12))) return undefined;
    const subject = m[1] ?? m[2]!;
    const verb = convert(m[4]!, 'future', 'present', personOf(subject));
    return verb;
  },
);
const siMainFuture = patternRule(
  'fr-si-clauses',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)(?:Si\\s+(?:j'|je\\s+|tu\\s+|il\\s+|elle\\s+|on\\s+|nous\\s+|vous\\s+|ils\\s+|elles\\s+)|S'ils?\\s+)(?:n'|ne\\s+)?\\p{L}+(?:ais|ait|ions|iez|aient)${END}[^.!?,]{0,60},\\s*${SUBJECT_GROUP}((?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\\s+|[nmtsl]'\\s*)*))(\\p{L}+)${END}`,
    'u',
  ),
  (m) => convert(m[3]!, 'future', 'conditional', personOf(m[1]!)),
);
/** «Quand je sois grand» → serai; «quand j'arrive…, je t'appellerai» → arriverai. */
const quandFuture = patternRule(
  'fr-quand-futur',
  new RegExp(
    `(?<=${START}(?:quand|lorsque|lorsqu'|dès\\s+que|dès\\s+qu'|aussitôt\\s+que|une\\s+fois\\s+que)\\s*${SUBJECT_GROUP}((?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\\s+|[nmtsl]'\\s*)*))(\\p{L}+)${END}`,
    'iu',
  ),
  (m, text) => {
    const person = personOf(m[1]!);
    const subjunctive = convert(m[3]!, 'subjunctive', 'future', person);
    if (subjunctive) return subjunctive;
    // A present followed, in the same sentence, by a future in the main clause.
    const rest = /^[^.!?]*/u.exec(text.slice(m.index + m[0].length))![0];
    const main =
      /,\s*(?:je\s+|j'|tu\s+|il\s+|elle\s+|on\s+|nous\s+|vous\s+|ils\s+|elles\s+)(?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\s+|[nmtsl]'\s*)*(\p{L}+)/iu.exec(
        rest,
      );
    const before = text.slice(0, m.index);
    const mainBefore =
      /(?:je\s+|j'|tu\s+|il\s+|elle\s+|on\s+|nous\s+|vous\s+|ils\s+|elles\s+)(?:(?:ne|me|te|se|le|la|les|lui|leur|y|en)\s+|[nmtsl]'\s*)*(\p{L}+)\s+[^.!?,]*$/iu.exec(
        before.replace(
          /\s*(?:quand|lorsque|lorsqu'|dès\s+que|dès\s+qu'|aussitôt\s+que|une\s+fois\s+que)\s*$/iu,
          ' ',
        ),
      );
    const mainVerb = main?.[1] ?? mainBefore?.[1];
    if (!mainVerb || entriesIn(mainVerb, 'future').length === 0 || entriesIn(mainVerb, 'present').length > 0)
      return undefined;
    if (entriesIn(m[3]!, 'present').filter((entry) => entry.person === person).length === 0) return undefined;
    return convert(m[3]!, 'present', 'future', person);
  },
);

/* ------------------------------------------------------------------ irregular forms */

/** Regularised forms learners invent: vous faisez, ils allent, nous mangons, j'appele, j'achette. */
const REGULARISED: Record<string, string> = {
  faisez: 'faites',
  disez: 'dites',
  faisent: 'font',
  allent: 'vont',
  avont: 'ont',
  prendent: 'prennent',
  apprendent: 'apprennent',
  comprendent: 'comprennent',
  venent: 'viennent',
  devenent: 'deviennent',
  voulent: 'veulent',
  pouvent: 'peuvent',
  devent: 'doivent',
  boivons: 'buvons',
  boivez: 'buvez',
  êtent: 'sont',
  mangons: 'mangeons',
  nagons: 'nageons',
  voyagons: 'voyageons',
  changons: 'changeons',
  commencons: 'commençons',
  prendu: 'pris',
  mettu: 'mis',
  ouvri: 'ouvert',
  offri: 'offert',
  vivu: 'vécu',
  boivé: 'bu',
  écrivé: 'écrit',
  lisé: 'lu',
  courru: 'couru',
  mouru: 'mort',
  pleuvé: 'plu',
  suivé: 'suivi',
  venu: 'venu',
  allerai: 'irai',
  alleras: 'iras',
  allera: 'ira',
  allerons: 'irons',
  allerez: 'irez',
  alleront: 'iront',
  allerais: 'irais',
  allerait: 'irait',
  voirai: 'verrai',
  voiras: 'verras',
  voira: 'verra',
  voirons: 'verrons',
  pouverai: 'pourrai',
  pouvera: 'pourra',
  faisera: 'fera',
  faiserai: 'ferai',
  fairai: 'ferai',
  faira: 'fera',
  envoierai: 'enverrai',
  envoyerai: 'enverrai',
  saverai: 'saurai',
  savera: 'saura',
  avoirai: 'aurai',
  êtrai: 'serai',
  venirai: 'viendrai',
  venira: 'viendra',
  devoirai: 'devrai',
  voulerai: 'voudrai',
  tenira: 'tiendra',
  faise: 'fasse',
  faises: 'fasses',
  alle: 'aille',
  soie: 'sois',
  soies: 'sois',
  pouve: 'puisse',
  pouvent_: 'puissent',
};
delete REGULARISED.venu;
delete REGULARISED.pouvent_;
const regularised: GrammarRule = {
  ...patternRule(
    'fr-irregular-forms',
    new RegExp(`${START}(${Object.keys(REGULARISED).join('|')})${END}`, 'iu'),
    (m, text) => {
      const word = lower(m[1]!);
      // «alle» only after «qu'il/qu'elle»; «soie» is silk.
      if (word === 'alle' && !/qu'(?:il|elle|on)\s+$/iu.test(text.slice(0, m.index))) return undefined;
      if (/^soies?$/u.test(word) && !/(?:que|qu')\s*(?:je|tu)\s+$/iu.test(text.slice(0, m.index)))
        return undefined;
      if (
        /^(?:faise|faises|pouve)$/u.test(word) &&
        !/(?:que|qu')\s*(?:je|j'|tu|il|elle|on)\s*$/iu.test(text.slice(0, m.index))
      )
        return undefined;
      return REGULARISED[word];
    },
  ),
  owns: new Set(Object.keys(REGULARISED)),
};
/** «j'appele», «j'achette», «il préfére» → appelle, achète, préfère. */
const stemChange = patternRule(
  'fr-irregular-forms',
  new RegExp(
    `${VSTART}(appele|appeles|appelent|rappele|achette|achettes|achettent|préfére|préféres|préférent|répéte|répétent|espére|espéres|lêve|jete|jetes)${END}`,
    'iu',
  ),
  (m) =>
    ({
      appele: 'appelle',
      appeles: 'appelles',
      appelent: 'appellent',
      rappele: 'rappelle',
      achette: 'achète',
      achettes: 'achètes',
      achettent: 'achètent',
      préfére: 'préfère',
      préféres: 'préfères',
      préférent: 'préfèrent',
      répéte: 'répète',
      répétent: 'répètent',
      espére: 'espère',
      espéres: 'espères',
      lêve: 'lève',
      jete: 'jette',
      jetes: 'jettes',
    })[lower(m[1]!)],
);
/** «Vas !», «Manges !» imperatives alone → va, mange (not before «y» or «en»). */
const imperativeS = patternRule(
  'fr-irregular-forms',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+))(Vas|Manges|Parles|Regardes|Écoutes|Ecoutes|Écoute|Arrêtes|Viens|Attends)(?=\\s*!)`,
    'u',
  ),
  (m) =>
    (
      ({
        Vas: 'Va',
        Manges: 'Mange',
        Parles: 'Parle',
        Regardes: 'Regarde',
        Écoutes: 'Écoute',
        Ecoutes: 'Écoute',
        Arrêtes: 'Arrête',
      }) as Record<string, string>
    )[m[1]!],
);

/* ------------------------------------------------------------------ elision extras */

const elisionRules: GrammarRule[] = [
  patternRule('fr-elision', new RegExp(`${START}ce\\s+(est|était|étaient)${END}`, 'iu'), (m) => `c'${m[1]}`),
  patternRule(
    'fr-elision',
    new RegExp(`${START}(lorsque|puisque|quoique)\\s+(il|ils|elle|elles|on|un|une|en)${END}`, 'iu'),
    (m) => `${m[1]!.slice(0, -1)}'${m[2]}`,
  ),
  patternRule(
    'fr-elision',
    new RegExp(`${START}jusque\\s+(à|au|aux|où|ici|alors)${END}`, 'iu'),
    (m) => `jusqu'${m[1]}`,
  ),
  patternRule('fr-elision', new RegExp(`${START}je\\s+y${END}`, 'iu'), () => "j'y"),
  patternRule('fr-elision', new RegExp(`${START}s'(elle|elles|on)${END}`, 'iu'), (m) => `si ${m[1]}`),
  patternRule(
    'fr-elision',
    new RegExp(
      `${START}(le|la|de|je|ne|que|me|te|se)\\s+(homme|hommes|heure|heures|histoire|histoires|habitude|habitudes|hôtel|hôtels|hôpital|hiver|huile|humour|herbe|hésite|habite|habites|habitent|habitais|habitait|habiter)${END}`,
      'iu',
    ),
    (m) => {
      const word = m[1]!;
      if (
        /^(?:le|la)$/iu.test(word) &&
        /^(?:hésite|habite|habites|habitent|habitais|habitait|habiter)$/iu.test(m[2]!)
      )
        return undefined;
      if (lower(word) === 'je' && /^(?:habite|habitais|hésite)$/iu.test(m[2]!)) return undefined;
      return `${word.slice(0, -1)}'${m[2]}`;
    },
  ),
];

/* ------------------------------------------------------------------ pronouns */

/** «Je le téléphone», «je la parle» → lui; «je lui aide», «je lui appelle» → l'aide, l'appelle. */
const INDIRECT_VERBS = [
  ...new Set(forms('téléphoner', 'parler', 'répondre', 'ressembler', 'obéir', 'sourire', 'plaire', 'mentir')),
];
const DIRECT_VERBS = [
  ...new Set(
    forms(
      'aider',
      'attendre',
      'écouter',
      'regarder',
      'chercher',
      'remercier',
      'appeler',
      'inviter',
      'rencontrer',
    ),
  ),
];
const luiLe: GrammarRule[] = [
  patternRule(
    'fr-lui-le',
    new RegExp(
      `(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+(?:ne\\s+)?)(le|la|les)(?=\\s+(?:${INDIRECT_VERBS.join('|')})${END})`,
      'iu',
    ),
    (m, text) => {
      const verb = /^\s+(\p{L}+)/u.exec(text.slice(m.index + m[0].length))![1]!;
      // «je le parle» (a language: je le parle bien) — «parler» takes a language as object.
      if (/^parl/iu.test(verb)) return undefined;
      return lower(m[1]!) === 'les' ? 'leur' : 'lui';
    },
  ),
  patternRule(
    'fr-lui-le',
    new RegExp(
      `(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+(?:ne\\s+)?)(lui|leur)\\s+(${DIRECT_VERBS.join('|')})${END}`,
      'iu',
    ),
    (m) => {
      const verb = m[2]!;
      if (lower(m[1]!) === 'leur') return `les ${verb}`;
      return vowelStart(verb) ? `l'${verb}` : `le ${verb}`;
    },
  ),
  patternRule(
    'fr-lui-le',
    new RegExp(
      `(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+)(manque|manques|manquons|manquez|manquent)\\s+(toi|moi|vous|nous|lui|elle|eux)${END}`,
      'iu',
    ),
    (m, text) => {
      const subject = /(\p{L}+)\s+$/u.exec(text.slice(0, m.index))![1]!;
      const object = lower(m[2]!);
      const objectPerson: Record<string, number> = {
        moi: 0,
        toi: 1,
        lui: 2,
        elle: 2,
        nous: 3,
        vous: 4,
        eux: 5,
      };
      const subjectPronoun: Record<number, string> = {
        0: 'je',
        1: 'tu',
        2: object === 'elle' ? 'elle' : 'il',
        3: 'nous',
        4: 'vous',
        5: 'ils',
      };
      const objectClitic: Record<string, string> = {
        je: 'me',
        tu: 'te',
        il: 'lui',
        elle: 'lui',
        on: 'lui',
        nous: 'nous',
        vous: 'vous',
        ils: 'leur',
        elles: 'leur',
      };
      const person = objectPerson[object]!;
      const newSubject = subjectPronoun[person]!;
      const verb = formOf(INFINITIVES.get('manquer')!, 'present', person)!;
      void text;
      return `${newSubject} ${objectClitic[lower(subject)]} ${verb}`;
    },
  ),
];
/** «Je vois le», «je connais la bien», «je veux voir le» → the pronoun before the verb. */
const objectPronounPosition: GrammarRule[] = [
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(
      `${START}(je|tu|il|elle|on|nous|vous|ils|elles)\\s+(\\p{L}+)\\s+(le|la|les)(?=\\s*(?:[.!?,]|$|\\s+(?:bien|beaucoup|souvent|demain|aujourd'hui|ce\\s+soir|maintenant|tous|toujours|encore|aussi)${END}))`,
      'iu',
    ),
    (m) => {
      const verb = m[2]!;
      if (!FINITE_FORMS.has(lower(verb)) || INFINITIVES.has(lower(verb))) return undefined;
      if (!isFormFor(verb, PERSON_OF[lower(m[1]!)]!)) return undefined;
      // «je suis la», «il est là» — être takes no object; «il y a»…
      if (/^(?:suis|es|est|sommes|êtes|sont|étais|était|vais|vas|va|allons|allez|vont)$/iu.test(verb))
        return undefined;
      const pronoun = lower(m[3]!);
      const subject = m[1]!;
      const elided = pronoun !== 'les' && vowelStart(verb);
      return elided ? `${subject} l'${verb}` : `${subject} ${pronoun} ${verb}`;
    },
  ),
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(
      `(?<=${START}(?:veux|veut|voulons|voulez|veulent|peux|peut|pouvons|pouvez|peuvent|dois|doit|devons|devez|doivent|vais|vas|va|allons|allez|vont|voudrais|aime|préfère)\\s+)(\\p{L}+)\\s+(le|la|les|lui|leur)(?=\\s*(?:[.!?,]|$|\\s+(?:demain|aujourd'hui|ce\\s+soir|maintenant|bientôt|plus\\s+tard)${END}))`,
      'iu',
    ),
    (m) => {
      const verb = m[1]!;
      if (!INFINITIVES.has(lower(verb))) return undefined;
      const pronoun = lower(m[2]!);
      return pronoun !== 'les' && pronoun !== 'lui' && pronoun !== 'leur' && vowelStart(verb)
        ? `l'${verb}`
        : `${pronoun} ${verb}`;
    },
  ),
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))(Me|Te|Le|La|Les|Lui)\\s+(donne|donnez|dis|dites|montre|montrez|passe|passez|envoie|envoyez|fais|faites|prends|prenez|écris|écrivez|explique|expliquez|appelle|appelez|aide|aidez)(?=\\s)`,
      'u',
    ),
    (m) => {
      const pronoun = lower(m[1]!);
      const stressed = pronoun === 'me' ? 'moi' : pronoun === 'te' ? 'toi' : pronoun;
      return `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1)}-${stressed}`;
    },
  ),
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(`(?<=${START}\\p{L}+)-(me|te)(?=\\s*[.!?,]|$)`, 'iu'),
    (m) => (lower(m[1]!) === 'me' ? '-moi' : '-toi'),
  ),
];

/* ------------------------------------------------------------------ anglicisms, false friends */

const anglicisms: GrammarRule[] = [
  patternRule(
    'fr-anglicisms-calques',
    new RegExp(
      `${START}(je\\s+suis|tu\\s+es|il\\s+est|elle\\s+est|on\\s+est|nous\\s+sommes|vous\\s+êtes|ils\\s+sont|elles\\s+sont)\\s+(fini|finie|finis|finies)(?=\\s+(?:avec|de\\s+manger|de\\s+travailler|mes|tes|ses|nos|vos|leurs)|\\s*[.!?])`,
      'iu',
    ),
    (m) => {
      const subject = lower(m[1]!).replace(/\s+/gu, ' ');
      const avoir: Record<string, string> = {
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
      return `${avoir[subject]} fini`;
    },
  ),
  patternRule(
    'fr-anglicisms-calques',
    new RegExp(
      `${VSTART}(${forms('prendre').join('|')})\\s+(un|une|des|le|la|ce|cette)\\s+(classe|classes|cours)${END}`,
      'iu',
    ),
    (m, text) => {
      const afterAvoir = /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index));
      const verb = swapVerb(m[1]!, 'prendre', 'suivre', afterAvoir);
      const det = lower(m[2]!);
      const newDet = det === 'une' ? 'un' : det === 'la' ? 'le' : det === 'cette' ? 'ce' : det;
      return verb ? `${verb} ${newDet} cours` : undefined;
    },
  ),
  patternRule(
    'fr-anglicisms-calques',
    new RegExp(
      `${VSTART}(${forms('appliquer').join('|')})\\s+pour(?=\\s+(?:un|une|le|la|ce|cette)\\s+(?:emploi|poste|travail|job|bourse|stage))`,
      'iu',
    ),
    (m, text) => {
      const verb = swapVerb(
        m[1]!,
        'appliquer',
        'postuler',
        /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index)),
      );
      return verb ? `${verb} à` : undefined;
    },
  ),
  patternRule(
    'fr-anglicisms-calques',
    new RegExp(
      `${VSTART}(${forms('bouger').join('|')})(?=\\s+(?:à|en|au)\\s+(?:\\p{Lu}|un|une|la|le))`,
      'iu',
    ),
    (m, text) =>
      swapVerb(
        m[1]!,
        'bouger',
        'déménager',
        /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index)),
      ),
  ),
];
const falseFriends: GrammarRule[] = [
  // «emprunter un livre à la librairie» → bibliothèque.
  patternRule(
    'fr-false-friends-english',
    new RegExp(
      `(?<=${VSTART}(?:emprunt\\p{L}*|rendre|rends|rend|rendu)\\s+[^.!?]{0,40}?(?:à|dans)\\s+la\\s+)librairie${END}`,
      'iu',
    ),
    () => 'bibliothèque',
  ),
  patternRule(
    'fr-false-friends-english',
    new RegExp(
      `(?<=${START}(?:à|dans)\\s+la\\s+)librairie(?=[^.!?]{0,40}${VSTART}(?:emprunt|étudi|rendre|prêt))`,
      'iu',
    ),
    () => 'bibliothèque',
  ),
  // «J'ai attendu une conférence / un cours / une réunion» → assisté à.
  patternRule(
    'fr-false-friends-english',
    new RegExp(
      `${VSTART}(${forms('attendre').join('|')})\\s+(une\\s+conférence|un\\s+cours|une\\s+réunion|un\\s+concert|un\\s+mariage|la\\s+conférence|la\\s+réunion|le\\s+cours)${END}`,
      'iu',
    ),
    (m, text) => {
      const after = text.slice(m.index + m[0].length);
      if (/^\s+(?:qui|depuis|pendant|avec\s+impatience)/iu.test(after)) return undefined;
      const verb = swapVerb(
        m[1]!,
        'attendre',
        'assister',
        /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index)),
      );
      const object = m[2]!
        .replace(/^la\s+/iu, 'la ')
        .replace(/^le\s+/iu, 'au ')
        .replace(/^(une|un)\s+/iu, '$1 ');
      return verb ? `${verb} ${/^au /u.test(object) ? object : `à ${object}`}` : undefined;
    },
  ),
  // «Je suis excité pour les vacances» → J'ai hâte d'être en vacances? Too free; «actuellement» too.
];
const romanceFalseFriends: GrammarRule[] = [
  patternRule(
    'fr-false-friends-romance',
    new RegExp(
      `${VSTART}(${forms('salir').join('|')})(?=\\s+(?:avec|ce\\s+soir|demain|samedi|le\\s+soir|ensemble|de\\s+la\\s+maison|du\\s+bureau|en\\s+boîte))`,
      'iu',
    ),
    (m, text) =>
      swapVerb(
        m[1]!,
        'salir',
        'sortir',
        /(?:^|[^\p{L}])(?:ai|as|a|avons|avez|ont)\s+$/iu.test(text.slice(0, m.index)),
      ),
  ),
  patternRule(
    'fr-false-friends-romance',
    new RegExp(`${START}un\\s+vase\\s+(d'eau|de\\s+vin|de\\s+lait|de\\s+jus)${END}`, 'iu'),
    (m) => `un verre ${m[1]}`,
  ),
  patternRule(
    'fr-false-friends-romance',
    new RegExp(
      `${START}(constipée?s?)(?=[^.!?]{0,40}(?:fièvre|nez|tousse|tousser|rhume|mouchoir|éternue))`,
      'iu',
    ),
    (m) => m[1]!.replace(/constip/iu, 'enrhum'),
  ),
  patternRule(
    'fr-false-friends-romance',
    new RegExp(
      `${START}embarrassée(?=\\s+de\\s+(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf)\\s+mois)`,
      'iu',
    ),
    () => 'enceinte',
  ),
];

/* ------------------------------------------------------------------ more shapes */

const PROFESSIONS = wordList(`
  médecin infirmier infirmière avocat avocate professeur professeure prof ingénieur ingénieure pilote
  architecte dentiste boulanger boulangère serveur serveuse journaliste étudiant étudiante vendeur
  vendeuse acteur actrice chanteur chanteuse cuisinier cuisinière policier policière secrétaire
  comptable coiffeur coiffeuse vétérinaire musicien musicienne informaticien informaticienne
  photographe traducteur traductrice écrivain plombier électricien électricienne agriculteur
  agricultrice pharmacien pharmacienne chirurgien chirurgienne fonctionnaire
`);
const moreRules: GrammarRule[] = [
  // «Ma mère est une infirmière», «je veux devenir un pilote» → no article before a bare profession.
  patternRule(
    'fr-cest-il-est',
    new RegExp(
      `(?<=${VSTART}(?:est|sont|était|étaient|suis|es|sommes|êtes|étais|devenir|deviens|devient|devenu|devenue|devenus)\\s+)(?:un|une|des)\\s+(${PROFESSIONS.join('|')})(s?)(?=\\s*(?:[.!?,;]|$|\\s+(?:à|au|aux|dans|chez|en|depuis|pour|et|mais|c'est)${END}))`,
      'iu',
    ),
    (m, text) => {
      const before = text.slice(0, m.index);
      if (/(?:^|[^\p{L}'])(?:c'|ce\s+|qui\s+)(?:est|sont|était)\s+$/iu.test(before)) return undefined;
      return `${m[1]}${m[2]}`;
    },
  ),
  // «Mes parents son très gentils», «les enfants de ma voisine son partis» → sont.
  patternRule(
    'fr-homophone-son-sont',
    new RegExp(
      `${START}son(?=\\s+(?:très|trop|vraiment|si|tous|toutes|déjà|encore|toujours|pas|ici|là|\\p{Ll}+(?:és|ées|is|ies|us|ues|ts|tes|ds|des|ux|ses))${END})`,
      'iu',
    ),
    (m, text) => {
      const before = text.slice(0, m.index);
      if (
        !/(?:^|[^\p{L}'])(?:ils|elles|\p{Ll}+[sx](?:\s+(?:de|du|des|d')\s*(?:\p{L}+\s+)?\p{L}+)?)\s+$/iu.test(
          before,
        )
      )
        return undefined;
      const next = /^\s+(\p{L}+)/u.exec(text.slice(m.index + 3))![1]!;
      if (NOUN_GENDER.has(lower(next).replace(/[sx]$/u, ''))) return undefined;
      return 'sont';
    },
  ),
  // «Mon mari ce lève», «mes enfants ce disputent» → se before a verb.
  patternRule('fr-homophone-ce-se', new RegExp(`${START}ce(?=\\s+(\\p{Ll}+)${END})`, 'iu'), (m) => {
    const next = lower(m[1]!);
    const entries = FINITE_FORMS.get(next);
    if (!entries || NOUN_GENDER.has(next) || INFINITIVES.has(next) || PARTICIPLES.has(next)) return undefined;
    if (
      entries.some((entry) =>
        /^(?:être|pouvoir|devoir|avoir|faire|aller|sembler|paraître|valoir)$/u.test(entry.verb.infinitive),
      )
    )
      return undefined;
    if (
      /^(?:compte|coupe|garde|change|porte|marche|danse|note|visite|pose|place|ferme|montre|cuisine|lave|plan|vol|jeu|tour|sport|travail|soir|matin|mois|week|repas|prix|choix|rire|sourire|souvenir|dîner|déjeuner|goûter|pouvoir|devoir|savoir|passe|copie|signe|chante|joue|dessine|ordre|mélange|conseil|calcul|cache)$/u.test(
        next,
      )
    )
      return undefined;
    return 'se';
  }),
  // «Je ne sais pas ou il habite» → où (an indirect question).
  patternRule(
    'fr-homophone-ou',
    new RegExp(
      `(?<=${VSTART}(?:sais|sait|savons|savez|savent|demande|demandes|demandé|dis-moi|dites-moi|explique-moi|idée|comprends|oublié|rappelle|souviens)\\s+(?:pas\\s+)?)ou(?=\\s+(?:(?:je|tu|il|elle|on|nous|vous|ils|elles|est|sont|se|va|vont)(?!\\p{L})|j'))`,
      'iu',
    ),
    () => 'où',
  ),
  // «le thé où le café ?» → ou between two nouns ending the clause.
  patternRule(
    'fr-homophone-ou',
    new RegExp(
      `(?<=${START}(?:le|la|les|un|une|du|des|de\\s+la)\\s+\\p{Ll}+\\s+)où(?=\\s+(?:le|la|les|un|une|du|des|de\\s+la)\\s+\\p{Ll}+\\s*(?:[?.!,]|$))`,
      'iu',
    ),
    () => 'ou',
  ),
  // «le restaurant … hier soir et vraiment cher» → est before a degree adverb and an adjective.
  patternRule(
    'fr-homophone-et-est',
    new RegExp(
      `(?<=${START}\\p{Ll}+\\s+)et(?=\\s+(?:très|vraiment|trop|assez|super|tellement)\\s+(?:${[...ADJECTIVE_OF.keys(), 'cher', 'chère', 'chers', 'chères', 'bon', 'bonne', 'joli', 'jolie', 'difficile', 'facile', 'loin', 'calme', 'sympa'].join('|')})${END})`,
      'iu',
    ),
    (m, text) => {
      const word = /(\p{L}+)\s+$/u.exec(text.slice(0, m.index))![1]!;
      return NOUN_GENDER.has(lower(word)) ? 'est' : undefined;
    },
  ),
  // «ta histoire», «sa habitude» → ton, son before a mute h.
  patternRule(
    'fr-possessive-before-vowel',
    new RegExp(
      `${START}(ma|ta|sa)(?=\\s+(?:histoire|habitude|heure|huile|herbe|harmonie|hésitation|hôtesse|humeur|horloge|hypothèse)s?${END})`,
      'iu',
    ),
    (m) => ({ ma: 'mon', ta: 'ton', sa: 'son' })[lower(m[1]!)],
  ),
  // «leur devoirs» → leurs before a plural noun.
  patternRule(
    'fr-possessive-owner-gender',
    new RegExp(`${START}leur(?=\\s+(\\p{Ll}+)${END})`, 'iu'),
    (m, text) => {
      const noun = lower(m[1]!);
      const singular = noun.replace(/[sx]$/u, '');
      if (singular === noun || !NOUN_GENDER.has(singular) || pluralOf(singular) !== noun) return undefined;
      if (
        PRONOUN_BEFORE.test(text.slice(0, m.index)) ||
        /(?:^|[^\p{L}])(?:je|tu|il|elle|on|nous|vous|ils|elles|ne)\s+$/iu.test(text.slice(0, m.index))
      )
        return undefined;
      return 'leurs';
    },
  ),
  // «Mon fils est dix ans» → a.
  patternRule(
    'fr-age-avoir',
    new RegExp(
      `(?<=${START}(?:mon|ma|ton|ta|son|sa|notre|votre|leur|le|la)\\s+\\p{Ll}+\\s+)(est|était)(?=\\s+(?:\\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|soixante)(?:[\\s-]\\p{L}+)?\\s+ans${END})`,
      'iu',
    ),
    (m) => (lower(m[1]!) === 'est' ? 'a' : 'avait'),
  ),
  // «en pied» → à pied; «à voiture», «à avion» → en voiture.
  patternRule(
    'fr-place-prepositions',
    new RegExp(`${START}en\\s+(pied|cheval)${END}`, 'iu'),
    (m) => `à ${m[1]}`,
  ),
  patternRule(
    'fr-place-prepositions',
    new RegExp(`${START}à\\s+(voiture|avion|train|bus|métro|taxi|bateau|car|tram|autobus)${END}`, 'iu'),
    (m) => `en ${m[1]}`,
  ),
  // «content avec» → content de; «responsable pour le» → responsable du.
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${START}(?:contente?s?|satisfaite?s?|ravie?s?|fière?s?|fiers)\\s+)avec(?=\\s+(?:mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs|le|la|les|ce|cette|ces)${END})`,
      'iu',
    ),
    () => 'de',
  ),
  patternRule(
    'fr-verb-preposition',
    new RegExp(`(?<=${START}responsables?\\s+)pour\\s+(le|la|les|l')\\s*(?=\\p{L})`, 'iu'),
    (m) => {
      const det = lower(m[1]!);
      return det === 'le' ? 'du ' : det === 'les' ? 'des ' : det === "l'" ? "de l'" : 'de la ';
    },
  ),
  // «Tu penses souvent de ta famille ?» → à (not «que penses-tu de…», an opinion).
  patternRule(
    'fr-verb-preposition',
    new RegExp(
      `(?<=${VSTART}(?:pense|penses|pensons|pensez|pensent|pensé|penser)\\s+(?:(?:souvent|beaucoup|toujours|encore|parfois|tout\\s+le\\s+temps)\\s+)?)de(?=\\s+(?:ma|mon|mes|ta|ton|tes|sa|son|ses|notre|votre|nos|vos|leur|leurs|moi|toi|lui|elle|eux|elles|nous|vous)${END})`,
      'iu',
    ),
    (m, text) => {
      if (/(?:que|qu'|quoi|comment)[^.!?]{0,40}$/iu.test(text.slice(0, m.index))) return undefined;
      return 'à';
    },
  ),
  // «né à 1995» → en 1995.
  patternRule('fr-time-prepositions', new RegExp(`${START}à\\s+((?:19|20)\\d\\d)${END}`, 'iu'), (m, text) =>
    /(?:de|entre|depuis)\s+(?:19|20)\d\d\s+$/iu.test(text.slice(Math.max(0, m.index - 12), m.index))
      ? undefined
      : `en ${m[1]}`,
  ),
  // «C'est le plus cher dans la ville» → de la ville after a superlative.
  patternRule(
    'fr-comparative-forms',
    new RegExp(
      `(?<=${START}(?:le|la|les)\\s+(?:plus|moins)\\s+\\p{Ll}+(?:\\s+\\p{Ll}+)?\\s+)dans\\s+(le|la|les|l')\\s*(?=(?:ville|monde|pays|classe|quartier|école|équipe|famille|groupe|région|restaurant|magasin|entreprise|université)s?${END})`,
      'iu',
    ),
    (m) => {
      const det = lower(m[1]!);
      return det === 'le' ? 'du ' : det === 'les' ? 'des ' : det === "l'" ? "de l'" : 'de la ';
    },
  ),
  // «Il chante très bon» → bien; «tu te sens meilleur» → mieux.
  patternRule(
    'fr-comparative-forms',
    new RegExp(
      `(?<=${VSTART}(?:chante|chantes|chantent|danse|danses|dansent|joue|joues|jouent|cuisine|cuisines|cuisinent|travaille|travailles|travaillent|dort|dors|dorment|nage|nages|nagent|conduit|conduis|conduisent|écrit|écris|écrivent|parle|parles|parlent)\\s+(?:très|trop|assez|vraiment|si|super)\\s+)bon(?=\\s*(?:[.!?,;]|$|\\s+(?:pour|avec|quand|et|mais)${END}))`,
      'iu',
    ),
    () => 'bien',
  ),
  patternRule(
    'fr-comparative-forms',
    new RegExp(
      `(?<=${VSTART}(?:sens|sent|sentons|sentez|sentent|senti|sentie|va|vas|vais|allez|vont|allait)\\s+(?:beaucoup\\s+|bien\\s+|un\\s+peu\\s+)?)meilleure?s?(?=\\s*(?:[.!?,;]|$|\\s+(?:aujourd'hui|maintenant|qu|que|depuis|ce)))`,
      'iu',
    ),
    () => 'mieux',
  ),
  // «Je lève à sept heures», «comment tu appelles ?» → the reflexive pronoun.
  patternRule(
    'fr-reflexive-verbs',
    new RegExp(
      `${START}(je|tu|il|elle|on|nous|vous|ils|elles)\\s+(${[...new Set(forms('lever', 'réveiller', 'coucher', 'dépêcher', 'reposer', 'habiller', 'doucher', 'promener'))].join('|')})(?=\\s*(?:[.!?,]|$|\\s+(?:à|tôt|tard|vers|chaque|tous|toujours|très|avant|après|le\\s+matin|le\\s+soir|vite|souvent|rarement|ensemble|dans\\s+le\\s+parc)${END}))`,
      'iu',
    ),
    (m) => {
      const subject = lower(m[1]!);
      const verb = m[2]!;
      const person = PERSON_OF[subject]!;
      if (!isFormFor(verb, person)) return undefined;
      const pronoun = ['me', 'te', 'se', 'nous', 'vous', 'se'][person]!;
      const joined =
        vowelStart(verb) && pronoun.length === 2 ? `${pronoun[0]}'${verb}` : `${pronoun} ${verb}`;
      return `${m[1]} ${joined}`;
    },
  ),
  patternRule(
    'fr-reflexive-verbs',
    new RegExp(
      `(?<=${START}comment\\s+)(tu|il|elle|vous|ils|elles)\\s+(appelles|appelle|appelez|appellent)${END}`,
      'iu',
    ),
    (m) => {
      const pronoun = { tu: "t'", il: "s'", elle: "s'", vous: 'vous ', ils: "s'", elles: "s'" }[
        lower(m[1]!)
      ]!;
      return `${m[1]} ${pronoun}${m[2]}`;
    },
  ),
  // «Je suis travaillant» → je travaille.
  patternRule(
    'fr-present-progressive',
    new RegExp(
      `${START}(je\\s+suis|tu\\s+es|il\\s+est|elle\\s+est|on\\s+est|nous\\s+sommes|vous\\s+êtes|ils\\s+sont|elles\\s+sont)\\s+(\\p{Ll}+)ant${END}`,
      'iu',
    ),
    (m) => {
      const subject = lower(m[1]!).split(/\s+/u)[0]!;
      if (
        /^(?:amus|intéress|fatig|charm|étonn|marr|brill|passionn|élég|import|suffis|dépend|pes|gên|énerv|inquiét|encourage|touch|méch|vivant|sav|plais|dérange|arrog|ignor|toler|tolér|élég|abond|bruy|effray|choqu|fascin|frapp|troubl|rassur|décevant|dégoût|relax|stress|marqu)$/iu.test(
          m[2]!,
        )
      )
        return undefined;
      const stem = m[2]!.replace(/ge$/u, 'g').replace(/ç$/u, 'c');
      const verb = INFINITIVES.get(`${stem}er`) ?? INFINITIVES.get(`${stem.replace(/iss$/u, '')}ir`);
      if (!verb) return undefined;
      const form = formOf(verb, 'present', PERSON_OF[subject]!)!;
      return subject === 'je' && vowelStart(form) ? `j'${form}` : `${m[1]!.split(/\s+/u)[0]} ${form}`;
    },
  ),
  // «plus grand que je», «avec ils», «c'est il» → moi, eux, lui.
  patternRule(
    'fr-stressed-pronoun',
    new RegExp(`(?<=${START}(?:que|qu')\\s*)(je|tu|il|ils)(?=\\s*(?:[.!?,]|$))`, 'iu'),
    (m) => ({ je: 'moi', tu: 'toi', il: 'lui', ils: 'eux' })[lower(m[1]!)],
  ),
  patternRule(
    'fr-stressed-pronoun',
    new RegExp(
      `(?<=${START}(?:avec|chez|sans|pour|contre|derrière|devant|après|avant)\\s+)(ils|il)${END}`,
      'iu',
    ),
    (m) => (lower(m[1]!) === 'ils' ? 'eux' : 'lui'),
  ),
  patternRule(
    'fr-stressed-pronoun',
    new RegExp(`(?<=${START}c'est\\s+)(il|je|tu|ils)(?=\\s+(?:qui|que|qu')|\\s*[.!?,])`, 'iu'),
    (m) => ({ je: 'moi', tu: 'toi', il: 'lui', ils: 'eux' })[lower(m[1]!)],
  ),
  // «je le vais acheter» → je vais l'acheter; «Ne touche-le pas» → Ne le touche pas.
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(
      `(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+)(le|la|les|lui|leur)\\s+(vais|vas|va|allons|allez|vont)\\s+(\\p{Ll}+)${END}`,
      'iu',
    ),
    (m) => {
      const infinitive = m[3]!;
      if (!INFINITIVES.has(lower(infinitive))) return undefined;
      const pronoun = lower(m[1]!);
      const joined =
        /^l[ea]$/u.test(pronoun) && vowelStart(infinitive) ? `l'${infinitive}` : `${pronoun} ${infinitive}`;
      return `${m[2]} ${joined}`;
    },
  ),
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(`${START}(ne|Ne)\\s+(\\p{Ll}+)-(le|la|les|lui|leur|moi|toi|nous|vous)\\s+pas${END}`, 'u'),
    (m) => {
      const pronoun = { moi: 'me', toi: 'te' }[m[3]!] ?? m[3]!;
      const joined =
        /^(?:le|la|me|te)$/u.test(pronoun) && vowelStart(m[2]!)
          ? `${pronoun[0]}'${m[2]}`
          : `${pronoun} ${m[2]}`;
      return `${m[1]} ${joined} pas`;
    },
  ),
  patternRule(
    'fr-object-pronoun-position',
    new RegExp(
      `(?:${START}(je|tu|il|elle|on|nous|vous|ils|elles)\\s+|${START}(j'))(ai|as|a|avons|avez|ont)\\s+(\\p{Ll}+)\\s+(le|la|les)(?=\\s+(?:à|au|aux)${END}|\\s*[.!?,])`,
      'iu',
    ),
    (m) => {
      const participle = lower(m[4]!);
      if (!PARTICIPLES.has(participle)) return undefined;
      const subject = m[1] ?? 'je';
      const pronoun = lower(m[5]!);
      const joined = pronoun === 'les' ? `les ${m[3]}` : `l'${m[3]}`;
      return `${subject} ${joined} ${m[4]}`;
    },
  ),
  // «Des pommes ? J'ai acheté trois.» → j'en ai acheté trois.
  patternRule(
    'fr-pronoun-y-en',
    new RegExp(
      `(?:${START}(je|tu|il|elle|on|nous|vous|ils|elles)\\s+|${START}(j'))(ai|as|a|avons|avez|ont)\\s+(\\p{Ll}+)\\s+(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|beaucoup|plusieurs|un\\s+peu|trop|assez)(?=\\s*[.!?,])`,
      'iu',
    ),
    (m) => {
      if (!PARTICIPLES.has(lower(m[4]!))) return undefined;
      const subject = m[1] ?? 'je';
      const en = lower(subject) === 'je' ? "j'en" : `${subject} en`;
      return `${en} ${m[3]} ${m[4]} ${m[5]}`;
    },
  ),
  // «Tu en es déjà allé ?» → y.
  patternRule(
    'fr-pronoun-y-en',
    new RegExp(
      `(?<=${START}(?:je|tu|il|elle|on|nous|vous|ils|elles)\\s+)en(?=\\s+(?:suis|es|est|sommes|êtes|sont)\\s+(?:(?:déjà|jamais|pas)\\s+)?allée?s?${END})`,
      'iu',
    ),
    () => 'y',
  ),
  patternRule(
    'fr-pronoun-y-en',
    new RegExp(`${START}j'en(?=\\s+(?:suis|étais)\\s+(?:(?:déjà|jamais|pas)\\s+)?allée?s?${END})`, 'iu'),
    () => "j'y",
  ),
  // «Une rouge voiture», «un italien restaurant» → the adjective after the noun.
  patternRule(
    'fr-adjective-position',
    new RegExp(
      `${START}(un|une|le|la|les|des|mon|ma|ton|ta|son|sa|ce|cette)\\s+(rouge|rouges|bleu|bleue|bleus|bleues|vert|verte|verts|vertes|noir|noire|noirs|noires|blanc|blanche|blancs|blanches|jaune|jaunes|gris|grise|rose|roses|orange|violet|violette|italien|italienne|français|française|anglais|anglaise|américain|américaine|allemand|allemande|espagnol|espagnole|japonais|japonaise|chinois|chinoise|mexicain|mexicaine)\\s+(\\p{Ll}+)${END}`,
      'iu',
    ),
    (m) => {
      if (!NOUN_GENDER.has(lower(m[3]!)) && !NOUN_GENDER.has(lower(m[3]!).replace(/s$/u, '')))
        return undefined;
      return `${m[1]} ${m[3]} ${m[2]}`;
    },
  ),
  patternRule(
    'fr-adjective-position',
    new RegExp(
      `${START}(un|une|le|la|ma|ta|sa|mon|ton|son|cette|ce)\\s+(maison|voiture|chambre|ville|table|chaise|robe|valise|cuisine|appartement|jardin|village|livre|film|restaurant|café|chat|chien|cadeau|repas|plat|lit|sac|vélo|bureau|magasin)\\s+(petite?|jolie?|belle|beau|nouvelle|nouveau|vieille|vieux|bonne|bon|mauvaise?|grosse|gros)(?=\\s+(?:au|à|dans|près|sur|en|de|avec)${END}|\\s*[.!?,])`,
      'iu',
    ),
    (m) => {
      if (lower(m[3]!) === 'bon' && /marché/u.test(m[0])) return undefined;
      const gender = NOUN_GENDER.get(lower(m[2]!))!;
      const forms = PRENOMINAL_OF.get(lower(m[3]!));
      if (!forms) return undefined;
      const adjective = gender === 'f' ? forms[1] : vowelStart(m[2]!) ? forms[2] : forms[0];
      if ((gender === 'f') !== (lower(m[3]!) === forms[1])) return undefined;
      return `${m[1]} ${adjective} ${m[2]}`;
    },
  ),
  // «J'habite à Lyon pendant trois ans» (still true) → depuis.
  patternRule(
    'fr-depuis-pendant-il-y-a',
    new RegExp(
      `(?<=${VSTART}(?:habite|habites|habitons|habitez|habitent|vis|vit|vivons|vivez|vivent|apprends|apprend|apprenons|apprenez|apprennent|étudie|étudies|étudions|étudiez|étudient|connais|connaît|connaissons|connaissez|connaissent)\\s+[^.!?,]{0,30}?)pendant(?=\\s+(?:\\d+|un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quinze|vingt)\\s+(?:ans|an|mois|semaines|semaine|années|jours)${END})`,
      'iu',
    ),
    (m, text) => {
      const sentence = text.slice(0, m.index).split(/[.!?]/u).at(-1)!;
      if (
        /(?:^|[^\p{L}])(?:je|tu|il|elle|on|nous|vous|ils|elles|j')\s*(?:vais|vas|va|allons|allez|vont|veux|voudrais|pense|compte|espère)\s/iu.test(
          sentence,
        )
      )
        return undefined;
      return 'depuis';
    },
  ),
  // «la fille que habite en face» → qui; «la ville que je suis né» → où.
  patternRule(
    'fr-relative-pronoun',
    new RegExp(`(?<=${START}\\p{Ll}+\\s+)que(?=\\s+(\\p{Ll}+)${END})`, 'iu'),
    (m, text) => {
      const verb = lower(m[1]!);
      const entries = FINITE_FORMS.get(verb);
      if (
        !entries ||
        !entries.some((entry) => entry.person === 2 || entry.person === 5) ||
        NOUN_GENDER.has(verb)
      )
        return undefined;
      const noun = /(\p{L}+)\s+$/u.exec(text.slice(0, m.index))![1]!;
      if (!NOUN_GENDER.has(lower(noun))) return undefined;
      // «le livre que lit mon frère»: a subject after the verb.
      if (
        /^\s+\p{L}+\s+(?:mon|ma|mes|ton|ta|tes|son|sa|ses|le|la|les|l'|notre|votre|leur|\p{Lu})/u.test(
          text.slice(m.index + 3),
        )
      )
        return undefined;
      return 'qui';
    },
  ),
  patternRule(
    'fr-relative-pronoun',
    new RegExp(
      `(?<=${START}(?:ville|pays|maison|village|quartier|endroit|hôpital|rue|région|année|jour|appartement|hôtel|restaurant|école)\\s+)que(?=\\s+(?:je\\s+suis|tu\\s+es|il\\s+est|elle\\s+est|nous\\s+sommes|vous\\s+êtes|ils\\s+sont|elles\\s+sont|j'étais|il\\s+était|elle\\s+était)\\s+(?:née?s?|allée?s?|arrivée?s?|venue?s?|partie?s?|restée?s?|entrée?s?|tombée?s?)${END})`,
      'iu',
    ),
    () => 'où',
  ),
  // «mes parents étaient vraiment fatigué» → plural after a plural noun subject.
  patternRule(
    'fr-adjective-agreement',
    new RegExp(
      `(?<=${START}(?:les|mes|tes|ses|nos|vos|leurs|ces)\\s+(\\p{Ll}+[sx])\\s+(?:ne\\s+|n')?(?:sont|étaient|seront|semblent|restent)\\s+(?:(?:pas|plus|très|trop|si|vraiment|assez|tellement|toujours|encore|un\\s+peu)\\s+){0,2})(\\p{Ll}+)(?![\\p{L}'(·-])`,
      'iu',
    ),
    (m) => {
      const noun = lower(m[1]!).replace(/[sx]$/u, '');
      const list = ADJECTIVE_OF.get(lower(m[2]!));
      if (!list) return undefined;
      const gender =
        NOUN_GENDER.get(noun) ??
        (/^(?:parent|enfant|ami|gen|élève|étudiant|collègue|voisin|cousin|garçon)$/u.test(noun)
          ? 'm'
          : undefined);
      if (!gender) return undefined;
      const given = lower(m[2]!);
      if (given !== list[0] && given !== list[1]) return undefined;
      const wanted = gender === 'f' ? list[3] : list[2];
      return given === wanted ? undefined : wanted;
    },
  ),
  // «mes amis ont venu» → sont venus.
  patternRule(
    'fr-passe-compose-auxiliary',
    new RegExp(
      `(?<=${START}(?:les|mes|tes|ses|nos|vos|leurs|ces)\\s+\\p{Ll}+[sx]\\s+)ont\\s+(${words(ETRE_VERB_PARTICIPLES)})(e?)s?${END}`,
      'iu',
    ),
    (m) => `sont ${m[1]}${m[2]}s`,
  ),
  patternRule(
    'fr-passe-compose-auxiliary',
    new RegExp(
      `${START}(je\\s+suis|tu\\s+es|nous\\s+sommes|vous\\s+êtes)\\s+(mangé|bu|mangés|bus)(?=\\s+(?:au|à|hier|chez|avec|dans|ce|du|de\\s+la|des|une?|trop|beaucoup)${END})`,
      'iu',
    ),
    (m) => {
      const subject = lower(m[1]!).replace(/\s+/gu, ' ');
      return `${ETRE_AS_AVOIR[subject]} ${m[2]!.replace(/s$/u, '')}`;
    },
  ),
];

/**
 * « Nous avons des bons voisins », « j'ai acheté des jolies chaussures » : devant un adjectif placé avant
 * un nom au pluriel, « des » devient « de » dans la langue écrite. Seulement « des » objet direct (après
 * avoir, il y a ou un verbe transitif courant, pas « le prix des bons produits » où des = de les), et pas
 * les noms composés (des petits pois, des jeunes filles, des grands-parents).
 */
const DES_ADJECTIVES =
  'bons|bonnes|jolis|jolies|beaux|belles|grands|grandes|petits|petites|nouveaux|nouvelles|vieux|vieilles|gros|grosses|longs|longues|mauvais|mauvaises|vrais|vraies|excellents|excellentes';
const desBeforeAdjective = patternRule(
  'fr-des-before-adjective',
  new RegExp(
    `(?<=(?<![\\p{L}'])(?:ai|as|a|avons|avez|ont|y\\s+a|avait|connais|connaît|connaissons|connaissez|connaissent|acheté|vu|rencontré|trouvé|achète|achètes|achetons|cherche|cherches|cherchons|mangé|visité|voulons|veux|veut|fait|goûté|lu|avions|aurons)\\s+)des(?=\\s+(?:${DES_ADJECTIVES})\\s+(?!(?:pois|filles?|gens|enfants|déjeuners?|fours?|amis)(?![\\p{L}-]))\\p{Ll}+(?![\\p{L}-]))`,
    'iu',
  ),
  () => 'de',
);

export const TAXONOMY_RULES: readonly GrammarRule[] = [
  desBeforeAdjective,
  ...moreRules,
  subjectVerbAgreement,
  onAgreement,
  stressedQui,
  pluralSubject,
  determinerGender,
  toutGender,
  infinitiveAfterModal,
  participleAfterAvoir,
  participleAccent,
  reflexiveAuxiliary,
  etreWithAvoirVerb,
  avoirWithEtreVerb,
  ...homophones,
  cestIlEst,
  jouerAD,
  pasRien,
  personnePas,
  nePasFinite,
  pasBeforeVerb,
  pasAfterSecondVerb,
  nePasInfinitive,
  negativeAussi,
  moiAussiPas,
  missingInfinitivePreposition,
  extraInfinitivePreposition,
  wrongInfinitivePreposition,
  etreAvoirExpression,
  beaucoupFaim,
  malAMa,
  missingAvoir,
  ...ageRules,
  weatherEtre,
  weatherOpening,
  faireWeatherNoun,
  ...faireSwaps,
  faireSport,
  ...placeRules,
  ...timeRules,
  irregularPlural,
  missingPlural,
  enVacance,
  quantityArticle,
  quantityMissingDe,
  ...plupart,
  pasDe,
  missingT,
  missingHyphen,
  estCeQueInversion,
  quelEst,
  reflexiveMismatch,
  reflexiveInfinitive,
  reflexiveAgreement,
  avoirAgreement,
  pluralPronounAdjective,
  belNouvelVieil,
  monBeforeFeminineAdjective,
  ...comparatives,
  ...verbPrepositions,
  ...savoirConnaitre,
  visiterPerson,
  subjunctiveAfterIndicative,
  moreSubjunctive,
  siFuture,
  siMainFuture,
  quandFuture,
  regularised,
  stemChange,
  imperativeS,
  ...elisionRules,
  ...luiLe,
  ...objectPronounPosition,
  ...anglicisms,
  ...falseFriends,
  ...romanceFalseFriends,
];

/** Unused helpers kept typed for the linter. */
export type { Verb };
