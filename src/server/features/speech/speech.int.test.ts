import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, toneWav } from '../../../../test/multipart.ts';
import { startOpenAiStandIn } from '../../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';
import { readWavInfo } from '../../integrations/speech/wav.ts';

let offline: TestContext;
let cookie: string;

beforeAll(async () => {
  offline = await createTestApp();
  cookie = (await offline.createUser()).cookie;
});
afterAll(async () => {
  await offline.close();
});

/**
 * Each learner's open session of a language, started on first use: speech belongs to one (decision 150).
 * A learner has one open session per mode, so each language gets its own mode.
 */
const openSessions = new Map<string, number>();
const MODE_OF: Record<string, string> = { spanish: 'voice', english: 'chat', french: 'video' };
async function sessionOf(context: TestContext, userCookie: string, language = 'spanish') {
  const key = `${userCookie}|${language}`;
  let sessionId = openSessions.get(key);
  if (sessionId === undefined) {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie: userCookie },
      payload: { language, mode: MODE_OF[language] },
    });
    expect(response.statusCode, response.body).toBe(200);
    sessionId = response.json().session.id as number;
    openSessions.set(key, sessionId);
  }
  return sessionId;
}

/** A sentence of a reply, spoken for the learner's open session of the language. */
async function speakReply(
  context: TestContext,
  userCookie: string,
  payload: { text: string; language: string; speed?: number },
) {
  const { language, ...rest } = payload;
  return context.app.inject({
    method: 'POST',
    url: '/api/text-to-speech/reply',
    headers: { cookie: userCookie },
    payload: { sessionId: await sessionOf(context, userCookie, language), ...rest },
  });
}

