import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { once } from 'node:events';
import http from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeReplyStream } from '../../../shared/contracts/reply-stream.ts';
import { startOpenAiStandIn, type ChatRequest } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { mistakeCards } from '../../features/notebook/notebook.table.ts';
import { newSchedule } from '../../features/notebook/scheduler.ts';
import { messages, practiceSessions } from '../../features/practice/practice.table.ts';
import { quizResults, quizzes } from '../../features/quizzes/quizzes.table.ts';

let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let context: TestContext;
let cookie: string;
let sessionId: number;

const formatName = (request: ChatRequest) =>
  (request.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;
const isCorrectionRequest = (request: ChatRequest) => formatName(request) === 'corrections';
const isFactsRequest = (request: ChatRequest) => formatName(request) === 'learner_facts';
const isReplyRequest = (request: ChatRequest) => !request.response_format;
const REPLY = '¡Qué bien! La comida española es deliciosa. ¿Cuál es tu plato favorito?';

beforeAll(async () => {
  ai = await startOpenAiStandIn();
});
afterAll(async () => {
  await ai.close();
});
beforeEach(async () => {
  ai.chatRequests.length = 0;
  ai.onChat((request) =>
    isFactsRequest(request)
      ? { kind: 'text', text: JSON.stringify({ facts: [] }) }
      : isCorrectionRequest(request)
        ? {
            kind: 'text',
            text: JSON.stringify({
              corrections: [{ original: 'expañola', corrected: 'española', explanation: 'Spelling.' }],
            }),
          }
        : { kind: 'text', text: REPLY, chunkSize: 6 },
  );
  context = await createTestApp({
    env: {
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'tutor-model',
      AI_TIMEOUT_SECONDS: '1',
    },
  });
  const learner = await context.createUser();
  cookie = learner.cookie;
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie },
    payload: { language: 'spanish', level: 2 },
  });
  expect(started.json().session.tutor).toBe('ai');
  sessionId = started.json().session.id;
});
afterEach(async () => {
  await context.close();
});

function send(message: string, stream: boolean) {
  return context.app.inject({
    method: 'POST',
    url: '/api/conversation/message',
    headers: { cookie, ...(stream ? { accept: 'text/event-stream' } : {}) },
    payload: { sessionId, message },
  });
}

async function storedSenders() {
  const rows = await context.database.db.select().from(messages).where(eq(messages.sessionId, sessionId));
  return rows.map((row) => row.sender);
}

