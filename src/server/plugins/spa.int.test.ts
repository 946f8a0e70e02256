import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

let context: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'lc-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><meta name="linguacoach-config" content="__APP_CONFIG__"><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
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
});
