import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeReplyStream } from '../../../../shared/contracts/reply-stream.ts';
import { startOpenAiStandIn, type ChatRequest } from '../../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../../test/test-app.ts';
import type { LanguageCode } from '../../../../shared/domain/languages.ts';

let context: TestContext;
afterEach(async () => {
  await context.close();
});

async function startSession(language: LanguageCode) {
  const learner = await context.createUser();
  const started = await context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie: learner.cookie },
    payload: { language },
  });
  expect(started.statusCode).toBe(200);
  const sessionId: number = started.json().session.id;
  return {
    async send(message: string) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/conversation/message',
        headers: { cookie: learner.cookie },
        payload: { sessionId, message },
      });
      expect(response.statusCode).toBe(200);
      return response.json().userMessage.corrections as { original: string; corrected: string }[];
    },
    async stream(message: string) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/conversation/message',
        headers: { cookie: learner.cookie, accept: 'text/event-stream' },
        payload: { sessionId, message },
      });
      const done = decodeReplyStream(response.body).find((event) => event.event === 'message');
      return (done?.data as { userMessage: { corrections: { original: string; corrected: string }[] } })
        .userMessage.corrections;
    },
  };
}

const pairs = (corrections: { original: string; corrected: string }[]) =>
  corrections.map(({ original, corrected }) => `${original} → ${corrected}`);

describe('corrections from the offline partner', () => {
  it('leaves a correct sentence with names and British spellings alone', async () => {
    context = await createTestApp();
    const session = await startSession('english');
    expect(
      await session.send(
        'My favourite colour is green. Last summer Siobhan and I travelled to Texas and realised we love yoga 😅',
      ),
    ).toEqual([]);
    expect(
      await session.stream('We organised a barbecue at the centre with our neighbours from Kraków.'),
    ).toEqual([]);
    // Dishes and pastimes the dictionary lacks, and a day in lower case: not pirogi, who, mouldering, sundae.
    expect(await session.send('On sunday we had pierogi and pho, then went bouldering.')).toEqual([]);
  }, 60_000);

  it('corrects a misspelling with the word the learner meant', async () => {
    context = await createTestApp();
    const english = await startSession('english');
    expect(pairs(await english.send('I realy liked the film, it was verry good.'))).toEqual([
      'realy → really',
      'verry → very',
    ]);
    const spanish = await startSession('spanish');
    expect(pairs(await spanish.stream('Tambien me gusta bailar con mis amigos.'))).toEqual([
      'Tambien → También',
    ]);
    // French, ranked by a list with all its accents: the common word the learner meant.
    const french = await startSession('french');
    expect(pairs(await french.send('Hier soir on a mangé du fromaje avec du pain.'))).toEqual([
      'fromaje → fromage',
    ]);
  }, 120_000);

  it('leaves voseo and Québec or Swiss French alone, and calls “goed” a wrong past, not “good”', async () => {
    context = await createTestApp();
    const spanish = await startSession('spanish');
    expect(await spanish.send('Che, ¿vos sabés dónde queda la estación? Decime si podés venir.')).toEqual([]);
    const french = await startSession('french');
    expect(
      await french.send('Mon chum pis moi, on va magasiner samedi. Mon grand-père a septante ans.'),
    ).toEqual([]);
    const english = await startSession('english');
    expect(pairs(await english.send('We goed to the zoo with Priya last Sunday.'))).toEqual(['goed → went']);
  }, 120_000);
});

describe('corrections from an AI teacher', () => {
  let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  beforeAll(async () => {
    ai = await startOpenAiStandIn();
  });
  afterAll(async () => {
    await ai.close();
  });

  it('pass the same guards: only corrections that quote the message and change a real mistake are kept', async () => {
    const isCorrectionRequest = (request: ChatRequest) => Boolean(request.response_format);
    ai.onChat((request) =>
      isCorrectionRequest(request)
        ? {
            kind: 'text',
            text: JSON.stringify({
              corrections: [
                { original: 'Texas', corrected: 'Sexas', explanation: 'Spelling.' },
                { original: 'realy', corrected: 'really', explanation: 'Spelling.' },
                { original: 'favourite', corrected: 'favorite', explanation: 'Spelling.' },
                { original: 'yoga', corrected: 'yoghurt', explanation: 'Word.' },
                { original: 'i', corrected: 'I', explanation: 'Capital.' },
                { original: 'brekfast', corrected: 'breakfast', explanation: 'Not in the message.' },
              ],
            }),
          }
        : { kind: 'text', text: 'How lovely! What did you like most?' },
    );
    context = await createTestApp({
      env: { AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'tutor-model' },
    });
    const session = await startSession('english');
    expect(pairs(await session.send('i realy liked Texas, my favourite part was the yoga.'))).toEqual([
      'realy → really',
    ]);
  }, 60_000);
});
