/**
 * English rules for nouns, prepositions and word choice, written from the error taxonomy
 * (docs/corrections/taxonomy-english.md): articles, uncountable nouns, agreement with people, the
 * preposition a verb or adjective takes, times and places, make and do, false friends. Each rule names
 * the words on both sides of the mistake from word lists, so that a right sentence cannot match.
 */
import { formIndex, VERBS } from './grammar-en-verbs.ts';
import { B, E, patternRule, words, type GrammarRule } from './rules.ts';

const END = "(?![\\p{L}'-])";
/** What may follow a noun phrase that ends there: the end, punctuation, a preposition or a linking word. */
const CLOSES = `(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:about|in|at|on|for|from|with|to|and|but|so|because|when|near|yesterday|today|tonight|now|last|this|every|I|which|that)${E})`;
const an = (word: string) => (/^[aeio]|^u(?!ni|se|su)/i.test(word) ? 'an' : 'a');
const BY_THIRD = formIndex('third');
const BY_PAST = formIndex('past');

/** Singular countable nouns learners leave without an article. */
const COUNTABLE =
  'car|pen|umbrella|bike|bicycle|dog|cat|house|flat|apartment|job|boyfriend|girlfriend|brother|sister|computer|laptop|phone|mobile|garden|question|problem|idea|appointment|headache|ticket|passport|key|bag|camera|room|reservation|meeting|map|dictionary|pencil|watch|jacket|coat';
const PROFESSION =
  'doctor|nurse|teacher|engineer|lawyer|student|waiter|waitress|architect|journalist|dentist|pilot|mechanic|electrician|plumber|accountant|programmer|developer|designer|photographer|cook|chef|farmer|scientist|musician|singer|actor|actress|writer|painter|artist|secretary|receptionist|policeman|policewoman|firefighter|soldier|vet|pharmacist|psychologist|translator|hairdresser|cashier|housewife|baker|butcher|driver|builder|cleaner|carpenter|nanny|economist|biologist|physiotherapist';
const ADJECTIVE_BEFORE =
  '(?:(?:very|really|quite|so)\\s+)?(?:good|great|nice|bad|beautiful|famous|excellent|young|new|old|big|small|little|kind|lovely|interesting|wonderful|terrible|strange|funny|friendly|difficult|easy|busy|serious|important|real|typical|long|short|retired|qualified|professional|brilliant|amazing|horrible|delicious)';

const missingArticle = [
  // “I have car”, “Do you have pen?”, “I had left umbrella on the train”.
  patternRule(
    'en-missing-article',
    new RegExp(
      `(?<=${B}(?:have|has|had|need|needs|needed|want|wants|wanted|buy|bought|left|lost|forgot|found|rent|rented|book|booked)\\s+)(?:(${ADJECTIVE_BEFORE})\\s+)?(${COUNTABLE})${END}(?!\\s+(?:of|and)${E})${CLOSES}`,
      'iu',
    ),
    (match, text) => {
      const before = text.slice(0, match.index);
      // “had left car parks”, “I have finally found job satisfaction” are kept out by CLOSES; “have lost
      // interest”, “found out” take no noun of the list.
      if (
        /(?:a|an|the|my|your|his|her|our|their|this|that|one|no|any|every)\s+\p{L}*\s*$/iu.test(before) &&
        !/(?:have|has|had|need|needs|needed|want|wants|wanted|buy|bought|left|lost|forgot|found|rent|rented|book|booked)\s+$/iu.test(
          before,
        )
      )
        return undefined;
      const first = match[1] ?? match[2]!;
      return `${an(first)} ${match[0]}`;
    },
  ),
  // “She is nurse”, “My father was engineer”, “I work as waiter”, “I want to be doctor”.
  patternRule(
    'en-missing-article',
    new RegExp(
      `(?<=${B}(?:(?:i|he|she|who|it)\\s+(?:am|is|was|'m)|(?:he|she|who)'s|(?:my|his|her|your|our|their)\\s+\\p{L}+\\s+(?:is|was)|be|been|work|works|worked|working|job\\s+as|as)\\s+)(${ADJECTIVE_BEFORE}\\s+)?(${PROFESSION})${END}(?!\\s+(?:of|and|in\\s+chief)${E})(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:in|at|for|from|with|and|but|so|because|since|when|now|here|there|too)${E})`,
      'iu',
    ),
    (match, text) => {
      const before = text.slice(0, match.index);
      // “He is Doctor Smith”: a capital names a title.
      if (/^\p{Lu}/u.test(match[2]!)) return undefined;
      // “as” after elected, appointed, served, known: unique roles; only “work as”.
      if (
        /(?:^|\s)as\s+$/iu.test(before) &&
        !/(?:work|works|worked|working|job|employed|started)\s+as\s+$/iu.test(before)
      )
        return undefined;
      const first = match[1]?.trim().split(/\s+/)[0] ?? match[2]!;
      return `${an(first)} ${match[0]}`;
    },
  ),
];

/**
 * “The life is expensive”, “I play the football”, “Do you like the football?”: general reference takes
 * no article. Abstract nouns opening a sentence before their verb, sports after play, like or love, and
 * bed, work and home after go.
 */
const SPORTS =
  'football|tennis|basketball|golf|volleyball|rugby|chess|baseball|hockey|cricket|handball|soccer|padel|badminton|squash';
const extraArticle = [
  patternRule(
    'en-extra-article',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))the\\s+(life|love|happiness|friendship|freedom|death|humanity|society|nature|money|health|education|time)(?=\\s+(?:is|are|was|can|makes|gives|isn't|has|changes|matters)${E})`,
      'iu',
    ),
    (match, text) => {
      const noun = match[1]!.toLowerCase();
      const after = text.slice(match.index + match[0].length);
      // “The money is on the table”, “The time is 5 o'clock”: a definite thing.
      if (
        ['money', 'time', 'health'].includes(noun) &&
        !/^\s+is\s+(?:not\s+)?(?:important|everything|the most|more|less|precious|short|hard)/iu.test(after)
      )
        return undefined;
      return match[1]!;
    },
  ),
  patternRule(
    'en-extra-article',
    new RegExp(
      `(?<=${B}(?:play|plays|played|playing|like|likes|liked|love|loves|loved|prefer|prefers|hate|hates|watch|watches|enjoy|enjoys)\\s+)the\\s+(${SPORTS})${E}(?!\\s+(?:match|game|team|club|ball|court|final|player|players|season|field|pitch)${E})`,
      'iu',
    ),
    (match) => match[1]!,
  ),
  patternRule(
    'en-extra-article',
    new RegExp(
      `(?<=${B}(?:go|goes|going|went|gone)\\s+to\\s+)the\\s+(bed|work|school|church|university)(?=\\s+(?:by|every|on|at|in\\s+the\\s+morning|early|late)${E}|\\s*[.,!?]|\\s*$)`,
      'iu',
    ),
    (match, text) => {
      const noun = match[1]!.toLowerCase();
      const before = text.slice(0, match.index);
      // “went to the school” is often a visit to the building; only the habit (goes to school by bus).
      if (['school', 'church', 'university'].includes(noun) && !/(?:go|goes)\s+to\s+$/iu.test(before))
        return undefined;
      return match[1]!;
    },
  ),
  patternRule(
    'en-extra-article',
    new RegExp(`(?<=(?:^|[.!?]\\s+))the\\s+(most\\s+of)${E}`, 'iu'),
    (match) => match[1]!,
  ),
];

