import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../../test/clock.ts';
import { multipartBody, toneWav } from '../../../../test/multipart.ts';
import { startOpenAiStandIn, transcriptionAnswer } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import type { SessionReport } from '../../../shared/contracts/notebook.ts';

const clock = createTestClock('2026-03-10T12:00:00Z');
let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let context: TestContext;
const requests: Record<string, string>[] = [];
/** What the recogniser hears next, and the gaps after words that last longer than usual. */
let heard: { text: string; pausesAfter?: Record<number, number>; plain?: boolean } = { text: '' };

beforeAll(async () => {
  ai = await startOpenAiStandIn();
  ai.onTranscribe((_audio, fields) => {
    requests.push(fields);
    return {
      status: 200,
      body: heard.plain ? { text: heard.text } : transcriptionAnswer(heard.text, fields, heard.pausesAfter),
    };
  });
  context = await createTestApp({ clock, env: { STT_BASE_URL: ai.baseUrl, STT_MODEL: 'whisper-1' } });
});
afterAll(async () => {
  await context.close();
  await ai.close();
});

type Learner = Awaited<ReturnType<TestContext['createUser']>>;

async function transcribe(
  learner: Learner,
  sessionId: number,
  text: string,
  options: Omit<typeof heard, 'text'> = {},
) {
  heard = { text, ...options };
  const body = multipartBody([
    { name: 'sessionId', value: String(sessionId) },
    { name: 'audio', filename: 'recording', contentType: 'audio/wav', data: toneWav(1) },
  ]);
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/speech-to-text',
    headers: { cookie: learner.cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  clock.advance(5_000);
  return (response.json() as { text: string }).text;
}

async function call(learner: Learner, url: string, payload?: object) {
  const response = await context.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { cookie: learner.cookie },
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function startSession(learner: Learner, mode: 'voice' | 'chat'): Promise<number> {
  return (await call(learner, '/api/sessions/start', { language: 'spanish', mode })).session.id;
}

async function say(learner: Learner, sessionId: number, message: string) {
  await call(learner, '/api/conversation/message', { sessionId, message });
  clock.advance(20_000);
}

async function endAndReport(learner: Learner, sessionId: number): Promise<SessionReport> {
  await call(learner, `/api/sessions/${sessionId}/end`, {});
  return (await call(learner, `/api/sessions/${sessionId}/report`)).report;
}

describe('the speaking rate in a session report', () => {
  it('measures the learner messages that are transcriptions with word timings', async () => {
    const learner = await context.createUser();
    // Transcribed in an earlier session: it does not count, though the learner types the words.
    const earlier = await startSession(learner, 'voice');
    await transcribe(learner, earlier, 'Buenos días');
    await call(learner, `/api/sessions/${earlier}/end`, {});
    clock.advance(60_000);
    const sessionId = await startSession(learner, 'voice');
    await say(learner, sessionId, 'Buenos días');

    // Five words of 0.4 s, 0.1 s apart except 1.5 s after the third: 3.8 s of speaking.
    const spoken = await transcribe(learner, sessionId, 'Me gusta la comida española', {
      pausesAfter: { 2: 1.5 },
    });
    expect(spoken).toBe('Me gusta la comida española');
    expect(requests.at(-1)).toMatchObject({
      response_format: 'verbose_json',
      'timestamp_granularities[]': 'word',
      language: 'es',
    });
    await say(learner, sessionId, spoken);
    // A transcript the learner edited before sending does not count.
    const edited = await transcribe(learner, sessionId, 'Quiero un café', { pausesAfter: { 0: 3 } });
    await say(learner, sessionId, `${edited}, por favor`);

    const report = await endAndReport(learner, sessionId);
    expect(report.turns).toBe(3);
    // 5 words in 3.8 s: 78.9 words per minute.
    expect(report.speakingRate).toBe(79);
    expect(report.pauses).toEqual({ count: 1, longestSeconds: 1.5 });

    // Another learner saying the same words in their session has no rate from this learner's recording.
    const other = await context.createUser();
    const theirs = await startSession(other, 'chat');
    await say(other, theirs, 'Me gusta la comida española');
    const otherReport = await endAndReport(other, theirs);
    expect(otherReport.speakingRate).toBeNull();
    expect(otherReport.pauses).toBeNull();
  });

  it('shows no rate when the recogniser gives no word timings', async () => {
    const learner = await context.createUser();
    const sessionId = await startSession(learner, 'voice');
    const spoken = await transcribe(learner, sessionId, 'Me gusta la comida española', { plain: true });
    expect(spoken).toBe('Me gusta la comida española');
    await say(learner, sessionId, spoken);
    const report = await endAndReport(learner, sessionId);
    expect(report.turns).toBe(1);
    expect(report.speakingRate).toBeNull();
    expect(report.pauses).toBeNull();
  });
});
