/**
 * `npm start`: builds the web app and the server bundle only when their sources changed since the last
 * build (a stamp of every input file's path, size and modification time, kept in dist/build-stamp), then
 * runs the bundled server in this process with plain Node (decision 122). With `--build-only` it stops
 * after the build.
 * Plain JavaScript: it runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'dist/build-stamp');
const INPUTS = [
  'src',
  'migrations',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'scripts',
];

function files(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((child) => files(path.join(entry, child.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

function stamp() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(files).sort()) {
    const { size, mtimeMs } = fs.statSync(path.join(root, file));
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** Runs one build step, saying what it does and, once done, how long it took. */
function run(what, command, args) {
  const started = Date.now();
  process.stdout.write(`${what}…\n`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const current = stamp();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (current !== built || !fs.existsSync(path.join(root, 'dist/server/main.mjs'))) {
  process.stdout.write('The sources changed since the last build, or there is none: building first.\n');
  run('building the web app', process.execPath, [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]);
  run('bundling the server', process.execPath, [path.join(root, 'scripts/build-server.mjs')]);
  run('preparing the embedded database template', process.execPath, [
    path.join(root, 'scripts/build-pglite-template.mjs'),
  ]);
  fs.writeFileSync(stampFile, current);
}
// `--build-only`: bring the build up to date and stop (the start benchmark times starts, not builds).
if (!process.argv.includes('--build-only')) {
  // As the configuration reads it: relative to the working directory.
  const dataDir = path.resolve(process.env.DATA_DIR ?? '.data');
  const firstStart = !process.env.DATABASE_URL && !fs.existsSync(dataDir);
  process.stdout.write(
    firstStart
      ? `starting the server: the first start creates the embedded database in ${path.relative(process.cwd(), dataDir) || '.'} and loads the quizzes, which takes a few seconds…\n`
      : 'starting the server…\n',
  );
  await import(path.join(root, 'dist/server/main.mjs'));
}
