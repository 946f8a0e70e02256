import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplyStreamDecoder, type ReplyStreamEvent } from '../src/shared/contracts/reply-stream.ts';
import { createHttpBrowser } from './inject-browser.ts';
import { startOpenAiStandIn } from './stand-ins/openai-compatible.ts';
import { freePort } from './free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

// Each test runs its own server process on an embedded database: once, in the PGlite project.
const isPglite = process.env.TEST_DATABASE !== 'postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;
const servers: ServerProcess[] = [];
const dataDirs: string[] = [];

/** A server on a fresh data directory, talking to the AI stand-in, with a signed-in learner's session. */
async function startSignedIn(standIn: StandIn, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-limits-'));
  dataDirs.push(dataDir);
  const server = startServerProcess(
    { DATA_DIR: dataDir, AI_BASE_URL: standIn.baseUrl, AI_MODEL: 'stand-in', ...env },
    await freePort(),
  );
  servers.push(server);
  await server.ready;
  const browser = createHttpBrowser(server.baseUrl());
  await browser.signInWithDevIdp('learner@example.com');
  const cookie = browser.cookieHeader();
  const started = await fetch(`${server.baseUrl()}/api/sessions/start`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'spanish' }),
  });
  expect(started.status).toBe(200);
  const { session } = (await started.json()) as { session: { id: number } };
  return { server, cookie, sessionId: session.id };
}

/** Opens a streamed reply; `firstDelta` resolves when text starts arriving, `done` with all its events. */
function openStream(
  target: { server: ServerProcess; cookie: string; sessionId: number },
  message: string,
  signal?: AbortSignal,
) {
  const events: ReplyStreamEvent[] = [];
  let sawDelta: () => void = () => {};
  const firstDelta = new Promise<void>((resolve) => (sawDelta = resolve));
  const done = (async () => {
    const response = await fetch(`${target.server.baseUrl()}/api/conversation/message`, {
      method: 'POST',
      headers: { cookie: target.cookie, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ sessionId: target.sessionId, message }),
      signal,
    });
    const decoder = new TextDecoder();
    const stream = createReplyStreamDecoder();
    for await (const chunk of response.body!) {
      events.push(...stream.push(decoder.decode(chunk as Uint8Array, { stream: true })));
      if (events.some((event) => event.event === 'delta')) sawDelta();
    }
    return events;
  })();
  done.catch(() => {});
  return { firstDelta, done };
}

