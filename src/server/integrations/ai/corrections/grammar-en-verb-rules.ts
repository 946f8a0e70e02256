/**
 * English rules for verb forms, written from the error taxonomy (docs/corrections/taxonomy-english.md):
 * participle and past confused, modal patterns, -ing or to after a word, questions without do, the
 * order inside an indirect question, will in a time clause, two negatives, age and duration calques.
 * Each pattern names the words around the mistake, so that a right sentence cannot match.
 */
import { formIndex, IRREGULAR, VERBS, type VerbForms } from './grammar-en-verbs.ts';
import { B, E, patternRule, words, type GrammarRule } from './rules.ts';

const END = "(?![\\p{L}'-])";
const SUBJECT = '(?:i|you|we|they|he|she|it)';
const THIRD_SUBJECTS = new Set(['he', 'she', 'it']);
const BY_PAST = formIndex('past');
const BY_THIRD = formIndex('third');
const BY_ING = formIndex('ing');
const BY_PARTICIPLE = formIndex('participle');

/** The verb in the tense of its subject: the -s form after he, she, it. */
const present = (verb: VerbForms, subject: string) =>
  THIRD_SUBJECTS.has(subject.toLowerCase()) ? verb.third : verb.base;

/** Irregular pasts that are not also participles or other words (went, saw, wrote…). */
const PAST_NOT_PARTICIPLE = IRREGULAR.filter(
  ([, past, participle]) => past !== participle && !['got', 'lay', 'saw', 'fell', 'found'].includes(past),
).map(([, past]) => past);

/**
 * “I have went”, “Have you ever saw…?”: after have the participle, not the past. “Been” after “ever” or
 * “never” when the verb is go and a place follows with “to” (have you ever been to Italy).
 */
