import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { multipartBody, toneWav } from '../../../../test/multipart.ts';
import { startOpenAiStandIn } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { monthKey, monthlyAllowance } from '../../../shared/domain/minutes.ts';
import { practiceSentenceFrom } from '../../../shared/domain/pronunciation.ts';
import { messages, practiceSessions } from '../practice/practice.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Speech inside the allowance (decision 150), with OpenAI-compatible stand-ins as the paid recogniser and
 * voice, counting every call they receive.
 */
const clock = createTestClock();
const FREE_MINUTES = monthlyAllowance('free');
let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let context: TestContext;
let transcriptions = 0;
let spoken: string[] = [];
let recogniserFails = false;

beforeAll(async () => {
  ai = await startOpenAiStandIn();
  ai.onTranscribe(() => {
    transcriptions += 1;
    if (recogniserFails) return { status: 500, body: { error: { message: 'down' } } };
    return { status: 200, body: { text: 'Me gusta la comida' } };
  });
  ai.onSpeech((input) => {
    spoken.push(input.input);
    return Buffer.from('ID3-fake-mp3-frame');
  });
  context = await createTestApp({
    clock,
    env: {
      STT_BASE_URL: ai.baseUrl,
      STT_MODEL: 'whisper-test',
      TTS_BASE_URL: ai.baseUrl,
      TTS_MODEL: 'tts-test',
    },
  });
});
afterAll(async () => {
  await context.close();
  await ai.close();
});
beforeEach(() => {
  transcriptions = 0;
  spoken = [];
  recogniserFails = false;
});

type Learner = Awaited<ReturnType<TestContext['createUser']>>;

async function setMinutesUsed(userId: number, minutes: number) {
  await context.database.db
    .update(users)
    .set({ minutesMonth: monthKey(clock.now()), monthlyMinutesUsed: minutes })
    .where(eq(users.id, userId));
}

async function minutesUsed(userId: number) {
  const [row] = await context.database.db.select().from(users).where(eq(users.id, userId));
  return row!.monthlyMinutesUsed;
}

async function audioMsOf(sessionId: number) {
  const [row] = await context.database.db
    .select({ audioMs: practiceSessions.audioMs })
    .from(practiceSessions)
    .where(eq(practiceSessions.id, sessionId));
  return row!.audioMs;
}

async function startSession(learner: Learner, mode = 'voice') {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/sessions/start',
    headers: { cookie: learner.cookie },
    payload: { language: 'spanish', mode },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().session.id as number;
}

