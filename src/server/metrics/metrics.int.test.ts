import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiStandIn, type ChatRequest } from '../../../test/stand-ins/openai-compatible.ts';
import { createTestApp, TEST_DATABASE_KIND, type TestContext } from '../../../test/test-app.ts';
import { messages } from '../features/practice/practice.table.ts';
import { startMetricsServer } from './metrics.ts';

let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let context: TestContext;
let scrapeServer: Awaited<ReturnType<typeof startMetricsServer>>;
let cookie: string;

const isCorrectionRequest = (request: ChatRequest) => Boolean(request.response_format);

beforeAll(async () => {
  ai = await startOpenAiStandIn();
  context = await createTestApp({
    env: {
      METRICS_PORT: '9464',
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'tutor-model',
      AI_TIMEOUT_SECONDS: '2',
    },
  });
  cookie = (await context.createUser()).cookie;
  // The port is the configuration's in production; a free one here.
  scrapeServer = await startMetricsServer(context.app.metrics!, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await scrapeServer?.close();
  await context?.close();
  await ai?.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${scrapeServer.port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const labelText = line.slice(name.length).split('}')[0] ?? '';
    if (wanted.every((pair) => labelText.includes(pair))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}

describe('the Prometheus endpoint', () => {
  it('counts requests by route pattern and status, with their latency', async () => {
    for (let i = 0; i < 3; i++)
      expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const missing = await context.app.inject({
      method: 'POST',
      url: '/api/quizzes/48151623/attempts',
      headers: { cookie },
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const unrouted = await context.app.inject({ method: 'GET', url: '/api/no-such-thing/31337' });
    expect(unrouted.statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'linguacoach_http_requests_total', { route: '/api/health', status: '200' })).toBe(3);
    // The pattern, not the URL: one series however many quizzes are asked for.
    expect(
      sample(text, 'linguacoach_http_requests_total', { route: '/api/quizzes/:id/attempts', status: '404' }),
    ).toBe(1);
    // A URL no route matches is counted under one name, so random URLs make no new series.
    expect(sample(text, 'linguacoach_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(text).not.toContain('48151623');
    expect(text).not.toContain('no-such-thing');
    expect(
      sample(text, 'linguacoach_http_request_duration_seconds_count', {
        route: '/api/health',
        status_class: '2xx',
      }),
    ).toBe(3);
  });

  it('times the teacher replies and counts the provider failures', async () => {
    ai.onChat((request) =>
      isCorrectionRequest(request)
        ? { kind: 'text', text: JSON.stringify({ corrections: [] }) }
        : { kind: 'text', text: '¡Hola! ¿Qué tal estás hoy?', chunkSize: 4 },
    );
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie },
      payload: { language: 'spanish', level: 2 },
    });
    const sessionId = started.json().session.id as number;
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/conversation/message',
        headers: { cookie },
        payload: { sessionId, message: 'Hola, me llamo Ana' },
      });
    expect((await send()).statusCode).toBe(200);
    ai.onChat(() => ({ kind: 'error', status: 500, message: 'model crashed' }));
    expect((await send()).statusCode).toBe(502);

    const text = await scrape();
    const provider = { provider: 'ai:tutor-model' };
    expect(sample(text, 'linguacoach_reply_first_token_seconds_count', provider)).toBe(1);
    expect(sample(text, 'linguacoach_reply_duration_seconds_count', provider)).toBe(1);
    expect(sample(text, 'linguacoach_reply_duration_seconds_sum', provider)).toBeGreaterThan(0);
    expect(
      sample(text, 'linguacoach_provider_errors_total', {
        ...provider,
        operation: 'reply',
        code: 'PROVIDER_ERROR',
      }),
    ).toBe(1);
  });

  it('times speech until its audio, cached or not, and shows the worker pool that made it', async () => {
    // Speech speaks what the product wrote: the greeting of the learner's open session (decision 150).
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie },
      payload: { language: 'english' },
    });
    const sessionId = started.json().session.id as number;
    const [greeting] = await context.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.sessionId, sessionId));
    const speak = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/text-to-speech',
        headers: { cookie },
        payload: { messageId: greeting!.id },
      });
    expect((await speak()).headers['x-cache']).toBe('miss');
    expect((await speak()).headers['x-cache']).toBe('hit');
    const text = await scrape();
    const offline = { provider: 'offline' };
    expect(
      sample(text, 'linguacoach_speech_first_audio_seconds_count', { ...offline, cached: 'false' }),
    ).toBe(1);
    expect(sample(text, 'linguacoach_speech_first_audio_seconds_count', { ...offline, cached: 'true' })).toBe(
      1,
    );
    expect(
      sample(text, 'linguacoach_speech_duration_seconds_count', { ...offline, operation: 'synthesis' }),
    ).toBe(1);
    const pool = { pool: 'espeak-worker' };
    expect(sample(text, 'linguacoach_worker_pool_requests_total', pool)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'linguacoach_worker_pool_workers', pool)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'linguacoach_worker_pool_waiting', pool)).toBe(0);
    expect(sample(text, 'linguacoach_worker_pool_wait_seconds_count', pool)).toBeGreaterThanOrEqual(1);
  });

  it("shows the event loop's delay, and the PostgreSQL pool where there is one", async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    if (TEST_DATABASE_KIND === 'postgres') {
      expect(sample(text, 'linguacoach_db_pool_connections', { state: 'max' })).toBe(5);
      expect(sample(text, 'linguacoach_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'linguacoach_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('linguacoach_db_pool_connections');
    }
  });

  it('serves nothing but /metrics on its port, and nothing on the app', async () => {
    expect((await fetch(`http://127.0.0.1:${scrapeServer.port}/`)).status).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200);
  });
});
