/**
 * Start and memory of the embedded default, the way a school starts it: `npm start` (scripts/start.mjs)
 * on PGlite, with the build already up to date. Each run starts on a new data directory (the first start:
 * the database is created, migrated and seeded), stops, and starts again on the same directory (a
 * restart); each start is timed until `/api/ready` answers 200. Resident memory (the whole process, its
 * threads included) is read from /proc a few seconds after each start, once the process is idle.
 * Targets (issue 17): first start ≤ 8 s, restart ≤ 2 s, idle resident memory after a restart ≤ 300 MB.
 *
 * `node --import tsx bench/start.ts` prints one JSON document; `benchStart()` returns the same object.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../test/free-port.ts';
import { round, median } from './support.ts';

const log = (message: string) => process.stderr.write(`${message}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGETS = { firstStartMs: 8000, restartMs: 2000, idleRssMbAfterRestart: 300 };
/** How long a started server is left alone before its memory is read. */
const SETTLE_MS = 5000;

/** Resident memory of a process in MB (VmRSS), or undefined where /proc is missing. */
function residentMb(pid: number | undefined): number | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Starts `npm start`'s script and resolves with the milliseconds until `/api/ready` answered 200. */
async function start(dataDir: string, port: number): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server stopped before it was ready');
    if (performance.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error('the server was not ready within 120 s');
    }
    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(1000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) return { child, readyMs: round(performance.now() - started) };
    await sleep(20);
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function benchStart(options: { runs?: number } = {}) {
  const runs = options.runs ?? 3;
  log('start: bringing the build up to date…');
  // A start whose build is stale would time the build; `npm start` builds only when sources changed.
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--build-only'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the build failed');
  const perRun = [];
  for (let run = 0; run < runs; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linguacoach-start-'));
    const port = await freePort();
    try {
      log(`start: run ${run + 1} of ${runs}, first start…`);
      const first = await start(dataDir, port);
      await sleep(SETTLE_MS);
      const firstRss = residentMb(first.child.pid);
      await stop(first.child);
      log(`start: run ${run + 1} of ${runs}, restart…`);
      const again = await start(dataDir, port);
      await sleep(SETTLE_MS);
      const againRss = residentMb(again.child.pid);
      await stop(again.child);
      perRun.push({
        firstStartMs: first.readyMs,
        idleRssMbAfterFirstStart: firstRss ?? null,
        restartMs: again.readyMs,
        idleRssMbAfterRestart: againRss ?? null,
        loadAverage: round(os.loadavg()[0]!),
      });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const figures = {
    firstStartMs: median(perRun.map((run) => run.firstStartMs)),
    restartMs: median(perRun.map((run) => run.restartMs)),
    idleRssMbAfterRestart: median(perRun.map((run) => run.idleRssMbAfterRestart ?? Number.NaN)),
    idleRssMbAfterFirstStart: median(perRun.map((run) => run.idleRssMbAfterFirstStart ?? Number.NaN)),
  };
  const met = {
    firstStart: figures.firstStartMs <= TARGETS.firstStartMs,
    restart: figures.restartMs <= TARGETS.restartMs,
    idleRssAfterRestart: figures.idleRssMbAfterRestart <= TARGETS.idleRssMbAfterRestart,
  };
  return {
    database: 'pglite',
    runs,
    ...figures,
    targets: TARGETS,
    met,
    meetsTarget: Object.values(met).every(Boolean),
    perRun,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  console.log(JSON.stringify({ date: new Date().toISOString(), ...(await benchStart()) }, null, 2));
}
