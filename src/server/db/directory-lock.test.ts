import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError, LOCK_FILE } from './directory-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

interface Reply {
  pid: number;
  ready?: boolean;
  granted?: boolean;
  released?: boolean;
  message?: string;
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** Another process that takes and releases the lock when told to. */
async function startLockHolder() {
  const child = fork(path.resolve('test/directory-lock-child.ts'), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const next = async () => ((await once(child, 'message')) as [Reply])[0];
  await next(); // ready
  return {
    child,
    async acquire(dir: string) {
      child.send({ acquire: dir });
      return next();
    },
    /** Sends the request without waiting, so several processes can ask at the same instant. */
    askFor(dir: string) {
      const reply = next();
      child.send({ acquire: dir });
      return reply;
    },
    async release() {
      child.send({ release: true });
      return next();
    },
  };
}

describe('acquireDirectoryLock', () => {
  it('refuses a second lock on the same directory with a clear message, until it is released', () => {
    const dir = tempDir();
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    expect(() => acquireDirectoryLock(dir)).toThrow(
      new RegExp(`in use by another LinguaCoach process \\(pid ${process.pid}\\)`),
    );
    lock.release();
    acquireDirectoryLock(dir).release();
  });

  it('is not held by a lock file naming a pid, whether that process is alive, gone, or this one', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, LOCK_FILE);
    // After a container restart the new server often has the pid the killed one wrote.
    for (const pid of [process.ppid, 1, 2147483646, process.pid]) {
      fs.writeFileSync(lockFile, String(pid));
      const lock = acquireDirectoryLock(dir);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
      lock.release();
    }
  });

  it('is refused while another process holds it, and free once that process is killed with SIGKILL', async () => {
    const dir = tempDir();
    const holder = await startLockHolder();
    expect(await holder.acquire(dir)).toMatchObject({ granted: true });
    expect(() => acquireDirectoryLock(dir)).toThrow(
      new RegExp(`in use by another LinguaCoach process \\(pid ${holder.child.pid}\\)`),
    );

    const exited = once(holder.child, 'exit');
    holder.child.kill('SIGKILL');
    await exited;
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    lock.release();
  }, 30_000);

  it('goes to exactly one of several processes that ask at the same moment', async () => {
    const starters = await Promise.all([startLockHolder(), startLockHolder(), startLockHolder()]);
    for (let trial = 0; trial < 30; trial++) {
      const dir = tempDir();
      // Half the trials start from a lock file left behind by a dead process.
      if (trial % 2 === 1) fs.writeFileSync(path.join(dir, LOCK_FILE), '2147483646');
      const replies = await Promise.all(starters.map((starter) => starter.askFor(dir)));
      const winners = replies.filter((reply) => reply.granted);
      expect(winners, `trial ${trial}`).toHaveLength(1);
      for (const loser of replies.filter((reply) => !reply.granted)) {
        expect(loser.message).toMatch(/in use by another LinguaCoach process/);
      }
      await starters.find((starter) => starter.child.pid === winners[0]!.pid)!.release();
    }
  }, 60_000);
});