/** Sends raw bytes on a new connection; resolves with what came back once the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('utf8')));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
  const connected = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, connected, closed, received: () => received };
}

const portOf = (server: ServerProcess) => Number(new URL(server.baseUrl()).port);

describe.runIf(isPglite)('the server process under slow clients and at shutdown', () => {
  let standIn: StandIn;
  let target: Awaited<ReturnType<typeof startSignedIn>>;

  beforeAll(async () => {
    standIn = await startOpenAiStandIn();
    // A slow teacher: a message marked [long] takes about ten seconds to answer, any other about one.
    // Corrections answer at once.
    standIn.onChat((request) => {
      if (request.response_format) return { kind: 'text', text: '{"corrections":[]}' };
      const long = JSON.stringify(request.messages.at(-1)).includes('[long]');
      return { kind: 'text', text: 'Muy bien. '.repeat(long ? 100 : 10), chunkSize: 10, delayMs: 100 };
    });
    target = await startSignedIn(standIn, {
      LOG_LEVEL: 'info',
      SHUTDOWN_GRACE_SECONDS: '2',
      REQUEST_TIMEOUT_SECONDS: '2',
      MAX_CONNECTIONS: '20',
    });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await standIn?.close();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('logs a learner leaving mid-reply at info, not as an error', async () => {
    const leaving = new AbortController();
    const stream = openStream(target, 'Hola', leaving.signal);
    await stream.firstDelta;
    leaving.abort();
    const logs = () =>
      target.server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
    const gone = (line: { msg: string }) => line.msg === 'client disconnected during the reply';
    for (let waited = 0; waited < 5000 && !logs().some(gone); waited += 100) await sleep(100);
    expect(logs()).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'client disconnected during the reply' }),
    );
    expect(logs().filter((line) => line.level >= 50)).toEqual([]);
  });

  it('closes a connection that trickles its body once the request timeout passes', async () => {
    const slow = rawConnection(portOf(target.server));
    await slow.connected;
    const startedAt = performance.now();
    slow.socket.write(
      `POST /api/sessions/start HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${target.cookie}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    const trickle = setInterval(() => slow.socket.write('{'), 200);
    const closedAt = await slow.closed;
    clearInterval(trickle);
    expect(closedAt - startedAt).toBeGreaterThan(1500);
    expect(closedAt - startedAt).toBeLessThan(6000);
    if (slow.received()) expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections beyond the cap at once, and serves again once they go', async () => {
    const held = Array.from({ length: 25 }, () => rawConnection(portOf(target.server)));
    await sleep(500);
    const refused = held.filter((connection) => connection.socket.destroyed).length;
    expect(refused).toBeGreaterThanOrEqual(5);
    // A new connection now is closed without an answer.
    const extra = rawConnection(portOf(target.server));
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await extra.closed;
    expect(extra.received()).toBe('');
    for (const connection of held) connection.socket.destroy();
    await sleep(200);
    expect((await fetch(`${target.server.baseUrl()}/api/health`)).status).toBe(200);
    expect(target.server.alive()).toBe(true);
  });

  it('at shutdown, lets a short reply finish, ends a long one with an error event, and answers 503 UNAVAILABLE', async () => {
    const short = openStream(target, 'Hola');
    const long = openStream(target, 'Hola [long]');
    await Promise.all([short.firstDelta, long.firstDelta]);
    // A request already on its way (headers half sent) when the stop begins.
    const late = rawConnection(portOf(target.server));
    await late.connected;
    late.socket.write('GET /api/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    await sleep(100);

    const stoppedAt = performance.now();
    target.server.child.kill('SIGTERM');
    await sleep(300);
    late.socket.write(`Cookie: ${target.cookie}\r\n\r\n`);
    await late.closed;
    const [head, body] = late.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 503 /);
    expect(head).toMatch(/\r\nretry-after: \d+/i);
    expect(JSON.parse(body!)).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });

    const shortEvents = (await short.done).map((event) => event.event);
    expect(shortEvents).toContain('message');
    expect(shortEvents).not.toContain('error');

    const longEvents = await long.done;
    const endedAfter = performance.now() - stoppedAt;
    expect(longEvents.map((event) => event.event)).not.toContain('message');
    expect(longEvents.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'UNAVAILABLE', requestId: expect.any(String) },
    });
    expect(endedAfter).toBeGreaterThan(1800);
    expect(endedAfter).toBeLessThan(6000);
    expect(await target.server.exited, target.server.output().slice(-2000)).toBe(0);
    expect(performance.now() - stoppedAt).toBeLessThan(8000);
  });

  it('at the end of the grace, answers a JSON request still in progress 503 UNAVAILABLE and exits 0', async () => {
    const other = await startSignedIn(standIn, { LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: '2' });
    const pending = fetch(`${other.server.baseUrl()}/api/conversation/message`, {
      method: 'POST',
      headers: { cookie: other.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: other.sessionId, message: 'Hola [long]' }),
    });
    await sleep(1000);
    const stoppedAt = performance.now();
    other.server.child.kill('SIGTERM');
    const response = await pending;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
    expect(performance.now() - stoppedAt).toBeGreaterThan(1800);
    expect(await other.server.exited, other.server.output().slice(-2000)).toBe(0);
    expect(performance.now() - stoppedAt).toBeLessThan(6000);
  }, 60_000);
});
