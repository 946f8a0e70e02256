import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const BASE_URL = `http://localhost:${PORT}`;
/** The OpenAI-compatible stand-in (speech-to-text for the voice scenarios) listens next door. */
const STAND_IN_PORT = PORT + 1;
const dataDir = path.join(os.tmpdir(), `linguacoach-e2e-${process.pid}`);

/**
 * End-to-end tests in the system's Chromium (never a downloaded browser) against the built app,
 * served by the real server on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_500 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]]
    : [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node --import tsx test/stand-ins/serve-openai.ts ${STAND_IN_PORT}`,
      url: `http://127.0.0.1:${STAND_IN_PORT}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
      url: `${BASE_URL}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: dataDir,
        // Always a fresh embedded database, whatever DATABASE_URL the test run has (CI points it at PostgreSQL).
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        STT_BASE_URL: `http://127.0.0.1:${STAND_IN_PORT}/v1`,
      },
    },
  ],
});
