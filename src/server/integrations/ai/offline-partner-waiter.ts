import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { findPhrase, isQuestion, mentionsAny, tokenize } from './offline-partner-listen.ts';
import {
  COURSES,
  DIETS,
  fill,
  type Course,
  type Diet,
  type Dish,
  type DishTag,
  type WaiterScript,
} from './offline-partner-script.ts';

/**
 * The restaurant role-play. The waiter's state — what was ordered, changed, cancelled, refused and
 * served, the guest's diet and allergies, what the waiter last asked, whether the bill was paid — is read
 * again from the conversation every turn, so it survives restarts and needs no storage. The waiter's own
 * lines carry part of it (the food it served, the bill, the diet it keeps in mind), so that what falls out
 * of the history window is not forgotten. Every line is in the formal register (usted, vous).
 */

type Choice = WaiterScript['choices'][number];
type Asked = Course | 'choice' | 'cooking' | 'more' | 'bill' | 'closed' | null;
type Message = { sender: 'user' | 'ai'; content: string };

interface TableState {
  /** Ordered and not cancelled, in the order of ordering. */
  ordered: Dish[];
  served: Set<Dish>;
  /** Dishes the guest said no to: not suggested again. */
  refused: Set<Dish>;
  declined: Set<Course>;
  diets: Set<Diet>;
  asked: Asked;
  /** The choice the waiter last asked about ("red, white or rosé?"). */
  choice: Choice | null;
  cookingAsked: boolean;
  paid: boolean;
  /** Where in the history the waiter last said each dish ordered and each diet: old ones are said again. */
  said: Map<Dish | Diet, number>;
}

interface Heard {
  /** Diets and allergies stated, not denied ("I'm not vegetarian"). */
  diets: Diet[];
  ordered: Dish[];
  /** Named after a refusal: "no wine", "sin postre" (as courses), "cancel the soup". */
  refused: Dish[];
  /** Named after "instead of": taken off for the dish ordered with them. */
  replaced: Dish[];
  refusedCourses: Course[];
  courses: Course[];
  /** A word for several dishes ("wine") with none of them named. */
  choices: Choice[];
  change: boolean;
  /** How the meat should be cooked: "medium", "à point". */
  cooking: boolean;
  /** "Also", "too": a dish ordered besides the others, not in place of one. */
  adds: boolean;
  declines: boolean;
  bill: boolean;
  pays: boolean;
  recommend: boolean;
  /** Dishes named in a request for advice: "what do you recommend, the hake or the steak?". */
  considered: Dish[];
  thanks: boolean;
  goodbye: boolean;
  /** "Does the brownie have nuts?": a question about a dish, not an order. */
  askedAbout: { dish: Dish; diets: Diet[] } | null;
}

/** What a message changed at the table. */
interface Outcome {
  newDiets: Diet[];
  /** Already ordered, ruled out by a diet told now. */
  withdrawn: Dish[];
  /** Ordered now, each with the dishes it replaces. */
  taken: { dish: Dish; replaces: Dish[] }[];
  cancelled: Dish[];
  unsuitable: Dish[];
  /** Refused before being ordered, or courses declined by name. */
  refusedOnly: boolean;
  choice: Choice | null;
  /** A plain "no, thank you", refusing nothing by name. */
  plainNo: boolean;
  /** The course the waiter asked about, declined by a plain "no". */
  declined: boolean;
}

const EXCLUDES: Record<Diet, readonly DishTag[]> = {
  vegetarian: ['meat', 'pork', 'fish', 'shellfish'],
  vegan: ['meat', 'pork', 'fish', 'shellfish', 'dairy', 'egg'],
  noPork: ['pork'],
  noAlcohol: ['alcohol'],
  nuts: ['nuts'],
  gluten: ['gluten'],
  lactose: ['dairy'],
  // Fish and seafood allergies often go together: the waiter plays it safe.
  fish: ['fish', 'shellfish'],
  shellfish: ['shellfish'],
  egg: ['egg'],
};

