import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/server/app.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { createAuthService } from '../src/server/features/auth/auth.service.ts';
import { users } from '../src/server/features/users/users.table.ts';
import { testConfig } from './test-app.ts';

/**
 * The embedded database on a real, small file system that fills up: a write that needs a new page fails
 * with PostgreSQL's disk_full (53100). The test mounts a tmpfs of its own, so it needs root; it runs once,
 * in the PGlite project.
 */
const isPglite = process.env.TEST_DATABASE !== 'postgres';

function mountSmallDisk(): string | undefined {
  if (process.getuid?.() !== 0 || process.platform !== 'linux') return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=160m', 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const disk = isPglite ? mountSmallDisk() : undefined;

if (isPglite && !disk) {
  describe('a full disk under the embedded database', () => {
    it.skip('needs root to mount a small tmpfs', () => {});
  });
}

describe.runIf(disk)('a full disk under the embedded database', () => {
  let database: Database;
  let app: App;
  let cookie: string;
  const filler = path.join(disk ?? '', 'filler');

  beforeAll(async () => {
    const config = testConfig({ RATE_LIMIT_PER_MINUTE: '100000' });
    database = await openDatabase({ kind: 'pglite', dataDir: path.join(disk!, 'data') });
    await database.migrate();
    app = await buildApp({ config, database, logger: false, sessionCacheTtlMs: 0 });
    const auth = createAuthService({ db: database.db, config });
    const session = await auth.signIn(
      {
        issuer: config.identity.issuer,
        subject: 'full-disk',
        email: 'full-disk@example.org',
        name: 'Full Disk',
        picture: undefined,
      },
      undefined,
    );
    await database.db.update(users).set({ plan: 'annual' }).where(eq(users.id, session.user.id));
    cookie = `${config.session.cookieName}=${session.token}`;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    fs.rmSync(filler, { force: true });
    execFileSync('umount', [disk!]);
    fs.rmSync(disk!, { recursive: true, force: true });
  });

  const startSession = () =>
    app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { language: 'spanish' },
    });
  const ready = async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  it('answers writes 503 STORAGE_FULL with Retry-After, says so in readiness, and recovers once space is free', async () => {
    expect((await startSession()).statusCode).toBe(200);
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', spellCheck: 'ok', grammarCheck: 'ok' } },
    });

    // Fill what is left of the disk; writes go on until one needs a page the disk cannot give.
    const { bavail, bsize } = fs.statfsSync(disk!);
    try {
      fs.writeFileSync(filler, Buffer.alloc(Number(bavail) * Number(bsize)));
    } catch {
      // ENOSPC once the disk is full: what was written stays
    }
    let failed;
    for (let attempt = 0; attempt < 2000 && !failed; attempt++) {
      const response = await startSession();
      if (response.statusCode !== 200) failed = response;
    }
    expect(failed?.statusCode).toBe(503);
    expect(failed?.json()).toMatchObject({ code: 'STORAGE_FULL', requestId: expect.any(String) });
    expect(failed?.headers['retry-after']).toBeDefined();

    // Reading still works, so the app stays in service, reporting the full disk.
    expect(await ready()).toEqual({
      status: 200,
      body: {
        status: 'degraded',
        checks: { database: 'ok', spellCheck: 'ok', grammarCheck: 'ok', storage: 'full' },
      },
    });
    expect((await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );

    fs.rmSync(filler);
    expect((await startSession()).statusCode).toBe(200);
    expect(await ready()).toEqual({
      status: 200,
      body: { status: 'ok', checks: { database: 'ok', spellCheck: 'ok', grammarCheck: 'ok' } },
    });
  }, 120_000);
});