/** “an advice”, “a good news”, “an information”: these nouns take no a; some, or nothing for news. */
const UNCOUNTABLE =
  'advice|information|furniture|homework|luggage|baggage|equipment|research|evidence|knowledge|feedback|software|news|progress|traffic|weather|accommodation';
const uncountableArticle = patternRule(
  'en-uncountable-article',
  new RegExp(
    `${B}(a|an)\\s+((?:(?:good|great|bad|useful|important|excellent|nice|wonderful|terrible|sad|very\\s+good|piece\\s+of)\\s+)?)(${UNCOUNTABLE})${END}${CLOSES}`,
    'iu',
  ),
  (match) => {
    const [, , adjective, noun] = match as unknown as string[];
    if (/piece\s+of/i.test(adjective!)) return undefined;
    if (/^(?:knowledge|research)$/i.test(noun!) && !adjective) return undefined;
    if (/^(?:news|weather|progress|traffic)$/i.test(noun!)) return `${adjective}${noun}`;
    return `some ${adjective}${noun}`;
  },
);

/** “The news are terrible”, “the information were wrong”: uncountable nouns take a singular verb. */
const uncountableVerb = patternRule(
  'en-uncountable-verb',
  new RegExp(
    `(?<=${B}(?:the|this|that|good|bad|great|your|my|his|her|their|our)\\s+(?:news|information|advice|furniture|homework|luggage|equipment)\\s+)(are|were|have|aren't|weren't)${E}`,
    'iu',
  ),
  (match) =>
    ({ are: 'is', were: 'was', have: 'has', "aren't": "isn't", "weren't": "wasn't" })[
      match[1]!.toLowerCase()
    ],
);

/** “too many coffee”, “how many money”, “very few milk”: uncountable nouns take much and little. */
const MASS =
  'coffee|money|time|work|information|traffic|noise|food|water|homework|sugar|milk|bread|rice|stuff|pollution|advice|furniture|luggage|rain|snow|sleep|experience|tea|wine|beer|juice|salt|cheese|meat|fruit|space|patience|fun|luck|energy';
const muchLittle = patternRule(
  'en-much-many',
  new RegExp(
    `${B}(many|few)\\s+(${MASS})${END}(?!\\s+(?:shops|cups|bottles|glasses|slices|pieces|bags|days|times|years|hours|people)${E})`,
    'iu',
  ),
  (match, text) => {
    const before = text.slice(0, match.index);
    // “a few” is countable talk: “a few coffee shops” is left out above; “a few money” → a little.
    const word = match[1]!.toLowerCase();
    if (word === 'few' && /(?:^|\s)a\s+$/iu.test(before)) return `little ${match[2]}`;
    if (/experience|time|fun|work/i.test(match[2]!) && !/(?:too|so|how|very)\s+$/iu.test(before))
      return undefined;
    return `${word === 'many' ? 'much' : 'little'} ${match[2]}`;
  },
);

/** “others questions”, “differents places”: adjectives and other take no plural -s. */
const PLURAL_NOUNS =
  'people|questions|countries|cities|things|students|places|languages|problems|friends|books|ideas|children|options|reasons|days|ways|colours|colors|cultures|words|subjects|animals|men|women|kinds|types|parts|teachers|jobs|times|opportunities|activities|games|films|movies|songs|dishes|foods|schools|companies|websites|details';
const otherPlural = patternRule(
  'en-adjective-plural',
  new RegExp(`${B}(others)(?=\\s+(?:${PLURAL_NOUNS})${E})`, 'iu'),
  () => 'other',
);

/**
 * “The car of my father” → “My father's car”: a person owning something takes 's. Only a person noun
 * after my, his… and a noun of a thing or a relative before “of”.
 */
const OWNER =
  'father|mother|brother|sister|friend|grandmother|grandfather|uncle|aunt|cousin|boss|neighbour|neighbor|teacher|wife|husband|son|daughter|boyfriend|girlfriend|dad|mum|mom|grandma|grandpa';
const OWNED =
  'car|house|flat|apartment|girlfriend|boyfriend|wife|husband|name|dog|cat|birthday|friend|friends|job|room|phone|office|bike|family|parents|garden|computer|wedding|party|book|bag|keys|children|kids|son|daughter|brother|sister';
const possessive = patternRule(
  'en-possessive-s',
  new RegExp(`${B}the\\s+(${OWNED})\\s+of\\s+(my|your|his|her|our|their)\\s+(${OWNER})${END}(?!['’])`, 'iu'),
  (match) => `${match[2]!.toLowerCase()} ${match[3]}'s ${match[1]}`,
);

/**
 * “My mother loves his garden”, “Did your brother finish her homework?”: his for a man, her for a woman.
 * Only a subject that is clearly one or the other opening the clause, the possessive within four words
 * after it before a noun, and no other person named between.
 */
const FEMALE = 'mother|mum|mom|sister|wife|girlfriend|daughter|aunt|grandmother|grandma|niece';
const MALE = 'father|dad|brother|husband|boyfriend|son|uncle|grandfather|grandpa|nephew';
const OTHER_PERSON = `(?:he|him|she|her|his|they|them|and|or|with|but|because|that|who|friend|friends|${FEMALE}|${MALE}|\\p{Lu}\\p{L}*)`;
const BETWEEN = `(?:\\s+(?!${OTHER_PERSON}${E})(?!(?:gave|give|gives|told|tell|tells|sent|send|bought|showed|show|asked|brought|made|offered|taught|lent|let|saw|heard|called|helped|help|met|meets|visit|visits|visited|kissed|hugged)${E})[\\p{Ll}']+){1,4}`;
const NOT_NOUN_AFTER =
  '(?!\\s+(?:and|or|to|about|at|in|on|for|with|a|the|that|because|so|very|too|again|yesterday|today)' +
  E +
  ')(?!\\s*[.,;:!?]|\\s*$)';
