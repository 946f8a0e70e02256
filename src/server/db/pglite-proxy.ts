/**
 * The main thread's side of PGlite in a worker (decision 121): an object with the `query` and
 * `transaction` calls drizzle's PGlite driver makes, each sent to `pglite-worker.ts` as a message.
 * Rows, parameters and errors cross by structured clone; the parsers drizzle passes (functions, which
 * cannot cross) all keep a type's text as it is, so only their type ids are sent.
 */
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Worker } from 'node:worker_threads';
import { startTypeScriptWorker } from '../integrations/ts-worker.ts';

export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object' | undefined;
      textTypes: number[];
      transaction?: number;
      /**
       * Begin a transaction and run this query as its first (answered with `{ transaction, result }`);
       * if the query fails, the worker rolls the transaction back.
       */
      begin?: true;
    }
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'migrate'; migrationsFolder: string }
  | { op: 'close' }
);
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface PgliteResponse {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string };
}

/** The part of PGlite drizzle's driver calls: queries and transactions. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface PgliteProxy extends Queryable {
  transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T>;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** An error from the worker, with the fields PostgreSQL gave it (code, detail, constraint…). */
class PgliteWorkerError extends Error {
  constructor(fields: Record<string, unknown> & { message: string }) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

/** Starts PGlite in a worker thread on `dataDir`, or in memory (optionally from a dumped directory). */
export async function startPgliteWorker(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    /**
     * Answer at once instead of once PGlite has started: requests wait in the worker until it has,
     * and a failure to start fails them. The main thread can build the app meanwhile (decision 068).
     */
    background?: boolean;
  } = {},
): Promise<PgliteProxy> {
  const worker: Worker = startTypeScriptWorker(
    new URL('./pglite-worker.ts', import.meta.url),
    {},
    {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined,
    },
  );
  let nextId = 0;
  let closed = false;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  const failAll = (error: unknown) => {
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on('message', (response: PgliteResponse) => {
    const request = pending.get(response.id);
    if (!request) return;
    pending.delete(response.id);
    if (response.error) request.reject(new PgliteWorkerError(response.error));
    else request.resolve(response.result);
  });
  worker.on('error', failAll);
  worker.on('exit', () => {
    closed = true;
    failAll(new Error('The embedded database has stopped'));
  });

  function send<T>(request: WithoutId<PgliteRequest>): Promise<T> {
    if (closed) return Promise.reject(new Error('The embedded database has stopped'));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  }

  const queryRequest = (sql: string, params: unknown[], options: QueryOptions) => ({
    op: 'query' as const,
    sql,
    params,
    rowMode: options.rowMode,
    textTypes: Object.keys(options.parsers ?? {}).map(Number),
  });
  const query = <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    send<Results<T>>(queryRequest(sql, params, options));

  // The first query answers once PGlite has started (or fails with why it could not).
  const started = send({ op: 'query', sql: 'select 1', params: [], rowMode: undefined, textTypes: [] });
  if (options.background) started.catch(() => {});
  else await started;

  return {
    query,
    /**
     * A transaction holds the whole embedded database until it ends, round trips to this thread
     * included, so it begins with its first query (one round trip fewer, decision 069); a callback that
     * makes no query opens none.
     */
    async transaction(callback) {
      // The worker's id of the transaction once its first query has begun it; undefined when it ended.
      let begun: Promise<number | undefined> | undefined;
      const txQuery = async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) => {
        if (!begun) {
          const first = send<{ transaction: number; result: Results<T> }>({
            ...queryRequest(sql, params, options),
            begin: true,
          });
          // A first query that fails has rolled its transaction back in the worker.
          begun = first.then(
            (answer) => answer.transaction,
            () => undefined,
          );
          return (await first).result;
        }
        const transaction = await begun;
        if (transaction === undefined) throw new Error('The transaction has already ended');
        return send<Results<T>>({ ...queryRequest(sql, params, options), transaction });
      };
      let result;
      try {
        result = await callback({ query: txQuery });
      } catch (error) {
        const transaction = await begun;
        if (transaction !== undefined) await send({ op: 'end', transaction, commit: false });
        throw error;
      }
      const transaction = await begun;
      if (transaction !== undefined) await send({ op: 'end', transaction, commit: true });
      return result;
    },
    migrate: (migrationsFolder) => send({ op: 'migrate', migrationsFolder }),
    async close() {
      if (closed) return;
      await send({ op: 'close' }).catch(() => {});
      closed = true;
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}

/** The proxy as the client drizzle's PGlite driver expects (it calls only `query` and `transaction`). */
export const asPgliteClient = (proxy: PgliteProxy) => proxy as unknown as PGlite;
