import type { FactKind } from '../../../shared/contracts/memory.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';

/** A fact as the teacher notes it: its kind and the learner's own words for it. */
export interface NotedFact {
  kind: FactKind;
  value: string;
}

/**
 * The offline partner's ear for facts (decision 209): what a learner says of themselves in the sentence
 * shapes learners use ("my name is…", "I live in…", "I work as…", "I have two sisters", "I love…",
 * "I'm going to…"), in each language taught. It notes the learner's words, cut at the end of the clause;
 * it does not guess. A statement in the negative or a question is not a fact.
 */
interface FactPattern {
  kind: FactKind;
  /** The value is the named group `v`. */
  pattern: RegExp;
  /** A value made of these words alone is not a fact ("I like it"). */
  keep?: (value: string) => boolean;
}

/** A first name (a surname after it is left out). */
const NAME = String.raw`(?<v>\p{L}[\p{L}'’-]+)`;
/** A stretch of up to six words, cut at the next clause by `clauseEnd`. */
const PHRASE = String.raw`(?<v>[^,.;:!?¿¡()"“”«»]{2,80})`;

const JOBS: Record<LanguageCode, string[]> = {
  english: [
    'nurse',
    'doctor',
    'teacher',
    'engineer',
    'lawyer',
    'chef',
    'cook',
    'waiter',
    'waitress',
    'driver',
    'accountant',
    'architect',
    'designer',
    'developer',
    'programmer',
    'manager',
    'secretary',
    'receptionist',
    'pharmacist',
    'dentist',
    'vet',
    'journalist',
    'writer',
    'photographer',
    'musician',
    'artist',
    'farmer',
    'mechanic',
    'electrician',
    'plumber',
    'builder',
    'cleaner',
    'hairdresser',
    'shop assistant',
    'salesman',
    'saleswoman',
    'police officer',
    'firefighter',
    'soldier',
    'pilot',
    'scientist',
    'researcher',
    'translator',
    'baker',
    'babysitter',
    'social worker',
    'civil servant',
    'software engineer',
    'web developer',
    'housewife',
    'retired',
  ],
  spanish: [
    'enfermero',
    'enfermera',
    'médico',
    'médica',
    'doctor',
    'doctora',
    'profesor',
    'profesora',
    'maestro',
    'maestra',
    'ingeniero',
    'ingeniera',
    'abogado',
    'abogada',
    'cocinero',
    'cocinera',
    'camarero',
    'camarera',
    'conductor',
    'conductora',
    'contable',
    'arquitecto',
    'arquitecta',
    'diseñador',
    'diseñadora',
    'programador',
    'programadora',
    'secretario',
    'secretaria',
    'recepcionista',
    'farmacéutico',
    'farmacéutica',
    'dentista',
    'veterinario',
    'veterinaria',
    'periodista',
    'escritor',
    'escritora',
    'fotógrafo',
    'fotógrafa',
    'músico',
    'música',
    'artista',
    'agricultor',
    'agricultora',
    'mecánico',
    'mecánica',
    'electricista',
    'fontanero',
    'fontanera',
    'peluquero',
    'peluquera',
    'dependiente',
    'dependienta',
    'vendedor',
    'vendedora',
    'policía',
    'bombero',
    'bombera',
    'piloto',
    'científico',
    'científica',
    'investigador',
    'investigadora',
    'traductor',
    'traductora',
    'panadero',
    'panadera',
    'funcionario',
    'funcionaria',
    'jubilado',
    'jubilada',
    'informático',
    'informática',
  ],
  french: [
    'infirmier',
    'infirmière',
    'médecin',
    'docteur',
    'professeur',
    'professeure',
    'prof',
    'instituteur',
    'institutrice',
    'ingénieur',
    'ingénieure',
    'avocat',
    'avocate',
    'cuisinier',
    'cuisinière',
    'chef',
    'serveur',
    'serveuse',
    'chauffeur',
    'comptable',
    'architecte',
    'designer',
    'développeur',
    'développeuse',
    'programmeur',
    'programmeuse',
    'secrétaire',
    'réceptionniste',
    'pharmacien',
    'pharmacienne',
    'dentiste',
    'vétérinaire',
    'journaliste',
    'écrivain',
    'écrivaine',
    'photographe',
    'musicien',
    'musicienne',
    'artiste',
    'agriculteur',
    'agricultrice',
    'mécanicien',
    'mécanicienne',
    'électricien',
    'électricienne',
    'plombier',
    'coiffeur',
    'coiffeuse',
    'vendeur',
    'vendeuse',
    'policier',
    'policière',
    'pompier',
    'pilote',
    'chercheur',
    'chercheuse',
    'traducteur',
    'traductrice',
    'boulanger',
    'boulangère',
    'fonctionnaire',
    'retraité',
    'retraitée',
    'informaticien',
    'informaticienne',
  ],
};

