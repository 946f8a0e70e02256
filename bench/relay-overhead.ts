/**
 * The AI relay's added time to first token (the conversation route against the AI provider it relays),
 * measured by `npm run bench` and, alone, by bench/relay.ts.
 */
import { practiceApi } from '../src/shared/contracts/endpoints/practice.ts';
import { createReplyStreamDecoder } from '../src/shared/contracts/reply-stream.ts';
import { median, percentile } from './support.ts';

/**
 * Milliseconds from sending a request until the first chunk for which `isFirstToken` (made afresh for
 * each request, fed every chunk of the body in turn) is true.
 */
async function timeToFirstToken(
  url: string,
  init: RequestInit,
  firstTokenCheck: () => (chunk: string) => boolean,
): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const isFirstToken = firstTokenCheck();
  let seen = '';
  let elapsed = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += value;
    if (Number.isNaN(elapsed) && isFirstToken(value)) elapsed = performance.now() - started;
  }
  if (Number.isNaN(elapsed)) throw new Error(`no token from ${url}: ${seen.slice(0, 200)}`);
  return elapsed;
}

const RELAY_WARM_UP_TURNS = 30;

/**
 * Relay overhead: time to first token through POST /api/conversation/message (SSE) minus time to first
 * token straight from the same OpenAI-compatible stand-in, alternating, sequentially.
 */
export async function measureRelay(appUrl: string, aiBaseUrl: string, cookie: string, samples = 300) {
  const start = await fetch(`${appUrl}${practiceApi.startSession.path}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'spanish' }),
  });
  const { session } = (await start.json()) as { session: { id: number } };
  const direct: number[] = [];
  const relayed: number[] = [];
  // The first turns compile the whole path (just-in-time); they are run but not counted.
  for (let index = -RELAY_WARM_UP_TURNS; index < samples; index++) {
    const directMs = await timeToFirstToken(
      `${aiBaseUrl}/chat/completions`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'bench-model',
          stream: true,
          messages: [{ role: 'user', content: 'Hola' }],
        }),
      },
      () => {
        let text = '';
        return (chunk) => /"content":"[^"]+"/.test((text += chunk));
      },
    );
    const relayedMs = await timeToFirstToken(
      `${appUrl}${practiceApi.sendMessage.path}`,
      {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ sessionId: session.id, message: `Hola, número ${index}` }),
      },
      () => {
        const decoder = createReplyStreamDecoder();
        return (chunk) => decoder.push(chunk).some((event) => event.event === 'delta');
      },
    );
    if (index < 0) continue;
    direct.push(directMs);
    relayed.push(relayedMs);
  }
  const overheadP50 = Math.round((percentile(relayed, 50) - percentile(direct, 50)) * 100) / 100;
  const overheadP99 = Math.round((percentile(relayed, 99) - percentile(direct, 99)) * 100) / 100;
  return {
    samples,
    directFirstTokenMs: { p50: percentile(direct, 50), p99: percentile(direct, 99) },
    relayedFirstTokenMs: { p50: percentile(relayed, 50), p99: percentile(relayed, 99) },
    overheadMs: { p50: overheadP50, p99: overheadP99 },
    targetMs: { p50: 2, p99: 10 },
    meetsTarget: overheadP50 <= 2 && overheadP99 <= 10,
  };
}

/**
 * `measureRelay` `runs` times on the same servers (the figure varies from run to run): the medians of
 * the runs' p50 and p99 overheads against the target, with every run beside them.
 */
export async function measureRelayRuns(appUrl: string, aiBaseUrl: string, cookie: string, runs = 3) {
  const results = [];
  for (let index = 0; index < runs; index++) results.push(await measureRelay(appUrl, aiBaseUrl, cookie));
  const overheadMs = {
    p50: median(results.map((result) => result.overheadMs.p50)),
    p99: median(results.map((result) => result.overheadMs.p99)),
  };
  const targetMs = results[0]!.targetMs;
  return {
    overheadMs,
    targetMs,
    meetsTarget: overheadMs.p50 <= targetMs.p50 && overheadMs.p99 <= targetMs.p99,
    runs: results,
  };
}
