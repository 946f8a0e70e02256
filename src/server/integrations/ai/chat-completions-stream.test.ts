import { APICallError, type LanguageModelV3CallOptions } from '@ai-sdk/provider';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createChatModel, type ChatModel } from './chat-model.ts';
import { plainChatCompletionBody } from './chat-completions-stream.ts';

/** What the provider does with the next chat completion: its status and the body, in pieces. */
interface Answer {
  status?: number;
  headers?: Record<string, string>;
  pieces: (string | Buffer)[];
  /** Milliseconds between pieces; the answer stays open after its last piece when `hold` is set. */
  pauseMs?: number;
  hold?: boolean;
}

let answer: Answer = { pieces: [] };
const requests: { path?: string; body: Record<string, unknown>; headers: http.IncomingHttpHeaders }[] = [];
let closedEarly = 0;
const server = http.createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  requests.push({
    path: request.url,
    body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    headers: request.headers,
  });
  response.on('close', () => {
    if (!response.writableFinished) closedEarly++;
  });
  const { status = 200, headers = { 'content-type': 'text/event-stream' }, pieces, pauseMs, hold } = answer;
  response.writeHead(status, headers);
  for (const piece of pieces) {
    if (response.destroyed) return;
    response.write(piece);
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  if (!hold) response.end();
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const sse = (payload: unknown) =>
  `data: ${typeof payload === 'string' ? payload : JSON.stringify(payload)}\n\n`;
const chunk = (delta: object, extra: object = {}) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion.chunk',
  created: 1_760_000_000,
  model: 'tutor-model',
  choices: [{ index: 0, delta, finish_reason: null }],
  ...extra,
});
const REPLY_STREAM = [
  sse(chunk({ role: 'assistant', content: '' })),
  sse(chunk({ content: '¡Hola! ' })),
  sse(chunk({ content: '¿Qué tal?' })),
  sse({ ...chunk({}), choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] }),
  sse({
    ...chunk({}),
    choices: [],
    usage: { prompt_tokens: 31, completion_tokens: 7, prompt_tokens_details: { cached_tokens: 8 } },
  }),
  sse('[DONE]'),
].join('');

const CALL: LanguageModelV3CallOptions = {
  prompt: [
    { role: 'system', content: 'You are a teacher.' },
    { role: 'assistant', content: [{ type: 'text', text: '¡Hola!' }] },
    { role: 'user', content: [{ type: 'text', text: 'Hola, ¿qué tal?' }] },
  ],
  maxOutputTokens: 400,
  temperature: 0.7,
};

function modelFor(settings: { model?: string; sdk?: boolean } = {}): Promise<ChatModel | undefined> {
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    AI_BASE_URL: baseUrl,
    AI_API_KEY: 'test-key',
    AI_MODEL: settings.model ?? 'tutor-model',
  });
  // With a fetch of its own, the model is the AI SDK's alone: what the direct reading must match.
  return createChatModel(config.ai, settings.sdk ? (...args) => fetch(...args) : undefined);
}