const possessiveGender = patternRule(
  'en-his-her',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)(?:(?:[Dd]id|[Dd]oes|[Dd]o|[Ii]s|[Ww]as|[Hh]as|[Cc]an|[Ww]ill)\\s+)?(?:[Mm]y|[Yy]our|[Oo]ur|[Tt]heir|[Tt]he)\\s+(?:(${FEMALE})|(${MALE}))${BETWEEN}\\s+)(his|her)(?=\\s+\\p{Ll})${NOT_NOUN_AFTER}`,
    'u',
  ),
  (match) => {
    const [, female, male, written] = match as unknown as (string | undefined)[];
    if (female && written === 'his') return 'her';
    if (male && written === 'her') return 'his';
    return undefined;
  },
);

/**
 * “My boss never listen to our ideas”, “Every morning, my little brother eat cereal”: a singular person
 * noun takes the -s form. Only a possessive and a person noun opening a clause, the verb straight after
 * (or after an adverb of frequency), and verbs that are no nouns.
 */
const PERSON = `${FEMALE}|${MALE}|boss|teacher|friend|neighbour|neighbor|cousin|partner|colleague|baby|doctor|manager|grandmother|grandfather`;
const NOT_NOUN_VERBS =
  'listen eat go drive sleep run think say come take make get see write buy leave arrive swim sing forget remember enjoy spend send wear smoke prepare learn explain agree seem like play'.split(
    ' ',
  );
const thirdPersonNoun = patternRule(
  'en-third-person-s',
  new RegExp(
    `(?<=(?:^|[.!?,;]\\s*|${B}(?:and|but|because|so|that|when|if|while)\\s+)(?:my|your|his|her|our|their|the)\\s+(?:(?:little|big|older|younger|elder|new|old|best)\\s+)?(?:${PERSON})\\s+(?:(?:always|never|often|usually|sometimes|also|still|really|only|rarely|normally)\\s+)?)(${words(NOT_NOUN_VERBS)})${END}(?!\\s+(?:is|are|was|were|has|have|and|or|do|does|will|can)${E})`,
    'iu',
  ),
  (match, text) => {
    // A question without a question word (“does my boss listen …?”) keeps the base after does.
    const before = text.slice(0, match.index);
    if (
      /(?:does|did|do|can|will|would|should|must|to|let|make|made|help|see|saw|watch|hear|heard)\s+(?:my|your|his|her|our|their|the)\s+/iu.test(
        before.split(/[.!?,;]/).at(-1) ?? '',
      )
    )
      return undefined;
    return VERBS.get(match[1]!.toLowerCase())?.third;
  },
);
/** “people who lives”, “my friends who works”: a relative clause after a plural takes the plural verb. */
const pluralRelative = patternRule(
  'en-third-person-s',
  new RegExp(
    `(?<=${B}(?:people|friends|students|children|kids|parents|colleagues|men|women|those|tourists|workers)\\s+who\\s+)(${words([...BY_THIRD.keys()])})${END}`,
    'iu',
  ),
  (match) => BY_THIRD.get(match[1]!.toLowerCase())?.base,
);
/** “One of my colleagues have a cat”: the subject is “one”. */
const oneOf = patternRule(
  'en-subject-verb-agreement',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)one\\s+of\\s+(?:my|your|his|her|our|their|the|these|those)\\s+\\p{L}+s\\s+)(have|are|were|don't|live|work|want|like|know|speak|think)${END}`,
    'iu',
  ),
  (match) =>
    ({ have: 'has', are: 'is', were: 'was', "don't": "doesn't" })[match[1]!.toLowerCase()] ??
    VERBS.get(match[1]!.toLowerCase())?.third,
);
/** “Is your parents coming?”: a plural subject after the verb. */
const pluralQuestion = patternRule(
  'en-subject-verb-agreement',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+))(is|was|has|does)(?=\\s+(?:my|your|his|her|our|their|the)\\s+(?:parents|friends|children|kids|brothers|sisters|grandparents|neighbours|neighbors|colleagues|students|teachers)${E})`,
    'iu',
  ),
  (match) => ({ is: 'are', was: 'were', has: 'have', does: 'do' })[match[1]!.toLowerCase()],
);
/** “The people here is friendly”, “How many persons…?”: people is plural, and the plural of person. */
const peoplePlural = [
  patternRule(
    'en-people-plural',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|${B}(?:think|that|because|the)\\s+)(?:the\\s+)?people\\s+(?:here|there|(?:in|from|at)\\s+(?:my|this|the|our|your|that)\\s+\\p{L}+)\\s+)(is|was|has|isn't|wasn't|doesn't)${E}`,
      'iu',
    ),
    (match, text) => {
      if (
        /(?:of|number|amount)\s+(?:the\s+)?$/iu.test(
          text.slice(0, match.index).replace(/people\s+.*$/isu, ''),
        )
      )
        return undefined;
      return {
        is: 'are',
        was: 'were',
        has: 'have',
        "isn't": "aren't",
        "wasn't": "weren't",
        "doesn't": "don't",
      }[match[1]!.toLowerCase()];
    },
  ),
  patternRule(
    'en-people-plural',
    new RegExp(
      `(?<=${B}(?:many|few|several|some|other|these|those|two|three|four|five|six|ten|\\d+)\\s+)persons${END}(?!\\s+(?:per|of)${E})`,
      'iu',
    ),
    () => 'people',
  ),
  patternRule(
    'en-people-plural',
    new RegExp(
      `(?<=${B}(?:many|a\\s+lot\\s+of|lots\\s+of|some|few|several|these|those|the)\\s+)peoples${END}(?!\\s+of${E})`,
      'iu',
    ),
    () => 'people',
  ),
];

/**
 * “I not like coffee”, “My son no wants vegetables”, “I not understood”: a negative takes do, does or
 * did. Only a pronoun or “my …” subject and a known verb straight after not or no.
 */
const doNegative = patternRule(
  'en-do-negative',
  new RegExp(
    `(?<=${B}(i|you|we|they|he|she|it|(?:my|your|his|her|our|their)\\s+\\p{L}+)\\s+)(?:not|no)\\s+(${words([...new Set([...VERBS.values()].flatMap((verb) => [verb.base, verb.third, verb.past]))])})${END}`,
    'iu',
  ),
  (match) => {
    const subject = match[1]!.toLowerCase();
    const written = match[2]!.toLowerCase();
    if (/^(?:be|have)$/.test(written)) return undefined;
    const singular = /^(?:he|she|it)$/.test(subject) || (/\s/.test(subject) && !/s$/.test(subject));
    const past = BY_PAST.get(written);
    if (past && past.base !== written && past.past === written) return `didn't ${past.base}`;
    const third = BY_THIRD.get(written);
    if (third) return singular ? `doesn't ${third.base}` : undefined;
    const verb = VERBS.get(written);
    if (!verb) return undefined;
    return `${singular ? "doesn't" : "don't"} ${verb.base}`;
  },
);

/**
 * “I am knowing the answer”, “Are you understanding?”, “She is having a house”: verbs of state take the
 * simple form.
 */
