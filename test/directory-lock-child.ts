import { acquireDirectoryLock, type DirectoryLock } from '../src/server/db/directory-lock.ts';

/**
 * A separate process for the directory lock tests. Over IPC it is told to take the lock on a
 * directory (`{ acquire: dir }`) or to let it go (`{ release: true }`), and answers what happened.
 */
let lock: DirectoryLock | undefined;

process.on('message', (message: { acquire?: string; release?: boolean }) => {
  if (message.acquire) {
    try {
      lock = acquireDirectoryLock(message.acquire);
      process.send!({ pid: process.pid, granted: true });
    } catch (error) {
      process.send!({ pid: process.pid, granted: false, message: (error as Error).message });
    }
  } else if (message.release) {
    lock?.release();
    lock = undefined;
    process.send!({ pid: process.pid, released: true });
  }
});
process.send!({ pid: process.pid, ready: true });
