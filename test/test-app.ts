import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App, type AppDependencies } from '../src/server/app.ts';
import { loadConfig, type Config } from '../src/server/config.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import type { Clock } from '../src/server/core/clock.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { createCorrector, type Corrector } from '../src/server/integrations/ai/corrections/corrector.ts';
import { users } from '../src/server/features/users/users.table.ts';
import { eq, sql } from 'drizzle-orm';
import { CLOSE_SHARED_TEST_RESOURCES } from './shared-resources.ts';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** A fresh database copied from the run's migrated golden database. */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE === 'postgres') {
    const baseUrl = process.env.DATABASE_URL!;
    const name = `lc_test_${inject('runId')}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('goldenPostgresDatabase')}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.href, poolSize: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  pgliteOpened += 1;
  const database = spareDatabase ?? startPgliteCopy();
  // A file that opens a second database (one per test) likely opens more: the next one starts now, on
  // the core the test leaves idle, while this one serves the test (closeSharedTestResources ends the last).
  spareDatabase = pgliteOpened >= 2 ? startPgliteCopy() : undefined;
  return database;
}

let pgliteOpened = 0;
let spareDatabase: Promise<Database> | undefined;
let goldenDump: Blob | undefined;

function startPgliteCopy(): Promise<Database> {
  goldenDump ??= new Blob([fs.readFileSync(inject('goldenPglitePath'))]);
  const started = openDatabase({ kind: 'pglite-memory', loadDataDir: goldenDump });
  started.catch(() => {}); // a failure is the test's, once it takes this database
  return started;
}

let fileCorrector: Corrector | undefined;

/**
 * The offline corrector of every app a test file builds: its checkers' workers load their dictionaries
 * and rules once per file instead of once per app, as a server loads them once per process. Closing an
 * app leaves it running; the integration setup closes it after the file.
 */
function sharedCorrector(): Corrector {
  fileCorrector ??= createCorrector();
  return { ...fileCorrector, close: async () => {} };
}

/**
 * What a test file's apps share, closed after the file by the integration setup (test/setup-integration.ts):
 * the database started ahead for a test that never came, and the corrector.
 */
async function closeSharedTestResources(): Promise<void> {
  const spare = spareDatabase;
  spareDatabase = undefined;
  const corrector = fileCorrector;
  fileCorrector = undefined;
  await Promise.all([spare?.then((database) => database.close()).catch(() => undefined), corrector?.close()]);
}

/** Which database this integration run uses. */
export const TEST_DATABASE_KIND: Database['kind'] =
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A second instance of the application on the context's PostgreSQL database, with its own connection
 * pool, as another server process would have. Close it before the context (which drops the database).
 */
export async function buildSecondInstance(
  context: TestContext,
  options: { clock?: Clock } = {},
): Promise<App> {
  if (context.database.kind !== 'postgres') throw new Error('A second instance needs PostgreSQL');
  const result = (await context.database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return buildApp({
    config: context.config,
    database: await openDatabase({ kind: 'postgres', url: url.href, poolSize: 5 }),
    logger: false,
    sessionCacheTtlMs: 0,
    ...(options.clock ? { clock: options.clock } : {}),
  });
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    // Tests move their clocks by weeks to cross months; only the tests about idle sessions set it lower.
    SESSION_IDLE_DAYS: '365',
    ...overrides,
  });
}

export interface TestContext {
  app: App;
  config: Config;
  database: Database;
  /** Creates a user with a session and returns the cookie header that carries it. */
  createUser(options?: {
    email?: string;
    name?: string;
    isAdmin?: boolean;
    plan?: 'free' | 'starter' | 'pro' | 'elite' | 'annual';
  }): Promise<{
    id: number;
    email: string;
    cookie: string;
  }>;
  close(): Promise<void>;
}

let userCounter = 0;

export async function createTestApp(
  options: { env?: Record<string, string>; clock?: Clock; deps?: Partial<AppDependencies> } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    logger: false,
    // Tests edit users straight in the database; a cached session would hide those edits.
    sessionCacheTtlMs: 0,
    ...(options.clock ? { clock: options.clock } : {}),
    ...options.deps,
    corrector: options.deps?.corrector ?? sharedCorrector(),
  });
  const auth = createAuthService({
    db: database.db,
    config,
    ...(options.clock ? { clock: options.clock } : {}),
  });

  return {
    app,
    config,
    database,
    async createUser(userOptions = {}) {
      userCounter += 1;
      const email = userOptions.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.org`;
      const session = await auth.signIn(
        {
          issuer: config.identity.issuer,
          subject: `subject-${email}`,
          email,
          name: userOptions.name,
          picture: undefined,
        },
        undefined,
      );
      if (userOptions.isAdmin !== undefined || userOptions.plan) {
        await database.db
          .update(users)
          .set({
            ...(userOptions.isAdmin !== undefined ? { isAdmin: userOptions.isAdmin } : {}),
            ...(userOptions.plan ? { plan: userOptions.plan } : {}),
          })
          .where(eq(users.id, session.user.id));
      }
      return { id: session.user.id, email, cookie: `${config.session.cookieName}=${session.token}` };
    },
    async close() {
      await app.close();
    },
  };
}

(globalThis as Record<symbol, unknown>)[CLOSE_SHARED_TEST_RESOURCES] = closeSharedTestResources;
