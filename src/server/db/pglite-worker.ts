/**
 * PGlite in a worker thread (decision 121): the embedded database's WebAssembly runs here, so a busy
 * database does not hold the main thread's health checks, new connections and request handling. The main
 * thread's drizzle talks to it through `pglite-proxy.ts`: queries, transactions, migrations, close.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';
import type { PgliteRequest, PgliteResponse } from './pglite-proxy.ts';

const { dataDir, loadDataDir } = workerData as { dataDir?: string; loadDataDir?: ArrayBuffer };

/**
 * PostgreSQL's default shared buffers (128 MB) live inside PGlite's WebAssembly memory and are touched as
 * the cache fills; 32 MB hold this app's working set (decision 122) and keep the embedded server lean.
 */
const SHARED_BUFFERS = '32MB';

const clientReady = PGlite.create({
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  extensions: PGLITE_EXTENSIONS,
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
});

// Drizzle's migrator is loaded after PGlite has begun to start, not before: the database's start is the
// longest step of the server's (decision 132).
const migrator = Promise.all([import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator')]);
migrator.catch(() => {});

/** Open transactions by id: their queries run on the transaction, and `end` settles them. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; finished: Promise<void> }
>();
let nextTransaction = 1;

/** Types drizzle keeps as the text PostgreSQL sends (dates, intervals, numeric arrays): parsed as-is. */
const asText = (types: readonly number[]) =>
  Object.fromEntries(types.map((type) => [type, (value: string) => value]));

type QueryRequest = Extract<PgliteRequest, { op: 'query' }>;

async function run(target: PGlite | Transaction, request: QueryRequest) {
  const result = await target.query(request.sql, request.params, {
    rowMode: request.rowMode,
    parsers: asText(request.textTypes),
  });
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

/** Opens a transaction and answers its id once PGlite has begun it (after any other has ended). */
function begin(client: PGlite): Promise<number> {
  const id = nextTransaction++;
  return new Promise<number>((begun, failed) => {
    let end: (commit: boolean) => void = () => {};
    // PGlite runs the callback once no other transaction is open; it commits when the promise
    // resolves and rolls back when it rejects.
    const finished = client
      .transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            end = (commit) => (commit ? resolve() : reject(new RolledBack()));
            transactions.set(id, { tx, end: (commit) => end(commit), finished });
            begun(id);
          }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      })
      .finally(() => transactions.delete(id));
    // A transaction that could not begin fails the request; later failures go to `end`.
    finished.catch(failed);
  });
}

async function handle(request: PgliteRequest): Promise<unknown> {
  const client = await clientReady;
  switch (request.op) {
    case 'query': {
      if (request.begin) {
        const transaction = await begin(client);
        try {
          return { transaction, result: await run(transactions.get(transaction)!.tx, request) };
        } catch (error) {
          const open = transactions.get(transaction);
          open?.end(false);
          await open?.finished;
          throw error;
        }
      }
      const target = request.transaction === undefined ? client : transactions.get(request.transaction)?.tx;
      if (!target) throw new Error('The transaction has already ended');
      return run(target, request);
    }
    case 'end': {
      const open = transactions.get(request.transaction);
      if (!open) throw new Error('The transaction has already ended');
      open.end(request.commit);
      // Answers once PGlite has committed (or rolled back); a failing commit fails this request.
      await open.finished;
      return null;
    }
    case 'migrate': {
      const [{ drizzle }, { migrate }] = await migrator;
      await migrate(drizzle({ client }), { migrationsFolder: request.migrationsFolder });
      return null;
    }
    case 'close':
      if (!client.closed) await client.close();
      return null;
  }
}

class RolledBack extends Error {}

/** An error crosses the thread boundary as its message and its own fields (SQLSTATE code and the like). */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error))
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { ...fields, message: error.message, name: error.name };
}

parentPort!.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => parentPort!.postMessage({ id: request.id, result } satisfies PgliteResponse),
    (error: unknown) =>
      parentPort!.postMessage({ id: request.id, error: serializeError(error) } satisfies PgliteResponse),
  );
});
