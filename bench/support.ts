/** Pieces the benchmark scripts share: child processes, their database, and percentiles. */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client.ts';

/** Starts a bench script in its own Node process and reads the JSON line it prints once it is ready. */
export async function startChild<Info>(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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