const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/ /g, String.raw`\s+`))
    .join('|');

const FAMILY: Record<LanguageCode, string> = {
  english: String.raw`(?:a|an|one|two|three|four|five|six|\d)\s+(?:(?:little|big|older|younger|baby|small|twin|lovely|cute)\s+)?(?:brothers?|sisters?|sons?|daughters?|child|children|kids?|babies|baby|boys?|girls?|dogs?|cats?|grandchildren|grandsons?|granddaughters?)`,
  spanish: String.raw`(?:un|una|dos|tres|cuatro|cinco|seis|\d)\s+(?:hermanos?|hermanas?|hijos?|hijas?|niños?|niñas?|bebés?|perros?|perras?|gatos?|gatas?|nietos?|nietas?)(?:\s+(?:pequeños?|pequeñas?|mayores?|menores?|gemel[oa]s))?`,
  french: String.raw`(?:un|une|deux|trois|quatre|cinq|six|\d)\s+(?:(?:petits?|petites?|grands?|grandes?)\s+)?(?:frères?|sœurs?|soeurs?|fils|filles?|enfants?|bébés?|chiens?|chats?|chattes?|petits-enfants)`,
};

/** Words that are not a fact on their own. */
const EMPTY: Record<LanguageCode, Set<string>> = {
  english: new Set(['it', 'this', 'that', 'them', 'you', 'him', 'her', 'so', 'too', 'very', 'a lot', 'here']),
  spanish: new Set(['eso', 'esto', 'mucho', 'muchísimo', 'todo', 'nada', 'aquí', 'allí', 'ahí']),
  french: new Set(['ça', 'ca', 'cela', 'ceci', 'beaucoup', 'bien', 'tout', 'ici', 'là']),
};

/** Words that end the clause a value sits in. */
const CLAUSE_END: Record<LanguageCode, RegExp> = {
  english:
    /\s+(?:and|but|because|so|with|since|for|when|where|which|who|although|though|or|then|now|too|also|yet|at the moment|right now)\b.*$/iu,
  spanish:
    /\s+(?:y|e|pero|porque|con|desde|hace|cuando|donde|que|aunque|o|u|también|ahora|entonces|pues|así que)\b.*$/iu,
  french:
    /\s+(?:et|mais|parce|car|avec|depuis|quand|où|qui|que|qu'|bien que|ou|alors|donc|aussi|maintenant|en ce moment)\b.*$/iu,
};

/** When a plan is for ("next week"): the plan is kept without it, so it can be recalled after. */
const WHEN: Record<LanguageCode, RegExp> = {
  english:
    /\s+(?:next|this|on|in the|tomorrow|tonight|soon|in (?:a|two|three|\d+) (?:days?|weeks?|months?)|in (?:january|february|march|april|may|june|july|august|september|october|november|december|summer|winter|spring|autumn)).*$/iu,
  spanish:
    /\s+(?:el (?:próximo|proximo|mes|año|fin)|la (?:próxima|proxima|semana)|este|esta|mañana|pronto|en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|verano|invierno|primavera|otoño)|dentro de).*$/iu,
  french:
    /\s+(?:la semaine|le mois|l'année|l’année|le week-end|ce|cet|cette|demain|bientôt|en (?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|été|hiver|automne)|au printemps|dans (?:un|une|deux|trois|\d+)).*$/iu,
};

/** "I'm Spanish." says where the learner is from, not their name. */
const NATIONALITY =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|emma|lucía|lucia|camille|english|spanish|french|german|italian|american|mexican|british|canadian|brazilian|chinese|japanese|korean|portuguese|polish|russian|ukrainian|indian|turkish|dutch|swiss|irish|scottish|welsh|australian|colombian|argentinian|peruvian|chilean|venezuelan|cuban|moroccan|egyptian|greek|swedish|norwegian|danish|finnish|romanian|vietnamese|thai|filipino|nigerian|fine|good|ok|okay|great|tired|happy|sad|ready|here|back|sorry|new|late|busy|sick|bored|hungry|well)$/iu;

