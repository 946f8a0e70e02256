import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Starts a worker thread running a TypeScript module (given as a file URL). */
export function startTypeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
    ...options,
    workerData: { entry: entry.href },
  });
}

/**
 * Requests to a TypeScript worker started on first use, each answered by the message with its id. The
 * worker does not keep the process alive. `toResult` turns an answer into the request's result (throwing
 * rejects the request); when the worker fails, every waiting request fails and the next one starts it anew.
 */
export function createWorkerClient<Request extends object, Response extends { id: number }, Result>(
  entry: URL,
  toResult: (response: Response) => Result,
) {
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve(result: Result): void; reject(error: unknown): void }>();

  function getWorker(): Worker {
    if (worker) return worker;
    worker = startTypeScriptWorker(entry);
    worker.unref();
    worker.on('message', (response: Response) => {
      const request = pending.get(response.id);
      if (!request) return;
      pending.delete(response.id);
      try {
        request.resolve(toResult(response));
      } catch (error) {
        request.reject(error);
      }
    });
    worker.on('error', (error) => {
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      worker = undefined;
    });
    return worker;
  }

  return {
    request(message: Request): Promise<Result> {
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        getWorker().postMessage({ id, ...message });
      });
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
