import type { LanguageCode } from '../../../shared/domain/languages.ts';
import { findPhrase, mentionsAny, tokenize } from './offline-partner-listen.ts';
import {
  COURSES,
  DIETS,
  fill,
  type Course,
  type Diet,
  type DishTag,
  type Dish,
  type WaiterScript,
} from './offline-partner-script.ts';

/**
 * The restaurant role-play: the waiter's state — what was ordered, what was declined, the guest's
 * dietary wishes, what the waiter last asked — is read again from the conversation every turn, so it
 * survives restarts and needs no storage. Every line is in the formal register (usted, vous).
 */

type Asked = Course | 'cooking' | 'more' | 'bill' | null;
type Said = Asked | 'offer';

interface TableState {
  ordered: Dish[];
  declined: Set<Course>;
  diets: Set<Diet>;
  asked: Asked;
  cookingAsked: boolean;
}

interface Heard {
  dishes: Dish[];
  unsuitable: Dish[];
  diets: Diet[];
  declines: boolean;
  bill: boolean;
  recommend: boolean;
}

const EXCLUDES: Record<Diet, readonly DishTag[]> = {
  vegetarian: ['meat', 'pork', 'fish'],
  vegan: ['meat', 'pork', 'fish', 'dairy', 'egg'],
  noPork: ['pork'],
  noAlcohol: ['alcohol'],
  nuts: ['nuts'],
  gluten: ['gluten'],
  lactose: ['dairy'],
  fish: ['fish'],
};

const FOOD_COURSES: readonly Course[] = ['starter', 'main', 'dessert'];

function suits(dish: Dish, diets: ReadonlySet<Diet>): boolean {
  return [...diets].every((diet) => !dish.tags.some((tag) => EXCLUDES[diet].includes(tag)));
}

/** The longest fixed part of a templated line: how the waiter recognises its own question later. */
function stem(template: string): string {
  return template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .reduce((longest, part) => (part.length > longest.length ? part : longest), '');
}

function askedIn(script: WaiterScript, reply: string): Said {
  if (reply.includes(stem(script.bill))) return 'bill';
  if (reply.includes(script.cooking)) return 'cooking';
  if (reply.includes(script.nothingMore)) return 'more';
  for (const course of COURSES) if (reply.includes(stem(script.ask[course]))) return course;
  // A recommendation offers the course the table is at.
  if (reply.includes(stem(script.recommend)) || reply.includes(stem(script.notOnMenu))) return 'offer';
  return null;
}

/** Dishes named in the words; a longer name wins over a shorter one inside it ("vino" in "vino blanco"). */
function dishesNamed(language: LanguageCode, script: WaiterScript, words: readonly string[]): Dish[] {
  const found: { dish: Dish; at: number; length: number }[] = [];
  for (const dish of script.menu) {
    for (const keyword of dish.keywords) {
      const length = tokenize(language, keyword.replace(/\*$/, '')).length;
      for (const at of findPhrase(language, words, keyword)) found.push({ dish, at, length });
    }
  }
  const kept = found.filter(
    (hit) =>
      !found.some(
        (other) =>
          other !== hit &&
          other.dish !== hit.dish &&
          other.length > hit.length &&
          other.at <= hit.at &&
          other.at + other.length >= hit.at + hit.length,
      ),
  );
  return [...new Set(kept.sort((a, b) => a.at - b.at).map((hit) => hit.dish))];
}

function hear(language: LanguageCode, script: WaiterScript, text: string, diets: Set<Diet>): Heard {
  const words = tokenize(language, text);
  const newDiets = DIETS.filter((diet) => mentionsAny(language, words, script.diets[diet].words));
  const allDiets = new Set([...diets, ...newDiets]);
  const named = dishesNamed(language, script, words);
  return {
    dishes: named.filter((dish) => suits(dish, allDiets)),
    unsuitable: named.filter((dish) => !suits(dish, allDiets)),
    diets: newDiets.filter((diet) => !diets.has(diet)),
    // "No pork" or "no meat" is a wish, not a "no, thank you".
    declines: newDiets.length === 0 && mentionsAny(language, words, script.declineWords),
    bill: mentionsAny(language, words, script.billWords),
    recommend: mentionsAny(language, words, script.recommendWords),
  };
}

