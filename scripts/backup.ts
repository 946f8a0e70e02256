/**
 * `npm run backup` and `npm run restore`: a copy of the configured database, and that copy put back.
 *
 *   npm run backup                       writes backups/linguacoach-<database>-<time>.<ext> and prints its path
 *   npm run backup -- --out FILE         writes FILE
 *   npm run restore -- FILE              restores FILE into an empty database (or a new data directory)
 *   npm run restore -- FILE --replace    replaces what the database holds with FILE
 *
 * PostgreSQL (DATABASE_URL): `pg_dump` in its custom format, taken while the instances run (one consistent
 * snapshot), and `pg_restore` in one transaction; both tools must be on PATH or in
 * /usr/lib/postgresql/<version>/bin, at least as new as the server. The embedded PGlite (DATA_DIR): the
 * data directory dumped as a gzipped tar, loaded into a new directory on restore; PGlite belongs to one
 * process, so the server must be stopped for either (the directory lock says so otherwise). Decision 167.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { acquireDirectoryLock, DirectoryLockedError } from '../src/server/db/directory-lock.ts';
import { PGLITE_EXTENSIONS } from '../src/server/db/pglite-extensions.ts';

class BackupError extends Error {}

/** A PostgreSQL client tool: on PATH, else the newest installed under /usr/lib/postgresql. */
function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new BackupError(`${name} was not found: install the PostgreSQL client tools.`);
  return path.join(root, versions[0]!, 'bin', name);
}

/**
 * The connection for the PostgreSQL tools: the URL without its password (which would show in the process
 * list) and the password in PGPASSWORD.
 */
function postgresConnection(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.href,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0)
    throw new BackupError(`${path.basename(command)} failed (exit ${result.status ?? result.signal}).`);
}

function timestamp() {
  return new Date().toISOString().replace(/[:.]/g, '-');
}

async function withPglite<T>(
  dataDir: string,
  options: { loadDataDir?: Blob },
  task: (client: PGlite) => Promise<T>,
): Promise<T> {
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirectoryLock(dataDir);
  try {
    const { PGlite: Pglite } = await import('@electric-sql/pglite');
    const client = await Pglite.create({
      dataDir: path.join(dataDir, 'pglite'),
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    try {
      return await task(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function backup(environment: NodeJS.ProcessEnv, out?: string): Promise<string> {
  const config = loadConfig(environment);
  const url = config.database.url;
  const file = path.resolve(
    out ??
      path.join(
        'backups',
        `linguacoach-${url ? 'postgres' : 'pglite'}-${timestamp()}.${url ? 'dump' : 'tar.gz'}`,
      ),
  );
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  if (url) {
    const { dbname, env } = postgresConnection(url);
    run(
      postgresTool('pg_dump'),
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
  } else {
    const dataDir = config.database.dataDir;
    if (!fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION')))
      throw new BackupError(`There is no database in ${dataDir} to back up.`);
    await withPglite(dataDir, {}, async (client) => {
      // Written out of the log into the tables first, so the copy holds them as they are.
      await client.exec('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    });
  }
  // Renamed only once whole: a backup that failed half way never looks like one.
  fs.renameSync(partial, file);
  return file;
}

async function restore(environment: NodeJS.ProcessEnv, file: string, replace: boolean): Promise<void> {
  const config = loadConfig(environment);
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const url = config.database.url;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let tables: number;
    try {
      const result = await client.query<{ count: string }>(
        "select count(*) as count from pg_tables where schemaname in ('public', 'drizzle')",
      );
      tables = Number(result.rows[0]!.count);
    } finally {
      await client.end();
    }
    if (tables > 0 && !replace)
      throw new BackupError(
        'The database is not empty. Stop every instance, then run the restore again with --replace to replace its contents.',
      );
    const { dbname, env } = postgresConnection(url);
    run(
      postgresTool('pg_restore'),
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        ...(tables > 0 ? ['--clean', '--if-exists'] : []),
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
    return;
  }
  const dataDir = config.database.dataDir;
  const cluster = path.join(dataDir, 'pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  // The lock first: a running server keeps its directory, whatever is asked.
  const lock = acquireDirectoryLock(dataDir);
  lock.release();
  if (fs.existsSync(cluster) && fs.readdirSync(cluster).length > 0) {
    if (!replace)
      throw new BackupError(
        `${dataDir} already holds a database. Stop the server, then run the restore again with --replace (the current one is kept beside it).`,
      );
    const kept = `${cluster}.before-restore-${timestamp()}`;
    fs.renameSync(cluster, kept);
    console.log(`the database it held is kept in ${kept}`);
  }
  await withPglite(dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) }, async (client) => {
    await client.query('select 1');
  });
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const flag = (name: string) => rest.includes(name);
  const value = (name: string) => {
    const index = rest.indexOf(name);
    return index >= 0 ? rest[index + 1] : undefined;
  };
  if (command === 'backup') {
    const file = await backup(process.env, value('--out'));
    console.log(`backup written: ${file} (${fs.statSync(file).size} bytes)`);
  } else if (command === 'restore') {
    const file = rest.find((arg) => !arg.startsWith('--'));
    if (!file) throw new BackupError('Name the backup to restore: npm run restore -- FILE [--replace]');
    await restore(process.env, path.resolve(file), flag('--replace'));
    console.log(`restored ${file}`);
  } else {
    throw new BackupError('Usage: backup.ts backup [--out FILE] | restore FILE [--replace]');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const explained = [BackupError, ConfigError, DirectoryLockedError].some((kind) => error instanceof kind);
  console.error(explained ? (error as Error).message : error);
  process.exit(1);
});
