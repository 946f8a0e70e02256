import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LanguageCode } from '../../../shared/domain/languages.ts';
import type { PracticeTopic } from '../../../shared/domain/topics.ts';

const sentence = z.string().trim().min(1).max(300);
const list = (min: number) => z.array(sentence).min(min);
const withPlaceholder = (name: string) =>
  sentence.refine((text) => text.includes(`{${name}}`), `must contain {${name}}`);
/** Words or phrases the learner may write, lower case; a final * also matches longer words. */
const phrases = z.array(z.string().trim().min(1).max(60)).min(1);

/** The bands of conversation material, chosen by the learner's highest passed level quiz. */
export const LEVEL_BANDS = ['a1-a2', 'b1', 'b2-c1'] as const;
export type LevelBand = (typeof LEVEL_BANDS)[number];

/** Subjects a learner can name ("let's talk about music"), each with its own questions. */
export const SUBJECTS = ['music', 'sport', 'travel', 'food', 'work', 'films', 'family'] as const;
export type Subject = (typeof SUBJECTS)[number];

/**
 * What the learner may ask the teacher, answered in persona; the first whose words a question holds is
 * answered, so the narrower come first ("How was your weekend?" before "what do you do on weekends?").
 */
export const PERSONA_QUESTIONS = [
  'robot',
  'name',
  'weekend',
  'books',
  'films',
  'music',
  'sport',
  'family',
  'food',
  'visit',
  'city',
  'weather',
  'from',
  'hobbies',
  'job',
  'howAreYou',
] as const;
export type PersonaQuestion = (typeof PERSONA_QUESTIONS)[number];

/** Restaurant courses, in the order the waiter offers them. */
export const COURSES = ['drink', 'starter', 'main', 'dessert'] as const;
export type Course = (typeof COURSES)[number];

/** What a dish contains, for dietary wishes and allergies. */
const DISH_TAGS = ['meat', 'pork', 'fish', 'shellfish', 'dairy', 'egg', 'gluten', 'nuts', 'alcohol'] as const;
export type DishTag = (typeof DISH_TAGS)[number];

/** Dietary wishes and allergies the waiter understands; each rules out dishes with some tags. */
export const DIETS = [
  'vegetarian',
  'vegan',
  'noPork',
  'noAlcohol',
  'nuts',
  'gluten',
  'lactose',
  'fish',
  'shellfish',
  'egg',
] as const;
export type Diet = (typeof DIETS)[number];

const DishSchema = z.object({
  /** As the waiter says it in a list ("un agua mineral"); recognised again in its own lines. */
  name: sentence,
  course: z.enum(COURSES),
  /** Words that name it in an order ("paella", "the steak"). */
  keywords: phrases,
  /** Every allergen and kind of meat in it. */
  tags: z.array(z.enum(DISH_TAGS)),
  /** In hundredths of the local currency. */
  price: z.number().int().positive(),
  /** The waiter asks how it should be cooked. */
  cooked: z.boolean().optional(),
});
export type Dish = z.infer<typeof DishSchema>;

const withPlaceholders = (...names: string[]) =>
  sentence.refine(
    (text) => names.every((name) => text.includes(`{${name}}`)),
    `must contain ${names.map((name) => `{${name}}`).join(' ')}`,
  );

