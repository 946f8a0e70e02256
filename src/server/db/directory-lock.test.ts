import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DirectoryLockedError } from './directory-lock.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDirectoryLock', () => {
  it('refuses a second lock on the same directory with a clear message', () => {
    const dir = tempDir();
    const lock = acquireDirectoryLock(dir);
    expect(() => acquireDirectoryLock(dir)).toThrow(DirectoryLockedError);
    expect(() => acquireDirectoryLock(dir)).toThrow(/in use by another LinguaCoach process/);
    lock.release();
    acquireDirectoryLock(dir).release();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'linguacoach.lock'), '2147483646');
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, 'linguacoach.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'linguacoach.lock'))).toBe(false);
  });

  it('refuses when the lock belongs to another live process', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'linguacoach.lock'), String(process.ppid));
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
  });
});
