import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let context: TestContext;
let learnerCookie: string;

beforeAll(async () => {
  context = await createTestApp();
  // An admin-only route registered the same way features register theirs, so the rule is exercised
  // even before any admin feature exists.
  context.app.get('/api/test-only/admin-probe', { config: { access: 'admin' } }, async () => ({ ok: true }));
  await context.app.ready();
  learnerCookie = (await context.createUser({ email: 'plain-learner@example.org' })).cookie;
});
afterAll(async () => {
  await context.close();
});

/** Turns a route pattern into a concrete URL (params become a harmless value). */
function concrete(url: string) {
  return url.replace(/:\w+/g, '1').replace(/\*$/, 'x');
}

describe('access control', () => {
  it('every registered route declares public, user or admin', () => {
    const routes = context.app.listRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const undeclared = routes.filter((route) => !['public', 'user', 'admin'].includes(String(route.access)));
    expect(undeclared).toEqual([]);
  });

  it('refuses to start when a route has no declaration', async () => {
    const other = await createTestApp();
    other.app.get('/api/test-only/undeclared', async () => ({ ok: true }));
    await expect(other.app.ready()).rejects.toThrow(
      /without an access declaration: GET \/api\/test-only\/undeclared/,
    );
    await other.database.close();
  });

  it('answers 401 to anonymous callers of every user and admin route', async () => {
    const guarded = context.app
      .listRoutes()
      .filter((route) => route.access === 'user' || route.access === 'admin');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await context.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 to a signed-in non-admin on every admin route', async () => {
    const adminRoutes = context.app.listRoutes().filter((route) => route.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const response = await context.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: learnerCookie },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('lets an admin through', async () => {
    const admin = await context.createUser({ isAdmin: true });
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/test-only/admin-probe',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the one error shape', () => {
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: learnerCookie, 'content-type': 'application/json' },
      payload: '{"timeZone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_JSON',
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect(response.headers['x-request-id']).toBe(response.json().requestId);
  });

  it('answers wrong types with 400 VALIDATION_FAILED naming the field', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: learnerCookie },
      payload: { timeZone: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain('timeZone');
    expect(body.details.issues[0].path).toBe('body.timeZone');
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('refuses bodies that are neither JSON nor multipart with 415', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: learnerCookie, 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: learnerCookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ timeZone: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a cross-site state-changing request', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: learnerCookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const stillSignedIn = await context.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: learnerCookie },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });

  it('never answers 500 to arbitrary input on any JSON route', async () => {
    const routes = context.app
      .listRoutes()
      .filter(
        (route) => route.url.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
      );
    expect(routes.length).toBeGreaterThan(0);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue(), async (route, body) => {
        const response = await context.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { cookie: learnerCookie, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${route.method} ${route.url} ${JSON.stringify(body)}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(response.json()).toHaveProperty('requestId');
      }),
      { numRuns: 150 },
    );
  });
});

describe('operations', () => {
  it('reports liveness and readiness', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    expect((await context.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', spellCheck: 'ok', grammarCheck: 'ok' },
    });
  });

  it('publishes an OpenAPI document and a browsable reference', async () => {
    const document = await context.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    expect(document.json().paths).toHaveProperty('/api/auth/me');
    const reference = await context.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(reference.statusCode);
  });

  it('sends pages a content security policy that allows only this site', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // WebAssembly may be compiled (the voice activity model), JavaScript never evaluated from strings.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends API answers the short set an API needs', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers).toMatchObject({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });
});
