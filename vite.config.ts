import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { CORE_CATALOGUES_FILE } from './src/shared/contracts/core-catalogue.ts';
import { PAGE_RENDERER_DIR, PAGE_RENDERER_NAME } from './src/shared/contracts/page-renderer.ts';
import { INTERFACE_LANGUAGES } from './src/shared/domain/interface-languages.ts';
import { CORE_PARTS } from './src/web/locales/parts.ts';
import { routesOnlyContracts } from './scripts/vite/routes-only-contracts.ts';
import { voiceActivityAssets } from './scripts/vite/voice-activity-assets.ts';

/**
 * Writes every interface language's core catalogue parts, merged, beside index.html: the server puts the
 * visitor's language's into the page (src/shared/contracts/core-catalogue.ts).
 */
function coreCatalogues(): Plugin {
  return {
    name: 'linguacoach-core-catalogues',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
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
    applyToEnvironment: (environment) => environment.name === 'client',
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
        if (!/\.(js|mjs|css|svg|json|txt|wasm)$/.test(file)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        // Brotli's best takes some 40 s on the voice activity runtime's 11 MB of WebAssembly; one step
        // down takes a second for a file 14 % larger.
        const quality = content.length > 1024 * 1024 ? 9 : 11;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
        );
      }
    },
  };
}

export default defineConfig({
  root: path.resolve('src/web'),
  publicDir: path.resolve('src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    routesOnlyContracts(),
    coreCatalogues(),
    voiceActivityAssets(),
    precompress(),
  ],
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    // Maps are written for error reporting but neither referenced nor served.
    sourcemap: 'hidden',
    target: 'es2022',
  },
  // `vite build` also builds the page renderer (src/web/render-page.tsx) for the server, into
  // dist/web/render/ with every package it uses, which the server does not serve (decision 135).
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: path.resolve(`dist/web/${PAGE_RENDERER_DIR}`),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'node20',
        rollupOptions: {
          input: { [PAGE_RENDERER_NAME]: path.resolve('src/web/render-page.tsx') },
          // ES modules by their name, wherever the folder is copied to.
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
        },
      },
    },
  },
  ssr: { noExternal: true },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
});
