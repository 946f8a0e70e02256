/**
 * A throwaway PostgreSQL cluster in a temporary directory, started with the machine's server binaries
 * (`initdb`, `pg_ctl`) so fault tests and the chaos run can stop it (fast or immediate) and start it again
 * under a running app. Loopback only; removed by `destroy()`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port.ts';

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface DisposablePostgres {
  readonly url: string;
  readonly port: number;
  stop(mode: StopMode): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The directory holding `initdb` and `pg_ctl`, or undefined when the server binaries are missing. */
export function findPostgresBinaries(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: 'pipe' }).trim());
  } catch {
    // no pg_config on PATH: look where Debian and Ubuntu install the server
  }
  try {
    const versions = fs
      .readdirSync('/usr/lib/postgresql')
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join('/usr/lib/postgresql', version, 'bin')));
  } catch {
    // not a Debian layout
  }
  return candidates.find(
    (dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** initdb refuses to run as root: as root the cluster belongs to (and runs as) the `postgres` user. */
function osUser(): { uid: number; gid: number; wrap: (command: string[]) => string[] } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid, wrap: (command) => ['runuser', '-u', 'postgres', '--', ...command] };
}

function run(command: string[]) {
  const [file, ...args] = command;
  const result = spawnSync(file!, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
}

export async function startDisposablePostgres(bindir = findPostgresBinaries()): Promise<DisposablePostgres> {
  if (!bindir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  const user = osUser();
  const wrap = user?.wrap ?? ((command: string[]) => command);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  if (user) fs.chownSync(root, user.uid, user.gid);
  run(wrap([path.join(bindir, 'initdb'), '-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']));
  const port = await freePort();
  // fsync=off only skips flushing to the disk: a commit is still written to the kernel before it is
  // acknowledged, so a stopped or killed server loses nothing here (only a machine crash would).
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const pgCtl = (...args: string[]) => wrap([path.join(bindir, 'pg_ctl'), '-D', dataDir, ...args]);
  const start = async () => run(pgCtl('start', '-w', '-t', '30', '-l', logFile, '-o', options));
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode) {
      run(pgCtl('stop', '-w', '-t', '30', '-m', mode));
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) {
        const [file, ...args] = pgCtl('stop', '-w', '-m', 'immediate');
        spawnSync(file!, args);
      }
      running = false;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
