/**
 * The relay overhead alone (`node --import tsx bench/relay.ts`): starts the bench servers as
 * `npm run bench` does and prints the AI relay's added time to first token as one JSON document, with the
 * machine's load average before and after. BENCH_RELAY_RUNS (default 3) repeats the measurement on the
 * same servers; the medians of the runs' p50 and p99 overheads are reported beside every run.
 * BENCH_DATABASE_NAME names the PostgreSQL database the servers recreate (with DATABASE_URL set).
 */
import os from 'node:os';
import { measureRelayRuns } from './relay-overhead.ts';
import { startBenchServers } from './support.ts';

const runs = Number(process.env.BENCH_RELAY_RUNS ?? 3);
const { ai, servers, stop } = await startBenchServers();
try {
  const loadBefore = os.loadavg();
  const relay = await measureRelayRuns(
    `http://127.0.0.1:${servers.info.appPort}`,
    ai.info.aiBaseUrl,
    servers.info.cookie,
    runs,
  );
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        database: servers.info.database,
        loadAverage: { before: loadBefore, after: os.loadavg() },
        ...relay,
      },
      null,
      2,
    ),
  );
} finally {
  stop();
}
