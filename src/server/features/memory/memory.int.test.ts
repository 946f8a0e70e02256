import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { LearnerFact } from '../../../shared/contracts/memory.ts';
import type { LanguageCode } from '../../../shared/domain/languages.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
function call(method: Method, cookie: string, url: string, payload?: object) {
  return context.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** Starts a conversation and returns its greeting and a way to talk in it. */
async function conversation(cookie: string, language: LanguageCode, topic: string | null = null) {
  const started = await call('POST', cookie, '/api/sessions/start', { language, topic });
  expect(started.statusCode, started.body).toBe(200);
  const sessionId: number = started.json().session.id;
  const transcript = await call('GET', cookie, `/api/sessions/${sessionId}/messages`);
  const greeting = transcript.json().messages[0].content as string;
  return {
    greeting,
    async say(message: string): Promise<string> {
      const response = await call('POST', cookie, '/api/conversation/message', { sessionId, message });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().message.content as string;
    },
    async end() {
      const response = await call('POST', cookie, `/api/sessions/${sessionId}/end`);
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}

async function memory(cookie: string): Promise<LearnerFact[]> {
  const response = await call('GET', cookie, '/api/memory');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().facts;
}

describe('what the teacher remembers (decision 209)', () => {
  it('notes what the learner tells, welcomes them back with it and never asks for it again', async () => {
    const learner = await context.createUser();
    const first = await conversation(learner.cookie, 'english');
    await first.say('Hi! My name is Marta and I live in Leeds.');
    const reply = await first.say('I work as a nurse in a big hospital and I have two sisters.');
    expect(reply).not.toMatch(/do you work or study|brothers or sisters/i);
    await first.end();

    const facts = await memory(learner.cookie);
    expect(facts.map(({ kind, value, language, source }) => ({ kind, value, language, source }))).toEqual([
      { kind: 'name', value: 'Marta', language: 'english', source: 'partner' },
      { kind: 'home', value: 'Leeds', language: 'english', source: 'partner' },
      { kind: 'work', value: 'a nurse in a big hospital', language: 'english', source: 'partner' },
      { kind: 'family', value: 'two sisters', language: 'english', source: 'partner' },
    ]);

    const second = await conversation(learner.cookie, 'english');
    expect(second.greeting).toContain('Marta');
    expect(second.greeting).toMatch(/nurse|sisters|Leeds/);
    const replies = [
      await second.say('Fine, thanks. It was a long week.'),
      await second.say('I like it, but it is tiring.'),
      await second.say('Yes, I think so.'),
    ];
    for (const line of replies)
      expect(line).not.toMatch(/do you work or study|brothers or sisters|your family\?/i);

    // Each language has its own memory: the Spanish teacher has not been told anything.
    const spanish = await conversation(learner.cookie, 'spanish');
    expect(spanish.greeting).not.toContain('Marta');
  });

  it('replaces a single fact, keeps a few of the others, and does not note facts in drills', async () => {
    const learner = await context.createUser();
    const chat = await conversation(learner.cookie, 'spanish');
    await chat.say('Vivo en Sevilla con mi familia.');
    await chat.say('Bueno, ahora vivo en Valencia, me mudé el mes pasado.');
    await chat.say('Me encanta el cine francés.');
    await chat.say('No me gusta el fútbol.');
    await chat.end();
    const drill = await conversation(learner.cookie, 'spanish', 'pronunciation');
    await drill.say('Me llamo Pablo y vivo en Bilbao.');
    await drill.end();
    const facts = await memory(learner.cookie);
    expect(facts.map(({ kind, value }) => `${kind}: ${value}`)).toEqual([
      'home: Valencia',
      'likes: el cine francés',
    ]);
  });

  it('lets the learner correct, delete and clear facts; another learner sees and touches none', async () => {
    const learner = await context.createUser();
    const other = await context.createUser();
    const chat = await conversation(learner.cookie, 'french');
    await chat.say("Bonjour, je m'appelle Claire et j'habite à Lyon.");
    await chat.end();
    const english = await conversation(learner.cookie, 'english');
    await english.say('My name is Claire.');
    await english.end();
    const [name, home] = await memory(learner.cookie).then((facts) =>
      facts.filter((fact) => fact.language === 'french'),
    );
    expect(name).toMatchObject({ kind: 'name', value: 'Claire' });
    expect(home).toMatchObject({ kind: 'home', value: 'à Lyon' });

    const corrected = await call('PUT', learner.cookie, `/api/memory/facts/${home!.id}`, {
      value: 'à Grenoble',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().fact).toMatchObject({ value: 'à Grenoble', source: 'learner' });

    for (const [method, url, payload] of [
      ['PUT', `/api/memory/facts/${name!.id}`, { value: 'Eve' }],
      ['DELETE', `/api/memory/facts/${name!.id}`, undefined],
    ] as const) {
      const response = await call(method, other.cookie, url, payload);
      expect(response.statusCode).toBe(404);
    }
    expect(await memory(other.cookie)).toEqual([]);

    for (const payload of [{ value: '' }, { value: 'x'.repeat(121) }, { value: 'a\u0000b' }, {}]) {
      const response = await call('PUT', learner.cookie, `/api/memory/facts/${home!.id}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    }
    expect((await call('DELETE', learner.cookie, '/api/memory/facts/0')).statusCode).toBe(400);
    expect((await call('DELETE', learner.cookie, '/api/memory?language=klingon')).statusCode).toBe(400);

    const deleted = await call('DELETE', learner.cookie, `/api/memory/facts/${name!.id}`);
    expect(deleted.statusCode).toBe(200);
    const greeting = (await conversation(learner.cookie, 'french')).greeting;
    expect(greeting).not.toContain('Claire');
    expect(greeting).toContain('Grenoble');

    expect((await call('DELETE', learner.cookie, '/api/memory?language=french')).statusCode).toBe(200);
    expect((await memory(learner.cookie)).map((fact) => fact.language)).toEqual(['english']);
    expect((await call('DELETE', learner.cookie, '/api/memory')).statusCode).toBe(200);
    expect(await memory(learner.cookie)).toEqual([]);
    expect((await call('GET', '', '/api/memory')).statusCode).toBe(401);
  });
});
