/**
 * `npm test`: every check, in the order that fails fastest — types, lint and format, unit and
 * integration tests (PGlite always, PostgreSQL too when DATABASE_URL is set), then a production build
 * and the end-to-end tests in the system's Chromium. Ends with one "N passed, N failed" line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n━━ ${label} ━━`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  if (!ok) failures.push(label);
  return ok;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

fs.rmSync('test-results', { recursive: true, force: true });
fs.mkdirSync('test-results', { recursive: true });

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
if (run('lint', 'npx', ['eslint', '.'])) run('format', 'npx', ['prettier', '--check', '.']);

run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}>('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}

if (run('production build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
  if (fs.existsSync(chromiumPath)) {
    run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test']);
    const e2e = readJson<{ stats: { expected: number; unexpected: number; skipped: number; flaky: number } }>(
      'test-results/e2e.json',
    );
    if (e2e) {
      passed += e2e.stats.expected + e2e.stats.flaky;
      failed += e2e.stats.unexpected;
      skipped += e2e.stats.skipped;
    }
  } else {
    console.log(
      `\nEnd-to-end tests skipped: no Chromium at ${chromiumPath} (install Debian's chromium, or set CHROMIUM_PATH).`,
    );
  }
}

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
