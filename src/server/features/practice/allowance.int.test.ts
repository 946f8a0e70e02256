import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { decodeReplyStream } from '../../../shared/contracts/reply-stream.ts';
import { startOpenAiStandIn } from '../../../../test/stand-ins/openai-compatible.ts';
import {
  buildSecondInstance,
  createTestApp,
  TEST_DATABASE_KIND,
  type TestContext,
} from '../../../../test/test-app.ts';
import type { App } from '../../app.ts';
import { users } from '../users/users.table.ts';
import { messages, practiceSessions } from './practice.table.ts';

const clock = createTestClock();
const MODES = ['chat', 'voice', 'video'] as const;

function start(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/sessions/start', headers: { cookie }, payload: body });
}

function send(app: App, cookie: string, sessionId: number, message: string, stream = false) {
  return app.inject({
    method: 'POST',
    url: '/api/conversation/message',
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: { sessionId, message },
  });
}

function end(app: App, cookie: string, sessionId: number) {
  return app.inject({ method: 'POST', url: `/api/sessions/${sessionId}/end`, headers: { cookie } });
}

async function setMinutesUsed(context: TestContext, userId: number, minutes: number) {
  await context.database.db
    .update(users)
    .set({ minutesMonth: '2026-03', monthlyMinutesUsed: minutes })
    .where(eq(users.id, userId));
}

async function minutesUsed(context: TestContext, userId: number) {
  const [row] = await context.database.db.select().from(users).where(eq(users.id, userId));
  return row!.monthlyMinutesUsed;
}

/** Ends every session the learner still has open, the way the learner would. */
async function endAll(context: TestContext, app: App, cookie: string, userId: number) {
  const open = await context.database.db
    .select({ id: practiceSessions.id })
    .from(practiceSessions)
    .where(eq(practiceSessions.userId, userId));
  for (const session of open) expect((await end(app, cookie, session.id)).statusCode).toBe(200);
}

/** Six starts at once (two per mode), a message in each session that opened, then 5 minutes, then the end. */
async function overrunAttempt(context: TestContext, apps: App[], learner: { id: number; cookie: string }) {
  const started = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      start(apps[index % apps.length]!, learner.cookie, { language: 'spanish', mode: MODES[index % 3] }),
    ),
  );
  for (const response of started) {
    if (response.statusCode === 200) continue;
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'LIMIT_EXCEEDED', requestId: expect.any(String) });
  }
  const opened = started.filter((response) => response.statusCode === 200);
  expect(opened.length).toBeGreaterThanOrEqual(1);
  await Promise.all(
    opened.map((response, index) =>
      send(apps[index % apps.length]!, learner.cookie, response.json().session.id, 'Hola, ¿qué tal?'),
    ),
  );
  clock.advance(5 * 60_000);
  await endAll(context, apps[0]!, learner.cookie, learner.id);
  return minutesUsed(context, learner.id);
}

