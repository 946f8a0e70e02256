/**
 * The review page's API at 10,000 cards for one learner: GET /api/review/due (the cards due today and
 * their count) and GET /api/review/summary (the dashboard's due counts), one request at a time, three
 * runs each; the median run's p50 is reported. Target: p50 ≤ 20 ms on PostgreSQL (set DATABASE_URL;
 * without it PGlite is measured and the target does not apply).
 *
 * `node --import tsx bench/review.ts` prints one JSON document; `benchReview()` returns the same object
 * for the main benchmark to include.
 */
import { fileURLToPath } from 'node:url';
import { LATENCY_RUNS, measureLatency, medianOfThreeRuns, startChild } from './support.ts';

const TARGET_P50_MS = 20;
const log = (message: string) => process.stderr.write(`${message}\n`);

export async function benchReview(options: { durationSeconds?: number } = {}) {
  const durationSeconds = options.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 5);
  const { child, info: server } = await startChild<{
    port: number;
    cookie: string;
    database: string;
    cards: number;
  }>(fileURLToPath(new URL('./review-server.ts', import.meta.url)), process.env);
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const due = `${baseUrl}/api/review/due?language=spanish`;
    const summary = `${baseUrl}/api/review/summary`;
    log('warming up…');
    await measureLatency(due, server.cookie, 1);
    await measureLatency(summary, server.cookie, 1);
    log('GET /api/review/due at 10,000 cards…');
    const dueCards = await medianOfThreeRuns(due, server.cookie, durationSeconds, TARGET_P50_MS);
    log('GET /api/review/summary at 10,000 cards…');
    const dueSummary = await medianOfThreeRuns(summary, server.cookie, durationSeconds, TARGET_P50_MS);
    // The lightest signed-in call on the same server just after: what the machine gives any request now.
    log('GET /api/auth/me for reference…');
    const reference = await medianOfThreeRuns(
      `${baseUrl}/api/auth/me`,
      server.cookie,
      durationSeconds,
      TARGET_P50_MS,
    );
    return {
      database: server.database,
      seededCards: server.cards,
      connections: 1,
      durationSecondsPerRun: durationSeconds,
      runs: LATENCY_RUNS,
      ...(server.database === 'postgres'
        ? {}
        : { note: 'PGlite measured: the target is stated for PostgreSQL' }),
      scenarios: { reviewDue: dueCards, reviewSummary: dueSummary },
      referenceAuthMe: { latencyP50Ms: reference.latencyP50Ms, runsP50Ms: reference.runsP50Ms },
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify({ date: new Date().toISOString(), ...(await benchReview()) }, null, 2));
}
