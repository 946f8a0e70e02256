import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { AppError } from '../errors.ts';
import { registerWorkerPool } from './worker-pools.ts';

/**
 * Starts a worker thread running a TypeScript module (given as a file URL); `data` joins the worker's
 * `workerData` beside the entry. From the bundle `npm start` runs, the module's compiled .mjs is there
 * and starts with plain Node; from the sources it is loaded through tsx (decision 122).
 */
export function startTypeScriptWorker(
  entry: URL,
  options: Omit<WorkerOptions, 'workerData'> = {},
  data: Record<string, unknown> = {},
): Worker {
  const compiled = new URL(entry.href.replace(/\.ts$/, '.mjs'));
  if (compiled.href !== entry.href && fs.existsSync(fileURLToPath(compiled)))
    return new Worker(compiled, { ...options, workerData: { ...data, entry: compiled.href } });
  return new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
    ...options,
    workerData: { ...data, entry: entry.href },
  });
}

/**
 * What the pool needs of a worker: a worker thread has it, and so does `startTypeScriptProcess`'s
 * wrapper around a child process.
 */
export interface PoolThread {
  postMessage(message: unknown): void;
  /** 'message' with the message, 'error' with an Error, 'exit' with the exit code (or the signal). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a worker thread's own listener type
  on(event: 'message' | 'error' | 'exit', listener: (...args: any[]) => void): unknown;
  terminate(): Promise<unknown>;
  unref(): void;
  /** The operating system's process the worker runs in (the server's own for a thread). */
  readonly pid: number;
}

/** The worker thread as the pool sees it. */
function threadOf(worker: Worker): PoolThread {
  return Object.assign(worker, { pid: process.pid });
}

/**
 * Starts a TypeScript module (given as a file URL) as a separate program: a child process of its own that
 * talks with the server only through IPC messages (structured clone, so typed arrays pass as they are),
 * decision 193. `data` reaches it as JSON in its first argument (`process.argv[2]`). From the bundle the
 * module's compiled .mjs runs with plain Node; from the sources, through tsx. The child exits when its
 * parent goes away (its IPC channel closes).
 */
export function startTypeScriptProcess(entry: URL, data: Record<string, unknown> = {}): PoolThread {
  const compiled = new URL(entry.href.replace(/\.ts$/, '.mjs'));
  const fromBundle = compiled.href !== entry.href && fs.existsSync(fileURLToPath(compiled));
  const child = fork(fileURLToPath(fromBundle ? compiled : entry), [JSON.stringify(data)], {
    serialization: 'advanced',
    execArgv: fromBundle ? [] : ['--import', import.meta.resolve('tsx')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const events = new EventEmitter();
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      resolve();
      events.emit('exit', code ?? (signal ? `${signal}` : null));
    });
  });
  const channel = () => child.channel as { ref?: () => void; unref?: () => void } | null | undefined;
  let referenced = true;
  /**
   * Idle, the child does not keep the server running (as an unreferenced worker thread does not); with a
   * request out it does, so a script whose only pending work is that request still gets its answer.
   */
  function hold(busy: boolean) {
    if (busy === referenced) return;
    referenced = busy;
    if (busy) {
      child.ref();
      channel()?.ref?.();
    } else {
      child.unref();
      channel()?.unref?.();
    }
  }
  child.on('message', (message) => {
    // An answer (not a notice that it is loading) leaves the child idle: one request at a time.
    if (!(message && typeof message === 'object' && isLoadingNotice(message))) hold(false);
    events.emit('message', message);
  });
  child.on('error', (error) => {
    // A failed start (or kill) is followed by no `exit` when the process never ran.
    if (child.pid === undefined && !exited) {
      exited = true;
      events.emit('exit', null);
    }
    events.emit('error', error);
  });
  // Not listened to, an error would throw; the pool listens, but a late one after close must not crash.
  events.on('error', () => {});
  return {
    postMessage(message) {
      if (!child.connected) return;
      hold(true);
      child.send(message as object);
    },
    on(event, listener) {
      events.on(event, listener);
      return this;
    },
    async terminate() {
      if (exited) return;
      // Held until it is gone, so that awaiting its end is not cut short by the process ending first.
      hold(true);
      child.kill('SIGKILL');
      await exit;
    },
    unref() {
      // The IPC channel too: a pool of idle children does not keep the server running.
      hold(false);
    },
    get pid() {
      return child.pid ?? -1;
    },
  };
}

