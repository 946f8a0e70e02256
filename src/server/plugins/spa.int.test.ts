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
    '<!doctype html><html><head><meta name="linguacoach-config" content="__APP_CONFIG__"></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(webRoot, 'core-catalogues.json'),
    JSON.stringify({
      en: { login: { heading: 'Learn' } },
      es: { login: { heading: 'Aprende </script><script>alert(1)</script>' } },
      fr: { login: { heading: 'Apprenez' } },
    }),
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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
      expect(response.headers.vary).toBe('Accept-Language, Accept-Encoding');
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
      catalogue: { login: { heading: 'Aprende </script><script>alert(1)</script>' } },
    });
    expect(await catalogueIn('fr;q=0, es')).toMatchObject({ language: 'es' });
    const catalogueFile = await context.app.inject({ method: 'GET', url: '/core-catalogues.json' });
    expect(catalogueFile.statusCode).toBe(404);
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
});
