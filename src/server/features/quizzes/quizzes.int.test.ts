import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { MistakeCard } from '../../../shared/contracts/notebook.ts';
import type {
  AttemptReviewResponse,
  ItemVerdict,
  KidsLessonSummary,
  PlayableItem,
  QuizAttempt,
  QuizSummary,
} from '../../../shared/contracts/quiz-play.ts';
import { QuizSummarySchema } from '../../../shared/contracts/quiz-play.ts';
import { withItemType, type Question } from '../../../shared/contracts/quizzes.ts';
import { LANGUAGE_CODES } from '../../../shared/domain/languages.ts';
import { loadQuizContent } from './quiz-content.ts';
import { seededRandom } from './quiz-draw.ts';
import { seedQuizContent } from './quiz-seed.ts';
import { kidsProgress, quizAttempts, quizResults, quizzes } from './quizzes.table.ts';

let context: TestContext;
let available: QuizSummary[];
/** Every learner response body of this file, scanned for keys at the end. */
const learnerBodies: { url: string; body: string }[] = [];

const content = loadQuizContent();

beforeAll(async () => {
  context = await createTestApp({ deps: { quizRandom: seededRandom(13) } });
  await seedQuizContent({ db: context.database.db, items: content });
  const learner = await context.createUser();
  available = (await get(learner.cookie, '/api/quiz/available')).json().quizzes;
});
afterAll(async () => {
  await context.close();
});

async function send(method: 'GET' | 'POST', cookie: string, url: string, payload?: unknown) {
  const response = await context.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (response.headers['content-type']?.toString().startsWith('application/json')) {
    learnerBodies.push({ url, body: response.body });
  }
  return response;
}
const get = (cookie: string, url: string) => send('GET', cookie, url);
const post = (cookie: string, url: string, payload?: unknown) => send('POST', cookie, url, payload);

function quizFor(language: string, level: number) {
  const quiz = available.find((q) => q.language === language && q.level === level);
  if (!quiz) throw new Error(`no ${language} level ${level} quiz`);
  return quiz;
}

async function startAttempt(cookie: string, quizId: number): Promise<QuizAttempt> {
  const response = await post(cookie, `/api/quizzes/${quizId}/attempts`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().attempt;
}

async function startKidsAttempt(cookie: string, language: string, lesson: number) {
  return post(cookie, '/api/kids/lessons/attempts', { language, lesson });
}

/** The stored bank item behind a drawn item (tests may read the keys from the database). */
async function keyOf(quizId: number, item: PlayableItem): Promise<Question> {
  const [row] = await context.database.db.select().from(quizzes).where(eq(quizzes.id, quizId));
  return withItemType(row!.questions[item.itemIndex]!);
}

/** A right or a wrong answer to an item, in the form the answer route takes. */
function answerFor(key: Question, right: boolean): number | number[] {
  if (key.type === 'word-order') {
    const left = key.words.map((word, index) => ({ word, index }));
    const order = key.answer.split(' ').map((word) => {
      const at = left.findIndex((tile) => tile.word === word);
      return left.splice(at, 1)[0]!.index;
    });
    return right ? order : [...order].reverse();
  }
  return right ? key.correctAnswer : (key.correctAnswer + 1) % 4;
}

function answer(cookie: string, attemptId: number, itemIndex: number, given: number | number[]) {
  return post(cookie, `/api/quizzes/attempts/${attemptId}/answers`, { itemIndex, answer: given });
}

/** Answers every drawn item, the first `correct` of them right; returns the verdicts. */
async function play(cookie: string, attempt: QuizAttempt, correct: number): Promise<ItemVerdict[]> {
  const verdicts: ItemVerdict[] = [];
  for (const [position, item] of attempt.items.entries()) {
    const key = await keyOf(attempt.quiz.id, item);
    const response = await answer(
      cookie,
      attempt.attemptId,
      item.itemIndex,
      answerFor(key, position < correct),
    );
    expect(response.statusCode, response.body).toBe(200);
    verdicts.push(response.json().verdict);
  }
  return verdicts;
}

const KEY_FIELDS = /"(correctAnswer|answer|acceptedAnswers|audioText)"\s*:/;

/** A bank of `size` items over five targets, of every adult type, made by an administrator. */
function bankOf(size: number, label: string) {
  const targets = ['t-one', 't-two', 't-three', 't-four', 't-five'];
  return Array.from({ length: size }, (_, index) => {
    const common = { target: targets[index % targets.length], explanation: `Because ${index}.` };
    switch (index % 4) {
      case 0:
        return {
          ...common,
          type: 'word-order',
          question: `${label} order ${index}`,
          words: ['tea.', 'like', 'I', `green${index}`],
          answer: `I like green${index} tea.`,
        };
      case 1:
        return {
          ...common,
          type: 'listening',
          question: `${label} hear ${index}`,
          audioText: `I live in house ${index}.`,
          options: [
            `I live in house ${index}.`,
            'I left the house.',
            'I love the house.',
            'I leave the house.',
          ],
          correctAnswer: 0,
        };
      case 2:
        return {
          ...common,
          type: 'reading',
          question: `${label} read ${index}: where does Ana work?`,
          passage: 'Ana is a nurse. She looks after patients every night.',
          options: ['In a hospital', 'In a school', 'In a shop', 'At home'],
          correctAnswer: 0,
        };
      default:
        return {
          ...common,
          question: `${label} gap ${index}: She ___ tea.`,
          options: ['likes', 'like', 'liking', 'to like'],
          correctAnswer: 0,
        };
    }
  });
}

function bankQuizBody(size: number, level: number, language: string, isActive: boolean) {
  return {
    language,
    level,
    title: `Bank of ${size}`,
    description: 'A bank to draw from.',
    questions: bankOf(size, `bank${size}-${level}-${language}`),
    isActive,
    isKidsQuiz: false,
  };
}

async function createBankQuiz(size: number, level = 1, language = 'english') {
  const admin = await context.createUser({ isAdmin: true });
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/admin/quizzes',
    headers: { cookie: admin.cookie },
    payload: bankQuizBody(size, level, language, true),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().quiz as { id: number };
}

/** The learner's list of one language, by level, as the dashboard gets it. */
async function listOf(cookie: string, language: string): Promise<QuizSummary[]> {
  const response = await get(cookie, '/api/quiz/available');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().quizzes as QuizSummary[]).filter((quiz) => quiz.language === language);
}

