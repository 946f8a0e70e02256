import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

/** A production configuration: where a trusted proxy header used to decide the client's address. */
const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://app.example.org',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  OIDC_CLIENT_ID: 'client',
  OIDC_CLIENT_SECRET: 'secret',
  OIDC_ISSUER: 'https://issuer.example.org',
};

let context: TestContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function me(cookie: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') {
  return (
    await context!.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, ...headers },
      remoteAddress,
    })
  ).statusCode;
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default, so a made-up header does not reset a limit', async () => {
    context = await createTestApp({ env: { ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '5' } });
    const { cookie } = await context.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push(await me(cookie, { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('with TRUST_PROXY=1 takes the right-most hop, the one the proxy saw', async () => {
    context = await createTestApp({ env: { ...PRODUCTION, RATE_LIMIT_PER_MINUTE: '5', TRUST_PROXY: '1' } });
    const { cookie } = await context.createUser();
    const statuses: number[] = [];
    // The client prepends whatever it likes; the proxy appends the address it saw.
    for (let i = 0; i < 6; i += 1)
      statuses.push(await me(cookie, { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` }, '127.0.0.1'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client behind the same proxy has its own count.
    expect(await me(cookie, { 'x-forwarded-for': '203.0.113.8' }, '127.0.0.1')).toBe(200);
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses', async () => {
    await expect(createTestApp({ env: { TRUST_PROXY: 'everyone' } })).rejects.toThrow(/TRUST_PROXY/);
  });
});

describe('per-user limits on the costly routes', () => {
  it('holds a learner to the message limit whatever address they write from', async () => {
    context = await createTestApp({ env: { RATE_LIMIT_MESSAGES_PER_MINUTE: '3' } });
    const learner = await context.createUser();
    const started = await context.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: { cookie: learner.cookie },
      payload: { language: 'spanish' },
    });
    const sessionId = started.json().session.id as number;
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/conversation/message',
        headers: { cookie: learner.cookie },
        payload: { sessionId, message: `Hola, número ${i}`, language: 'spanish' },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', requestId: expect.any(String) });
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);

    // Another learner on one of those addresses is not held back by the first one's count.
    const other = await context.createUser();
    const theirs = await context.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      headers: { cookie: other.cookie },
      payload: { couponCode: 'NOSUCHCODE' },
      remoteAddress: '198.51.100.1',
    });
    expect(theirs.statusCode).not.toBe(429);
  });

  it('holds a learner to the coupon limit across addresses', async () => {
    context = await createTestApp();
    const learner = await context.createUser();
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/validate-coupon',
        headers: { cookie: learner.cookie },
        payload: { couponCode: `GUESS${i}` },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses[20]).toBe(429);
  });
});
