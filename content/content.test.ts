import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AdultQuizContentSchema,
  KIDS_LESSON_MAX_ITEMS,
  KIDS_LESSON_MIN_ITEMS,
  KidsLessonContentSchema,
  SHIPPED_BANK_MIN,
} from '../src/shared/contracts/quiz-content.ts';
import { MAX_BANK_SIZE, type Question } from '../src/shared/contracts/quizzes.ts';
import { ContentError, loadQuizContent } from '../src/server/features/quizzes/quiz-content.ts';
import { drawItems, recencyOf, seededRandom, SKILL_TYPES } from '../src/server/features/quizzes/quiz-draw.ts';
import { LANGUAGE_CODES } from '../src/shared/domain/languages.ts';
import { KIDS_LESSON_NAMES } from '../src/shared/domain/kids-rules.ts';
import { QUIZ_QUESTION_COUNT } from '../src/shared/domain/quiz-rules.ts';
import {
  CEFR_BY_LEVEL,
  LevelSpecSchema,
  isAdultItem,
  isKidsItem,
  adultItemProblems,
  coverageProblems,
  duplicateProblems,
  kidsItemProblems,
  kidsLessonProblems,
  localizationProblems,
  longestKeyProblems,
  optionAudioProblems,
  pictureProblems,
  sharedWordProblems,
  positionProblems,
  repeatedKidsKeyProblems,
  varietyProblems,
  type AdultBank,
  type AdultItem,
  type KidsItem,
  type KidsLesson,
  type LevelSpec,
} from './content-rules.ts';

const CONTENT = path.dirname(fileURLToPath(import.meta.url));
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'));
const LEVELS = [1, 2, 3, 4, 5] as const;
const LESSONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
/** The age group each lesson has always had. */
const AGE_GROUP = (lesson: number) => (lesson <= 3 ? '4-6' : lesson <= 6 ? '7-9' : '10-12');
const KIDS_LESSON_SIZE = { min: KIDS_LESSON_MIN_ITEMS, max: KIDS_LESSON_MAX_ITEMS };

type Schema<T> = { safeParse: (value: unknown) => { success: boolean; data?: T; error?: { message: string } } };
/** Files that do not match their schema are reported by the first test of their group and skipped by the rest. */
const parseProblems: string[] = [];
function parse<T>(schema: Schema<T>, file: string): T[] {
  const result = schema.safeParse(readJson(file));
  if (result.success) return [result.data as T];
  parseProblems.push(`${file}: ${result.error?.message}`);
  return [];
}

/**
 * A bank or lesson as the server reads it (the shared contract), after checking what the contract leaves
 * open for the shipped files: only the item types of its kind, no field the contract does not know (it
 * would be dropped silently), and a size within `size`.
 */
function parseShipped<Item extends { type: string }>(
  schema: typeof AdultQuizContentSchema | typeof KidsLessonContentSchema,
  file: string,
  isItem: (item: Question) => item is Question & Item,
  size: { min: number; max: number },
) {
  const parsed = parse(schema as Schema<{ questions: Question[] }>, file);
  const raw = readJson(file) as { questions: Record<string, unknown>[] };
  const problems = parsed.flatMap(({ questions }) => [
    ...(questions.length < size.min || questions.length > size.max
      ? [`${questions.length} items (${size.min}–${size.max})`]
      : []),
    ...questions.flatMap((item, index) => [
      ...(isItem(item) ? [] : [`«${item.question}»: ${item.type} is not an item type of this kind of file`]),
      ...Object.keys(raw.questions[index] ?? {})
        .filter((field) => !(field in item))
        .map((field) => `«${item.question}»: unknown field ${field}`),
    ]),
  ]);
  if (problems.length === 0) return parsed as unknown as { questions: Item[] }[];
  parseProblems.push(...problems.map((problem) => `${file}: ${problem}`));
  return [];
}

const specs = new Map<string, LevelSpec>(
  LANGUAGE_CODES.flatMap((language) =>
    parse<LevelSpec>(LevelSpecSchema, `levels/${language}.json`).map((spec) => [language, spec] as const),
  ),
);
const bankFiles = LANGUAGE_CODES.flatMap((language) =>
  LEVELS.map((level) => ({ language, level, file: `quizzes/${language}-level-${level}.json` })),
);
const lessonFiles = LANGUAGE_CODES.flatMap((language) =>
  LESSONS.map((lesson) => ({ language, lesson, file: `kids/${language}-lesson-${lesson}.json` })),
);