const STATIVE: Record<string, string> = {
  knowing: 'know',
  understanding: 'understand',
  wanting: 'want',
  needing: 'need',
  preferring: 'prefer',
  believing: 'believe',
  owning: 'own',
  belonging: 'belong',
  meaning: 'mean',
  hating: 'hate',
  seeming: 'seem',
  recognising: 'recognise',
  recognizing: 'recognize',
};
const third = (base: string) => (/(?:ch|sh|ss|x|o)$/.test(base) ? `${base}es` : `${base}s`);
const stativeContinuous = [
  patternRule(
    'en-stative-continuous',
    new RegExp(
      `(?<=${B}(i|you|we|they|he|she|it)\\s*)(?:'m|'re|'s|\\s+am|\\s+are|\\s+is)\\s+(?:(not)\\s+)?(${Object.keys(STATIVE).join('|')})${END}(?!\\s+(?:to|of)${E})`,
      'iu',
    ),
    (match) => {
      const subject = match[1]!.toLowerCase();
      const base = STATIVE[match[3]!.toLowerCase()]!;
      const singular = /^(?:he|she|it)$/.test(subject);
      if (match[2]) return ` ${singular ? "doesn't" : "don't"} ${base}`;
      return ` ${singular ? third(base) : base}`;
    },
  ),
  patternRule(
    'en-stative-continuous',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))(are|is|am)\\s+(you|he|she|it|we|they|i)\\s+(${Object.keys(STATIVE).join('|')})${END}`,
      'iu',
    ),
    (match) => {
      const singular = /^(?:he|she|it)$/i.test(match[2]!);
      return `${singular ? 'Does' : 'Do'} ${match[2]} ${STATIVE[match[3]!.toLowerCase()]}`;
    },
  ),
  patternRule(
    'en-stative-continuous',
    new RegExp(
      `(?<=${B}(?:my|your|his|her|our|their)\\s+\\p{L}+\\s+)is\\s+having(?=\\s+(?:a|an)\\s+(?:(?:small|big|little|new|old|nice|beautiful|lovely)\\s+)?(?:house|car|flat|apartment|dog|cat|garden|shop|business|boat)${E})`,
      'iu',
    ),
    () => 'has',
  ),
];

/**
 * “I have cold”, “Do you have thirst?”, “he has fear of the dark”: English says these with be and an
 * adjective.
 */
const BE_ADJECTIVE: Record<string, string> = {
  hunger: 'hungry',
  thirst: 'thirsty',
  cold: 'cold',
  heat: 'hot',
  fear: 'afraid',
  sleep: 'sleepy',
};
const BE_OF: Record<string, string> = {
  i: "I'm",
  you: 'you are',
  we: 'we are',
  they: 'they are',
  he: 'he is',
  she: 'she is',
};
const beExpressions = [
  patternRule(
    'en-be-adjective',
    new RegExp(
      `${B}(i|you|we|they|he|she)\\s+(?:have|has)\\s+(?:(?:so\\s+much|a\\s+lot\\s+of|much)\\s+)?(hunger|thirst|cold|heat|fear|sleep)(?=\\s+of${E}|\\s*(?:[.,;:!?]|$)|\\s+(?:and|but|so|because|now|today|tonight)${E})`,
      'iu',
    ),
    (match) => `${BE_OF[match[1]!.toLowerCase()]} ${BE_ADJECTIVE[match[2]!.toLowerCase()]}`,
  ),
  patternRule(
    'en-be-adjective',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))(do|does)\\s+(you|he|she|they|we)\\s+have\\s+(hunger|thirst|cold|heat|fear|sleep)(?=\\s*\\?|\\s+(?:after|now|today|of)${E})`,
      'iu',
    ),
    (match) =>
      `${match[1]!.toLowerCase() === 'does' ? 'Is' : 'Are'} ${match[2]} ${BE_ADJECTIVE[match[3]!.toLowerCase()]}`,
  ),
];

/**
 * “In my town has a big park”, “in the city centre it has a lot of traffic”, “Does it have a bank near
 * here?”: existence takes there is or there are.
 */