async function partsOf(model: ChatModel, call: LanguageModelV3CallOptions = CALL) {
  const { stream } = await model.doStream(call);
  const parts: unknown[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

async function failureOf(promise: PromiseLike<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('the teacher’s reply read straight off the provider’s event stream', () => {
  it('sends the request the AI SDK sends and streams the parts it streams', async () => {
    answer = { pieces: [REPLY_STREAM] };
    requests.length = 0;
    const direct = await partsOf((await modelFor())!);
    const sdk = await partsOf((await modelFor({ sdk: true }))!);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.body).toEqual(requests[1]!.body);
    expect(requests.map((request) => request.path)).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(requests[0]!.headers.authorization).toBe('Bearer test-key');
    expect(requests[0]!.body).toMatchObject({
      model: 'tutor-model',
      stream: true,
      max_tokens: 400,
      messages: [
        { role: 'system', content: 'You are a teacher.' },
        { role: 'assistant', content: '¡Hola!' },
        { role: 'user', content: 'Hola, ¿qué tal?' },
      ],
    });
    expect(direct).toEqual(sdk);
    expect(direct.filter((part) => (part as { type: string }).type === 'text-delta')).toEqual([
      { type: 'text-delta', id: '0', delta: '' },
      { type: 'text-delta', id: '0', delta: '¡Hola! ' },
      { type: 'text-delta', id: '0', delta: '¿Qué tal?' },
    ]);
    expect(direct.at(-1)).toMatchObject({
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: { inputTokens: { total: 31, noCache: 23, cacheRead: 8 }, outputTokens: { total: 7 } },
    });
  });

  it('reads the same text when the stream arrives a byte at a time, characters split between bytes', async () => {
    answer = { pieces: [...Buffer.from(REPLY_STREAM)].map((byte) => Buffer.from([byte])), pauseMs: 0 };
    const parts = await partsOf((await modelFor())!);
    const text = parts.flatMap((part) => {
      const { type, delta } = part as { type: string; delta?: string };
      return type === 'text-delta' ? [delta] : [];
    });
    expect(text.join('')).toBe('¡Hola! ¿Qué tal?');
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: { unified: 'stop' } });
  });

  it.each([
    [400, false],
    [401, false],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
  ])('fails a %i answer as the SDK does, retryable: %s', async (status, isRetryable) => {
    answer = {
      status,
      headers: { 'content-type': 'application/json' },
      pieces: [JSON.stringify({ error: { message: `refused with ${status}`, type: 'x' } })],
    };
    const direct = await failureOf((await modelFor())!.doStream(CALL));
    const sdk = await failureOf((await modelFor({ sdk: true }))!.doStream(CALL));
    for (const error of [direct, sdk]) {
      expect(APICallError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ statusCode: status, message: `refused with ${status}`, isRetryable });
    }
  });

  it('fails an answer whose error body is not JSON with its status', async () => {
    answer = { status: 502, headers: { 'content-type': 'text/html' }, pieces: ['<html>Bad gateway</html>'] };
    const error = await failureOf((await modelFor())!.doStream(CALL));
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({
      statusCode: 502,
      responseBody: '<html>Bad gateway</html>',
      isRetryable: true,
    });
  });

  it('fails a provider it cannot reach as a retryable call failure', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const config = loadConfig({
      PUBLIC_URL: 'http://localhost:3000',
      AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    });
    const error = await failureOf((await createChatModel(config.ai))!.doStream(CALL));
    expect(APICallError.isInstance(error)).toBe(true);
    expect(error).toMatchObject({ isRetryable: true, message: expect.stringContaining('Cannot connect') });
  });

  it('gives an error frame before any text as a failed call, and after text as it came', async () => {
    const frame = sse({ error: { message: 'The model is overloaded', type: 'server_error', code: 503 } });
    answer = { pieces: [sse(chunk({ role: 'assistant', content: '' })), frame] };
    const early = (await partsOf((await modelFor())!)).find(
      (part) => (part as { type: string }).type === 'error',
    ) as { error: unknown };
    expect(APICallError.isInstance(early.error)).toBe(true);
    expect(early.error).toMatchObject({ statusCode: 503, message: 'The model is overloaded' });

    answer = { pieces: [sse(chunk({ content: 'Hola' })), frame] };
    const parts = await partsOf((await modelFor())!);
    expect(parts).toContainEqual({ type: 'text-delta', id: '0', delta: 'Hola' });
    expect(parts).toContainEqual({ type: 'error', error: expect.objectContaining({ type: 'server_error' }) });
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: { unified: 'error' } });
  });

  it('gives an error part for a chunk that is not JSON, or not a chunk', async () => {
    answer = { pieces: [sse(chunk({ content: 'Hola' })), 'data: {this is not json\n\n', sse({ foo: 1 })] };
    const parts = (await partsOf((await modelFor())!)) as { type: string; error?: Error }[];
    const errors = parts.filter((part) => part.type === 'error').map((part) => part.error!.name);
    expect(errors).toEqual(['AI_JSONParseError', 'AI_TypeValidationError']);
  });

  it('ends the provider’s request when the call is aborted mid-stream, failing with the abort’s reason', async () => {
    answer = { pieces: [sse(chunk({ content: 'Hola' }))], hold: true };
    closedEarly = 0;
    const abort = new AbortController();
    const { stream } = await (await modelFor())!.doStream({ ...CALL, abortSignal: abort.signal });
    const reader = stream.getReader();
    for (;;) {
      const { value } = await reader.read();
      if (value?.type === 'text-delta') break;
    }
    const reason = new Error('the learner left');
    abort.abort(reason);
    await expect(reader.read()).rejects.toBe(reason);
    await vi.waitFor(() => expect(closedEarly).toBe(1));
  });

  it('ends the provider’s request when the stream is cancelled', async () => {
    answer = { pieces: [sse(chunk({ content: 'Hola' }))], hold: true };
    closedEarly = 0;
    const { stream } = await (await modelFor())!.doStream(CALL);
    for await (const part of stream) if (part.type === 'text-delta') break;
    await vi.waitFor(() => expect(closedEarly).toBe(1));
  });

  it('rejects with the timeout’s reason when the provider sends nothing', async () => {
    answer = { pieces: [], hold: true };
    const started = Date.now();
    const error = await failureOf(
      (await modelFor())!.doStream({ ...CALL, abortSignal: AbortSignal.timeout(200) }),
    );
    expect((error as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('leaves to the AI SDK the calls it does not read itself', () => {
    expect(plainChatCompletionBody('tutor-model', CALL)).toBeDefined();
    expect(plainChatCompletionBody('gpt-4o-mini', CALL)).toBeDefined();
    for (const model of ['o3-mini', 'gpt-5', 'gpt-5-mini', 'gpt-4o-search-preview'])
      expect(plainChatCompletionBody(model, CALL), model).toBeUndefined();
    const others: Partial<LanguageModelV3CallOptions>[] = [
      { responseFormat: { type: 'json' } },
      { providerOptions: { openai: { user: 'x' } } },
      { tools: [{ type: 'function', name: 'f', inputSchema: { type: 'object' } }] },
      { includeRawChunks: true },
      { topK: 3 },
      {
        prompt: [
          { role: 'user', content: [{ type: 'file', data: 'aGk=', mediaType: 'image/png' }] },
        ] as LanguageModelV3CallOptions['prompt'],
      },
    ];
    for (const other of others)
      expect(plainChatCompletionBody('tutor-model', { ...CALL, ...other })).toBeUndefined();
  });
});