function apply(state: TableState, heard: Heard): void {
  for (const diet of heard.diets) state.diets.add(diet);
  state.ordered.push(...heard.dishes.filter((dish) => !state.ordered.includes(dish)));
  // A guest who orders a main course has skipped the starter: the waiter does not go back to it.
  const latest = Math.max(-1, ...state.ordered.map((dish) => FOOD_COURSES.indexOf(dish.course)));
  for (const skipped of FOOD_COURSES.slice(0, Math.max(0, latest)))
    if (!state.ordered.some((dish) => dish.course === skipped)) state.declined.add(skipped);
  const course = state.asked;
  if (
    heard.declines &&
    heard.dishes.length === 0 &&
    course &&
    (COURSES as readonly string[]).includes(course)
  )
    state.declined.add(course as Course);
}

/** The table as the conversation so far left it. */
function readTable(
  language: LanguageCode,
  script: WaiterScript,
  history: readonly { sender: 'user' | 'ai'; content: string }[],
): TableState {
  const state: TableState = {
    ordered: [],
    declined: new Set(),
    diets: new Set(),
    asked: null,
    cookingAsked: false,
  };
  for (const message of history) {
    if (message.sender === 'ai') {
      const said = askedIn(script, message.content);
      state.asked = said === 'offer' ? (nextCourse(state) ?? null) : said;
      if (state.asked === 'cooking') state.cookingAsked = true;
    } else {
      apply(state, hear(language, script, message.content, state.diets));
    }
  }
  return state;
}

function list(items: readonly string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

function price(script: WaiterScript, cents: number): string {
  const { prefix, suffix, decimal } = script.currency;
  return `${prefix}${Math.floor(cents / 100)}${decimal}${String(cents % 100).padStart(2, '0')}${suffix}`;
}

function options(script: WaiterScript, course: Course, state: TableState): string {
  const dishes = script.menu.filter((dish) => dish.course === course && suits(dish, state.diets));
  return list(
    dishes.slice(0, 3).map((dish) => dish.name),
    script.or,
  );
}

function nextCourse(state: TableState): Course | undefined {
  return COURSES.find(
    (course) => !state.declined.has(course) && !state.ordered.some((dish) => dish.course === course),
  );
}

/** The waiter's answer to the guest's message, given the conversation before it. */
export function waiterReply(
  language: LanguageCode,
  script: WaiterScript,
  history: readonly { sender: 'user' | 'ai'; content: string }[],
  message: string,
  seed: (items: readonly string[]) => string,
  robotQuestion: boolean,
): string {
  const state = readTable(language, script, history);
  const heard = hear(language, script, message, state.diets);
  const asked = state.asked;
  apply(state, heard);
  const parts: string[] = [];
  if (robotQuestion) parts.push(script.robot);

  if (asked === 'bill' && !heard.dishes.length) return [...parts, script.paid].join(' ');
  if (heard.bill || (asked === 'more' && heard.declines && !heard.dishes.length)) {
    if (state.ordered.length === 0) return [...parts, script.nothingOrdered].join(' ');
    const total = state.ordered.reduce((sum, dish) => sum + dish.price, 0);
    const items = list(
      state.ordered.map((dish) => dish.name),
      script.and,
    );
    return [...parts, fill(script.bill, { items, total: price(script, total) })].join(' ');
  }

  for (const diet of heard.diets) parts.push(script.diets[diet].noted);
  if (heard.dishes.length)
    parts.push(
      fill(seed(script.noted), {
        items: list(
          heard.dishes.map((dish) => dish.name),
          script.and,
        ),
      }),
    );
  const unsuitable = heard.unsuitable[0];
  if (unsuitable) {
    // The suggestion ends with a question of its own: the guest answers it first.
    parts.push(
      fill(script.unsuitable, { dish: unsuitable.name, options: options(script, unsuitable.course, state) }),
    );
    return parts.join(' ');
  }
  if (asked === 'cooking' && !heard.dishes.length) parts.push(script.cookingNoted);
  const understood =
    heard.dishes.length > 0 ||
    heard.unsuitable.length > 0 ||
    heard.diets.length > 0 ||
    heard.declines ||
    asked === 'cooking' ||
    robotQuestion;
  if (heard.recommend || (!understood && asked !== null && asked !== 'more')) {
    const course = nextCourse(state) ?? 'dessert';
    parts.push(
      fill(heard.recommend ? script.recommend : script.notOnMenu, {
        options: options(script, course, state),
      }),
    );
    return parts.join(' ');
  }
  if (heard.declines && !heard.dishes.length) parts.push(seed(script.declined));

  const cooked = heard.dishes.find((dish) => dish.cooked);
  if (cooked && !state.cookingAsked) {
    parts.push(script.cooking);
    return parts.join(' ');
  }
  const course = nextCourse(state);
  parts.push(
    course ? fill(script.ask[course], { options: options(script, course, state) }) : script.nothingMore,
  );
  return parts.join(' ');
}
