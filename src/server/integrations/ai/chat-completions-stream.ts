import {
  APICallError,
  JSONParseError,
  TypeValidationError,
  type LanguageModelV3CallOptions,
  type LanguageModelV3FinishReason,
  type LanguageModelV3StreamPart,
  type LanguageModelV3StreamResult,
  type LanguageModelV3Usage,
} from '@ai-sdk/provider';
import http from 'node:http';
import https from 'node:https';
import { createServerSentEventReader } from './server-sent-events.ts';

/** Where the chat completions are asked: an OpenAI-compatible API's base URL, key and model. */
export interface ChatCompletionsEndpoint {
  baseUrl: string;
  apiKey: string;
  model: string;
}

interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string | { type: 'text'; text: string }[];
}

/**
 * The request body of a streamed chat completion for a call made of text alone, with no tools, response
 * format or provider options, as the AI SDK's chat model writes it for an ordinary chat model; undefined
 * for any other call, or for a model whose parameters the SDK rewrites (OpenAI's reasoning and search
 * models), which the SDK then asks itself.
 */
export function plainChatCompletionBody(model: string, options: LanguageModelV3CallOptions) {
  if (
    (options.tools && options.tools.length > 0) ||
    options.toolChoice ||
    (options.responseFormat && options.responseFormat.type !== 'text') ||
    options.providerOptions ||
    options.includeRawChunks ||
    options.headers ||
    options.topK !== undefined ||
    rewritesParameters(model)
  )
    return undefined;
  const messages: ChatMessage[] = [];
  for (const message of options.prompt) {
    if (message.providerOptions) return undefined;
    if (message.role === 'system') {
      messages.push({ role: 'system', content: message.content });
      continue;
    }
    if (message.role !== 'user' && message.role !== 'assistant') return undefined;
    const texts: string[] = [];
    for (const part of message.content) {
      if (part.type !== 'text' || part.providerOptions) return undefined;
      texts.push(part.text);
    }
    if (message.role === 'assistant') messages.push({ role: 'assistant', content: texts.join('') });
    else if (texts.length === 1) messages.push({ role: 'user', content: texts[0]! });
    else messages.push({ role: 'user', content: texts.map((text) => ({ type: 'text' as const, text })) });
  }
  return {
    model,
    max_tokens: options.maxOutputTokens,
    temperature: options.temperature,
    top_p: options.topP,
    frequency_penalty: options.frequencyPenalty,
    presence_penalty: options.presencePenalty,
    stop: options.stopSequences,
    seed: options.seed,
    messages,
    stream: true,
    stream_options: { include_usage: true },
  };
}

/** OpenAI's reasoning models (o1…, gpt-5…) and search models, whose parameters the SDK rewrites. */
function rewritesParameters(model: string): boolean {
  const gpt = /^gpt-(\d+)/.exec(model);
  return (
    /^o\d+(?:-|$)/.test(model) ||
    (gpt !== null && Number(gpt[1]) >= 5) ||
    model.startsWith('gpt-4o-search-preview') ||
    model.startsWith('gpt-4o-mini-search-preview')
  );
}

const isRetryableStatus = (status: number) =>
  status === 408 || status === 409 || status === 429 || status >= 500;

