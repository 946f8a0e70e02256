import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { freePort } from './free-port.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const server of servers) server.child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm run backup` / `npm run restore` as an operator runs them: the script in a process of its own. */
function runScript(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A PostgreSQL database of its own (dropped after the run), empty. */
async function emptyPostgresDatabase(): Promise<string> {
  const baseUrl = process.env.DATABASE_URL!;
  const name = `lc_backup_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Where a database lives: DATABASE_URL on PostgreSQL, DATA_DIR for the embedded one. */
async function newDatabaseEnv(): Promise<Record<string, string>> {
  if (onPostgres) return { DATABASE_URL: await emptyPostgresDatabase() };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-backup-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

describe(`npm run backup and npm run restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores a backup into a new database that serves the same data', async () => {
    // A database with a learner signed in.
    const sourceEnv = await newDatabaseEnv();
    const config = loadConfig({ APP_ENV: 'development', LOG_LEVEL: 'silent', ...sourceEnv });
    const source = await openDatabase(
      onPostgres
        ? { kind: 'postgres', url: sourceEnv.DATABASE_URL!, poolSize: 2 }
        : { kind: 'pglite', dataDir: sourceEnv.DATA_DIR! },
    );
    await source.migrate();
    const email = `backup-${randomBytes(3).toString('hex')}@example.org`;
    const session = await createAuthService({ db: source.db, config }).signIn(
      { issuer: config.identity.issuer, subject: email, email, name: 'Backed Up', picture: undefined },
      undefined,
    );
    await source.close();

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lc-backup-file-')), 'copy');
    cleanups.push(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    const backedUp = await runScript(['backup', '--out', file], sourceEnv);
    expect(backedUp.output).toContain('backup written');
    expect(backedUp.code).toBe(0);

    const targetEnv = await newDatabaseEnv();
    const restored = await runScript(['restore', file], targetEnv);
    expect(restored.output).toContain('restored');
    expect(restored.code).toBe(0);
    // Restoring over a database that holds data needs saying so.
    const again = await runScript(['restore', file], targetEnv);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/--replace/);

    // The server on the restored database knows the learner and their sign-in.
    const port = await freePort();
    const server = startServerProcess(targetEnv, port);
    servers.push(server);
    await server.ready;
    const cookieName = loadConfig({ PUBLIC_URL: server.baseUrl() }).session.cookieName;
    const me = await fetch(`${server.baseUrl()}/api/auth/me`, {
      headers: { cookie: `${cookieName}=${session.token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });

    if (!onPostgres) {
      // The embedded database belongs to its server: no backup behind its back.
      const locked = await runScript(['backup', '--out', `${file}-2`], targetEnv);
      expect(locked.code).toBe(1);
      expect(locked.output).toMatch(/in use by another LinguaCoach process/);
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // --replace puts the backup back over changed data.
    const replaced = await runScript(['restore', file, '--replace'], targetEnv);
    expect(replaced.code).toBe(0);
  }, 180_000);
});