const THERE_AFTER_PLACE = `(?<=${B}in\\s+(?:my|the|our|this|his|her|your)\\s+(?!(?:opinion|view|experience|case|life|family|job|work|mind)${E})\\p{L}+(?:\\s+(?:centre|center))?\\s*,?\\s+)(?:it\\s+)?(has|have)(?=\\s+(?:a|an|many|some|lots|a\\s+lot|two|three|several|no|one|\\p{L}+s)${E})`;
const thereIs = [
  patternRule('en-there-is', new RegExp(THERE_AFTER_PLACE, 'iu'), (match, text) => {
    const after = text.slice(match.index + match[0].length);
    const plural =
      /^\s+(?:many|some|lots|two|three|several|\p{L}+s)(?![\p{L}'])/iu.test(after) &&
      !/^\s+(?:a\s+lot\s+of\s+\p{L}*[^s\s])/iu.test(after);
    return plural ? 'there are' : 'there is';
  }),
  patternRule(
    'en-there-is',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))does\\s+it\\s+have(?=\\s+(?:a|an|any)\\s+\\p{L}+\\s+(?:near\\s+here|around\\s+here|nearby|near\\s+the|in\\s+(?:the|this)\\s+(?:area|town|city|street|neighbourhood|neighborhood))${E})`,
      'iu',
    ),
    () => 'Is there',
  ),
];

/** “make my homework”, “did a mistake”, “make a question”, “make a photo”: the verb the noun takes. */
const MAKE_FORMS: Record<string, 'base' | 'third' | 'past' | 'ing'> = {
  make: 'base',
  makes: 'third',
  made: 'past',
  making: 'ing',
};
const DO_FORMS: Record<string, 'base' | 'third' | 'past' | 'ing'> = {
  do: 'base',
  does: 'third',
  did: 'past',
  done: 'past',
  doing: 'ing',
};
const formOf = (verb: string, kind: 'base' | 'third' | 'past' | 'ing', participle = false) => {
  const forms = VERBS.get(verb)!;
  if (participle) return forms.participle;
  return kind === 'base'
    ? forms.base
    : kind === 'third'
      ? forms.third
      : kind === 'past'
        ? forms.past
        : forms.ing;
};
const makeDo = [
  patternRule(
    'en-make-do',
    new RegExp(
      `${B}(make|makes|made|making)\\s+((?:my|your|his|her|our|their|the|some|a\\s+lot\\s+of)\\s+)?(homework|housework|shopping|dishes|cleaning|washing|laundry|ironing|exercise|sport|sports)${END}`,
      'iu',
    ),
    (match) => `${formOf('do', MAKE_FORMS[match[1]!.toLowerCase()]!)} ${match[2] ?? ''}${match[3]}`,
  ),
  patternRule(
    'en-make-do',
    new RegExp(
      `${B}(do|does|did|done|doing)\\s+((?:a|an|the|many|a\\s+lot\\s+of|lots\\s+of|some|few|two|three|several|so\\s+many|too\\s+many|big|terrible|stupid|silly|my|your|his|her|our|their)\\s+(?:(?:big|terrible|stupid|silly|small|important|good|bad|lot\\s+of)\\s+)?)?(mistakes?|decisions?|noise|cake|progress|money|effort|complaint|phone\\s+call)${END}`,
      'iu',
    ),
    (match, text) => {
      const noun = match[3]!.toLowerCase();
      const aux = match[1]!.toLowerCase();
      // “What did the mistake cost?”: a question's did before a subject.
      if (aux === 'did' || aux === 'does' || aux === 'do') {
        const before = text.slice(0, match.index);
        if (
          /(?:^|[.!?]\s*|what|why|how|where|when|who)\s*$/iu.test(before) &&
          /^(?:the|my|your|his|her|our|their)\s/iu.test(match[2] ?? '')
        )
          return undefined;
      }
      if (noun === 'money' && !match[2]) return undefined;
      const kind = DO_FORMS[aux]!;
      return `${formOf('make', kind, aux === 'done')} ${match[2] ?? ''}${match[3]}`;
    },
  ),
  patternRule(
    'en-make-do',
    new RegExp(
      `${B}(make|makes|made|making)\\s+((?:a|some|many|more|lots\\s+of|a\\s+lot\\s+of)\\s+)?(questions?|photos?|pictures?|attention|a\\s+walk|a\\s+shower|a\\s+party|a\\s+pause|a\\s+break)${END}`,
      'iu',
    ),
    (match) => {
      const kind = MAKE_FORMS[match[1]!.toLowerCase()]!;
      const noun = match[3]!.toLowerCase();
      const rest = `${match[2] ?? ''}${match[3]}`;
      if (/^question/.test(noun)) return `${formOf('ask', kind)} ${rest}`;
      if (/^(?:photo|picture)/.test(noun)) return `${formOf('take', kind)} ${rest}`;
      if (noun === 'attention') return `${formOf('pay', kind)} ${rest}`;
      if (noun === 'a walk') return `${formOf('go', kind)} for ${rest}`;
      if (noun === 'a shower' || noun === 'a party') return `${formOf('have', kind)} ${rest}`;
      return `${formOf('take', kind)} a break`;
    },
  ),
];

/** “They told that my flight was cancelled”: tell names the listener; without one, say. */
const TOLD: Record<string, string> = { tell: 'say', tells: 'says', told: 'said', telling: 'saying' };
const toldThat = patternRule(
  'en-say-tell',
  new RegExp(
    `${B}(tell|tells|told|telling)\\s+that(?=\\s+(?:i|you|he|she|we|they|it|there|my|your|his|her|our|their|the)${E})`,
    'iu',
  ),
  (match, text) => {
    // “I was told that…”: the passive has its listener as subject.
    if (/(?:am|is|are|was|were|be|been|being|get|got|'m|'re|'s)\s+$/iu.test(text.slice(0, match.index)))
      return undefined;
    return `${TOLD[match[1]!.toLowerCase()]} that`;
  },
);

/**
 * A verb, adjective or noun with the preposition of the learner's language: interested on, afraid from,
 * proud for, discuss about, arrive to, wait the bus…
 */
const PREPOSITION_OF: [pattern: string, preposition: string][] = [
  ['interested\\s+(?:on|by|about|for)', 'interested in'],
  ['afraid\\s+(?:from|for|about)', 'afraid of'],
  ['scared\\s+from', 'scared of'],
  ['proud\\s+(?:for|on|about)', 'proud of'],
  ['capable\\s+to', 'capable of'],
  ['different\\s+of', 'different from'],
  ['responsible\\s+of', 'responsible for'],
  ['similar\\s+(?:of|with)', 'similar to'],
  ['aware\\s+about', 'aware of'],
  ['fond\\s+to', 'fond of'],
  ['angry\\s+on', 'angry with'],
  ['satisfied\\s+of', 'satisfied with'],
  ['keen\\s+of', 'keen on'],
  ['in\\s+love\\s+of', 'in love with'],
  ['famous\\s+by', 'famous for'],
  ['tired\\s+with', 'tired of'],
];
const ADJECTIVE_PREPOSITION = new RegExp(
  `${B}(?:${PREPOSITION_OF.map(([pattern]) => `(${pattern})`).join('|')})${E}`,
  'iu',
);
const adjectivePreposition = patternRule('en-preposition', ADJECTIVE_PREPOSITION, (match, text) => {
  const index = match.slice(1).findIndex((group) => group !== undefined);
  const right = PREPOSITION_OF[index]?.[1];
  const written = match[0].toLowerCase();
  const after = text.slice(match.index + match[0].length);
  // “interested by the offer” may be a passive of agent; only before a topic, a pronoun or -ing.
  if (
    /^interested\s+by/.test(written) &&
    !/^\s+(?:history|art|music|science|politics|sport|sports|\p{L}+ing|it|this|that)(?![\p{L}'])/iu.test(
      after,
    )
  )
    return undefined;
  // “afraid for her life” means fear for someone; only before things feared.
  if (/^afraid\s+for/.test(written)) return undefined;
  if (
    /^tired\s+with/.test(written) &&
    !/^\s+(?:\p{L}+ing|it|this|that|him|her|them|you|my|his|your)(?![\p{L}'])/iu.test(after)
  )
    return undefined;
  return right;
});

const VERB_PREPOSITIONS = [
  patternRule(
    'en-preposition',
    new RegExp(`${B}(discuss|discusses|discussed|discussing)\\s+about${E}`, 'iu'),
    (match) => match[1]!,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(resemble|resembles|resembled)\\s+to${E}`, 'iu'),
    (match) => match[1]!,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(marry|marries|marrying)\\s+with${E}`, 'iu'),
    (match) => match[1]!,
  ),
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}(enter|enters|entered|entering)\\s+in(?=\\s+(?:the|a|my|his|her|our|their|this)${E})`,
      'iu',
    ),
    (match) => match[1]!,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(participate|participates|participated|participating)\\s+(?:to|at)${E}`, 'iu'),
    (match) => `${match[1]} in`,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(insist|insists|insisted|insisting)\\s+in${E}`, 'iu'),
    (match) => `${match[1]} on`,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(dream|dreams|dreamed|dreamt|dreaming)\\s+with${E}`, 'iu'),
    (match) => `${match[1]} about`,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(congratulate|congratulated|congratulates)\\s+(me|you|him|her|us|them)\\s+for${E}`, 'iu'),
    (match) => `${match[1]} ${match[2]} on`,
  ),
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}(answer|answers|answered|answering)\\s+to(?=\\s+(?:the|my|your|this|that|his|her|a|an|all|these)\\s+(?:\\p{L}+\\s+)?(?:question|questions|email|emails|message|messages|letter|letters|phone|call)${E})`,
      'iu',
    ),
    (match) => match[1]!,
  ),
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}(go|goes|going|gone|went|come|comes|came|coming|get|gets|got|getting|return|returned|returning|travel|travels|travelled|traveled|travelling|traveling|move|moved|arrive|arrived|walk|walked|drive|drove|run|ran|fly|flew|hurry)\\s+to\\s+(home|here|there|abroad|downtown|upstairs|downstairs)${END}`,
      'iu',
    ),
    (match) => `${match[1]} ${match[2]}`,
  ),
  // “waiting the bus”, “wait me”: wait takes for before what is awaited (not “wait a minute”).
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}(wait|waits|waited|waiting)(?=\\s+(?:me|him|them|us|you|(?:the|my|your|his|her|our|a)\\s+(?:bus|train|taxi|plane|flight|doctor|results|answer|delivery|package|call|teacher|others|email|tram|metro|boat|ferry))${E})`,
      'iu',
    ),
    (match) => `${match[1]} for`,
  ),
  // “Did you listen the new song?”: listen takes to before what is heard.
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}(listen|listens|listened|listening)(?=\\s+(?:the|a|an|this|that|these|those|his|her|your|their|our)\\s+(?:\\p{L}+\\s+)?(?:song|songs|album|teacher|story|lesson|recording|band|singer|concert|audio|message|voice)${E})`,
      'iu',
    ),
    (match) => `${match[1]} to`,
  ),
  patternRule(
    'en-preposition',
    new RegExp(`${B}(agree|agrees|agreed)(?=\\s+(?:you|him|her|them|me|us)\\s*(?:[.,!?]|$))`, 'iu'),
    (match) => `${match[1]} with`,
  ),
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}(pay|pays|paid|paying)(?=\\s+the\\s+(?:dinner|lunch|meal|tickets|ticket|food|drinks|coffee|taxi|hotel|room|course|trip|holiday|flight|shopping|books)${E})`,
      'iu',
    ),
    (match) => `${match[1]} for`,
  ),
  // “arrived to London”, “arrive to the airport”: arrive in a city, at a place.
  patternRule(
    'en-preposition',
    new RegExp(
      `${B}([Aa]rrive|[Aa]rrives|[Aa]rrived|[Aa]rriving)\\s+to(?=\\s+(?:\\p{Lu}|(?:the|a|my|our|your|his|her)${E}))`,
      'u',
    ),
    (match, text) => {
      const next = /^\s+(\S+)/u.exec(text.slice(match.index + match[0].length))?.[1] ?? '';
      return `${match[1]} ${/^\p{Lu}/u.test(next) && !/^(?:The|A|My|Our|Your|His|Her)$/u.test(next) ? 'in' : 'at'}`;
    },
  ),
];

/**
 * Times and places: on a day or date, in a month or year, at a clock time, on a surface or a bus, in the
 * morning, during for a length of time.
 */
const DAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTH = 'january|february|march|april|may|june|july|august|september|october|november|december';
const timePlace = [
  patternRule(
    'en-preposition-time',
    new RegExp(
      `${B}(?:in|at)(?=\\s+(?:(?:${DAY})(?:s)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTH})|(?:${MONTH})\\s+\\d{1,2}(?:st|nd|rd|th)?|(?:my|your|his|her|our|their)\\s+birthday|christmas\\s+day|new\\s+year's\\s+day|the\\s+weekend\\s+of)${E})`,
      'iu',
    ),
    () => 'on',
  ),
  patternRule(
    'en-preposition-time',
    new RegExp(`${B}(?:on|at)(?=\\s+(?:(?:19|20)\\d\\d|(?:${MONTH}))${E}(?!\\s+\\d))`, 'iu'),
    (match, text) =>
      /(?:^|\s)(?:at|on)$/iu.test(text.slice(0, match.index + match[0].length)) &&
      /^\s+may/i.test(text.slice(match.index + match[0].length))
        ? undefined
        : 'in',
  ),
  patternRule(
    'en-preposition-time',
    new RegExp(
      `${B}(?:in|on)(?=\\s+(?:midnight|noon|midday|night|\\d{1,2}(?::\\d\\d)?\\s*(?:o'clock|am|pm|a\\.m\\.|p\\.m\\.))${E})`,
      'iu',
    ),
    (match, text) =>
      /^in$/i.test(match[0]) &&
      /^\s+night/i.test(text.slice(match.index + match[0].length)) &&
      /\bthe\s+$/i.test(text.slice(0, match.index))
        ? undefined
        : 'at',
  ),
  patternRule(
    'en-preposition-time',
    new RegExp(
      `${B}on(?=\\s+the\\s+(?:morning|afternoon|evening)${E}(?!\\s+of${E})(?!\\s+(?:before|after)${E}))`,
      'iu',
    ),
    () => 'in',
  ),
  patternRule(
    'en-preposition-time',
    new RegExp(
      `${B}during(?=\\s+(?:a\\s+long\\s+time|(?:two|three|four|five|six|seven|eight|nine|ten|many|several|a\\s+few|\\d+)\\s+(?:minutes|hours|days|weeks|months|years))${E})`,
      'iu',
    ),
    () => 'for',
  ),
  patternRule(
    'en-preposition-place',
    new RegExp(
      `${B}in(?=\\s+the\\s+(?:bus|train|plane|tram)(?:\\s*(?:[.,!?]|$)|\\s+(?:to|from|with|now|again|yet|and|when|for|right)${E}))`,
      'iu',
    ),
    () => 'on',
  ),
  patternRule(
    'en-preposition-place',
    new RegExp(
      `${B}in(?=\\s+(?:the|my|your|his|her|our|their|a)\\s+(?:table|desk|shelf|sofa|internet|first\\s+floor|second\\s+floor|third\\s+floor|ground\\s+floor|top\\s+floor|radio)${E})`,
      'iu',
    ),
    () => 'on',
  ),
  patternRule('en-preposition-place', new RegExp(`${B}in(?=\\s+TV${E})`, 'u'), () => 'on'),
  patternRule('en-preposition-place', new RegExp(`${B}by(?=\\s+foot${E})`, 'iu'), () => 'on'),
];