describe('level quizzes', () => {
  it('lists the 15 active adult quizzes without their questions, 10 drawn per attempt', async () => {
    expect(available).toHaveLength(15);
    expect(available.every((quiz) => quiz.questionCount === 10)).toBe(true);
    expect(available.map((quiz) => quiz.level)).toEqual([...available.map((quiz) => quiz.level)].sort());
    expect(available[0]).not.toHaveProperty('questions');
    // Written once per set of verdicts (decision 140), with the declared fields, in their order.
    expect(Object.keys(available[0]!)).toEqual(Object.keys(QuizSummarySchema.shape));
  });

  it('lets a learner start level 1 and kids lesson 1 of every language from the shipped content', async () => {
    const learner = await context.createUser();
    for (const language of LANGUAGE_CODES) {
      const level = await post(learner.cookie, `/api/quizzes/${quizFor(language, 1).id}/attempts`);
      expect(level.statusCode, `${language} level 1: ${level.body}`).toBe(200);
      expect(level.json().attempt.items, language).toHaveLength(10);
      const shipped = content.find((item) => item.contentKey === `kids-${language}-1`)!;
      const lesson = await startKidsAttempt(learner.cookie, language, 1);
      expect(lesson.statusCode, `${language} lesson 1: ${lesson.body}`).toBe(200);
      expect(lesson.json().attempt.items, language).toHaveLength(shipped.quiz.questions.length);
    }
  });

  it('starts an attempt of 10 drawn items that carry no key and no spoken text', async () => {
    const learner = await context.createUser();
    const response = await post(learner.cookie, `/api/quizzes/${quizFor('english', 1).id}/attempts`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(KEY_FIELDS);
    const attempt = response.json().attempt as QuizAttempt;
    expect(attempt.items).toHaveLength(10);
    expect(attempt.passMark).toBe(7);
    expect(new Set(attempt.items.map((item) => item.itemIndex)).size).toBe(10);
    const [stored] = await context.database.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attempt.attemptId));
    expect(stored).toMatchObject({ userId: learner.id, completedAt: null });
    expect(stored!.itemIndexes).toEqual(attempt.items.map((item) => item.itemIndex));
  });

  it('checks each answer as it is given and scores only the attempt’s own draw', async () => {
    const learner = await context.createUser();
    const quiz = quizFor('english', 1);
    const attempt = await startAttempt(learner.cookie, quiz.id);
    const verdicts = await play(learner.cookie, attempt, 3);
    expect(verdicts.map((verdict) => verdict.correct)).toEqual([
      ...Array(3).fill(true),
      ...Array(7).fill(false),
    ]);
    expect(verdicts.at(-1)).toMatchObject({ answered: 10, score: 3 });
    const first = verdicts[0]!;
    const key = await keyOf(quiz.id, attempt.items[0]!);
    expect(first.rightOption ?? first.rightSentence).toEqual(
      key.type === 'word-order' ? key.answer : key.correctAnswer,
    );

    const response = await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`, {
      score: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
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

  it('refuses answers to items outside the attempt, second answers and answers after completion', async () => {
    const quiz = await createBankQuiz(24);
    const learner = await context.createUser();
    const attempt = await startAttempt(learner.cookie, quiz.id);
    const drawn = new Set(attempt.items.map((item) => item.itemIndex));
    const outside = Array.from({ length: 24 }, (_, index) => index).filter((index) => !drawn.has(index));
    expect(outside.length).toBe(14);
    for (const itemIndex of outside.slice(0, 3)) {
      const refused = await answer(learner.cookie, attempt.attemptId, itemIndex, 0);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/not part of this attempt/);
    }
    expect((await answer(learner.cookie, attempt.attemptId, 79, 0)).statusCode).toBe(400);

    const early = await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/10 of 10 are unanswered/);

    const item = attempt.items[0]!;
    const key = await keyOf(quiz.id, item);
    expect(
      (await answer(learner.cookie, attempt.attemptId, item.itemIndex, answerFor(key, true))).statusCode,
    ).toBe(200);
    const again = await answer(learner.cookie, attempt.attemptId, item.itemIndex, answerFor(key, false));
    expect(again.statusCode).toBe(409);

    // Someone else's attempt is not found.
    const other = await context.createUser();
    expect((await answer(other.cookie, attempt.attemptId, attempt.items[1]!.itemIndex, 0)).statusCode).toBe(
      404,
    );

    await play(learner.cookie, { ...attempt, items: attempt.items.slice(1) }, 9);
    const done = await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`);
    expect(done.json().result).toMatchObject({ score: 10, total: 10, passed: true });
    // A second completion answers the recorded result again and records nothing more.
    const repeated = await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`);
    expect(repeated.statusCode, repeated.body).toBe(200);
    expect(repeated.json().result).toEqual(done.json().result);
    expect((await answer(learner.cookie, attempt.attemptId, attempt.items[2]!.itemIndex, 0)).statusCode).toBe(
      409,
    );
    const results = await context.database.db
      .select()
      .from(quizResults)
      .where(and(eq(quizResults.userId, learner.id), eq(quizResults.quizId, quiz.id)));
    expect(results).toHaveLength(1);
  });

  it('completes an attempt in one transaction: when the result cannot be written, a retry records it once', async () => {
    const quiz = await createBankQuiz(12);
    const learner = await context.createUser();
    const attempt = await startAttempt(learner.cookie, quiz.id);
    await play(learner.cookie, attempt, 8);
    const { db } = context.database;
    // The first result written fails as a database that cannot write would; later ones go through.
    await db.execute(sql`create sequence quiz_result_failures`);
    await db.execute(
      sql.raw(`create function fail_first_quiz_result() returns trigger language plpgsql as $$
        begin
          if nextval('quiz_result_failures') = 1 then
            raise exception 'could not extend file' using errcode = '57P03';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create trigger fail_first_quiz_result before insert on quiz_results for each row execute function fail_first_quiz_result()`,
    );
    const url = `/api/quizzes/attempts/${attempt.attemptId}/complete`;
    try {
      const failed = await post(learner.cookie, url);
      expect(failed.statusCode, failed.body).toBe(503);
      const retried = await post(learner.cookie, url);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().result).toMatchObject({ score: 8, total: 10, passed: true, unlocksLevel: 2 });
      const again = await post(learner.cookie, url);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().result).toEqual(retried.json().result);
    } finally {
      await db.execute(sql`drop trigger fail_first_quiz_result on quiz_results`);
      await db.execute(sql`drop function fail_first_quiz_result()`);
      await db.execute(sql`drop sequence quiz_result_failures`);
    }
    const results = await db.select().from(quizResults).where(eq(quizResults.userId, learner.id));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ score: 8, total: 10, passed: true });
    const progress = (await get(learner.cookie, '/api/quiz/progress')).json().progress;
    expect(progress).toEqual([
      expect.objectContaining({ quizId: quiz.id, completed: true, bestScore: 8, attempts: 1 }),
    ]);
  });

  it('counts an attempt left with answers as a failed one when the learner starts the quiz again', async () => {
    const quiz = await createBankQuiz(20);
    const learner = await context.createUser();
    const peeked = await startAttempt(learner.cookie, quiz.id);
    const item = peeked.items[0]!;
    const key = await keyOf(quiz.id, item);
    expect(
      (await answer(learner.cookie, peeked.attemptId, item.itemIndex, answerFor(key, true))).statusCode,
    ).toBe(200);
    // Opened and left without an answer: it revealed no key and counts for nothing.
    const untouched = await startAttempt(learner.cookie, quiz.id);
    expect((await get(learner.cookie, '/api/quiz/progress')).json().progress).toEqual([
      expect.objectContaining({ quizId: quiz.id, completed: false, bestScore: 1, total: 10, attempts: 1 }),
    ]);
    const played = await startAttempt(learner.cookie, quiz.id);
    expect((await get(learner.cookie, '/api/quiz/progress')).json().progress).toEqual([
      expect.objectContaining({ quizId: quiz.id, attempts: 1 }),
    ]);
    // The attempts left behind are closed: no more answers, and no pass from them.
    const late = await answer(learner.cookie, peeked.attemptId, peeked.items[1]!.itemIndex, 0);
    expect(late.statusCode).toBe(409);
    const replay = await post(learner.cookie, `/api/quizzes/attempts/${peeked.attemptId}/complete`);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().result).toMatchObject({ score: 1, total: 10, passed: false, unlocksLevel: null });
    const empty = await post(learner.cookie, `/api/quizzes/attempts/${untouched.attemptId}/complete`);
    expect(empty.statusCode).toBe(409);
    await play(learner.cookie, played, 10);
    const done = await post(learner.cookie, `/api/quizzes/attempts/${played.attemptId}/complete`);
    expect(done.json().result).toMatchObject({ score: 10, passed: true });
    expect((await get(learner.cookie, '/api/quiz/progress')).json().progress).toEqual([
      expect.objectContaining({ quizId: quiz.id, completed: true, bestScore: 10, attempts: 2 }),
    ]);
  });

  it('draws items the learner has not seen in recent attempts before any seen again', async () => {
    const quiz = await createBankQuiz(30);
    const learner = await context.createUser();
    const seen: number[][] = [];
    for (let round = 0; round < 3; round++) {
      const attempt = await startAttempt(learner.cookie, quiz.id);
      seen.push(attempt.items.map((item) => item.itemIndex));
    }
    // A bank of 30 has room for three draws of 10 without a repeat.
    expect(new Set(seen.flat()).size).toBe(30);
    // The fourth brings back the items seen longest ago first.
    const fourth = await startAttempt(learner.cookie, quiz.id);
    expect(new Set(fourth.items.map((item) => item.itemIndex))).toEqual(new Set(seen[0]));
  });

  it('draws a different set on the next attempt, covering the level’s targets', async () => {
    const quiz = await createBankQuiz(20);
    const learner = await context.createUser();
    const first = await startAttempt(learner.cookie, quiz.id);
    const second = await startAttempt(learner.cookie, quiz.id);
    const firstSet = first.items.map((item) => item.itemIndex);
    const secondSet = second.items.map((item) => item.itemIndex);
    expect(new Set(secondSet)).not.toEqual(new Set(firstSet));
    // A bank of 20 has room for two disjoint draws of 10.
    expect(secondSet.filter((index) => firstSet.includes(index))).toEqual([]);
    const targetsOf = async (attempt: QuizAttempt) =>
      new Set(await Promise.all(attempt.items.map(async (item) => (await keyOf(quiz.id, item)).target)));
    expect((await targetsOf(first)).size).toBe(5);
    expect((await targetsOf(second)).size).toBe(5);
  });

  it('checks word-order answers by the tiles’ order and refuses answers of the wrong form', async () => {
    const quiz = await createBankQuiz(10);
    const learner = await context.createUser();
    const attempt = await startAttempt(learner.cookie, quiz.id);
    const wordOrder = attempt.items.filter((item) => item.type === 'word-order');
    expect(wordOrder.length).toBeGreaterThanOrEqual(2);
    expect(wordOrder[0]!.words).toHaveLength(4);
    const [rightItem, wrongItem] = wordOrder;
    const rightKey = await keyOf(quiz.id, rightItem!);
    expect((await answer(learner.cookie, attempt.attemptId, rightItem!.itemIndex, 0)).statusCode).toBe(400);
    expect(
      (await answer(learner.cookie, attempt.attemptId, rightItem!.itemIndex, [0, 0, 1, 2])).statusCode,
    ).toBe(400);
    const right = await answer(
      learner.cookie,
      attempt.attemptId,
      rightItem!.itemIndex,
      answerFor(rightKey, true),
    );
    expect(right.json().verdict).toMatchObject({
      correct: true,
      rightSentence: rightKey.type === 'word-order' ? rightKey.answer : '',
    });
    const wrongKey = await keyOf(quiz.id, wrongItem!);
    const wrong = await answer(
      learner.cookie,
      attempt.attemptId,
      wrongItem!.itemIndex,
      answerFor(wrongKey, false),
    );
    expect(wrong.json().verdict).toMatchObject({ correct: false, rightOption: null });
    const reading = attempt.items.find((item) => item.type === 'reading')!;
    expect(reading.passage).toMatch(/Ana is a nurse/);
    expect((await answer(learner.cookie, attempt.attemptId, reading.itemIndex, [0, 1])).statusCode).toBe(400);
  });

  it('speaks a drawn listening item from the server, and nothing else', async () => {
    const quiz = await createBankQuiz(10);
    const learner = await context.createUser();
    const attempt = await startAttempt(learner.cookie, quiz.id);
    const listening = attempt.items.find((item) => item.type === 'listening')!;
    expect(listening.hasAudio).toBe(true);
    expect(listening).not.toHaveProperty('audioText');
    const url = (itemIndex: number) => `/api/quizzes/attempts/${attempt.attemptId}/items/${itemIndex}/audio`;
    const audio = await get(learner.cookie, url(listening.itemIndex));
    expect(audio.statusCode, audio.body.slice(0, 200)).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(audio.rawPayload.length).toBeGreaterThan(8000);
    expect((await get(learner.cookie, url(listening.itemIndex))).headers['x-cache']).toBe('hit');

    const reading = attempt.items.find((item) => !item.hasAudio)!;
    expect((await get(learner.cookie, url(reading.itemIndex))).statusCode).toBe(400);
    const drawn = new Set(attempt.items.map((item) => item.itemIndex));
    expect(drawn.size).toBe(10);
    const other = await context.createUser();
    expect((await get(other.cookie, url(listening.itemIndex))).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: url(listening.itemIndex) })).statusCode).toBe(401);
  }, 30_000);

  it('passes at exactly 7 of 10, not at 6, and opens the next level only then', async () => {
    const learner = await context.createUser();
    const level1 = quizFor('spanish', 1);
    const level2 = quizFor('spanish', 2);

    const locked = await post(learner.cookie, `/api/quizzes/${level2.id}/attempts`);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toMatch(/locked/);

    const six = await startAttempt(learner.cookie, level1.id);
    await play(learner.cookie, six, 6);
    const sixResult = await post(learner.cookie, `/api/quizzes/attempts/${six.attemptId}/complete`);
    expect(sixResult.json().result).toMatchObject({ score: 6, passed: false });
    expect((await post(learner.cookie, `/api/quizzes/${level2.id}/attempts`)).statusCode).toBe(403);

    expect(sixResult.json().result).toMatchObject({ unlocksLevel: null });
    const before = await listOf(learner.cookie, 'spanish');
    expect(before.find((quiz) => quiz.id === level1.id)).toMatchObject({ isUnlocked: true, passed: false });
    expect(before.find((quiz) => quiz.id === level2.id)).toMatchObject({ isUnlocked: false, passed: false });

    const seven = await startAttempt(learner.cookie, level1.id);
    await play(learner.cookie, seven, 7);
    const sevenResult = await post(learner.cookie, `/api/quizzes/attempts/${seven.attemptId}/complete`);
    expect(sevenResult.json().result).toMatchObject({ score: 7, passed: true, unlocksLevel: 2 });
    const after = await listOf(learner.cookie, 'spanish');
    expect(after.find((quiz) => quiz.id === level1.id)).toMatchObject({ isUnlocked: true, passed: true });
    expect(after.find((quiz) => quiz.id === level2.id)).toMatchObject({ isUnlocked: true, passed: false });
    expect(after.filter((quiz) => quiz.level >= 3).every((quiz) => !quiz.isUnlocked)).toBe(true);
    // Another learner's list is their own.
    const other = await context.createUser();
    expect((await listOf(other.cookie, 'spanish')).find((quiz) => quiz.id === level2.id)).toMatchObject({
      isUnlocked: false,
    });
    expect((await post(learner.cookie, `/api/quizzes/${level2.id}/attempts`)).statusCode).toBe(200);

    // Passing Spanish level 1 opens nothing in French.
    expect((await post(learner.cookie, `/api/quizzes/${quizFor('french', 2).id}/attempts`)).statusCode).toBe(
      403,
    );
    // Level 3 still needs level 2.
    expect((await post(learner.cookie, `/api/quizzes/${quizFor('spanish', 3).id}/attempts`)).statusCode).toBe(
      403,
    );

    const progress = (await get(learner.cookie, '/api/quiz/progress')).json().progress;
    expect(progress).toEqual([
      expect.objectContaining({ quizId: level1.id, completed: true, bestScore: 7, attempts: 2 }),
    ]);
  });

  it('keeps the next level open in the list after the passed quiz below it is deactivated', async () => {
    const learner = await context.createUser();
    const admin = await context.createUser({ isAdmin: true });
    const passedQuiz = await createBankQuiz(10, 1, 'french');
    const attempt = await startAttempt(learner.cookie, passedQuiz.id);
    await play(learner.cookie, attempt, 10);
    const done = await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`);
    expect(done.json().result).toMatchObject({ passed: true, unlocksLevel: 2 });

    const deactivated = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/quizzes/${passedQuiz.id}`,
      headers: { cookie: admin.cookie },
      payload: bankQuizBody(10, 1, 'french', false),
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);

    const list = await listOf(learner.cookie, 'french');
    expect(list.map((quiz) => quiz.id)).not.toContain(passedQuiz.id);
    const shippedLevel1 = quizFor('french', 1);
    const level2 = quizFor('french', 2);
    expect(list.find((quiz) => quiz.id === shippedLevel1.id)).toMatchObject({
      isUnlocked: true,
      passed: false,
    });
    // The pass still counts: the list says level 2 is open, as the server acts.
    expect(list.find((quiz) => quiz.id === level2.id)).toMatchObject({ isUnlocked: true, passed: false });
    expect((await post(learner.cookie, `/api/quizzes/${level2.id}/attempts`)).statusCode).toBe(200);
    expect(list.find((quiz) => quiz.id === quizFor('french', 3).id)).toMatchObject({ isUnlocked: false });
    expect((await post(learner.cookie, `/api/quizzes/${quizFor('french', 3).id}/attempts`)).statusCode).toBe(
      403,
    );
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
    expect((await post(learner.cookie, `/api/quizzes/${extra!.id}/attempts`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown quiz, 400 for a bad id, and never starts a kids lesson here', async () => {
    const learner = await context.createUser();
    expect((await post(learner.cookie, '/api/quizzes/999999/attempts')).statusCode).toBe(404);
    expect((await post(learner.cookie, '/api/quizzes/abc/attempts')).statusCode).toBe(400);
    expect((await post(learner.cookie, '/api/quizzes/0/attempts')).statusCode).toBe(400);
    expect((await post(learner.cookie, '/api/quizzes/attempts/999999/complete')).statusCode).toBe(404);
    const [kidsLesson] = await context.database.db
      .select({ id: quizzes.id })
      .from(quizzes)
      .where(eq(quizzes.isKidsQuiz, true))
      .limit(1);
    expect((await post(learner.cookie, `/api/quizzes/${kidsLesson!.id}/attempts`)).statusCode).toBe(404);
  });

  it('requires a session', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/quiz/available' })).statusCode).toBe(401);
    expect(
      (await context.app.inject({ method: 'POST', url: `/api/quizzes/${quizFor('english', 1).id}/attempts` }))
        .statusCode,
    ).toBe(401);
  });

  it('no longer serves a quiz with its keys or scores a bare answer list', async () => {
    const learner = await context.createUser();
    const id = quizFor('english', 1).id;
    expect((await get(learner.cookie, `/api/quiz/${id}`)).statusCode).toBe(404);
    expect(
      (await post(learner.cookie, '/api/quiz/complete', { quizId: id, answers: Array(10).fill(0) }))
        .statusCode,
    ).toBe(404);
    expect((await get(learner.cookie, '/api/quiz/kids?language=english&lesson=1')).statusCode).toBe(404);
    expect(
      (await post(learner.cookie, '/api/progress/kids', { language: 'english', lesson: 1, answers: [0] }))
        .statusCode,
    ).toBe(404);
  });
});

describe('the end-of-quiz review (decision 204)', () => {
  it('opens only once the attempt is completed, lists every item with the answer given, the right one and why', async () => {
    const learner = await context.createUser();
    const attempt = await startAttempt(learner.cookie, quizFor('spanish', 1).id);
    const verdicts = await play(learner.cookie, attempt, 6);
    const early = await get(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/review`);
    expect(early.statusCode, early.body).toBe(409);
    const kept = await post(
      learner.cookie,
      `/api/quizzes/attempts/${attempt.attemptId}/items/${attempt.items[0]!.itemIndex}/notebook`,
    );
    expect(kept.statusCode, kept.body).toBe(409);
    expect(
      (await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`)).statusCode,
    ).toBe(200);

    const response = await get(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/review`);
    expect(response.statusCode, response.body).toBe(200);
    const { review } = response.json() as AttemptReviewResponse;
    expect(review.items.map((item) => item.itemIndex)).toEqual(attempt.items.map((item) => item.itemIndex));
    for (const [position, item] of review.items.entries()) {
      const key = await keyOf(attempt.quiz.id, attempt.items[position]!);
      const right = key.type === 'word-order' ? key.answer : key.options[key.correctAnswer];
      expect(item.correct).toBe(verdicts[position]!.correct);
      expect(item.right).toBe(right);
      if (item.correct) expect(item.given).toBe(right);
      else expect(item.given).not.toBe(right);
      expect(item.explanation).toBe(key.explanation);
      // The shipped explanations are written in English and given in Spanish and French too.
      expect(Object.keys(item.localizedExplanation ?? {}).sort()).toEqual(['es', 'fr']);
      if (key.type === 'listening') expect(item.spoken).toBe(key.audioText);
    }
  });

  it('keeps a reviewed item as the learner’s card, in their interface language, and counts a second keep', async () => {
    const learner = await context.createUser();
    const chosen = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/me/interface-language',
      headers: { cookie: learner.cookie },
      payload: { interfaceLanguage: 'fr' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const attempt = await startAttempt(learner.cookie, quizFor('english', 1).id);
    await play(learner.cookie, attempt, 3);
    await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`);
    const item = attempt.items[5]!;
    const key = await keyOf(attempt.quiz.id, item);
    const url = `/api/quizzes/attempts/${attempt.attemptId}/items/${item.itemIndex}/notebook`;

    const first = await post(learner.cookie, url);
    expect(first.statusCode, first.body).toBe(200);
    const { card } = first.json() as { card: MistakeCard };
    expect(card).toMatchObject({
      language: 'english',
      kind: 'own',
      corrected: key.type === 'word-order' ? key.answer : key.options[key.correctAnswer],
      explanation: key.localized?.fr?.explanation,
      occurrences: 1,
    });
    expect((await post(learner.cookie, url)).json().card).toMatchObject({ id: card.id, occurrences: 2 });
    const cards = await get(learner.cookie, '/api/notebook/cards?language=english');
    expect(cards.json().cards.map((listed: MistakeCard) => listed.id)).toEqual([card.id]);

    // An item the attempt did not draw, and someone else's attempt, are refused.
    const notDrawn = [...Array(40).keys()].find(
      (index) => !attempt.items.some((drawn) => drawn.itemIndex === index),
    )!;
    expect(
      (await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/items/${notDrawn}/notebook`))
        .statusCode,
    ).toBe(400);
    const other = await context.createUser();
    expect((await post(other.cookie, url)).statusCode).toBe(404);
    expect((await get(other.cookie, `/api/quizzes/attempts/${attempt.attemptId}/review`)).statusCode).toBe(
      404,
    );
  });

  it('gives the quiz and the kids lesson in every interface language the content carries', async () => {
    const learner = await context.createUser();
    const quiz = quizFor('french', 2);
    expect(quiz.localized?.es?.title).toMatch(/^Francés A2/);
    expect(quiz.localized?.fr?.title).toMatch(/^Français A2/);
    const started = await startKidsAttempt(learner.cookie, 'french', 1);
    const kids = started.json().attempt as QuizAttempt;
    expect(kids.quiz.localized?.en?.description).toBeTruthy();
    // Every prompt of the first French lesson is an instruction written in Spanish, so each has an
    // English and a French version; the explanation waits for the answer.
    for (const item of kids.items)
      expect(Object.keys(item.localizedQuestion ?? {}).sort()).toEqual(['en', 'fr']);
  });
});

