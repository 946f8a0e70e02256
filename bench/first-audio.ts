/**
 * Time to first audio of a voice turn: from the end of the learner's speech (their recording uploaded) to
 * the first byte of the teacher's voice reaching the browser, with the providers' stand-ins in a process of
 * their own that answer as slowly as hosted ones (bench/voice-turn-dialogues.ts, `STATED_LATENCY`).
 *
 * - streamed: what the video call does (src/web/features/speech/speaker.ts): upload the recording, send its
 *   transcript with `Accept: text/event-stream`, and post each sentence to /api/text-to-speech/reply as soon
 *   as `takeCompleteSentences` finds it complete; the clock stops at the first byte of the first clip.
 * - serial: the same turn spoken whole: upload, transcript, the whole reply, then /api/text-to-speech for the
 *   stored reply; the clock stops at its first byte.
 * - offline: the streamed turn with the offline voice (eSpeak NG), as a server without a speech API speaks.
 *
 * Each turn's stated latency is the stand-ins' share, counted from its own text: 300 ms to transcribe, the
 * token that completes what is spoken (the first sentence; the whole reply when serial) at 400 ms + 33 ms
 * per token before it, and 150 ms + 0.1 × the spoken audio's length to speak it (none offline). The
 * product's own share is the measured time minus that. Each run is 24 turns per pipeline (every dialogue
 * once, for a learner of its own so no clip is cached; streamed and serial turns alternate); three runs,
 * and the median of the runs' figures is reported beside every run, with where the time goes: each step's
 * stated latency and the product's share of it (to the transcript, to asking for speech, to its first
 * byte). Targets: p50 ≤ 1.0 s, p95 ≤ 1.5 s, at least 40 % below the serial pipeline (p50), and the
 * product's share ≤ 100 ms p95.
 *
 * `node --import tsx bench/first-audio.ts` prints one JSON document; `benchTimeToFirstAudio()` returns the
 * same object for the main benchmark to include. BENCH_FIRST_AUDIO_RUNS sets the number of runs.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { practiceApi } from '../src/shared/contracts/endpoints/practice.ts';
import { speechApi } from '../src/shared/contracts/endpoints/speech.ts';
import { createReplyStreamDecoder } from '../src/shared/contracts/reply-stream.ts';
import { takeCompleteSentences } from '../src/shared/domain/sentences.ts';
import { toneWav } from '../test/multipart.ts';
import { spokenSeconds, standInTokens } from '../test/stand-ins/openai-compatible.ts';
import { median, percentile, round, startChild } from './support.ts';
import { STATED_LATENCY, VOICE_TURN_DIALOGUES } from './voice-turn-dialogues.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);

export const FIRST_AUDIO_TARGETS = {
  p50Ms: 1000,
  p95Ms: 1500,
  reductionFromSerialP50Percent: 40,
  productShareP95Ms: 100,
};

/** Turns of each pipeline before a server's first run, not counted: they compile the path. */
const WARM_UP_TURNS = 4;
/** Every dialogue once per run and pipeline. */
const SAMPLES = VOICE_TURN_DIALOGUES.length;
/** The learner's recording: two seconds, as a short answer lasts. */
const RECORDING = toneWav(2);

type Pipeline = 'streamed' | 'serial';

/** One voice turn as measured, and what of it the stand-ins' stated latencies account for. */
interface TurnTiming {
  firstAudioMs: number;
  statedMs: number;
  /** The stated parts: the chat model's wait for what is spoken, from the request, and the voice's. */
  chatMs: number;
  speechMs: number;
  /** When the transcript was back, and when what is spoken was asked for (from the start of the turn). */
  transcriptAtMs: number;
  speechAskedAtMs: number;
  /** The text the first clip speaks. */
  spokenText: string;
}

