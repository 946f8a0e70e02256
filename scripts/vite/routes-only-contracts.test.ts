import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_MODULES, routesOnlySource } from './routes-only-contracts.ts';
import { practiceApi } from '../../src/shared/contracts/endpoints/practice.ts';

const ENDPOINTS_DIR = path.resolve('src/shared/contracts/endpoints');

async function importSource(source: string): Promise<Record<string, unknown>> {
  return (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>;
}

describe('the endpoints the browser is built with', () => {
  it('covers every module of the endpoints folder that declares endpoints', async () => {
    const declaring = [];
    for (const file of fs.readdirSync(ENDPOINTS_DIR).filter((name) => /^[\w-]+\.ts$/.test(name))) {
      if (file.endsWith('.test.ts')) continue;
      const module = (await import(path.join(ENDPOINTS_DIR, file))) as Record<string, unknown>;
      if (routesOnlySource(module).trim() !== '') declaring.push(file);
    }
    // The zod-free routes of the first load are built as they are.
    expect(Object.keys(ENDPOINT_MODULES).sort()).toEqual(
      declaring.filter((file) => file !== 'auth-routes.ts').sort(),
    );
  });

  it("keeps each endpoint's method and path, and nothing of its schemas", async () => {
    for (const [file, module] of Object.entries(ENDPOINT_MODULES)) {
      const source = routesOnlySource(module);
      expect(source, file).not.toMatch(/zod|_def|safeParse/);
      const built = await importSource(source);
      const tables = Object.entries(module).filter(([, value]) =>
        Object.values(value as object).every(
          (endpoint) => typeof (endpoint as { path?: unknown }).path === 'string',
        ),
      );
      expect(tables.length, file).toBeGreaterThan(0);
      for (const [name, table] of tables) {
        const expected = Object.fromEntries(
          Object.entries(table as Record<string, { method: string; path: string }>).map(
            ([call, endpoint]) => [call, { method: endpoint.method, path: endpoint.path }],
          ),
        );
        expect(built[name], `${file}: ${name}`).toEqual(expected);
      }
    }
  });

  it('leaves out what is not an endpoint table, so a browser import of it fails the build', async () => {
    const built = await importSource(
      routesOnlySource({ practiceApi, SomeSchema: { parse: () => 1 }, LIMIT: 5 }),
    );
    expect(Object.keys(built)).toEqual(['practiceApi']);
    expect((built.practiceApi as typeof practiceApi).startSession).toEqual({
      method: 'POST',
      path: '/api/sessions/start',
    });
  });
});
