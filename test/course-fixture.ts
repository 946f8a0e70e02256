import {
  CourseUnitFileSchema,
  type CourseUnitFile,
  type Lesson,
} from '../src/shared/contracts/course-content.ts';
import type { Course, CourseLesson } from '../src/server/features/lessons/course.ts';

/**
 * A small course of two English A1 units of three lessons each, written for the tests: every lesson the
 * same café scene, so a test knows its answers. Held to the course contract like the shipped files.
 */
const l = (en: string) => ({ en, es: `${en} (es)`, fr: `${en} (fr)` });

function cafeLesson(id: string, title: string): Lesson {
  return {
    id,
    title: l(title),
    objective: l('Order a drink in a café'),
    dialogue: [
      { speaker: 'Waiter', text: 'Hello! What would you like?' },
      { speaker: 'Ana', text: "I'd like a coffee, please." },
      { speaker: 'Waiter', text: 'Anything else?' },
      { speaker: 'Ana', text: "No, thank you. That's all." },
    ],
    steps: [
      {
        type: 'listen-choose',
        audio: "I'd like a tea, please.",
        question: l('What does she order?'),
        options: ['tea', 'coffee', 'water'],
        answer: 0,
        explanation: l('She says tea.'),
      },
      {
        type: 'choose',
        text: 'Anything else?',
        question: l('What does the waiter ask?'),
        options: ['If you want more', 'Your name'],
        answer: 0,
        explanation: l('"Anything else?" asks if you want more.'),
      },
      {
        type: 'build',
        question: l('Order a coffee'),
        words: ["I'd", 'like', 'a', 'coffee'],
        accepted: ["I'd like a coffee", 'I would like a coffee'],
        explanation: l('I would like = I’d like.'),
      },
      {
        type: 'gap',
        question: l('Fill the gap'),
        sentence: "I'd like ___ orange juice, please.",
        accepted: ['an'],
        nearMisses: [{ answers: ['a'], hint: l('Before a vowel sound, "a" becomes "an".') }],
        explanation: l('"an" before a vowel sound.'),
      },
      {
        type: 'say',
        question: l('Say it aloud'),
        text: "I'd like a coffee, please.",
        explanation: l('A polite order.'),
      },
      {
        type: 'answer',
        prompt: 'What would you like to drink?',
        question: l('Answer the waiter'),
        accepted: ["(I'd like|I would like|can I have) (a|an|some) {drink}"],
        nearMisses: [{ answers: ['I want (a|an) {drink}'], hint: l('"I want" sounds rude to a waiter.') }],
        model: "I'd like a tea, please.",
        explanation: l('Use "I’d like" to order politely.'),
      },
    ],
    rolePlay: {
      scene: l('A café'),
      teacherRole: l('The waiter'),
      learnerRole: l('A customer'),
      register: 'formal',
      opening: 'Good morning!',
      checkpoints: [
        {
          id: 'order-drink',
          goal: l('Order a drink'),
          ask: 'What would you like to drink?',
          branches: [
            {
              answers: ["(I'd like|I would like|can I have|could I have) (a|an|some) {drink}"],
              reply: 'One {drink}, sure.',
            },
          ],
          nearMisses: [{ answers: ['I want (a|an|some) {drink}'], hint: l('Be polite: say "I’d like".') }],
          hint: l('Say what you would like to drink.'),
          model: "I'd like a coffee, please.",
        },
        {
          id: 'refuse-food',
          goal: l('Say you do not want anything to eat'),
          ask: 'Would you like something to eat?',
          branches: [
            { answers: ['no thank(s| you)', "(I'm|I am) not hungry"], reply: 'No problem.' },
            {
              answers: ["(I'd like|I would like|can I have) (a|some) {food}"],
              reply: 'Of course, a {food}.',
            },
          ],
          nearMisses: [],
          hint: l('Say no politely.'),
          model: 'No, thank you.',
        },
        {
          id: 'ask-bill',
          goal: l('Ask for the bill'),
          ask: 'Anything else?',
          branches: [{ answers: ['(can|could) I have the bill', 'the bill please'], reply: 'Here you are.' }],
          nearMisses: [],
          hint: l('Ask for the bill.'),
          model: 'Can I have the bill, please?',
        },
      ],
      closing: 'Have a nice day!',
    },
  };
}

function unitFile(number: number): CourseUnitFile {
  const id = `en-a1-u${number}`;
  return CourseUnitFileSchema.parse({
    language: 'english',
    level: 'A1',
    slots: { drink: ['coffee', 'tea', 'water', 'orange juice'], food: ['sandwich', 'croissant'] },
    unit: {
      id,
      title: l(`Unit ${number}`),
      canDo: l('Can order in a café.'),
      situation: `cafe-${number}`,
      targets: {
        phrases: [`phrase ${number}a`, `phrase ${number}b`],
        structures: ["I'd like"],
        vocabulary: ['coffee', 'tea', 'water', 'juice'],
      },
      recycles: [],
      lessons: [1, 2, 3].map((lesson) => cafeLesson(`${id}-l${lesson}`, `Lesson ${number}.${lesson}`)),
    },
  });
}

/** The test course: English A1 units 1 and 2; no Spanish or French lessons. */
export function testCourse(): Course {
  const files = [unitFile(1), unitFile(2)];
  const lessons: CourseLesson[] = [];
  for (const file of files)
    for (const lesson of file.unit.lessons)
      lessons.push({
        lesson,
        unit: file.unit,
        level: file.level,
        language: file.language,
        slots: file.slots,
        order: lessons.length,
      });
  return {
    lessons: (language) => (language === 'english' ? lessons : []),
    lesson: (id) => lessons.find((entry) => entry.lesson.id === id),
    units: (language) =>
      language === 'english' ? files.map((file) => ({ unit: file.unit, level: file.level })) : [],
  };
}

/** The right answer of each step of the fixture's lessons, as the player sends it. */
export const FIXTURE_RIGHT_ANSWERS = [
  { choice: 0 },
  { choice: 0 },
  { text: "I'd like a coffee" },
  { text: 'an' },
  { text: "I'd like a coffee, please." },
  { text: "Hello! I'd like a tea, please." },
] as const;
