import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseMap, LessonFeedback, LessonRun, Today } from '../../../shared/contracts/lessons.ts';
import { FIXTURE_RIGHT_ANSWERS, testCourse } from '../../../../test/course-fixture.ts';
import { startOpenAiStandIn, type ChatRequest } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { mistakeCards } from '../notebook/notebook.table.ts';
import { messages, practiceSessions } from '../practice/practice.table.ts';
import { users } from '../users/users.table.ts';

type Answer = { feedback: LessonFeedback; run: LessonRun };

function client(context: TestContext, cookie: string) {
  return async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const response = await context.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() as T & { code?: string } };
  };
}

async function playSteps(call: ReturnType<typeof client>, run: LessonRun): Promise<LessonRun> {
  let current = run;
  for (const [index, answer] of FIXTURE_RIGHT_ANSWERS.entries()) {
    const answered = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: index,
      ...answer,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.feedback.verdict).toBe('correct');
    current = answered.body.run;
  }
  return current;
}

describe('guided lessons, offline', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp({ deps: { course: testCourse() } });
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens the first lesson only, and refuses a locked one', async () => {
    const learner = await context.createUser();
    const call = client(context, learner.cookie);
    const map = await call<CourseMap>('GET', '/api/course/english');
    expect(map.status).toBe(200);
    expect(map.body).toMatchObject({ startLevel: 'A1', placedLevel: null, nextLessonId: 'en-a1-u1-l1' });
    expect(map.body.units[0]!.lessons.map((lesson) => lesson.state)).toEqual(['next', 'locked', 'locked']);
    expect((await call('POST', '/api/lessons/en-a1-u1-l2/runs')).status).toBe(403);
    expect((await call('POST', '/api/lessons/en-a1-u9-l1/runs')).status).toBe(404);
    expect((await call('POST', '/api/lessons/not-a-lesson/runs')).status).toBe(400);
  });

  it('grades each step on the server: accepted, near miss with its hint, wrong, and the model after two misses', async () => {
    const learner = await context.createUser();
    const call = client(context, learner.cookie);
    const started = await call<LessonRun>('POST', '/api/lessons/en-a1-u1-l1/runs');
    expect(started.status).toBe(200);
    const run = started.body;
    // The step shown carries no answer.
    expect(JSON.stringify(run.step)).not.toMatch(/accepted|"answer"|audio|explanation/);
    const first = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 0,
      choice: 1,
    });
    expect(first.body.feedback).toMatchObject({ verdict: 'wrong', model: null });
    expect(first.body.run).toMatchObject({ stepIndex: 0, misses: 1 });
    const second = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 0,
      choice: 2,
    });
    expect(second.body.feedback).toMatchObject({
      verdict: 'wrong',
      model: 'tea',
      explanation: { en: 'She says tea.' },
    });
    expect(second.body.run).toMatchObject({ stepIndex: 1, misses: 0 });
    // An answer to a step already passed is refused; so is text for a choice.
    expect(
      (await call('POST', `/api/lessons/runs/${run.id}/answers`, { position: 0, choice: 0 })).status,
    ).toBe(409);
    expect(
      (await call('POST', `/api/lessons/runs/${run.id}/answers`, { position: 1, text: 'x' })).status,
    ).toBe(400);
    await call('POST', `/api/lessons/runs/${run.id}/answers`, { position: 1, choice: 0 });
    await call('POST', `/api/lessons/runs/${run.id}/answers`, { position: 2, text: "I'd like a coffee" });
    const near = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 3,
      text: 'a',
    });
    expect(near.body.feedback).toMatchObject({
      verdict: 'near',
      hint: { en: expect.stringContaining('"an"') },
    });
    const spelled = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 3,
      text: 'an',
    });
    expect(spelled.body.feedback.verdict).toBe('correct');
    // The misses became notebook cards, in the run's practice session.
    const cards = await context.database.db
      .select()
      .from(mistakeCards)
      .where(eq(mistakeCards.userId, learner.id));
    expect(cards.map((card) => [card.original, card.corrected]).sort()).toEqual(
      [
        ['coffee', 'tea'],
        ['water', 'tea'],
        ['a', "I'd like an orange juice, please."],
      ].sort(),
    );
    const stored = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.sessionId, run.sessionId!));
    expect(stored.filter((message) => message.sender === 'user')).toHaveLength(6);
    // Malformed bodies are 400s in the one error shape.
    for (const body of [
      {},
      { position: 4 },
      { position: 4, choice: 0, text: 'a' },
      { position: -1, text: 'a' },
    ])
      expect((await call('POST', `/api/lessons/runs/${run.id}/answers`, body)).status).toBe(400);
  });

  // The corrector's first check loads the English dictionaries: seconds on a busy machine.
  it(
    'follows the role-play, finishes with a score, opens the next lesson and moves the day’s minutes',
    { timeout: 90_000 },
    async () => {
      let now = new Date('2026-03-02T10:00:00Z');
      const clocked = await createTestApp({ deps: { course: testCourse() }, clock: { now: () => now } });
      try {
        const learner = await clocked.createUser();
        const call = client(clocked, learner.cookie);
        expect((await call<Today>('PUT', '/api/today/goal', { minutes: 15 })).body).toMatchObject({
          goalMinutes: 15,
        });
        expect((await call('PUT', '/api/today/goal', { minutes: 7 })).status).toBe(400);
        const before = await call<Today>('GET', '/api/today?language=english');
        expect(before.body).toMatchObject({
          minutesToday: 0,
          goalMinutes: 15,
          nextLesson: { id: 'en-a1-u1-l1' },
          conversationTheme: { unit: 'en-a1-u1' },
        });
        const run = (await call<LessonRun>('POST', '/api/lessons/en-a1-u1-l1/runs')).body;
        const afterSteps = await playSteps(call, run);
        expect(afterSteps.phase).toBe('role-play');
        expect(afterSteps.rolePlay.transcript).toEqual([
          { from: 'teacher', text: 'Good morning! What would you like to drink?' },
        ]);
        now = new Date(now.getTime() + 4 * 60_000);
        const off = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
          position: 0,
          text: 'Nice weather today.',
        });
        expect(off.body.feedback).toMatchObject({
          verdict: 'missed',
          reply: null,
          hint: { en: 'Say what you would like to drink.' },
        });
        const drink = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
          position: 0,
          // The checkpoint is met by the authored answer; the corrector still finds the slip around it.
          text: 'Could I have a tea? Thank yuo.',
        });
        expect(drink.body.feedback).toMatchObject({
          verdict: 'met',
          reply: 'One tea, sure. Would you like something to eat?',
          corrections: [{ original: 'yuo', corrected: 'you' }],
        });
        const food = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
          position: 1,
          text: 'No thanks',
        });
        expect(food.body.feedback.reply).toBe('No problem. Anything else?');
        now = new Date(now.getTime() + 2 * 60_000);
        const bill = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
          position: 2,
          text: 'The bill, please.',
        });
        expect(bill.body.run).toMatchObject({
          phase: 'done',
          result: { score: 100, stars: 3, nextLessonId: 'en-a1-u1-l2' },
        });
        // The lesson's session ended and counted its minutes; the day's goal moved.
        const [session] = await clocked.database.db
          .select()
          .from(practiceSessions)
          .where(eq(practiceSessions.id, run.sessionId!));
        expect(session!.endedAt).not.toBeNull();
        expect(session!.durationMinutes).toBe(6);
        const after = await call<Today>('GET', '/api/today?language=english');
        expect(after.body).toMatchObject({ minutesToday: 6, nextLesson: { id: 'en-a1-u1-l2' } });
        const map = await call<CourseMap>('GET', '/api/course/english');
        expect(map.body.units[0]!.lessons.map((lesson) => [lesson.state, lesson.stars])).toEqual([
          ['done', 3],
          ['next', 0],
          ['locked', 0],
        ]);
        expect(map.body.progress).toEqual({ level: 'A1', done: 1, total: 6 });
        // A finished run takes no more answers; the lesson can be replayed.
        expect(
          (await call('POST', `/api/lessons/runs/${run.id}/answers`, { position: 3, text: 'x' })).status,
        ).toBe(409);
        expect((await call('POST', '/api/lessons/en-a1-u1-l1/runs')).status).toBe(200);
        // Another learner cannot see or answer this run.
        const other = client(clocked, (await clocked.createUser()).cookie);
        expect((await other('GET', `/api/lessons/runs/${run.id}`)).status).toBe(404);
        expect(
          (await other('POST', `/api/lessons/runs/${run.id}/answers`, { position: 0, text: 'x' })).status,
        ).toBe(404);
      } finally {
        await clocked.close();
      }
    },
  );

  it('refuses answers once the month’s minutes are spent', async () => {
    const learner = await context.createUser();
    const call = client(context, learner.cookie);
    const run = (await call<LessonRun>('POST', '/api/lessons/en-a1-u1-l1/runs')).body;
    const month = new Date().toISOString().slice(0, 7);
    await context.database.db
      .update(users)
      .set({ minutesMonth: month, monthlyMinutesUsed: 10_000 })
      .where(eq(users.id, learner.id));
    const refused = await call('POST', `/api/lessons/runs/${run.id}/answers`, { position: 0, choice: 0 });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('LIMIT_EXCEEDED');
    expect((await call('POST', '/api/lessons/en-a1-u1-l1/runs')).status).toBe(403);
  });
});

