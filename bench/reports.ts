/**
 * Session reports and progress at 20,000 learner messages for one learner (decision 155): GET
 * /api/sessions/:id/report of the latest session and GET /api/progress, one request at a time, three
 * runs each (the median run's p50 reported); then `/api/health`, one request at a time, while 20 clients
 * request that report in a loop, three runs (the median run's p99 reported). Targets: report and progress
 * p50 ≤ 20 ms, health p99 ≤ 20 ms. DATABASE_URL measures PostgreSQL; without it PGlite.
 *
 * `node --import tsx bench/reports.ts` prints one JSON document; `benchReports()` returns the same object
 * for the main benchmark to include.
 */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { LATENCY_RUNS, measureLatency, median, medianOfThreeRuns, startChild } from './support.ts';

const TARGET_P50_MS = 20;
const TARGET_HEALTH_P99_MS = 20;
const LOOPING_CLIENTS = 20;
const log = (message: string) => process.stderr.write(`${message}\n`);

export async function benchReports(options: { durationSeconds?: number } = {}) {
  const durationSeconds = options.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 5);
  const { child, info: server } = await startChild<{
    port: number;
    cookie: string;
    database: string;
    learnerMessages: number;
    sessions: number;
    latestSession: number;
    indexedSessions: number;
    indexMs: number;
  }>(fileURLToPath(new URL('./reports-server.ts', import.meta.url)), process.env);
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    const report = `${baseUrl}/api/sessions/${server.latestSession}/report`;
    const progress = `${baseUrl}/api/progress?language=spanish`;
    log('warming up…');
    await measureLatency(report, server.cookie, 1);
    await measureLatency(progress, server.cookie, 1);
    log('GET the latest session’s report at 20,000 messages…');
    const sessionReport = await medianOfThreeRuns(report, server.cookie, durationSeconds, TARGET_P50_MS);
    log('GET /api/progress at 20,000 messages…');
    const progressCharts = await medianOfThreeRuns(progress, server.cookie, durationSeconds, TARGET_P50_MS);

    log(`GET /api/health while ${LOOPING_CLIENTS} clients request reports…`);
    const runs = [];
    for (let index = 0; index < LATENCY_RUNS; index++) {
      const [health, reports] = await Promise.all([
        measureLatency(`${baseUrl}/api/health`, '', durationSeconds),
        autocannon({
          url: report,
          headers: { cookie: server.cookie },
          connections: LOOPING_CLIENTS,
          duration: durationSeconds,
        }),
      ]);
      runs.push({
        ...health,
        reportsPerSecond: Math.round(reports.requests.average),
        reportsP50Ms: reports.latency.p50,
        reportsNon2xx: reports.non2xx,
      });
    }
    const sorted = [...runs].sort((a, b) => a.latencyP99Ms - b.latencyP99Ms);
    const healthRun = sorted[Math.floor(sorted.length / 2)]!;
    const failed = runs.some((run) => run.non2xx > 0 || run.errors > 0 || run.reportsNon2xx > 0);
    return {
      database: server.database,
      learnerMessages: server.learnerMessages,
      sessions: server.sessions,
      indexedAtStart: { sessions: server.indexedSessions, ms: server.indexMs },
      durationSecondsPerRun: durationSeconds,
      runs: LATENCY_RUNS,
      scenarios: {
        sessionReport,
        progress: progressCharts,
        healthWhileReportsLoop: {
          ...healthRun,
          loopingClients: LOOPING_CLIENTS,
          runsP99Ms: runs.map((run) => run.latencyP99Ms),
          medianReportsPerSecond: median(runs.map((run) => run.reportsPerSecond)),
          targetP99Ms: TARGET_HEALTH_P99_MS,
          meetsTarget: !failed && healthRun.latencyP99Ms <= TARGET_HEALTH_P99_MS,
        },
      },
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify({ date: new Date().toISOString(), ...(await benchReports()) }, null, 2));
}
