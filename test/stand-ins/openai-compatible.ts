import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the stand-in should answer to the next chat completion. */
export type ChatBehaviour =
  | { kind: 'text'; text: string; chunkSize?: number; delayMs?: number }
  | { kind: 'error'; status: number; message?: string }
  | { kind: 'stall' }
  | { kind: 'malformed-stream' };

export interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
  response_format?: unknown;
  [key: string]: unknown;
}

/**
 * How long a hosted provider takes, for a stand-in that should answer like one (the benchmark's voice turn);
 * without it every answer leaves at once. Each delay counts from the moment the request's body is in.
 * - `chat`: the first token after `firstTokenMs`, then `tokensPerSecond`; a token is `standInTokens`' piece
 *   of the text (about 4 characters). A streamed answer sends one token per chunk on that schedule (its
 *   behaviour's `chunkSize` and `delayMs` are then unused); an answer that is not streamed leaves whole
 *   when its last token would have.
 * - `transcriptionMs`: a transcription's answer.
 * - `speech`: `baseMs` plus `msPerAudioSecond` for each second of the audio answered (`spokenSeconds` of
 *   the input at the requested speed).
 */
export interface StandInLatency {
  chat?: { firstTokenMs: number; tokensPerSecond: number };
  transcriptionMs?: number;
  speech?: { baseMs: number; msPerAudioSecond: number };
}

/** How many characters a stand-in token holds: about what an English or Spanish token averages. */
const CHARACTERS_PER_TOKEN = 4;

/** The pieces a stand-in chat answer is written in when it is paced like a model: 4 characters each. */
export function standInTokens(text: string): string[] {
  const tokens: string[] = [];
  for (let offset = 0; offset < text.length; offset += CHARACTERS_PER_TOKEN)
    tokens.push(text.slice(offset, offset + CHARACTERS_PER_TOKEN));
  return tokens;
}

/** Words per minute of the stand-in voice at speed 1, about a hosted voice's conversational pace. */
const SPOKEN_WORDS_PER_MINUTE = 150;

/** How long `text` lasts spoken by the stand-in voice at `speed`, in seconds. */
export function spokenSeconds(text: string, speed = 1): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return (words / (SPOKEN_WORDS_PER_MINUTE * speed)) * 60;
}

/** MP3 at 64 kbit/s: the bytes a second of stand-in speech takes. */
const SPEECH_BYTES_PER_SECOND = 8000;

/** Audio bytes the size of `seconds` of MP3 speech (an MPEG frame header, then filler). */
export function standInSpeechAudio(seconds: number): Buffer {
  const audio = Buffer.alloc(Math.max(4, Math.round(seconds * SPEECH_BYTES_PER_SECOND)), 0x55);
  audio.set([0xff, 0xfb, 0x90, 0x64]);
  return audio;
}

const waitUntil = (time: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())));

/**
 * A local server speaking the OpenAI-compatible API (chat completions with and without streaming,
 * transcriptions, speech), so tests exercise the real client code over real HTTP. `latency` makes it
 * answer as slowly as a hosted provider (see `StandInLatency`).
 */