const FOOD_COURSES: readonly Course[] = ['starter', 'main', 'dessert'];
/** How many words before a wish or an allergy a negation reaches ("I don't have any nut allergy"). */
const NEGATION_REACH = 4;
/** How far from "allergic" an allergen may stand: after it ("allergic to nuts and shellfish"), before it ("nut allergy"). */
const ALLERGEN_AFTER = 6;
const ALLERGEN_BEFORE = 2;
/** How many words may stand between a refusal and the dish it refuses ("no more of the wine"). */
const REFUSAL_REACH = 2;
/**
 * How many messages back the waiter last said a dish of the order or a diet before it says them again,
 * well within the history window the conversation is read from.
 */
const RESTATE_AFTER = 10;

/** The tags of a dish that the diets rule out; pork says enough without meat. */
function conflicts(dish: Dish, diets: ReadonlySet<Diet>): DishTag[] {
  const tags = dish.tags.filter((tag) => [...diets].some((diet) => EXCLUDES[diet].includes(tag)));
  return tags.includes('pork') ? tags.filter((tag) => tag !== 'meat') : tags;
}

function suits(dish: Dish, diets: ReadonlySet<Diet>): boolean {
  return conflicts(dish, diets).length === 0;
}

interface Span {
  start: number;
  end: number;
}

