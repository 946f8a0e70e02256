import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { freePort } from '../../../test/free-port.ts';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) console.warn('redis-server is not installed: the Redis outage test is skipped');

/** A throwaway Redis on loopback, nothing written to disk. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      probe.disconnect();
    }
  }
  return child;
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!hasRedisServer)('request limits through a Redis outage', () => {
  let port: number;
  let redis: ChildProcess;
  let context: TestContext;
  const logLines: string[] = [];

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    context = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: '8' },
      deps: { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
    });
  });
  afterAll(async () => {
    await context?.close();
    if (redis) await kill(redis);
  });

  const ready = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/ready' });
    return { statusCode: response.statusCode, body: response.json() as unknown };
  };
  const sharedKeys = async () => {
    const client = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 });
    try {
      return (await client.keys('lc-rl:*')).length;
    } finally {
      client.disconnect();
    }
  };

  it('counts in Redis, falls back to in-process counts while it is down, and shares again when it returns', async () => {
    const { cookie } = await context.createUser();
    const me = async () =>
      (await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;

    expect(
      await until(
        ready,
        (value) => value.statusCode === 200 && JSON.stringify(value.body).includes('"redis":"ok"'),
        5000,
      ),
    ).toEqual({
      statusCode: 200,
      body: { status: 'ok', checks: { database: 'ok', redis: 'ok', spellCheck: 'ok', grammarCheck: 'ok' } },
    });
    expect(await me()).toBe(200);
    expect(await sharedKeys()).toBeGreaterThan(0);

    await kill(redis);
    const during: number[] = [];
    for (let i = 0; i < 10; i += 1) during.push(await me());
    expect(during.filter((status) => status >= 500)).toEqual([]);
    // Still limited: this process counts on its own from the outage on.
    expect(during).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(await ready()).toEqual({
      statusCode: 200,
      body: {
        status: 'degraded',
        checks: { database: 'ok', redis: 'down', spellCheck: 'ok', grammarCheck: 'ok' },
      },
    });
    const warnings = logLines.filter((line) => line.includes('Redis is unreachable'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!).level).toBe(40);

    redis = await startRedis(port);
    expect(await until(ready, (value) => JSON.stringify(value.body).includes('"redis":"ok"'), 8000)).toEqual({
      statusCode: 200,
      body: { status: 'ok', checks: { database: 'ok', redis: 'ok', spellCheck: 'ok', grammarCheck: 'ok' } },
    });
    expect(await sharedKeys()).toBe(0);
    // The fresh Redis holds no count yet: the next request is counted there again.
    expect(await me()).toBe(200);
    expect(await sharedKeys()).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes('Redis is reachable again'))).toHaveLength(1);
  });
});
