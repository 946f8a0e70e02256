import type { App } from '../src/server/app.ts';
import { TEST_PUBLIC_URL } from './test-app.ts';

interface BrowserRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

interface BrowserResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  url: string;
}

/**
 * A tiny cookie-keeping client over app.inject, enough to walk a redirect-based sign-in
 * exactly as a browser would (cookies, 30x Location, form posts).
 */
export function createInjectBrowser(app: App) {
  return createBrowser(TEST_PUBLIC_URL, async (request) => {
    const response = await app.inject(request);
    return { statusCode: response.statusCode, headers: response.headers, body: response.body };
  });
}

/** The same client over real HTTP, for a server running in its own process at `baseUrl`. */
export function createHttpBrowser(baseUrl: string) {
  return createBrowser(baseUrl, async ({ method, url, headers, payload }) => {
    const response = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
    const responseHeaders: BrowserResponse['headers'] = Object.fromEntries(response.headers);
    responseHeaders['set-cookie'] = response.headers.getSetCookie();
    return { statusCode: response.status, headers: responseHeaders, body: await response.text() };
  });
}

function createBrowser(
  baseUrl: string,
  send: (request: BrowserRequest) => Promise<Omit<BrowserResponse, 'url'>>,
) {
  const jar = new Map<string, string>();

  function storeCookies(setCookie: string | string[] | number | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair, ...attributes] = String(line).split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key, attributeValue] = attribute.trim().split('=');
        if (key?.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
        if (key?.toLowerCase() === 'expires') return new Date(attributeValue!).getTime() < Date.now();
        return false;
      });
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  }

  async function request(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<BrowserResponse> {
    const absolute = new URL(url, baseUrl);
    const cookie = [...jar.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await send({
      method,
      url: absolute.href,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(options.form
          ? { 'content-type': 'application/x-www-form-urlencoded', origin: absolute.origin }
          : {}),
        ...options.headers,
      },
      ...(options.form ? { payload: new URLSearchParams(options.form).toString() } : {}),
    });
    storeCookies(response.headers['set-cookie']);
    return {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body,
      url: absolute.href,
    };
  }

  /** Requests and follows redirects; returns the first non-redirect response. */
  async function visit(
    url: string,
    options: Parameters<typeof request>[2] = {},
    method: 'GET' | 'POST' = 'GET',
  ) {
    let response = await request(method, url, options);
    for (let hops = 0; hops < 15 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
      const location = String(response.headers.location);
      response = await request('GET', new URL(location, response.url).href);
    }
    return response;
  }

  /** Signs in through the development identity provider's login page. */
  async function signInWithDevIdp(email: string, name?: string) {
    const loginPage = await visit('/api/auth/google');
    const action = /action="([^"]+\/login)"/.exec(loginPage.body)?.[1];
    if (!action) throw new Error(`No login form at ${loginPage.url}: ${loginPage.statusCode}`);
    return visit(action, { form: { email, name: name ?? '' } }, 'POST');
  }

  return {
    jar,
    request,
    visit,
    signInWithDevIdp,
    cookieHeader: () => [...jar.entries()].map(([n, v]) => `${n}=${v}`).join('; '),
  };
}
