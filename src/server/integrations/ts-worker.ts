import { Worker, type WorkerOptions } from 'node:worker_threads';
import { AppError } from '../errors.ts';

/** Starts a worker thread running a TypeScript module (given as a file URL). */
export function startTypeScriptWorker(entry: URL, options: Omit<WorkerOptions, 'workerData'> = {}): Worker {
  return new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
    ...options,
    workerData: { entry: entry.href },
  });
}

/** How many requests may wait for a worker, in all and for one user (a key). */
export interface WorkerQueueLimits {
  /** Requests one key may have waiting or running at once. */
  perKey: number;
  /** Requests waiting (not yet running) across every key. */
  total: number;
  /** Requests the worker runs at once. */
  concurrency?: number;
}

export interface WorkerRequestOptions {
  /** Whose request it is (a user id): keys are served in turn, and each is capped. */
  key?: string | number;
  /** Abort while waiting: the request is dropped and never reaches the worker. */
  signal?: AbortSignal;
}

/** Refused because the queue is full; `retryAfterSeconds` says when to come back. */
export class WorkerQueueFullError extends AppError {
  constructor(
    code: 'RATE_LIMITED' | 'UNAVAILABLE',
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message);
  }
}

interface Job<Result> {
  key: string | number;
  message: object;
  resolve(result: Result): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
}

const ANONYMOUS = '';

/**
 * Requests to a TypeScript worker started on first use, each answered by the message with its id. The
 * worker does not keep the process alive. `toResult` turns an answer into the request's result (throwing
 * rejects the request); when the worker fails, every running request fails and the next one starts it anew.
 *
 * Requests wait here, not in the worker: one queue per key, served round-robin, so one user's backlog
 * does not hold up another user's request by more than one turn (decision 058). Past `limits.perKey`
 * requests of one key the next is refused with 429 `RATE_LIMITED`, past `limits.total` waiting requests
 * with 503 `UNAVAILABLE`; a request whose signal aborts while it waits is dropped.
 */
export function createWorkerClient<Request extends object, Response extends { id: number }, Result>(
  entry: URL,
  toResult: (response: Response) => Result,
  limits: WorkerQueueLimits = { perKey: 16, total: 128 },
) {
  const concurrency = limits.concurrency ?? 1;
  let worker: Worker | undefined;
  let nextId = 0;
  let posted = 0;
  const running = new Map<number, Job<Result>>();
  /** Waiting jobs by key; the Map's order is the round-robin order. */
  const waiting = new Map<string | number, Job<Result>[]>();
  let waitingCount = 0;
  const perKey = new Map<string | number, number>();

  function release(key: string | number) {
    const count = (perKey.get(key) ?? 1) - 1;
    if (count <= 0) perKey.delete(key);
    else perKey.set(key, count);
  }

  function settle(job: Job<Result>) {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    release(job.key);
  }

  function getWorker(): Worker {
    if (worker) return worker;
    worker = startTypeScriptWorker(entry);
    worker.unref();
    worker.on('message', (response: Response) => {
      const job = running.get(response.id);
      if (!job) return;
      running.delete(response.id);
      settle(job);
      try {
        job.resolve(toResult(response));
      } catch (error) {
        job.reject(error);
      }
      dispatch();
    });
    worker.on('error', (error) => {
      for (const job of running.values()) {
        settle(job);
        job.reject(error);
      }
      running.clear();
      worker = undefined;
      dispatch();
    });
    return worker;
  }

  /** Hands waiting jobs to the worker while it has room, one key after another. */
  function dispatch() {
    while (running.size < concurrency && waitingCount > 0) {
      const [key, jobs] = waiting.entries().next().value!;
      const job = jobs.shift()!;
      waitingCount -= 1;
      waiting.delete(key);
      // The key goes to the back of the line if it has more.
      if (jobs.length > 0) waiting.set(key, jobs);
      const id = nextId++;
      running.set(id, job);
      posted += 1;
      getWorker().postMessage({ id, ...job.message });
    }
  }

  function removeWaiting(job: Job<Result>): boolean {
    const jobs = waiting.get(job.key);
    const index = jobs?.indexOf(job) ?? -1;
    if (!jobs || index < 0) return false;
    jobs.splice(index, 1);
    if (jobs.length === 0) waiting.delete(job.key);
    waitingCount -= 1;
    return true;
  }

  return {
    request(message: Request, options: WorkerRequestOptions = {}): Promise<Result> {
      const key = options.key ?? ANONYMOUS;
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(signal.reason);
      if ((perKey.get(key) ?? 0) >= limits.perKey)
        return Promise.reject(
          new WorkerQueueFullError(
            'RATE_LIMITED',
            'You have too many requests waiting. Try again when they are done.',
            1,
          ),
        );
      if (waitingCount >= limits.total)
        return Promise.reject(
          new WorkerQueueFullError('UNAVAILABLE', 'The server is busy. Try again in a few seconds.', 2),
        );
      return new Promise<Result>((resolve, reject) => {
        const job: Job<Result> = { key, message, resolve, reject, signal, onAbort: undefined };
        if (signal) {
          job.onAbort = () => {
            // Still waiting: never reaches the worker. Running: the answer is ignored.
            if (removeWaiting(job)) settle(job);
            reject(signal.reason);
          };
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
        const jobs = waiting.get(key);
        if (jobs) jobs.push(job);
        else waiting.set(key, [job]);
        waitingCount += 1;
        dispatch();
      });
    },
    /** Requests handed to the worker so far, and those running or waiting now. */
    stats() {
      return { posted, running: running.size, waiting: waitingCount };
    },
    async close() {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
