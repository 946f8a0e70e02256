import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { freePort } from './free-port.ts';
import { testConfig } from './test-app.ts';

/**
 * A database nobody listens for (connections refused): every request that needs it fails. The log says
 * so once per interval with a count, not once per request with a stack.
 */
const isPglite = process.env.TEST_DATABASE !== 'postgres';

describe.runIf(isPglite)('logging through a database outage', () => {
  let app: App;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const port = await freePort();
    const config = testConfig({ LOG_LEVEL: 'info', RATE_LIMIT_PER_MINUTE: '100000' });
    const database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/none`,
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await buildApp({ config, database, logger: { level: 'info', stream }, sessionCacheTtlMs: 0 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('logs the first failure with its error, then counts the rest instead of logging each', async () => {
    const cookie = `${testConfig().session.cookieName}=${randomBytes(32).toString('base64url')}`;
    lines.length = 0;
    for (let index = 0; index < 100; index++) {
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(response.statusCode).toBe(503);
    }
    const outage = lines.filter((line) => String(line.msg).startsWith('database unavailable'));
    expect(outage.length).toBeGreaterThanOrEqual(1);
    expect(outage.length).toBeLessThanOrEqual(2);
    expect(outage[0]).toHaveProperty('err');
    const withStacks = lines.filter((line) => (line.err as { stack?: string } | undefined)?.stack);
    expect(withStacks.length).toBeLessThanOrEqual(2);
  });
});
