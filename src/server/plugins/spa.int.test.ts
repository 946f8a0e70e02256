import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let context: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="linguacoach-config" content="__APP_CONFIG__"><title>LinguaCoach</title><script type="module" crossorigin src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(webRoot, 'core-catalogues.json'),
    JSON.stringify({
      en: { login: { heading: 'Learn' } },
      es: {
        login: { heading: 'Aprende </script><script>alert(1)</script>' },
        pageTitle: { home: '{{app}} — Aprende <idiomas> & más' },
      },
      fr: { login: { heading: 'Apprenez' }, pageTitle: { home: '{{app}} — Apprenez' } },
    }),
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A stand-in for the page renderer the web build writes: it shows what it was given.
  fs.mkdirSync(path.join(webRoot, 'render'));
  fs.writeFileSync(
    path.join(webRoot, 'render', 'render-page.mjs'),
    `export async function renderPage({ path, language, catalogue, config, user }) {
      const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return '<main data-path="' + path + '" data-language="' + language + '"><h1>' + text(catalogue.login.heading) +
        '</h1><p>' + text(config.appName) + ' ' + new Date().getFullYear() + '</p>' +
        (user ? '<p>' + text(user.username) + ' ' + text(user.email) + '</p>' : '') + '</main>';
    }`,
  );
  context = await createTestApp({
    env: { APP_NAME: 'Acme Lingua', COMPANY_NAME: 'Acme & Co' },
    deps: { webRoot },
  });
});
afterAll(async () => {
  await context.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await context.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await context.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends an asset's compressed copy to a client that accepts it, and never the copy or the map by name", async () => {
    const compressed = await context.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
    for (const url of ['/assets/index-abc123.js.br', '/assets/index-abc123.js.map']) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // Nothing outside the assets folder is reached through it.
    for (const url of ['/assets/../core-catalogues.json', '/assets/%2e%2e/core-catalogues.json']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('Apprenez');
    }
    const head = await context.app.inject({ method: 'HEAD', url: '/assets/index-abc123.js' });
    expect(head.statusCode).toBe(200);
  });

  it('answers client routes with index.html carrying the public configuration', async () => {
    for (const url of ['/', '/dashboard', '/quiz?quizId=3', '/some/unknown/page']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('&quot;appName&quot;:&quot;Acme Lingua&quot;');
      expect(response.body).toContain('Acme &amp; Co');
      expect(response.body).toContain('&quot;identity&quot;:&quot;development&quot;');
    }
  });

  it('keeps unknown API paths and missing assets out of the fallback', async () => {
    const api = await context.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await context.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(post.statusCode).toBe(404);
    const missingAsset = await context.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it("carries the core catalogue of the visitor's language, chosen by Accept-Language, safely escaped", async () => {
    const catalogueIn = async (acceptLanguage?: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding, Cookie');
      const match =
        /<script type="application\/json" id="core-catalogue" data-language="(\w+)">(.*?)<\/script>/.exec(
          response.body,
        );
      expect(match, response.body).not.toBeNull();
      return { language: match![1], catalogue: JSON.parse(match![2]!) as unknown };
    };
    expect(await catalogueIn()).toEqual({ language: 'en', catalogue: { login: { heading: 'Learn' } } });
    expect(await catalogueIn('fr-CA,fr;q=0.9,en;q=0.8')).toMatchObject({ language: 'fr' });
    expect(await catalogueIn('de-DE, es;q=0.5')).toEqual({
      language: 'es',
      catalogue: {
        login: { heading: 'Aprende </script><script>alert(1)</script>' },
        pageTitle: { home: '{{app}} — Aprende <idiomas> & más' },
      },
    });
    expect(await catalogueIn('fr;q=0, es')).toMatchObject({ language: 'es' });
    const catalogueFile = await context.app.inject({ method: 'GET', url: '/core-catalogues.json' });
    expect(catalogueFile.statusCode).toBe(404);
  });

  it("titles the page in the visitor's language with the configured name, escaped", async () => {
    const titleIn = async (acceptLanguage: string) => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { 'accept-language': acceptLanguage },
      });
      return /<title>([^<]*)<\/title>/.exec(response.body)?.[1];
    };
    expect(await titleIn('es')).toBe('Acme Lingua — Aprende &lt;idiomas&gt; &amp; más');
    expect(await titleIn('fr')).toBe('Acme Lingua — Apprenez');
    // A catalogue without a title keeps the page's own.
    expect(await titleIn('en')).toBe('LinguaCoach');
  });

  it('sends the page compressed when the client accepts it', async () => {
    const plain = await context.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases = [
      { accepted: 'gzip, deflate, br', encoding: 'br', decompress: brotliDecompressSync },
      { accepted: 'gzip, br;q=0', encoding: 'gzip', decompress: gunzipSync },
    ];
    for (const { accepted, encoding, decompress } of cases) {
      const response = await context.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.headers['content-encoding'], accepted).toBe(encoding);
      expect(decompress(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it("sends a signed-out visitor the login page's markup in their language, and nobody else", async () => {
    const rootOf = (html: string) => /<div id="root"(?: inert)?>(.*?)<\/div>\s*<\/body>/s.exec(html)?.[1];
    const year = new Date().getFullYear();
    for (const url of ['/', '/login', '/?utm_source=mail']) {
      const page = await context.app.inject({ method: 'GET', url });
      expect(page.headers.vary, url).toBe('Accept-Language, Accept-Encoding, Cookie');
      expect(page.body, url).toContain('<html lang="en">');
      // The paint needs no script: the app's come after the styles, and the markup waits for them. The
      // entry is fetched with the page and started once the page is painted (theme-init.js).
      expect(page.body, url).toContain('<div id="root" inert>');
      expect(page.body, url).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-abc123.js" data-app-entry>',
      );
      expect(page.body, url).not.toContain('<script type="module"');
      expect(rootOf(page.body), url).toBe(
        `<main data-path="/" data-language="en"><h1>Learn</h1><p>Acme Lingua ${year}</p></main>`,
      );
    }
    const spanish = await context.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body).toContain('<html lang="es">');
    expect(rootOf(spanish.body)).toContain('<h1>Aprende &lt;/script>&lt;script>alert(1)&lt;/script></h1>');
    expect((await context.app.inject({ method: 'GET', url: '/render/render-page.mjs' })).statusCode).toBe(
      404,
    );

    // An error to show after a failed sign-in, other pages and signed-in people: the app draws them.
    const { cookie } = await context.createUser();
    const others = [
      { url: '/login?error=cancelled' },
      { url: '/dashboard' },
      { url: '/terms-of-service' },
      { url: '/', headers: { cookie } },
    ];
    for (const { url, headers } of others) {
      const page = await context.app.inject({ method: 'GET', url, headers });
      expect(rootOf(page.body), url).toBe('');
      expect(page.body, url).not.toContain('fetchpriority');
      expect(page.body, url).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    }
  });

  it("sends a signed-in person's page with their user and, on the dashboard, its markup, stored by no cache", async () => {
    const rootOf = (html: string) => /<div id="root"(?: inert)?>(.*?)<\/div>\s*<\/body>/s.exec(html)?.[1];
    const userIn = (html: string) =>
      /<script type="application\/json" id="signed-in-user">(.*?)<\/script>/s.exec(html)?.[1];
    const hostile = 'Eve\u2028</script><script>alert(1)</script><!-- x';
    const eve = await context.createUser({ name: hostile, email: 'eve@example.org' });
    const bob = await context.createUser({ name: 'Bob', email: 'bob@example.org' });

    const evePage = await context.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: eve.cookie },
    });
    expect(evePage.headers['cache-control']).toBe('private, no-store');
    expect(evePage.headers.vary).toBe('Accept-Language, Accept-Encoding, Cookie');
    const eveJson = userIn(evePage.body)!;
    expect(eveJson).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(eveJson)).toMatchObject({ id: eve.id, email: 'eve@example.org', username: hostile });
    expect(rootOf(evePage.body)).toContain(
      '<p>Eve\u2028&lt;/script>&lt;script>alert(1)&lt;/script>&lt;!-- x eve@example.org</p>',
    );
    // Her page, compressed, says the same.
    const compressed = await context.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: eve.cookie, 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(evePage.body);

    const bobPage = await context.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: bob.cookie },
    });
    expect(JSON.parse(userIn(bobPage.body)!)).toMatchObject({ id: bob.id, email: 'bob@example.org' });
    expect(bobPage.body).not.toContain('eve@example.org');
    expect(rootOf(bobPage.body)).toContain('<p>Bob bob@example.org</p>');

    // Other signed-in pages carry the user without markup; a visitor's pages carry no user.
    const conversation = await context.app.inject({
      method: 'GET',
      url: '/conversation',
      headers: { cookie: bob.cookie },
    });
    expect(conversation.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(userIn(conversation.body)!)).toMatchObject({ id: bob.id });
    expect(rootOf(conversation.body)).toBe('');
    const visitor = await context.app.inject({ method: 'GET', url: '/dashboard' });
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(userIn(visitor.body)).toBeUndefined();
    expect(visitor.body).not.toContain('bob@example.org');
  });
});
