import Fastify from 'fastify';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeReplyStreamEvent } from '../../shared/contracts/reply-stream.ts';
import { answerWithReplyStream } from './event-stream.ts';
import { createOpenStreams } from './open-streams.ts';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('a streamed reply over a real connection', () => {
  it('hands the first delta to the connection as it is written, not on a later tick', async () => {
    const heldBack: number[] = [];
    const app = Fastify();
    apps.push(app);
    app.post('/reply', (request, reply) =>
      answerWithReplyStream(request, reply, createOpenStreams(), async ({ onDelta }) => {
        const socket = reply.raw.socket as Socket;
        // Wait until the headers have left, as a provider's first chunk does.
        await new Promise((resolve) => setTimeout(resolve, 20));
        for (const text of ['Hola, ', '¿qué tal?']) {
          onDelta(text);
          // What the connection still holds in this process once the delta is written; anything held
          // would leave only after the work that follows in this tick (here: nothing, in production:
          // the rest of the provider's chunk and the corrections request).
          heldBack.push(socket.writableLength);
        }
        return { message: { id: 1 } } as never;
      }),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/reply`, {
      method: 'POST',
      headers: { accept: 'text/event-stream' },
    });
    expect(await response.text()).toContain(
      ['Hola, ', '¿qué tal?']
        .map((text) => encodeReplyStreamEvent({ event: 'delta', data: { text } }))
        .join(''),
    );
    // The first delta has left; the next one waits for the tick, with any others written in it.
    expect(heldBack[0]).toBe(0);
    expect(heldBack[1]).toBeGreaterThan(0);
  });
});
