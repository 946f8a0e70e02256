import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries, startDisposablePostgres } from './support/disposable-postgres.ts';
import { freePort } from './free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

// The test brings its own PostgreSQL cluster, so it runs once (in the PGlite project), not per database.
const isPglite = process.env.TEST_DATABASE !== 'postgres';
const bindir = findPostgresBinaries();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(isPglite && bindir)('a server started before its PostgreSQL', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it('waits for the database with a growing backoff, logging each attempt once, and serves once it is up', async () => {
    const cluster = await startDisposablePostgres(bindir);
    cleanups.push(() => cluster.destroy());
    await cluster.stop('fast');
    const server: ServerProcess = startServerProcess(
      { DATABASE_URL: cluster.url, LOG_LEVEL: 'warn' },
      await freePort(),
    );
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });

    // A few seconds without a database: the process stays up and says what it waits for.
    await sleep(4000);
    expect(server.alive(), server.output()).toBe(true);
    const attempts = server.output().match(/database not reachable/g) ?? [];
    // 0.5 s, 1 s, 2 s: three or four attempts in four seconds, not one per tick.
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts.length).toBeLessThanOrEqual(5);

    await cluster.start();
    await server.ready;
    expect((await fetch(`${server.baseUrl()}/api/ready`)).status).toBe(200);
  }, 90_000);
});
