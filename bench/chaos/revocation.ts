/**
 * Cross-instance revocation delay: two server processes (the real entry point) on one PostgreSQL
 * database. An admin's rights are revoked through instance A while instance B, which holds the admin's
 * session in memory, is polled until it refuses an admin call. The delay counts from the moment the
 * revocation is sent to A to the first refusal B sends back (so it includes A's own handling).
 * Needs DATABASE_URL; without it the result says why it was skipped.
 *
 * Alone: node --import tsx bench/chaos/revocation.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig } from '../../src/server/config.ts';
import { createAuthService } from '../../src/server/features/auth/auth.service.ts';
import { openBenchDatabase, percentile, round } from '../support.ts';
import { freePort } from '../../test/free-port.ts';

export const name = 'revocation';

const ROUNDS = 15;
const TARGET_MS = 1000;
const DATABASE_NAME = 'linguacoach_chaos_revocation';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      APP_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SEED_CONTENT: 'false',
      ADMIN_EMAILS: 'owner@example.com',
      RATE_LIMIT_PER_MINUTE: '100000000',
      REDIS_URL: '',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server on port ${port} did not become ready`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

async function status(url: string, cookie: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

async function pollUntil(url: string, cookie: string, expected: number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const answer = await status(url, cookie);
    if (answer === expected) return performance.now();
    if (performance.now() > deadline)
      throw new Error(`${url} still answered ${answer} after ${timeoutMs} ms`);
  }
}

export async function run() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    return {
      crossInstanceRevocationDelayMs: {
        target: TARGET_MS,
        skipped: 'DATABASE_URL is not set: several instances need a shared PostgreSQL',
      },
    };
  }
  const database = await openBenchDatabase(DATABASE_NAME);
  await database.migrate();
  const databaseUrl = database.url!;
  const servers: ChildProcess[] = [];
  try {
    const a = await startServer(databaseUrl);
    servers.push(a.child);
    const b = await startServer(databaseUrl);
    servers.push(b.child);

    const config = loadConfig({ ADMIN_EMAILS: 'owner@example.com', LOG_LEVEL: 'silent' });
    const auth = createAuthService({ db: database.db, config });
    const signIn = async (email: string) => {
      const session = await auth.signIn(
        // The configured issuer: owner admins are recognised only through it.
        { issuer: config.identity.issuer, subject: email, email, name: undefined, picture: undefined },
        undefined,
      );
      return { id: session.user.id, cookie: `${config.session.cookieName}=${session.token}` };
    };
    const owner = await signIn('owner@example.com');
    const target = await signIn('revoked-admin@example.com');
    const adminCallOnB = `${b.base}/api/admin/stats`;

    const delays: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const granted = await status(`${a.base}/api/admin/grant-admin`, owner.cookie, {
        method: 'POST',
        body: { email: 'revoked-admin@example.com' },
      });
      if (granted !== 200) throw new Error(`grant-admin answered ${granted}`);
      // B serves the admin (and now holds the session with its admin flag in memory).
      await pollUntil(adminCallOnB, target.cookie, 200, 15_000);
      await status(adminCallOnB, target.cookie);

      const sent = performance.now();
      const revoked = await status(`${a.base}/api/admin/revoke-admin`, owner.cookie, {
        method: 'POST',
        body: { userId: target.id },
      });
      if (revoked !== 200) throw new Error(`revoke-admin answered ${revoked}`);
      const refused = await pollUntil(adminCallOnB, target.cookie, 403, 15_000);
      delays.push(refused - sent);
    }
    const max = round(Math.max(...delays));
    return {
      crossInstanceRevocationDelayMs: {
        p50: percentile(delays, 50),
        max,
        target: TARGET_MS,
        met: max <= TARGET_MS,
        rounds: ROUNDS,
      },
    };
  } finally {
    await Promise.all(servers.map(stop));
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(JSON.stringify(await run(), null, 2));
}
