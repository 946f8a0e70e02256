import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DirectoryLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another LinguaCoach process (pid ${ownerPid}). ` +
        'Stop that process, or point DATA_DIR at another directory.',
    );
    this.name = 'DirectoryLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on `dataDir` with an O_EXCL lock file holding our pid.
 * A lock left by a process that no longer exists is taken over.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  const lockPath = path.join(dataDir, 'linguacoach.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isProcessAlive(ownerPid)) {
        throw new DirectoryLockedError(dataDir, ownerPid);
      }
      if (ownerPid === process.pid) throw new DirectoryLockedError(dataDir, ownerPid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