const expectNoProblems = (file: string, problems: string[]) => expect(problems, file).toEqual([]);

describe('level specifications', () => {
  it('give every language levels 1–5 with their CEFR level and 6–12 targets, ids unique in the language', () => {
    expect([...specs.keys()].sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const [language, spec] of specs) {
      expect(spec.language).toBe(language);
      expect(Object.keys(spec.levels).sort()).toEqual(['1', '2', '3', '4', '5']);
      for (const level of LEVELS) expect(spec.levels[level]?.cefr).toBe(CEFR_BY_LEVEL[level]);
      // One attempt draws QUIZ_QUESTION_COUNT items, so it can cover every target only if there are no more.
      for (const level of Object.values(spec.levels)) expect(level.targets.length).toBeLessThanOrEqual(QUIZ_QUESTION_COUNT);
      const ids = Object.values(spec.levels).flatMap((level) => level.targets.map((target) => target.id));
      expect(new Set(ids).size, language).toBe(ids.length);
    }
  });

  it('are described in docs/levels, which names every target id', () => {
    for (const [language, spec] of specs) {
      const prose = fs.readFileSync(path.join(CONTENT, `../docs/levels/${language}.md`), 'utf8');
      for (const level of Object.values(spec.levels)) {
        for (const target of level.targets) expect(prose, language).toContain(`\`${target.id}\``);
      }
    }
  });
});

describe('adult item banks', () => {
  const banks = bankFiles.flatMap(({ language, level, file }) =>
    parseShipped<AdultItem>(AdultQuizContentSchema, file, isAdultItem, { min: SHIPPED_BANK_MIN, max: MAX_BANK_SIZE }).map(
      (bank) => ({ language, level, file, bank: bank as AdultBank }),
    ),
  );

  it(`all match the shared bank contract with ${SHIPPED_BANK_MIN}–${MAX_BANK_SIZE} adult items`, () => {
    expect(parseProblems.filter((problem) => problem.startsWith('quizzes/'))).toEqual([]);
    expect(banks).toHaveLength(bankFiles.length);
  });

  it('are named after their language and level and keep the fields of a quiz', () => {
    for (const { language, level, file, bank } of banks) {
      expect([bank.language, bank.level], file).toEqual([language, level]);
      expect(bank.questions.length, file).toBeGreaterThanOrEqual(SHIPPED_BANK_MIN);
    }
  });

  it('cover every target of their level, none above 30 %, with at least 4 item types and gap-fill at most 50 %', () => {
    for (const { language, level, file, bank } of banks) {
      const targets = specs.get(language)?.levels[level]?.targets.map((target) => target.id) ?? [];
      expectNoProblems(file, [...coverageProblems(bank.questions, targets), ...varietyProblems(bank.questions)]);
    }
  });

  it('hold items that follow the rules of their type, with no giveaway in the options', () => {
    for (const { file, bank } of banks) {
      expectNoProblems(
        file,
        bank.questions.flatMap((item) => adultItemProblems(item).map((problem) => `«${item.question}»: ${problem}`)),
      );
    }
  });

  it('spread the key over the four positions (each 15–35 % of a level)', () => {
    for (const { file, bank } of banks) expectNoProblems(file, positionProblems(bank.questions));
  });

  it('are drawn so that every attempt, and the retry after it, holds every target and each skill the level has', () => {
    for (const { language, level, file, bank } of banks) {
      const targets = specs.get(language)?.levels[level]?.targets.map((target) => target.id) ?? [];
      const skills = SKILL_TYPES.filter((skill) => bank.questions.some((item) => item.type === skill));
      for (let seed = 1; seed <= 25; seed++) {
        const first = drawItems(bank.questions, QUIZ_QUESTION_COUNT, new Map(), seededRandom(seed));
        const retry = drawItems(bank.questions, QUIZ_QUESTION_COUNT, recencyOf([first]), seededRandom(seed + 50));
        for (const drawn of [first, retry]) {
          const items = drawn.map((index) => bank.questions[index]!);
          expect(new Set(items.map((item) => item.target)).size, file).toBe(Math.min(targets.length, QUIZ_QUESTION_COUNT));
          for (const skill of skills) expect(items.map((item) => item.type), `${file} ${skill}`).toContain(skill);
        }
      }
    }
  });

  it('never let a prompt share a content word with exactly one option', () => {
    for (const { file, bank } of banks) expectNoProblems(file, bank.questions.flatMap(sharedWordProblems));
  });

  it('do not make the key the longest option in more than 40 % of a level’s option items', () => {
    for (const { file, bank } of banks) expectNoProblems(file, longestKeyProblems(bank.questions));
  });

  it('give Spanish and French learners the title, description and every explanation in their language', () => {
    for (const { file, bank } of banks) {
      expectNoProblems(
        file,
        localizationProblems(bank, { title: ['es', 'fr'], description: ['es', 'fr'] }, { explanation: ['es', 'fr'] }),
      );
    }
  });

  it('repeat no item within a language, across levels too', () => {
    for (const language of LANGUAGE_CODES) {
      const files = banks.filter((bank) => bank.language === language);
      expect(duplicateProblems(files.map(({ file, bank }) => ({ file, items: bank.questions }))), language).toEqual([]);
    }
  });
});