function headersOf(message: http.IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

/** The provider's refusal of the request (a status other than 2xx), as the SDK reports it. */
function refusal(url: string, body: unknown, response: http.IncomingMessage, text: string) {
  let data: unknown;
  let message: string | undefined;
  try {
    data = JSON.parse(text);
    const error = (data as { error?: { message?: unknown } } | null)?.error;
    if (typeof error?.message === 'string') message = error.message;
  } catch {
    data = undefined;
  }
  const status = response.statusCode ?? 500;
  return new APICallError({
    message: message ?? response.statusMessage ?? `Status ${status}`,
    url,
    requestBodyValues: body,
    statusCode: status,
    responseHeaders: headersOf(response),
    responseBody: text,
    isRetryable: isRetryableStatus(status),
    data,
  });
}

/** An error frame in the stream, before any output: a failed call, with the status it names. */
function streamFailure(url: string, body: unknown, frame: { error?: unknown }) {
  const error = (typeof frame.error === 'object' && frame.error !== null ? frame.error : frame) as {
    message?: unknown;
    code?: unknown;
  };
  const code = Number(error.code);
  const status = Number.isInteger(code) && code >= 400 && code <= 599 ? code : 500;
  return new APICallError({
    message:
      typeof error.message === 'string'
        ? error.message
        : 'The provider’s stream failed before any output was generated',
    url,
    requestBodyValues: body,
    statusCode: status,
    responseBody: JSON.stringify(frame),
    data: frame,
    isRetryable: isRetryableStatus(status),
  });
}

interface ChatChunk {
  id?: string | null;
  model?: string | null;
  created?: number | null;
  error?: unknown;
  usage?: {
    prompt_tokens?: number | null;
    completion_tokens?: number | null;
    prompt_tokens_details?: { cached_tokens?: number | null; cache_write_tokens?: number | null } | null;
    completion_tokens_details?: { reasoning_tokens?: number | null } | null;
  } | null;
  choices: {
    delta?: { content?: string | null; refusal?: string | null } | null;
    finish_reason?: string | null;
  }[];
}

function toUsage(usage: ChatChunk['usage']): LanguageModelV3Usage {
  if (!usage)
    return {
      inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: undefined, text: undefined, reasoning: undefined },
      raw: undefined,
    };
  const prompt = usage.prompt_tokens ?? 0;
  const completion = usage.completion_tokens ?? 0;
  const cacheRead = usage.prompt_tokens_details?.cached_tokens ?? 0;
  const cacheWrite = usage.prompt_tokens_details?.cache_write_tokens ?? undefined;
  const reasoning = usage.completion_tokens_details?.reasoning_tokens ?? 0;
  return {
    inputTokens: { total: prompt, noCache: prompt - cacheRead - (cacheWrite ?? 0), cacheRead, cacheWrite },
    outputTokens: { total: completion, text: Math.max(0, completion - reasoning), reasoning },
    raw: usage,
  };
}

function toFinishReason(raw: string | undefined, hasRefusal: boolean): LanguageModelV3FinishReason {
  switch (raw) {
    case undefined:
      return { unified: 'other', raw: undefined };
    case 'stop':
      return { unified: hasRefusal ? 'content-filter' : 'stop', raw };
    case 'length':
      return { unified: 'length', raw };
    case 'content_filter':
      return { unified: 'content-filter', raw };
    case 'function_call':
    case 'tool_calls':
      return { unified: 'tool-calls', raw };
    default:
      return { unified: 'other', raw };
  }
}

/**
 * Turns a chat-completions event stream into the parts the AI SDK's chat model streams for text: the
 * start, the response's id and model, the text as it comes (refusals included), then the finish reason
 * and usage; a malformed chunk or an error frame becomes an `error` part (an error frame before any text
 * a failed call, as the SDK reports it).
 */
function createChunkReader(url: string, body: unknown) {
  let metadataSent = false;
  let textStarted = false;
  let hasOutput = false;
  let hasRefusal = false;
  let rawFinishReason: string | undefined;
  let usage: ChatChunk['usage'];
  let failed = false;

  return {
    read(data: string, parts: LanguageModelV3StreamPart[]) {
      if (data === '[DONE]') return;
      let value: ChatChunk;
      try {
        value = JSON.parse(data) as ChatChunk;
      } catch (cause) {
        failed = true;
        parts.push({ type: 'error', error: new JSONParseError({ text: data, cause }) });
        return;
      }
      if (typeof value !== 'object' || value === null) {
        failed = true;
        parts.push({ type: 'error', error: new TypeValidationError({ value, cause: 'not an object' }) });
        return;
      }
      if ('error' in value) {
        failed = true;
        parts.push({ type: 'error', error: hasOutput ? value.error : streamFailure(url, body, value) });
        return;
      }
      if (!Array.isArray(value.choices)) {
        failed = true;
        parts.push({ type: 'error', error: new TypeValidationError({ value, cause: 'no choices' }) });
        return;
      }
      if (!metadataSent && (value.id || value.model || value.created)) {
        metadataSent = true;
        parts.push({
          type: 'response-metadata',
          id: value.id ?? undefined,
          modelId: value.model ?? undefined,
          timestamp: value.created ? new Date(value.created * 1000) : undefined,
        });
      }
      if (value.usage != null) usage = value.usage;
      const choice = value.choices[0];
      if (choice?.finish_reason != null) rawFinishReason = choice.finish_reason;
      const delta = choice?.delta;
      if (!delta) return;
      const texts: string[] = [];
      if (delta.content) texts.push(delta.content);
      if (delta.refusal) {
        hasRefusal = true;
        texts.push(delta.refusal);
      }
      if (texts.length === 0 && delta.content === '') texts.push('');
      for (const text of texts) {
        if (text) hasOutput = true;
        if (!textStarted) {
          textStarted = true;
          parts.push({ type: 'text-start', id: '0' });
        }
        parts.push({ type: 'text-delta', id: '0', delta: text });
      }
    },
    finish(parts: LanguageModelV3StreamPart[]) {
      if (textStarted) parts.push({ type: 'text-end', id: '0' });
      parts.push({
        type: 'finish',
        finishReason: failed
          ? { unified: 'error', raw: undefined }
          : toFinishReason(rawFinishReason, hasRefusal),
        usage: toUsage(usage),
        providerMetadata: { openai: {} },
      });
    },
  };
}

