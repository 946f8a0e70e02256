import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as schema from './schema.ts';
import { acquireDirectoryLock, type DirectoryLock } from './directory-lock.ts';
import { asPgliteClient, startPgliteWorker, type PgliteProxy } from './pglite-proxy.ts';

export type Schema = typeof schema;
/** The typed database both backends share: PGlite (embedded) and PostgreSQL (pg pool). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (for connections outside the pool, such as LISTEN). */
  readonly url?: string;
  readonly db: Db;
  /** Resolves when a trivial query succeeds. */
  ping(): Promise<void>;
  /** Applies the pending migrations; on PostgreSQL one instance at a time (the start lock). */
  migrate(): Promise<void>;
  /**
   * Runs `task` while no other instance of the deployment runs one: on PostgreSQL under a session-level
   * advisory lock (the start lock, shared with `migrate`), so instances starting together on one database
   * migrate and seed one after another; PGlite's data directory already belongs to one process.
   */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** PostgreSQL's connection pool now: its size, idle connections, queries waiting for one (metrics). */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** The advisory lock key instances hold while they migrate or seed (any constant no other code uses). */
export const START_LOCK_KEY = 7_311_220_031;

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../migrations',
);

/** A migrated PGlite cluster made by the build (scripts/build-pglite-template.mjs), for new data directories. */
const PGLITE_TEMPLATE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../dist/pglite-template.tar.gz',
);

/** How long a statement may run, and wait for a lock, before PostgreSQL cancels it (decision 171). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;
export const DEFAULT_LOCK_TIMEOUT_MS = 5_000;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      statementTimeoutMs?: number;
      lockTimeoutMs?: number;
    }
  /** `background`: answer before PGlite has started; the first query waits for it (decision 068). */
  | { kind: 'pglite'; dataDir: string; background?: boolean }
  /** An in-memory PGlite, optionally started from a dumped data directory (tests' golden copy). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres')
    return openPostgres(options.url, {
      poolSize: options.poolSize ?? 10,
      statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS,
    });
  if (options.kind === 'pglite') {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // PGlite takes no lock of its own; two processes on one directory would corrupt it.
    const lock = acquireDirectoryLock(options.dataDir);
    try {
      const dataDir = path.join(options.dataDir, 'pglite');
      const isNew = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
      // A new directory starts from the built template, a migrated cluster (decision 068), when there is one.
      const template = isNew && fs.existsSync(PGLITE_TEMPLATE) ? fs.readFileSync(PGLITE_TEMPLATE) : undefined;
      if (isNew && !template) {
        // Creating the cluster (initdb) grows PGlite's WebAssembly memory, which never shrinks: create
        // it in a worker of its own and open it in a fresh one (decision 122).
        await (await startPgliteWorker({ dataDir })).close();
      }
      const client = await startPgliteWorker({
        dataDir,
        background: options.background,
        ...(template ? { loadDataDir: new Blob([template]) } : {}),
      });
      return await wrapPglite(client, lock);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  const client = await startPgliteWorker(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  return await wrapPglite(client, undefined);
}

/**
 * PGlite runs in a worker thread (decision 121); drizzle's PGlite driver drives it through the proxy.
 * The directory lock stays with this process's main thread.
 */
async function wrapPglite(client: PgliteProxy, lock: DirectoryLock | undefined): Promise<Database> {
  // Drizzle and the schema are loaded once the worker is on its way (decision 132).
  const [{ drizzle: drizzlePglite }, schema] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('./schema.ts'),
  ]);
  const db = drizzlePglite({ client: asPgliteClient(client), schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await client.migrate(MIGRATIONS_FOLDER);
    },
    exclusive: (task) => task(),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(
  url: string,
  limits: { poolSize: number; statementTimeoutMs: number; lockTimeoutMs: number },
): Promise<Database> {
  // The PostgreSQL driver is loaded only when PostgreSQL is configured (decision 132).
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }, { sql }, schema] =
    await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('drizzle-orm'),
      import('./schema.ts'),
    ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    // A request never waits longer than this on a slow statement or a held lock: PostgreSQL cancels it
    // (57014, 55P03) and the request answers 503 with Retry-After (decision 171).
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    // During an outage a connection attempt fails fast (refused) or, when the host is unreachable,
    // gives up after this long; either way the request gets a 503 instead of hanging.
    connectionTimeoutMillis: 3000,
    // Idle connections are not kept long, so few stale ones are left after the server restarts.
    idleTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // A connection the server drops (restart, failover, admin_shutdown) emits 'error' on its client. The
  // pool listens on idle clients only; a client checked out by a query or a transaction has no listener
  // and an unhandled 'error' event would end the process. The failing query rejects on its own and the
  // pool discards the broken client when it is released, so the event needs no further handling.
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // The lock is held by a connection of its own, outside the pool (a pool of one would otherwise wait on
  // itself); it is released when that connection ends, also when this process dies holding it.
  async function exclusive<T>(task: () => Promise<T>): Promise<T> {
    // Not the pool's 3 s: at a start the process loads its modules meanwhile and may hold the event loop
    // longer than that, and a late connection here only delays the start.
    const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: 30_000 });
    lockClient.on('error', ignore);
    await lockClient.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
      return await task();
    } finally {
      await lockClient.end().catch(ignore);
    }
  }
  return {
    kind: 'postgres',
    url,
    db,
    async ping() {
      await db.execute(sql`select 1`);
    },
    migrate: () =>
      exclusive(async () => {
        // Migrations may rewrite a large table: they run on a connection of their own, without the
        // requests' statement timeout, and wait for the locks they need.
        const migrationPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 3000 });
        migrationPool.on('error', ignore);
        try {
          await migratePg(drizzlePg({ client: migrationPool, schema }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await migrationPool.end();
        }
      }),
    exclusive,
    poolStats: () => ({
      max: limits.poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await pool.end();
    },
  };
}