const WaiterSchema = z.object({
  currency: z.object({ prefix: z.string(), suffix: z.string(), decimal: z.string() }),
  menu: z.array(DishSchema).min(12),
  /** One question per course; {options} lists suitable dishes. Recognised again in later turns. */
  ask: z.object({
    drink: withPlaceholder('options'),
    starter: withPlaceholder('options'),
    main: withPlaceholder('options'),
    dessert: withPlaceholder('options'),
  }),
  /** Said when the learner orders; {items} lists what they ordered. */
  noted: z.array(withPlaceholder('items')).min(2),
  /** A dish ordered in place of another ("the fish instead of the chicken"); {items}, and {old} if wanted. */
  changed: withPlaceholder('items'),
  /** Dishes taken off the order ("no wine after all"); {items}. */
  cancelled: withPlaceholder('items'),
  /** Asked once after a dish with `cooked`, unless the order says it with `cookingWords` ("medium"). */
  cooking: sentence,
  cookingWords: phrases,
  cookingNoted: sentence,
  /** A dish ordered that does not suit a wish or allergy; {dish}, {contains} (tag names). */
  unsuitable: withPlaceholders('dish', 'contains'),
  /** A dish already ordered that a wish or allergy told afterwards rules out; {dish}, {contains}. */
  withdrawn: withPlaceholders('dish', 'contains'),
  /** After `unsuitable` or `withdrawn`: suitable dishes of the same course. */
  instead: withPlaceholder('options'),
  /** A question about a dish ("does the brownie have nuts?"): what rules it out, {contains}… */
  hasIt: withPlaceholder('contains'),
  /** …or that it suits the wishes asked about, {suits}. */
  freeOf: withPlaceholder('suits'),
  /** What each tag is called after "contains" ("nuts", "frutos secos", "des fruits à coque"). */
  tagNames: z.record(z.enum(DISH_TAGS), z.string().trim().min(1)),
  /**
   * Per wish or allergy: `words` state it on their own ("vegetarian", "gluten-free"); `allergens` state it
   * beside one of `allergyWords` ("allergic to nuts", "nut allergy", "I can't eat shellfish"); `noted`
   * acknowledges it; `suits` completes `mindful` ("nut-free").
   */
  diets: z.record(
    z.enum(DIETS),
    z.object({
      words: phrases,
      allergens: phrases.optional(),
      noted: sentence,
      suits: z.string().trim().min(1),
    }),
  ),
  /** Several wishes told at once, acknowledged together; {diets} joins their `suits`. */
  notedMany: withPlaceholder('diets'),
  /** Said after a course's options once wishes are known; {diets} joins their `suits`. */
  mindful: withPlaceholder('diets'),
  allergyWords: phrases,
  /** Words that, just before a wish or `allergyWords`, deny it ("not", "no", "pas"). */
  negations: phrases,
  /** Words that make a dish named afterwards refused or taken off ("no", "without", "cancel"). */
  refuseWords: phrases,
  /** Like `refuseWords`, for the dish replaced by the one ordered ("instead of"). */
  insteadWords: phrases,
  /** Words that make a new dish replace the one of its course ordered before ("actually"). */
  changeWords: phrases,
  /** Words that add a dish to the others, whatever `changeWords` say ("also", "too"). */
  addWords: phrases,
  /** Words that part a message into clauses ("but"). */
  butWords: phrases,
  /** Words for each course ("dessert"): "no dessert" declines it. */
  courseWords: z.object({ drink: phrases, starter: phrases, main: phrases, dessert: phrases }),
  /** A word that names several dishes ("wine"): the waiter asks which one; `dishes` are their names. */
  choices: z.array(z.object({ words: phrases, dishes: z.array(sentence).min(2), question: sentence })),
  /** The food brought once the order is complete; {items}. Recognised again in later turns. */
  serve: withPlaceholder('items'),
  /** The order read back when the guest ordered it long ago, so that it stays in the conversation. */
  recap: withPlaceholder('items'),
  recommend: withPlaceholder('options'),
  notOnMenu: withPlaceholder('options'),
  declined: list(2),
  nothingMore: sentence,
  /** The bill asked for before anything was ordered. */
  nothingOrdered: sentence,
  bill: withPlaceholders('items', 'total'),
  billWords: phrases,
  /** How the guest pays ("by card"): an answer to the bill, not a request for it. */
  payWords: phrases,
  declineWords: phrases,
  recommendWords: phrases,
  thanksWords: phrases,
  welcome: list(2),
  /** A goodbye; `goodbyeLaterWords` only once the guest has spoken ("buenas noches"). */
  goodbyeWords: phrases,
  goodbyeLaterWords: z.array(z.string().trim().min(1).max(60)),
  /** The closing lines, without a question: after the bill, after a goodbye, before paying. */
  paid: sentence,
  goodbye: sentence,
  goodbyeUnpaid: sentence,
  robot: sentence,
  /** Joins the last two items of a list: "and", "or". */
  and: z.string().min(1),
  or: z.string().min(1),
});