const participleAfterHave = patternRule(
  'en-participle-after-have',
  new RegExp(
    `(?<=${B}(?:(?:${SUBJECT}|who|that)\\s+(?:have|has|had)|(?:i|you|we|they)'ve|(?:he|she|it)'s|(?:have|has|had)\\s+${SUBJECT})\\s+(?:(ever|never|already|just|not|also|always|recently)\\s+)?)(${words(['saw', ...PAST_NOT_PARTICIPLE])})${END}`,
    'iu',
  ),
  (match, text) => {
    const verb = BY_PAST.get(match[2]!.toLowerCase());
    if (!verb) return undefined;
    // “he's” may be “he is”: “he's broke”, “she's ran out”.
    const before = text.slice(0, match.index);
    if (/'s\s+(?:\p{L}+\s+)?$/iu.test(before) && !/(?:ever|never|already|just)\s+$/iu.test(before))
      return undefined;
    const after = text.slice(match.index + match[0].length);
    if (verb.base === 'go' && match[1] && /^(?:ever|never)$/i.test(match[1]) && /^\s+to\s/iu.test(after))
      return 'been';
    return verb.participle;
  },
);

/** Pasts that are no other word after “to” or a modal (not found, saw, felt, fell, left, lay). */
const PAST_AFTER_TO = [
  ...new Set(
    IRREGULAR.filter(
      ([base, past]) =>
        past !== base &&
        !['found', 'saw', 'felt', 'fell', 'left', 'lay', 'ground', 'wound', 'had'].includes(past),
    ).map(([, past]) => past),
  ),
];
const MODAL =
  "can|could|will|would|should|must|might|may|can't|cannot|couldn't|won't|wouldn't|shouldn't|mustn't";

/** “I wanted to went”, “She can't went”: after “to” or a modal the base form. */
const baseAfterToOrModal = [
  patternRule(
    'en-base-after-to',
    new RegExp(
      `(?<=${B}(?:want|wants|wanted|need|needs|needed|have|has|had|going|decided|tried|try|like|liked|would\\s+like|'d\\s+like|hope|hoped|plan|planned|forgot|able|used)\\s+to\\s+)(${words(PAST_AFTER_TO)})${END}`,
      'iu',
    ),
    (match) => BY_PAST.get(match[1]!.toLowerCase())?.base,
  ),
  patternRule(
    'en-base-after-to',
    new RegExp(
      `(?<=${B}${SUBJECT}\\s+(?:${MODAL})\\s+(?:(?:not|never|really|also|just|still|always)\\s+)?)(${words(PAST_AFTER_TO)})${END}`,
      'iu',
    ),
    (match) => BY_PAST.get(match[1]!.toLowerCase())?.base,
  ),
];

/** “I will can come”: two modals; the second becomes “be able to”, or “have to” for must. */
/** “Can you to help me?”: the same in a question. */
const invertedModalTo = patternRule(
  'en-modal-to',
  new RegExp(
    `${B}(can|could|should|must|will|would|may|might)\\s+(i|you|he|she|we|they|it)\\s+to(?=\\s+(?:${words([...VERBS.keys(), 'be'])})${END})`,
    'iu',
  ),
  (match) => `${match[1]} ${match[2]}`,
);

const doubleModal = patternRule(
  'en-double-modal',
  new RegExp(`(?:${B}(will|won't|would|might|may)|(?<=\\p{L})('ll|'d))\\s+(can|must)(?=\\s+\\p{L})`, 'iu'),
  (match) => {
    const first = (match[1] ?? match[2])!;
    return `${first} ${match[3]!.toLowerCase() === 'can' ? 'be able to' : 'have to'}`;
  },
);

/** Verbs that are hardly ever nouns, so that “want go”, “before eat” cannot be “want coffee”, “before lunch”. */
const CLEAR_VERBS =
  `go come see buy learn speak meet ask eat say tell take make give get find bring send spend
choose know become improve visit explain understand arrive decide finish start leave write think pay move try
live stay study`
    .split(/\s+/)
    .filter(Boolean);
const CLEAR_VERB = words(CLEAR_VERBS);

/** “I would like go”, “I want go”, “I'm going go”: to is missing before the verb. */
const missingTo = patternRule(
  'en-missing-to',
  new RegExp(
    `(?<=${B}(?:(?:${SUBJECT})\\s+(?:want|wants|wanted|need|needs|needed)|would\\s+like|(?:am|is|are|was|were)\\s+going)\\s+|(?:'d\\s+like|(?:'m|'s|'re)\\s+going)\\s+)(${CLEAR_VERB})${END}(?!\\s+(?:and|or|is|was|out|up)${E})`,
    'iu',
  ),
  (match) => `to ${match[1]}`,
);

/** “Let's to go”, “Let me to explain”, “She made me wait to”: let and make take the bare verb. */
const letMakeTo = patternRule(
  'en-let-make-to',
  new RegExp(
    `${B}((?:let's|let|lets|letting|make|makes|made|making)(?:\\s+(?:me|him|her|us|them|you|(?:my|your|his|her|our|their|the)\\s+(?:husband|wife|son|daughter|children|kids|brother|sister|mother|father|mum|mom|dad|parents|friend|friends|boss|teacher|students|boyfriend|girlfriend|baby|dog)))?)\\s+to(?=\\s+\\p{L})(?!\\s+(?:the|a|an|my|your|his|her|our|their|this|that|these|those|it|me|him|us|them|you|school|bed|home|feel|sure)${E})`,
    'iu',
  ),
  (match, text) => {
    const after = /^\s+(\p{L}+)/u.exec(text.slice(match.index + match[0].length))?.[1]?.toLowerCase();
    if (!after || !VERBS.has(after)) return undefined;
    // “let” alone before “to” is “rent” (flats to let); “made” alone may be passive (made to measure).
    if (/^(?:let|lets|made|make|makes|making)$/i.test(match[1]!)) return undefined;
    return match[1];
  },
);

/** “I can swimming”, “She will coming”: a modal takes the bare verb, not -ing. */
const ING_VERBS = [...VERBS.values()].filter((verb) => !['be'].includes(verb.base)).map((verb) => verb.ing);
const NOUN_ING = new Set([
  'meeting',
  'building',
  'painting',
  'drawing',
  'feeling',
  'wedding',
  'reading',
  'shopping',
  'swimming',
  'smoking',
  'cooking',
  'dancing',
  'training',
  'parking',
  'learning',
  'writing',
  'listening',
  'travelling',
  'traveling',
  'running',
  'walking',
  'camping',
  'fishing',
  'skiing',
  'singing',
  'acting',
  'boxing',
  'sailing',
]);
const modalIng = patternRule(
  'en-modal-ing',
  new RegExp(
    `(?<=${B}${SUBJECT}\\s+(?:can|could|will|would|should|must|might|can't|cannot|couldn't|won't|wouldn't|shouldn't|'ll)\\s+(?:(?:not|really|also|never)\\s+)?)(${words(ING_VERBS)})${END}`,
    'iu',
  ),
  (match) => BY_ING.get(match[1]!.toLowerCase())?.base,
);

/**
 * “before to leave”, “after eat”, “without say goodbye”, “Thank you for help me”, “instead of go”: after a
 * preposition English takes -ing. Only verbs that are not nouns (go, buy, eat…), and for “for” only
 * after thanks, sorry and the like, where it gives a reason and never a purpose.
 */
const ingAfterPreposition = [
  patternRule(
    'en-ing-after-preposition',
    new RegExp(
      `${B}(before|after|without|instead\\s+of)\\s+(?:to\\s+)?(${CLEAR_VERB})${END}(?!\\s+(?:is|was|are|were)${E})`,
      'iu',
    ),
    (match) => {
      const verb = VERBS.get(match[2]!.toLowerCase());
      return verb && `${match[1]} ${verb.ing}`;
    },
  ),
  patternRule(
    'en-ing-after-preposition',
    new RegExp(
      `(?<=${B}(?:thanks?(?:\\s+you)?(?:\\s+(?:so|very)\\s+much)?|sorry|apologi[sz]e|excuse|interested|good|bad|tired|fond|afraid|capable|instead|proud|responsible|famous)\\s+(?:for|in|at|of)\\s+)(${words([...CLEAR_VERBS, 'help', 'call', 'invite', 'wait', 'listen', 'answer'])})${END}(?=\\s+(?:me|us|him|her|them|you|it|my|the|a|an|this|that|so|with|to|on|in|\\p{L}+)?)`,
      'iu',
    ),
    (match, text) => {
      const verb = VERBS.get(match[1]!.toLowerCase());
      if (!verb) return undefined;
      // “Thanks for the help”, “sorry for the wait” have an article; the bare noun “help” or “call”
      // after “for” is a noun only before the end of the sentence (thanks for help.) — left alone.
      if (
        ['help', 'call', 'wait', 'answer'].includes(verb.base) &&
        !/^\s+(?:me|us|him|her|them|you|it|my)\b/iu.test(text.slice(match.index + match[0].length))
      )
        return undefined;
      return verb.ing;
    },
  ),
];

/** “I'm used to wake up early”, “when it comes to choose”: this “to” is a preposition. */
const ingAfterToPreposition = patternRule(
  'en-ing-after-to',
  new RegExp(
    `(?<=${B}(?:(?:i|you|we|they|he|she)(?:'m|'re|'s|\\s+am|\\s+are|\\s+is|\\s+was|\\s+were|\\s+get|\\s+got|\\s+gets|\\s+getting)|(?:be|been|get|getting))\\s+(?:not\\s+|really\\s+|so\\s+|very\\s+|quite\\s+)?(?:used|accustomed)\\s+to\\s+|${B}when\\s+it\\s+comes\\s+to\\s+)(${words([...VERBS.keys()].filter((base) => base !== 'be'))})${END}`,
    'iu',
  ),
  (match) => VERBS.get(match[1]!.toLowerCase())?.ing,
);

/** Verbs that take -ing, never to: “I enjoy to cook” → “I enjoy cooking”. */
const ING_TAKERS = [
  'enjoy',
  'avoid',
  'finish',
  'mind',
  'consider',
  'miss',
  'practise',
  'practice',
  'risk',
  'deny',
  'suggest',
  'recommend',
  'keep',
  'imagine',
  'quit',
];
const ING_TAKER_FORMS = ING_TAKERS.flatMap((base) => {
  const verb = VERBS.get(base);
  return verb ? [verb.base, verb.third, verb.past, verb.ing] : [base, `${base}s`, `${base}ed`, `${base}ing`];
});
const ingAfterVerb = patternRule(
  'en-ing-after-verb',
  new RegExp(
    `${B}(${words([...new Set(ING_TAKER_FORMS)])})\\s+to\\s+(${words([...VERBS.keys()])})${END}`,
    'iu',
  ),
  (match, text) => {
    const taker = match[1]!.toLowerCase();
    const before = text.slice(0, match.index);
    // “the ideas I suggested to teach”, “keep to the path”: the person or place after “to”.
    if (/^(?:keep|keeps|kept|keeping)$/.test(taker)) return undefined;
    // “I miss to” is rare and French; “missed to” may be passive (he was missed to…): only in the present.
    if (/^missed$/.test(taker)) return undefined;
    if (/(?:is|are|was|were|be|been|being)\s+$/iu.test(before)) return undefined;
    const verb = VERBS.get(match[2]!.toLowerCase());
    return verb && `${match[1]} ${verb.ing}`;
  },
);

/** Verbs that take to, never -ing: “I decided going” → “I decided to go”. */
const TO_TAKERS = [
  'want',
  'decide',
  'hope',
  'plan',
  'refuse',
  'agree',
  'promise',
  'manage',
  'expect',
  'afford',
  'learn',
  'seem',
  'offer',
  'threaten',
  'pretend',
];
const TO_TAKER_FORMS = TO_TAKERS.flatMap((base) => {
  const verb = VERBS.get(base);
  return verb ? [verb.base, verb.third, verb.past] : [base, `${base}s`, `${base}ed`];
});
const toAfterVerb = patternRule(
  'en-to-after-verb',
  new RegExp(
    `(?<=${B}(?:${SUBJECT}|can't|cannot|couldn't)\\s+(?:(?:really|also|finally|just|never|always|didn't|don't|doesn't)\\s+)?)(${words([...new Set(TO_TAKER_FORMS)])})\\s+(${words(ING_VERBS.filter((ing) => !NOUN_ING.has(ing)))})${END}`,
    'iu',
  ),
  (match) => {
    const verb = BY_ING.get(match[2]!.toLowerCase());
    return verb && `${match[1]} to ${verb.base}`;
  },
);

/** “It's worth to visit”: worth takes -ing. */
const worthIng = patternRule(
  'en-worth-ing',
  new RegExp(`${B}(worth)\\s+to\\s+(${words([...VERBS.keys()])})${END}`, 'iu'),
  (match) => {
    const verb = VERBS.get(match[2]!.toLowerCase());
    return verb && `${match[1]} ${verb.ing}`;
  },
);

/**
 * “I came to London for learn English”, “for to buy”: purpose takes the to-infinitive. Only “for to” and
 * verbs that are never nouns after “for”.
 */
const forPurpose = patternRule(
  'en-for-purpose',
  new RegExp(
    `${B}(?:in\\s+order\\s+)?for\\s+(?:to\\s+)?(${words(['go', 'see', 'buy', 'learn', 'speak', 'meet', 'ask', 'eat', 'get', 'find', 'improve', 'visit', 'understand', 'become', 'make', 'earn', 'pay', 'save', 'practise', 'relax', 'know', 'take', 'bring', 'pass', 'have', 'be', 'do', 'help', 'study', 'work'])})${END}`,
    'iu',
  ),
  (match, text) => {
    const verb = match[1]!.toLowerCase();
    const after = text.slice(match.index + match[0].length);
    const hasTo = /\sto\s/iu.test(match[0]);
    // “for help”, “for work”, “for study”, “for a visit”: nouns unless “to” came first or an object follows.
    if (!hasTo && ['help', 'work', 'study', 'visit', 'pay', 'practise', 'save'].includes(verb))
      return undefined;
    if (!hasTo && /^\s*(?:[.,!?;:]|$)/u.test(after)) return undefined;
    if (
      !hasTo &&
      ['be', 'have', 'do', 'make', 'take', 'get', 'go', 'know'].includes(verb) &&
      !/^\s+(?:a|an|the|my|your|some|it|more|better|money|\p{L}+)/iu.test(after)
    )
      return undefined;
    return `to ${match[1]}`;
  },
);

/**
 * “Where you live?”, “Why she left?”, “What you want?”: a question needs do, does or did before the
 * subject. Only a question word opening the sentence, a subject pronoun and a known verb, and the sentence
 * ending in a question mark; “How come” and be or a modal after the subject (why you are…) inverted.
 */
const QUESTION_WORD =
  '(?:where|what|when|why|how(?:\\s+(?:much|many|long|often|far))?|which\\s+\\p{L}+|what\\s+time|what\\s+kind\\s+of\\s+\\p{L}+)';
const LEXICAL_FORMS = [
  ...new Set(
    [...VERBS.values()]
      .flatMap((verb) => [verb.base, verb.third, verb.past])
      .filter((form) => !['cost', 'put', 'cut', 'hit', 'read', 'let', 'set', 'hurt'].includes(form)),
  ),
];
const AUXILIARIES =
  "am|are|is|was|were|can|could|will|would|should|have|has|had|must|might|can't|couldn't|won't|don't|doesn't|didn't|haven't|hasn't|isn't|aren't|wasn't|weren't";
const questionWithoutDo = [
  patternRule(
    'en-question-do',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+|,\\s+)(?:so\\s+|and\\s+|but\\s+)?)(${QUESTION_WORD})\\s+(${SUBJECT})\\s+((?:(?:usually|always|often|never|really|normally|actually|also)\\s+)?)(${words(LEXICAL_FORMS)})${END}(?=[^.!?]*\\?)`,
      'iu',
    ),
    (match) => {
      const [, word, subject, adverb, written] = match as unknown as string[];
      const lower = written!.toLowerCase();
      const person = subject!.toLowerCase();
      if (/^how$/i.test(word!) && /^you$/i.test(person) && /^doing$/i.test(lower)) return undefined;
      const past = BY_PAST.get(lower);
      const third = BY_THIRD.get(lower);
      const base = VERBS.get(lower);
      let verb: VerbForms | undefined;
      let aux: string;
      if (base && base.past !== lower) {
        verb = base;
        aux = THIRD_SUBJECTS.has(person) ? 'does' : 'do';
      } else if (third) {
        verb = third;
        aux = 'does';
      } else if (past && past.base !== lower) {
        verb = past;
        aux = 'did';
      } else return undefined;
      if (aux === 'does' && !THIRD_SUBJECTS.has(person)) return undefined;
      return `${word} ${aux} ${subject} ${adverb}${verb.base}`;
    },
  ),
  // “Why you are sad?”, “Where he has gone?”, “Why you didn't call me?”: the auxiliary goes before the subject.
  patternRule(
    'en-question-do',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+)(?:so\\s+|and\\s+|but\\s+)?)(${QUESTION_WORD})\\s+(${SUBJECT})\\s+(${AUXILIARIES})${END}(?=[^.!?]*\\?)`,
      'iu',
    ),
    (match, text) => {
      const [, word, subject, aux] = match as unknown as string[];
      // “What you are doing is…?” hardly happens; a bare “what you are” before the question mark is
      // the question itself. Skip “how come”, which keeps the order.
      if (/^how$/i.test(word!) && /^\s*come/i.test(text.slice(match.index + word!.length))) return undefined;
      const pronoun = subject!.toLowerCase();
      const be = aux!.toLowerCase();
      if (
        (be === 'am' && pronoun !== 'i') ||
        (be === 'is' && !THIRD_SUBJECTS.has(pronoun)) ||
        (be === 'are' && (pronoun === 'i' || THIRD_SUBJECTS.has(pronoun)))
      )
        return undefined;
      return `${word} ${aux} ${subject === 'I' || pronoun !== 'i' ? subject : 'I'}`;
    },
  ),
];

