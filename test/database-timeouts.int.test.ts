import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/server/app.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { toErrorBody } from '../src/server/plugins/errors.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * A database that holds a request (a lock another connection keeps, a query that runs too long) answers
 * 503 within the configured time instead of holding the request as long as the database does. PostgreSQL
 * only: the embedded database has a single connection and no lock to wait for.
 */
describe.runIf(process.env.TEST_DATABASE === 'postgres')('database statement and lock timeouts', () => {
  let context: TestContext;
  let database: Database;
  let app: App;
  let url: string;

  beforeAll(async () => {
    context = await createTestApp();
    const result = (await context.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const address = new URL(process.env.DATABASE_URL!);
    address.pathname = `/${result.rows[0]!.name}`;
    url = address.href;
    database = await openDatabase({
      kind: 'postgres',
      url,
      poolSize: 2,
      statementTimeoutMs: 800,
      lockTimeoutMs: 300,
    });
    app = await buildApp({ config: context.config, database, logger: false, sessionCacheTtlMs: 0 });
  });

  afterAll(async () => {
    await app?.close();
    await context?.close();
  });

  it('answers 503 UNAVAILABLE with Retry-After when a lock is held longer than the lock timeout', async () => {
    const { cookie } = await context.createUser();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table users in access exclusive mode');
      const started = Date.now();
      const response = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'UNAVAILABLE', requestId: expect.any(String) });
      expect(response.headers['retry-after']).toBeDefined();
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    const after = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(200);
  });

  it('cancels a statement that runs past the statement timeout, and the pool serves again', async () => {
    const started = Date.now();
    const error: unknown = await database.db.execute(sql`select pg_sleep(5)`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error).toMatchObject({ cause: { code: '57014' } });
    // Answered like an outage: a retryable 503.
    expect(toErrorBody(error, 'request')).toMatchObject({ code: 'UNAVAILABLE' });
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
