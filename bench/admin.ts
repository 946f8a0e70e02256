/**
 * Admin statistics and user search at scale: 100,000 seeded users (and 200,000 sessions), one request
 * at a time so the figures are request latencies, not queueing. Targets: p50 ≤ 100 ms each, on
 * PostgreSQL (set DATABASE_URL; without it PGlite is measured and the targets do not apply).
 *
 * `node --import tsx bench/admin.ts` prints one JSON document; `benchAdmin()` returns the same object
 * for the main benchmark to include.
 */
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { startChild } from './support.ts';

const TARGET_P50_MS = 100;
const log = (message: string) => process.stderr.write(`${message}\n`);

interface LatencyResult {
  path: string;
  requests: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  targetP50Ms?: number;
  meetsTarget?: boolean;
}

async function measure(baseUrl: string, path: string, cookie: string, durationSeconds: number) {
  const result = await autocannon({
    url: `${baseUrl}${path}`,
    headers: { cookie },
    connections: 1,
    duration: durationSeconds,
  });
  return {
    path,
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  } satisfies LatencyResult;
}

function withTarget(result: LatencyResult): LatencyResult {
  return {
    ...result,
    targetP50Ms: TARGET_P50_MS,
    meetsTarget: result.latencyP50Ms <= TARGET_P50_MS && result.non2xx === 0 && result.errors === 0,
  };
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
    log('warming up…');
    await measure(baseUrl, '/api/admin/stats', server.cookie, 1);
    await measure(baseUrl, '/api/admin/users?search=user4242', server.cookie, 1);

    log('GET /api/admin/stats…');
    const stats = withTarget(await measure(baseUrl, '/api/admin/stats', server.cookie, durationSeconds));
    log('GET /api/admin/users?search=…');
    const search = withTarget(
      await measure(
        baseUrl,
        '/api/admin/users?search=user4242&page=1&pageSize=20',
        server.cookie,
        durationSeconds,
      ),
    );
    log('GET /api/admin/users (first page, no search)…');
    const firstPage = await measure(
      baseUrl,
      '/api/admin/users?page=1&pageSize=20',
      server.cookie,
      durationSeconds,
    );
    log('GET /api/admin/users?search= matching everyone, deep page…');
    const broadDeep = await measure(
      baseUrl,
      '/api/admin/users?search=EXAMPLE.ORG&page=2500&pageSize=20',
      server.cookie,
      durationSeconds,
    );
    return {
      database: server.database,
      seededUsers: server.users,
      seededSessions: server.sessions,
      connections: 1,
      durationSecondsPerScenario: durationSeconds,
      ...(server.database === 'postgres'
        ? {}
        : { note: 'PGlite measured: the targets are stated for PostgreSQL' }),
      scenarios: {
        adminStats: stats,
        adminUserSearch: search,
        adminUsersFirstPage: firstPage,
        adminUsersBroadSearchDeepPage: broadDeep,
      },
    };
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify({ date: new Date().toISOString(), ...(await benchAdmin()) }, null, 2));
}
