/**
 * An empty database of this run's kind (PGlite in memory, or a new PostgreSQL database when DATABASE_URL
 * is set), for tests that apply migrations to it step by step, as an existing deployment gets them.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Db } from '../../src/server/db/client.ts';
import { PGLITE_EXTENSIONS } from '../../src/server/db/pglite-extensions.ts';
import * as schema from '../../src/server/db/schema.ts';
import { TEST_DATABASE_KIND } from '../test-app.ts';

export async function openBareDatabase() {
  if (TEST_DATABASE_KIND === 'pglite') {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      migrate: (migrationsFolder: string) => migratePglite(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const baseUrl = process.env.DATABASE_URL!;
  const name = `lc_migrate_${inject('runId')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  // The database is dropped with its connections: their clients report it, which is expected here.
  const ignore = () => {};
  pool.on('error', ignore);
  pool.on('connect', (client) => client.on('error', ignore));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder: string) => migratePg(db, { migrationsFolder }),
    async close() {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