const requestTargets = new Map<string, ReturnType<typeof parseRequestTarget>>();

function parseRequestTarget(baseUrl: string) {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const parsed = new URL(url);
  return {
    url,
    secure: parsed.protocol === 'https:',
    target: {
      protocol: parsed.protocol,
      hostname: parsed.hostname.replace(/^\[|\]$/g, ''),
      port: parsed.port || undefined,
      path: `${parsed.pathname}${parsed.search}`,
      ...(parsed.username || parsed.password
        ? { auth: `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}` }
        : {}),
    },
  };
}

/** The chat completions URL of a base URL, parsed once: a turn does not parse it again. */
function requestTarget(baseUrl: string) {
  let target = requestTargets.get(baseUrl);
  if (!target) requestTargets.set(baseUrl, (target = parseRequestTarget(baseUrl)));
  return target;
}

/**
 * Asks an OpenAI-compatible API for a streamed chat completion and reads its event stream straight off
 * the response, over Node's kept-alive connections (its global agents): it resolves once the response's headers are in, with the
 * parts as the AI SDK's chat model streams them, and rejects as the SDK does — a refusing status as an
 * `APICallError` with its status and body, a connection that cannot be made as a retryable
 * `APICallError`, an abort with the signal's reason. An abort or a cancelled stream ends the request.
 */
export function streamChatCompletion(
  endpoint: ChatCompletionsEndpoint,
  body: NonNullable<ReturnType<typeof plainChatCompletionBody>>,
  signal: AbortSignal | undefined,
): Promise<LanguageModelV3StreamResult> {
  const { url, secure, target } = requestTarget(endpoint.baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    let fail: (error: unknown) => void = reject;
    const request = (secure ? https : http).request({
      ...target,
      method: 'POST',
      headers: {
        authorization: `Bearer ${endpoint.apiKey}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        accept: 'text/event-stream',
      },
    });
    // The signal ends the request (as http.request's own `signal` option would, for less work a turn).
    if (signal) {
      const abort = () => request.destroy(signal.reason as Error);
      signal.addEventListener('abort', abort, { once: true });
      request.once('close', () => signal.removeEventListener('abort', abort));
    }
    request.on('error', (error) => {
      if (signal?.aborted) fail(signal.reason);
      else if (fail === reject)
        reject(
          new APICallError({
            message: `Cannot connect to API: ${error.message}`,
            url,
            requestBodyValues: body,
            cause: error,
            isRetryable: true,
          }),
        );
      else fail(error);
    });
    request.on('response', (response) => {
      response.setEncoding('utf8');
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        let text = '';
        response.on('error', (error) => reject(signal?.aborted ? signal.reason : error));
        response.on('data', (piece: string) => (text += piece));
        response.on('end', () => reject(refusal(url, body, response, text)));
        return;
      }
      const events = createServerSentEventReader();
      const chunks = createChunkReader(url, body);
      let done = false;
      const stream = new ReadableStream<LanguageModelV3StreamPart>(
        {
          start(controller) {
            fail = (error) => {
              if (done) return;
              done = true;
              controller.error(error);
            };
            controller.enqueue({ type: 'stream-start', warnings: [] });
            response.on('data', (piece: string) => {
              if (done) return;
              const parts: LanguageModelV3StreamPart[] = [];
              for (const data of events.push(piece)) chunks.read(data, parts);
              for (const part of parts) controller.enqueue(part);
              if ((controller.desiredSize ?? 1) <= 0) response.pause();
            });
            response.on('end', () => {
              if (done) return;
              done = true;
              const parts: LanguageModelV3StreamPart[] = [];
              chunks.finish(parts);
              for (const part of parts) controller.enqueue(part);
              controller.close();
            });
            response.on('error', (error) => fail(signal?.aborted ? signal.reason : error));
            response.on('close', () => {
              if (!response.complete)
                fail(
                  signal?.aborted
                    ? signal.reason
                    : new Error('The provider closed the stream before its end'),
                );
            });
          },
          pull() {
            response.resume();
          },
          cancel() {
            done = true;
            request.destroy();
          },
        },
        { highWaterMark: 64 },
      );
      resolve({ stream, request: { body }, response: { headers: headersOf(response) } });
    });
    request.end(payload);
  });
}
