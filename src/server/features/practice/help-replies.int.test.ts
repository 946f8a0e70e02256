import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { startOpenAiStandIn, type ChatRequest } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { loadAuthoredAnswers } from '../../integrations/ai/reply-help.ts';
import { users } from '../users/users.table.ts';
import { messages } from './practice.table.ts';

/** "Help me answer" (decision 214): two replies the learner could give to the teacher's last message. */

let context: TestContext;
const clock = createTestClock();

function help(cookie: string, payload: unknown) {
  return context.app.inject({
    method: 'POST',
    url: '/api/conversation/help',
    headers: { cookie },
    payload: payload as object,
  });
}

async function learnerWithSession(greeting: string) {
  const learner = await context.createUser();
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie: learner.cookie },
    payload: { language: 'spanish' },
  });
  const sessionId: number = started.json().session.id;
  await context.database.db
    .update(messages)
    .set({ content: greeting })
    .where(eq(messages.sessionId, sessionId));
  return { ...learner, sessionId };
}

describe('offline: the replies teachers wrote', () => {
  // One app for the group: every test makes learners of its own.
  beforeAll(async () => {
    context = await createTestApp({ clock });
  });
  beforeEach(() => {
    clock.set('2026-03-10T12:00:00Z');
  });
  afterAll(async () => {
    await context.close();
  });

  it("answers the two written for the question the teacher's line ends with", async () => {
    const learner = await learnerWithSession('¡Hola! Me llamo Lucía. ¿Qué tal estás hoy?');
    const response = await help(learner.cookie, { sessionId: learner.sessionId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      replies: loadAuthoredAnswers('spanish').file.answers['¿Qué tal estás hoy?'],
      source: 'authored',
    });
  });

  it('offers the two that fit any question when the line is not one written for', async () => {
    const learner = await learnerWithSession('Muy bien. Cuéntame algo.');
    const response = await help(learner.cookie, { sessionId: learner.sessionId });
    expect(response.json().replies).toEqual(loadAuthoredAnswers('spanish').file.fallback);
  });

  it('uses only what the learner heard of a reply they cut into', async () => {
    const learner = await learnerWithSession('Muy bien, gracias. ¿Qué tal estás hoy?');
    const [greeting] = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.sessionId, learner.sessionId));
    await context.app.inject({
      method: 'POST',
      url: '/api/conversation/interrupted',
      headers: { cookie: learner.cookie },
      payload: { messageId: greeting!.id, heardChars: 8 },
    });
    // The question was never heard: "can you say that again?" helps, an answer to it would not.
    const response = await help(learner.cookie, { sessionId: learner.sessionId });
    expect(response.json().replies).toEqual(loadAuthoredAnswers('spanish').file.fallback);
  });

  it('is refused as a message is: another learner, an ended session, no minutes, a bad body', async () => {
    const learner = await learnerWithSession('¿Qué tal estás hoy?');
    const other = await context.createUser();
    const foreign = await help(other.cookie, { sessionId: learner.sessionId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });

    const bad = await help(learner.cookie, { sessionId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await help(learner.cookie, {})).statusCode).toBe(400);

    await context.database.db
      .update(users)
      .set({ minutesMonth: '2026-03', monthlyMinutesUsed: 60 })
      .where(eq(users.id, learner.id));
    const spent = await help(learner.cookie, { sessionId: learner.sessionId });
    expect(spent.statusCode).toBe(403);
    expect(spent.json().code).toBe('LIMIT_EXCEEDED');

    await context.database.db
      .update(users)
      .set({ minutesMonth: '2026-03', monthlyMinutesUsed: 0 })
      .where(eq(users.id, learner.id));
    await context.app.inject({
      method: 'POST',
      url: `/api/sessions/${learner.sessionId}/end`,
      headers: { cookie: learner.cookie },
    });
    expect((await help(learner.cookie, { sessionId: learner.sessionId })).statusCode).toBe(409);
  });
});

describe('with the AI teacher', () => {
  let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  const helpRequests = (requests: ChatRequest[]) =>
    requests.filter(
      (request) =>
        (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name ===
        'suggested_replies',
    );

  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    context = await createTestApp({
      clock,
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'tutor-model',
        AI_TIMEOUT_SECONDS: '1',
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await ai.close();
  });
  beforeEach(() => {
    clock.set('2026-03-10T12:00:00Z');
    ai.chatRequests.length = 0;
  });

  it('asks the AI for two replies to the conversation so far', async () => {
    ai.onChat(() => ({
      kind: 'text',
      text: JSON.stringify({ replies: ['Me gusta el cine.', 'Prefiero leer en casa.'] }),
    }));
    const learner = await learnerWithSession('¡Hola! ¿Qué haces en tu tiempo libre?');
    const response = await help(learner.cookie, { sessionId: learner.sessionId });
    expect(response.json()).toEqual({
      replies: ['Me gusta el cine.', 'Prefiero leer en casa.'],
      source: 'ai',
    });
    const [request] = helpRequests(ai.chatRequests);
    expect(JSON.stringify(request!.messages)).toContain('¿Qué haces en tu tiempo libre?');
  });

  it('falls back to the written replies when the AI fails', async () => {
    ai.onChat(() => ({ kind: 'error', status: 500 }));
    const learner = await learnerWithSession('¡Hola! Me llamo Lucía. ¿Qué tal estás hoy?');
    const response = await help(learner.cookie, { sessionId: learner.sessionId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      replies: loadAuthoredAnswers('spanish').file.answers['¿Qué tal estás hoy?'],
      source: 'authored',
    });
  });
});