/** How many requests may wait for a worker, in all and for one user (a key), and for how long. */
export interface WorkerQueueLimits {
  /** Requests one key may have waiting or running at once. */
  perKey: number;
  /** Requests waiting (not yet running) across every key. */
  total: number;
  /** Worker threads in the pool, each running one request at a time: the machine's cores by default. */
  workers?: number;
  /** A request not answered this long after it was made (waiting included) fails; none by default. */
  timeoutMs?: number;
}

/** One worker thread per core the process may use (decision 120). */
export const DEFAULT_POOL_SIZE = Math.max(1, os.availableParallelism());

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

/** Not answered within the request's time limit: the workers are too busy (or the job too long). */
export class WorkerTimeoutError extends WorkerQueueFullError {
  constructor() {
    super('UNAVAILABLE', 'The server is busy. Try again in a few seconds.', 2);
  }
}

/**
 * What a worker may post before its answer: the request it runs is loading an engine it had not loaded
 * yet (another language's dictionaries, say). Loading is not held to the time limit, as on a worker's
 * first request.
 */
export interface WorkerLoadingNotice {
  id: number;
  loading: true;
}

const isLoadingNotice = (message: object): message is WorkerLoadingNotice =>
  (message as Partial<WorkerLoadingNotice>).loading === true;

/**
 * What a worker posts instead of an answer when its engine could not load (a WebAssembly start that
 * timed out on a busy machine, say): the worker is of no further use. The pool stops it, fails the
 * request with `WorkerUnavailableError`, and starts a fresh worker after a backoff.
 */
export interface WorkerEngineFailure {
  id: number;
  error: string;
  engineFailed: true;
}

const isEngineFailure = (message: object): message is WorkerEngineFailure =>
  (message as Partial<WorkerEngineFailure>).engineFailed === true;

/** The pool has no working worker now: its last one failed, and the next starts after a backoff. */
export class WorkerUnavailableError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('UNAVAILABLE', 'This part of the server is restarting. Try again in a few seconds.');
  }
}

/** How long the pool waits before starting a worker after consecutive failures: doubling, capped. */
export interface WorkerRestartPolicy {
  /** The wait after the first failure. */
  firstDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
}

export const DEFAULT_RESTART_POLICY: WorkerRestartPolicy = { firstDelayMs: 1_000, maxDelayMs: 30_000 };

/** `down`: the last worker failed (to start, to load its engine, or while running) and none has answered since. */
export interface WorkerPoolHealth {
  state: 'ok' | 'down';
  /** Failures in a row since the last answer. */
  failures: number;
  lastError?: string;
}

export interface WorkerClientOptions {
  restart?: WorkerRestartPolicy;
  /** Joins each worker's `workerData` (settings of its engine); a function is asked at each start. */
  workerData?: Record<string, unknown> | (() => Record<string, unknown>);
  /** Told of each worker failure, with the count in a row (for the log). */
  onFailure?: (error: Error, failures: number) => void;
  /**
   * Each worker is a separate program (a child process, `startTypeScriptProcess`) rather than a thread
   * of the server; its `workerData` reaches it as JSON in `process.argv[2]` (decision 193).
   */
  process?: boolean;
}

interface Job<Result> {
  key: string | number;
  message: object;
  resolve(result: Result): void;
  reject(error: unknown): void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** When it was queued (performance.now()), for the metrics' wait. */
  queuedAt?: number;
}

interface PoolWorker {
  thread: PoolThread;
  /** The id of the request it runs, if any. */
  runningId: number | undefined;
  /** Whether it has answered once: its first request loads its engine and is not held to the time limit. */
  warm: boolean;
}

const ANONYMOUS = '';

