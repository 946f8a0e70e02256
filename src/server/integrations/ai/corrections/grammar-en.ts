/**
 * Learner-error rules for English beside Harper (decisions 072, 079). An irregular verb given the regular
 * ending (“goed”, “buyed”, “teached”) is a grammar mistake, not a misspelling — the learner knows the
 * word and applied the rule for the past. It gets the irregular past, or the past participle after a
 * form of “have”, and never a spelling suggestion (“goed” is not “good”). The others are patterns
 * learners carry over from their own language (I have 25 years, explain me, married with, must to),
 * each written so that it cannot match a right sentence.
 */
import { IRREGULAR } from './grammar-en-verbs.ts';
import { VERB_RULES } from './grammar-en-verb-rules.ts';
import { WORD_RULES } from './grammar-en-word-rules.ts';
import { B, E, patternRule, type GrammarRule } from './rules.ts';

/**
 * Regularised forms the English dictionaries know as words in their own right, never flagged: “sited”,
 * “wined”, “singed”, “putted” belong to other verbs, “payed” and “flied” are trade words.
 */
const REAL_WORDS = new Set([
  'flied',
  'leaved',
  'payed',
  'putted',
  'seed',
  'singed',
  'sited',
  'waked',
  'wined',
]);

const CONSONANT_VOWEL_CONSONANT = /[^aeiou][aeiou][^aeiouwxy]$/;

