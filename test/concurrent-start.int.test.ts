import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadQuizContent } from '../src/server/features/quizzes/quiz-content.ts';
import { freePort } from './free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const servers: ServerProcess[] = [];

afterAll(() => {
  for (const server of servers) server.child.kill('SIGKILL');
});

/**
 * Instances of a deployment start together on a database nobody has migrated yet (a new installation, or
 * every instance restarted at once): migrations and the content seeding must run once, and every
 * instance must come up.
 */
describe.runIf(onPostgres)('instances starting at once on an empty PostgreSQL database', () => {
  it('migrates and seeds once, and all three come up', async () => {
    const baseUrl = process.env.DATABASE_URL!;
    const name = `lc_concurrent_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    try {
      const ports = await Promise.all([freePort(), freePort(), freePort()]);
      for (const port of ports)
        servers.push(startServerProcess({ DATABASE_URL: url.href, SEED_CONTENT: 'true' }, port));
      const results = await Promise.allSettled(servers.map((server) => server.ready));
      const failures = results.flatMap((result, index) =>
        result.status === 'rejected' ? [servers[index]!.output()] : [],
      );
      expect(failures).toEqual([]);

      const db = new pg.Client({ connectionString: url.href });
      await db.connect();
      try {
        const migrations = await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
        expect(new Set(migrations.rows.map((row) => row.hash)).size).toBe(migrations.rowCount);
        const quizzes = await db.query<{ count: string }>(
          'select count(*) as count from quizzes where content_key is not null',
        );
        expect(Number(quizzes.rows[0]!.count)).toBe(loadQuizContent().length);
      } finally {
        await db.end();
      }
      for (const server of servers) {
        expect((await fetch(`${server.baseUrl()}/api/health`)).status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    } finally {
      for (const server of servers) server.child.kill('SIGKILL');
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);
});