/**
 * Requests to a pool of TypeScript worker threads, each started when a request finds every running one
 * busy, each answering one request at a time by the message with its id. The workers do not keep the
 * process alive. `toResult` turns an answer into the request's result (throwing rejects the request).
 *
 * A worker that fails — an error, an exit of its own, or an engine that could not load
 * (`WorkerEngineFailure`) — leaves the pool and its running request fails with 503
 * `WorkerUnavailableError`. The next worker starts after a backoff that doubles with each failure in a
 * row (`options.restart`, 1 s up to 30 s by default); while no worker may start, requests fail at once
 * rather than wait. `health()` says `down` from a failure until a worker answers again (decision 149).
 *
 * Requests wait here, not in the workers: one queue per key, served round-robin, so one user's backlog
 * does not hold up another user's request by more than one turn (decision 058). Past `limits.perKey`
 * requests of one key the next is refused with 429 `RATE_LIMITED`, past `limits.total` waiting requests
 * with 503 `UNAVAILABLE`; a request whose signal aborts while it waits is dropped, and one not answered
 * within `limits.timeoutMs` fails with `WorkerTimeoutError` (decision 120), except the first request a new
 * worker runs, which loads its engine, and a request its worker says is loading one (`WorkerLoadingNotice`,
 * decision 133). A running request cannot be
 * interrupted: once it was abandoned its answer is ignored, and its worker takes the next job.
 */
