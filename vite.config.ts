import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: path.resolve('src/web'),
  publicDir: path.resolve('src/web/public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/dev-idp': 'http://localhost:3000' },
  },
});