/**
 * “more tall than” → “taller than”, “the most cheap” → “the cheapest”, “taller that me”, “as big than”,
 * “the same than”, “the tallest building of the world”.
 */
const SHORT_ADJECTIVES: Record<string, [comparative: string, superlative: string]> = {
  tall: ['taller', 'tallest'],
  big: ['bigger', 'biggest'],
  cheap: ['cheaper', 'cheapest'],
  fast: ['faster', 'fastest'],
  old: ['older', 'oldest'],
  young: ['younger', 'youngest'],
  small: ['smaller', 'smallest'],
  short: ['shorter', 'shortest'],
  long: ['longer', 'longest'],
  hot: ['hotter', 'hottest'],
  cold: ['colder', 'coldest'],
  easy: ['easier', 'easiest'],
  nice: ['nicer', 'nicest'],
  large: ['larger', 'largest'],
  high: ['higher', 'highest'],
  strong: ['stronger', 'strongest'],
  warm: ['warmer', 'warmest'],
  late: ['later', 'latest'],
  near: ['nearer', 'nearest'],
  new: ['newer', 'newest'],
  rich: ['richer', 'richest'],
  poor: ['poorer', 'poorest'],
  slow: ['slower', 'slowest'],
  quick: ['quicker', 'quickest'],
  hard: ['harder', 'hardest'],
  busy: ['busier', 'busiest'],
  happy: ['happier', 'happiest'],
  good: ['better', 'best'],
  bad: ['worse', 'worst'],
  far: ['further', 'furthest'],
  heavy: ['heavier', 'heaviest'],
  dirty: ['dirtier', 'dirtiest'],
  funny: ['funnier', 'funniest'],
  early: ['earlier', 'earliest'],
  pretty: ['prettier', 'prettiest'],
  close: ['closer', 'closest'],
  safe: ['safer', 'safest'],
  clean: ['cleaner', 'cleanest'],
  wide: ['wider', 'widest'],
  deep: ['deeper', 'deepest'],
};
const SHORT = Object.keys(SHORT_ADJECTIVES);
const comparatives = [
  patternRule(
    'en-comparative-form',
    new RegExp(
      `${B}more\\s+(${SHORT.filter((adjective) => adjective !== 'happy').join('|')})(?=\\s+than${E})`,
      'iu',
    ),
    (match) => SHORT_ADJECTIVES[match[1]!.toLowerCase()]![0],
  ),
  patternRule(
    'en-comparative-form',
    new RegExp(
      `(?<=${B}the\\s+)most\\s+(${SHORT.filter((adjective) => !['happy', 'close'].includes(adjective)).join('|')})(?=\\s+\\p{L})(?!\\s+(?:and|or|of|to)${E})`,
      'iu',
    ),
    (match) => SHORT_ADJECTIVES[match[1]!.toLowerCase()]![1],
  ),
  patternRule(
    'en-comparative-form',
    new RegExp(
      `(?<=${B}(?:\\p{L}+er|more\\s+\\p{L}+|less\\s+\\p{L}+)\\s+)(?:that|as|of)(?=\\s+(?:me|him|us|them|mine|yours|hers|ours|theirs|before|last\\s+year|yesterday)${E})`,
      'iu',
    ),
    (match, text) => {
      const before = text.slice(0, match.index).trim().split(/\s+/).at(-1)!.toLowerCase();
      // “never”, “over”, “other”, “after” end in -er and are no comparatives.
      if (
        [
          'never',
          'over',
          'other',
          'after',
          'under',
          'ever',
          'either',
          'neither',
          'whether',
          'together',
          'rather',
          'remember',
          'number',
          'later',
        ].includes(before)
      )
        return undefined;
      return 'than';
    },
  ),
  patternRule('en-comparative-form', new RegExp(`(?<=${B}as\\s+\\p{L}+\\s+)than${E}`, 'iu'), () => 'as'),
  patternRule(
    'en-comparative-form',
    new RegExp(
      `(?<=${B}the\\s+same\\s+(?:\\p{L}+\\s+)?)(?:than|that)(?=\\s+(?:me|him|her|us|them|mine|yours|the|my|your|his|our|their|before|last|yesterday|in|at)${E})`,
      'iu',
    ),
    () => 'as',
  ),
  patternRule(
    'en-comparative-form',
    new RegExp(
      `(?<=${B}the\\s+(?:most\\s+\\p{L}+|\\p{L}+est|best|worst)(?:\\s+\\p{L}+){0,2}\\s+)of(?=\\s+(?:the\\s+(?:world|city|country|town|village|region|area|planet|universe|school|class)|my\\s+(?:country|city|town|village|school|class))${E})`,
      'iu',
    ),
    () => 'in',
  ),
];

