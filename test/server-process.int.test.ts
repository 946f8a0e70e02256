import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from '../src/server/db/directory-lock.ts';

const isPglite = process.env.TEST_DATABASE !== 'postgres';
const children: ChildProcess[] = [];

function startServer(dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      PORT: '0',
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
});
