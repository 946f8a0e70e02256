/**
 * PostgreSQL restarted under load: a disposable cluster is stopped (fast, then immediate; three runs
 * each) and started again while learners keep sending messages to the real server process. Reports the
 * median time from the database being back to the first write that succeeds, the requests that failed
 * meanwhile (and whether any was not a 503 with Retry-After), and acknowledged writes lost.
 */
import { findPostgresBinaries } from '../../test/support/disposable-postgres.ts';
import { runOutage, startOutageRig, type OutageResult } from '../../test/support/postgres-outage.ts';

export const name = 'postgresRestart';

const RUNS_PER_MODE = 3;
const RECOVERY_TARGET_MS = 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

function summarise(runs: OutageResult[]) {
  const recoveries = runs.map((run) => run.recoveryMs ?? Number.POSITIVE_INFINITY);
  const failed = runs.map((run) => run.failures.length);
  const notRetryable = runs.flatMap((run) =>
    run.failures.filter(
      (failure) => failure.status !== 503 || failure.code !== 'UNAVAILABLE' || !failure.retryAfter,
    ),
  );
  const lost = runs.reduce((sum, run) => sum + run.lostWrites, 0);
  const recoveryMedian = median(recoveries);
  return {
    runs: runs.length,
    recoveryMsMedian: Number.isFinite(recoveryMedian) ? recoveryMedian : null,
    recoveryMsEach: runs.map((run) => run.recoveryMs),
    recoveryTargetMs: RECOVERY_TARGET_MS,
    recoveryTargetMet: recoveries.every((ms) => ms < RECOVERY_TARGET_MS),
    requestsEach: runs.map((run) => run.requests),
    failedRequestsMedian: median(failed),
    failedRequestsEach: failed,
    failuresNot503WithRetryAfter: notRetryable.length,
    readyDuringOutage: [...new Set(runs.map((run) => run.readyStatusDuringOutage))],
    acknowledgedWrites: runs.reduce((sum, run) => sum + run.acknowledgedWrites, 0),
    acknowledgedWritesLost: lost,
    acknowledgedWritesLostTarget: 0,
    acknowledgedWritesLostTargetMet: lost === 0,
    processSurvived: runs.every((run) => run.processAlive),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  if (!findPostgresBinaries()) return { skipped: 'PostgreSQL server binaries (initdb, pg_ctl) not found' };
  const rig = await startOutageRig(8);
  try {
    const results: Record<string, unknown> = { writers: rig.writers.length, outageMs: 1000 };
    for (const mode of ['fast', 'immediate'] as const) {
      const runs: OutageResult[] = [];
      for (let index = 0; index < RUNS_PER_MODE; index++) {
        runs.push(await runOutage(rig, mode));
        if (!rig.server.alive()) break;
      }
      results[mode] = summarise(runs);
    }
    return results;
  } finally {
    await rig.close();
  }
}