/**
 * “What means this word?”, “Where lives your brother?”: the lexical verb before the subject. Only a verb
 * in -s, a short subject after it (a determiner and a noun, or a quotation) and the question mark.
 */
const INVERTED_VERBS = [
  'means',
  'lives',
  'works',
  'thinks',
  'wants',
  'likes',
  'says',
  'costs',
  'prefers',
  'studies',
  'plays',
  'speaks',
  'eats',
  'does',
];
const invertedLexical = patternRule(
  'en-question-do',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+))(what|where|how\\s+much|how|when|why)\\s+(${words(INVERTED_VERBS)})\\s+((?:the|this|that|your|his|her|their|our|my)\\s+\\p{L}+(?:\\s+\\p{L}+)?|"[^"]{1,30}"|“[^”]{1,30}”|it|this|that|he|she)\\s*\\?`,
    'iu',
  ),
  (match) => {
    const [, word, written, subject] = match as unknown as string[];
    const verb = BY_THIRD.get(written!.toLowerCase());
    if (!verb) return undefined;
    return `${word} does ${subject} ${verb.base}?`;
  },
);

/** “How is called this in English?” → “What is this called in English?”. */
const howIsCalled = patternRule(
  'en-question-do',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+))how\\s+(is|was|are)\\s+called\\s+((?:this|that|it|the\\s+\\p{L}+|your\\s+\\p{L}+|his\\s+\\p{L}+|her\\s+\\p{L}+))${E}`,
    'iu',
  ),
  (match) => `What ${match[1]} ${match[2]} called`,
);

/**
 * “You like coffee, isn't it?”: the tag takes the subject and the auxiliary of the sentence (don't
 * you?). Only a pronoun subject opening the sentence with a verb straight after it.
 */
const questionTag = patternRule(
  'en-question-tag',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+)(i|you|we|they|he|she)\\s+(\\p{L}+)${E}[^.!?]*?,\\s*)isn't\\s+it(?=\\s*\\?)`,
    'iu',
  ),
  (match) => {
    const pronoun = match[1]!.toLowerCase();
    const verb = match[2]!.toLowerCase();
    const subject = pronoun === 'i' ? 'I' : pronoun;
    const third = THIRD_SUBJECTS.has(pronoun);
    if (verb === 'am') return "aren't I";
    if (verb === 'is') return `isn't ${subject}`;
    if (verb === 'are') return `aren't ${subject}`;
    if (verb === 'was') return `wasn't ${subject}`;
    if (verb === 'were') return `weren't ${subject}`;
    if (['can', 'will', 'would', 'could', 'should'].includes(verb))
      return `${verb === 'will' ? 'won' : verb}'t ${subject}`;
    if (verb === 'have' || verb === 'has') return undefined;
    if (BY_PAST.get(verb) && BY_PAST.get(verb)!.base !== verb) return `didn't ${subject}`;
    if (third && BY_THIRD.get(verb)) return `doesn't ${subject}`;
    if (!third && VERBS.get(verb)) return `don't ${subject}`;
    return undefined;
  },
);