export function createWorkerClient<Request extends object, Response extends { id: number }, Result>(
  entry: URL,
  toResult: (response: Response) => Result,
  limits: WorkerQueueLimits = { perKey: 16, total: 128 },
  options: WorkerClientOptions = {},
) {
  const poolSize = Math.max(1, limits.workers ?? DEFAULT_POOL_SIZE);
  const restart = options.restart ?? DEFAULT_RESTART_POLICY;
  const pool: PoolWorker[] = [];
  let closed = false;
  /** Worker failures in a row; the next worker starts no sooner than `nextStartAt`. */
  let failures = 0;
  let lastError: string | undefined;
  let nextStartAt = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 0;
  let posted = 0;
  const running = new Map<number, Job<Result>>();
  /** Waiting jobs by key; the Map's order is the round-robin order. */
  const waiting = new Map<string | number, Job<Result>[]>();
  let waitingCount = 0;
  const perKey = new Map<string | number, number>();
  const listed = registerWorkerPool(entry, () => ({
    posted,
    running: running.size,
    waiting: waitingCount,
    workers: pool.length,
  }));

  function release(key: string | number) {
    const count = (perKey.get(key) ?? 1) - 1;
    if (count <= 0) perKey.delete(key);
    else perKey.set(key, count);
  }

  function settle(job: Job<Result>) {
    if (job.onAbort) job.signal?.removeEventListener('abort', job.onAbort);
    if (job.timer) clearTimeout(job.timer);
    release(job.key);
  }

  /**
   * A worker failed: it leaves the pool, its running request fails with `WorkerUnavailableError`, and the
   * next worker starts after a delay that doubles with each failure in a row. Called once per worker
   * (an `error` is followed by an `exit`).
   */
  function fail(member: PoolWorker, error: Error) {
    const index = pool.indexOf(member);
    if (index < 0) return;
    pool.splice(index, 1);
    void member.thread.terminate();
    if (closed) return;
    failures += 1;
    lastError = error.message;
    const delay = Math.min(restart.maxDelayMs, restart.firstDelayMs * 2 ** (failures - 1));
    nextStartAt = Date.now() + delay;
    options.onFailure?.(error, failures);
    const job = member.runningId === undefined ? undefined : running.get(member.runningId);
    if (job) {
      running.delete(member.runningId!);
      settle(job);
      job.reject(new WorkerUnavailableError(Math.ceil(delay / 1000)));
    }
    // Requests left waiting get a worker once the backoff is over.
    if (restartTimer) clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      dispatch();
    }, delay);
    restartTimer.unref();
  }

  function startWorker(): PoolWorker {
    const data = typeof options.workerData === 'function' ? options.workerData() : options.workerData;
    const member: PoolWorker = {
      thread: options.process
        ? startTypeScriptProcess(entry, data)
        : threadOf(startTypeScriptWorker(entry, {}, data)),
      runningId: undefined,
      warm: false,
    };
    member.thread.unref();
    member.thread.on('message', (response: Response | WorkerLoadingNotice | WorkerEngineFailure) => {
      if (isLoadingNotice(response)) {
        const job = running.get(response.id);
        if (job?.timer) clearTimeout(job.timer);
        return;
      }
      if (isEngineFailure(response)) {
        fail(member, new Error(response.error));
        dispatch();
        return;
      }
      if (member.runningId === response.id) member.runningId = undefined;
      member.warm = true;
      failures = 0;
      lastError = undefined;
      const job = running.get(response.id);
      if (job) {
        running.delete(response.id);
        settle(job);
        try {
          job.resolve(toResult(response));
        } catch (error) {
          job.reject(error);
        }
      }
      dispatch();
    });
    member.thread.on('error', (error: Error) => {
      fail(member, error);
      dispatch();
    });
    // A worker that ends on its own (process.exit in it, an out-of-memory stop) is a failure too.
    member.thread.on('exit', (code: number | string | null) => {
      fail(member, new Error(`The worker stopped with exit code ${code}`));
      dispatch();
    });
    pool.push(member);
    return member;
  }

  /** A worker with nothing to run: an idle one, else a new one while the pool has room. */
  function freeWorker(): PoolWorker | undefined {
    const idle = pool.find((member) => member.runningId === undefined);
    if (idle) return idle;
    if (closed || pool.length >= poolSize || Date.now() < nextStartAt) return undefined;
    return startWorker();
  }

  /** Hands waiting jobs to free workers, one key after another. */
  function dispatch() {
    while (waitingCount > 0) {
      const member = freeWorker();
      if (!member) return;
      const [key, jobs] = waiting.entries().next().value!;
      const job = jobs.shift()!;
      waitingCount -= 1;
      waiting.delete(key);
      // The key goes to the back of the line if it has more.
      if (jobs.length > 0) waiting.set(key, jobs);
      const id = nextId++;
      running.set(id, job);
      member.runningId = id;
      // Loading an engine (dictionaries, WebAssembly) takes seconds on a busy machine: not a timeout.
      if (!member.warm && job.timer) clearTimeout(job.timer);
      posted += 1;
      if (job.queuedAt !== undefined) listed.waited((performance.now() - job.queuedAt) / 1000);
      member.thread.postMessage({ id, ...job.message });
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

  /**
   * Gives up on a job: dropped if it waits. A running one keeps its worker and its place in the key's
   * count until the worker answers, and that answer is ignored.
   */
  function abandon(job: Job<Result>, reason: unknown) {
    if (removeWaiting(job)) settle(job);
    job.reject(reason);
  }

  return {
    request(message: Request, options: WorkerRequestOptions = {}): Promise<Result> {
      const key = options.key ?? ANONYMOUS;
      const { signal } = options;
      if (signal?.aborted) return Promise.reject(signal.reason);
      // Every worker failed and the next one may not start yet: no use waiting for it.
      const backoff = nextStartAt - Date.now();
      if (pool.length === 0 && backoff > 0)
        return Promise.reject(new WorkerUnavailableError(Math.ceil(backoff / 1000)));
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
        const job: Job<Result> = {
          key,
          message,
          resolve,
          reject,
          signal,
          onAbort: undefined,
          timer: undefined,
          queuedAt: performance.now(),
        };
        if (signal) {
          // Still waiting: never reaches a worker. Running: the answer is ignored.
          job.onAbort = () => abandon(job, signal.reason);
          signal.addEventListener('abort', job.onAbort, { once: true });
        }
        if (limits.timeoutMs !== undefined) {
          job.timer = setTimeout(() => abandon(job, new WorkerTimeoutError()), limits.timeoutMs);
          job.timer.unref();
        }
        perKey.set(key, (perKey.get(key) ?? 0) + 1);
        const jobs = waiting.get(key);
        if (jobs) jobs.push(job);
        else waiting.set(key, [job]);
        waitingCount += 1;
        dispatch();
      });
    },
    /** Requests handed to a worker so far, those running or waiting now, and the workers started. */
    stats() {
      return { posted, running: running.size, waiting: waitingCount, workers: pool.length };
    },
    /** The processes the running workers are in (the server's own for threads). */
    pids(): number[] {
      return pool.map((member) => member.thread.pid);
    },
    /** Whether the pool works: `down` from a worker's failure until a worker answers again. */
    health(): WorkerPoolHealth {
      return failures === 0
        ? { state: 'ok', failures }
        : { state: 'down', failures, ...(lastError ? { lastError } : {}) };
    },
    async close() {
      closed = true;
      if (restartTimer) clearTimeout(restartTimer);
      listed.remove();
      await Promise.all(pool.splice(0).map((member) => member.thread.terminate()));
    },
  };
}
