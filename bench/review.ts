/**
 * The review page's API at 10,000 cards for one learner: GET /api/review/due (the cards due today and
 * their count) and GET /api/review/summary (the dashboard's due counts), one request at a time, three
 * runs each; the median run's p50 is reported. Target: p50 ≤ 20 ms on PostgreSQL (set DATABASE_URL;
 * without it PGlite is measured and the target does not apply).
 *
 * `node --import tsx bench/review.ts` prints one JSON document; `benchReview()` returns the same object
 * for the main benchmark to include.
 */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { startChild } from './support.ts';

const TARGET_P50_MS = 20;
const RUNS = 3;
const log = (message: string) => process.stderr.write(`${message}\n`);

async function measureOnce(url: string, cookie: string, durationSeconds: number) {
  const result = await autocannon({ url, headers: { cookie }, connections: 1, duration: durationSeconds });
  return {
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Three runs; the one with the median p50 is reported, with every run's p50 beside it. */
async function medianOfThree(url: string, cookie: string, durationSeconds: number) {
  const runs = [];
  for (let index = 0; index < RUNS; index++) runs.push(await measureOnce(url, cookie, durationSeconds));
  const sorted = [...runs].sort((a, b) => a.latencyP50Ms - b.latencyP50Ms);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const failed = runs.some((run) => run.non2xx > 0 || run.errors > 0);
  return {
    ...median,
    runsP50Ms: runs.map((run) => run.latencyP50Ms),
    targetP50Ms: TARGET_P50_MS,
    meetsTarget: !failed && median.latencyP50Ms <= TARGET_P50_MS,
  };
}

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
    await measureOnce(due, server.cookie, 1);
    await measureOnce(summary, server.cookie, 1);
    log('GET /api/review/due at 10,000 cards…');
    const dueCards = await medianOfThree(due, server.cookie, durationSeconds);
    log('GET /api/review/summary at 10,000 cards…');
    const dueSummary = await medianOfThree(summary, server.cookie, durationSeconds);
    // The lightest signed-in call on the same server just after: what the machine gives any request now.
    log('GET /api/auth/me for reference…');
    const reference = await medianOfThree(`${baseUrl}/api/auth/me`, server.cookie, durationSeconds);
    return {
      database: server.database,
      seededCards: server.cards,
      connections: 1,
      durationSecondsPerRun: durationSeconds,
      runs: RUNS,
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
