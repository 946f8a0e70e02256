import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from './client.ts';

/** A change that makes some instance's in-memory copies stale. */
export type CacheEvent =
  /** A user's rights, plan or profile changed: their resolved sessions and learner copies go. */
  | { type: 'user'; userId: number }
  /** A session was signed out or replaced (by the SHA-256 of its token, as stored). */
  | { type: 'session'; tokenHash: string }
  /** A learner's practice data changed: their stats and session list go. */
  | { type: 'practice'; userId: number }
  /** Quiz content changed: the learner quiz lists go. */
  | { type: 'quizzes' };

export interface CacheSubscriber {
  onEvent(event: CacheEvent): void;
  /** Events may have been missed (the bus reconnected): forget everything. */
  onResync(): void;
}

/**
 * Tells every instance sharing the database to drop what a change made stale. `publish` applies the event
 * in this process at once (synchronously) and sends it to the others (decision 057).
 */
export interface CacheBus {
  /**
   * Whether changes made elsewhere reach this instance now. While false (the listening connection is
   * lost or stopped answering), caches keep copies for a short time only.
   */
  readonly live: boolean;
  publish(event: CacheEvent): void;
  subscribe(subscriber: CacheSubscriber): void;
  close(): Promise<void>;
}

const CHANNEL = 'lc_cache_invalidation';

/**
 * The listening connection is asked a trivial query this often, and counts as dead when the answer takes
 * longer than the timeout: a connection that dies silently (a partition, a hung host) sends no error and
 * no end, and would otherwise keep an instance trusting its caches with no notifications arriving.
 */
const HEARTBEAT_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 1000;

function isCacheEvent(value: unknown): value is CacheEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  switch (event.type) {
    case 'user':
    case 'practice':
      return Number.isSafeInteger(event.userId);
    case 'session':
      return typeof event.tokenHash === 'string';
    case 'quizzes':
      return true;
    default:
      return false;
  }
}

function createSubscribers() {
  const subscribers = new Set<CacheSubscriber>();
  return {
    add: (subscriber: CacheSubscriber) => void subscribers.add(subscriber),
    dispatch(event: CacheEvent) {
      for (const subscriber of subscribers) subscriber.onEvent(event);
    },
    resync() {
      for (const subscriber of subscribers) subscriber.onResync();
    },
  };
}

/** One process only (PGlite, or a service used on its own): events apply here and go nowhere else. */
export function createLocalCacheBus(): CacheBus {
  const subscribers = createSubscribers();
  return {
    live: true,
    publish: (event) => subscribers.dispatch(event),
    subscribe: subscribers.add,
    async close() {},
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: events are sent with `pg_notify` through the app's pool and received on one
 * dedicated connection. That connection comes back after an outage (every 0.25–5 s); once it has, every
 * subscriber forgets everything, since notifications sent in between were lost.
 */
export async function createPostgresCacheBus(options: {
  url: string;
  db: Db;
  log: FastifyBaseLogger;
}): Promise<CacheBus> {
  const { url, db, log } = options;
  const { default: pgDriver } = await import('pg');
  const origin = randomUUID();
  const subscribers = createSubscribers();
  let listener: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelayMs = 250;
  /** Connection attempts that failed since the last one that worked. */
  let failuresInARow = 0;
  let missedEvents = false;
  let closed = false;
  let heartbeat: NodeJS.Timeout | undefined;

  function startHeartbeat(client: pg.Client) {
    clearInterval(heartbeat);
    let waiting = false;
    heartbeat = setInterval(() => {
      if (listener !== client || waiting) return;
      waiting = true;
      const deadline = setTimeout(
        () => lost(client, new Error('the cache invalidation connection stopped answering')),
        HEARTBEAT_TIMEOUT_MS,
      );
      client.query('select 1').then(
        () => {
          waiting = false;
          clearTimeout(deadline);
        },
        () => clearTimeout(deadline), // the connection's 'error' event reports the loss
      );
    }, HEARTBEAT_MS);
    heartbeat.unref();
  }

  function receive(payload: string | undefined) {
    try {
      const message = JSON.parse(payload ?? '') as { origin?: unknown; event?: unknown };
      if (message.origin === origin || !isCacheEvent(message.event)) return;
      subscribers.dispatch(message.event);
    } catch {
      log.warn('ignored a malformed cache invalidation message');
    }
  }

  function lost(client: pg.Client, error?: Error) {
    if (listener !== client) return;
    listener = undefined;
    clearInterval(heartbeat);
    missedEvents = true;
    void client.end().catch(() => {});
    // A connection that stopped answering would keep its socket: close it.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    if (closed) return;
    // Changes made from now on may go unheard: drop what is cached, and cache briefly until it is back.
    subscribers.resync();
    log.warn({ err: error }, 'cache invalidation connection lost; reconnecting');
    scheduleConnect();
  }

  function scheduleConnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelayMs);
    retryTimer.unref();
    retryDelayMs = Math.min(retryDelayMs * 2, 5000);
  }

  async function connect() {
    const client = new pgDriver.Client({
      connectionString: url,
      // Named, so an operator (and the fault tests) can tell the listening connection apart.
      application_name: 'linguacoach-cache-bus',
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    client.on('notification', (message) => receive(message.payload));
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      void client.end().catch(() => {});
      missedEvents = true;
      if (!closed) {
        // The first failure of a run is logged with its error; the retries after it say how many, without
        // a stack each time (as the database outage is logged).
        failuresInARow += 1;
        if (failuresInARow === 1) log.warn({ err: error }, 'cache invalidation connection failed; retrying');
        else
          log.warn(
            { failuresInARow, error: error instanceof Error ? error.message : String(error) },
            'cache invalidation connection still failing; retrying',
          );
        scheduleConnect();
      }
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    startHeartbeat(client);
    retryDelayMs = 250;
    failuresInARow = 0;
    if (missedEvents) {
      missedEvents = false;
      log.info('cache invalidation connection restored; dropped every cached copy');
      subscribers.resync();
    }
  }

  await connect();

  return {
    get live() {
      return listener !== undefined;
    },
    publish(event) {
      subscribers.dispatch(event);
      const payload = JSON.stringify({ origin, event });
      db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`).catch((error: unknown) => {
        log.warn({ err: error, event }, 'could not tell other instances about a change');
      });
    },
    subscribe: subscribers.add,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