/**
 * “I don't know what does he want”, “She asked me where did I buy it”: inside an indirect question the
 * order of a statement and no do. Only after a verb of knowing, telling or asking, a pronoun or a
 * determiner and a noun, and a known verb.
 */
const ASKING =
  '(?:know|knows|knew|tell\\s+(?:me|us|him|her|them|you)|told\\s+(?:me|us|him|her|them|you)|ask(?:s|ed)?(?:\\s+(?:me|you|him|her|us|them))?|wonder(?:s|ed|ing)?|remember|understand|understood|sure|idea|explain|find\\s+out|show\\s+(?:me|us)|see|forgot|forget)';
/** A time word between the verb of asking and the question (asked me yesterday why…). */
const ASKED_WHEN = '(?:(?:yesterday|today|again|once|politely|always)\\s+)?';
const embeddedDo = patternRule(
  'en-embedded-question-do',
  new RegExp(
    `(?<=${B}${ASKING}\\s+${ASKED_WHEN})(what(?:\\s+time|\\s+kind\\s+of\\s+\\p{L}+)?|where|when|why|how(?:\\s+(?:much|many|long|often))?|which\\s+\\p{L}+)\\s+(do|does|did)\\s+(${SUBJECT}|(?:the|this|that|your|his|her|my|our|their)\\s+\\p{L}+)\\s+(${words([...VERBS.keys()])})${END}`,
    'iu',
  ),
  (match) => {
    const [, word, aux, subject, base] = match as unknown as string[];
    const verb = VERBS.get(base!.toLowerCase());
    if (!verb) return undefined;
    const doForm = aux!.toLowerCase();
    const form = doForm === 'did' ? verb.past : doForm === 'does' ? verb.third : verb.base;
    const person = subject!.toLowerCase();
    if (doForm === 'does' && /^(?:i|you|we|they)$/.test(person)) return undefined;
    return `${word} ${person === 'i' ? 'I' : subject} ${form}`;
  },
);

