import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { decodeReplyStream } from '../../../shared/contracts/reply-stream.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { quizzes } from '../quizzes/quizzes.table.ts';
import { users } from '../users/users.table.ts';
import { messages, practiceSessions } from './practice.table.ts';

let context: TestContext;
const clock = createTestClock();

beforeEach(async () => {
  clock.set('2026-03-10T12:00:00Z');
  context = await createTestApp({ clock });
});
afterEach(async () => {
  await context.close();
});

async function start(cookie: string, body: Record<string, unknown> = { language: 'spanish' }) {
  return context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie },
    payload: body,
  });
}

async function send(cookie: string, sessionId: number, message: string, stream = false) {
  return context.app.inject({
    method: 'POST',
    url: '/api/conversation/message',
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: { sessionId, message, language: 'spanish' },
  });
}

describe('practice sessions with the offline partner', () => {
  it('starts with a greeting from the teacher and answers with corrections', async () => {
    const learner = await context.createUser();
    const started = await start(learner.cookie, { language: 'spanish', topic: null });
    expect(started.statusCode).toBe(200);
    const { session } = started.json();
    expect(session).toMatchObject({
      language: 'spanish',
      topic: null,
      mode: 'chat',
      endedAt: null,
      duration: null,
      tutor: 'offline',
    });

    const transcript = await context.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/messages`,
      headers: { cookie: learner.cookie },
    });
    const greeting = transcript.json().messages;
    expect(greeting).toHaveLength(1);
    expect(greeting[0]).toMatchObject({ sender: 'ai', corrections: null });
    expect(greeting[0].content).toContain('Lucía');

    const answer = await send(learner.cookie, session.id, 'Me gusta mucho la comida expañola');
    expect(answer.statusCode).toBe(200);
    const { message, userMessage } = answer.json();
    expect(userMessage).toMatchObject({ sender: 'user', content: 'Me gusta mucho la comida expañola' });
    expect(userMessage.corrections).toEqual([
      { original: 'expañola', corrected: 'española', explanation: expect.stringContaining('española') },
    ]);
    expect(message.sender).toBe('ai');
    expect(message.content).toContain('española');
    expect(message.content.trim().endsWith('?')).toBe(true);
  });

  it("explains corrections in the learner's interface language", async () => {
    const learner = await context.createUser();
    const chosen = await context.app.inject({
      method: 'PUT',
      url: '/api/auth/me/interface-language',
      headers: { cookie: learner.cookie },
      payload: { interfaceLanguage: 'fr' },
    });
    expect(chosen.statusCode).toBe(200);
    const { session } = (await start(learner.cookie, { language: 'spanish', topic: null })).json();
    const answer = await send(learner.cookie, session.id, 'Me gusta mucho la comida expañola');
    expect(answer.json().userMessage.corrections).toEqual([
      {
        original: 'expañola',
        corrected: 'española',
        explanation: 'Orthographe : « expañola » s’écrit « española ».',
      },
    ]);
  });

  it('streams the reply as delta events and stores both messages once it is complete', async () => {
    const learner = await context.createUser();
    const { session } = (await start(learner.cookie)).json();
    const response = await send(learner.cookie, session.id, 'Hola, ¿qué tal estás hoy?', true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = decodeReplyStream(response.body);
    const deltas = events.filter((event) => event.event === 'delta');
    expect(deltas.length).toBeGreaterThan(2);
    const final = events.at(-1)!;
    expect(final.event).toBe('message');
    const streamed = deltas.map((event) => (event.data as { text: string }).text).join('');
    expect(streamed.trim()).toBe((final.data as { message: { content: string } }).message.content);
    const stored = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.sessionId, session.id));
    expect(stored.map((row) => row.sender)).toEqual(['ai', 'user', 'ai']);
  });

  it('ends a session once, with the server’s duration (chat rounds up) and score', async () => {
    const learner = await context.createUser();
    const { session } = (await start(learner.cookie)).json();
    await send(learner.cookie, session.id, 'Me gusta la comida expañola');
    await send(learner.cookie, session.id, 'Vivo en una ciudad bonita con mi familia');
    clock.advance(4 * 60_000 + 10_000);
    const ended = await context.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/end`,
      headers: { cookie: learner.cookie },
      payload: { duration: 999, score: 99 },
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().session).toMatchObject({
      duration: 5,
      score: 50,
      endedAt: '2026-03-10T12:04:10.000Z',
    });

    const stats = (
      await context.app.inject({ method: 'GET', url: '/api/user/stats', headers: { cookie: learner.cookie } })
    ).json();
    expect(stats).toMatchObject({
      totalSessions: 1,
      monthlyMinutesUsed: 5,
      monthlyMinutesLimit: 40,
      totalMinutesUsed: 5,
      currentStreak: 1,
      plan: 'free',
    });
    expect(stats.progress).toEqual([
      { language: 'english', progress: 0 },
      { language: 'spanish', progress: 0 },
      { language: 'french', progress: 0 },
    ]);
  });

  it('rounds the video call down', async () => {
    const learner = await context.createUser();
    const { session } = (await start(learner.cookie, { language: 'french', mode: 'video' })).json();
    clock.advance(3 * 60_000 + 50_000);
    const ended = await context.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/end`,
      headers: { cookie: learner.cookie },
    });
    expect(ended.json().session).toMatchObject({ mode: 'video', duration: 3 });
  });

  it('adds the minutes of ten concurrent end calls once', async () => {
    const learner = await context.createUser();
    const { session } = (await start(learner.cookie)).json();
    clock.advance(7 * 60_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        context.app.inject({
          method: 'POST',
          url: `/api/sessions/${session.id}/end`,
          headers: { cookie: learner.cookie },
        }),
      ),
    );
    expect(results.every((result) => result.statusCode === 200)).toBe(true);
    expect(new Set(results.map((result) => result.json().session.duration))).toEqual(new Set([7]));
    const [row] = await context.database.db.select().from(users).where(eq(users.id, learner.id));
    expect(row).toMatchObject({ monthlyMinutesUsed: 7, totalMinutesUsed: 7, minutesMonth: '2026-03' });
  });

  it('keeps each learner’s sessions private: another user gets 404', async () => {
    const owner = await context.createUser();
    const stranger = await context.createUser();
    const { session } = (await start(owner.cookie)).json();
    for (const request of [
      { method: 'GET' as const, url: `/api/sessions/${session.id}/messages` },
      { method: 'GET' as const, url: `/api/sessions/${session.id}` },
      { method: 'POST' as const, url: `/api/sessions/${session.id}/end` },
    ]) {
      const response = await context.app.inject({ ...request, headers: { cookie: stranger.cookie } });
      expect(response.statusCode, request.url).toBe(404);
    }
    expect((await send(stranger.cookie, session.id, 'Hola')).statusCode).toBe(404);
    const [row] = await context.database.db
      .select()
      .from(practiceSessions)
      .where(eq(practiceSessions.id, session.id));
    expect(row!.endedAt).toBeNull();
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/sessions',
          headers: { cookie: stranger.cookie },
        })
      ).json().sessions,
    ).toEqual([]);
  });

  it('refuses to start when this month’s minutes are used up', async () => {
    const learner = await context.createUser({ plan: 'free' });
    await context.database.db
      .update(users)
      .set({ minutesMonth: '2026-03', monthlyMinutesUsed: 40 })
      .where(eq(users.id, learner.id));
    const response = await start(learner.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: expect.stringContaining('limit exceeded'),
    });

    // Last month's minutes do not count against this month.
    clock.set('2026-04-01T00:00:01Z');
    expect((await start(learner.cookie)).statusCode).toBe(200);
  });

  it('refuses messages once the running session would go past the allowance', async () => {
    const learner = await context.createUser({ plan: 'free' });
    await context.database.db
      .update(users)
      .set({ minutesMonth: '2026-03', monthlyMinutesUsed: 37 })
      .where(eq(users.id, learner.id));
    const { session } = (await start(learner.cookie)).json();
    clock.advance(2 * 60_000);
    expect((await send(learner.cookie, session.id, 'Hola')).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    const refused = await send(learner.cookie, session.id, 'Hola otra vez');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('limit exceeded');
  });

  it('closes an idle session at its last activity', async () => {
    const learner = await context.createUser();
    const { session } = (await start(learner.cookie)).json();
    clock.advance(2 * 60_000);
    await send(learner.cookie, session.id, 'Hola, me llamo Ana');
    clock.advance(60 * 60_000);
    const { sessions } = (
      await context.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: learner.cookie } })
    ).json();
    expect(sessions[0]).toMatchObject({ id: session.id, endedAt: '2026-03-10T12:02:00.000Z', duration: 2 });
    const late = await send(learner.cookie, session.id, '¿Sigues ahí?');
    expect(late.statusCode).toBe(409);
  });

  it('validates input with clear 4xx answers', async () => {
    const learner = await context.createUser();
    const { session } = (await start(learner.cookie)).json();
    expect((await send(learner.cookie, session.id, '   ')).statusCode).toBe(400);
    expect((await start(learner.cookie, { language: 'klingon' })).statusCode).toBe(400);
    expect((await start(learner.cookie, { language: 'english', topic: 'astrology' })).statusCode).toBe(400);
    const badId = await context.app.inject({
      method: 'GET',
      url: '/api/sessions/abc/messages',
      headers: { cookie: learner.cookie },
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().code).toBe('VALIDATION_FAILED');
  });

  it('lists recent sessions newest first, counting the streak in the learner’s time zone', async () => {
    const learner = await context.createUser();
    await context.database.db
      .update(users)
      .set({ timeZone: 'America/New_York' })
      .where(eq(users.id, learner.id));
    for (const day of ['2026-03-08T15:00:00Z', '2026-03-09T15:00:00Z', '2026-03-10T03:00:00Z']) {
      clock.set(day);
      const { session } = (await start(learner.cookie, { language: 'english', topic: 'restaurant' })).json();
      await context.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/end`,
        headers: { cookie: learner.cookie },
      });
    }
    clock.set('2026-03-10T04:00:00Z');
    const { sessions } = (
      await context.app.inject({ method: 'GET', url: '/api/sessions', headers: { cookie: learner.cookie } })
    ).json();
    expect(sessions.map((session: { startedAt: string }) => session.startedAt)).toEqual([
      '2026-03-10T03:00:00.000Z',
      '2026-03-09T15:00:00.000Z',
      '2026-03-08T15:00:00.000Z',
    ]);
    expect(sessions[0].topic).toBe('restaurant');
    const stats = (
      await context.app.inject({ method: 'GET', url: '/api/user/stats', headers: { cookie: learner.cookie } })
    ).json();
    // In New York the last session falls on 9 March: practice on the 8th and 9th, and it is still the 9th.
    expect(stats.currentStreak).toBe(2);
  });

  it('keeps stats in memory but shows the learner’s own changes, and other features’, at once', async () => {
    const learner = await context.createUser();
    const stats = async () =>
      (
        await context.app.inject({
          method: 'GET',
          url: '/api/user/stats',
          headers: { cookie: learner.cookie },
        })
      ).json();
    expect((await stats()).totalSessions).toBe(0);

    const { session } = (await start(learner.cookie)).json();
    expect((await stats()).totalSessions).toBe(1);
    clock.advance(3 * 60_000);
    await context.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/end`,
      headers: { cookie: learner.cookie },
    });
    expect((await stats()).monthlyMinutesUsed).toBe(3);

    // Passing a level quiz (another feature) moves the progress at once.
    const [quiz] = await context.database.db
      .insert(quizzes)
      .values({
        language: 'english',
        level: 1,
        title: 'Cache check',
        description: 'Ten questions whose answer is always the first option.',
        questions: Array.from({ length: 10 }, (_, index) => ({
          question: `Question ${index + 1}?`,
          options: ['right', 'wrong one', 'wrong two', 'wrong three'],
          correctAnswer: 0,
          explanation: 'The first option.',
        })),
      })
      .returning();
    const send = (url: string, payload?: object) =>
      context.app.inject({
        method: 'POST',
        url,
        headers: { cookie: learner.cookie },
        ...(payload ? { payload } : {}),
      });
    const { attempt } = (await send(`/api/quizzes/${quiz!.id}/attempts`)).json();
    for (const item of attempt.items as { itemIndex: number }[]) {
      await send(`/api/quizzes/attempts/${attempt.attemptId}/answers`, {
        itemIndex: item.itemIndex,
        answer: 0,
      });
    }
    const completed = await send(`/api/quizzes/attempts/${attempt.attemptId}/complete`);
    expect(completed.statusCode).toBe(200);
    expect((await stats()).progress).toContainEqual({ language: 'english', progress: 20 });

    // A change made behind the application's back shows once the copy expires.
    await context.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, learner.id));
    expect((await stats()).monthlyMinutesLimit).toBe(40);
    clock.advance(31_000);
    expect((await stats()).monthlyMinutesLimit).toBe(900);
  });
});
