import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInjectBrowser } from '../../../../test/inject-browser.ts';
import { startOidcIssuerStandIn, type TokenFlaw } from '../../../../test/stand-ins/oidc-issuer.ts';
import { createTestApp, TEST_PUBLIC_URL, type TestContext } from '../../../../test/test-app.ts';
import { createOidcRelyingParty } from './oidc-client.ts';

const CLIENT = { clientId: 'linguacoach-web', clientSecret: 'stand-in-secret' };
let issuer: Awaited<ReturnType<typeof startOidcIssuerStandIn>>;
let context: TestContext;

beforeAll(async () => {
  issuer = await startOidcIssuerStandIn(CLIENT);
});
afterAll(async () => {
  await issuer.close();
});
beforeEach(async () => {
  context = await createTestApp({
    deps: {
      identityProvider: createOidcRelyingParty({
        issuer: issuer.issuer,
        ...CLIENT,
        redirectUri: `${TEST_PUBLIC_URL}/api/auth/callback`,
        allowInsecureRequests: true,
        prompt: 'select_account',
      }),
    },
  });
});
afterEach(async () => {
  await context.close();
});

async function signInWith(flaw: TokenFlaw, claims = {}) {
  const browser = createInjectBrowser(context.app);
  const start = await browser.request('GET', '/api/auth/google');
  expect(start.statusCode).toBe(302);
  const authorizationUrl = String(start.headers.location);
  expect(authorizationUrl.startsWith(`${issuer.issuer}/authorize`)).toBe(true);
  const url = new URL(authorizationUrl);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  expect(url.searchParams.get('prompt')).toBe('select_account');
  const { code, state } = issuer.approve(authorizationUrl, flaw, claims);
  const callback = await browser.request('GET', `/api/auth/callback?code=${code}&state=${state}`);
  return { browser, callback };
}

describe('OIDC relying party against a Google-like issuer', () => {
  it('accepts a valid ID token and signs the user in', async () => {
    const { browser, callback } = await signInWith('none', {
      sub: 'google-123',
      name: 'Gia Google',
      email: 'gia@example.com',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard');
    const me = JSON.parse((await browser.request('GET', '/api/auth/me')).body);
    expect(me.user).toMatchObject({
      email: 'gia@example.com',
      username: 'Gia Google',
      firebaseUid: 'google-123',
    });
  });

  it.each(['bad-signature', 'wrong-audience', 'wrong-nonce', 'expired', 'wrong-issuer', 'no-email'] as const)(
    'rejects an ID token with %s and creates no session',
    async (flaw) => {
      const { browser, callback } = await signInWith(flaw);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/login?error=rejected');
      expect(browser.jar.has('lc_session')).toBe(false);
      expect((await browser.request('GET', '/api/auth/me')).statusCode).toBe(401);
    },
  );

  it('rejects a callback whose state does not match', async () => {
    const browser = createInjectBrowser(context.app);
    const start = await browser.request('GET', '/api/auth/google');
    const { code } = issuer.approve(String(start.headers.location));
    const callback = await browser.request('GET', `/api/auth/callback?code=${code}&state=forged-state`);
    expect(callback.headers.location).toBe('/login?error=rejected');
    expect(browser.jar.has('lc_session')).toBe(false);
  });

  it('sends the user back to the login screen when they cancel at the provider', async () => {
    const browser = createInjectBrowser(context.app);
    await browser.request('GET', '/api/auth/google');
    const callback = await browser.request('GET', '/api/auth/callback?error=access_denied');
    expect(callback.headers.location).toBe('/login?error=cancelled');
  });
});

describe('what the relying party trusts', () => {
  it.each([
    ['missing', { email_verified: undefined }],
    ['false', { email_verified: false }],
    ['the string "true"', { email_verified: 'true' }],
  ])('refuses an address whose email_verified is %s', async (_label, claims) => {
    const { browser, callback } = await signInWith('none', { sub: 'unverified', ...claims });
    expect(callback.headers.location).toBe('/login?error=rejected');
    expect(browser.jar.has('lc_session')).toBe(false);
  });

  it('does not make an ADMIN_EMAILS address an owner when it comes from another issuer', async () => {
    expect(context.config.adminEmails).toContain('admin@example.com');
    expect(issuer.issuer).not.toBe(context.config.identity.issuer);
    const { browser, callback } = await signInWith('none', { sub: 'lookalike', email: 'admin@example.com' });
    expect(callback.headers.location).toBe('/dashboard');
    const me = JSON.parse((await browser.request('GET', '/api/auth/me')).body);
    expect(me.user).toMatchObject({ email: 'admin@example.com', isAdmin: false, isOwnerAdmin: false });
    expect((await browser.request('GET', '/api/admin/stats')).statusCode).toBe(403);
  });
});

describe('the session cookie', () => {
  it('is __Host-lc_session over HTTPS: Secure, Path=/, no Domain; and it is the one the app reads', async () => {
    await context.close();
    context = await createTestApp({
      env: { PUBLIC_URL: 'https://localhost:3000' },
      deps: {
        identityProvider: createOidcRelyingParty({
          issuer: issuer.issuer,
          ...CLIENT,
          redirectUri: 'https://localhost:3000/api/auth/callback',
          allowInsecureRequests: true,
          prompt: 'select_account',
        }),
      },
    });
    const { browser, callback } = await signInWith('none', { sub: 'secure-1', email: 'sam@example.com' });
    expect(callback.headers.location).toBe('/dashboard');
    const setCookie = [callback.headers['set-cookie']]
      .flat()
      .find((line) => String(line).startsWith('__Host-'));
    expect(setCookie).toMatch(/^__Host-lc_session=[\w-]{43};/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(browser.jar.has('lc_session')).toBe(false);
    expect((await browser.request('GET', '/api/auth/me')).statusCode).toBe(200);
  });
});

describe('a sign-in provider that cannot be reached', () => {
  it('answers 503 in the one error shape without the internal cause', async () => {
    const unreachable = await createTestApp({
      deps: {
        identityProvider: createOidcRelyingParty({
          // Port 9 (discard) on loopback: nothing listens, the connection is refused at once.
          issuer: 'http://127.0.0.1:9',
          ...CLIENT,
          redirectUri: `${TEST_PUBLIC_URL}/api/auth/callback`,
          allowInsecureRequests: true,
          prompt: 'select_account',
        }),
      },
    });
    try {
      const response = await unreachable.app.inject({
        method: 'GET',
        url: '/api/auth/google',
        headers: { host: new URL(TEST_PUBLIC_URL).host },
      });
      expect(response.statusCode).toBe(503);
      const body = response.json();
      expect(body).toEqual({
        code: 'UNAVAILABLE',
        message: 'The sign-in provider could not be reached. Please try again.',
        requestId: expect.any(String),
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|fetch failed|Error/);
    } finally {
      await unreachable.close();
    }
  });
});