/** What the schema alone cannot say: the dishes a choice names are on the menu. */
const CheckedWaiterSchema = WaiterSchema.superRefine((waiter, context) => {
  const names = new Set(waiter.menu.map((dish) => dish.name));
  for (const [index, choice] of waiter.choices.entries())
    for (const name of choice.dishes)
      if (!names.has(name))
        context.addIssue({
          code: 'custom',
          path: ['choices', index, 'dishes'],
          message: `not on the menu: ${name}`,
        });
});
export type WaiterScript = z.infer<typeof WaiterSchema>;

/** The offline partner's lines for one language (content/offline-partner/<language>.json). */
const OfflineScriptSchema = z.object({
  language: z.enum(['english', 'spanish', 'french']),
  greetings: z.object({
    general: sentence,
    restaurant: sentence,
    pronunciation: withPlaceholder('sentence'),
    grammar: withPlaceholder('exercise'),
    'free-conversation': sentence,
  }),
  /** General conversation questions per level band. */
  conversation: z.object({ 'a1-a2': list(25), b1: list(25), 'b2-c1': list(25) }),
  subjects: z.record(
    z.enum(SUBJECTS),
    z.object({
      words: phrases,
      intro: list(2),
      persona: sentence,
      questions: list(6),
      /**
       * Questions that ask about the subject from scratch ("Do you work or study?"), general ones or the
       * subject's own: not asked once the learner has talked about it or it has been asked about.
       */
      opening: z.array(sentence),
    }),
  ),
  /** "Let's talk about …" */
  subjectWords: phrases,
  persona: z.record(z.enum(PERSONA_QUESTIONS), z.object({ words: phrases, answers: list(2) })),
  /** "And you?": answered about the subject in hand, else like "how are you?". */
  andYouWords: phrases,
  /** A question put to the teacher that the script cannot answer. */
  unknownQuestion: list(2),
  /** How the partner meets the feeling of a message (docs/conversation/news-taxonomy.md). */
  feelings: z.object({
    /** Sad feelings ("sad", "I miss my family"); negated, nothing. */
    sadWords: phrases,
    /** Bad events ("died", "lost my job"); negated, relief. */
    badNews: phrases,
    /** Illness, injury, hospital: bad news unless the message tells a `recovery`. */
    illness: phrases,
    /** Happy feelings and exclamations; negated, sadness. */
    happyWords: phrases,
    /** Good events, past or coming ("got engaged", "are coming to visit"); negated, sadness. */
    goodNews: phrases,
    /** A good outcome ("went well", "is better now"): good news that ends an illness or worry told with it. */
    recovery: phrases,
    /** Worry ("nervous", "wish me luck"); negated, nothing. */
    worryWords: phrases,
    /** Worrying events ("an operation", "waiting for the results"); negated, relief. */
    worryNews: phrases,
    /** Ordeals ("exam", "interview"), a worry only beside `comingWords` and told without an outcome. */
    comingEvents: phrases,
    comingWords: phrases,
    /** Doubt or hope that makes news that follows it a worry ("I don't know if", "ojalá"). */
    uncertain: phrases,
    /** Look-alikes that carry no feeling ("happy hour", "sad films"). */
    notFeelings: phrases,
    negations: phrases,
    /** Phrases whose negation denies nothing ("can't believe", "never been so"). */
    falseNegations: phrases,
    sad: list(3),
    happy: list(3),
    /** Reassurance, never sorrow nor congratulations. */
    worry: list(3),
    /** Joy with nerves. */
    hopeful: list(3),
    /** Good and bad news together: a line that meets both. */
    mixed: list(3),
    relief: list(3),
    /** A gentle question after sad news. */
    sadFollowUps: list(4),
    /** A caring question after worry… */
    worryFollowUps: list(3),
    /** …and after mixed news. */
    mixedFollowUps: list(2),
    /** What the learner says after one of those questions is met with thanks, not with a remark. */
    heard: list(2),
  }),
  /** Words that may stand beside thanks, a goodbye or a request to repeat ("ok", "well", the teacher's name). */
  filler: phrases,
  /** Thanks on their own ("Thank you so much!"): a "you're welcome", and the conversation goes on. */
  /** `declining`: words that, opening a message of thanks, make it a polite refusal ("No, thank you"). */
  thanks: z.object({ words: phrases, with: phrases, declining: phrases, replies: list(2) }),
  /** A message that ends with a goodbye ("Thanks, bye!"): a warm goodbye and no new question. */
  farewell: z.object({
    words: phrases,
    with: phrases,
    /** Greetings that are goodbyes once the conversation has started ("buenas noches", "salut"). */
    later: z.array(z.string().trim().min(1).max(60)),
    replies: list(2),
  }),
  /** "Sorry, I don't understand, can you repeat?": the last question again, more simply when it can be. */
  repeatRequest: z.object({
    words: phrases,
    with: phrases,
    /** Words that ask to repeat when they are the whole message with a question mark ("Sorry?"). */
    alone: phrases,
    again: z.array(withPlaceholder('question')).min(2),
    simpler: z.array(withPlaceholder('question')).min(2),
    /** When the partner's last line asked nothing: a question of the conversation. */
    fresh: withPlaceholder('question'),
    /** A simpler form of some questions, by the question as the partner asks it. */
    simplerForms: z.record(z.string(), sentence),
  }),
  restaurant: CheckedWaiterSchema,
  topics: z.object({
    pronunciation: z.object({ sentences: list(6), next: withPlaceholder('sentence') }),
    grammar: z.object({
      exercises: z
        .array(
          z.object({
            prompt: sentence.refine((text) => text.includes('___'), 'must contain ___'),
            answers: z.array(z.string().trim().min(1)).min(1),
            explanation: sentence,
          }),
        )
        .min(6),
      next: withPlaceholder('exercise'),
    }),
  }),
  reactions: z.object({
    greeting: list(2),
    short: list(2),
    long: list(2),
    default: list(3),
    echo: z.array(withPlaceholder('word')).min(2),
    correct: list(2),
    incorrect: withPlaceholder('answer'),
    near: z.object({
      accent: withPlaceholder('answer'),
      form: withPlaceholder('answer'),
      spelling: withPlaceholder('answer'),
    }),
    repeatGood: list(2),
    repeatTryAgain: withPlaceholder('sentence'),
    correction: withPlaceholder('corrected'),
  }),
});

