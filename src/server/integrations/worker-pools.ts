/**
 * The worker pools of this process (`ts-worker.ts`), listed for the metrics: each pool registers itself
 * when made and leaves when closed. Nothing here is measured unless a listener is registered (the
 * metrics, when METRICS_PORT is set), so a pool's hot path pays one size check.
 */
export interface WorkerPoolStats {
  /** Requests handed to a worker so far. */
  posted: number;
  running: number;
  waiting: number;
  workers: number;
}

export interface RegisteredWorkerPool {
  /** The worker's module name, e.g. `spell-check-worker`. */
  readonly name: string;
  stats(): WorkerPoolStats;
}

const pools = new Set<RegisteredWorkerPool>();
const waitListeners = new Set<(pool: string, seconds: number) => void>();

/** Lists a pool; `waited` reports how long a request waited before a worker took it. */
export function registerWorkerPool(entry: URL, stats: () => WorkerPoolStats) {
  const name = decodeURIComponent(entry.pathname.split('/').pop() ?? 'worker').replace(/\.[cm]?[jt]s$/, '');
  const pool: RegisteredWorkerPool = { name, stats };
  pools.add(pool);
  return {
    waited(seconds: number) {
      if (waitListeners.size === 0) return;
      for (const listener of waitListeners) listener(name, seconds);
    },
    remove() {
      pools.delete(pool);
    },
  };
}

export function workerPools(): RegisteredWorkerPool[] {
  return [...pools];
}

/** Hears each request's wait; returns the function that stops listening. */
export function onWorkerPoolWait(listener: (pool: string, seconds: number) => void): () => void {
  waitListeners.add(listener);
  return () => waitListeners.delete(listener);
}
