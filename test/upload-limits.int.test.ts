import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../src/shared/contracts/speech.ts';
import { startOpenAiStandIn } from './stand-ins/openai-compatible.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Bodies over a route's limit are refused with 413 as the bytes arrive: the server answers without
 * reading the rest, whether the client announced the length or streams it in chunks.
 */
let ai: Awaited<ReturnType<typeof startOpenAiStandIn>>;
let context: TestContext;
let port: number;
let cookie: string;

beforeAll(async () => {
  ai = await startOpenAiStandIn();
  context = await createTestApp({
    env: { STT_BASE_URL: ai.baseUrl, STT_MODEL: 'whisper-1', RATE_LIMIT_PER_MINUTE: '100000' },
  });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
  ({ cookie } = await context.createUser());
});
afterAll(async () => {
  await context?.close();
  await ai?.close();
});

const TOTAL = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x41);

/**
 * Sends a request head and then up to `TOTAL` bytes of body (chunked unless a length is given), and
 * stops as soon as the server answers: the status, the answer's body and how many body bytes it took.
 */
function streamUpload(head: { path: string; contentType: string; length?: number; prefix?: Buffer }) {
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    let answered = false;
    const finish = () => {
      if (answered) return;
      const match = /^HTTP\/1\.1 (\d{3})/.exec(received);
      const [, body = ''] = received.split('\r\n\r\n');
      if (!match || !/\r\n\r\n/.test(received)) return;
      answered = true;
      socket.destroy();
      resolve({ status: Number(match[1]), body: decodeChunked(body), sent });
    };
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (/\r\n0\r\n\r\n$|\}$/.test(received)) finish();
    });
    socket.on('close', () => {
      finish();
      if (!answered) reject(new Error(`closed without an answer after ${sent} bytes`));
    });
    socket.on('error', () => {});
    const chunked = head.length === undefined;
    socket.write(
      `POST ${head.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: ${head.contentType}\r\n` +
        (chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${head.length}\r\n`) +
        '\r\n',
    );
    const frame = (data: Buffer) =>
      chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
        : data;
    const pump = () => {
      while (!answered && !socket.destroyed && sent < TOTAL) {
        const data = sent === 0 && head.prefix ? head.prefix : CHUNK;
        sent += data.length;
        if (!socket.write(frame(data))) {
          socket.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}

function decodeChunked(body: string): string {
  if (!/^[0-9a-f]+\r\n/.test(body)) return body;
  let out = '';
  let rest = body;
  for (;;) {
    const match = /^([0-9a-f]+)\r\n/.exec(rest);
    if (!match) return out;
    const size = parseInt(match[1]!, 16);
    if (size === 0) return out;
    out += rest.slice(match[0].length, match[0].length + size);
    rest = rest.slice(match[0].length + size + 2);
  }
}

const boundary = '----upload-limit';
const filePart = Buffer.from(
  `--${boundary}\r\nContent-Disposition: form-data; name="language"\r\n\r\nspanish\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
);

describe('bodies over the limit', () => {
  const cases = [
    {
      name: 'a JSON body with its length announced',
      path: '/api/sessions/start',
      contentType: 'application/json',
      length: TOTAL,
    },
    { name: 'a chunked JSON body', path: '/api/sessions/start', contentType: 'application/json' },
    {
      name: 'a recording with its length announced',
      path: '/api/speech-to-text',
      contentType: `multipart/form-data; boundary=${boundary}`,
      length: TOTAL,
      prefix: filePart,
    },
    {
      name: 'a chunked recording',
      path: '/api/speech-to-text',
      contentType: `multipart/form-data; boundary=${boundary}`,
      prefix: filePart,
    },
  ];
  for (const { name, ...head } of cases) {
    it(`answers ${name} 413 PAYLOAD_TOO_LARGE before reading it all`, async () => {
      const answer = await streamUpload(head);
      expect(answer.status, answer.body).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        requestId: expect.any(String),
      });
      // Answered near the limit, not after 100 MB.
      expect(answer.sent).toBeLessThan(MAX_UPLOAD_BYTES + 8 * 1024 * 1024);
    }, 60_000);
  }
});
