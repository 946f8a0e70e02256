/**
 * `npm run chaos`: how the app rides out faults, measured against real processes on loopback. Runs every
 * scenario module in bench/chaos/ (each exports `name` and `run()`) one after the other and prints one
 * JSON document on stdout: `{ scenarioName: result, … }`. Progress goes to stderr.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface Scenario {
  name: string;
  run(): Promise<Record<string, unknown>>;
}

const directory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chaos');
const files = fs
  .readdirSync(directory)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort();
const only = process.argv.slice(2);

const results: Record<string, unknown> = {};
let failed = false;
for (const file of files) {
  const scenario = (await import(pathToFileURL(path.join(directory, file)).href)) as Scenario;
  if (only.length > 0 && !only.includes(scenario.name)) continue;
  process.stderr.write(`chaos: ${scenario.name}…\n`);
  const startedAt = performance.now();
  try {
    results[scenario.name] = {
      ...(await scenario.run()),
      seconds: Math.round((performance.now() - startedAt) / 100) / 10,
    };
  } catch (error) {
    failed = true;
    results[scenario.name] = { error: error instanceof Error ? error.message : String(error) };
  }
}
console.log(JSON.stringify(results, null, 2));
process.exit(failed ? 1 : 0);
