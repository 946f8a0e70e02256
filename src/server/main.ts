import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DirectoryLockedError } from './db/directory-lock.ts';
import { isDatabaseUnavailable } from './db/unavailable.ts';

/** Errors of the start that explain themselves: printed as a message, without a stack. */
const explained: (abstract new (...args: never[]) => Error)[] = [ConfigError, DirectoryLockedError];

const BOOT_RETRY_FIRST_MS = 500;
const BOOT_RETRY_MAX_MS = 30_000;

/**
 * Runs `step` until it succeeds while the database is unreachable (PostgreSQL not up yet, a restart, a
 * failover): waits 0.5 s, 1 s, 2 s… up to 30 s between attempts and logs each attempt once. Any other
 * failure ends the start.
 */
async function whenDatabaseIsUp<T>(what: string, step: () => Promise<T>): Promise<T> {
  let delayMs = BOOT_RETRY_FIRST_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = error instanceof Error ? ((error as { code?: string }).code ?? error.message) : error;
      console.warn(
        JSON.stringify({
          level: 40,
          time: Date.now(),
          attempt,
          retryInMs: delayMs,
          msg: `database not reachable (${String(reason)}) while ${what}; retrying`,
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      delayMs = Math.min(delayMs * 2, BOOT_RETRY_MAX_MS);
    }
  }
}

/** Starts the server: configuration, database (migrated), app, listen, and a graceful shutdown. */
async function main() {
  // Milliseconds since the process started, at each step of the start (logged once ready).
  const steps: Record<string, number> = { modules: Math.round(performance.now()) };
  const step = (name: string) => (steps[name] = Math.round(performance.now()));
  const config = loadConfig();
  const database = await openDatabase(
    config.database.url
      ? {
          kind: 'postgres',
          url: config.database.url,
          statementTimeoutMs: config.database.statementTimeoutMs,
          lockTimeoutMs: config.database.lockTimeoutMs,
        }
      : { kind: 'pglite', dataDir: config.database.dataDir, background: true },
  );
  step('database');
  // The embedded database starts and migrates in its worker thread while this thread loads the rest of
  // the server, reads the content and builds the app (decisions 068 and 132); PostgreSQL migrates in its
  // own process. Only the configuration and the database are loaded before this point, so the worker
  // starts early.
  const migrated = whenDatabaseIsUp('migrating', () => database.migrate());
  migrated.catch(() => {});
  const [
    { buildApp },
    { ContentError, loadQuizContent },
    { seedQuizContent },
    { AppError },
    { indexPendingSessions },
  ] = await Promise.all([
    import('./app.ts'),
    import('./features/quizzes/quiz-content.ts'),
    import('./features/quizzes/quiz-seed.ts'),
    import('./errors.ts'),
    import('./features/practice/session-words.ts'),
  ]);
  explained.push(ContentError);
  step('server modules');
  const content = config.seedContent ? loadQuizContent() : [];
  step('content');
  const app = await buildApp({ config, database, webRoot: path.resolve('dist/web') });
  step('app');
  await migrated;
  step('migrations');
  // Sessions whose report figures are not kept yet (stored before decision 155) are indexed once; after
  // that this finds none through a partial index.
  const indexed = await whenDatabaseIsUp('indexing earlier sessions', () =>
    indexPendingSessions(database.db),
  );
  if (indexed > 0) app.log.info({ sessions: indexed }, 'indexed the words of earlier sessions');
  step('indexed');
  // Instances starting together seed one after another; the later ones find nothing left to insert.
  if (content.length > 0)
    await whenDatabaseIsUp('seeding content', () =>
      database.exclusive(() => seedQuizContent({ db: database.db, items: content })),
    );
  step('seeded');

  let metricsServer: { port: number; close(): Promise<void> } | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down');
    // Requests in flight get the grace period to finish; replies still streaming then end with an
    // error event, and the process exits shortly after whether or not every connection has closed.
    const grace = setTimeout(() => {
      const restarting = 'The server is restarting. Please send your message again.';
      app.log.warn(
        { streams: app.openStreams.size, replies: app.pendingReplies.size },
        'shutdown grace ended; answering the requests still in progress',
      );
      // Streams end with an error event, other requests get a 503 in the one error shape: nobody's
      // connection is cut without an answer.
      app.openStreams.endAll(new AppError('UNAVAILABLE', restarting));
      app.answerPending('UNAVAILABLE', restarting);
      // Those answers close their connections as they are sent; whatever is still open a second later
      // (a client that stopped reading) is closed, and the stop completes as a graceful one.
      setTimeout(() => app.server.closeAllConnections(), 1000).unref();
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, 5000).unref();
    }, config.shutdownGraceMs);
    grace.unref();
    // A keep-alive connection whose request finishes during the stop would otherwise stay open until
    // its keep-alive timeout and hold the stop up: close each one as soon as it goes idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    await app.close();
    await metricsServer?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  step('listening');
  if (app.metrics && config.metrics) {
    const { startMetricsServer } = await import('./metrics/metrics.ts');
    metricsServer = await startMetricsServer(app.metrics, config.metrics);
    app.log.info({ port: metricsServer.port, host: config.metrics.host }, 'metrics served at /metrics');
  }
  app.log.info(
    { url: config.publicUrl, database: database.kind, identity: config.identity.kind, startMs: steps },
    `${config.appName} is ready at ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof Error && explained.some((kind) => error instanceof kind)) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