/** What the schema alone cannot say: the tagged and simplified questions are ones the partner asks. */
const CheckedScriptSchema = OfflineScriptSchema.superRefine((script, context) => {
  const general = LEVEL_BANDS.flatMap((band) => script.conversation[band]);
  for (const subject of SUBJECTS)
    for (const question of script.subjects[subject].opening)
      if (!general.includes(question) && !script.subjects[subject].questions.includes(question))
        context.addIssue({
          code: 'custom',
          path: ['subjects', subject, 'opening'],
          message: `not a general question nor one of the subject's: ${question}`,
        });
  const asked = [
    ...Object.values(script.greetings),
    ...general,
    ...SUBJECTS.flatMap((subject) => script.subjects[subject].questions),
    ...script.feelings.sadFollowUps,
  ];
  for (const question of Object.keys(script.repeatRequest.simplerForms))
    if (!asked.some((line) => line.includes(question)))
      context.addIssue({
        code: 'custom',
        path: ['repeatRequest', 'simplerForms'],
        message: `the partner never asks: ${question}`,
      });
});
export type OfflineScript = z.infer<typeof OfflineScriptSchema>;

const OFFLINE_SCRIPT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../content/offline-partner',
);

const cache = new Map<LanguageCode, OfflineScript>();

export function loadOfflineScript(language: LanguageCode): OfflineScript {
  let script = cache.get(language);
  if (!script) {
    const raw = JSON.parse(
      fs.readFileSync(path.join(OFFLINE_SCRIPT_DIR, `${language}.json`), 'utf8'),
    ) as unknown;
    script = CheckedScriptSchema.parse(raw);
    cache.set(language, script);
  }
  return script;
}

/** Fills a script line's {name} placeholders; unknown ones stay as written. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** The scripted greeting for a topic, with the topic's first sentence or exercise filled in. */
export function scriptedGreeting(language: LanguageCode, topic: PracticeTopic | null): string {
  const script = loadOfflineScript(language);
  return fill(script.greetings[topic ?? 'general'], {
    sentence: script.topics.pronunciation.sentences[0]!,
    exercise: script.topics.grammar.exercises[0]!.prompt,
  });
}
