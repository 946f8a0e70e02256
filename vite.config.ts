import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { CORE_CATALOGUES_FILE } from './src/shared/contracts/core-catalogue.ts';
import { INTERFACE_LANGUAGES } from './src/shared/domain/interface-languages.ts';
import { CORE_PARTS } from './src/web/locales/parts.ts';

/**
 * Writes every interface language's core catalogue parts, merged, beside index.html: the server puts the
 * visitor's language's into the page (src/shared/contracts/core-catalogue.ts).
 */
function coreCatalogues(): Plugin {
  return {
    name: 'linguacoach-core-catalogues',
    apply: 'build',
    generateBundle() {
      const catalogues = Object.fromEntries(
        INTERFACE_LANGUAGES.map((language) => [
          language,
          Object.assign(
            {},
            ...CORE_PARTS.map((part) =>
              JSON.parse(fs.readFileSync(path.resolve('src/web/locales', language, `${part}.json`), 'utf8')),
            ),
          ),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: CORE_CATALOGUES_FILE, source: JSON.stringify(catalogues) });
    },
  };
}

/** Writes .br and .gz beside every text asset, so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'linguacoach-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  root: path.resolve('src/web'),
  publicDir: path.resolve('src/web/public'),
  plugins: [react(), tailwindcss(), coreCatalogues(), precompress()],
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    // Maps are written for error reporting but neither referenced nor served.
    sourcemap: 'hidden',
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
});