describe('the AI teacher through an OpenAI-compatible API', () => {
  it('streams the reply and stores it with structured corrections', async () => {
    const response = await send('Me gusta la comida expañola', true);
    const events = decodeReplyStream(response.body);
    const deltas = events
      .filter((event) => event.event === 'delta')
      .map((event) => (event.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe(REPLY);
    const final = events.at(-1)!;
    expect(final.event).toBe('message');
    expect(final.data).toMatchObject({
      message: { sender: 'ai', content: REPLY },
      userMessage: {
        corrections: [{ original: 'expañola', corrected: 'española', explanation: 'Spelling.' }],
      },
    });
    expect(await storedSenders()).toEqual(['ai', 'user', 'ai']);

    const chat = ai.chatRequests.find(isReplyRequest)!;
    expect(chat.model).toBe('tutor-model');
    expect(chat.stream).toBe(true);
    const system = String(chat.messages[0]!.content);
    expect(system).toContain('Lucía');
    expect(system).toContain('Spanish');
    expect(system).toContain('A2');
    expect(chat.messages.at(-1)).toMatchObject({ role: 'user', content: 'Me gusta la comida expañola' });

    // The corrections are asked for as strict structured output about the learner's message alone.
    const check = ai.chatRequests.find(isCorrectionRequest)!;
    expect(check.stream).toBeFalsy();
    expect(check.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'corrections',
        strict: true,
        schema: { type: 'object', required: ['corrections'], additionalProperties: false },
      },
    });
    expect(check.messages.at(-1)).toMatchObject({ role: 'user', content: 'Me gusta la comida expañola' });
    expect(String(check.messages[0]!.content)).toContain('Spanish');
  });

  it('tells the teacher the learner’s passed level and the mistakes of their last sessions', async () => {
    const { db } = context.database;
    const [learner] = await db
      .select({ userId: practiceSessions.userId })
      .from(practiceSessions)
      .where(eq(practiceSessions.id, sessionId));
    const userId = learner!.userId;
    // Before any quiz or earlier session, the teacher is told there is none.
    await send('Hola', false);
    const first = String(ai.chatRequests.find(isReplyRequest)!.messages[0]!.content);
    expect(first).toContain('has not passed a level quiz in this language yet');
    expect(first).not.toContain('Mistakes from the learner');
    expect(first).not.toContain('reviewing today');

    const levels = await db
      .insert(quizzes)
      .values(
        [
          ['spanish', 3, true],
          ['spanish', 4, false],
          ['french', 5, true],
        ].map(([language, level]) => ({
          language: language as 'spanish',
          level: level as number,
          title: `Level ${String(level)}`,
          description: 'Level check.',
          questions: [],
        })),
      )
      .returning();
    await db.insert(quizResults).values(
      levels.map((quiz, index) => ({
        userId,
        quizId: quiz.id,
        answers: [],
        score: 8,
        total: 10,
        passed: index !== 1,
      })),
    );
    // Earlier sessions: two in Spanish with corrections (one repeated), one in French.
    const earlier = await db
      .insert(practiceSessions)
      .values(
        (['spanish', 'spanish', 'french'] as const).map((language) => ({
          userId,
          language,
          mode: 'chat' as const,
          level: 1,
          startedAt: new Date('2026-01-01T10:00:00Z'),
          lastActivityAt: new Date('2026-01-01T10:10:00Z'),
          endedAt: new Date('2026-01-01T10:10:00Z'),
        })),
      )
      .returning();
    const correction = (original: string, corrected: string) => ({ original, corrected, explanation: 'x' });
    await db.insert(messages).values([
      {
        sessionId: earlier[0]!.id,
        sender: 'user',
        content: 'Yo soy cansado',
        corrections: [correction('soy cansado', 'estoy cansado')],
      },
      {
        sessionId: earlier[1]!.id,
        sender: 'user',
        content: 'Tengo 20 años, soy cansado',
        corrections: [correction('soy cansado', 'estoy cansado'), correction('la problema', 'el problema')],
      },
      { sessionId: earlier[1]!.id, sender: 'user', content: 'Todo bien', corrections: [] },
      {
        sessionId: earlier[2]!.id,
        sender: 'user',
        content: "J'ai allé",
        corrections: [correction("j'ai allé", 'je suis allé')],
      },
    ]);

    // Notebook cards: one due (the teacher invites it), one due next week (not yet).
    const card = (corrected: string, due: Date) => ({
      userId,
      language: 'spanish' as const,
      kind: 'correction' as const,
      original: corrected.toUpperCase(),
      corrected,
      explanation: 'x',
      mistakeKey: corrected,
      firstSeenAt: new Date('2026-01-01T10:00:00Z'),
      lastSeenAt: new Date('2026-01-01T10:00:00Z'),
      ...newSchedule(due),
    });
    // Also due, but not this session's: a card in French, and another learner's card in Spanish.
    const other = await context.createUser();
    await db
      .insert(mistakeCards)
      .values([
        card('la gente es', new Date(Date.now() - 86_400_000)),
        card('los martes', new Date(Date.now() + 7 * 86_400_000)),
        { ...card('nous sommes partis', new Date(Date.now() - 86_400_000)), language: 'french' },
        { ...card('el otro alumno', new Date(Date.now() - 86_400_000)), userId: other.id },
      ]);

    ai.chatRequests.length = 0;
    await send('Hola otra vez', false);
    const system = String(ai.chatRequests.find(isReplyRequest)!.messages[0]!.content);
    // The highest level passed in Spanish: B1 (the failed B2 and the French C1 do not count).
    expect(system).toContain('The highest level quiz the learner has passed in this language is B1.');
    expect(system).toContain('“soy cansado” → “estoy cansado”');
    expect(system).toContain('“la problema” → “el problema”');
    // Each mistake once, and only this language's; this session's own mistakes are already in the history.
    expect(system.split('soy cansado')).toHaveLength(2);
    expect(system).not.toContain('allé');
    expect(system).not.toContain('expañola');
    expect(system).toContain('Forms the learner is reviewing today: “la gente es”.');
    expect(system).not.toContain('los martes');
    expect(system).not.toContain('nous sommes partis');
    expect(system).not.toContain('el otro alumno');
  });

  it('keeps a conversation on a course unit’s theme: the unit’s can-do and targets reach the teacher', async () => {
    const unit = JSON.parse(
      fs.readFileSync(new URL('../../../../content/course/spanish/a2/unit-4.json', import.meta.url), 'utf8'),
    ).unit as { id: string; canDo: { en: string }; targets: { phrases: string[]; vocabulary: string[] } };
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie },
      payload: { language: 'spanish', unit: unit.id },
    });
    expect(started.statusCode).toBe(200);
    expect(started.json().session.unit.id).toBe(unit.id);
    sessionId = started.json().session.id;
    ai.chatRequests.length = 0;
    expect((await send('Voy a ir al cine el sábado.', false)).statusCode).toBe(200);
    const chat = ai.chatRequests.find(isReplyRequest)!;
    const system = String(chat.messages[0]!.content);
    expect(system).toContain(unit.canDo.en);
    expect(system).toContain(unit.targets.phrases[0]);
    expect(system).toContain(unit.targets.vocabulary[0]);
  });

  it('brings the unit of the learner’s next lesson into a conversation on no theme, and facts and due cards with it', async () => {
    const unit = JSON.parse(
      fs.readFileSync(new URL('../../../../content/course/spanish/a1/unit-1.json', import.meta.url), 'utf8'),
    ).unit as { title: { en: string }; canDo: { en: string }; targets: { phrases: string[] } };
    ai.chatRequests.length = 0;
    expect((await send('Hola, ¿qué tal?', false)).statusCode).toBe(200);
    const system = String(ai.chatRequests.find(isReplyRequest)!.messages[0]!.content);
    expect(system).toContain(`The learner is studying the course unit “${unit.title.en}”`);
    expect(system).toContain(unit.canDo.en);
    expect(system).toContain(unit.targets.phrases[0]);
    // The level the teacher speaks at is the session's: A2 here, as asked.
    expect(system).toContain('CEFR level A2');
  });

  it('answers JSON without the event-stream header', async () => {
    const response = await send('Hola', false);
    expect(response.statusCode).toBe(200);
    expect(response.json().message.content).toBe(REPLY);
  });

  it('sends a bounded history window', async () => {
    for (let index = 0; index < 12; index++) await send(`Mensaje número ${index}`, false);
    const last = ai.chatRequests.filter(isReplyRequest).at(-1)!;
    // system + 16 earlier messages + the new one
    expect(last.messages).toHaveLength(18);
    expect(last.messages[0]!.role).toBe('system');
    // The greeting and the first three exchanges fell out of the window; the rest keep their order.
    expect(last.messages[1]).toEqual({ role: 'user', content: 'Mensaje número 3' });
    expect(last.messages[2]).toEqual({ role: 'assistant', content: REPLY });
    expect(last.messages[15]).toEqual({ role: 'user', content: 'Mensaje número 10' });
    expect(last.messages[16]).toEqual({ role: 'assistant', content: REPLY });
    expect(last.messages[17]).toEqual({ role: 'user', content: 'Mensaje número 11' });
  });

  it('gives the teacher only the part of a reply the learner heard before cutting in, with a dash', async () => {
    const first = (await send('Me gusta la comida española', false)).json();
    const cut = await context.app.inject({
      method: 'POST',
      url: '/api/conversation/interrupted',
      headers: { cookie },
      // "¡Qué bien! La comida espa|ñola…": rounded down to the last whole word heard.
      payload: { messageId: first.message.id, heardChars: 25 },
    });
    expect(cut.json().message.interruptedAt).toBe(20);
    ai.chatRequests.length = 0;
    await send('Perdona, quiero hablar de otra cosa', false);
    const next = ai.chatRequests.find(isReplyRequest)!;
    expect(next.messages.slice(-3)).toEqual([
      { role: 'user', content: 'Me gusta la comida española' },
      { role: 'assistant', content: '¡Qué bien! La comida —' },
      { role: 'user', content: 'Perdona, quiero hablar de otra cosa' },
    ]);
    // The greeting, heard whole, is sent whole.
    const [greeting] = await context.database.db
      .select()
      .from(messages)
      .where(eq(messages.sessionId, sessionId))
      .orderBy(messages.id)
      .limit(1);
    expect(next.messages[1]).toEqual({ role: 'assistant', content: greeting!.content });
  });

  it('stops asking the teacher when the learner leaves mid-reply, and stores nothing', async () => {
    ai.onChat((request) =>
      isCorrectionRequest(request)
        ? { kind: 'text', text: '{"corrections":[]}' }
        : { kind: 'text', text: REPLY, chunkSize: 6, delayMs: 50 },
    );
    const address = new URL(await context.app.listen({ port: 0, host: '127.0.0.1' }));
    const request = http.request({
      host: address.hostname,
      port: address.port,
      method: 'POST',
      path: '/api/conversation/message',
      headers: { cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
    });
    request.end(JSON.stringify({ sessionId, message: 'Hola' }));
    const response = await new Promise<http.IncomingMessage>((resolve) => request.once('response', resolve));
    const [firstChunk] = (await once(response, 'data')) as [Buffer];
    expect(firstChunk.toString()).toContain('event: delta');
    // The learner closes the page: the connection drops.
    request.destroy();
    await vi.waitFor(() => expect(ai.abandonedChats()).toBe(1));
    // The abandoned reply fails the turn; give that a moment to settle before looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedSenders()).toEqual(['ai']);
  });

  it('turns a provider failure into 502 and stores nothing', async () => {
    ai.onChat(() => ({ kind: 'error', status: 500, message: 'model crashed' }));
    const json = await send('Hola', false);
    expect(json.statusCode).toBe(502);
    expect(json.json()).toMatchObject({ code: 'PROVIDER_ERROR', requestId: expect.any(String) });
    const stream = await send('Hola', true);
    const events = decodeReplyStream(stream.body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'PROVIDER_ERROR' } });
    expect(await storedSenders()).toEqual(['ai']);
  });

  it('gives up on a stalled provider with 504 and stores nothing', async () => {
    ai.onChat(() => ({ kind: 'stall' }));
    const started = Date.now();
    const response = await send('Hola', false);
    expect(response.statusCode).toBe(504);
    expect(response.json().code).toBe('PROVIDER_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedSenders()).toEqual(['ai']);
  });

  it('refuses malformed stream chunks with 502', async () => {
    ai.onChat((request) =>
      isCorrectionRequest(request)
        ? { kind: 'text', text: '{"corrections":[]}' }
        : { kind: 'malformed-stream' },
    );
    const events = decodeReplyStream((await send('Hola', true)).body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { code: 'PROVIDER_ERROR' } });
    expect(await storedSenders()).toEqual(['ai']);
  });

  it('keeps the reply when only the corrections fail, leaving the message out of the score', async () => {
    ai.onChat((request) =>
      isCorrectionRequest(request)
        ? { kind: 'text', text: 'not json at all' }
        : { kind: 'text', text: REPLY },
    );
    const response = await send('Hola', false);
    expect(response.statusCode).toBe(200);
    expect(response.json().userMessage.corrections).toBeNull();
    const ended = await context.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/end`,
      headers: { cookie },
    });
    expect(ended.json().session.score).toBeNull();
  });

  it('remembers what the AI notes of the learner, tells the teacher, and never sends a deleted fact', async () => {
    ai.onChat((request) => {
      if (isFactsRequest(request)) {
        const said = String(request.messages.at(-1)!.content);
        const facts = said.includes('Marta')
          ? [
              { kind: 'name', value: 'Marta' },
              { kind: 'home', value: 'Sevilla' },
            ]
          : [];
        return { kind: 'text', text: JSON.stringify({ facts }) };
      }
      if (isCorrectionRequest(request)) return { kind: 'text', text: '{"corrections":[]}' };
      return { kind: 'text', text: REPLY };
    });
    expect((await send('Hola, me llamo Marta y vivo en Sevilla.', false)).statusCode).toBe(200);
    const memory = await context.app.inject({ method: 'GET', url: '/api/memory', headers: { cookie } });
    const facts = memory.json().facts as { id: number; kind: string; value: string; source: string }[];
    expect(facts.map(({ kind, value, source }) => ({ kind, value, source }))).toEqual([
      { kind: 'name', value: 'Marta', source: 'ai' },
      { kind: 'home', value: 'Sevilla', source: 'ai' },
    ]);
    // The facts call is told what is already noted, and the teacher's prompt carries the facts.
    ai.chatRequests.length = 0;
    await send('¿Qué tal?', false);
    const system = String(ai.chatRequests.find(isReplyRequest)!.messages[0]!.content);
    expect(system).toContain('name: Marta');
    expect(system).toContain('lives in: Sevilla');
    expect(String(ai.chatRequests.find(isFactsRequest)!.messages[0]!.content)).toContain('name: Marta');

    const name = facts.find((fact) => fact.kind === 'name')!;
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/memory/facts/${name.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(200);
    ai.chatRequests.length = 0;
    await send('Bien, gracias.', false);
    // The conversation still holds what the learner wrote; what the teacher is told of them does not.
    expect(String(ai.chatRequests.find(isReplyRequest)!.messages[0]!.content)).not.toContain('Marta');
    // A new session's greeting and every request in it leave the name out.
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie },
      payload: { language: 'spanish', level: 2 },
    });
    sessionId = started.json().session.id;
    const transcript = await context.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/messages`,
      headers: { cookie },
    });
    expect(transcript.json().messages[0].content).toContain('Sevilla');
    expect(transcript.json().messages[0].content).not.toContain('Marta');
    ai.chatRequests.length = 0;
    await send('Hola otra vez.', false);
    expect(ai.chatRequests.length).toBe(3);
    for (const request of ai.chatRequests) expect(JSON.stringify(request.messages)).not.toContain('Marta');
  });
});
