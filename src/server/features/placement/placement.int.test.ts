import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacementState } from '../../../shared/contracts/placement.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { AdultQuizContent } from '../../../shared/contracts/quiz-content.ts';
import { loadQuizContent } from '../quizzes/quiz-content.ts';
import { seedQuizContent } from '../quizzes/quiz-seed.ts';

/** Each placement item's key, by its id (`<language>-<level>-<index>`). */
const KEYS = new Map<string, number | undefined>(
  loadQuizContent()
    .filter((entry) => entry.kind === 'adult')
    .flatMap((entry) => {
      const quiz = entry.quiz as AdultQuizContent;
      return quiz.questions.map(
        (question, index) =>
          [
            `${quiz.language}-${quiz.level}-${index}`,
            (question as { correctAnswer?: number }).correctAnswer,
          ] as const,
      );
    }),
);

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
  await seedQuizContent({ db: context.database.db, items: loadQuizContent() });
});
afterAll(async () => {
  await context?.close();
});

async function call(cookie: string, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await context.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  });
  return {
    statusCode: response.statusCode,
    body: response.json() as PlacementState & Record<string, unknown>,
  };
}

describe('the placement test', () => {
  it('places a learner who answers "I don\'t know" to everything at A1, and keeps the history', async () => {
    const learner = await context.createUser();
    let state = (await call(learner.cookie, 'POST', '/api/placement/spanish/tests')).body;
    expect(state).toMatchObject({ language: 'spanish', answered: 0, maxItems: 20 });
    // The item carries no key.
    expect(JSON.stringify(state.item)).not.toMatch(/correctAnswer|audioText|explanation/);
    while (state.item) {
      const answered = await call(learner.cookie, 'POST', `/api/placement/tests/${state.testId}/answers`, {
        itemId: state.item.id,
        choice: 'unknown',
      });
      expect(answered.statusCode).toBe(200);
      state = answered.body;
    }
    expect(state.result).toMatchObject({ level: 'A1' });
    expect(state.answered).toBeLessThanOrEqual(20);

    // Retaken: the history keeps both, the latest is current.
    const again = (await call(learner.cookie, 'POST', '/api/placement/spanish/tests')).body;
    expect(again.testId).not.toBe(state.testId);
    const list = (await call(learner.cookie, 'GET', '/api/placement')).body as unknown as {
      current: { language: string; level: string }[];
      history: unknown[];
    };
    expect(list.current).toEqual([expect.objectContaining({ language: 'spanish', level: 'A1' })]);
    expect(list.history).toHaveLength(1);
  });

  it('grades on the server, takes a retried answer once, and refuses another item than the one shown', async () => {
    const learner = await context.createUser();
    const state = (await call(learner.cookie, 'POST', '/api/placement/english/tests')).body;
    const url = `/api/placement/tests/${state.testId}/answers`;
    const first = await call(learner.cookie, 'POST', url, { itemId: state.item!.id, choice: 0 });
    expect(first.body.answered).toBe(1);
    // The same answer again (a lost reply retried): the state as it is, not a second answer.
    const retried = await call(learner.cookie, 'POST', url, { itemId: state.item!.id, choice: 0 });
    expect(retried.statusCode).toBe(200);
    expect(retried.body.answered).toBe(1);
    expect(retried.body.item?.id).toBe(first.body.item?.id);
    // Not the item shown now.
    const wrongItem = await call(learner.cookie, 'POST', url, { itemId: 'english-1-0-not-shown', choice: 1 });
    expect(wrongItem.statusCode).toBe(409);
    // An option that does not exist.
    const outOfRange = await call(learner.cookie, 'POST', url, { itemId: first.body.item!.id, choice: 9 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.body).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it("keeps one learner's test from another, and a new test of a language abandons the one in progress", async () => {
    const owner = await context.createUser();
    const other = await context.createUser();
    const state = (await call(owner.cookie, 'POST', '/api/placement/french/tests')).body;
    const url = `/api/placement/tests/${state.testId}/answers`;
    const foreign = await call(other.cookie, 'POST', url, { itemId: state.item!.id, choice: 0 });
    expect(foreign.statusCode).toBe(404);
    expect((await call(other.cookie, 'GET', `/api/placement/tests/${state.testId}/audio`)).statusCode).toBe(
      404,
    );

    await call(owner.cookie, 'POST', '/api/placement/french/tests');
    const stale = await call(owner.cookie, 'POST', url, { itemId: state.item!.id, choice: 0 });
    expect(stale.statusCode).toBe(409);
    expect((await call(owner.cookie, 'GET', '/api/placement')).body).toMatchObject({
      current: [],
      history: [],
    });
  });

  it('refuses a language it does not teach and an anonymous caller', async () => {
    const learner = await context.createUser();
    expect((await call(learner.cookie, 'POST', '/api/placement/german/tests')).statusCode).toBe(400);
    // An id past the database's integer is a 400, never a failed query.
    expect((await call(learner.cookie, 'GET', '/api/placement/tests/2147483648/audio')).statusCode).toBe(400);
    expect(
      (await context.app.inject({ method: 'POST', url: '/api/placement/english/tests' })).statusCode,
    ).toBe(401);
  });

  it('opens the level quizzes up to the placed level (placed at B1, levels 1 to 3 open)', async () => {
    const learner = await context.createUser();
    const levelsOpen = async () => {
      const available = await context.app.inject({
        method: 'GET',
        url: '/api/quiz/available',
        headers: { cookie: learner.cookie },
      });
      const quizzes = available.json().quizzes as { language: string; level: number; isUnlocked: boolean }[];
      return quizzes
        .filter((quiz) => quiz.language === 'french' && quiz.isUnlocked)
        .map((quiz) => quiz.level);
    };
    expect(await levelsOpen()).toEqual([1]);
    // A learner who knows the items of levels 1–3 and not those above.
    let state = (await call(learner.cookie, 'POST', '/api/placement/french/tests')).body;
    while (state.item) {
      const level = Number(state.item.id.split('-')[1]);
      const key = KEYS.get(state.item.id)!;
      const choice = level <= 3 ? key : (key + 1) % state.item.options.length;
      state = (
        await call(learner.cookie, 'POST', `/api/placement/tests/${state.testId}/answers`, {
          itemId: state.item.id,
          choice,
        })
      ).body;
    }
    // Knowing every item up to B1 and none above places at B1 or, at the boundary, B2.
    const placed = ['A1', 'A2', 'B1', 'B2', 'C1'].indexOf(state.result!.level) + 1;
    expect(placed).toBeGreaterThanOrEqual(3);
    expect(placed).toBeLessThanOrEqual(4);
    expect(await levelsOpen()).toEqual(Array.from({ length: placed }, (_, index) => index + 1));
  });
});
