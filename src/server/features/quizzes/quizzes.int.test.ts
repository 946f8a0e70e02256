import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { PlayableQuiz, QuizSummary } from '../../../shared/contracts/quiz-play.ts';
import { loadQuizContent } from './quiz-content.ts';
import { seedQuizContent } from './quiz-seed.ts';
import { kidsProgress, quizResults, quizzes } from './quizzes.table.ts';

let context: TestContext;
let available: QuizSummary[];

const content = loadQuizContent();

beforeAll(async () => {
  context = await createTestApp();
  await seedQuizContent({ db: context.database.db, items: content });
  const learner = await context.createUser();
  available = (await get(learner.cookie, '/api/quiz/available')).json().quizzes;
});
afterAll(async () => {
  await context.close();
});

function get(cookie: string, url: string) {
  return context.app.inject({ method: 'GET', url, headers: { cookie } });
}
function post(cookie: string, url: string, payload: unknown) {
  return context.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });
}

function quizFor(language: string, level: number) {
  const quiz = available.find((q) => q.language === language && q.level === level);
  if (!quiz) throw new Error(`no ${language} level ${level} quiz`);
  return quiz;
}

async function questionsOf(cookie: string, id: number) {
  const response = await get(cookie, `/api/quiz/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json().quiz as PlayableQuiz).questions;
}

/** Answers with `correct` right answers first, then wrong ones. */
function answersWith(questions: PlayableQuiz['questions'], correct: number) {
  return questions.map((question, index) =>
    index < correct ? question.correctAnswer : (question.correctAnswer + 1) % 4,
  );
}

describe('level quizzes', () => {
  it('lists the 15 active adult quizzes without their questions, by level', async () => {
    expect(available).toHaveLength(15);
    expect(available.every((quiz) => quiz.questionCount === 10)).toBe(true);
    expect(available.map((quiz) => quiz.level)).toEqual([...available.map((quiz) => quiz.level)].sort());
    expect(available[0]).not.toHaveProperty('questions');
  });

  it('scores a completed quiz from its answers and ignores a claimed score', async () => {
    const learner = await context.createUser();
    const quiz = quizFor('english', 1);
    const questions = await questionsOf(learner.cookie, quiz.id);
    const response = await post(learner.cookie, '/api/quiz/complete', {
      quizId: quiz.id,
      language: 'english',
      level: 1,
      score: 10,
      completed: true,
      answers: answersWith(questions, 3),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ score: 3, total: 10, passed: false, passMark: 7 });
    const [stored] = await context.database.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.userId, learner.id));
    expect(stored).toMatchObject({ score: 3, total: 10, passed: false });
    const progress = (await get(learner.cookie, '/api/quiz/progress')).json().progress;
    expect(progress).toEqual([
      expect.objectContaining({ quizId: quiz.id, completed: false, bestScore: 3, attempts: 1 }),
    ]);
  });

  it('refuses an answers array of the wrong length with 400 and stores nothing', async () => {
    const learner = await context.createUser();
    const quiz = quizFor('english', 1);
    for (const answers of [[0, 1, 2], new Array(11).fill(0), []]) {
      const response = await post(learner.cookie, '/api/quiz/complete', { quizId: quiz.id, answers });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toMatch(/BAD_REQUEST|VALIDATION_FAILED/);
    }
    const missing = await post(learner.cookie, '/api/quiz/complete', { quizId: quiz.id, score: 10 });
    expect(missing.statusCode).toBe(400);
    const outOfRange = await post(learner.cookie, '/api/quiz/complete', {
      quizId: quiz.id,
      answers: new Array(10).fill(4),
    });
    expect(outOfRange.statusCode).toBe(400);
    const rows = await context.database.db
      .select()
      .from(quizResults)
      .where(eq(quizResults.userId, learner.id));
    expect(rows).toEqual([]);
  });

  it('passes at exactly 7 of 10, not at 6, and opens the next level only then', async () => {
    const learner = await context.createUser();
    const level1 = quizFor('spanish', 1);
    const level2 = quizFor('spanish', 2);
    const questions = await questionsOf(learner.cookie, level1.id);

    const locked = await get(learner.cookie, `/api/quiz/${level2.id}`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toMatch(/locked/);

    const six = await post(learner.cookie, '/api/quiz/complete', {
      quizId: level1.id,
      answers: answersWith(questions, 6),
    });
    expect(six.json().result).toMatchObject({ score: 6, passed: false });
    expect((await get(learner.cookie, `/api/quiz/${level2.id}`)).statusCode).toBe(403);

    const seven = await post(learner.cookie, '/api/quiz/complete', {
      quizId: level1.id,
      answers: answersWith(questions, 7),
    });
    expect(seven.json().result).toMatchObject({ score: 7, passed: true });
    expect((await get(learner.cookie, `/api/quiz/${level2.id}`)).statusCode).toBe(200);

    // Passing Spanish level 1 opens nothing in French.
    expect((await get(learner.cookie, `/api/quiz/${quizFor('french', 2).id}`)).statusCode).toBe(403);
    // Level 3 still needs level 2.
    expect((await get(learner.cookie, `/api/quiz/${quizFor('spanish', 3).id}`)).statusCode).toBe(403);

    const progress = (await get(learner.cookie, '/api/quiz/progress')).json().progress;
    expect(progress).toEqual([
      expect.objectContaining({ quizId: level1.id, completed: true, bestScore: 7, attempts: 2 }),
    ]);
  });

  it('refuses to record a locked level', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/quiz/complete', {
      quizId: quizFor('french', 3).id,
      answers: new Array(10).fill(0),
    });
    expect(response.statusCode).toBe(403);
  });

  it('serves only active quizzes: an inactive one disappears from the list and cannot be played', async () => {
    const learner = await context.createUser();
    const [extra] = await context.database.db
      .insert(quizzes)
      .values({
        language: 'english',
        level: 1,
        title: 'Inactive practice',
        description: 'Hidden',
        questions: content[0]!.quiz.questions,
        isActive: false,
      })
      .returning();
    const list = (await get(learner.cookie, '/api/quiz/available')).json().quizzes as QuizSummary[];
    expect(list.map((quiz) => quiz.id)).not.toContain(extra!.id);
    expect((await get(learner.cookie, `/api/quiz/${extra!.id}`)).statusCode).toBe(404);
    const complete = await post(learner.cookie, '/api/quiz/complete', {
      quizId: extra!.id,
      answers: new Array(10).fill(0),
    });
    expect(complete.statusCode).toBe(404);
  });

  it('answers 404 for an unknown quiz, 400 for a bad id, and never serves a kids lesson here', async () => {
    const learner = await context.createUser();
    expect((await get(learner.cookie, '/api/quiz/999999')).statusCode).toBe(404);
    expect((await get(learner.cookie, '/api/quiz/abc')).statusCode).toBe(400);
    expect((await get(learner.cookie, '/api/quiz/0')).statusCode).toBe(400);
    const [kidsLesson] = await context.database.db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.isKidsQuiz, true))
      .limit(1);
    expect((await get(learner.cookie, `/api/quiz/${kidsLesson!.id}`)).statusCode).toBe(404);
  });

  it('requires a session', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/quiz/available' })).statusCode).toBe(401);
  });
});

describe('ABC For Kids', () => {
  async function lesson(cookie: string, language: string, number: number) {
    const response = await get(cookie, `/api/quiz/kids?language=${language}&lesson=${number}`);
    return response;
  }

  it('lists the 8 active lessons of a language by number', async () => {
    const learner = await context.createUser();
    const response = await get(learner.cookie, '/api/quiz/kids/available?language=french');
    expect(response.statusCode).toBe(200);
    const lessons = response.json().quizzes;
    expect(lessons.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lessons[0]).toMatchObject({ title: 'ABC & Numbers', language: 'french', ageGroup: '4-6' });
    expect((await get(learner.cookie, '/api/quiz/kids/available?language=klingon')).statusCode).toBe(400);
  });

  it('opens lesson 1, keeps lesson 2 locked until lesson 1 is completed, then opens it', async () => {
    const learner = await context.createUser();
    const first = await lesson(learner.cookie, 'english', 1);
    expect(first.statusCode).toBe(200);
    const quiz = first.json().quiz as PlayableQuiz;
    expect(quiz.questions.every((question) => question.emoji)).toBe(true);
    expect((await lesson(learner.cookie, 'english', 2)).statusCode).toBe(403);

    const saved = await post(learner.cookie, '/api/progress/kids', {
      language: 'english',
      lesson: 1,
      answers: answersWith(quiz.questions, 2),
      score: 8,
      stars: 3,
      completed: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      score: 2,
      total: 8,
      stars: 1,
      bestStars: 1,
      completed: true,
    });
    expect((await lesson(learner.cookie, 'english', 2)).statusCode).toBe(200);
    expect((await lesson(learner.cookie, 'english', 3)).statusCode).toBe(403);
  });

  it('computes stars at the thresholds and keeps the best stars on retries', async () => {
    const learner = await context.createUser();
    const quiz = (await lesson(learner.cookie, 'spanish', 1)).json().quiz as PlayableQuiz;
    const save = (correct: number) =>
      post(learner.cookie, '/api/progress/kids', {
        language: 'spanish',
        lesson: 1,
        answers: answersWith(quiz.questions, correct),
      });

    expect((await save(5)).json().result).toMatchObject({ score: 5, stars: 2, bestStars: 2 }); // 62.5 %
    expect((await save(7)).json().result).toMatchObject({ score: 7, stars: 3, bestStars: 3 }); // 87.5 %
    expect((await save(1)).json().result).toMatchObject({ score: 1, stars: 1, bestStars: 3 });

    const progress = (await get(learner.cookie, '/api/progress/kids')).json().progress;
    expect(progress).toEqual([
      expect.objectContaining({
        language: 'spanish',
        lesson: 1,
        stars: 3,
        score: 7,
        total: 8,
        completed: true,
      }),
    ]);
  });

  it('refuses a wrong number of answers with 400 and saves nothing', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/progress/kids', {
      language: 'french',
      lesson: 1,
      answers: [0, 1, 2],
    });
    expect(response.statusCode).toBe(400);
    const rows = await context.database.db
      .select()
      .from(kidsProgress)
      .where(eq(kidsProgress.userId, learner.id));
    expect(rows).toEqual([]);
  });

  it('refuses progress for a locked lesson', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, '/api/progress/kids', {
      language: 'french',
      lesson: 5,
      answers: new Array(8).fill(0),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 404 for a lesson that does not exist and 400 for one out of range', async () => {
    const learner = await context.createUser();
    await context.database.db
      .update(quizzes)
      .set({ isActive: false })
      .where(and(eq(quizzes.contentKey, 'kids-french-8')));
    expect((await lesson(learner.cookie, 'french', 8)).statusCode).toBe(404);
    expect((await lesson(learner.cookie, 'french', 9)).statusCode).toBe(400);
    expect((await get(learner.cookie, '/api/quiz/kids?language=french')).statusCode).toBe(400);
    await context.database.db
      .update(quizzes)
      .set({ isActive: true })
      .where(and(eq(quizzes.contentKey, 'kids-french-8')));
  });

  it('opens the first active lesson when lesson 1 is inactive', async () => {
    const learner = await context.createUser();
    await context.database.db
      .update(quizzes)
      .set({ isActive: false })
      .where(eq(quizzes.contentKey, 'kids-french-1'));
    try {
      expect((await lesson(learner.cookie, 'french', 2)).statusCode).toBe(200);
      expect((await lesson(learner.cookie, 'french', 3)).statusCode).toBe(403);
    } finally {
      await context.database.db
        .update(quizzes)
        .set({ isActive: true })
        .where(eq(quizzes.contentKey, 'kids-french-1'));
    }
  });

  it('keeps each learner’s progress to themselves', async () => {
    const first = await context.createUser();
    const second = await context.createUser();
    const quiz = (await lesson(first.cookie, 'english', 1)).json().quiz as PlayableQuiz;
    await post(first.cookie, '/api/progress/kids', {
      language: 'english',
      lesson: 1,
      answers: answersWith(quiz.questions, 8),
    });
    expect((await get(second.cookie, '/api/progress/kids')).json().progress).toEqual([]);
    expect((await lesson(second.cookie, 'english', 2)).statusCode).toBe(403);
  });
});
