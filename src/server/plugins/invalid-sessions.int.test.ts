import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as UsersService from '../features/users/users.service.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

// Every session lookup that reaches the database, counted.
const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('../features/users/users.service.ts', async (importOriginal) => {
  const original = await importOriginal<typeof UsersService>();
  return {
    ...original,
    findSessionUser: (...args: Parameters<typeof original.findSessionUser>) => {
      lookups.count += 1;
      return original.findSessionUser(...args);
    },
  };
});

let context: TestContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const randomToken = () => randomBytes(32).toString('base64url');

async function me(cookie: string, remoteAddress: string) {
  return context!.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie }, remoteAddress });
}

describe('session tokens that name no session', () => {
  it('looks up at most a small budget of unknown tokens per address per minute, and answers the rest 429', async () => {
    context = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const { cookieName } = context.config.session;
    lookups.count = 0;
    const statuses = new Map<number, number>();
    for (let index = 0; index < 1000; index++) {
      const response = await me(`${cookieName}=${randomToken()}`, '198.51.100.7');
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
        expect(response.headers['retry-after']).toBeDefined();
      }
    }
    expect(lookups.count).toBeLessThanOrEqual(30);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(970);

    // Another address, and a signed-in learner there, are not held up.
    const { cookie } = await context.createUser();
    lookups.count = 0;
    expect((await me(cookie, '203.0.113.9')).statusCode).toBe(200);
    expect(lookups.count).toBe(1);
  }, 60_000);

  it('looks up the same unknown token once, however often it is sent', async () => {
    context = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    const cookie = `${context.config.session.cookieName}=${randomToken()}`;
    lookups.count = 0;
    for (let index = 0; index < 50; index++) expect((await me(cookie, '198.51.100.8')).statusCode).toBe(401);
    expect(lookups.count).toBe(1);
  });
});
