/**
 * Speech measurements for `npm run bench`: offline synthesis off the main thread, the speech cache, and
 * the server's own share of a voice turn (recording in → first audio byte out) with every provider a
 * local stand-in answering at once.
 */
import autocannon from 'autocannon';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { practiceApi } from '../src/shared/contracts/endpoints/practice.ts';
import { speechApi } from '../src/shared/contracts/endpoints/speech.ts';
import { createReplyStreamDecoder } from '../src/shared/contracts/reply-stream.ts';
import { createOfflineTextToSpeech } from '../src/server/integrations/speech/text-to-speech.ts';
import { takeCompleteSentences } from '../src/web/lib/audio/sentences.ts';
import { toneWav } from '../test/multipart.ts';
import { percentile, round } from './support.ts';

const SENTENCES = [
  'I would like a cup of tea with milk and two sugars please',
  'Yesterday we walked along the beach and watched the sun go down',
  'My brother works in a small bakery near the old train station',
  'Could you tell me the way to the nearest post office please',
  'We usually have dinner together at eight o’clock on Sunday evenings',
  'The museum opens at ten and closes early on public holidays today',
];

/** Synthesis latency of 12-word sentences, and how long the event loop stalls meanwhile. */
export async function benchOfflineSynthesis(samples = 18) {
  const tts = createOfflineTextToSpeech();
  await tts.synthesize('Warm up.', 'english', 1);
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const latencies: number[] = [];
  delay.enable();
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    await tts.synthesize(`${SENTENCES[index % SENTENCES.length]} ${index}`, 'english', 1);
    latencies.push(performance.now() - started);
  }
  delay.disable();
  await tts.close();
  const p50 = percentile(latencies, 50);
  const loopP99 = round(delay.percentile(99) / 1e6);
  return {
    samples,
    synthesisMs: { p50, p99: percentile(latencies, 99) },
    eventLoopDelayP99Ms: loopP99,
    targets: { synthesisP50Ms: 300, eventLoopDelayP99Ms: 20 },
    meetsTarget: p50 <= 300 && loopP99 <= 20,
  };
}

/** POST /api/text-to-speech answered from the server cache: the greeting of a session of the learner. */
export async function benchSpeechCacheHit(appUrl: string, cookie: string, durationSeconds: number) {
  const headers = { cookie, 'content-type': 'application/json' };
  const start = await fetch(`${appUrl}${practiceApi.startSession.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ language: 'english' }),
  });
  const { session } = (await start.json()) as { session: { id: number } };
  const listed = await fetch(`${appUrl}${practiceApi.listMessages.path.replace(':id', String(session.id))}`, {
    headers: { cookie },
  });
  const { messages } = (await listed.json()) as { messages: { id: number }[] };
  const body = JSON.stringify({ messageId: messages[0]!.id });
  await fetch(`${appUrl}${speechApi.textToSpeech.path}`, { method: 'POST', headers, body });
  const result = await autocannon({
    url: `${appUrl}${speechApi.textToSpeech.path}`,
    method: 'POST',
    headers,
    body,
    connections: 1,
    duration: durationSeconds,
  });
  return {
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    targetP50Ms: 5,
    meetsTarget: result.latency.p50 <= 5,
  };
}

/**
 * A voice turn as the video call makes it: upload a recording, send the transcript, and as soon as the
 * reply's first sentence is complete ask for its speech; stop at the first audio byte. The stand-ins
 * answer without delay, so the whole time is the server's (and loopback's) own.
 */
export async function benchVoiceTurn(appUrl: string, cookie: string, samples = 25) {
  const start = await fetch(`${appUrl}${practiceApi.startSession.path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'spanish', mode: 'video' }),
  });
  const { session } = (await start.json()) as { session: { id: number } };
  const recording = toneWav(2);
  const totals: number[] = [];
  for (let index = 0; index < samples; index++) {
    const started = performance.now();
    const form = new FormData();
    form.append('sessionId', String(session.id));
    form.append('audio', new Blob([new Uint8Array(recording)], { type: 'audio/wav' }), 'turn.wav');
    const transcript = (await (
      await fetch(`${appUrl}${speechApi.speechToText.path}`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      })
    ).json()) as {
      text: string;
    };
    const reply = await fetch(`${appUrl}${practiceApi.sendMessage.path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ sessionId: session.id, message: `${transcript.text} ${index}` }),
    });
    const reader = reply.body!.pipeThrough(new TextDecoderStream()).getReader();
    const decoder = createReplyStreamDecoder();
    let text = '';
    let firstSentence: string | undefined;
    while (!firstSentence) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of decoder.push(value)) if (event.event === 'delta') text += event.data.text;
      firstSentence = takeCompleteSentences(text).sentences[0];
    }
    const speech = await fetch(`${appUrl}${speechApi.replySpeech.path}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: session.id, text: firstSentence ?? text }),
    });
    const audio = speech.body!.getReader();
    await audio.read();
    totals.push(performance.now() - started);
    await audio.cancel();
    await reader.cancel();
  }
  const p50 = percentile(totals, 50);
  return {
    samples,
    overheadMs: { p50, p99: percentile(totals, 99) },
    standInDelayMs: 0,
    targetP50Ms: 100,
    meetsTarget: p50 <= 100,
  };
}