interface Learner {
  cookie: string;
  sessionId: number;
}

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function startVideoSession(appUrl: string, cookie: string): Promise<Learner> {
  const response = await ok(
    await fetch(`${appUrl}${practiceApi.startSession.path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'spanish', mode: 'video' }),
    }),
    'starting a session',
  );
  const { session } = (await response.json()) as { session: { id: number } };
  return { cookie, sessionId: session.id };
}

/** The end of the learner's speech: the recording uploaded, its transcript back. */
async function transcribe(appUrl: string, learner: Learner): Promise<string> {
  const form = new FormData();
  form.append('sessionId', String(learner.sessionId));
  form.append('audio', new Blob([new Uint8Array(RECORDING)], { type: 'audio/wav' }), 'turn.wav');
  const response = await ok(
    await fetch(`${appUrl}${speechApi.speechToText.path}`, {
      method: 'POST',
      headers: { cookie: learner.cookie },
      body: form,
    }),
    'speech-to-text',
  );
  return ((await response.json()) as { text: string }).text;
}

/**
 * The start of every turn: the clock starts as the learner's recording is uploaded (the end of their
 * speech), and its transcript is sent as the message, streamed or as one answer.
 */
async function sendSpokenTurn(
  appUrl: string,
  learner: Learner,
  accept: 'text/event-stream' | 'application/json',
) {
  const { cookie, sessionId } = learner;
  const started = performance.now();
  const transcript = await transcribe(appUrl, learner);
  const transcriptAtMs = performance.now() - started;
  const response = await ok(
    await fetch(`${appUrl}${practiceApi.sendMessage.path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', accept },
      body: JSON.stringify({ sessionId, message: transcript }),
    }),
    'the message',
  );
  return { started, transcriptAtMs, response };
}

/** Reads a clip: resolves with the time its first byte arrived, once the whole clip is in. */
async function readClip(response: Response, started: number): Promise<number> {
  const reader = (await ok(response, 'text-to-speech')).body!.getReader();
  let firstByteMs = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (Number.isNaN(firstByteMs) && value.length > 0) firstByteMs = performance.now() - started;
  }
  if (Number.isNaN(firstByteMs)) throw new Error('text-to-speech answered no audio');
  return firstByteMs;
}

/**
 * The chat model's stated time (from its request) until the stand-in sends the token that lets what is
 * spoken go: for the first sentence, the token carrying the next sentence's first letter, since only that
 * shows the sentence has ended (the sentence alone when nothing follows); for the whole reply, its last.
 */
function statedChatMs(reply: string, spoken: 'first-sentence' | 'whole-reply'): number {
  const tokens = standInTokens(reply);
  let count = tokens.length;
  if (spoken === 'first-sentence') {
    for (let index = 1; index <= tokens.length; index++) {
      if (takeCompleteSentences(tokens.slice(0, index).join('')).sentences.length > 0) {
        count = index;
        break;
      }
    }
  }
  const { firstTokenMs, tokensPerSecond } = STATED_LATENCY.chat;
  return firstTokenMs + ((count - 1) * 1000) / tokensPerSecond;
}

const statedSpeechMs = (text: string) =>
  STATED_LATENCY.speech.baseMs + STATED_LATENCY.speech.msPerAudioSecond * spokenSeconds(text);

/**
 * The video call's turn: each complete sentence is posted for speech at once (in parallel, as the browser
 * fetches them), the rest once the reply is over; the turn ends when every clip is in.
 */
async function streamedTurn(
  appUrl: string,
  learner: Learner,
  reply: string,
  voice: 'ai' | 'offline',
): Promise<TurnTiming> {
  const { cookie, sessionId } = learner;
  const { started, transcriptAtMs, response } = await sendSpokenTurn(appUrl, learner, 'text/event-stream');
  const clips: Promise<number>[] = [];
  const spoken: string[] = [];
  let speechAskedAtMs = Number.NaN;
  const speak = (text: string) => {
    if (spoken.length === 0) speechAskedAtMs = performance.now() - started;
    spoken.push(text);
    clips.push(
      fetch(`${appUrl}${speechApi.replySpeech.path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId, text, speed: 1 }),
      }).then((clip) => readClip(clip, started)),
    );
  };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createReplyStreamDecoder();
  let pending = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of decoder.push(value)) {
        if (event.event === 'error') throw new Error(`the reply failed: ${event.data.message}`);
        if (event.event !== 'delta') continue;
        pending += event.data.text;
        const { sentences, rest } = takeCompleteSentences(pending);
        pending = rest;
        for (const sentence of sentences) speak(sentence);
      }
    }
  } catch (error) {
    await Promise.allSettled(clips);
    throw error;
  }
  if (pending.trim()) speak(pending.trim());
  if (clips.length === 0) throw new Error('the reply was empty');
  const [firstAudioMs] = await Promise.all(clips);
  const chatMs = statedChatMs(reply, 'first-sentence');
  const speechMs = voice === 'ai' ? statedSpeechMs(spoken[0]!) : 0;
  return {
    firstAudioMs: firstAudioMs!,
    statedMs: STATED_LATENCY.transcriptionMs + chatMs + speechMs,
    chatMs,
    speechMs,
    transcriptAtMs,
    speechAskedAtMs,
    spokenText: spoken[0]!,
  };
}

/** The turn spoken whole: the reply as one JSON answer, then the stored message's speech. */
async function serialTurn(appUrl: string, learner: Learner, reply: string): Promise<TurnTiming> {
  const { cookie } = learner;
  const { started, transcriptAtMs, response } = await sendSpokenTurn(appUrl, learner, 'application/json');
  const { message } = (await response.json()) as { message: { id: number; content: string } };
  const speechAskedAtMs = performance.now() - started;
  const firstAudioMs = await readClip(
    await fetch(`${appUrl}${speechApi.textToSpeech.path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ messageId: message.id, part: 'message', speed: 1 }),
    }),
    started,
  );
  const chatMs = statedChatMs(reply, 'whole-reply');
  const speechMs = statedSpeechMs(message.content);
  return {
    firstAudioMs,
    statedMs: STATED_LATENCY.transcriptionMs + chatMs + speechMs,
    chatMs,
    speechMs,
    transcriptAtMs,
    speechAskedAtMs,
    spokenText: message.content,
  };
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A run's figures for one pipeline: p50 and p95 of the time, of its stated share and of the product's, and
 * where the time goes — the stated latency of each step (p50) and the product's share of each (p50, p95):
 * to the transcript, from the transcript to asking for speech (the reply relayed and, serial, stored), and
 * from asking for speech to its first byte (with the offline voice, its synthesis).
 */