const notEmpty = (language: LanguageCode) => (value: string) => !EMPTY[language].has(value.toLowerCase());

function patterns(language: LanguageCode): FactPattern[] {
  const jobs = alternatives(JOBS[language]);
  const keep = notEmpty(language);
  switch (language) {
    case 'english':
      return [
        { kind: 'name', pattern: new RegExp(String.raw`\bmy name(?:'s|’s| is)\s+${NAME}`, 'iu') },
        { kind: 'name', pattern: new RegExp(String.raw`\b(?:i'm|i’m|i am) called\s+${NAME}`, 'iu') },
        { kind: 'name', pattern: new RegExp(String.raw`\bcall me\s+${NAME}`, 'iu') },
        {
          kind: 'name',
          // Only a capitalised word, alone in its clause: "I'm Tom." and "Hi Emma, I'm Diego, I'm from…"
          // are names, "I'm tired." is not.
          pattern:
            /^(?:\s*(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon|evening))(?: there| [Ee]mma)?[,!.]?)?\s*(?:[Ii]'m|[Ii]’m|[Ii] am|[Ii]m|[Ii]t's|[Ii]t’s)\s+(?<v>\p{Lu}[\p{L}'’-]+)\s*(?:[,.!]|$)/u,
          keep: (value) => !NATIONALITY.test(value),
        },
        {
          kind: 'home',
          pattern: new RegExp(
            String.raw`\b(?:i|we)\s+(?:live|am living|'m living|’m living)\s+in\s+${PHRASE}`,
            'iu',
          ),
          keep,
        },
        {
          kind: 'origin',
          pattern: new RegExp(String.raw`\b(?:i'm|i’m|i am|im)\s+(?:originally\s+)?from\s+${PHRASE}`, 'iu'),
          keep,
        },
        { kind: 'origin', pattern: new RegExp(String.raw`\bi come from\s+${PHRASE}`, 'iu'), keep },
        { kind: 'origin', pattern: new RegExp(String.raw`\bi was born in\s+${PHRASE}`, 'iu'), keep },
        {
          kind: 'work',
          pattern: new RegExp(
            String.raw`\bi(?:'m|’m| am|m)\s+(?<v>(?:a|an)\s+(?:\p{L}+\s+)?(?:${jobs}))\b`,
            'iu',
          ),
        },
        { kind: 'work', pattern: new RegExp(String.raw`\bi(?:'m|’m| am)\s+(?<v>retired)\b`, 'iu') },
        { kind: 'work', pattern: new RegExp(String.raw`\bi work(?:s)? as\s+${PHRASE}`, 'iu'), keep },
        {
          kind: 'work',
          pattern: new RegExp(String.raw`\bi work(?:s)?\s+(?<v>(?:in|at|for)\s+[^,.;:!?]{2,60})`, 'iu'),
          keep,
        },
        {
          kind: 'study',
          pattern: new RegExp(String.raw`\bi(?:'m|’m| am)?\s*stud(?:y|ying|ies)\s+${PHRASE}`, 'iu'),
          keep: (value) => keep(value) && !/^(?:english|hard|a lot|every)/i.test(value),
        },
        {
          kind: 'study',
          pattern: new RegExp(
            String.raw`\bi(?:'m|’m| am)\s+(?:a|an)\s+(?<v>(?:\p{L}+\s+)?student(?:\s+of\s+[^,.;:!?]{2,40})?)`,
            'iu',
          ),
        },
        {
          kind: 'family',
          pattern: new RegExp(
            String.raw`\b(?:i|we)\s+(?:have|'ve got|’ve got|have got|got)\s+(?<v>${FAMILY.english})`,
            'iu',
          ),
        },
        {
          kind: 'likes',
          pattern: new RegExp(
            String.raw`(?:^\s*|\band\s+|,\s*)i\s+(?:really\s+|also\s+|just\s+)?(?:like|love|enjoy|adore)\s+${PHRASE}`,
            'iu',
          ),
          keep: (value) => keep(value) && !/^(?:to\s+)?(?:it|that|this|you|your|the idea)\b/i.test(value),
        },
        {
          kind: 'plans',
          pattern: new RegExp(
            String.raw`\b(?:i'm|i’m|i am|im|we're|we’re|we are)\s+going\s+to\s+(?<v>(?:go|travel|fly|visit|move|start|spend|see|take|have|do)\b[^,.;:!?]{2,70})`,
            'iu',
          ),
        },
        {
          kind: 'plans',
          pattern: new RegExp(
            String.raw`\b(?:i'm|i’m|i am|we're|we’re|we are)\s+(?<v>(?:going|travelling|traveling|flying|moving)\s+to\s+\p{Lu}[^,.;:!?]{1,60})`,
            'u',
          ),
        },
        {
          kind: 'plans',
          pattern: new RegExp(
            String.raw`\b(?:i|we)\s+(?:will|'ll|’ll|want to|plan to|hope to)\s+(?<v>(?:go|travel|fly|visit|move|start)\b[^,.;:!?]{2,70})`,
            'iu',
          ),
        },
      ];
    case 'spanish':
      return [
        { kind: 'name', pattern: new RegExp(String.raw`\bme llamo\s+${NAME}`, 'iu') },
        { kind: 'name', pattern: new RegExp(String.raw`\bmi nombre es\s+${NAME}`, 'iu') },
        {
          kind: 'name',
          pattern: /(?:^|[,.!¡]\s*)[Ss]oy\s+(?<v>\p{Lu}[\p{L}'’-]+)\s*(?:[,.!]|$)/u,
          keep: (value) => !NATIONALITY.test(value),
        },
        {
          kind: 'home',
          pattern: new RegExp(String.raw`\b(?:vivo|vivimos|estoy viviendo)\s+en\s+${PHRASE}`, 'iu'),
          keep,
        },
        {
          kind: 'origin',
          pattern: new RegExp(String.raw`(?:^|[\s,.¡!¿?])(?:soy|somos)\s+de\s+${PHRASE}`, 'iu'),
          keep,
        },
        { kind: 'origin', pattern: new RegExp(String.raw`\bvengo de\s+${PHRASE}`, 'iu'), keep },
        { kind: 'origin', pattern: new RegExp(String.raw`\bnací en\s+${PHRASE}`, 'iu'), keep },
        {
          kind: 'work',
          pattern: new RegExp(
            String.raw`(?:^|[\s,.¡!¿?])(?:yo\s+)?soy\s+(?:un\s+|una\s+)?(?<v>${jobs})(?!\p{L})`,
            'iu',
          ),
        },
        {
          kind: 'work',
          pattern: new RegExp(String.raw`\btrabajo\s+(?:como|de)\s+${PHRASE}`, 'iu'),
          keep,
        },
        {
          kind: 'work',
          pattern: new RegExp(String.raw`\btrabajo\s+(?<v>(?:en|para)\s+[^,.;:!?]{2,60})`, 'iu'),
          keep,
        },
        {
          kind: 'study',
          pattern: new RegExp(String.raw`\b(?:estudio|estoy estudiando)\s+${PHRASE}`, 'iu'),
          keep: (value) => keep(value) && !/^(?:español|mucho|todos|cada)/i.test(value),
        },
        {
          kind: 'study',
          pattern: new RegExp(String.raw`\bsoy\s+(?<v>estudiante(?:\s+de\s+[^,.;:!?]{2,40})?)`, 'iu'),
        },
        {
          kind: 'family',
          pattern: new RegExp(String.raw`\b(?:tengo|tenemos)\s+(?<v>${FAMILY.spanish})`, 'iu'),
        },
        {
          kind: 'likes',
          pattern: new RegExp(
            String.raw`(?<!\bno\s)(?:\bme|\ba mí me)\s+(?:gusta|gustan|encanta|encantan)\s+(?:mucho\s+)?${PHRASE}`,
            'iu',
          ),
          keep: (value) => keep(value),
        },
        {
          kind: 'plans',
          pattern: new RegExp(
            String.raw`\b(?:voy|vamos)\s+a\s+(?<v>(?:ir|viajar|volar|visitar|mudarme|empezar|pasar|hacer)\b[^,.;:!?]{2,70})`,
            'iu',
          ),
        },
      ];
    case 'french':
      return [
        { kind: 'name', pattern: new RegExp(String.raw`\bje m['’]appelle\s+${NAME}`, 'iu') },
        {
          kind: 'name',
          pattern: new RegExp(String.raw`\bmon (?:pré)?nom(?: c['’]est| est)\s+${NAME}`, 'iu'),
        },
        { kind: 'name', pattern: new RegExp(String.raw`\bmoi,? c['’]est\s+${NAME}`, 'iu') },
        {
          kind: 'name',
          pattern: /(?:^|[,.!]\s*)(?:[Jj]e suis|[Cc]'est|[Cc]’est)\s+(?<v>\p{Lu}[\p{L}'’-]+)\s*(?:[,.!]|$)/u,
          keep: (value) => !NATIONALITY.test(value),
        },
        {
          kind: 'home',
          pattern: new RegExp(String.raw`\b(?:j['’]habite|je vis|nous habitons|on habite)\s+${PHRASE}`, 'iu'),
          keep: (value) => keep(value) && /^(?:à|a|en|au|aux|dans|près|pres|chez)(?=\s)/iu.test(value),
        },
        {
          kind: 'origin',
          pattern: new RegExp(String.raw`\bje viens\s+(?<v>(?:de|d['’]|du|des)\s*[^,.;:!?]{2,60})`, 'iu'),
          keep,
        },
        {
          kind: 'origin',
          pattern: new RegExp(String.raw`\bje suis\s+(?<v>(?:de|d['’])\s*\p{Lu}[^,.;:!?]{1,60})`, 'u'),
        },
        {
          kind: 'origin',
          pattern: new RegExp(String.raw`\bje suis née?\s+(?:à|en|au)\s+${PHRASE}`, 'iu'),
          keep,
        },
        {
          kind: 'work',
          pattern: new RegExp(String.raw`\bje suis\s+(?:un\s+|une\s+)?(?<v>${jobs})(?!\p{L})`, 'iu'),
        },
        { kind: 'work', pattern: new RegExp(String.raw`\bje travaille comme\s+${PHRASE}`, 'iu'), keep },
        {
          kind: 'work',
          pattern: new RegExp(
            String.raw`\bje travaille\s+(?<v>(?:dans|chez|à|pour|en)\s+[^,.;:!?]{2,60})`,
            'iu',
          ),
          keep,
        },
        {
          kind: 'study',
          pattern: new RegExp(String.raw`\bj['’](?:étudie|etudie)\s+${PHRASE}`, 'iu'),
          keep: (value) => keep(value) && !/^(?:le français|le francais|beaucoup|tous)/i.test(value),
        },
        {
          kind: 'study',
          pattern: new RegExp(
            String.raw`\bje suis\s+(?<v>(?:étudiante?|etudiante?)(?:\s+en\s+[^,.;:!?]{2,40})?)`,
            'iu',
          ),
        },
        {
          kind: 'family',
          pattern: new RegExp(String.raw`\b(?:j['’]ai|nous avons|on a)\s+(?<v>${FAMILY.french})`, 'iu'),
        },
        {
          kind: 'likes',
          pattern: new RegExp(
            String.raw`\bj['’](?:aime|adore)\s+(?:bien\s+|beaucoup\s+|vraiment\s+)?${PHRASE}`,
            'iu',
          ),
          keep,
        },
        {
          kind: 'plans',
          pattern: new RegExp(
            String.raw`\b(?:je vais|nous allons|on va)\s+(?<v>(?:aller|partir|voyager|visiter|déménager|commencer|passer|faire)\b[^,.;:!?]{2,70})`,
            'iu',
          ),
        },
        {
          kind: 'plans',
          pattern: new RegExp(String.raw`\bje pars\s+(?<v>(?:à|en|au|aux|pour)\s+[^,.;:!?]{2,60})`, 'iu'),
        },
      ];
  }
}

const PATTERNS = new Map<LanguageCode, FactPattern[]>();

/** A negated clause or a question states no fact ("I don't live in Paris", "Do you live in Paris?"). */
const NEGATION: Record<LanguageCode, RegExp> = {
  english: /\b(?:don't|don’t|do not|didn't|didn’t|doesn't|never|not|no longer|won't|isn't|aren't)\b/iu,
  spanish: /\b(?:no|nunca|tampoco|ni)\b/iu,
  french: /(?:\bne\b|\bn['’]|\bjamais\b|\bpas\b)/iu,
};

function negatedOrAsked(language: LanguageCode, sentence: string, valueAt: number): boolean {
  if (/\?\s*$/u.test(sentence)) return true;
  const clause =
    sentence
      .slice(0, valueAt)
      .split(/[,;:]|\b(?:and|but|so|y|pero|et|mais|donc)\b/iu)
      .at(-1) ?? '';
  return NEGATION[language].test(clause);
}

/** The value as noted: cut at the end of its clause, at most six words, its outer spaces trimmed. */
function tidy(language: LanguageCode, kind: FactKind, raw: string): string {
  let value = raw.replace(CLAUSE_END[language], '');
  if (kind === 'plans') value = value.replace(WHEN[language], '');
  const words = value
    .trim()
    .split(/\s+/u)
    .slice(0, kind === 'plans' ? 8 : 6);
  const tidied = words
    .join(' ')
    .replace(/[\s'’-]+$/u, '')
    .trim();
  // A name typed in lower case ("my name is marta") is written as a name.
  return kind === 'name'
    ? tidied.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())
    : tidied;
}

/**
 * The facts a learner states of themselves in one message, in the order they come; at most one of each
 * kind. "Hi, my name is Ana and I live in Leeds" notes the name Ana and the home Leeds.
 */
export function factsIn(language: LanguageCode, message: string): NotedFact[] {
  const found = new Map<FactKind, { value: string; at: number }>();
  const list = PATTERNS.get(language) ?? PATTERNS.set(language, patterns(language)).get(language)!;
  for (const sentence of message.match(/[^.!?¡¿]+[.!?]*/gu) ?? []) {
    for (const { kind, pattern, keep } of list) {
      if (found.has(kind)) continue;
      const match = pattern.exec(sentence);
      const raw = match?.groups?.v;
      if (!match || !raw) continue;
      if (negatedOrAsked(language, sentence, match.index + match[0].lastIndexOf(raw))) continue;
      const value = tidy(language, kind, raw);
      if (value.length < 2 || (keep && !keep(value))) continue;
      found.set(kind, { value, at: found.size });
    }
  }
  return [...found].map(([kind, { value }]) => ({ kind, value }));
}

/**
 * The learner's message with the corrections shown for it applied: facts are noted, and later quoted
 * back, in corrected words ("la comida española", not the "expañola" the learner typed), so the teacher
 * never repeats a mistake nor, by quoting it, shields it from the corrector next time.
 */
export function withCorrections(
  message: string,
  corrections: readonly { original: string; corrected: string }[] | null,
): string {
  let text = message;
  for (const { original, corrected } of corrections ?? []) {
    if (!original) continue;
    const at = text.indexOf(original);
    const found = at >= 0 ? at : text.toLowerCase().indexOf(original.toLowerCase());
    if (found >= 0) text = text.slice(0, found) + corrected + text.slice(found + original.length);
  }
  return text;
}