/** “a car red”, “a restaurant good near here”, “a house very big”: the adjective goes before the noun. */
const POSITION_NOUNS =
  'car|dress|shirt|house|flat|apartment|bag|book|film|movie|restaurant|city|town|village|hotel|jacket|coat|table|chair|phone|bike|place|person|man|woman|girl|boy|friend|teacher|day|job|garden|room|beach|country|dog|cat|shop|game|idea|song';
const POSITION_ADJECTIVES =
  'red|blue|green|yellow|black|white|grey|gray|pink|purple|orange|brown|good|nice|big|small|beautiful|expensive|cheap|new|old|interesting|wonderful|lovely|modern|famous|delicious|comfortable|wooden|Italian|French|Spanish|Mexican|Chinese|Japanese|Indian|English|American|German|Greek|Thai';
const adjectivePosition = patternRule(
  'en-adjective-position',
  new RegExp(
    `${B}(a|an)\\s+(${POSITION_NOUNS})\\s+((?:(?:very|really|so|quite)\\s+)?)(${POSITION_ADJECTIVES})${END}(?=\\s*(?:[.,;:!?]|$)|\\s+(?:near|in|at|with|for|and|but|last|yesterday|that|which|on|from|to)${E})`,
    'iu',
  ),
  (match, text) => {
    const [, , noun, intensifier, adjective] = match as unknown as string[];
    // “a man full of…”, “a friend good at maths”: the adjective with its own complement stays.
    if (
      /^\s+(?:at|with|for|to|of|enough)(?![\p{L}'])/iu.test(text.slice(match.index + match[0].length)) &&
      !intensifier &&
      !/^(?:red|blue|green|yellow|black|white|grey|gray|pink|purple|orange|brown)$/i.test(adjective!)
    )
      return undefined;
    const first = intensifier ? intensifier.trim().split(/\s+/)[0]! : adjective!;
    return `${an(first)} ${intensifier}${adjective} ${noun}`;
  },
);

/**
 * “I like very much chocolate”, “Do you speak well English?”, “I drink every day coffee”: the adverb goes
 * after the object.
 */
const LANGUAGE =
  'English|French|Spanish|German|Italian|Portuguese|Chinese|Japanese|Arabic|Russian|Dutch|Catalan';
const adverbPosition = [
  patternRule(
    'en-adverb-position',
    new RegExp(
      `${B}(like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|hate|hates|prefer)\\s+(very\\s+much|so\\s+much|a\\s+lot)\\s+((?:(?:the|my|your|his|her|this|that|our|their)\\s+)?\\p{L}+)(?=\\s*[.!?,]|\\s*$)`,
      'iu',
    ),
    (match) => `${match[1]} ${match[3]} ${match[2]}`,
  ),
  patternRule(
    'en-adverb-position',
    new RegExp(
      `${B}(speak|speaks|spoke|speaking|understand|understands|write|writes)\\s+((?:very\\s+|really\\s+|quite\\s+)?(?:well|fluently|perfectly|badly|a\\s+little|a\\s+bit))\\s+(${LANGUAGE})${E}`,
      'iu',
    ),
    (match) => `${match[1]} ${match[3]} ${match[2]}`,
  ),
  patternRule(
    'en-adverb-position',
    new RegExp(
      `${B}(drink|drinks|drank|eat|eats|ate|watch|watches|watched|read|reads|play|plays|played|study|studies|studied|do|does|did|have|has|drive|drives|take|takes|took|visit|visits|call|calls)\\s+(every\\s+(?:day|morning|evening|night|week|weekend)|always|often|usually|never)\\s+((?:(?:a|the|my|your|his|her)\\s+)?\\p{L}+)(?=\\s*[.!?,]|\\s*$|\\s+(?:in|at|with|before|after|to|because|and)${E})`,
      'iu',
    ),
    (match) => {
      const adverb = match[2]!.toLowerCase();
      const object = match[3]!.toLowerCase();
      if (
        /^(?:a|the|my|your|his|her)$/.test(object) ||
        /^(?:to|at|in|on|with|for|and|but|so|it|them|him|her|me|you|us)$/.test(object)
      )
        return undefined;
      if (!adverb.startsWith('every')) {
        // Frequency adverbs go before the verb: “I drink always coffee” → “I always drink coffee”.
        return `${match[2]} ${match[1]} ${match[3]}`;
      }
      return `${match[1]} ${match[3]} ${match[2]}`;
    },
  ),
  patternRule(
    'en-adverb-position',
    new RegExp(
      `(?<=${B}(?:i|you|we|they|he|she)\\s+)(go|goes|went|come|comes|came|eat|eats|get|gets|walk|walks|work|works|arrive|arrives|travel|travels)\\s+(always|never|usually|often)(?=\\s+(?:to|at|in|by|home|out|there|with|on|for)${E})`,
      'iu',
    ),
    (match) => `${match[2]} ${match[1]}`,
  ),
  patternRule(
    'en-adverb-position',
    new RegExp(
      `(?<=${B}(?:is|are|am|was|were|'s|'re|'m|not|feel)\\s+)enough\\s+(big|good|old|tall|strong|fast|warm|cold|hot|long|large|small|easy|clear|rich|safe|clean|quick|early|serious|mature|experienced|interesting|expensive|cheap)(?=\\s*[.,!?]|\\s*$|\\s+(?:to|for)${E})`,
      'iu',
    ),
    (match) => `${match[1]} enough`,
  ),
];

/**
 * “Is raining again”, “Is far from here?”, “because was too cold”: English needs a subject; it for the
 * weather, distances and judgements.
 */
const IT_ADJECTIVE =
  'raining|snowing|sunny|windy|cloudy|far|near|cold|hot|warm|late|early|important|difficult|easy|possible|impossible|necessary|expensive|cheap|nice|great|fantastic|amazing|terrible|horrible|boring|interesting|true|clear|normal|better|worse|ok|okay|free|delicious|beautiful|dangerous|safe|time|hard|fun|obvious|useful|strange|incredible|crazy|funny|sad|wonderful|perfect|complicated|open|closed';
const missingIt = [
  patternRule(
    'en-missing-it',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))(is|was)\\s+((?:(?:very|so|too|really|quite|a\\s+bit|not|always|still|already)\\s+)?(?:${IT_ADJECTIVE}))${END}`,
      'iu',
    ),
    (match, text) => {
      const after = text.slice(match.index + match[0].length);
      // A question keeps its order with “it” after the verb: “Is far?” → “Is it far?”.
      if (/^[^.!?]*\?/u.test(after)) return `${match[1]} it ${match[2]}`;
      return `It ${match[1]!.toLowerCase()} ${match[2]}`;
    },
  ),
  patternRule(
    'en-missing-it',
    new RegExp(
      `(?<=${B}(?:because|although|but|so|when|if)\\s+)(is|was)\\s+((?:(?:very|so|too|really|quite|a\\s+bit|not|always|still|already)\\s+)?(?:${IT_ADJECTIVE}))${END}`,
      'iu',
    ),
    (match, text) => {
      const before = text.slice(0, match.index);
      // “… but is expensive” after a subject of its own (the city is nice but is expensive).
      if (
        /(?:but|so|when|if)\s+$/iu.test(before) &&
        !/(?:^|[.!?]\s*)[^.!?]*\b(?:i|you|we|they)\s+[^.!?]*$/iu.test(before)
      )
        return undefined;
      return `it ${match[1]} ${match[2]}`;
    },
  ),
  patternRule(
    'en-missing-it',
    new RegExp(
      `(?<=${B}(?:find|finds|found|consider|considers|considered)\\s+)((?:very|really|quite|so|a\\s+bit)\\s+)?(difficult|hard|easy|important|necessary|impossible|interesting|strange|boring|useful|normal|funny|exciting|tiring|stressful)(?=\\s+to\\s+\\p{L})`,
      'iu',
    ),
    (match) => `it ${match[1] ?? ''}${match[2]}`,
  ),
  patternRule(
    'en-missing-it',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+))(exists?|existed)\\s+(?=(?:many|a\\s+lot|lots|several|some|a|an|more|two|three|no)${E})`,
      'iu',
    ),
    (match, text) => {
      const after = text.slice(match.index + match[0].length);
      const singular = /^(?:a|an)\s/iu.test(after);
      const past = /ed$/i.test(match[1]!);
      return `There ${past ? (singular ? 'was' : 'were') : singular ? 'is' : 'are'} `;
    },
  ),
];

