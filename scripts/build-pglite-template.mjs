/**
 * The embedded database's template (decision 068): a fresh PGlite cluster with every migration applied,
 * dumped to dist/pglite-template.tar.gz. `npm start` on a new data directory loads it instead of running
 * initdb and the migrations, which took most of a first start. Rebuilt with the server bundle (the build
 * stamp covers the migrations and the locked PGlite version); without it the server runs initdb as before.
 * Plain JavaScript: it runs with plain `node`, before anything is compiled.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const TEMPLATE = path.join(root, 'dist/pglite-template.tar.gz');

export async function buildPgliteTemplate() {
  // The extensions of src/server/db/pglite-extensions.ts (this script runs before TypeScript is compiled;
  // a migration creating an extension not listed here fails the build).
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: path.join(root, 'migrations') });
    // A checkpoint first, so the dump holds the migrated tables rather than a log to replay.
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(TEMPLATE), { recursive: true });
    fs.writeFileSync(`${TEMPLATE}.partial`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${TEMPLATE}.partial`, TEMPLATE);
  } finally {
    await client.close();
  }
  return TEMPLATE;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = await buildPgliteTemplate();
  process.stdout.write(`database template: ${path.relative(root, file)} (${fs.statSync(file).size} bytes)\n`);
}
