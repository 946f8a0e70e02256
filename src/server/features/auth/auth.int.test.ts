import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createInjectBrowser } from '../../../../test/inject-browser.ts';
import { createTestClock } from '../../../../test/clock.ts';
import { createTestApp, type TestContext } from '../../../../test/test-app.ts';

let context: TestContext;
beforeEach(async () => {
  // With the production session cache on: sign-out and rotation must still take effect at once.
  context = await createTestApp({ deps: { sessionCacheTtlMs: 10_000 } });
});
afterEach(async () => {
  await context.close();
});

describe('sign-in through the development identity provider', () => {
  it('signs a new user in, greets them by name and lands on /dashboard', async () => {
    const browser = createInjectBrowser(context.app);
    const landing = await browser.signInWithDevIdp('learner@example.com', 'Lena Learner');
    expect(landing.url).toBe('http://localhost:3000/dashboard');

    const me = await browser.request('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    const { user } = JSON.parse(me.body);
    expect(user).toMatchObject({
      email: 'learner@example.com',
      username: 'Lena Learner',
      isAdmin: false,
      plan: 'free',
    });
    expect(user.firebaseUid).toMatch(/^dev-/);
  });

  it('shows the login page contract: heading, Email and Name fields, Sign in button, demo accounts', async () => {
    const browser = createInjectBrowser(context.app);
    const page = await browser.visit('/api/auth/google');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Development sign-in</h1>');
    expect(page.body).toMatch(/<label for="email">Email<\/label>/);
    expect(page.body).toMatch(/<label for="name">Name<\/label>/);
    expect(page.body).toContain('>Sign in</button>');
    expect(page.body).toContain('learner@example.com');
    expect(page.body).toContain('admin@example.com');
  });

  it('uses the part of the email before the @ when no name is given', async () => {
    const browser = createInjectBrowser(context.app);
    await browser.signInWithDevIdp('maria.lopez@example.com');
    const { user } = JSON.parse((await browser.request('GET', '/api/auth/me')).body);
    expect(user.username).toBe('maria.lopez');
  });

  it('makes ADMIN_EMAILS owners admins who cannot be revoked', async () => {
    const browser = createInjectBrowser(context.app);
    await browser.signInWithDevIdp('admin@example.com', 'Ada Admin');
    const { user } = JSON.parse((await browser.request('POST', '/api/auth/login')).body);
    expect(user).toMatchObject({ isAdmin: true, isOwnerAdmin: true });
  });

  it('keeps one account per identity across sign-ins and rotates the session id', async () => {
    const browser = createInjectBrowser(context.app);
    await browser.signInWithDevIdp('repeat@example.com', 'First');
    const firstCookie = browser.jar.get('lc_session')!;
    const first = JSON.parse((await browser.request('GET', '/api/auth/me')).body).user;

    await browser.signInWithDevIdp('repeat@example.com', 'Second');
    const secondCookie = browser.jar.get('lc_session')!;
    const second = JSON.parse((await browser.request('GET', '/api/auth/me')).body).user;

    expect(second.id).toBe(first.id);
    expect(second.username).toBe('Second');
    expect(secondCookie).not.toBe(firstCookie);
    const stale = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `lc_session=${firstCookie}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('signs out: the session is deleted on the server, not just forgotten by the browser', async () => {
    const browser = createInjectBrowser(context.app);
    await browser.signInWithDevIdp('bye@example.com');
    const token = browser.jar.get('lc_session')!;
    const logout = await browser.request('POST', '/api/auth/logout', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(logout.statusCode).toBe(200);
    expect(browser.jar.has('lc_session')).toBe(false);
    const replay = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `lc_session=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a callback that does not belong to a sign-in started by this browser', async () => {
    const attacker = createInjectBrowser(context.app);
    const page = await attacker.visit('/api/auth/google');
    const action = /action="([^"]+\/login)"/.exec(page.body)![1]!;
    // Walk the flow but stop before the callback, then deliver that callback to a different browser.
    let response = await attacker.request('POST', action, {
      form: { email: 'victim@example.com', name: '' },
    });
    while (!String(response.headers.location ?? '').includes('/api/auth/callback')) {
      response = await attacker.request('GET', new URL(String(response.headers.location), response.url).href);
    }
    const victim = createInjectBrowser(context.app);
    const landing = await victim.visit(String(response.headers.location));
    expect(landing.url).toBe('http://localhost:3000/login?error=expired');
    expect(victim.jar.has('lc_session')).toBe(false);
  });
});