function summarise(turns: TurnTiming[]) {
  const of = (value: (turn: TurnTiming) => number) => {
    const values = turns.map(value);
    return { p50: percentile(values, 50), p95: percentile(values, 95) };
  };
  const p50 = (value: (turn: TurnTiming) => number) => percentile(turns.map(value), 50);
  return {
    firstAudioMs: of((turn) => turn.firstAudioMs),
    statedMs: of((turn) => turn.statedMs),
    productShareMs: of((turn) => turn.firstAudioMs - turn.statedMs),
    statedByStepP50Ms: {
      speechToText: STATED_LATENCY.transcriptionMs,
      chatModelUntilSpoken: p50((turn) => turn.chatMs),
      textToSpeech: p50((turn) => turn.speechMs),
    },
    productShareByStepMs: {
      speechToText: of((turn) => turn.transcriptAtMs - STATED_LATENCY.transcriptionMs),
      reply: of((turn) => turn.speechAskedAtMs - turn.transcriptAtMs - turn.chatMs),
      textToSpeech: of((turn) => turn.firstAudioMs - turn.speechAskedAtMs - turn.speechMs),
    },
    spokenWordsP50: p50((turn) => words(turn.spokenText)),
  };
}

type Summary = ReturnType<typeof summarise>;

/** The median over runs of every figure (runs of the same shape: numbers, or objects of them). */
function medianOfRuns<Figures>(runs: Figures[]): Figures {
  const first = runs[0]!;
  if (typeof first === 'number') return median(runs as number[]) as Figures;
  return Object.fromEntries(
    Object.keys(first as object).map((key) => [
      key,
      medianOfRuns(runs.map((run) => (run as Record<string, unknown>)[key])),
    ]),
  ) as Figures;
}

/** The median over runs of each figure, with every run's p50 and p95 beside them. */
function acrossRuns(runs: Summary[]) {
  return {
    ...medianOfRuns(runs),
    runs: runs.map((run) => ({ firstAudioMs: run.firstAudioMs, productShareMs: run.productShareMs })),
  };
}

/** Runs the turns of `pipelines` on one server, alternating them, each series for a learner of its own. */
async function measure(
  appUrl: string,
  controlUrl: string,
  cookies: string[],
  pipelines: readonly Pipeline[],
  voice: 'ai' | 'offline',
  runs: number,
) {
  const turn = async (pipeline: Pipeline, learner: Learner, dialogue: number) => {
    await ok(await fetch(`${controlUrl}?dialogue=${dialogue}`, { method: 'POST' }), 'the stand-in');
    const { teacher } = VOICE_TURN_DIALOGUES[dialogue]!;
    return pipeline === 'streamed'
      ? streamedTurn(appUrl, learner, teacher, voice)
      : serialTurn(appUrl, learner, teacher);
  };
  // The first learner warms the path up.
  const warmUp = await startVideoSession(appUrl, cookies[0]!);
  for (let index = 0; index < WARM_UP_TURNS; index++)
    for (const pipeline of pipelines) await turn(pipeline, warmUp, index);
  const results: Record<Pipeline, Summary[]> = { streamed: [], serial: [] };
  let next = 1;
  for (let run = 0; run < runs; run++) {
    log(`  run ${run + 1} of ${runs} (${pipelines.join(', ')}, ${voice} voice)…`);
    const series = [];
    for (const pipeline of pipelines)
      series.push({
        pipeline,
        learner: await startVideoSession(appUrl, cookies[next++]!),
        turns: [] as TurnTiming[],
      });
    for (let index = 0; index < SAMPLES; index++) {
      // The pipelines take turns going first, so neither always follows the other.
      const order = index % 2 === 0 ? series : [...series].reverse();
      for (const { pipeline, learner, turns } of order) turns.push(await turn(pipeline, learner, index));
    }
    for (const { pipeline, turns } of series) results[pipeline].push(summarise(turns));
  }
  return results;
}

