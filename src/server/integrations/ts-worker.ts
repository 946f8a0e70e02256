import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts a worker thread running a TypeScript module (given as a file URL). */
export function startTypeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
    ...options,
    workerData: { entry: entry.href },
  });
}