describe('identity comes from the session alone', () => {
  it('answers 401 to the login call without a session', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', requestId: expect.any(String) });
  });

  it('grants nothing to a uid header or a login body naming someone', async () => {
    const victim = await context.createUser({ email: 'victim@example.org' });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: {
        'x-user-id': String(victim.id),
        'x-firebase-uid': `subject-${victim.email}`,
        'x-uid': `subject-${victim.email}`,
      },
      payload: { firebaseUid: `subject-${victim.email}`, email: victim.email },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects forged and malformed session cookies', async () => {
    const user = await context.createUser();
    const token = user.cookie.split('=')[1]!;
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const cookie of [
      `lc_session=${forged}`,
      'lc_session=not-a-token',
      `lc_session=${'x'.repeat(5000)}`,
    ]) {
      const response = await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(response.statusCode).toBe(401);
    }
    const genuine = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
    });
    expect(genuine.statusCode).toBe(200);
  });

  it('stores the browser time zone sent at login and answers with it, ignoring invalid zones', async () => {
    const user = await context.createUser();
    const set = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { timeZone: 'Europe/Madrid' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.timeZone).toBe('Europe/Madrid');
    const after = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
    });
    expect(after.json().user.timeZone).toBe('Europe/Madrid');
    const invalid = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { timeZone: 'Mars/Olympus' },
    });
    expect(invalid.json().user.timeZone).toBe('Europe/Madrid');
    const unchanged = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
    });
    expect(unchanged.json().user.timeZone).toBe('Europe/Madrid');
    // A zone the browser's Intl still knows but the database does not is ignored too: it is never stored.
    const unknownToDatabase = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { timeZone: 'US/Pacific-New' },
    });
    expect(unknownToDatabase.statusCode, unknownToDatabase.body).toBe(200);
    expect(unknownToDatabase.json().user.timeZone).toBe('Europe/Madrid');
    const due = await context.app.inject({
      method: 'GET',
      url: '/api/review/due?language=spanish',
      headers: { cookie: user.cookie },
    });
    expect(due.statusCode, due.body).toBe(200);
    // Something that is no zone name at all is refused as input.
    const garbage = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { timeZone: "UTC'; drop table users; --" },
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('stores the interface language the user chooses, validates it and keeps it across sign-ins', async () => {
    const user = await context.createUser();
    const me = () =>
      context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } });
    const put = (payload: unknown, cookie?: string) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/auth/me/interface-language',
        headers: cookie ? { cookie } : {},
        payload: payload as object,
      });

    expect((await me()).json().user.interfaceLanguage).toBeNull();
    const set = await put({ interfaceLanguage: 'fr' }, user.cookie);
    expect(set.statusCode).toBe(200);
    expect(set.json().user.interfaceLanguage).toBe('fr');
    expect((await me()).json().user.interfaceLanguage).toBe('fr');

    for (const bad of [
      { interfaceLanguage: 'de' },
      { interfaceLanguage: 3 },
      {},
      { interfaceLanguage: 'es', x: 1 },
    ]) {
      const refused = await put(bad, user.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: expect.any(String), requestId: expect.any(String) });
    }
    expect((await put({ interfaceLanguage: 'es' })).statusCode).toBe(401);
    expect((await me()).json().user.interfaceLanguage).toBe('fr');

    const again = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
    });
    expect(again.json().user.interfaceLanguage).toBe('fr');
  });
});

describe('session lifetime', () => {
  it('ends a session left unused for SESSION_IDLE_DAYS, and each use slides that deadline', async () => {
    const clock = createTestClock('2026-03-10T12:00:00Z');
    const clocked = await createTestApp({ clock, env: { SESSION_IDLE_DAYS: '2', SESSION_TTL_DAYS: '30' } });
    try {
      const me = async (cookie: string) =>
        (await clocked.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;
      const active = await clocked.createUser();
      const idle = await clocked.createUser();
      for (let day = 0; day < 6; day++) {
        clock.advance(1.5 * 86_400_000);
        expect(await me(active.cookie), `day ${(day + 1) * 1.5}`).toBe(200);
      }
      // Nine days in: the active session lives on; the one unused for more than two days is over.
      expect(await me(idle.cookie)).toBe(401);
      clock.advance(2 * 86_400_000 + 60_000);
      expect(await me(active.cookie)).toBe(401);
    } finally {
      await clocked.close();
    }
  });

  it('still ends an active session at SESSION_TTL_DAYS', async () => {
    const clock = createTestClock('2026-03-10T12:00:00Z');
    const clocked = await createTestApp({ clock, env: { SESSION_IDLE_DAYS: '2', SESSION_TTL_DAYS: '3' } });
    try {
      const user = await clocked.createUser();
      const me = async () =>
        (await clocked.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: user.cookie } }))
          .statusCode;
      clock.advance(1.5 * 86_400_000);
      expect(await me()).toBe(200);
      clock.advance(1.5 * 86_400_000 + 60_000);
      expect(await me()).toBe(401);
    } finally {
      await clocked.close();
    }
  });
});
