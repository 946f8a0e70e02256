/**
 * Bundles the server for `npm start` (decision 122): src/server/main.ts and every worker entry
 * (src/server/**\/*-worker.ts that listen to `parentPort` or `process.send`) each into one ES module under dist/, at the path its source has under
 * src/ (dist/server/main.mjs, dist/server/db/pglite-worker.mjs…), packages left to node_modules. Each
 * module's `import.meta.url` is rewritten to where that module would sit in dist/, so paths relative to a
 * source file (migrations, content, a worker beside its client) resolve from the bundle as from the
 * sources; a worker is started from its .mjs when one is there (integrations/ts-worker.ts).
 * Plain JavaScript: it runs with plain `node`, before anything is compiled.
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** Where a source file lands in the output directory, as an .mjs. */
const mirroredIn = (dist) => (file) => path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.mjs');

function workerEntries(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return workerEntries(full);
    // A worker entry listens to its parent (a thread's `parentPort`, a child process's IPC channel);
    // ts-worker.ts only starts workers.
    return entry.name.endsWith('-worker.ts') && /parentPort|process\.send/.test(fs.readFileSync(full, 'utf8'))
      ? [full]
      : [];
  });
}

/** Rewrites `import.meta.url` in our sources to the URL of the module's place in dist/. */
function mirrorImportMetaUrl(outfile, mirrored) {
  return {
    name: 'mirror-import-meta-url',
    setup(builder) {
      builder.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(src + path.sep)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return { contents: source, loader: 'ts' };
        let relative = path.relative(path.dirname(outfile), mirrored(args.path)).split(path.sep).join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/**
 * `dist`: the output directory, dist/ by default. Another one must sit beside dist/ (at the same depth
 * under the project), as paths relative to a source file are kept.
 */
export async function buildServer({ dist = path.join(root, 'dist') } = {}) {
  const mirrored = mirroredIn(dist);
  const main = path.join(src, 'server/main.ts');
  const entries = [main, ...workerEntries(path.join(src, 'server'))];
  // Chunks of an earlier build would otherwise pile up (their names change with their contents).
  const serverDist = path.dirname(mirrored(main));
  for (const file of fs.existsSync(serverDist) ? fs.readdirSync(serverDist) : []) {
    if (file.startsWith('chunk-')) fs.rmSync(path.join(serverDist, file));
  }
  await Promise.all(
    entries.map((entry) => {
      const outfile = mirrored(entry);
      // The server's own entry is split where its modules are imported dynamically, so the packages a
      // chunk imports load only when the chunk does (decision 132): main.mjs loads the configuration and
      // the database, starts the database's worker, then the rest. Its chunks sit beside it, in
      // dist/server, so a source's `import.meta.url` resolves from a chunk as from main.mjs.
      const placement =
        entry === main
          ? {
              splitting: true,
              outdir: serverDist,
              entryNames: '[name]',
              chunkNames: 'chunk-[hash]',
              outExtension: { '.js': '.mjs' },
            }
          : { outfile };
      return build({
        entryPoints: [entry],
        ...placement,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: 'linked',
        logLevel: 'warning',
        plugins: [mirrorImportMetaUrl(outfile, mirrored)],
      });
    }),
  );
  return entries.map(mirrored);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = await buildServer();
  process.stdout.write(`server bundled: ${outputs.map((file) => path.relative(root, file)).join(', ')}\n`);
}