async function upload(
  context: TestContext,
  userCookie: string,
  file: { data: Buffer; contentType: string; filename?: string },
  sessionId?: string,
) {
  const body = multipartBody([
    { name: 'sessionId', value: sessionId ?? String(await sessionOf(context, userCookie)) },
    { name: 'audio', filename: file.filename ?? 'recording', contentType: file.contentType, data: file.data },
  ]);
  return context.app.inject({
    method: 'POST',
    url: '/api/speech-to-text',
    headers: { cookie: userCookie, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('offline text-to-speech (eSpeak NG)', () => {
  it.each([
    ['english', 'Hello, how are you today?'],
    ['spanish', '¿Dónde está la estación de tren?'],
    ['french', "Bonjour, je m'appelle Camille."],
  ])(
    'speaks %s as a valid WAV file',
    async (language, text) => {
      const response = await speakReply(offline, cookie, { text, language });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('audio/wav');
      const info = readWavInfo(response.rawPayload);
      expect(info).toMatchObject({ channels: 1, bitsPerSample: 16 });
      expect(info!.sampleRate).toBeGreaterThan(8000);
      expect(info!.durationSeconds).toBeGreaterThan(0.5);
    },
    30_000,
  );

  it('serves a repeated request from the cache, and a slower speed is longer', async () => {
    const ask = (speed: number, asker = cookie) =>
      speakReply(offline, asker, { text: 'Good morning, Emma.', language: 'english', speed });
    const first = await ask(1);
    const second = await ask(1);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['cache-control']).toBe('no-store');
    // Another learner asking for the same words is not told (nor shown by speed) that someone had.
    const theirs = await ask(1, (await offline.createUser()).cookie);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['x-cache']).toBe('miss');
    const slow = await ask(0.7);
    expect(readWavInfo(slow.rawPayload)!.durationSeconds).toBeGreaterThan(
      readWavInfo(first.rawPayload)!.durationSeconds,
    );
  }, 30_000);

  it('validates the message, session, text and speed', async () => {
    const sessionId = await sessionOf(offline, cookie, 'english');
    for (const [url, payload] of [
      ['/api/text-to-speech', { messageId: 0 }],
      ['/api/text-to-speech', { messageId: 1, part: 'everything' }],
      ['/api/text-to-speech', { messageId: 1, speed: 2 }],
      ['/api/text-to-speech/reply', { sessionId, text: '' }],
      ['/api/text-to-speech/reply', { sessionId: 'one', text: 'Hi' }],
      ['/api/text-to-speech/reply', { sessionId, text: 'Hi', speed: 2 }],
    ] as const) {
      const response = await offline.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });
});

describe('speech-to-text without a recogniser', () => {
  it('says clearly that voice input is not set up', async () => {
    const response = await upload(offline, cookie, { data: toneWav(1), contentType: 'audio/wav' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'STT_NOT_CONFIGURED',
      message: expect.stringContaining('not set up'),
    });
  });
});

describe('speech-to-text through an OpenAI-compatible recogniser', () => {
  let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
  let context: TestContext;
  let learner: string;
  const received: { bytes: number; fields: Record<string, string> }[] = [];

  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    ai.onTranscribe((audio, fields) => {
      received.push({ bytes: audio.length, fields });
      return {
        status: 200,
        body: {
          text: ' Me gusta la comida española ',
          words: [
            { word: 'Me', start: 0, end: 0.2, probability: 0.98 },
            { word: 'gusta', start: 0.2, end: 0.5, probability: 0.91 },
            { word: 'la', start: 0.5, end: 0.6, probability: 0.95 },
            { word: 'comida', start: 0.6, end: 1, probability: 0.87 },
            { word: 'española', start: 1, end: 1.5, probability: 0.62 },
          ],
        },
      };
    });
    context = await createTestApp({ env: { STT_BASE_URL: ai.baseUrl, STT_MODEL: 'whisper-test' } });
    learner = (await context.createUser()).cookie;
  });
  afterAll(async () => {
    await context.close();
    await ai.close();
  });

  it('returns the transcript with word confidences', async () => {
    const response = await upload(context, learner, { data: toneWav(1.5), contentType: 'audio/wav' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      text: 'Me gusta la comida española',
      words: [
        { word: 'Me', confidence: 0.98 },
        { word: 'gusta', confidence: 0.91 },
        { word: 'la', confidence: 0.95 },
        { word: 'comida', confidence: 0.87 },
        { word: 'española', confidence: 0.62 },
      ],
    });
    expect(received.at(-1)!.fields).toMatchObject({ model: 'whisper-test', language: 'es' });
  });

  it('refuses a 50 MB upload with 413 and stays up', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024);
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(huge);
    const response = await upload(context, learner, { data: huge, contentType: 'audio/webm' });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
    const after = await upload(context, learner, { data: toneWav(1), contentType: 'audio/wav' });
    expect(after.statusCode).toBe(200);
  });

  it('refuses a text file with 415', async () => {
    const response = await upload(context, learner, {
      data: Buffer.from('hello, not audio'),
      contentType: 'text/plain',
      filename: 'notes.txt',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses random bytes labelled audio/webm with a clear 4xx, without calling the recogniser', async () => {
    const before = received.length;
    const response = await upload(context, learner, { data: randomBytes(4096), contentType: 'audio/webm' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('could not be read');
    expect(received.length).toBe(before);
  });

  it('refuses a WAV recording longer than two minutes', async () => {
    const response = await upload(context, learner, { data: toneWav(121, 8000), contentType: 'audio/wav' });
    expect(response.statusCode).toBe(413);
  });

  it('measures a WAV recording by its samples: a forged byte rate does not pass 21 minutes through', async () => {
    const before = received.length;
    // 7.8 MB: under the upload limit, so only its length can refuse it.
    const forged = toneWav(21.8 * 60, 3000);
    forged.writeUInt32LE(3000 * 2 * 20, 28); // the header claims 20 times the real byte rate
    const response = await upload(context, learner, { data: forged, contentType: 'audio/wav' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(received.length).toBe(before);
  });

  // Tones recorded as browsers record them: WebM/Opus as a live stream (no Duration in the header, as
  // Chrome's MediaRecorder writes it), Ogg/Opus (Firefox) and fragmented MP4/AAC (Safari). Made with
  // ffmpeg from a 440 Hz sine, e.g. `-c:a libopus -b:a 6k -live 1 -f webm`.
  it.each([
    ['webm', 'audio/webm'],
    ['ogg', 'audio/ogg'],
    ['mp4', 'audio/mp4'],
  ])('reads the length of a %s recording: 3 s is transcribed, 125 s is refused', async (extension, type) => {
    const recording = (seconds: number) =>
      fs.readFileSync(path.resolve(`test/fixtures/recordings/tone-${seconds}s.${extension}`));
    const before = received.length;
    const short = await upload(context, learner, { data: recording(3), contentType: type });
    expect(short.statusCode, short.body).toBe(200);
    expect(received.length).toBe(before + 1);
    const long = await upload(context, learner, { data: recording(125), contentType: type });
    expect(long.statusCode).toBe(413);
    expect(long.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Recordings can be at most 120 seconds long.',
    });
    expect(received.length).toBe(before + 1);
  });

  it('refuses a WebM recording whose blocks cannot be found (its length is unknown)', async () => {
    const headerOnly = fs.readFileSync(path.resolve('test/fixtures/recordings/tone-3s.webm')).subarray(0, 40);
    const response = await upload(context, learner, { data: headerOnly, contentType: 'audio/webm' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/length is unknown/);
  });

  it('asks for the session and the recording itself', async () => {
    expect(
      (await upload(context, learner, { data: toneWav(1), contentType: 'audio/wav' }, 'klingon')).statusCode,
    ).toBe(400);
    const body = multipartBody([{ name: 'sessionId', value: String(await sessionOf(context, learner)) }]);
    const missing = await context.app.inject({
      method: 'POST',
      url: '/api/speech-to-text',
      headers: { cookie: learner, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(missing.statusCode).toBe(400);
  });

  it('passes a recogniser failure on as 502', async () => {
    ai.onTranscribe(() => ({ status: 500, body: { error: { message: 'down' } } }));
    const response = await upload(context, learner, { data: toneWav(1), contentType: 'audio/wav' });
    expect(response.statusCode).toBe(502);
  });
});

describe('text-to-speech through an OpenAI-compatible speech API', () => {
  it('returns the provider’s audio in the teacher’s voice and speed', async () => {
    const ai = await startOpenAiStandIn();
    const requests: { input: string; voice: string; model: string }[] = [];
    ai.onSpeech((input) => {
      requests.push(input);
      return Buffer.from('ID3-fake-mp3-frame');
    });
    const context = await createTestApp({ env: { TTS_BASE_URL: ai.baseUrl, TTS_MODEL: 'tts-test' } });
    const user = (await context.createUser()).cookie;
    const response = await speakReply(context, user, { text: 'Bonjour !', language: 'french', speed: 0.8 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('audio/');
    expect(response.headers['x-speech-provider']).toBe('ai');
    expect(response.body).toBe('ID3-fake-mp3-frame');
    expect(requests[0]).toMatchObject({ input: 'Bonjour !', voice: 'alloy', model: 'tts-test', speed: 0.8 });
    await context.close();
    await ai.close();
  });
});