describe('kids lessons', () => {
  const lessons = lessonFiles.flatMap(({ language, lesson, file }) =>
    parseShipped<KidsItem>(KidsLessonContentSchema, file, isKidsItem, KIDS_LESSON_SIZE).map((quiz) => ({
      language,
      lesson,
      file,
      quiz: quiz as KidsLesson,
    })),
  );

  it('all match the shared lesson contract with 10–16 kids items', () => {
    expect(parseProblems.filter((problem) => problem.startsWith('kids/'))).toEqual([]);
    expect(lessons).toHaveLength(lessonFiles.length);
  });

  it('keep their language, lesson number, spec name and age group', () => {
    for (const { language, lesson, file, quiz } of lessons) {
      expect([quiz.language, quiz.lesson, quiz.title, quiz.ageGroup], file).toEqual([
        language,
        lesson,
        KIDS_LESSON_NAMES[lesson],
        AGE_GROUP(lesson),
      ]);
    }
  });

  it('grow with the child: at least 4 templates, the age group’s own templates, translate at most 25 %', () => {
    for (const { file, quiz } of lessons) {
      expectNoProblems(file, [
        ...kidsLessonProblems(quiz),
        ...quiz.questions.flatMap((item) => kidsItemProblems(item).map((problem) => `«${item.question}»: ${problem}`)),
      ]);
    }
  });

  it('give every option words that can be spoken on tap, and pictures only one per option, all different', () => {
    for (const { file, quiz } of lessons) {
      expectNoProblems(
        file,
        quiz.questions.flatMap((item) =>
          [...optionAudioProblems(item), ...pictureProblems(item)].map((problem) => `«${item.question}»: ${problem}`),
        ),
      );
    }
  });

  it('show pictures for the youngest: every lesson for 4-6 has a listen-tap item with pictures', () => {
    for (const { file, quiz } of lessons.filter((lesson) => lesson.quiz.ageGroup === '4-6')) {
      expect(
        quiz.questions.some((item) => item.type === 'listen-tap' && item.pictures !== undefined),
        file,
      ).toBe(true);
    }
  });

  it('speak to every child in their interface language, without handing over an answer', () => {
    for (const { file, quiz } of lessons) {
      expectNoProblems(
        file,
        localizationProblems(
          quiz,
          { title: ['es', 'fr'], description: ['en', 'fr'] },
          { explanation: ['en', 'fr'] },
        ),
      );
    }
  });

  it('never let a prompt share a content word with exactly one option', () => {
    for (const { file, quiz } of lessons) expectNoProblems(file, quiz.questions.flatMap(sharedWordProblems));
  });

  it('spread the key over the four positions within a language', () => {
    for (const language of LANGUAGE_CODES) {
      const items = lessons.filter((lesson) => lesson.language === language).flatMap((lesson) => lesson.quiz.questions);
      if (items.length > 0) expectNoProblems(language, positionProblems(items));
    }
  });

  it('never repeat an answer or an item across the lessons of a language', () => {
    for (const language of LANGUAGE_CODES) {
      const files = lessons
        .filter((lesson) => lesson.language === language)
        .map(({ file, quiz }) => ({ file, items: quiz.questions }));
      expectNoProblems(language, [...repeatedKidsKeyProblems(files), ...duplicateProblems(files)]);
    }
  });
});