async function endSession(learner: Learner, sessionId: number) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/end`,
    headers: { cookie: learner.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().session as { duration: number };
}

async function greetingOf(sessionId: number) {
  const [greeting] = await context.database.db
    .select()
    .from(messages)
    .where(eq(messages.sessionId, sessionId));
  return greeting!;
}

function transcribe(learner: Learner, sessionId: number | string | undefined, seconds = 1) {
  const body = multipartBody([
    ...(sessionId === undefined ? [] : [{ name: 'sessionId', value: String(sessionId) }]),
    { name: 'audio', filename: 'recording', contentType: 'audio/wav', data: toneWav(seconds, 8000) },
  ]);
  return context.app.inject({
    method: 'POST',
    url: '/api/speech-to-text',
    headers: { cookie: learner.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function speak(learner: Learner, payload: object, url = '/api/text-to-speech') {
  return context.app.inject({ method: 'POST', url, headers: { cookie: learner.cookie }, payload });
}

describe('speech with no minutes left', () => {
  it('reaches no recogniser and no voice, and answers 403 LIMIT_EXCEEDED', async () => {
    const learner = await context.createUser();
    const sessionId = await startSession(learner);
    const greeting = await greetingOf(sessionId);
    await setMinutesUsed(learner.id, FREE_MINUTES);

    const answers = [
      await transcribe(learner, sessionId),
      await speak(learner, { messageId: greeting.id }),
      await speak(learner, { messageId: greeting.id, part: 'practice-sentence' }),
      await speak(learner, { sessionId, text: 'Hola, ¿qué tal?' }, '/api/text-to-speech/reply'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'LIMIT_EXCEEDED', requestId: expect.any(String) });
    }
    // Ten of each, as the probe sent them.
    for (let index = 0; index < 10; index++) {
      expect((await transcribe(learner, sessionId)).statusCode).toBe(403);
      expect((await speak(learner, { messageId: greeting.id })).statusCode).toBe(403);
    }
    expect(transcriptions).toBe(0);
    expect(spoken).toEqual([]);
    expect(await audioMsOf(sessionId)).toBe(0);
  });

  it('transcribes only for an open session of the learner', async () => {
    const learner = await context.createUser();
    const other = await context.createUser();
    const theirs = await startSession(other);
    expect((await transcribe(learner, theirs)).statusCode).toBe(404);
    expect((await transcribe(learner, undefined)).statusCode).toBe(400);
    expect((await transcribe(learner, 'abc')).statusCode).toBe(400);
    const mine = await startSession(learner);
    await endSession(learner, mine);
    const ended = await transcribe(learner, mine);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ code: 'CONFLICT' });
    expect(transcriptions).toBe(0);
  });
});

describe('recordings counted against the allowance', () => {
  it('lets through at once no more recordings than the minutes left hold', async () => {
    const learner = await context.createUser();
    const sessionId = await startSession(learner);
    // Two minutes left: the session's first minute and one more, i.e. four 30-second recordings.
    await setMinutesUsed(learner.id, FREE_MINUTES - 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => transcribe(learner, sessionId, 30)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 403, 403, 403, 403, 403, 403]);
    expect(answers.find((answer) => answer.statusCode === 403)!.json().code).toBe('LIMIT_EXCEEDED');
    expect(transcriptions).toBe(4);
    expect(await audioMsOf(sessionId)).toBe(120_000);
    // The session is billed its two minutes of speech, which fill the month exactly.
    expect((await endSession(learner, sessionId)).duration).toBe(2);
    expect(await minutesUsed(learner.id)).toBe(FREE_MINUTES);
  });

  it('bills a session the longer of its time and its recordings, never both', async () => {
    const learner = await context.createUser();
    // Speech within the session's time adds nothing: 90 s spoken in a 5-minute session is 5 minutes.
    const long = await startSession(learner);
    for (let index = 0; index < 3; index++) {
      expect((await transcribe(learner, long, 30)).statusCode).toBe(200);
      clock.advance(100_000);
    }
    expect((await endSession(learner, long)).duration).toBe(5);
    // More speech than time (recordings uploaded faster than spoken) is billed by the speech.
    const short = await startSession(learner);
    for (let index = 0; index < 5; index++)
      expect((await transcribe(learner, short, 30)).statusCode).toBe(200);
    expect((await endSession(learner, short)).duration).toBe(3);
    expect(await minutesUsed(learner.id)).toBe(8);
  });

  it('does not charge a recording the recogniser failed to transcribe', async () => {
    const learner = await context.createUser();
    const sessionId = await startSession(learner);
    recogniserFails = true;
    expect((await transcribe(learner, sessionId, 30)).statusCode).toBe(502);
    expect(transcriptions).toBe(1);
    expect(await audioMsOf(sessionId)).toBe(0);
  });
});

describe('text-to-speech speaks what the product wrote', () => {
  it("speaks a teacher message of the learner's open session, whole or its practice sentence", async () => {
    const learner = await context.createUser();
    const sessionId = await startSession(learner);
    const greeting = await greetingOf(sessionId);
    const whole = await speak(learner, { messageId: greeting.id, speed: 0.8 });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.body).toBe('ID3-fake-mp3-frame');
    const sentence = await speak(learner, { messageId: greeting.id, part: 'practice-sentence' });
    expect(sentence.statusCode).toBe(200);
    expect(spoken).toEqual([greeting.content, practiceSentenceFrom(greeting.content)]);
  });

  it('refuses any text sent to it, and messages that are not a teacher message of the learner', async () => {
    const learner = await context.createUser();
    const other = await context.createUser();
    const sessionId = await startSession(learner);
    const theirGreeting = await greetingOf(await startSession(other));
    // The old form of the request: arbitrary text and a language.
    expect((await speak(learner, { text: 'Buy cheap watches', language: 'english' })).statusCode).toBe(400);
    expect((await speak(learner, { messageId: theirGreeting.id })).statusCode).toBe(404);
    const send = await context.app.inject({
      method: 'POST',
      url: '/api/conversation/message',
      headers: { cookie: learner.cookie },
      payload: { sessionId, message: 'Hola, me llamo Ana.' },
    });
    expect(send.statusCode, send.body).toBe(200);
    expect((await speak(learner, { messageId: send.json().userMessage.id })).statusCode).toBe(404);
    // A reply's sentence while it is written: only for the learner's own open session.
    const reply = { sessionId: theirGreeting.sessionId, text: 'Hola' };
    expect((await speak(learner, reply, '/api/text-to-speech/reply')).statusCode).toBe(404);
    await endSession(learner, sessionId);
    const greeting = await greetingOf(sessionId);
    expect((await speak(learner, { messageId: greeting.id })).statusCode).toBe(409);
    expect((await speak(learner, { sessionId, text: 'Hola' }, '/api/text-to-speech/reply')).statusCode).toBe(
      409,
    );
    expect(spoken).toEqual([]);
  });
});

describe("a streaming reply's sentences", () => {
  it('are limited per learner: eight clips for each message a learner may send a minute', async () => {
    const limited = await createTestApp({
      clock,
      env: { TTS_BASE_URL: ai.baseUrl, TTS_MODEL: 'tts-test', RATE_LIMIT_MESSAGES_PER_MINUTE: '1' },
    });
    try {
      const learner = await limited.createUser();
      const started = await limited.app.inject({
        method: 'POST',
        url: '/api/sessions/start',
        headers: { cookie: learner.cookie },
        payload: { language: 'french', mode: 'video' },
      });
      const sessionId = started.json().session.id as number;
      const statuses: number[] = [];
      for (let index = 0; index < 9; index++) {
        const answer = await limited.app.inject({
          method: 'POST',
          url: '/api/text-to-speech/reply',
          headers: { cookie: learner.cookie },
          payload: { sessionId, text: `Phrase numéro ${index}.` },
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429) expect(answer.json().code).toBe('RATE_LIMITED');
      }
      expect(statuses).toEqual([...Array<number>(8).fill(200), 429]);
      expect(spoken).toHaveLength(8);
    } finally {
      await limited.close();
    }
  });
});