async function startAppServer(aiBaseUrl: string, voice: 'ai' | 'offline', learners: number) {
  return startChild<{ port: number; cookies: string[]; database: string }>(
    fileURLToPath(new URL('./first-audio-server.ts', import.meta.url)),
    {
      ...process.env,
      BENCH_AI_BASE_URL: aiBaseUrl,
      BENCH_FIRST_AUDIO_VOICE: voice,
      BENCH_FIRST_AUDIO_LEARNERS: String(learners),
    },
  );
}

export async function benchTimeToFirstAudio(options: { runs?: number } = {}) {
  const runs = options.runs ?? Number(process.env.BENCH_FIRST_AUDIO_RUNS ?? 3);
  const children: ChildProcess[] = [];
  try {
    const standIn = await startChild<{ aiBaseUrl: string; controlUrl: string }>(
      fileURLToPath(new URL('./latency-stand-in.ts', import.meta.url)),
      process.env,
    );
    children.push(standIn.child);
    const { aiBaseUrl, controlUrl } = standIn.info;

    log('time to first audio: streamed and serial turns, stand-in voice…');
    const hosted = await startAppServer(aiBaseUrl, 'ai', 1 + 2 * runs);
    children.push(hosted.child);
    const measured = await measure(
      `http://127.0.0.1:${hosted.info.port}`,
      controlUrl,
      hosted.info.cookies,
      ['streamed', 'serial'],
      'ai',
      runs,
    );
    hosted.child.kill('SIGTERM');

    log('time to first audio: streamed turns, offline voice…');
    const offlineServer = await startAppServer(aiBaseUrl, 'offline', 1 + runs);
    children.push(offlineServer.child);
    const offlineRuns = await measure(
      `http://127.0.0.1:${offlineServer.info.port}`,
      controlUrl,
      offlineServer.info.cookies,
      ['streamed'],
      'offline',
      runs,
    );

    const streamed = acrossRuns(measured.streamed);
    const serial = acrossRuns(measured.serial);
    const offline = acrossRuns(offlineRuns.streamed);
    const reductionRuns = measured.streamed.map((run, index) => ({
      p50: round((1 - run.firstAudioMs.p50 / measured.serial[index]!.firstAudioMs.p50) * 100),
      p95: round((1 - run.firstAudioMs.p95 / measured.serial[index]!.firstAudioMs.p95) * 100),
    }));
    const reductionFromSerialPercent = {
      p50: median(reductionRuns.map((run) => run.p50)),
      p95: median(reductionRuns.map((run) => run.p95)),
      runs: reductionRuns,
    };
    const targets = FIRST_AUDIO_TARGETS;
    const meetsTarget =
      streamed.firstAudioMs.p50 <= targets.p50Ms &&
      streamed.firstAudioMs.p95 <= targets.p95Ms &&
      reductionFromSerialPercent.p50 >= targets.reductionFromSerialP50Percent &&
      streamed.productShareMs.p95 <= targets.productShareP95Ms;
    return {
      database: hosted.info.database,
      runs,
      samplesPerRun: SAMPLES,
      statedLatency: STATED_LATENCY,
      streamed,
      serial,
      reductionFromSerialPercent,
      targets,
      meetsTarget,
      // The offline voice is the product's own work: its synthesis counts in the product's share.
      offline: {
        ...offline,
        targets: { p50Ms: targets.p50Ms, p95Ms: targets.p95Ms },
        meetsTarget: offline.firstAudioMs.p50 <= targets.p50Ms && offline.firstAudioMs.p95 <= targets.p95Ms,
      },
    };
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(
    JSON.stringify({ date: new Date().toISOString(), ...(await benchTimeToFirstAudio()) }, null, 2),
  );
}
