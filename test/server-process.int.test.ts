import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './support/server-process.ts';

const isPglite = process.env.TEST_DATABASE !== 'postgres';
const children: ChildProcess[] = [];

async function startServer(dataDir: string) {
  const server = startServerProcess({ DATA_DIR: dataDir }, await freePort());
  children.push(server.child);
  return server;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe.runIf(isPglite)('the server process on an embedded database', () => {
  it('refuses a second process on the same data directory, and shuts down gracefully', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-process-'));
    const first = await startServer(dataDir);
    await first.ready;

    const second = await startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another LinguaCoach process \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'linguacoach.lock'))).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