describe('the monthly allowance', () => {
  let context: TestContext;
  beforeEach(async () => {
    clock.set('2026-03-10T12:00:00Z');
    context = await createTestApp({ clock });
  });
  afterEach(async () => {
    await context.close();
  });

  it('holds when six sessions are opened at once by a learner at 39 of 40 minutes', async () => {
    const learner = await context.createUser({ plan: 'free' });
    await setMinutesUsed(context, learner.id, 39);
    const used = await overrunAttempt(context, [context.app], learner);
    expect(used).toBeLessThanOrEqual(40);
    expect(used).toBe(40);
  });

  it('bills a video session in which the learner types like a chat: 5 sessions × 10 messages cost minutes', async () => {
    const learner = await context.createUser({ plan: 'free' });
    for (let round = 0; round < 5; round++) {
      const { session } = (
        await start(context.app, learner.cookie, { language: 'french', mode: 'video' })
      ).json();
      for (let turn = 0; turn < 10; turn++) {
        clock.advance(5_000);
        expect(
          (await send(context.app, learner.cookie, session.id, `Bonjour, message ${turn}`)).statusCode,
        ).toBe(200);
      }
      const ended = (await end(context.app, learner.cookie, session.id)).json().session;
      expect(ended).toMatchObject({ mode: 'video', duration: 1 });
    }
    expect(await minutesUsed(context, learner.id)).toBe(5);
  });

  it('counts a video call of 1 min 50 s with turns as 2 minutes, and one without turns as 1', async () => {
    const learner = await context.createUser();
    const talked = (await start(context.app, learner.cookie, { language: 'french', mode: 'video' })).json()
      .session;
    await send(context.app, learner.cookie, talked.id, 'Bonjour');
    clock.advance(110_000);
    expect((await end(context.app, learner.cookie, talked.id)).json().session.duration).toBe(2);
    const silent = (await start(context.app, learner.cookie, { language: 'french', mode: 'video' })).json()
      .session;
    clock.advance(110_000);
    expect((await end(context.app, learner.cookie, silent.id)).json().session.duration).toBe(1);
  });

  it('charges a 5-second session its started minute, in every mode', async () => {
    const learner = await context.createUser();
    for (const mode of MODES) {
      const { session } = (await start(context.app, learner.cookie, { language: 'english', mode })).json();
      clock.advance(5_000);
      const ended = await end(context.app, learner.cookie, session.id);
      expect(ended.json().session, mode).toMatchObject({ mode, duration: 1 });
    }
    expect(await minutesUsed(context, learner.id)).toBe(3);
  });

  it('ends the previous chat session when a second one starts, counting its minutes', async () => {
    const learner = await context.createUser();
    const first = (await start(context.app, learner.cookie, { language: 'spanish' })).json().session;
    clock.advance(2 * 60_000 + 10_000);
    const video = (await start(context.app, learner.cookie, { language: 'spanish', mode: 'video' })).json()
      .session;
    const second = (await start(context.app, learner.cookie, { language: 'english' })).json().session;

    const previous = await context.app.inject({
      method: 'GET',
      url: `/api/sessions/${first.id}`,
      headers: { cookie: learner.cookie },
    });
    expect(previous.json().session).toMatchObject({ endedAt: '2026-03-10T12:02:10.000Z', duration: 3 });
    expect(await minutesUsed(context, learner.id)).toBe(3);
    const late = await send(context.app, learner.cookie, first.id, 'Hola');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CONFLICT', requestId: expect.any(String) });
    // Another mode's session stays open; the new chat session works.
    for (const id of [video.id, second.id]) {
      const [row] = await context.database.db
        .select()
        .from(practiceSessions)
        .where(eq(practiceSessions.id, id));
      expect(row!.endedAt).toBeNull();
    }
    expect((await send(context.app, learner.cookie, second.id, 'Hello there')).statusCode).toBe(200);
  });

  it('counts open sessions against the allowance when starting and when continuing', async () => {
    const learner = await context.createUser({ plan: 'free' });
    await setMinutesUsed(context, learner.id, 37);
    const chat = (await start(context.app, learner.cookie, { language: 'spanish' })).json().session;
    clock.advance(90_000);
    // 37 used + 2 running + 1 for the new session's first minute = 40: room for exactly one more.
    const voice = await start(context.app, learner.cookie, { language: 'spanish', mode: 'voice' });
    expect(voice.statusCode).toBe(200);
    const video = await start(context.app, learner.cookie, { language: 'spanish', mode: 'video' });
    expect(video.statusCode).toBe(403);
    clock.advance(60_000);
    // 37 + 3 (chat) + 1 (voice) = 41 > 40.
    const refused = await send(context.app, learner.cookie, chat.id, 'Hola');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LIMIT_EXCEEDED');
    await endAll(context, context.app, learner.cookie, learner.id);
    expect(await minutesUsed(context, learner.id)).toBe(40);
  });
});

describe.runIf(TEST_DATABASE_KIND === 'postgres')('the allowance across two instances', () => {
  let context: TestContext;
  let second: App;
  beforeEach(async () => {
    clock.set('2026-03-10T12:00:00Z');
    context = await createTestApp({ clock });
    second = await buildSecondInstance(context, { clock });
  });
  afterEach(async () => {
    await second.close();
    await context.close();
  });

  it('holds when six sessions are opened at once through two instances', async () => {
    const learner = await context.createUser({ plan: 'free' });
    await setMinutesUsed(context, learner.id, 39);
    const used = await overrunAttempt(context, [context.app, second], learner);
    expect(used).toBeLessThanOrEqual(40);
  });
});

describe('a reply still streaming when its session ends', () => {
  let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let context: TestContext;
  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    ai.onChat((request) =>
      request.response_format
        ? { kind: 'text', text: JSON.stringify({ corrections: [] }) }
        : { kind: 'text', text: 'Muy bien. Hablemos de tu ciudad. ¿Dónde vives?', chunkSize: 4, delayMs: 80 },
    );
  });
  afterAll(async () => {
    await ai.close();
  });
  beforeEach(async () => {
    clock.set('2026-03-10T12:00:00Z');
    context = await createTestApp({
      clock,
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'tutor-model',
        AI_TIMEOUT_SECONDS: '10',
      },
    });
  });
  afterEach(async () => {
    await context.close();
  });

  it.each([
    ['ended by the learner', (cookie: string, id: number) => end(context.app, cookie, id)],
    [
      'replaced by a new session',
      (cookie: string) => start(context.app, cookie, { language: 'english', mode: 'chat' }),
    ],
  ])('is not stored when the session is %s', async (_, endSession) => {
    const learner = await context.createUser();
    const { session } = (await start(context.app, learner.cookie, { language: 'spanish' })).json();
    const requestsBefore = ai.chatRequests.length;
    const streaming = send(context.app, learner.cookie, session.id, 'Vivo en Madrid', true);
    // The teacher has been asked and is still writing when the session ends.
    while (ai.chatRequests.length === requestsBefore) await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await endSession(learner.cookie, session.id)).statusCode).toBe(200);
    const response = await streaming;
    const final = decodeReplyStream(response.body).at(-1)!;
    expect(final.event).toBe('error');
    expect(final.data).toMatchObject({ code: 'CONFLICT', requestId: expect.any(String) });
    const stored = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.sessionId, session.id));
    expect(stored.map((row) => row.sender)).toEqual(['ai']);
  });
});
