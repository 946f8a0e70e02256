/**
 * The capacity scenario's server process: the real app with the offline partner (no AI configured), on
 * PostgreSQL (`BENCH_DATABASE=postgres`, from DATABASE_URL) or on PGlite in a fresh data directory like
 * the embedded default, and `BENCH_LEARNERS` signed-in learners on the annual plan. Prints one JSON line
 * with the port and the learners' cookies, then serves until killed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { benchConfig, openBenchDatabase, signInBenchLearners } from './support.ts';

const learners = Number(process.env.BENCH_LEARNERS ?? 200);
const onPostgres = process.env.BENCH_DATABASE === 'postgres';
const dataDir = onPostgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'linguacoach-capacity-'));
const database = dataDir
  ? await openDatabase({ kind: 'pglite', dataDir })
  : await openBenchDatabase('linguacoach_capacity');
await database.migrate();
const config = benchConfig();
const app = await buildApp({ config, database, logger: false, webRoot: path.resolve('dist/web') });
await app.listen({ port: 0, host: '127.0.0.1' });
const cookies = await signInBenchLearners(database.db, config, learners, 'capacity');

const address = app.server.address() as { port: number };
console.log(JSON.stringify({ appPort: address.port, cookies, database: database.kind }));
process.on('SIGTERM', async () => {
  await app.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