/** False friends: sensible for sensitive, assist for attend, career for degree, actual for current. */
const ATTEND: Record<string, string> = {
  assist: 'attend',
  assists: 'attends',
  assisted: 'attended',
  assisting: 'attending',
};
const falseFriends = [
  patternRule(
    'en-false-friend',
    new RegExp(
      `${B}sensible(?=[^.!?]*${B}(?:cry|cries|cried|crying|upset|emotional|offended|hurt|criticism)${E}|\\s+to\\s+(?:criticism|the\\s+cold|cold|light|noise|heat|the\\s+sun|sun|pain|gluten|lactose)${E}|\\s+(?:skin|topic|subject|issue|data|teeth|eyes|stomach)${E})`,
      'iu',
    ),
    () => 'sensitive',
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `${B}(assist|assists|assisted|assisting)(?:\\s+(?:to|at))?(?=\\s+(?:a|an|the|my|his|her|our|their|this|that|every|all|classes|class|school|mass|church|lectures|meetings)\\s+(?:\\p{L}+\\s+)?(?:meeting|meetings|class|classes|conference|concert|wedding|lecture|lectures|course|lesson|lessons|party|ceremony|mass|event|show|match|game|funeral|seminar|workshop|school|university|church)${E})`,
      'iu',
    ),
    (match) => ATTEND[match[1]!.toLowerCase()],
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `${B}(assist|assists|assisted|assisting)\\s+(?:to|at)(?=\\s+(?:a|an|the|my|his|her|our|their|this|that|every|all|classes|class|school|mass|church|lectures|meetings)${E})`,
      'iu',
    ),
    (match) => ATTEND[match[1]!.toLowerCase()],
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `(?<=${B}(?:finished|finish|finishing|study|studied|studying|started|start|doing|did|do|my|a|the|first|last|second|third)\\s+(?:my\\s+|a\\s+|the\\s+)?)career(?=\\s+(?:in|of)\\s+(?:economics|medicine|law|engineering|biology|chemistry|physics|psychology|history|architecture|mathematics|maths|business|nursing|journalism|philosophy|computer|languages|tourism|marketing)${E})`,
      'iu',
    ),
    () => 'degree',
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `${B}actual(?=\\s+(?:president|government|situation|job|address|prices?|prime\\s+minister|boss|company|partner|girlfriend|boyfriend|salary|position|mayor|system|economy|crisis|manager|king|queen|team|coach)${E})`,
      'iu',
    ),
    () => 'current',
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `(?<=${B}(?:bought|buy|buys|buying|sells|sell|sold|selling)${"(?:\\s+[\\p{L}']+){0,5}"}\\s+(?:in|at|from)\\s+(?:the|a)\\s+)library${E}`,
      'iu',
    ),
    () => 'bookshop',
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `(?<=${B}(?:a|the|very|so|really)\\s+)large(?=\\s+(?:day|trip|journey|film|movie|week|meeting|queue|wait|hair|walk|story|holiday|weekend|flight|conversation|time)${E})`,
      'iu',
    ),
    () => 'long',
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `(?<=${B}(?:a|the)\\s+(?:big|great|real|huge|total|complete|terrible)\\s+)deception${E}`,
      'iu',
    ),
    () => 'disappointment',
  ),
  patternRule(
    'en-false-friend',
    new RegExp(
      `(?<=${B}the\\s+)argument(?=\\s+of\\s+(?:the|this|that)\\s+(?:film|movie|book|novel|series|play)${E})`,
      'iu',
    ),
    () => 'plot',
  ),
];

export const WORD_RULES: readonly GrammarRule[] = [
  ...missingArticle,
  ...extraArticle,
  uncountableArticle,
  uncountableVerb,
  muchLittle,
  otherPlural,
  possessive,
  possessiveGender,
  thirdPersonNoun,
  pluralRelative,
  oneOf,
  pluralQuestion,
  ...peoplePlural,
  doNegative,
  ...stativeContinuous,
  ...beExpressions,
  ...thereIs,
  ...makeDo,
  toldThat,
  adjectivePreposition,
  ...VERB_PREPOSITIONS,
  ...timePlace,
  ...comparatives,
  adjectivePosition,
  ...adverbPosition,
  ...missingIt,
  ...falseFriends,
];
