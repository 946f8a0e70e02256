/** Pieces the benchmark scripts share: child processes, their database, and percentiles. */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig, type Config } from '../src/server/config.ts';
import { openDatabase, type Database, type Db } from '../src/server/db/client.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { users } from '../src/server/features/users/users.table.ts';

/**
 * Starts a bench script in its own Node process and reads the JSON line it prints once it is ready.
 * With BENCH_PROFILE_DIR set, each child writes a CPU profile there when it stops.
 */
export async function startChild<Info>(script: string, env: NodeJS.ProcessEnv) {
  const profile = env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', env.BENCH_PROFILE_DIR] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env,
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  try {
    return { child, info: JSON.parse(firstLine) as Info };
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
}

/**
 * The bench's servers: the AI stand-in (bench/ai-stand-in.ts) and, pointed at it, the app beside bare
 * Fastify (bench/servers.ts), each in its own process. `stop` ends both.
 */
export async function startBenchServers() {
  const ai = await startChild<{ aiBaseUrl: string }>('bench/ai-stand-in.ts', process.env);
  const servers = await startChild<{
    appPort: number;
    barePort: number;
    cookie: string;
    database: string;
  }>('bench/servers.ts', { ...process.env, BENCH_AI_BASE_URL: ai.info.aiBaseUrl }).catch((error) => {
    ai.child.kill('SIGTERM');
    throw error;
  });
  const stop = () => {
    servers.child.kill('SIGTERM');
    ai.child.kill('SIGTERM');
  };
  return { ai, servers, stop };
}

/**
 * A fresh database for a bench server: the named PostgreSQL database (dropped and created again) when
 * DATABASE_URL is set, otherwise PGlite in memory.
 */
export async function openBenchDatabase(name: string): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ kind: 'pglite-memory' });
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: benchUrl.href, poolSize: 10 });
}

export const round = (value: number) => Math.round(value * 100) / 100;

/** The middle value (the upper one of an even count): a figure's median over a bench's runs. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The p-th percentile (nearest rank) of the values, rounded to hundredths. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!);
}

/**
 * A bench server's last step: prints its ready line (the port the app listens on and `info`) for
 * `startChild`, then closes the app when the benchmark kills the process.
 */
export function announceReady(
  app: { server: { address(): unknown }; close(): Promise<unknown> },
  info: object,
) {
  const address = app.server.address() as { port: number };
  console.log(JSON.stringify({ port: address.port, ...info }));
  process.on('SIGTERM', async () => {
    await app.close();
    process.exit(0);
  });
}

/**
 * Signs in `count` bench learners (`<prefix>-<n>`) on the annual plan, an allowance a benchmark cannot
 * run out of, and returns their session cookies.
 */
export async function signInBenchLearners(db: Db, config: Config, count: number, prefix: string) {
  const auth = createAuthService({ db, config });
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
    const name = count === 1 ? prefix : `${prefix}-${index}`;
    const session = await auth.signIn(
      {
        issuer: 'https://bench.local',
        subject: name,
        email: `${name}@example.com`,
        name,
        picture: undefined,
      },
      undefined,
    );
    await db.update(users).set({ plan: 'annual' }).where(eq(users.id, session.user.id));
    cookies.push(`${config.session.cookieName}=${session.token}`);
  }
  return cookies;
}

/** The configuration of a bench server: no logs, no request limits in the way, no content seeding. */
export function benchConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_PER_MINUTE: '100000000',
    RATE_LIMIT_MESSAGES_PER_MINUTE: '100000000',
    SEED_CONTENT: 'false',
    ...env,
  });
}

/** One run of requests one at a time against `url` for `durationSeconds`: its p50, p99 and failures. */
export async function measureLatency(url: string, cookie: string, durationSeconds: number) {
  const result = await autocannon({ url, headers: { cookie }, connections: 1, duration: durationSeconds });
  return {
    requests: result.requests.total,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const LATENCY_RUNS = 3;

/**
 * Three runs; the one with the median p50 is reported, with every run's p50 beside it, the target and
 * whether the median meets it (and no run failed a request).
 */
export async function medianOfThreeRuns(
  url: string,
  cookie: string,
  durationSeconds: number,
  targetP50Ms: number,
) {
  const runs = [];
  for (let index = 0; index < LATENCY_RUNS; index++)
    runs.push(await measureLatency(url, cookie, durationSeconds));
  const sorted = [...runs].sort((a, b) => a.latencyP50Ms - b.latencyP50Ms);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const failed = runs.some((run) => run.non2xx > 0 || run.errors > 0);
  return {
    ...median,
    runsP50Ms: runs.map((run) => run.latencyP50Ms),
    targetP50Ms,
    meetsTarget: !failed && median.latencyP50Ms <= targetP50Ms,
  };
}
