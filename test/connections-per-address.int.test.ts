import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app.ts';

/** Real sockets from two loopback addresses against the app listening on 127.0.0.1. */
let context: TestContext;
let port: number;
const sockets: net.Socket[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  context = await createTestApp({ env: { MAX_CONNECTIONS_PER_ADDRESS: '5', MAX_CONNECTIONS: '1000' } });
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  port = (context.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await context?.close();
});

function connect(localAddress: string) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  sockets.push(socket);
  let received = '';
  socket.on('data', (data) => (received += data.toString()));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, closed, received: () => received };
}

async function health(localAddress: string) {
  const connection = connect(localAddress);
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  await connection.closed;
  return connection.received();
}

describe('the connection cap per client address', () => {
  it('closes one address’s connections beyond its cap, and only that address’s', async () => {
    const held = Array.from({ length: 20 }, () => connect('127.0.0.2'));
    await sleep(500);
    expect(held.filter((connection) => connection.socket.destroyed).length).toBe(15);
    // That address's next connection is closed without an answer; another address is served.
    expect(await health('127.0.0.2')).toBe('');
    expect(await health('127.0.0.3')).toMatch(/^HTTP\/1\.1 200 /);
    // Once its connections go, the address is served again.
    for (const connection of held) connection.socket.destroy();
    await sleep(200);
    expect(await health('127.0.0.2')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