describe('the content validator', () => {
  // A whole quiz in the first release's format, built from shipped items (banks hold more, of more types).
  type Plain = { question: string; options?: string[]; correctAnswer?: number; explanation: string; emoji?: string };
  const plain = (file: string, count: number) => {
    const quiz = readJson(file) as { questions: Plain[] };
    const questions = quiz.questions
      .filter((question) => question.options)
      .slice(0, count)
      .map(({ question, options, correctAnswer, explanation, emoji }) => ({
        question,
        options,
        correctAnswer,
        explanation,
        ...(emoji ? { emoji } : {}),
      }));
    return { ...quiz, questions };
  };
  const good = plain('quizzes/english-level-1.json', 10);
  const goodKids = plain('kids/english-lesson-1.json', 10);
  const spoil = (change: (quiz: typeof good) => void, base = good) => {
    const copy = structuredClone(base);
    change(copy);
    return copy;
  };

  it('accepts whole quizzes built from shipped items', () => {
    expect(AdultQuizContentSchema.safeParse(good).success).toBe(true);
    expect(KidsLessonContentSchema.safeParse(goodKids).success).toBe(true);
  });

  it.each([
    ['three options', (quiz: typeof good) => quiz.questions[0].options.pop()],
    ['an answer index out of range', (quiz: typeof good) => (quiz.questions[1].correctAnswer = 4)],
    ['two identical options', (quiz: typeof good) => (quiz.questions[2].options[1] = quiz.questions[2].options[0])],
    ['an empty option', (quiz: typeof good) => (quiz.questions[3].options[0] = '  ')],
    ['a missing explanation', (quiz: typeof good) => delete quiz.questions[4].explanation],
    ['nine questions', (quiz: typeof good) => quiz.questions.pop()],
    ['a level out of range', (quiz: typeof good) => (quiz.level = 6)],
    ['a repeated question', (quiz: typeof good) => (quiz.questions[9] = quiz.questions[0])],
  ])('rejects an adult quiz with %s', (_name, change) => {
    expect(AdultQuizContentSchema.safeParse(spoil(change)).success).toBe(false);
  });

  it.each([
    ['a missing emoji', (quiz: typeof goodKids) => delete quiz.questions[0].emoji],
    ['a lesson out of range', (quiz: typeof goodKids) => (quiz.lesson = 9)],
    ['a title that is not the lesson name', (quiz: typeof goodKids) => (quiz.title = 'Animals')],
    ['no age group', (quiz: typeof goodKids) => delete quiz.ageGroup],
    ['nine questions', (quiz: typeof goodKids) => quiz.questions.pop()],
  ])('rejects a kids lesson with %s', (_name, change) => {
    expect(KidsLessonContentSchema.safeParse(spoil(change, goodKids)).success).toBe(false);
  });

  it('is what the server loads: every shipped bank and lesson, under its content key', () => {
    const loaded = loadQuizContent();
    expect(loaded.map((item) => item.contentKey).sort()).toEqual(
      [
        ...bankFiles.map(({ language, level }) => `${language}-level-${level}`),
        ...lessonFiles.map(({ language, lesson }) => `kids-${language}-${lesson}`),
      ].sort(),
    );
    for (const item of loaded) {
      const shipped = readJson(item.file) as { questions: unknown[] };
      expect(item.quiz.questions, item.file).toHaveLength(shipped.questions.length);
    }
  });

  it('lists every problem in a content directory at once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.mkdirSync(path.join(dir, 'quizzes'));
    fs.mkdirSync(path.join(dir, 'kids'));
    fs.writeFileSync(path.join(dir, 'quizzes/english-level-1.json'), JSON.stringify({ ...good, level: 2 }));
    fs.writeFileSync(path.join(dir, 'quizzes/klingon-level-1.json'), JSON.stringify(good));
    fs.writeFileSync(path.join(dir, 'kids/english-lesson-1.json'), '{ not json');
    try {
      expect(() => loadQuizContent(dir)).toThrow(ContentError);
      try {
        loadQuizContent(dir);
      } catch (error) {
        expect((error as ContentError).problems).toHaveLength(3);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
