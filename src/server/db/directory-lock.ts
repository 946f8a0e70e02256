import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export interface DirectoryLock {
  release(): void;
}

export class DirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
  ) {
    super(
      `The data directory ${dataDir} is in use by another LinguaCoach process` +
        `${ownerPid === undefined ? '' : ` (pid ${ownerPid})`}. ` +
        'Stop that process, or point DATA_DIR at another directory.',
    );
    this.name = 'DirectoryLockedError';
  }
}

export const LOCK_FILE = 'linguacoach.lock';

/**
 * Takes an exclusive kernel lock (an open-file-description lock on Linux, flock elsewhere) on
 * `<dataDir>/linguacoach.lock` and holds it through an open descriptor. Only one descriptor can
 * hold it at a time, whichever process asks, and the kernel drops it when the holder exits or is
 * killed, so nothing stale is ever left behind. The pid written into the file is only for the
 * error message; it is never trusted. The file itself is never deleted: deleting it would let a
 * newcomer lock a fresh file while an older descriptor still locks the unlinked one.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockPath = path.join(dataDir, LOCK_FILE);
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let granted = false;
  try {
    granted = tryLock(fd);
  } finally {
    if (!granted) fs.closeSync(fd);
  }
  if (!granted) throw new DirectoryLockedError(dataDir, readOwnerPid(lockPath));

  fs.ftruncateSync(fd);
  fs.writeSync(fd, String(process.pid), 0);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      unlock(fd);
      fs.closeSync(fd);
    },
  };
}

function readOwnerPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
