import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const integrationFiles = ['src/server/**/*.int.test.ts', 'test/**/*.int.test.ts'];

function integrationProject(database: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name: `integration-${database}`,
      include: integrationFiles,
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      setupFiles: ['test/setup.ts', 'test/setup-integration.ts'],
      env: { TEST_DATABASE: database },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/**
 * Unit tests (node and jsdom) and integration tests through app.inject. Integration tests always run on
 * PGlite, and on PostgreSQL too when DATABASE_URL is set (CI sets it).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: integrationFiles,
          environment: 'node',
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts', 'test/setup-web.ts'],
        },
      },
      integrationProject('pglite'),
      ...(process.env.DATABASE_URL ? [integrationProject('postgres')] : []),
    ],
  },
});
