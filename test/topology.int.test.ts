import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { freePort } from './free-port.ts';
import { openTestDatabase, testConfig } from './test-app.ts';
// @ts-expect-error -- plain JavaScript build script, without type declarations
import { buildServer } from '../scripts/build-server.mjs';

const onPostgres = process.env.TEST_DATABASE === 'postgres';
const has = (command: string) => spawnSync(command, ['-v']).status === 0;
const hasTools = has('haproxy') && has('redis-server');
if (onPostgres && !hasTools)
  console.warn('haproxy or redis-server is not installed: the two-instance topology test is skipped');

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function startProcess(command: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The deployment of compose.yaml as plain processes: two instances of the compiled server (`npm start`'s
 * bundle) on one PostgreSQL database and one Redis, behind HAProxy with the shipped deploy/haproxy.cfg
 * (its TLS lines left out, its servers pointed at loopback). Requests flow without pause while each
 * instance in turn is stopped (SIGTERM) and started again: a rolling restart. None may fail.
 */
describe.runIf(onPostgres && hasTools)('two instances behind the reverse proxy', () => {
  it('serve every request through a rolling restart of both', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const config = testConfig();
    const email = 'topology@example.org';
    const session = await createAuthService({ db: database.db, config }).signIn(
      { issuer: config.identity.issuer, subject: email, email, name: undefined, picture: undefined },
      undefined,
    );

    const out = fs.mkdtempSync(path.join(process.cwd(), 'dist-test-'));
    cleanups.push(() => fs.rmSync(out, { recursive: true, force: true }));
    await buildServer({ dist: out });

    const [redisPort, proxyPort, port1, port2] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    const redis = startProcess('redis-server', [
      '--port',
      String(redisPort),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
    void redis;

    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const startInstance = (port: number) => {
      const instance = startProcess(process.execPath, [path.join(out, 'server/main.mjs')], {
        DATABASE_URL: database.url!,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '1',
        SEED_CONTENT: 'false',
        LOG_LEVEL: 'warn',
        SHUTDOWN_GRACE_SECONDS: '5',
        // One client sends thousands of requests a minute here; the limit is counted in the shared Redis.
        RATE_LIMIT_PER_MINUTE: '1000000',
      });
      const ready = until(`the instance on ${port}`, async () => {
        if (instance.child.exitCode !== null) throw new Error(`instance exited:\n${instance.output()}`);
        return (await fetch(`http://127.0.0.1:${port}/api/ready`)).ok;
      });
      return { ...instance, ready };
    };
    const instances = [startInstance(port1), startInstance(port2)];
    await Promise.all(instances.map((instance) => instance.ready));

    // The shipped proxy configuration, on loopback and without TLS; each answer names its instance.
    const shipped = fs.readFileSync('deploy/haproxy.cfg', 'utf8');
    const proxyConfig = shipped
      .split('\n')
      .filter((line) => !/ssl|redirect scheme|Strict-Transport/.test(line))
      .map((line) =>
        line.replace(
          /^(\s*)bind :80$/,
          `$1bind 127.0.0.1:${proxyPort}\n$1http-response set-header x-served-by %s`,
        ),
      )
      .map((line) => line.replace(/server app1 app1:3000/, `server app1 127.0.0.1:${port1}`))
      .map((line) => line.replace(/server app2 app2:3000/, `server app2 127.0.0.1:${port2}`))
      .filter((line) => !/^\s*log /.test(line))
      .join('\n');
    expect(proxyConfig).toContain(`127.0.0.1:${port1}`);
    const proxyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-proxy-'));
    cleanups.push(() => fs.rmSync(proxyDir, { recursive: true, force: true }));
    fs.writeFileSync(path.join(proxyDir, 'haproxy.cfg'), proxyConfig);
    const proxy = startProcess('haproxy', ['-db', '-f', path.join(proxyDir, 'haproxy.cfg')]);
    const servedBy = async () => {
      const response = await fetch(`${publicUrl}/api/ready`);
      return response.ok ? response.headers.get('x-served-by') : null;
    };
    const seen = new Set<string | null>();
    await until('the proxy with both instances', async () => {
      if (proxy.child.exitCode !== null) throw new Error(`haproxy exited:\n${proxy.output()}`);
      seen.add(await servedBy());
      return seen.has('app1') && seen.has('app2');
    });

    // Requests without pause: the signed-in learner (a database read) and readiness, four at a time.
    const cookie = `${config.session.cookieName}=${session.token}`;
    const failures: string[] = [];
    const servedByInstance = { app1: 0, app2: 0 } as Record<string, number>;
    let sent = 0;
    let running = true;
    const client = async () => {
      while (running) {
        sent += 1;
        try {
          const response = await fetch(`${publicUrl}/api/auth/me`, { headers: { cookie } });
          const body = await response.text();
          if (response.status !== 200 || !body.includes(email)) failures.push(`${response.status} ${body}`);
          const instance = response.headers.get('x-served-by') ?? '?';
          servedByInstance[instance] = (servedByInstance[instance] ?? 0) + 1;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = Array.from({ length: 4 }, client);

    for (const [index, port] of [port1, port2].entries()) {
      const name = `app${index + 1}`;
      const old = instances[index]!;
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      const restarted = startInstance(port);
      instances[index] = restarted;
      await restarted.ready;
      // Back in the proxy's rotation once its readiness checks pass.
      await until(`${name} back behind the proxy`, async () => {
        for (let i = 0; i < 4; i++) if ((await servedBy()) === name) return true;
        return false;
      });
    }
    running = false;
    await Promise.all(clients);

    expect(failures.slice(0, 10), `${failures.length} of ${sent} failed`).toEqual([]);
    expect(sent).toBeGreaterThan(100);
    expect(servedByInstance.app1).toBeGreaterThan(0);
    expect(servedByInstance.app2).toBeGreaterThan(0);
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
  }, 120_000);
});