describe('guided lessons with an AI teacher', () => {
  let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let context: TestContext;
  let claim: { reply: string; checkpointMet: boolean };
  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    ai.onChat((request: ChatRequest) =>
      request.response_format
        ? { kind: 'text', text: JSON.stringify(claim) }
        : { kind: 'text', text: 'Hello.' },
    );
    context = await createTestApp({
      deps: { course: testCourse() },
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'tutor-model',
        AI_TIMEOUT_SECONDS: '2',
      },
    });
  });
  afterAll(async () => {
    await context?.close();
    await ai?.close();
  });

  it('refuses a checkpoint the model claims but the learner’s words do not meet, and believes one they come close to', async () => {
    const learner = await context.createUser();
    const call = client(context, learner.cookie);
    const run = (await call<LessonRun>('POST', '/api/lessons/en-a1-u1-l1/runs')).body;
    await playSteps(call, run);
    ai.chatRequests.length = 0;
    claim = { reply: 'Here is your coffee!', checkpointMet: true };
    const refused = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 0,
      text: 'The weather is nice.',
    });
    expect(refused.body.feedback).toMatchObject({ verdict: 'missed', reply: null });
    expect(refused.body.run.rolePlay.checkpoints[0]!.state).toBe('current');
    // The prompt carried the lesson: the scene, the goal, the level.
    const system = JSON.stringify(ai.chatRequests[0]?.messages[0]);
    expect(system).toContain('Order a drink');
    expect(system).toContain('CEFR level A1');
    // A line the model judges off-task is answered in character; the scene waits for the learner.
    claim = { reply: 'Sorry, what would you like to drink?', checkpointMet: false };
    const redirected = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 0,
      text: 'Where is the toilet?',
    });
    expect(redirected.body.feedback).toMatchObject({
      verdict: 'missed',
      reply: 'Sorry, what would you like to drink?',
    });
    // "Give me a coffee" meets no authored answer but comes close: the model's verdict is believed.
    claim = { reply: 'One coffee, coming up.', checkpointMet: true };
    const believed = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 0,
      text: 'Give me a coffee.',
    });
    expect(believed.body.feedback).toMatchObject({
      verdict: 'met',
      reply: 'One coffee, coming up. Would you like something to eat?',
    });
    // An authored answer never waits for the model.
    ai.chatRequests.length = 0;
    const authored = await call<Answer>('POST', `/api/lessons/runs/${run.id}/answers`, {
      position: 1,
      text: 'No, thank you.',
    });
    expect(authored.body.feedback.verdict).toBe('met');
    expect(ai.chatRequests.filter((request) => request.response_format)).toHaveLength(0);
  });
});
