import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from '../src/server/db/directory-lock.ts';
import { freePort } from './free-port.ts';
// @ts-expect-error -- plain JavaScript build script, without type declarations
import { buildServer } from '../scripts/build-server.mjs';

const isPglite = process.env.TEST_DATABASE !== 'postgres';
const children: ChildProcess[] = [];

/** The server from its sources (through tsx), or from a bundle `npm start` runs (`entry`). */
function startServer(dataDir: string, { entry, port = 0 }: { entry?: string; port?: number } = {}) {
  const args = entry ? [entry] : ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SEED_CONTENT: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('is ready at')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  ready.catch(() => {}); // awaited only by tests that expect the server to come up
  return { child, ready, exited, output: () => output };
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe.runIf(isPglite)('the server process on an embedded database', () => {
  it('refuses a second process on the same data directory, and shuts down gracefully', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-process-'));
    const first = startServer(dataDir);
    await first.ready;

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another LinguaCoach process \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    acquireDirectoryLock(dataDir).release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs from the bundle `npm start` builds: its split modules load, it answers, and it stops', async () => {
    // Built beside dist/, at the same depth, as the bundle keeps paths relative to its sources.
    const out = fs.mkdtempSync(path.join(process.cwd(), 'dist-test-'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-bundle-'));
    try {
      await buildServer({ dist: out });
      const port = await freePort();
      const server = startServer(dataDir, { entry: path.join(out, 'server/main.mjs'), port });
      await server.ready;
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      // A response written by a serializer compiled at its first use.
      const config = await fetch(`${base}/api/billing/config`);
      expect(config.status).toBe(200);
      expect(await config.json()).toEqual({ mode: 'sandbox', publishableKey: null });
      const missing = await fetch(`${base}/api/nothing-here`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect(server.output()).toMatch(/"startMs":\{"modules":\d+,"database":\d+,"server modules":\d+/);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