/** “I don't know where can I buy it”, “I don't understand why is she angry”: the same with be or a modal. */
const embeddedInversion = patternRule(
  'en-embedded-question-do',
  new RegExp(
    `(?<=${B}${ASKING}\\s+${ASKED_WHEN})(what(?:\\s+time)?|where|when|why|how(?:\\s+(?:much|many|long|often))?)\\s+(is|are|was|were|am|can|could|should|will|would|has|have)\\s+(i|you|we|they|he|she)(?=\\s+\\p{L})(?!\\s+(?:going|it)${E})`,
    'iu',
  ),
  (match, text) => {
    const [, word, aux, subject] = match as unknown as string[];
    const pronoun = subject!.toLowerCase();
    const be = aux!.toLowerCase();
    if (
      (be === 'am' && pronoun !== 'i') ||
      (be === 'is' && !THIRD_SUBJECTS.has(pronoun)) ||
      (be === 'are' && (pronoun === 'i' || THIRD_SUBJECTS.has(pronoun)))
    )
      return undefined;
    // A real question after a comma or colon is quoted: “He asked: where is he?” has none of these.
    if (/[:"“]\s*$/u.test(text.slice(0, match.index))) return undefined;
    return `${word} ${pronoun === 'i' ? 'I' : subject} ${aux}`;
  },
);

/**
 * “When I will finish, I will call you”, “If it will rain tomorrow, we stay home”: a time or condition
 * clause about the future takes the present. Only the clause opening the sentence, a pronoun subject and
 * a comma after it (so not “When will you…?”), or the same clause after a main clause with will for
 * as soon as, until, once and after.
 */
const willInTimeClause = [
  patternRule(
    'en-will-time-clause',
    new RegExp(
      `(?<=(?:^|[.!?]\\s+)(?:when|as\\s+soon\\s+as|once|after|before|until|if|unless|in\\s+case)\\s+)(${SUBJECT})\\s+(?:will|'ll)\\s+(${words([...VERBS.keys(), 'be'])})${END}(?=[^.!?,]*,)`,
      'iu',
    ),
    (match, text) => {
      const subject = match[1]!;
      const base = match[2]!.toLowerCase();
      const person = subject.toLowerCase();
      // “If you will follow me, …”: a polite request.
      if (person === 'you' && /^if/i.test(text.slice(0, match.index).trim().split(/\s+/).at(-1) ?? ''))
        return undefined;
      if (base === 'be')
        return `${subject} ${person === 'i' ? 'am' : THIRD_SUBJECTS.has(person) ? 'is' : 'are'}`;
      const verb = VERBS.get(base);
      return verb && `${subject} ${present(verb, person)}`;
    },
  ),
  patternRule(
    'en-will-time-clause',
    new RegExp(
      `(?<=${B}(?:(?:will|'ll|won't)\\s[^.!?]*?${B}(?:once|when)|as\\s+soon\\s+as|until)\\s+)(${SUBJECT})\\s+(?:will|'ll)\\s+(${words([...VERBS.keys(), 'be'])})${END}`,
      'iu',
    ),
    (match, text) => {
      const before = text.slice(0, match.index);
      // “Tell me when you will…”, “I don't know when…”, “the day when…”: a question or a relative clause.
      if (
        /(?:know|tell|told|ask|asked|wonder|sure|idea|day|time|moment|year|week|month|date)\s+when\s+$/iu.test(
          before,
        )
      )
        return undefined;
      const subject = match[1]!;
      const base = match[2]!.toLowerCase();
      const person = subject.toLowerCase();
      if (base === 'be')
        return `${subject} ${person === 'i' ? 'am' : THIRD_SUBJECTS.has(person) ? 'is' : 'are'}`;
      const verb = VERBS.get(base);
      return verb && `${subject} ${present(verb, person)}`;
    },
  ),
];

/** “If I would have more time, I would…” → “If I had”: the unreal condition takes the past. */
const ifWouldPast = patternRule(
  'en-if-would-past',
  new RegExp(
    `(?<=(?:(?:^|[.!?]\\s+|${B}(?:that|and|but|so)\\s+)if\\s+(?=[^.!?]*,[^.!?]*${B}(?:would|could|might|'d)${E})|${B}(?:would|could|might|'d)\\s[^.!?]*?${B}if\\s+))(i|you|we|they|he|she|it)\\s+(?:would|'d)\\s+(${words([...VERBS.keys(), 'be'])})${END}(?!\\s+(?:been|${words(IRREGULAR.map(([, , participle]) => participle))}|\\p{L}+ed)${E})`,
    'iu',
  ),
  (match, text) => {
    const subject = match[1]!;
    const base = match[2]!.toLowerCase();
    const sentence = text.slice(0, match.index).split(/[.!?]/).at(-1) ?? '';
    // “I would be grateful if you would reply”, “if you would like…”: polite requests.
    if (
      /^you$/i.test(subject) &&
      (/grateful|appreciate|thankful|happy|glad|pleased|kind|nice/i.test(sentence) ||
        ['like', 'mind', 'please'].includes(base))
    )
      return undefined;
    // “If you would have a minute, could you…?”: a clause opening with “if you would” is a request.
    if (/^you$/i.test(subject) && !/(?:would|could|might|'d)\s/iu.test(sentence)) return undefined;
    // “… if he would help” after a verb of asking or knowing means whether.
    if (/(?:ask|asked|know|knew|wonder|wondered|see|saw|sure)\s+(?:\p{L}+\s+)?if\s+$/iu.test(sentence))
      return undefined;
    if (base === 'be') return `${subject} were`;
    const verb = VERBS.get(base);
    return verb && `${subject} ${verb.past}`;
  },
);

/**
 * “I don't know nothing”, “I didn't see nobody”: English has one negative per clause; after not the
 * any-word. Only with the not-word a few words before, no clause boundary between.
 */
const ANY_OF: Record<string, string> = {
  nothing: 'anything',
  nobody: 'anybody',
  'no one': 'anyone',
  nowhere: 'anywhere',
  never: 'ever',
  neither: 'either',
  none: 'any',
};
const doubleNegative = patternRule(
  'en-double-negative',
  new RegExp(
    `(?<=${B}(?:\\p{L}+n't|not|cannot|never|without|hardly|barely)(?:\\s+(?!(?:and|but|or|because|that|which|who|when|if|so|a|anything)${E})[\\p{L}']+){0,3}\\s+)(nothing|nobody|no\\s+one|nowhere|never|neither|none)${E}`,
    'iu',
  ),
  (match, text) => {
    const word = match[1]!.toLowerCase().replace(/\s+/g, ' ');
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    // “neither” only closing the clause (I don't like it neither.), not “neither … nor”.
    if (word === 'neither' && !/^\s*(?:[.!,;]|$)/u.test(after)) return undefined;
    // “never” only straight after the not-word (doesn't never call).
    if (word === 'never' && !/(?:n't|not)\s+$/iu.test(before)) return undefined;
    // “not a nobody”, “not for nothing”, “it's not nothing”: deliberate.
    if (/(?:a|for|'s|is|was)\s+$/iu.test(before)) return undefined;
    if (word === 'none' && !/^\s*(?:[.!,;]|$)/u.test(after)) return undefined;
    return ANY_OF[word];
  },
);

/**
 * Age with have in other shapes: “How many years do you have?” → “How old are you?”, “when I had 18
 * years” → “when I was 18”, “With 18 years I…” → “At 18 I…”.
 */
const AGE_NUMBER =
  '(?:\\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\\p{L}+)?)';
const BE_FOR: Record<string, [present: string, past: string]> = {
  i: ['am', 'was'],
  you: ['are', 'were'],
  we: ['are', 'were'],
  they: ['are', 'were'],
  he: ['is', 'was'],
  she: ['is', 'was'],
};
const ageQuestions = [
  patternRule(
    'en-age-question',
    new RegExp(
      `${B}(?:how\\s+many\\s+years|what\\s+age)\\s+(do|does|did)\\s+(you|he|she|they|(?:your|his|her|their)\\s+\\p{L}+)\\s+have(?=\\s*\\?)`,
      'iu',
    ),
    (match) => {
      const aux = match[1]!.toLowerCase();
      const subject = match[2]!;
      const plural = /^(?:you|they)$/i.test(subject) || /s$/i.test(subject);
      const be = aux === 'did' ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
      return `How old ${be} ${subject}`;
    },
  ),
  patternRule(
    'en-age-be',
    new RegExp(
      `(?<=${B}(?:when|because|since|if|until|as|and|but|who|that)\\s+)(i|you|we|they|he|she)\\s+(had|have|has)\\s+(${AGE_NUMBER})\\s+years(?!\\s+(?:old|of|left|ago|to|in|for|experience)${E})(?![\\p{L}'-])`,
      'iu',
    ),
    (match) => {
      const pronoun = match[1]!.toLowerCase();
      const be = BE_FOR[pronoun];
      if (!be) return undefined;
      return `${match[1]} ${match[2]!.toLowerCase() === 'had' ? be[1] : be[0]} ${match[3]}`;
    },
  ),
  patternRule(
    'en-age-be',
    new RegExp(
      `(?<=${B}(?:who|that)\\s+)(has|had|have)\\s+(${AGE_NUMBER})\\s+years(?:\\s+old)?(?!\\s+(?:of|left|ago|to|in|for|experience)${E})(?![\\p{L}'-])`,
      'iu',
    ),
    (match) => {
      const verb = match[1]!.toLowerCase();
      return `${verb === 'had' ? 'was' : verb === 'has' ? 'is' : 'are'} ${match[2]}`;
    },
  ),
  patternRule(
    'en-age-with',
    new RegExp(
      `${B}with\\s+(${AGE_NUMBER})\\s+years(?:\\s+old)?(?!\\s+(?:of|left|ago|experience)${E})(?![\\p{L}'-])`,
      'iu',
    ),
    (match, text) => {
      // “a man with 20 years of…”, “with 20 years in the job”: a duration. Only at the start of a clause.
      if (!/(?:^|[.!?,]\s*|\s(?:and|but|so)\s+)$/iu.test(text.slice(0, match.index))) return undefined;
      return `at ${match[1]}`;
    },
  ),
];

/**
 * “I have 25 years and I'm from Brazil”, “My daughter has twelve years, she…”, “When my grandfather had
 * eighty years, he…”: age takes be. Any subject (a pronoun, a possessive and a noun, a name), the age
 * closing the clause; in a main clause “… years old”, after when, because, if… the number alone.
 */
const AGE_SUBJECT =
  '(?:[Ii]|[Yy]ou|[Ww]e|[Tt]hey|[Hh]e|[Ss]he|(?:[Mm]y|[Yy]our|[Hh]is|[Hh]er|[Oo]ur|[Tt]heir)(?:\\s+(?:little|big|older|younger|elder|best|new|old))?\\s+\\p{Ll}+|\\p{Lu}\\p{Ll}+)';
const ageHaveInClause = patternRule(
  'en-age-be',
  new RegExp(
    `(?<=${B}(${AGE_SUBJECT})\\s+)(have|has|had)\\s+(${AGE_NUMBER})\\s+years(?=\\s*[,;]|\\s+(?:and|but|so|now|already)${E})`,
    'u',
  ),
  (match, text) => {
    const subject = match[1]!;
    const verb = match[2]!;
    const lower = subject.toLowerCase();
    const pronoun = BE_FOR[lower];
    const before = text.slice(0, match.index - subject.length - 1);
    // A pronoun after when, because… is left to the rule above.
    const subordinate = /(?:^|[^\p{L}'])(?:when|because|since|if|until|as|while|although)\s+$/iu.test(before);
    if (subordinate && pronoun) return undefined;
    const third = pronoun ? lower === 'he' || lower === 'she' : !/[^s]s$/u.test(lower);
    if (verb !== 'had' && (verb === 'has') !== third) return undefined;
    const be = pronoun
      ? pronoun[verb === 'had' ? 1 : 0]
      : verb === 'had'
        ? third
          ? 'was'
          : 'were'
        : third
          ? 'is'
          : 'are';
    return subordinate ? `${be} ${match[3]}` : `${be} ${match[3]} years old`;
  },
);

/**
 * “How long do you live here?” → “How long have you lived here?”, “I have lived here for 2015” → since,
 * “When have you arrived?” → “When did you arrive?”.
 */
const howLongPerfect = patternRule(
  'en-since-perfect',
  new RegExp(
    `${B}how\\s+long\\s+(do|does)\\s+(you|we|they|he|she)\\s+(live|work|know|study|teach|play|have)${E}`,
    'iu',
  ),
  (match) => {
    const verb = VERBS.get(match[3]!.toLowerCase());
    const have = match[1]!.toLowerCase() === 'does' ? 'has' : 'have';
    return verb && `How long ${have} ${match[2]} ${verb.participle}`;
  },
);
const forPoint = patternRule(
  'en-for-since',
  new RegExp(
    `(?<=${B}(?:have|has|'ve|'s)\\s+(?:been|lived|worked|known|studied|had|taught|played|wanted|loved)(?:\\s+(?!(?:for|since|and|but|that|which|who)${E})[\\p{L}'-]+){0,3}\\s+)for(?=\\s+(?:\\d{4}|last\\s+(?:year|month|week|summer|winter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|january|february|march|april|june|july|august|september|october|november|december)${E})`,
    'iu',
  ),
  () => 'since',
);
const whenPerfect = patternRule(
  'en-perfect-finished-time',
  new RegExp(
    `(?<=(?:^|[.!?]\\s+))when\\s+(have|has)\\s+(you|we|they|he|she|it|i)\\s+(${words([...new Set([...VERBS.values()].map((verb) => verb.participle))])})${END}(?=[^.!?]*\\?)`,
    'iu',
  ),
  (match) => {
    const verb = BY_PARTICIPLE.get(match[3]!.toLowerCase());
    const subject = match[2]!.toLowerCase() === 'i' ? 'I' : match[2]!;
    return verb && `When did ${subject} ${verb.base}`;
  },
);

/**
 * “I came here before two years”, “She left since two weeks”, “I moved ago two years”: ago follows the
 * length of time. Only after a verb in the past in the same sentence, and with the length closing the
 * clause.
 */
const LENGTH = `((?:${AGE_NUMBER}|a\\s+few|a|an|several|many)\\s+(?:years?|months?|weeks?|days?|hours?|minutes?))`;
const PAST_FORMS_RE = new RegExp(
  `${B}(?:${[...new Set([...VERBS.values()].map((verb) => verb.past))].join('|')}|\\p{L}+ed|was|were)${E}`,
  'iu',
);
const timeAgo = [
  patternRule(
    'en-ago',
    new RegExp(
      `${B}(?:before|since)\\s+${LENGTH}(?=\\s*(?:[.,!?;]|$)|\\s+(?:and|but|when|in|to|with|for|because)${E})`,
      'iu',
    ),
    (match, text) => {
      const clause =
        text
          .slice(0, match.index)
          .split(/[.!?;]/)
          .at(-1) ?? '';
      if (!PAST_FORMS_RE.test(clause)) return undefined;
      // “had seen her two years before”, “it's been two years since”: the perfects keep their words.
      if (/(?:have|has|had|'ve|'d|been)\s/iu.test(clause)) return undefined;
      return `${match[1]} ago`;
    },
  ),
  patternRule('en-ago', new RegExp(`${B}ago\\s+${LENGTH}${E}`, 'iu'), (match) => `${match[1]} ago`),
  patternRule(
    'en-ago',
    new RegExp(`${B}there\\s+(?:is|are)\\s+${LENGTH}(?=\\s*(?:[.,!?;]|$))`, 'iu'),
    (match, text) => {
      const clause =
        text
          .slice(0, match.index)
          .split(/[.!?;]/)
          .at(-1) ?? '';
      return PAST_FORMS_RE.test(clause) ? `${match[1]} ago` : undefined;
    },
  ),
];

/**
 * “I didn't heard the phone”, “Did you saw her?”, “Where did your sister went?”: after did (and didn't)
 * the verb takes its base form. Any subject a question may have (a pronoun or a short noun phrase), an
 * adverb between, and pasts that are no other word (not found, saw as a noun after a determiner, lay).
 */
const PAST_AFTER_DID = [
  ...new Set(
    [...VERBS.values()]
      .filter(
        (verb) => verb.past !== verb.base && !['found', 'lay', 'fell', 'wound', 'ground'].includes(verb.past),
      )
      .map((verb) => verb.past),
  ),
];
const pastAfterDid = patternRule(
  'en-past-after-did',
  new RegExp(
    `(?<=${B}(?:didn't|did\\s+not|did\\s+(?:${SUBJECT}|(?:my|your|his|her|our|their|the)(?:\\s+\\p{L}+){1,2}|\\p{Lu}\\p{Ll}+)(?:\\s+not)?)\\s+(?:(?:really|ever|even|just|always|also|actually|finally)\\s+)?)(${words(PAST_AFTER_DID)})${END}`,
    'iu',
  ),
  (match) => BY_PAST.get(match[1]!.toLowerCase())?.base,
);

/**
 * “I moved to Berlin for studying engineering”, “We went there for learning English”: a purpose after a
 * verb of going or doing takes “to” and the verb. Only after such a verb in the same clause and with an
 * object after the -ing form (not “thanks for coming”, “famous for making films”).
 */
const PURPOSE_VERBS =
  'go|goes|went|going|come|comes|came|coming|move|moves|moved|moving|travel|travels|travelled|traveled|return|returned|stay|stayed|save|saved|saving|use|used|bought|buy|called|call|went\\s+out|study|studied|work|worked|working|need|needs|needed';
const forIngPurpose = patternRule(
  'en-for-purpose',
  new RegExp(
    `(?<=${B}(?:${PURPOSE_VERBS})${E}(?:\\s+(?!(?:and|but|because|thanks?|sorry|famous|known|arrested|punished|prison|jail|responsible|ready|time|money|reason)${E})[\\p{L}'-]+){0,5}\\s+)for\\s+(\\p{L}+ing)(?=\\s+(?:a|an|the|my|your|his|her|our|their|some|more|\\p{L}+)${E})`,
    'iu',
  ),
  (match) => {
    const verb = BY_ING.get(match[1]!.toLowerCase());
    if (!verb || ['be', 'have', 'do'].includes(verb.base)) return undefined;
    return `to ${verb.base}`;
  },
);

/**
 * “My kids never eat no vegetables”, “I don't have no money”: after a negative the determiner is “any”.
 * Only “no” before a noun within three words after not or never, with no clause boundary between.
 */
const negativeNo = patternRule(
  'en-double-negative',
  new RegExp(
    `(?<=${B}(?:\\p{L}+n't|not|cannot|never)(?:\\s+(?!(?:and|but|or|because|that|which|who|when|if|so|say|said|says|answer|answered)${E})[\\p{L}']+){0,3}\\s+)no(?=\\s+(?!(?:one|longer|more|less|matter|way|doubt|need|problem|idea)${E})\\p{Ll}+)${E}`,
    'iu',
  ),
  (match, text) => {
    const before = text.slice(0, match.index);
    // “I said no”, “not a no”, “never say no”: no as an answer.
    if (/(?:say|says|said|a|the|to)\s+$/iu.test(before)) return undefined;
    return 'any';
  },
);

export const VERB_RULES: readonly GrammarRule[] = [
  participleAfterHave,
  ...baseAfterToOrModal,
  invertedModalTo,
  doubleModal,
  missingTo,
  letMakeTo,
  modalIng,
  ...ingAfterPreposition,
  ingAfterToPreposition,
  ingAfterVerb,
  toAfterVerb,
  worthIng,
  forPurpose,
  ...questionWithoutDo,
  invertedLexical,
  howIsCalled,
  questionTag,
  embeddedDo,
  embeddedInversion,
  ...willInTimeClause,
  ifWouldPast,
  doubleNegative,
  ...ageQuestions,
  ageHaveInClause,
  howLongPerfect,
  forPoint,
  whenPerfect,
  ...timeAgo,
  pastAfterDid,
  forIngPurpose,
  negativeNo,
];
