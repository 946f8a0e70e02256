/**
 * Bundles the server for `npm start` (decision 122): src/server/main.ts and every worker entry
 * (src/server/**\/*-worker.ts that listen to `parentPort`) each into one ES module under dist/, at the path its source has under
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
const dist = path.join(root, 'dist');

/** Where a source file lands in dist/, as an .mjs. */
const mirrored = (file) => path.join(dist, path.relative(src, file)).replace(/\.ts$/, '.mjs');

function workerEntries(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return workerEntries(full);
    // A worker entry listens to its parent; ts-worker.ts only starts workers.
    return entry.name.endsWith('-worker.ts') && fs.readFileSync(full, 'utf8').includes('parentPort')
      ? [full]
      : [];
  });
}

/** Rewrites `import.meta.url` in our sources to the URL of the module's place in dist/. */
function mirrorImportMetaUrl(outfile) {
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

export async function buildServer() {
  const entries = [path.join(src, 'server/main.ts'), ...workerEntries(path.join(src, 'server'))];
  await Promise.all(
    entries.map((entry) => {
      const outfile = mirrored(entry);
      return build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        packages: 'external',
        sourcemap: 'linked',
        logLevel: 'warning',
        plugins: [mirrorImportMetaUrl(outfile)],
      });
    }),
  );
  return entries.map(mirrored);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = await buildServer();
  process.stdout.write(`server bundled: ${outputs.map((file) => path.relative(root, file)).join(', ')}\n`);
}
