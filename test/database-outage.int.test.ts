import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from './support/disposable-postgres.ts';
import { runOutage, startOutageRig, type OutageRig } from './support/postgres-outage.ts';

// The test brings its own PostgreSQL cluster, so it runs once (in the PGlite project), not per database.
const isPglite = process.env.TEST_DATABASE !== 'postgres';
const bindir = findPostgresBinaries();

if (isPglite && !bindir) {
  describe('a PostgreSQL restart under load', () => {
    it.skip('needs the PostgreSQL server binaries (initdb, pg_ctl): install the postgresql package', () => {});
  });
}

describe.runIf(isPglite && bindir)('a PostgreSQL restart under load', () => {
  let rig: OutageRig;

  beforeAll(async () => {
    rig = await startOutageRig(6);
  }, 60_000);

  afterAll(async () => {
    await rig?.close();
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`keeps the process alive through a ${mode} stop, answers 503 with Retry-After, loses no acknowledged write and recovers within 1 s`, async () => {
      const result = await runOutage(rig, mode);

      expect(result.processAlive, rig.server.output()).toBe(true);
      // The outage was real: writes failed, and readiness said so.
      expect(result.failures.length).toBeGreaterThan(0);
      expect(result.readyStatusDuringOutage).toBe(503);
      // Every failure is a retryable 503 in the one error shape — never a 500 or a dropped connection.
      const unexpected = result.failures.filter(
        (failure) =>
          failure.status !== 503 ||
          failure.code !== 'UNAVAILABLE' ||
          !failure.oneShape ||
          !failure.retryAfter,
      );
      expect(unexpected).toEqual([]);
      expect(result.acknowledgedWrites).toBeGreaterThan(0);
      expect(result.lostWrites).toBe(0);
      expect(result.recoveryMs).not.toBeNull();
      expect(result.recoveryMs!).toBeLessThan(1000);
      // Readiness is green again.
      expect((await fetch(`${rig.server.baseUrl()}/api/ready`)).status).toBe(200);
    }, 30_000);
  }
});
