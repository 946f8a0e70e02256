/**
 * Admin statistics and user search at 100,000 seeded users (and 200,000 sessions), one request at a
 * time so the figures are request latencies, not queueing; three runs per scenario, the median run's
 * p50 reported beside every run's. Target (issue 17): p50 ≤ 20 ms for each scenario, on PostgreSQL
 * (set DATABASE_URL; without it PGlite is measured and the targets do not apply).
 *
 * `node --import tsx bench/admin.ts` prints one JSON document; `benchAdmin()` returns the same object
 * for the main benchmark to include.
 */
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { LATENCY_RUNS, measureLatency, medianOfThreeRuns, startChild } from './support.ts';

const TARGET_P50_MS = 20;
const log = (message: string) => process.stderr.write(`${message}\n`);

/** The scenarios: each path is measured against the same target. */
const SCENARIOS = {
  adminStats: '/api/admin/stats',
  adminUserSearch: '/api/admin/users?search=user4242&pageSize=20',
  adminUsersFirstPage: '/api/admin/users?pageSize=20',
} as const;

// Every seeded user's email matches this search: its total is counted up to the cap, and the deep page
// is the 2,500th, reached as the panel reaches it, each page from the cursor of the one before.
const BROAD_SEARCH = '/api/admin/users?search=EXAMPLE.ORG&pageSize=20';
const DEEP_PAGE = 2500;

/** Walks the broad search's pages from the first to `DEEP_PAGE` and returns that page's path. */
async function deepPagePath(baseUrl: string, cookie: string): Promise<string> {
  let path = BROAD_SEARCH;
  for (let page = 1; page < DEEP_PAGE; page++) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    const { nextBefore } = (await response.json()) as { nextBefore: number | null };
    if (nextBefore === null) throw new Error(`the broad search ended at page ${page}`);
    path = `${BROAD_SEARCH}&before=${nextBefore}`;
  }
  return path;
}

export async function benchAdmin(options: { durationSeconds?: number } = {}) {
  const durationSeconds = options.durationSeconds ?? Number(process.env.BENCH_DURATION ?? 5);
  const { child, info: server } = await startChild<{
    port: number;
    cookie: string;
    database: string;
    users: number;
    sessions: number;
  }>(fileURLToPath(new URL('./admin-server.ts', import.meta.url)), process.env);
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    log(`walking the broad search to page ${DEEP_PAGE}…`);
    const paths = {
      ...SCENARIOS,
      adminUsersBroadSearchDeepPage: await deepPagePath(baseUrl, server.cookie),
    };
    log('warming up…');
    for (const path of Object.values(paths)) {
      const warmUp = await measureLatency(`${baseUrl}${path}`, server.cookie, 1);
      // Refusals answer in no time: a run of them would measure nothing.
      if (warmUp.non2xx > 0 || warmUp.errors > 0) throw new Error(`GET ${path} failed while warming up`);
    }
    const loadAverageBefore = os.loadavg();
    const scenarios: Record<string, { path: string } & Awaited<ReturnType<typeof medianOfThreeRuns>>> = {};
    for (const [name, path] of Object.entries(paths)) {
      log(`GET ${path}…`);
      scenarios[name] = {
        path,
        ...(await medianOfThreeRuns(`${baseUrl}${path}`, server.cookie, durationSeconds, TARGET_P50_MS)),
      };
    }
    return {
      database: server.database,
      seededUsers: server.users,
      seededSessions: server.sessions,
      connections: 1,
      durationSecondsPerRun: durationSeconds,
      runs: LATENCY_RUNS,
      // The machine's 1-minute load average before and after the measured runs: shared machines vary.
      loadAverage1m: { before: loadAverageBefore[0], after: os.loadavg()[0] },
      ...(server.database === 'postgres'
        ? {}
        : { note: 'PGlite measured: the targets are stated for PostgreSQL' }),
      targetP50Ms: TARGET_P50_MS,
      allTargetsMet: Object.values(scenarios).every((scenario) => scenario.meetsTarget),
      scenarios,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify({ date: new Date().toISOString(), ...(await benchAdmin()) }, null, 2));
}