export async function startOpenAiStandIn(options: { port?: number; latency?: StandInLatency } = {}) {
  const { latency = {} } = options;
  const chatRequests: ChatRequest[] = [];
  let respond: (request: ChatRequest) => ChatBehaviour = () => ({ kind: 'text', text: 'Hola. ¿Qué tal?' });
  let transcribe: (audio: Buffer, fields: Record<string, string>) => { status: number; body: unknown } = (
    _audio,
    fields,
  ) => ({
    status: 200,
    body: transcriptionAnswer('hello world', fields),
  });
  let speak: (input: { input: string; voice: string; model: string; speed?: number }) => Buffer = () =>
    Buffer.alloc(0);
  const openSockets = new Set<Socket>();
  let abandonedChats = 0;

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const received = performance.now();
    const url = new URL(request.url ?? '/', 'http://stand-in');

    if (url.pathname.endsWith('/chat/completions')) {
      const body = JSON.parse(raw.toString('utf8')) as ChatRequest;
      chatRequests.push(body);
      // A chat the client hung up on before its answer was complete.
      response.on('close', () => {
        if (!response.writableFinished) abandonedChats++;
      });
      return answerChat(body, respond(body), response, latency.chat && { ...latency.chat, received });
    }
    if (url.pathname.endsWith('/audio/transcriptions')) {
      const { audio, fields } = parseMultipart(raw, String(request.headers['content-type']));
      const result = transcribe(audio, fields);
      if (latency.transcriptionMs) await waitUntil(received + latency.transcriptionMs);
      response.writeHead(result.status, { 'content-type': 'application/json' });
      return response.end(JSON.stringify(result.body));
    }
    if (url.pathname.endsWith('/models')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ object: 'list', data: [] }));
    }
    if (url.pathname.endsWith('/audio/speech')) {
      const body = JSON.parse(raw.toString('utf8')) as {
        input: string;
        voice: string;
        model: string;
        speed?: number;
      };
      const audio = speak(body);
      if (latency.speech) {
        const seconds = spokenSeconds(body.input, body.speed ?? 1);
        await waitUntil(received + latency.speech.baseMs + latency.speech.msPerAudioSecond * seconds);
      }
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      return response.end(audio);
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'not found' } }));
  });
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;

  return {
    baseUrl,
    chatRequests,
    abandonedChats: () => abandonedChats,
    onChat(handler: (request: ChatRequest) => ChatBehaviour) {
      respond = handler;
    },
    onTranscribe(handler: typeof transcribe) {
      transcribe = handler;
    },
    onSpeech(handler: typeof speak) {
      speak = handler;
    },
    async close() {
      for (const socket of openSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** How long each word of a stand-in transcription lasts, and the gap after it unless told otherwise. */
const WORD_SECONDS = 0.4;
const GAP_SECONDS = 0.1;

/**
 * What OpenAI answers for a recording of `text`, by the request's fields: `{ text }` for plain JSON;
 * with `response_format=verbose_json`, the language and duration too, and with
 * `timestamp_granularities[]=word` each word with its start and end in seconds. Words last 0.4 s, 0.1 s
 * apart; `pausesAfter` gives other gaps by word index (e.g. `{ 2: 1.5 }`: 1.5 s after the third word).
 */
export function transcriptionAnswer(
  text: string,
  fields: Record<string, string>,
  pausesAfter: Record<number, number> = {},
) {
  if (fields.response_format !== 'verbose_json') return { text };
  let at = 0;
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      const timed = { word, start: round(at), end: round(at + WORD_SECONDS) };
      at += WORD_SECONDS + (pausesAfter[index] ?? GAP_SECONDS);
      return timed;
    });
  return {
    task: 'transcribe',
    language: fields.language ?? 'english',
    duration: round((words.at(-1)?.end ?? 0) + 0.3),
    text,
    ...(fields['timestamp_granularities[]'] === 'word' ? { words } : {}),
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

function completionId() {
  return `chatcmpl-${Math.random().toString(36).slice(2)}`;
}

/** When the token at `index` of a paced answer leaves. */
interface ChatPace {
  firstTokenMs: number;
  tokensPerSecond: number;
  /** When the request's body was in. */
  received: number;
}
const tokenTime = (pace: ChatPace, index: number) =>
  pace.received + pace.firstTokenMs + (index * 1000) / pace.tokensPerSecond;

async function answerChat(
  request: ChatRequest,
  behaviour: ChatBehaviour,
  response: http.ServerResponse,
  pace?: ChatPace,
) {
  const created = Math.floor(Date.now() / 1000);
  if (behaviour.kind === 'stall') return; // never answers; the client's timeout must fire
  if (behaviour.kind === 'error') {
    response.writeHead(behaviour.status, { 'content-type': 'application/json' });
    return response.end(
      JSON.stringify({ error: { message: behaviour.message ?? 'upstream failure', type: 'server_error' } }),
    );
  }
  if (!request.stream) {
    if (behaviour.kind === 'malformed-stream') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"id": "broken", "choices": [');
    }
    if (pace) await waitUntil(tokenTime(pace, Math.max(0, standInTokens(behaviour.text).length - 1)));
    response.writeHead(200, { 'content-type': 'application/json' });
    return response.end(
      JSON.stringify({
        id: completionId(),
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [
          { index: 0, message: { role: 'assistant', content: behaviour.text }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }
  response.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const id = completionId();
  const send = (payload: unknown) => response.write(`data: ${JSON.stringify(payload)}\n\n`);
  if (behaviour.kind === 'malformed-stream') {
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model: request.model,
      choices: [{ index: 0, delta: { role: 'assistant', content: 'Hola' } }],
    });
    response.write('data: {this is not json\n\n');
    return response.end();
  }
  const size = behaviour.chunkSize ?? 8;
  send({
    id,
    object: 'chat.completion.chunk',
    created,
    model: request.model,
    choices: [{ index: 0, delta: { role: 'assistant', content: '' } }],
  });
  const sendContent = (content: string) =>
    send({
      id,
      object: 'chat.completion.chunk',
      created,
      model: request.model,
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    });
  if (pace) {
    // Each token on the model's schedule, counted from the request (a late timer does not push the rest).
    const tokens = standInTokens(behaviour.text);
    for (const [index, token] of tokens.entries()) {
      await waitUntil(tokenTime(pace, index));
      if (response.destroyed) return;
      sendContent(token);
    }
  } else {
    for (let offset = 0; offset < behaviour.text.length; offset += size) {
      if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      sendContent(behaviour.text.slice(offset, offset + size));
    }
  }
  send({
    id,
    object: 'chat.completion.chunk',
    created,
    model: request.model,
    choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
  });
  response.write('data: [DONE]\n\n');
  response.end();
}

/** Just enough multipart parsing for one file field and text fields. */
function parseMultipart(raw: Buffer, contentType: string) {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const fields: Record<string, string> = {};
  let audio = Buffer.alloc(0);
  if (!boundary) return { audio, fields };
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = raw.indexOf(delimiter);
  while (start !== -1) {
    const next = raw.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = raw.subarray(start + delimiter.length + 2, next - 2);
    const headerEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headerEnd).toString('utf8');
    const content = part.subarray(headerEnd + 4);
    const name = /name="([^"]+)"/.exec(headers)?.[1] ?? '';
    if (/filename="/.test(headers)) audio = Buffer.from(content);
    else fields[name] = content.toString('utf8');
    start = next;
  }
  return { audio, fields };
}