describe('ABC For Kids', () => {
  async function kidsAttempt(cookie: string, language: string, lesson: number): Promise<QuizAttempt> {
    const response = await startKidsAttempt(cookie, language, lesson);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().attempt;
  }
  const completeKids = (cookie: string, attemptId: number) =>
    post(cookie, `/api/kids/lessons/attempts/${attemptId}/complete`, { stars: 3, score: 99 });

  it('lists the 8 active lessons of a language by number', async () => {
    const learner = await context.createUser();
    const response = await get(learner.cookie, '/api/quiz/kids/available?language=french');
    expect(response.statusCode).toBe(200);
    const lessons = response.json().quizzes;
    expect(lessons.map((l: { level: number }) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(lessons[0]).toMatchObject({
      title: 'ABC & Numbers',
      language: 'french',
      ageGroup: '4-6',
      isUnlocked: true,
      passed: false,
      stars: 0,
    });
    expect(lessons.slice(1).every((lesson: { isUnlocked: boolean }) => !lesson.isUnlocked)).toBe(true);
    expect(response.json()).toMatchObject({ totalStars: 0, progressPercent: 0 });
    expect((await get(learner.cookie, '/api/quiz/kids/available?language=klingon')).statusCode).toBe(400);
  });

  it('opens lesson 1, keeps lesson 2 locked until lesson 1 is completed, then opens it', async () => {
    const learner = await context.createUser();
    const attempt = await kidsAttempt(learner.cookie, 'english', 1);
    expect(attempt.items.every((item) => item.emoji)).toBe(true);
    expect((await startKidsAttempt(learner.cookie, 'english', 2)).statusCode).toBe(403);

    await play(learner.cookie, attempt, 1);
    const saved = await completeKids(learner.cookie, attempt.attemptId);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({
      score: 1,
      total: attempt.items.length,
      stars: 1,
      bestStars: 1,
    });
    // A retry of the completion answers the same result.
    const retried = await completeKids(learner.cookie, attempt.attemptId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().result).toEqual(saved.json().result);
    expect((await startKidsAttempt(learner.cookie, 'english', 2)).statusCode).toBe(200);
    expect((await startKidsAttempt(learner.cookie, 'english', 3)).statusCode).toBe(403);

    const list = (await get(learner.cookie, '/api/quiz/kids/available?language=english')).json();
    expect(
      list.quizzes.slice(0, 3).map(({ level, isUnlocked, passed, stars }: KidsLessonSummary) => ({
        level,
        isUnlocked,
        passed,
        stars,
      })),
    ).toEqual([
      { level: 1, isUnlocked: true, passed: true, stars: 1 },
      { level: 2, isUnlocked: true, passed: false, stars: 0 },
      { level: 3, isUnlocked: false, passed: false, stars: 0 },
    ]);
    // One lesson of 8 completed: 12.5 %, shown whole.
    expect(list).toMatchObject({ totalStars: 1, progressPercent: 13 });
  });

  it('sends a listen-tap item’s pictures with it, in the order of its options, never its key (decision 207)', async () => {
    const learner = await context.createUser();
    const attempt = await kidsAttempt(learner.cookie, 'english', 1);
    const [lesson] = await context.database.db.select().from(quizzes).where(eq(quizzes.id, attempt.quiz.id));
    const pictured = attempt.items.filter((item) => item.pictures);
    expect(pictured.length).toBeGreaterThan(0);
    for (const item of attempt.items) {
      const stored = withItemType(lesson!.questions[item.itemIndex]!);
      const pictures = stored.type === 'listen-tap' ? stored.pictures : undefined;
      expect(item.pictures, stored.question).toEqual(pictures);
      if (stored.type === 'listen-tap' && pictures) {
        expect(item).toMatchObject({ type: 'listen-tap', hasAudio: true, options: stored.options });
        expect(item).not.toHaveProperty('correctAnswer');
        expect(item).not.toHaveProperty('audioText');
      }
    }
  });

  it('draws every item of the lesson and computes the stars on the server, keeping the best', async () => {
    const learner = await context.createUser();
    const round = async (correct: number) => {
      const attempt = await kidsAttempt(learner.cookie, 'spanish', 1);
      const [lesson] = await context.database.db
        .select()
        .from(quizzes)
        .where(eq(quizzes.id, attempt.quiz.id));
      expect(attempt.items.map((item) => item.itemIndex)).toEqual(lesson!.questions.map((_, index) => index));
      await play(learner.cookie, attempt, correct);
      return (await completeKids(learner.cookie, attempt.attemptId)).json().result;
    };
    const total = (await kidsAttempt(learner.cookie, 'spanish', 1)).items.length;
    // The thresholds: 80 % for 3 stars, 60 % for 2.
    const twoStars = Math.ceil(total * 0.6);
    expect(twoStars * 100 < total * 80).toBe(true);
    expect(await round(twoStars)).toMatchObject({ score: twoStars, stars: 2, bestStars: 2 });
    expect(await round(total)).toMatchObject({ score: total, stars: 3, bestStars: 3 });
    expect(await round(1)).toMatchObject({ score: 1, stars: 1, bestStars: 3 });
    const list = (await get(learner.cookie, '/api/quiz/kids/available?language=spanish')).json();
    expect(list.quizzes[0]).toMatchObject({ level: 1, passed: true, stars: 3 });
    expect(list.totalStars).toBe(3);

    const progress = (await get(learner.cookie, '/api/progress/kids')).json().progress;
    expect(progress).toEqual([
      expect.objectContaining({
        language: 'spanish',
        lesson: 1,
        stars: 3,
        score: total,
        total,
        completed: true,
      }),
    ]);
  });

  it('refuses to complete a lesson before every item is answered, and on the level-quiz route', async () => {
    const learner = await context.createUser();
    const attempt = await kidsAttempt(learner.cookie, 'french', 1);
    expect((await completeKids(learner.cookie, attempt.attemptId)).statusCode).toBe(400);
    await play(learner.cookie, attempt, attempt.items.length);
    expect(
      (await post(learner.cookie, `/api/quizzes/attempts/${attempt.attemptId}/complete`)).statusCode,
    ).toBe(400);
    const rows = await context.database.db
      .select()
      .from(kidsProgress)
      .where(eq(kidsProgress.userId, learner.id));
    expect(rows).toEqual([]);
  });

  it('refuses a locked lesson and answers 404 for one that does not exist, 400 for one out of range', async () => {
    const learner = await context.createUser();
    expect((await startKidsAttempt(learner.cookie, 'french', 5)).statusCode).toBe(403);
    await context.database.db
      .update(quizzes)
      .set({ isActive: false })
      .where(eq(quizzes.contentKey, 'kids-french-8'));
    try {
      expect((await startKidsAttempt(learner.cookie, 'french', 8)).statusCode).toBe(404);
    } finally {
      await context.database.db
        .update(quizzes)
        .set({ isActive: true })
        .where(eq(quizzes.contentKey, 'kids-french-8'));
    }
    expect((await startKidsAttempt(learner.cookie, 'french', 9)).statusCode).toBe(400);
  });

  it('opens the first active lesson when lesson 1 is inactive', async () => {
    const learner = await context.createUser();
    await context.database.db
      .update(quizzes)
      .set({ isActive: false })
      .where(eq(quizzes.contentKey, 'kids-french-1'));
    try {
      expect((await startKidsAttempt(learner.cookie, 'french', 2)).statusCode).toBe(200);
      expect((await startKidsAttempt(learner.cookie, 'french', 3)).statusCode).toBe(403);
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
    const attempt = await kidsAttempt(first.cookie, 'english', 1);
    await play(first.cookie, attempt, attempt.items.length);
    await completeKids(first.cookie, attempt.attemptId);
    expect((await get(second.cookie, '/api/progress/kids')).json().progress).toEqual([]);
    expect((await startKidsAttempt(second.cookie, 'english', 2)).statusCode).toBe(403);
  });
});

describe('keys', () => {
  it('are in no learner response of this file', () => {
    expect(learnerBodies.length).toBeGreaterThan(100);
    const leaks = learnerBodies.filter(({ body }) => KEY_FIELDS.test(body));
    expect(leaks.map(({ url, body }) => `${url}: ${body.slice(0, 120)}`)).toEqual([]);
  });
});
