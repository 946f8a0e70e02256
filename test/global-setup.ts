import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/server/db/client.ts';
import { PGLITE_EXTENSIONS } from '../src/server/db/pglite-extensions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    goldenPglitePath: string;
    goldenPostgresDatabase: string;
    runId: string;
  }
}

/**
 * Migrates one golden database per run; every test file starts from a copy of it
 * (PGlite: loadDataDir of a dumped data directory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  project.provide('runId', runId);

  if (project.name === 'integration-postgres') {
    const url = process.env.DATABASE_URL!;
    const golden = `lc_golden_${runId}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${golden}`);
    await admin.end();
    const goldenUrl = new URL(url);
    goldenUrl.pathname = `/${golden}`;
    const database = await openDatabase({ kind: 'postgres', url: goldenUrl.href, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('goldenPostgresDatabase', golden);
    project.provide('goldenPglitePath', '');
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`lc_%_${runId}%`],
      );
      for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await cleanup.end();
    };
  }

  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const goldenPath = path.join(os.tmpdir(), `linguacoach-golden-${runId}.tar`);
  fs.writeFileSync(goldenPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('goldenPglitePath', goldenPath);
  project.provide('goldenPostgresDatabase', '');
  return () => fs.rmSync(goldenPath, { force: true });
}