function spans(language: LanguageCode, words: readonly string[], phrases: readonly string[]): Span[] {
  return phrases.flatMap((phrase) => {
    const length = tokenize(language, phrase.replace(/\*$/, '')).length;
    return findPhrase(language, words, phrase).map((start) => ({ start, end: start + length }));
  });
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** The words of each clause of a sentence: between punctuation marks and on either side of "but". */
function clauses(language: LanguageCode, script: WaiterScript, sentence: string): string[][] {
  const but = new Set(script.butWords.flatMap((word) => tokenize(language, word)));
  const found: string[][] = [];
  for (const piece of sentence.split(/[.,;:!?¡¿()…"“”«»]+/u)) {
    let words: string[] = [];
    for (const word of tokenize(language, piece)) {
      if (!but.has(word)) words.push(word);
      else if (words.length > 0) {
        found.push(words);
        words = [];
      }
    }
    if (words.length > 0) found.push(words);
  }
  return found;
}

interface Mention extends Span {
  dish?: Dish;
  choice?: Choice;
  course?: Course;
}

/** Dishes, choices and courses named in a clause; a longer name wins over a shorter one inside it. */
function mentions(language: LanguageCode, script: WaiterScript, words: readonly string[]): Mention[] {
  const found: Mention[] = [
    ...script.menu.flatMap((dish) =>
      spans(language, words, dish.keywords).map((span) => ({ ...span, dish })),
    ),
    ...script.choices.flatMap((choice) =>
      spans(language, words, choice.words).map((span) => ({ ...span, choice })),
    ),
    ...COURSES.flatMap((course) =>
      spans(language, words, script.courseWords[course]).map((span) => ({ ...span, course })),
    ),
  ];
  return found
    .filter(
      (hit) =>
        !found.some(
          (other) =>
            other.end - other.start > hit.end - hit.start && other.start <= hit.start && other.end >= hit.end,
        ),
    )
    .sort((a, b) => a.start - b.start);
}

function hearClause(
  language: LanguageCode,
  script: WaiterScript,
  words: readonly string[],
  heard: Heard,
  allergyTold: boolean,
): void {
  const negations = spans(language, words, script.negations);
  const denied = (start: number) =>
    negations.some((negation) => negation.end <= start && negation.start >= start - NEGATION_REACH);
  // Words about a diet or an allergy are not an order: "I'm allergic to shrimp", "sin marisco".
  const blocked: Span[] = [];
  const cues = spans(language, words, script.allergyWords).map((cue) => ({
    ...cue,
    denied: denied(cue.start),
  }));
  for (const cue of cues) blocked.push({ start: cue.start, end: cue.end + 3 });
  // "I'm allergic to nuts, but not to fish": the fish is no dish refused.
  const refuses = spans(language, words, [...script.negations, ...script.refuseWords]);
  const opening = refuses.filter((refusal) => refusal.start === 0).map((refusal) => refusal.end);
  for (const diet of DIETS) {
    const { words: wishes, allergens = [] } = script.diets[diet];
    for (const span of spans(language, words, wishes)) {
      blocked.push(span);
      if (!denied(span.start)) heard.diets.push(diet);
    }
    for (const span of spans(language, words, allergens)) {
      const cue = cues.find(
        (cue) =>
          (span.start >= cue.end && span.start - cue.end <= ALLERGEN_AFTER) ||
          (span.end <= cue.start && cue.start - span.end <= ALLERGEN_BEFORE),
      );
      if (!cue) {
        if (allergyTold && opening.some((end) => span.start >= end && span.start - end <= REFUSAL_REACH))
          blocked.push(span);
        continue;
      }
      blocked.push(span);
      if (!cue.denied) heard.diets.push(diet);
    }
  }

  const named = mentions(language, script, words).filter(
    (mention) => !blocked.some((span) => overlaps(span, mention)),
  );
  const refusals = [
    ...spans(language, words, script.refuseWords).map((span) => ({ ...span, instead: false })),
    ...spans(language, words, script.insteadWords).map((span) => ({ ...span, instead: true })),
  ].filter((refusal) => !blocked.some((span) => overlaps(span, refusal)));
  // A refusal reaches the first thing named after it: "no wine and a water" refuses the wine only.
  const refused = new Map<Mention, boolean>();
  for (const refusal of refusals) {
    const target = named.find((mention) => mention.start >= refusal.end);
    if (target && target.start - refusal.end <= REFUSAL_REACH)
      refused.set(target, refused.get(target) === true || refusal.instead);
  }
  const dishes = (names: readonly string[]) => script.menu.filter((dish) => names.includes(dish.name));
  for (const mention of named) {
    const refusal = refused.get(mention);
    if (mention.dish) {
      if (refusal === undefined) heard.ordered.push(mention.dish);
      else (refusal ? heard.replaced : heard.refused).push(mention.dish);
    } else if (mention.course) {
      (refusal === undefined ? heard.courses : heard.refusedCourses).push(mention.course);
    } else if (mention.choice) {
      if (refusal !== undefined) heard.refused.push(...dishes(mention.choice.dishes));
      else heard.choices.push(mention.choice);
    }
  }
  if ([...refused.values()].includes(true)) heard.change = true;
}

/**
 * "Does the brownie have nuts?", "¿El flan es vegetariano?": a question about a dish, asked before ordering
 * it. The dish's own name does not count ("Can I get the fish tacos?" is an order).
 */
function askedAbout(
  language: LanguageCode,
  script: WaiterScript,
  sentence: string,
): { dish: Dish; diets: Diet[] } | null {
  const words = tokenize(language, sentence);
  const dishes = mentions(language, script, words).filter((mention) => mention.dish);
  const diets = DIETS.filter((diet) => {
    const { words: wishes, allergens = [] } = script.diets[diet];
    return spans(language, words, [...wishes, ...allergens]).some(
      (span) => !dishes.some((dish) => overlaps(dish, span)),
    );
  });
  return dishes[0]?.dish && diets.length > 0 ? { dish: dishes[0].dish, diets } : null;
}

function hear(language: LanguageCode, script: WaiterScript, text: string, started: boolean): Heard {
  const words = tokenize(language, text);
  const heard: Heard = {
    diets: [],
    ordered: [],
    refused: [],
    replaced: [],
    refusedCourses: [],
    courses: [],
    choices: [],
    change: mentionsAny(language, words, script.changeWords),
    adds: mentionsAny(language, words, script.addWords),
    cooking: mentionsAny(language, words, script.cookingWords),
    declines: false,
    bill: mentionsAny(language, words, script.billWords),
    pays: mentionsAny(language, words, script.payWords),
    recommend: mentionsAny(language, words, script.recommendWords),
    considered: [],
    thanks: mentionsAny(language, words, script.thanksWords),
    goodbye:
      mentionsAny(language, words, script.goodbyeWords) ||
      (started && mentionsAny(language, words, script.goodbyeLaterWords)),
    askedAbout: null,
  };
  const allergyTold = mentionsAny(language, words, script.allergyWords);
  for (const sentence of text.match(/[^.!?]+[.!?]*/gu) ?? []) {
    const question = isQuestion(sentence);
    const about = question ? askedAbout(language, script, sentence) : null;
    heard.askedAbout ??= about;
    // Dishes named in a question for advice are no order: "¿qué me recomienda, la merluza o el entrecot?"
    const advice = question && mentionsAny(language, tokenize(language, sentence), script.recommendWords);
    // In a question about a dish, only the clauses without it are heard: "I'm vegetarian, is the soup OK?"
    for (const clause of clauses(language, script, sentence)) {
      const dishes = mentions(language, script, clause).flatMap((mention) => mention.dish ?? []);
      if (advice) heard.considered.push(...dishes);
      if ((!about && !advice) || dishes.length === 0)
        hearClause(language, script, clause, heard, allergyTold);
    }
  }
  heard.diets = [...new Set(heard.diets)];
  // A choice counts only when none of its dishes is named: "a glass of wine, the red one".
  const named = new Set([...heard.ordered, ...heard.refused, ...heard.replaced].map((dish) => dish.name));
  heard.choices = [...new Set(heard.choices)].filter(
    (choice) => !choice.dishes.some((name) => named.has(name)),
  );
  // "No meat" is a wish, not a "no, thank you".
  heard.declines = heard.diets.length === 0 && mentionsAny(language, words, script.declineWords);
  return heard;
}

function remove(state: TableState, dish: Dish): boolean {
  const index = state.ordered.indexOf(dish);
  if (index < 0) return false;
  state.ordered.splice(index, 1);
  return true;
}

function apply(script: WaiterScript, state: TableState, heard: Heard): Outcome {
  const outcome: Outcome = {
    newDiets: heard.diets.filter((diet) => !state.diets.has(diet)),
    withdrawn: [],
    taken: [],
    cancelled: [],
    unsuitable: [],
    refusedOnly: false,
    choice: null,
    plainNo: false,
    declined: false,
  };
  for (const diet of outcome.newDiets) state.diets.add(diet);
  // A dish ordered before the guest told of an allergy does not stay on the order.
  for (const dish of [...state.ordered])
    if (!suits(dish, state.diets) && remove(state, dish)) outcome.withdrawn.push(dish);

  for (const dish of heard.refused) {
    state.refused.add(dish);
    if (remove(state, dish)) outcome.cancelled.push(dish);
    else outcome.refusedOnly = true;
  }
  for (const course of heard.refusedCourses) {
    state.declined.add(course);
    const dropped = state.ordered.filter((dish) => dish.course === course);
    for (const dish of dropped) remove(state, dish);
    outcome.cancelled.push(...dropped);
    if (dropped.length === 0) outcome.refusedOnly = true;
  }

  const fresh = [...new Set(heard.ordered)];
  outcome.unsuitable.push(...fresh.filter((dish) => !suits(dish, state.diets)));
  const suitable = fresh.filter((dish) => suits(dish, state.diets));
  const before = [...state.ordered];
  const brandNew = suitable.filter((dish) => !before.includes(dish));
  const replaced = new Set<Dish>();
  for (const dish of brandNew) {
    let replaces: Dish[] = [];
    if (heard.change && !heard.adds) {
      // "The fish instead of the chicken", "me cambia el entrecot por la merluza", or the course's latest.
      const sameCourse = (other: Dish) => other.course === dish.course && state.ordered.includes(other);
      replaces = heard.replaced.filter((other) => state.ordered.includes(other));
      if (heard.replaced.length === 0)
        replaces = suitable.filter((other) => before.includes(other) && sameCourse(other));
      if (heard.replaced.length === 0 && replaces.length === 0)
        replaces = before.filter(sameCourse).slice(-1);
      // "The steak. Actually, no, the salmon.": the later dish of a course replaces the earlier one.
      const earlier = outcome.taken.find((taken) => taken.dish.course === dish.course);
      if (heard.replaced.length === 0 && replaces.length === 0 && earlier) {
        remove(state, earlier.dish);
        outcome.taken = outcome.taken.filter((taken) => taken !== earlier);
        replaces = earlier.replaces;
      }
      for (const old of replaces) {
        remove(state, old);
        replaced.add(old);
      }
    }
    // "No beer, a juice instead": the dish just cancelled in its course is the one it replaces.
    const dropped = outcome.cancelled.filter((old) => old.course === dish.course);
    if (replaces.length === 0 && dropped.length > 0) {
      replaces = dropped;
      outcome.cancelled = outcome.cancelled.filter((old) => !dropped.includes(old));
    }
    state.refused.delete(dish);
    state.declined.delete(dish.course);
    state.ordered.push(dish);
    outcome.taken.push({ dish, replaces });
  }
  // A dish named again is confirmed again, unless it is the one being replaced.
  for (const dish of suitable)
    if (before.includes(dish) && !replaced.has(dish)) outcome.taken.push({ dish, replaces: [] });
  // "Instead of the soup" with nothing ordered in its place still takes the soup off.
  for (const dish of heard.replaced) {
    state.refused.add(dish);
    if (remove(state, dish)) outcome.cancelled.push(dish);
  }
  state.paid &&= outcome.taken.length === 0;

  // A guest who orders a main course has skipped the starter: the waiter does not go back to it.
  const latest = Math.max(-1, ...state.ordered.map((dish) => FOOD_COURSES.indexOf(dish.course)));
  for (const skipped of FOOD_COURSES.slice(0, Math.max(0, latest)))
    if (!state.ordered.some((dish) => dish.course === skipped)) state.declined.add(skipped);

  const choice = heard.choices[0];
  if (choice) {
    const dishes = script.menu.filter((dish) => choice.dishes.includes(dish.name));
    if (dishes.some((dish) => suits(dish, state.diets))) outcome.choice = choice;
    else outcome.unsuitable.push(dishes[0]!);
  }

  const heardAnything =
    heard.diets.length > 0 ||
    fresh.length > 0 ||
    heard.refused.length > 0 ||
    heard.replaced.length > 0 ||
    heard.refusedCourses.length > 0 ||
    heard.courses.length > 0 ||
    heard.choices.length > 0 ||
    heard.askedAbout !== null;
  outcome.plainNo = heard.declines && !heardAnything;
  const course = state.asked === 'choice' ? state.choice && choiceCourse(script, state.choice) : state.asked;
  if (outcome.plainNo && course && (COURSES as readonly string[]).includes(course)) {
    state.declined.add(course as Course);
    outcome.declined = true;
  }
  return outcome;
}

function choiceCourse(script: WaiterScript, choice: Choice): Course {
  return script.menu.find((dish) => dish.name === choice.dishes[0])?.course ?? 'drink';
}

/** The longest fixed part of a templated line: how the waiter recognises its own line later. */
function stem(template: string): string {
  return template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

/** The menu's dishes named in a text, in order, a longer name winning over a shorter one inside it. */
function dishesIn(script: WaiterScript, text: string): Dish[] {
  const hits = script.menu
    .flatMap((dish) => {
      const found: { dish: Dish; at: number }[] = [];
      for (let at = text.indexOf(dish.name); at >= 0; at = text.indexOf(dish.name, at + 1))
        found.push({ dish, at });
      return found;
    })
    .sort((a, b) => a.at - b.at || b.dish.name.length - a.dish.name.length);
  const kept: Dish[] = [];
  let end = -1;
  for (const hit of hits) {
    if (hit.at < end) continue;
    kept.push(hit.dish);
    end = hit.at + hit.dish.name.length;
  }
  return kept;
}

/** The part of a line that a template's {placeholder} filled, if the line holds the template. */
function filled(template: string, placeholder: string, line: string): string | undefined {
  const [before = '', rest = ''] = template.split(`{${placeholder}}`);
  const prefix = before.split(/\{\w+\}/).at(-1)!;
  const suffix = rest.split(/\{\w+\}/)[0]!;
  const start = prefix ? line.indexOf(prefix) : -1;
  if (start < 0) return undefined;
  const from = start + prefix.length;
  const end = suffix ? line.indexOf(suffix, from) : line.length;
  // Within one sentence: a list of dishes holds no full stop.
  return end < 0 ? undefined : line.slice(from, end).split(/[.!?]/u)[0];
}

/** Reads one of the waiter's own lines back: what it asked, served, billed and kept in mind. */
function readOwnLine(script: WaiterScript, state: TableState, line: string, index: number): void {
  const kept = [filled(script.mindful, 'diets', line), filled(script.notedMany, 'diets', line)].join('\n');
  for (const diet of DIETS)
    if (line.includes(script.diets[diet].noted) || kept.includes(script.diets[diet].suits)) {
      state.diets.add(diet);
      state.said.set(diet, index);
    }
  // The dishes it took, read back, brought and billed: the order outlives the guest's own messages.
  const served = filled(script.serve, 'items', line);
  const listed = [...script.noted, script.changed, script.recap, script.bill].map((template) =>
    filled(template, 'items', line),
  );
  for (const dish of dishesIn(script, [served, ...listed].join('\n'))) {
    if (!state.ordered.includes(dish)) state.ordered.push(dish);
    if (served?.includes(dish.name)) state.served.add(dish);
    state.said.set(dish, index);
  }
  if (line.includes(script.cooking)) state.cookingAsked = true;
  if (line.includes(script.paid)) state.paid = true;

  // What the line asked last.
  let asked: { at: number; value: Asked; choice?: Choice } = { at: -1, value: null };
  const consider = (text: string, value: Asked, choice?: Choice) => {
    const at = text ? line.lastIndexOf(text) : -1;
    if (at >= 0 && at >= asked.at) asked = { at, value, ...(choice ? { choice } : {}) };
  };
  for (const course of COURSES) consider(stem(script.ask[course]), course);
  for (const template of [script.recommend, script.notOnMenu, script.instead]) {
    // An offer is for the course of the dishes it names.
    const offered = dishesIn(script, filled(template, 'options', line) ?? '')[0];
    if (line.includes(stem(template)))
      consider(stem(template), offered?.course ?? nextCourse(script, state) ?? null);
  }
  for (const choice of script.choices) consider(choice.question, 'choice', choice);
  consider(script.nothingOrdered, 'drink');
  consider(script.cooking, 'cooking');
  consider(script.nothingMore, 'more');
  consider(stem(script.bill), 'bill');
  for (const closing of [script.paid, script.goodbye, script.goodbyeUnpaid]) consider(closing, 'closed');
  state.asked = asked.value;
  state.choice = asked.choice ?? null;
}

/** The table as the conversation so far left it. */
function readTable(language: LanguageCode, script: WaiterScript, history: readonly Message[]): TableState {
  const state: TableState = {
    ordered: [],
    served: new Set(),
    refused: new Set(),
    declined: new Set(),
    diets: new Set(),
    asked: null,
    choice: null,
    cookingAsked: false,
    paid: false,
    said: new Map(),
  };
  history.forEach((message, index) => {
    if (message.sender === 'ai') readOwnLine(script, state, message.content, index);
    else {
      const started = history.slice(0, index).some((earlier) => earlier.sender === 'user');
      const outcome = apply(script, state, hear(language, script, message.content, started));
      for (const key of [...outcome.newDiets, ...outcome.taken.map((taken) => taken.dish)])
        state.said.set(key, index);
    }
  });
  return state;
}

function list(items: readonly string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

function names(dishes: readonly Dish[], script: WaiterScript): string {
  return list(
    dishes.map((dish) => dish.name),
    script.and,
  );
}

function byCourse(dishes: readonly Dish[]): Dish[] {
  return [...dishes].sort((a, b) => COURSES.indexOf(a.course) - COURSES.indexOf(b.course));
}

function price(script: WaiterScript, cents: number): string {
  const { prefix, suffix, decimal } = script.currency;
  return `${prefix}${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}${suffix}`;
}

/** Dishes of a course the waiter may suggest: suitable, not refused, not the one just turned down. */
function suggestions(script: WaiterScript, course: Course, state: TableState, except?: Dish): Dish[] {
  return script.menu
    .filter(
      (dish) =>
        dish.course === course && dish !== except && !state.refused.has(dish) && suits(dish, state.diets),
    )
    .slice(0, 3);
}

function options(script: WaiterScript, dishes: readonly Dish[]): string {
  return list(
    dishes.map((dish) => dish.name),
    script.or,
  );
}

/** The next course to offer: not ordered, not declined, with something suitable to offer. */
function nextCourse(script: WaiterScript, state: TableState): Course | undefined {
  return COURSES.find(
    (course) =>
      !state.declined.has(course) &&
      !state.ordered.some((dish) => dish.course === course) &&
      suggestions(script, course, state).length > 0,
  );
}

/** The diets that matter for a course: they rule out some of its kind of dish (drinks, or food). */
function relevantDiets(script: WaiterScript, course: Course, state: TableState): Diet[] {
  const drinks = course === 'drink';
  return DIETS.filter(
    (diet) =>
      state.diets.has(diet) &&
      script.menu.some(
        (dish) =>
          (dish.course === 'drink') === drinks && dish.tags.some((tag) => EXCLUDES[diet].includes(tag)),
      ),
  );
}

/**
 * The diets as said aloud: the fish allergy's words already name seafood ("free of fish and seafood"),
 * so a shellfish allergy beside it is not said twice.
 */
function sayable(diets: readonly Diet[]): Diet[] {
  return diets.filter((diet) => !(diet === 'shellfish' && diets.includes('fish')));
}

/** "Everything I suggest is vegetarian and nut-free." */
function mindful(script: WaiterScript, diets: readonly Diet[]): string[] {
  if (diets.length === 0) return [];
  const suited = sayable(DIETS.filter((diet) => diets.includes(diet))).map(
    (diet) => script.diets[diet].suits,
  );
  return [fill(script.mindful, { diets: list(suited, script.and) })];
}

function contains(script: WaiterScript, dish: Dish, diets: ReadonlySet<Diet>): string {
  return list(
    conflicts(dish, diets).map((tag) => script.tagNames[tag]),
    script.and,
  );
}

/** The waiter's answer to the guest's message, given the conversation before it. */
export function waiterReply(
  language: LanguageCode,
  script: WaiterScript,
  history: readonly Message[],
  message: string,
  seed: (items: readonly string[]) => string,
  robotQuestion: boolean,
): string {
  const state = readTable(language, script, history);
  const asked = state.asked;
  const heard = hear(
    language,
    script,
    message,
    history.some((earlier) => earlier.sender === 'user'),
  );
  const outcome = apply(script, state, heard);
  const parts: string[] = robotQuestion ? [script.robot] : [];
  const news =
    heard.diets.length > 0 ||
    outcome.withdrawn.length > 0 ||
    outcome.taken.length > 0 ||
    outcome.cancelled.length > 0 ||
    outcome.unsuitable.length > 0 ||
    outcome.choice !== null;

  // The end of the scene: the guest pays, or says goodbye; the waiter closes without a question.
  const close = (line: string) => [...parts, line].join(' ');
  if (!news && !heard.askedAbout) {
    // "Card, please", "I'll pay in cash", "Goodbye": whatever answers the bill settles it.
    if (asked === 'bill' && (!heard.bill || heard.pays)) return close(script.paid);
    if (heard.goodbye && !heard.bill)
      return close(state.paid || state.ordered.length === 0 ? script.goodbye : script.goodbyeUnpaid);
    if (asked === 'closed' && !heard.bill) return close(script.goodbye);
  }

  // What the waiter has not said for a while is said again before its question, so it is not forgotten.
  const age = (key: Dish | Diet) => history.length - (state.said.get(key) ?? history.length);
  const staleDiets = [...state.diets].filter((diet) => age(diet) >= RESTATE_AFTER);
  /** The reply, ending with a question; `diets`, when given, are said after it (a course's options). */
  const ask = (question: string, diets?: readonly Diet[]) => {
    const listed = parts.join(' ');
    if (state.ordered.some((dish) => age(dish) >= RESTATE_AFTER && !listed.includes(dish.name)))
      parts.push(fill(script.recap, { items: names(byCourse(state.ordered), script) }));
    if (diets)
      return [...parts, question, ...mindful(script, [...new Set([...diets, ...staleDiets])])].join(' ');
    return [...parts, ...mindful(script, staleDiets), question].join(' ');
  };

  // The diets told, new or told again: each acknowledged on its own, or several at once.
  const suited = (diets: readonly Diet[]) =>
    list(
      sayable(diets).map((diet) => script.diets[diet].suits),
      script.and,
    );
  const told = sayable(heard.diets);
  if (told.length === 1) parts.push(script.diets[told[0]!].noted);
  if (told.length > 1) parts.push(fill(script.notedMany, { diets: suited(told) }));
  for (const dish of outcome.withdrawn)
    parts.push(fill(script.withdrawn, { dish: dish.name, contains: contains(script, dish, state.diets) }));
  const changes = outcome.taken.filter((taken) => taken.replaces.length > 0);
  if (changes.length > 0)
    parts.push(
      fill(script.changed, {
        items: names(
          changes.map((taken) => taken.dish),
          script,
        ),
        old: names(
          changes.flatMap((taken) => taken.replaces),
          script,
        ),
      }),
    );
  const plain = outcome.taken.filter((taken) => taken.replaces.length === 0).map((taken) => taken.dish);
  if (plain.length > 0) parts.push(fill(seed(script.noted), { items: names(plain, script) }));
  if (outcome.cancelled.length > 0)
    parts.push(fill(script.cancelled, { items: names(outcome.cancelled, script) }));
  const unsuitable = outcome.unsuitable[0];
  if (unsuitable)
    parts.push(
      fill(script.unsuitable, { dish: unsuitable.name, contains: contains(script, unsuitable, state.diets) }),
    );
  // A dish turned down: others of its course are offered, unless the guest already chose one.
  for (const dish of [...outcome.withdrawn, ...outcome.unsuitable].slice(0, 1)) {
    const instead = suggestions(script, dish.course, state, dish);
    if (!outcome.taken.some((taken) => taken.dish.course === dish.course) && instead.length > 0)
      return ask(fill(script.instead, { options: options(script, instead) }));
  }
  if (outcome.choice) return ask(outcome.choice.question);
  if (heard.askedAbout) {
    const { dish, diets } = heard.askedAbout;
    const wishes = new Set(diets);
    parts.push(
      suits(dish, wishes)
        ? fill(script.freeOf, { suits: suited(diets) })
        : fill(script.hasIt, { contains: contains(script, dish, wishes) }),
    );
  }

  if (heard.bill || (asked === 'more' && outcome.plainNo)) {
    if (state.ordered.length === 0) return [...parts, script.nothingOrdered].join(' ');
    const total = state.ordered.reduce((sum, dish) => sum + dish.price, 0);
    parts.push(
      fill(script.bill, { items: names(byCourse(state.ordered), script), total: price(script, total) }),
    );
    return parts.join(' ');
  }

  // "The steak, medium, please" says how it should be cooked; else the waiter asks, once.
  const cooked = outcome.taken.find((taken) => taken.dish.cooked);
  if (cooked && !state.cookingAsked && !heard.cooking) return ask(script.cooking);
  if ((asked === 'cooking' && outcome.taken.length === 0) || (cooked && heard.cooking))
    parts.push(script.cookingNoted);

  const understood =
    news ||
    outcome.declined ||
    outcome.refusedOnly ||
    heard.declines ||
    heard.thanks ||
    heard.askedAbout !== null ||
    asked === 'cooking' ||
    robotQuestion;
  if (heard.recommend || (!understood && asked !== null && asked !== 'more')) {
    // For the course named, else the one just offered, else the next one.
    const open = (course: Course) =>
      !state.declined.has(course) && !state.ordered.some((dish) => dish.course === course);
    const offered = COURSES.find((course) => course === asked && open(course));
    const course = heard.courses[0] ?? offered ?? nextCourse(script, state) ?? 'dessert';
    // Between dishes the guest named, the first that suits them.
    const named = heard.considered.find((dish) => suits(dish, state.diets) && !state.refused.has(dish));
    const dishes = options(script, named ? [named] : suggestions(script, course, state));
    return ask(fill(heard.recommend ? script.recommend : script.notOnMenu, { options: dishes }));
  }
  const saidNo = outcome.declined || outcome.refusedOnly;
  if (saidNo && outcome.taken.length === 0 && outcome.cancelled.length === 0)
    parts.push(seed(script.declined));
  else if (heard.thanks && !news && !heard.declines) parts.push(seed(script.welcome));

  const course = nextCourse(script, state);
  if (course) {
    const offered = options(script, suggestions(script, course, state));
    const diets = relevantDiets(script, course, state).filter((diet) => !heard.diets.includes(diet));
    return ask(fill(script.ask[course], { options: offered }), diets);
  }
  // The order is complete: the food comes, then the waiter asks whether anything else is wanted.
  const unserved = byCourse(state.ordered.filter((dish) => !state.served.has(dish)));
  if (unserved.length > 0) parts.push(fill(script.serve, { items: names(unserved, script) }));
  return ask(script.nothingMore);
}
