import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AdultQuizContentSchema, KidsLessonContentSchema } from '../src/shared/contracts/quiz-content.ts';
import { LANGUAGE_CODES } from '../src/shared/domain/languages.ts';
import { KIDS_LESSON_NAMES } from '../src/shared/domain/kids-rules.ts';
import { ContentError, loadQuizContent, CONTENT_DIR } from '../src/server/features/quizzes/quiz-content.ts';

const items = loadQuizContent();
const adult = items.flatMap((item) => (item.kind === 'adult' ? [item] : []));
const kids = items.flatMap((item) => (item.kind === 'kids' ? [item] : []));

describe('shipped quiz content', () => {
  it('has one 10-question quiz per level 1–5 per language: 15 quizzes, 150 questions', () => {
    expect(adult).toHaveLength(15);
    for (const language of LANGUAGE_CODES) {
      const levels = adult.filter((item) => item.quiz.language === language).map((item) => item.quiz.level);
      expect(levels.sort()).toEqual([1, 2, 3, 4, 5]);
    }
    expect(adult.reduce((sum, item) => sum + item.quiz.questions.length, 0)).toBe(150);
  });

  it('has kids lessons 1–8 per language with the spec names, at least 8 questions each', () => {
    expect(kids).toHaveLength(24);
    for (const language of LANGUAGE_CODES) {
      const lessons = kids.filter((item) => item.quiz.language === language);
      expect(lessons.map((item) => item.quiz.lesson).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      for (const lesson of lessons) {
        expect(lesson.quiz.title).toBe(KIDS_LESSON_NAMES[lesson.quiz.lesson]);
        expect(lesson.quiz.questions.length).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('gives every question 4 distinct options, a correct index in range and an explanation', () => {
    for (const item of items) {
      for (const question of item.quiz.questions) {
        expect(question.options, item.file).toHaveLength(4);
        expect(new Set(question.options.map((option) => option.toLowerCase())).size, item.file).toBe(4);
        expect(question.correctAnswer, item.file).toBeGreaterThanOrEqual(0);
        expect(question.correctAnswer, item.file).toBeLessThan(4);
        expect(question.explanation?.trim(), item.file).toBeTruthy();
      }
    }
  });

  it('puts an emoji on every kids question and an age group on every lesson', () => {
    for (const item of kids) {
      expect(item.quiz.ageGroup).toMatch(/^(4-6|7-9|10-12)$/);
      for (const question of item.quiz.questions) expect(question.emoji?.trim(), item.file).toBeTruthy();
    }
  });

  it('repeats no question (same text and options) within a language', () => {
    for (const kind of ['adult', 'kids'] as const) {
      for (const language of LANGUAGE_CODES) {
        const seen = new Map<string, string>();
        for (const item of items.filter((i) => i.kind === kind && i.quiz.language === language)) {
          for (const question of item.quiz.questions) {
            const key = `${question.question}|${[...question.options].sort().join('|')}`.toLowerCase();
            expect(seen.get(key), `${item.file} repeats a question of ${seen.get(key)}`).toBeUndefined();
            seen.set(key, item.file);
          }
        }
      }
    }
  });

  it('does not always hide the answer at the same position', () => {
    for (const item of items) {
      expect(new Set(item.quiz.questions.map((q) => q.correctAnswer)).size, item.file).toBeGreaterThan(1);
    }
  });

  it('has unique content keys', () => {
    expect(new Set(items.map((item) => item.contentKey)).size).toBe(items.length);
    expect(items.map((item) => item.contentKey)).toContain('english-level-1');
    expect(items.map((item) => item.contentKey)).toContain('kids-english-1');
  });
});

describe('the content validator', () => {
  const good = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'quizzes/english-level-1.json'), 'utf8'));
  const goodKids = JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'kids/english-lesson-1.json'), 'utf8'));
  const spoil = (change: (quiz: typeof good) => void, base = good) => {
    const copy = structuredClone(base);
    change(copy);
    return copy;
  };

  it('accepts the shipped files', () => {
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
    ['seven questions', (quiz: typeof goodKids) => quiz.questions.pop()],
  ])('rejects a kids lesson with %s', (_name, change) => {
    expect(KidsLessonContentSchema.safeParse(spoil(change, goodKids)).success).toBe(false);
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