/** The ways a learner regularises a base: go → goed, make → maked/made, run → runned/runed, cry → cryed. */
function regularised(base: string): string[] {
  if (base.endsWith('e')) return [`${base}d`, `${base}ed`];
  const forms = [`${base}ed`];
  if (CONSONANT_VOWEL_CONSONANT.test(base)) forms.push(`${base}${base.at(-1)}ed`);
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ied`);
  return forms;
}

const BY_FORM = new Map<string, { past: string; participle: string }>();
for (const [base, past, participle] of IRREGULAR)
  for (const form of regularised(base))
    if (!REAL_WORDS.has(form) && form !== past) BY_FORM.set(form, { past, participle });

const HAVE =
  /(?:(?:^|[^\p{L}'])(?:have|has|had|having)|'ve|'d)\s+(?:\p{L}+ly\s+|not\s+|never\s+|just\s+|already\s+)?$/iu;

const overRegularisedPast = patternRule(
  'en-irregular-past',
  new RegExp(`${B}(?:${[...BY_FORM.keys()].join('|')})${E}`, 'iu'),
  (match, text) => {
    const verb = BY_FORM.get(match[0].toLowerCase());
    if (!verb) return undefined;
    return HAVE.test(text.slice(0, match.index)) ? verb.participle : verb.past;
  },
);

/**
 * “I am agree”: Spanish, French and Portuguese speakers carry over “estoy de acuerdo” / “je suis d'accord”.
 * In English “agree” is a verb, so the form of “be” goes (and “not” needs “do”).
 */
const BE_AGREE: Record<string, { yes: string; no: string }> = {
  'i am': { yes: 'I agree', no: "I don't agree" },
  "i'm": { yes: 'I agree', no: "I don't agree" },
  'you are': { yes: 'you agree', no: "you don't agree" },
  'we are': { yes: 'we agree', no: "we don't agree" },
  'they are': { yes: 'they agree', no: "they don't agree" },
  'he is': { yes: 'he agrees', no: "he doesn't agree" },
  'she is': { yes: 'she agrees', no: "she doesn't agree" },
};

const beAgree = patternRule(
  'en-be-agree',
  new RegExp(`${B}(i am|i'm|you are|we are|they are|he is|she is)\\s+(not\\s+)?agree${E}`, 'iu'),
  (match) => {
    const forms = BE_AGREE[match[1]!.toLowerCase()];
    if (!forms) return undefined;
    return match[2] ? forms.no : forms.yes;
  },
);

/**
 * “childrens”, “mens”, “feets”: an irregular plural given an -s. Before a verb, a preposition or the end
 * of the sentence it is the plural (“the childrens are” → children); before a noun and a verb it is a
 * possessive without its apostrophe (“the childrens toys are” → children's). Elsewhere (“the childrens
 * play football”, where play may be either) nothing is said, and the spelling checker's apostrophe
 * suggestion is not offered either: the rule owns these words.
 */
const IRREGULAR_PLURALS: Record<string, string> = {
  childrens: 'children',
  mens: 'men',
  womens: 'women',
  feets: 'feet',
  teeths: 'teeth',
  mices: 'mice',
  geeses: 'geese',
  gentlemens: 'gentlemen',
  businessmens: 'businessmen',
  policemens: 'policemen',
  firemens: 'firemen',
};

/** Words after which an irregular plural cannot be a possessive: verbs, prepositions, adverbs, relatives. */
const AFTER_PLURAL = [
  ...`are were is was have has had do does did don't doesn't didn't aren't weren't haven't can`.split(' '),
  ...`can't cannot could couldn't will won't would wouldn't should must may might go went like`.split(' '),
  ...'liked want wanted know knew think thought said get got came became seem seemed in on at of'.split(' '),
  ...'from with to for about into who which that here there now today always never often usually'.split(' '),
  ...'sometimes also still all both together too'.split(' '),
];
const BE_OR_HAVE = /^\s+(?:is|are|was|were|has|have|had)(?![\p{L}'])/iu;
const NOT_A_NOUN = new Set([...AFTER_PLURAL, 'and', 'or', 'but', 'very', 'so', 'not', 'really', 'just']);

const OWNED_PLURALS: ReadonlySet<string> = new Set(Object.keys(IRREGULAR_PLURALS));
const IRREGULAR_PLURAL = new RegExp(`${B}(${Object.keys(IRREGULAR_PLURALS).join('|')})${E}`, 'iu');

const irregularPlural: GrammarRule = {
  owns: OWNED_PLURALS,
  ...patternRule('en-irregular-plural', IRREGULAR_PLURAL, (match, text) => {
    const after = text.slice(match.index + match[0].length);
    const next = /^\s+([\p{L}']+)(?![\p{L}'-])/u.exec(after)?.[1]?.toLowerCase();
    const atEnd = /^\s*(?:[.,;:!?)]|$)/u.test(after);
    // “That ball is the children's.”: after a form of “be” and “the”, the end may close a possessive.
    const possessiveAtEnd = /(?:is|are|was|were|'s)\s+the\s+$/iu.test(text.slice(0, match.index));
    if ((atEnd && !possessiveAtEnd) || (next && AFTER_PLURAL.includes(next)))
      return IRREGULAR_PLURALS[match[1]!.toLowerCase()];
    return undefined;
  }),
};

/**
 * “Informations”, “advices”, “homeworks”: nouns English does not count, given the plural -s of languages
 * that count them (informaciones, conseils, devoirs). Never right with the -s; the rule owns the words, so
 * no apostrophe is suggested (information's).
 */
const UNCOUNTABLE_PLURALS = [
  'informations',
  'advices',
  'furnitures',
  'homeworks',
  'luggages',
  'equipments',
  'feedbacks',
];
const uncountablePlural: GrammarRule = {
  owns: new Set(UNCOUNTABLE_PLURALS),
  ...patternRule('en-uncountable', new RegExp(`${B}(${UNCOUNTABLE_PLURALS.join('|')})${E}`, 'iu'), (match) =>
    match[1]!.slice(0, -1),
  ),
};

const missingApostrophe: GrammarRule = {
  owns: OWNED_PLURALS,
  ...patternRule('en-possessive', IRREGULAR_PLURAL, (match, text) => {
    const after = text.slice(match.index + match[0].length);
    const next = /^\s+([\p{L}]+)(?![\p{L}'-])/u.exec(after);
    if (!next || NOT_A_NOUN.has(next[1]!.toLowerCase()) || /ly$/i.test(next[1]!)) return undefined;
    if (!BE_OR_HAVE.test(after.slice(next[0].length))) return undefined;
    return `${IRREGULAR_PLURALS[match[1]!.toLowerCase()]}'s`;
  }),
};

/** “I have 25 years old”: age is told with “be”. Only with “old”, or “I have 30 years” ending the sentence. */
const NUMBER =
  '(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\\p{L}+)?)';
const AGE_BE: Record<string, string> = {
  'i have': 'am',
  'you have': 'are',
  'we have': 'are',
  'they have': 'are',
  'he has': 'is',
  'she has': 'is',
  'i had': 'was',
  'he had': 'was',
  'she had': 'was',
  'you had': 'were',
  'we had': 'were',
  'they had': 'were',
};
/** What may follow “… years old” when it is the age of the subject, not of a noun (“two years old twins”). */
const AFTER_AGE =
  "(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:and|but|so|now|today|next|this|in|on|at|when|because|already|too)(?![\\p{L}'-]))";
const MODAL_BEFORE = /(?:^|[^\p{L}'])(?:will|would|to|must|can|could|should|might|may)\s+$/iu;
const ageWithHave = patternRule(
  'en-age-be',
  new RegExp(`${B}(have|has|had)(?=\\s+${NUMBER}\\s+years?\\s+old${AFTER_AGE})`, 'iu'),
  (match, text) => {
    const verb = match[1]!.toLowerCase();
    const before = text.slice(0, match.index);
    if (verb === 'has') return 'is';
    if (verb === 'have' && MODAL_BEFORE.test(before)) return 'be';
    const subject = /(?:^|[^\p{L}'])(i|you|we|they|he|she)\s+$/iu.exec(before)?.[1]?.toLowerCase();
    return subject ? AGE_BE[`${subject} ${verb}`] : undefined;
  },
);
const ageWithHaveAtEnd = patternRule(
  'en-age-be',
  new RegExp(`(?<=${B}(i|he|she)\\s+)(have|has)(\\s+${NUMBER}\\s+years)(?=\\s*[.!]?\\s*$)`, 'iu'),
  (match) => {
    const be = AGE_BE[`${match[1]!.toLowerCase()} ${match[2]!.toLowerCase()}`];
    return be && `${be}${match[3]} old`;
  },
);

/**
 * “explain me the difference”: “explain” takes what is explained as its object and the listener with
 * “to”. A short object ending the clause moves before “to me”; a longer one keeps its place after it.
 */
const SHORT_OBJECT =
  '(?:it|this|that|everything|something|(?:the|this|that|these|those|your|my|his|her|our|their)\\s+\\p{L}+)';
const explainToMe = [
  patternRule(
    'en-explain-to',
    new RegExp(`${B}(explain(?:s|ed|ing)?)\\s+(me|us)\\s+(${SHORT_OBJECT})(?=\\s*(?:[.?!,;]|$))`, 'iu'),
    (match) => `${match[1]} ${match[3]} to ${match[2]}`,
  ),
  patternRule(
    'en-explain-to',
    new RegExp(
      `${B}(explain(?:s|ed|ing)?)\\s+(me|us)(?=\\s+(?:the|a|an|this|that|these|those|how|why|what|where|when|who|which|if|whether|your|my|his|her|our|their|it|something|everything|again)${E})(?!\\s+${SHORT_OBJECT}\\s*(?:[.?!,;]|$))`,
      'iu',
    ),
    (match) => `${match[1]} to ${match[2]}`,
  ),
];

/** “looking forward to meet you”: the “to” of “look forward to” is a preposition and takes -ing. */
const ING: Record<string, string> = {
  meet: 'meeting',
  see: 'seeing',
  hear: 'hearing',
  visit: 'visiting',
  start: 'starting',
  begin: 'beginning',
  go: 'going',
  come: 'coming',
  speak: 'speaking',
  talk: 'talking',
  have: 'having',
  get: 'getting',
  receive: 'receiving',
  be: 'being',
  learn: 'learning',
  read: 'reading',
  watch: 'watching',
  spend: 'spending',
  celebrate: 'celebrating',
  welcome: 'welcoming',
  discuss: 'discussing',
  continue: 'continuing',
  return: 'returning',
};
const lookForwardTo = patternRule(
  'en-look-forward-ing',
  new RegExp(
    `(?<=${B}look(?:s|ing|ed)?\\s+forward\\s+to\\s+)(${Object.keys(ING).join('|')})(?![\\p{L}'-])`,
    'iu',
  ),
  (match) => ING[match[1]!.toLowerCase()],
);

/** “There is many people”: with many or several the verb is plural. */
const THERE_PLURAL: Record<string, string> = {
  is: 'are',
  was: 'were',
  "'s": ' are',
  "isn't": "aren't",
  "wasn't": "weren't",
};
const thereAre = [
  patternRule(
    'en-there-are',
    new RegExp(
      `${B}there(\\s+is|\\s+was|\\s+isn't|\\s+wasn't|'s)(?=\\s+(?:many|several)${E}(?!\\s+a${E}))`,
      'iu',
    ),
    (match) => {
      const verb = match[1]!.trim().toLowerCase();
      return `there${verb === "'s" ? '' : ' '}${THERE_PLURAL[verb]}`;
    },
  ),
  patternRule(
    'en-there-are',
    new RegExp(`${B}(is|was)(\\s+there)(?=\\s+(?:many|several)${E}(?!\\s+a${E}))`, 'iu'),
    (match) => `${match[1]!.toLowerCase() === 'is' ? 'are' : 'were'}${match[2]}`,
  ),
];

/**
 * “I must to finish”: a modal takes the bare infinitive. Only after a subject pronoun, so that the noun
 * “can” (a watering can to water the plants) and “a must to see” are left alone, and not before “to some
 * extent” and the like.
 */
const modalTo = patternRule(
  'en-modal-to',
  new RegExp(
    `(?<=${B}(?:i|you|he|she|we|they)\\s+(?:(?:really|also|just|still|always|never)\\s+)?)(must|can|could|should)\\s+to(?=\\s+(?!(?:some|a|an|the|this|that|what|which|my|your|his|her|our|their|its|me|him|us|them|you|it|certain|such|these|those|be\\s+honest)${E})\\p{L})`,
    'iu',
  ),
  (match) => match[1]!,
);

/** “married with a doctor”: one is married to someone (“married with children” is right, and left alone). */
const PARTNER =
  'man|woman|guy|girl|boy|doctor|teacher|nurse|lawyer|engineer|dentist|pilot|farmer|musician|writer|actor|actress|policeman|soldier|banker|chef|painter|singer|professor|Englishman|Frenchman|Spaniard';
const RELATIVE =
  'brother|sister|cousin|friend|best\\s+friend|boss|colleague|neighbour|neighbor|teacher|doctor|ex';
/** A name, then the end of the clause or a word that cannot go on a noun phrase (not “Catholic rites”). */
const NAME = `\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}\\p{Ll}+)?(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:since|for|and|last|in|from|who|when|two|three|four|five|ten|many)${E})`;
const marriedTo = patternRule(
  'en-married-to',
  new RegExp(
    `${B}(married)\\s+with(?=\\s+(?:(?:a|an)\\s+(?:\\p{L}+\\s+)?(?:${PARTNER})|(?:my|his|her|your|their|our)\\s+(?:${RELATIVE})|(?!(?:Children|Kids|Kid|A|An|The|Two|Three|Four|Five)${E})${NAME})(?!['’])${E})`,
    'u',
  ),
  (match) => `${match[1]} to`,
);

/**
 * “He works in a hospital since 2015”: with “since” and a starting point English uses the present
 * perfect. Only a pronoun subject with a few verbs of state or habit, “since” a year, a month, a day or
 * “last …” within five words, and no clause between them (that has been open since…).
 */
const SINCE_PERFECT: Record<string, string> = {
  live: 'lived',
  work: 'worked',
  study: 'studied',
  teach: 'taught',
  know: 'known',
  play: 'played',
  learn: 'learned',
};
const THIRD_PERSON: Record<string, string> = {
  lives: 'lived',
  works: 'worked',
  studies: 'studied',
  teaches: 'taught',
  knows: 'known',
  plays: 'played',
  learns: 'learned',
};
const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
// “since I was a child” is left out: a clause after “since” may give a reason (you are right since you
// were there; I am sad since 2015 was hard).
const SINCE_POINT = `\\s+since\\s+(?:\\d{4}${E}|last\\s+\\p{L}+|(?:${MONTHS})${E})(?!\\s+(?:is|was|were|has|had)${E})`;
const BETWEEN = `(?:\\s+(?!(?:that|which|who|where|when|because|and|but|or|ever|has|have|had|been|was|were|is|are|it|they|he|she|we|i|you|not)${E})[\\p{L}\\p{N}'-]+){0,5}`;
const NOT_AFTER_AUXILIARY = `(?<!(?:do|does|did|don't|doesn't|didn't|will|would|can|could|should|must|may|might|to)\\s+)`;
const sincePerfect = [
  patternRule(
    'en-since-perfect',
    new RegExp(
      `(?<=${NOT_AFTER_AUXILIARY}${B}(?:i|you|we|they)\\s+)(${Object.keys(SINCE_PERFECT).join('|')}|am|are)(?=${BETWEEN}${SINCE_POINT})`,
      'iu',
    ),
    (match) => {
      const verb = match[1]!.toLowerCase();
      return `have ${verb === 'am' || verb === 'are' ? 'been' : SINCE_PERFECT[verb]}`;
    },
  ),
  patternRule(
    'en-since-perfect',
    new RegExp(
      `(?<=${NOT_AFTER_AUXILIARY}${B}(?:he|she)\\s+)(${Object.keys(THIRD_PERSON).join('|')}|is)(?=${BETWEEN}${SINCE_POINT})`,
      'iu',
    ),
    (match) => {
      const verb = match[1]!.toLowerCase();
      return `has ${verb === 'is' ? 'been' : THIRD_PERSON[verb]}`;
    },
  ),
];

/**
 * “My sister have a new car”, “My parents lives in Leeds”, “Everybody know the answer”: agreement with a
 * noun subject. Only at the start of a sentence, a possessive or determiner (and at most one of a few
 * adjectives) before a noun from a short list that is only singular or only plural, with the verb straight
 * after it. Collective nouns (family, team, staff, police), nouns alike in both numbers (fish, sheep),
 * compound subjects (my sister and I), “one of”, “the number of” and relative clauses never match.
 */
const PERSON_SINGULAR =
  'sister|brother|mother|father|mum|mom|dad|son|daughter|wife|husband|boyfriend|girlfriend|friend|boss|teacher|neighbour|neighbor|cousin|aunt|uncle|grandmother|grandfather|grandma|grandpa|partner|colleague|flatmate|roommate';
const THING_SINGULAR = 'weather|car|house|flat|city|town|village|bus|train|phone|computer|hotel|restaurant';
const PERSON_PLURAL =
  'parents|friends|children|kids|brothers|sisters|cousins|grandparents|neighbours|neighbors|colleagues|classmates|students|teachers|sons|daughters';
const INDEFINITE = 'everybody|everyone|somebody|someone|nobody|no\\s+one';
/** After a singular subject: the form written → the right one. */
const SINGULAR_VERB: Record<string, string> = {
  have: 'has',
  "don't": "doesn't",
  are: 'is',
  were: 'was',
  "aren't": "isn't",
  "weren't": "wasn't",
  live: 'lives',
  work: 'works',
  want: 'wants',
  know: 'knows',
  speak: 'speaks',
  need: 'needs',
  love: 'loves',
  understand: 'understands',
  prefer: 'prefers',
  hate: 'hates',
  teach: 'teaches',
  watch: 'watches',
  study: 'studies',
  cook: 'cooks',
};
/** After a plural subject: the form written → the right one. */
const PLURAL_VERB: Record<string, string> = {
  has: 'have',
  "doesn't": "don't",
  is: 'are',
  was: 'were',
  "isn't": "aren't",
  "wasn't": "weren't",
  ...Object.fromEntries(
    Object.entries(SINGULAR_VERB)
      .filter(([base]) => /^[a-z]+$/.test(base) && !['have', 'are', 'were'].includes(base))
      .map(([base, third]) => [third, base]),
  ),
};
/** A thing neither knows nor works: after a noun of a thing only be, have and do are taken. */
const AUXILIARY = new Set(['have', "don't", 'are', 'were', "aren't", "weren't"]);
/**
 * Verbs an indefinite pronoun may take in a statement. Others open an order or a wish with a bare verb
 * (“Everybody have a great weekend!”, “Someone call a doctor”, “Everyone enjoy your meal”).
 */
const AFTER_INDEFINITE = new Set([
  'are',
  'were',
  "aren't",
  "weren't",
  'know',
  'want',
  'need',
  'understand',
  'prefer',
  'hate',
]);
/** Verbs that are nouns too (works, lives, watch, study, needs): only before what can follow the verb alone. */
const ALSO_NOUN = /^(?:works?|lives?|watch(?:es)?|stud(?:y|ies)|loves?|needs?|wants?|cooks?)$/iu;
const AFTER_VERB_ALONE =
  /^\s+(?:in|at|with|near|on|for|from|here|there|together|abroad|hard|a|an|the|very|too|every|all|alone|far|to|my|your|his|her|our|their|some|more|much|it|them|him|me|us|you|English|French|Spanish)(?![\p{L}'])/iu;
/** The word after the verb may not be a verb: then the “verb” ended a noun (“the school play is”). */
const VERB_NEXT =
  /^\s+(?:is|are|was|were|has|have|had|does|do|did|will|would|can|could|must|should|takes|take|starts|start|come|comes)(?![\p{L}'])/iu;
const SENTENCE_START = '(?:^|[.!?]\\s+)(?:(?:but|and|so|now|today)\\s+)?';
const ADJECTIVE = '(?:(?:little|big|older|younger|elder|best|old|new)\\s+)?';
const FREQUENCY = '(?:(?:always|never|often|usually|sometimes|also|still|really|only)\\s+)?';
const agreementVerb = (verb: string, text: string, end: number, noun: string | undefined): boolean => {
  const after = text.slice(end);
  if (VERB_NEXT.test(after)) return false;
  if (ALSO_NOUN.test(verb) && !AFTER_VERB_ALONE.test(after)) return false;
  // “My Friends is my favourite show”: a capital inside the sentence names something.
  return !(noun && /^\p{Lu}/u.test(noun));
};
/**
 * “She dont like coffee”, “it smell bad”: a bare verb after he, she or it. Harper corrects “she don't”
 * but not “dont”, whose spelling alone would make “She don't like” (decision 186). Only where the pronoun
 * opens a sentence or follows but, so or because (and “it” after and: “he and she” may join a plural
 * subject), with the verb straight after it or after one adverb of frequency; verbs whose past is the
 * same (read, cost, put) are left out, and so is a clause that ends in a question (“it work now?”).
 */
const PRONOUN_VERB: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(SINGULAR_VERB).filter(([base]) => !['were', "weren't"].includes(base)),
  ),
  dont: "doesn't",
  ...Object.fromEntries(
    `like go smell taste look sound feel seem answer play rain snow mean eat drink sleep think help call come get make take remember forget write open close start finish happen`
      .split(' ')
      .map((base) => [base, thirdPerson(base)]),
  ),
};
const pronounAgreement = patternRule(
  'en-pronoun-agreement',
  new RegExp(
    `(?<=(?:${SENTENCE_START}(?:he|she|it)|${B}(?:but|so|because)\\s+(?:he|she|it)|${B}and\\s+it)\\s+${FREQUENCY})(${Object.keys(PRONOUN_VERB).join('|')})(?![\\p{L}'-])`,
    'iu',
  ),
  (match, text) => {
    const verb = match[1]!.toLowerCase();
    const after = text.slice(match.index + match[0].length);
    if (VERB_NEXT.test(after)) return undefined;
    if (/^[^.!?]*\?/u.test(after)) return undefined;
    return PRONOUN_VERB[verb];
  },
);
const nounAgreement = [
  patternRule(
    'en-noun-agreement',
    new RegExp(
      `(?<=${SENTENCE_START}(?:(?:my|your|his|her|our|their|the|this|that|a|an|every|each)\\s+${ADJECTIVE}(?:(${PERSON_SINGULAR})|(${THING_SINGULAR}))|(${INDEFINITE}))\\s+${FREQUENCY})(${Object.keys(SINGULAR_VERB).join('|')})(?![\\p{L}'-])`,
      'iu',
    ),
    (match, text) => {
      const [, person, thing, indefinite, written] = match;
      const verb = written!.toLowerCase();
      const end = match.index + written!.length;
      if (!agreementVerb(verb, text, end, person ?? thing)) return undefined;
      if (thing && !AUXILIARY.has(verb)) return undefined;
      if (indefinite) {
        if (!AFTER_INDEFINITE.has(verb)) return undefined;
        // “Everyone know the rules?” asks without its “does”, as people do in chat.
        if (/^[^.!?]*\?/u.test(text.slice(end))) return undefined;
      }
      return SINGULAR_VERB[verb];
    },
  ),
  // “People is very friendly”, “I think most people thinks…”: “people” is plural, at the start of a
  // sentence or of a clause.
  patternRule(
    'en-noun-agreement',
    new RegExp(
      `(?<=(?:${SENTENCE_START}|${B}(?:because|that|think|when|if|where)\\s+)(?:(?:the|most|many|some|other|young|old|older|local)\\s+)?)(people\\s+${FREQUENCY})(${Object.keys(PLURAL_VERB).join('|')})(?![\\p{L}'-])`,
      'iu',
    ),
    (match, text) => {
      const verb = match[2]!.toLowerCase();
      if (!agreementVerb(verb, text, match.index + match[0].length, undefined)) return undefined;
      return `${match[1]}${PLURAL_VERB[verb]}`;
    },
  ),
  patternRule(
    'en-noun-agreement',
    new RegExp(
      `(?<=${SENTENCE_START}(?:my|your|his|her|our|their|the|these|those)\\s+${ADJECTIVE}(${PERSON_PLURAL})\\s+${FREQUENCY})(${Object.keys(PLURAL_VERB).join('|')})(?![\\p{L}'-])`,
      'iu',
    ),
    (match, text) => {
      const verb = match[2]!.toLowerCase();
      if (!agreementVerb(verb, text, match.index + match[2]!.length, match[1])) return undefined;
      return PLURAL_VERB[verb];
    },
  ),
  // “The students in my class is very friendly”: the same with a place or group after the people, which
  // does not change who the subject is.
  patternRule(
    'en-noun-agreement',
    new RegExp(
      `(?<=${SENTENCE_START}(?:my|your|his|her|our|their|the|these|those)\\s+${ADJECTIVE}(${PERSON_PLURAL}|people)\\s+(?:in|at|from|of)\\s+(?:(?:my|your|his|her|our|their|the|this|that)\\s+)?\\p{L}+\\s+${FREQUENCY})(${Object.keys(PLURAL_VERB).join('|')})(?![\\p{L}'-])`,
      'iu',
    ),
    (match, text) => {
      const verb = match[2]!.toLowerCase();
      if (!agreementVerb(verb, text, match.index + match[2]!.length, match[1])) return undefined;
      return PLURAL_VERB[verb];
    },
  ),
];

/**
 * “I am living here since two years”, “I know him since 5 years”: a length of time takes “for”, and
 * the time up to now the present perfect. “since” before a length is always wrong (not “since two years
 * ago”, nor “since two years of work paid off”, where it gives a reason); the verb is changed only after
 * a pronoun subject, or left when it is already perfect. A present with “for” a length ending the
 * sentence is changed only for know and live (“I am here for two weeks” and “we stay there for two
 * weeks every summer” are right).
 */
const LENGTH_NUMBER =
  '(?:\\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|a\\s+few|several|many)';
const LENGTH = `(?:${LENGTH_NUMBER}\\s+(?:years?|months?|weeks?|days?|hours?)|a\\s+long\\s+time)(?=\\s*(?:[.,;:!?)]|$)|\\s+(?:now|already|and|but|so|in|at|with|because)(?![\\p{L}']))`;
const PERFECT_OF: Record<string, string> = { ...SINCE_PERFECT, ...THIRD_PERSON };
const SUBJECT_HAVE: Record<string, string> = {
  i: 'have',
  you: 'have',
  we: 'have',
  they: 'have',
  he: 'has',
  she: 'has',
};
const PERFECT_BY_FORM: Record<string, string> = {
  know: 'have known',
  live: 'have lived',
  knows: 'has known',
  lives: 'has lived',
};
const sinceLength = [
  patternRule(
    'en-for-length',
    new RegExp(
      `${NOT_AFTER_AUXILIARY}${B}(i|you|we|they|he|she)\\s+(?:(am|are|is)(\\s+\\p{L}+ing)?|(${Object.keys(PERFECT_OF).join('|')}))(${BETWEEN})\\s+since(?=\\s+${LENGTH})`,
      'iu',
    ),
    (match) => {
      const [, subject, be, ing, lexical, between] = match;
      const have = SUBJECT_HAVE[subject!.toLowerCase()]!;
      const person =
        have === 'has' ? ['is', ...Object.keys(THIRD_PERSON)] : ['am', 'are', ...Object.keys(SINCE_PERFECT)];
      const verb = (be ?? lexical)!.toLowerCase();
      if (!person.includes(verb)) return undefined;
      if (be && (verb === 'am') !== (subject!.toLowerCase() === 'i')) return undefined;
      const perfect = be ? `been${ing ?? ''}` : PERFECT_OF[verb];
      return `${subject} ${have} ${perfect}${between} for`;
    },
  ),
  patternRule(
    'en-for-length',
    new RegExp(
      `(?<=(?:${B}(?:have|has|had)|'ve|'s|'d)\\s+(?:been|known|lived|worked|studied|taught|learned|learnt|played)${BETWEEN}\\s+)since(?=\\s+${LENGTH})`,
      'iu',
    ),
    () => 'for',
  ),
  patternRule(
    'en-for-length',
    new RegExp(
      `(?<=${NOT_AFTER_AUXILIARY}${B}(?:i|you|we|they|he|she)\\s+)(know|knows|live|lives)(?=${BETWEEN}\\s+for\\s+(?:${LENGTH_NUMBER}\\s+years?|a\\s+long\\s+time))`,
      'iu',
    ),
    (match, text) => {
      const sentence = /^[^.!?]*/u.exec(text.slice(match.index))![0];
      // Only a length ending the sentence, and no plan or habit (next year, every summer, until…).
      if (!/\sfor\s+(?:[\p{L}\d]+\s+){1,2}(?:years?|time)\s*$/iu.test(sentence)) return undefined;
      if (
        /(?:^|[^\p{L}'])(?:next|will|going|until|then|every|usually|always|if|when)(?![\p{L}'])|'ll/iu.test(
          text,
        )
      )
        return undefined;
      return PERFECT_BY_FORM[match[1]!.toLowerCase()];
    },
  ),
];

/**
 * “Yesterday I go to the cinema”, “Last week she visits her aunt”: a sentence opening with a finished
 * time (yesterday, last …, … ago) and a pronoun subject takes the past. Verbs whose past is their base
 * (read, put, cut, hit) are left alone, and so are verbs of thinking, which may be a remark about now
 * (“Yesterday, I think, was the best day”).
 */
const FINISHED_TIME =
  '(?:yesterday|last\\s+(?:night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:two|three|four|five|a\\s+few|\\d{1,2})\\s+(?:days|weeks|months|years)\\s+ago)';
const REGULAR_PAST: Record<string, string> = {
  visit: 'visited',
  watch: 'watched',
  play: 'played',
  cook: 'cooked',
  walk: 'walked',
  stay: 'stayed',
  work: 'worked',
  study: 'studied',
  like: 'liked',
  love: 'loved',
  want: 'wanted',
  call: 'called',
  talk: 'talked',
  listen: 'listened',
  clean: 'cleaned',
  start: 'started',
  finish: 'finished',
  decide: 'decided',
  try: 'tried',
  arrive: 'arrived',
  move: 'moved',
  dance: 'danced',
  help: 'helped',
  open: 'opened',
  enjoy: 'enjoyed',
};
const PAST_OF_PRESENT: Record<string, string> = Object.fromEntries(
  [
    ...IRREGULAR.filter(
      ([base, past]) => base !== past && !['have', 'know', 'think', 'understand'].includes(base),
    ).map(([base, past]): [string, string] => [base, past]),
    ...Object.entries(REGULAR_PAST),
  ].flatMap(([base, past]) => [
    [base, past],
    [thirdPerson(base), past],
  ]),
);
function thirdPerson(base: string): string {
  if (base === 'go' || base === 'do') return `${base}es`;
  if (/(?:ch|sh|ss|x)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}
const pastWithFinishedTime = patternRule(
  'en-past-time',
  new RegExp(
    `(?<=${SENTENCE_START}${FINISHED_TIME}\\s*,?\\s+)(i|we|they|you|he|she)\\s+(${Object.keys(PAST_OF_PRESENT).join('|')})(?![\\p{L}'-])`,
    'iu',
  ),
  (match) => `${match[1]} ${PAST_OF_PRESENT[match[2]!.toLowerCase()]}`,
);

/**
 * “She can sings”, “He doesn't likes coffee”, “Does she works on Sundays?”: after a modal or a form of
 * “do” the verb takes its base form. Only a pronoun subject, and only the -s forms of known verbs, so a
 * noun (“the can works”) or a name never matches.
 */
const BASE_VERBS = [
  ...new Set([
    ...IRREGULAR.map(([base]) => base),
    ...Object.keys(REGULAR_PAST),
    ...Object.keys(SINGULAR_VERB).filter((verb) => /^[a-z]+$/.test(verb) && !['are', 'were'].includes(verb)),
    // Verbs the lists above lack.
    'seem',
    'remember',
    'travel',
    'cry',
    'wash',
    'fix',
    'miss',
  ]),
];
const BASE_OF_THIRD_PERSON: Record<string, string> = Object.fromEntries([
  ...BASE_VERBS.filter((base) => thirdPerson(base) !== base).map((base) => [thirdPerson(base), base]),
  ['has', 'have'],
]);
const THIRD_PERSON_FORMS = Object.keys(BASE_OF_THIRD_PERSON).join('|');
const MODAL_OR_NEGATIVE =
  "can|could|will|would|should|must|might|may|cannot|can't|couldn't|won't|wouldn't|shouldn't|mustn't|doesn't|didn't|don't";
// An affirmative do, does or did opens a question; after a subject it may stand before a plural noun
// (“I do works of charity”), so only the question takes it.
const AUXILIARY_BEFORE_BASE = `${MODAL_OR_NEGATIVE}|does|did|do`;
const ADVERB_BEFORE_VERB = '(?:(?:not|really|also|just|still|always|never|even|probably|usually)\\s+)?';
const baseAfterAuxiliary = [
  patternRule(
    'en-base-after-auxiliary',
    new RegExp(
      `(?<=${B}(?:i|you|he|she|it|we|they)\\s+(?:${MODAL_OR_NEGATIVE})\\s+${ADVERB_BEFORE_VERB})(${THIRD_PERSON_FORMS})(?![\\p{L}'-])`,
      'iu',
    ),
    (match) => BASE_OF_THIRD_PERSON[match[1]!.toLowerCase()],
  ),
  // The question, also after a question word: “Does she works…?”, “Where does he lives?”, “How long
  // does it takes?”
  patternRule(
    'en-base-after-auxiliary',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|,\\s*)(?:(?:what|where|when|why|who|which|how(?:\\s+(?:long|much|many|often|far))?)\\s+)?(?:${AUXILIARY_BEFORE_BASE})\\s+(?:i|you|he|she|it|we|they)\\s+${ADVERB_BEFORE_VERB})(${THIRD_PERSON_FORMS})(?![\\p{L}'-])`,
      'iu',
    ),
    (match) => BASE_OF_THIRD_PERSON[match[1]!.toLowerCase()],
  ),
];

/**
 * “I want that you come”, “My mother wants that I study”: “want” takes an object and “to”, not a
 * “that” clause. Only a pronoun after “that” and a verb straight after it, so “I want that book” and
 * “I want that to change” never match.
 */
const OBJECT_PRONOUN: Record<string, string> = {
  i: 'me',
  you: 'you',
  he: 'him',
  she: 'her',
  it: 'it',
  we: 'us',
  they: 'them',
};
const WANT_VERBS = [...BASE_VERBS, 'be', 'learn'];
const wantThat = patternRule(
  'en-want-to',
  new RegExp(
    `(?:${B}|(?<=\\p{L})(?='))(want|wants|wanted|would\\s+like|'d\\s+like)\\s+that\\s+(i|you|he|she|it|we|they)\\s+(${[...new Set([...WANT_VERBS, ...Object.keys(BASE_OF_THIRD_PERSON)])].join('|')})(?![\\p{L}'-])`,
    'iu',
  ),
  (match) => {
    const verb = match[3]!.toLowerCase();
    return `${match[1]} ${OBJECT_PRONOUN[match[2]!.toLowerCase()]} to ${BASE_OF_THIRD_PERSON[verb] ?? verb}`;
  },
);

/**
 * “I'm interesting in history”: a learner telling what they like means “interested”. Only after “I” or
 * “we” with “be”, and before a subject of interest (history, music, the job…) or a verb in -ing: “I'm
 * interesting in person” and “we're interesting in different ways” are right.
 */
const INTEREST_TOPICS =
  '(?:history|art|music|science|sports?|politics|football|soccer|basketball|tennis|languages|english|spanish|french|german|italian|japanese|chinese|maths|math|mathematics|physics|biology|chemistry|literature|cooking|travel|photography|movies|films|cinema|books|nature|animals|technology|computers|programming|economics|design|fashion|dance|theatre|theater|culture|cars|medicine|psychology|philosophy|geography|astronomy|the\\s+(?:job|position|course|offer|project|program|programme|class|subject|topic))';
const interestedIn = patternRule(
  'en-interested-in',
  new RegExp(
    `(?<=${B}(?:i'm|i\\s+am|i\\s+was|we're|we\\s+are|we\\s+were)\\s+(?:(?:very|really|so|quite|also|not|more|most|particularly|especially)\\s+)?)interesting(?=\\s+in\\s+(?:(?!(?:everything|nothing|something|anything|morning|evening|spring|building|clothing)${E})\\p{L}+ing|${INTEREST_TOPICS})${E})`,
    'iu',
  ),
  () => 'interested',
);

/**
 * “I listen music every day”, “Listen me!”: “listen” takes “to” before what is heard. Only before words
 * that can be nothing but its object (music, the radio, a pronoun…), and only when the sentence ends or a
 * preposition or adverb follows them: in “Listen my friend, …” or “As I listen the radio plays” the words
 * after “listen” are someone spoken to or a new clause.
 */
const listenTo = patternRule(
  'en-listen-to',
  new RegExp(
    `${B}(listen(?:s|ed|ing)?)(?=\\s+(?:music|the\\s+radio|podcasts?|songs?|the\\s+news|him|her|me|them|us|it)(?:\\s*(?:[.,!?;]|$)|\\s+(?:every|all|on|in|at|with|when|while|a\\s+lot|together|carefully|again|too|now|sometimes|often|before|after|during|and|but|because|so|very|really|loud|loudly|online|here|there|for)(?![\\p{L}'-])))`,
    'iu',
  ),
  (match) => `${match[1]} to`,
);

/**
 * “He has much friends”, “There are too much people here”: “much” is for what cannot be counted; before a
 * plural that can, it is “many”. Only after have or be (so “how much people earn” and “thanks so much
 * people” stay), before a plural that is always counted (not news or politics), and with the sentence, a
 * preposition or a linking word after that plural (not “there's so much children can learn”).
 */
const COUNTED_PLURALS =
  'friends|people|things|books|students|problems|questions|mistakes|places|countries|cars|children|words|days|years|hours|times|languages|animals|games|movies|films|songs|photos|pictures|tourists|restaurants|shops|cities|houses|jobs|ideas|classes|lessons|exercises|options|opportunities|hobbies|brothers|sisters|cousins|emails|messages';
const muchMany = patternRule(
  'en-much-many',
  new RegExp(
    `(?<=${B}(?:have|has|had|having|are|were|is|was|'re|'s)\\s+(?:not\\s+)?(?:(?:so|too|very)\\s+)?)much(?=\\s+(?:${COUNTED_PLURALS})(?:\\s*(?:[.,!?;]|$)|\\s+(?:in|at|to|for|of|on|with|and|but|here|there|that|who|which|because|now|today|tonight|this|every)(?![\\p{L}'-])))`,
    'iu',
  ),
  () => 'many',
);

/**
 * “I don't know where is the station”, “Can you tell me what is his name?”: a question inside a sentence
 * keeps the order of a statement (where the station is). Only after a verb of knowing, telling or asking
 * straight before the question word, with a form of “be” and a short subject that closes the clause: a
 * pronoun, or a determiner and one noun (“the next train”). “What” and “who” only with a pronoun, or
 * “what” with a possessive (his name), as they may be the subject themselves: “I know who is the boss”
 * and “Tell me what is the problem” are right.
 */
const ASKING_VERB =
  '(?:know|knows|knew|known|tell\\s+(?:me|us|him|her|them|you)|told\\s+(?:me|us|him|her|them|you)|ask(?:s|ed)?(?:\\s+(?:me|you|him|her|us|them))?|wonder(?:s|ed|ing)?|remember|understand|sure|idea|explain|find\\s+out|show\\s+(?:me|us))';
const BE_OF_PRONOUN: Record<string, readonly string[]> = {
  i: ['am', 'was'],
  you: ['are', 'were'],
  we: ['are', 'were'],
  they: ['are', 'were'],
  he: ['is', 'was'],
  she: ['is', 'was'],
  it: ['is', 'was'],
  this: ['is', 'was'],
  that: ['is', 'was'],
};
const NOUN_AFTER_DETERMINER = '(?!(?:best|nearest|closest|same|next|last|first|one)\\b)\\p{L}+';
const indirectQuestion = patternRule(
  'en-indirect-question',
  new RegExp(
    `(?<=${B}${ASKING_VERB}\\s+)(?:(where|when|why|how(?:\\s+(?:old|much|many|far|long|big|tall))?)\\s+(am|is|are|was|were)\\s+((?:the|this|that|these|those|his|her|my|your|their|our|its)\\s+(?:(?:next|nearest|closest|best|main|new|first|last)\\s+)?${NOUN_AFTER_DETERMINER}|i|you|he|she|it|we|they|this|that)|(what|who)\\s+(am|is|are|was|were)\\s+(i|you|he|she|it|we|they|this|that)|(what)\\s+(is|are|was|were)\\s+((?:his|her|my|your|their|our)\\s+\\p{L}+))(?=\\s*(?:[.?!,;]|$))`,
    'iu',
  ),
  (match) => {
    const [, word1, be1, subject1, word2, be2, subject2, word3, be3, subject3] = match as unknown as (
      string | undefined
    )[];
    const word = (word1 ?? word2 ?? word3)!;
    const be = (be1 ?? be2 ?? be3)!;
    const subject = (subject1 ?? subject2 ?? subject3)!;
    const pronoun = BE_OF_PRONOUN[subject.toLowerCase()];
    if (pronoun && !pronoun.includes(be.toLowerCase())) return undefined;
    // “How many is it?” needs more than a new order (how much it is, how many there are).
    if (/many$/i.test(word) && /^(?:is|was|am)$/i.test(be)) return undefined;
    return `${word} ${subject} ${be}`;
  },
);

/**
 * “I have been to Paris last year”, “She has visited her aunt two days ago”: a finished time takes the
 * past, not the present perfect. Only a pronoun subject, a known participle straight after have, has,
 * 've or 's (not a regular one after 's, which may be an adjective: she's married), and the time within
 * four words after it, with no conjunction, relative word, subject pronoun or past form between: “I have
 * read the book you gave me last year” is right, the time belonging to “gave”.
 */
const PAST_OF_PARTICIPLE: Record<string, string> = Object.fromEntries([
  ...IRREGULAR.map(([, past, participle]) => [participle, past]),
  ...Object.values(REGULAR_PAST).map((past) => [past, past]),
]);
const IRREGULAR_PARTICIPLE = new Set(IRREGULAR.map(([, , participle]) => participle));
const IRREGULAR_PARTICIPLES = [...IRREGULAR_PARTICIPLE].join('|');
const PAST_FORMS = [...new Set([...IRREGULAR.map(([, past]) => past), 'was', 'were'])].join('|');
const WORD_BEFORE_TIME = `(?!(?:and|but|or|since|because|when|which|who|whom|where|for|until|before|after|so|if|i|he|she|we|they|${PAST_FORMS})${E})(?!that\\s+(?:yesterday|last|\\p{N}|two|three|four|five|six|ten|a\\s+few))(?!\\p{L}+ed${E})[\\p{L}\\p{N}'-]+`;
const FINISHED_TIME_AFTER =
  '(?:yesterday|last\\s+(?:night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:two|three|four|five|six|ten|a\\s+few|\\d{1,2})\\s+(?:days|weeks|months|years)\\s+ago)';
const perfectWithFinishedTime = patternRule(
  'en-perfect-finished-time',
  new RegExp(
    `${B}(i|you|we|they|he|she)(?:\\s+(have|has)|'(ve|s))\\s+(been\\s+to|been|${IRREGULAR_PARTICIPLES}|${Object.values(REGULAR_PAST).join('|')})(?=(?:\\s+${WORD_BEFORE_TIME}){0,4}\\s+${FINISHED_TIME_AFTER}${E})`,
    'iu',
  ),
  (match) => {
    const [, subject, have, contracted, participle] = match as unknown as string[];
    const lower = participle!.toLowerCase().replace(/\s+/g, ' ');
    // 's with a regular participle may be “is” and an adjective (she's married, he's excited).
    if (contracted?.toLowerCase() === 's' && !IRREGULAR_PARTICIPLE.has(lower) && lower !== 'been')
      return undefined;
    const person = subject!.toLowerCase();
    if (have && (have.toLowerCase() === 'has') !== (person === 'he' || person === 'she')) return undefined;
    const past =
      lower === 'been to'
        ? 'went to'
        : lower === 'been'
          ? person === 'i' || person === 'he' || person === 'she'
            ? 'was'
            : 'were'
          : PAST_OF_PARTICIPLE[lower];
    return past && `${subject} ${past}`;
  },
);

/**
 * “Have you been to the dentist yesterday?”, “Has she seen that film last week?”: the question about a
 * finished time takes did and the base form (or was, were for been without a place).
 */
const BASE_OF_PARTICIPLE: Record<string, string> = Object.fromEntries([
  ...IRREGULAR.map(([base, , participle]) => [participle, base]),
  ...Object.entries(REGULAR_PAST).map(([base, past]) => [past, base]),
]);
const perfectQuestionFinishedTime = patternRule(
  'en-perfect-finished-time',
  new RegExp(
    `(?<=(?:^|[.!?,]\\s*))(have|has)\\s+(you|we|they|he|she|i)\\s+(been\\s+to|been|${IRREGULAR_PARTICIPLES}|${Object.values(REGULAR_PAST).join('|')})(?=(?:\\s+${WORD_BEFORE_TIME}){0,4}\\s+${FINISHED_TIME_AFTER}\\s*\\?)`,
    'iu',
  ),
  (match) => {
    const [, have, subject, participle] = match as unknown as string[];
    const person = subject!.toLowerCase();
    if ((have!.toLowerCase() === 'has') !== (person === 'he' || person === 'she')) return undefined;
    const lower = participle!.toLowerCase().replace(/\s+/g, ' ');
    const pronoun = person === 'i' ? 'I' : subject;
    if (lower === 'been to') return `Did ${pronoun} go to`;
    if (lower === 'been')
      return `${person === 'he' || person === 'she' || person === 'i' ? 'Was' : 'Were'} ${pronoun}`;
    const base = BASE_OF_PARTICIPLE[lower];
    return base && `Did ${pronoun} ${base}`;
  },
);

/**
 * “When I was a student, I have worked in a restaurant”, “Yesterday I have gone to the cinema”: a
 * sentence opening with a finished time (a when-clause in the past, yesterday, last …, in 2019) takes
 * the past in its main clause.
 */
const perfectAfterFinishedOpening = patternRule(
  'en-perfect-finished-time',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)(?:(?:when|while)\\s+(?:i|you|we|they|he|she|my\\s+\\p{L}+)\\s+(?:was|were)${E}[^.!?,;]*,|(?:${FINISHED_TIME}|in\\s+(?:19|20)\\d\\d),?)\\s+)(i|you|we|they|he|she)(?:\\s+(have|has)|'(ve))\\s+(?:(?:also|always|often)\\s+)?(${IRREGULAR_PARTICIPLES}|${Object.values(REGULAR_PAST).join('|')})${E}`,
    'iu',
  ),
  (match) => {
    const [, subject, have, , participle] = match as unknown as (string | undefined)[];
    const person = subject!.toLowerCase();
    if (have && (have.toLowerCase() === 'has') !== (person === 'he' || person === 'she')) return undefined;
    const past = PAST_OF_PARTICIPLE[participle!.toLowerCase()];
    if (!past) return undefined;
    const adverb = /\s(also|always|often)\s/iu.exec(match[0])?.[1];
    return `${subject} ${adverb ? `${adverb} ` : ''}${past}`;
  },
);

/**
 * “If I would have known, I would have called”: a past condition that did not happen takes the past
 * perfect (if I had known); “would have” belongs to the other half. Only an “if” opening the sentence,
 * a subject pronoun, “would have”, “would've” or “'d have” and a participle, with a comma later in the
 * sentence and would, could or might after it. “If you would have a look, …” (a polite request) has no
 * participle, and the main clause before “if” is left alone.
 */
const ifWouldHave = patternRule(
  'en-if-would-have',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)if\\s+)(i|you|we|they|he|she|it)(?:\\s+would\\s+have|\\s+would've|'d\\s+have)\\s+(been|${IRREGULAR_PARTICIPLES}|\\p{L}{2,}ed)${E}(?=[^.!?]*,[^.!?]*${B}(?:would|could|might)${E})`,
    'iu',
  ),
  (match) => `${match[1]} had ${match[2]}`,
);

/**
 * The same condition after its main clause: “I would have called you if I would have known” → “if I had
 * known”. Only where the main clause has would, could or might have and a participle before “if” in
 * the same sentence, and “if” does not follow a verb of asking or knowing, where it means “whether”
 * (“I asked if they would have finished”).
 */
const WHETHER_BEFORE = `(?<!${B}(?:ask|asks|asked|asking|know|knew|known|wonder|wondered|wondering|see|saw|tell|told|sure|check|checked|doubt|decide|decided|remember|unclear)(?:\\s+(?:me|him|her|us|them|you))?)`;
const ifWouldHaveAfterMain = patternRule(
  'en-if-would-have',
  new RegExp(
    `(?<=(?:${B}(?:would|could|might)\\s+have|${B}(?:would|could|might)'ve|'d\\s+have)\\s+(?:been|${IRREGULAR_PARTICIPLES}|\\p{L}{2,}ed)${E}[^.!?,;]*?${WHETHER_BEFORE}\\s+if\\s+)(i|you|we|they|he|she|it)(?:\\s+would\\s+have|\\s+would've|'d\\s+have)\\s+(been|${IRREGULAR_PARTICIPLES}|\\p{L}{2,}ed)${E}`,
    'iu',
  ),
  (match) => `${match[1]} had ${match[2]}`,
);

/** “It depends of the weather”: depend takes “on”. */
const dependOn = patternRule(
  'en-depend-on',
  new RegExp(`(?<=${B}(?:depend|depends|depended|depending)\\s+)of${E}`, 'iu'),
  () => 'on',
);

/**
 * “She said me that…”: “say” takes no person as its object; “tell” does (she told me that…). Only with an
 * object pronoun and another word after it.
 */
const TELL_OF_SAY: Record<string, string> = { say: 'tell', says: 'tells', said: 'told', saying: 'telling' };
const sayTell = patternRule(
  'en-say-tell',
  new RegExp(
    `${B}(say|says|said|saying)(\\s+(?:me|him|her|us|them)\\s+(?:that|the|about|a|an|my|your|his|her|our|their|what|how|where|when|why|if)${E})`,
    'iu',
  ),
  (m) => `${TELL_OF_SAY[m[1]!.toLowerCase()]}${m[2]}`,
);

export const ENGLISH_RULES: readonly GrammarRule[] = [
  perfectWithFinishedTime,
  perfectQuestionFinishedTime,
  perfectAfterFinishedOpening,
  ...baseAfterAuxiliary,
  wantThat,
  indirectQuestion,
  interestedIn,
  listenTo,
  muchMany,
  overRegularisedPast,
  beAgree,
  irregularPlural,
  uncountablePlural,
  missingApostrophe,
  ageWithHave,
  ageWithHaveAtEnd,
  ...explainToMe,
  lookForwardTo,
  ...thereAre,
  modalTo,
  marriedTo,
  ...sincePerfect,
  ...nounAgreement,
  pronounAgreement,
  ...sinceLength,
  pastWithFinishedTime,
  ifWouldHave,
  ifWouldHaveAfterMain,
  dependOn,
  sayTell,
  ...VERB_RULES,
  ...WORD_RULES,
];
