import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { messages } from './practice.table.ts';

/** A teacher message the learner cut into while it was spoken (decision 212). */

let context: TestContext;
const clock = createTestClock();
const GREETING = '¡Hola! Soy Lucía, de Madrid. ¿Cómo te llamas y de dónde eres?';

// One app for the file: every test makes learners of its own.
beforeAll(async () => {
  context = await createTestApp({ clock });
});
beforeEach(() => {
  clock.set('2026-03-10T12:00:00Z');
});
afterAll(async () => {
  await context.close();
});

/** A learner with an open session whose greeting says GREETING. */
async function learnerWithGreeting() {
  const learner = await context.createUser();
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie: learner.cookie },
    payload: { language: 'spanish' },
  });
  const sessionId: number = started.json().session.id;
  const [greeting] = await context.database.db
    .update(messages)
    .set({ content: GREETING })
    .where(eq(messages.sessionId, sessionId))
    .returning();
  return { ...learner, sessionId, greetingId: greeting!.id };
}

function interrupt(cookie: string, payload: unknown) {
  return context.app.inject({
    method: 'POST',
    url: '/api/conversation/interrupted',
    headers: { cookie },
    payload: payload as object,
  });
}

function transcript(cookie: string, sessionId: number) {
  return context.app.inject({
    method: 'GET',
    url: `/api/sessions/${sessionId}/messages`,
    headers: { cookie },
  });
}

describe('POST /api/conversation/interrupted', () => {
  it('marks where the learner cut in and answers the message', async () => {
    const learner = await learnerWithGreeting();
    const response = await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 28 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: {
        id: learner.greetingId,
        sessionId: learner.sessionId,
        sender: 'ai',
        content: GREETING,
        timestamp: '2026-03-10T12:00:00.000Z',
        corrections: null,
        interruptedAt: 27,
      },
    });
    expect(GREETING.slice(0, 27)).toBe('¡Hola! Soy Lucía, de Madrid');
  });

  it('rounds down to the end of the last whole word heard, and 0 when not one was', async () => {
    const learner = await learnerWithGreeting();
    // "¡Hola! Soy Lucía, de Ma|drid": the word cut in two is not counted.
    const cut = await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 24 });
    expect(cut.json().message.interruptedAt).toBe(20);
    expect(GREETING.slice(0, 20)).toBe('¡Hola! Soy Lucía, de');
    const nothing = await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 3 });
    expect(nothing.json().message.interruptedAt).toBe(0);
  });

  it('never goes past the message', async () => {
    const learner = await learnerWithGreeting();
    const response = await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 2000 });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.interruptedAt).toBe(GREETING.length);
  });

  it('keeps the smaller of two reports', async () => {
    const learner = await learnerWithGreeting();
    const report = (heardChars: number) =>
      interrupt(learner.cookie, { messageId: learner.greetingId, heardChars });
    expect((await report(45)).json().message.interruptedAt).toBe(44);
    expect((await report(11)).json().message.interruptedAt).toBe(10);
    expect((await report(45)).json().message.interruptedAt).toBe(10);
    const [row] = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, learner.greetingId));
    expect(row!.interruptedAt).toBe(10);
  });

  it('shows it in the transcript on that teacher message only', async () => {
    const learner = await learnerWithGreeting();
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/conversation/message',
      headers: { cookie: learner.cookie },
      payload: { sessionId: learner.sessionId, message: 'Me llamo Ana y soy de Lyon' },
    });
    expect(sent.statusCode).toBe(200);
    await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 6 });
    const listed = transcript(learner.cookie, learner.sessionId);
    const [greeting, learnerMessage, reply] = (await listed).json().messages;
    expect(greeting).toMatchObject({ id: learner.greetingId, interruptedAt: 5 });
    expect(learnerMessage).not.toHaveProperty('interruptedAt');
    expect(reply).not.toHaveProperty('interruptedAt');
  });

  it('answers 404 for a learner message and for another learner’s, exactly as for a missing one', async () => {
    const owner = await learnerWithGreeting();
    const sent = await context.app.inject({
      method: 'POST',
      url: '/api/conversation/message',
      headers: { cookie: owner.cookie },
      payload: { sessionId: owner.sessionId, message: 'Hola, me llamo Ana' },
    });
    const own = await interrupt(owner.cookie, { messageId: sent.json().userMessage.id, heardChars: 4 });
    expect(own.statusCode).toBe(404);
    expect(own.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Message not found',
      requestId: expect.any(String),
    });

    const stranger = await context.createUser();
    const theirs = await interrupt(stranger.cookie, { messageId: owner.greetingId, heardChars: 4 });
    const missing = await interrupt(stranger.cookie, { messageId: 2_000_000_000, heardChars: 4 });
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect({ ...theirs.json(), requestId: 'r' }).toEqual({ ...missing.json(), requestId: 'r' });
    const [row] = await context.database.db.select().from(messages).where(eq(messages.id, owner.greetingId));
    expect(row!.interruptedAt).toBeNull();
  });

  it('answers 409 once the session has ended, and keeps nothing', async () => {
    const learner = await learnerWithGreeting();
    await context.app.inject({
      method: 'POST',
      url: `/api/sessions/${learner.sessionId}/end`,
      headers: { cookie: learner.cookie },
    });
    const response = await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 10 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', requestId: expect.any(String) });
    const [row] = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, learner.greetingId));
    expect(row!.interruptedAt).toBeNull();
  });

  it('answers 400 in the one error body for a body it cannot read', async () => {
    const learner = await learnerWithGreeting();
    for (const payload of [
      {},
      { messageId: learner.greetingId },
      { heardChars: 3 },
      { messageId: learner.greetingId, heardChars: -1 },
      { messageId: learner.greetingId, heardChars: 2001 },
      { messageId: learner.greetingId, heardChars: 2.5 },
      { messageId: learner.greetingId, heardChars: '12' },
      { messageId: 0, heardChars: 3 },
      { messageId: 'abc', heardChars: 3 },
    ]) {
      const response = await interrupt(learner.cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        requestId: expect.any(String),
      });
    }
  });

  it('puts where a message was cut into the learner’s data archive', async () => {
    const learner = await learnerWithGreeting();
    await interrupt(learner.cookie, { messageId: learner.greetingId, heardChars: 11 });
    const archive = await context.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: learner.cookie },
    });
    expect(archive.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(archive.rawPayload), {
      filter: (file) => file.name === 'messages.json',
    });
    const rows = JSON.parse(strFromU8(files['messages.json']!)) as { id: number; interruptedAt: unknown }[];
    expect(rows.find((row) => row.id === learner.greetingId)).toMatchObject({ interruptedAt: 10 });
  });
});
