import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs offline on embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      identity: { kind: 'development' },
      ai: undefined,
      stripe: undefined,
      adminEmails: ['admin@example.com'],
      seedContent: true,
    });
    expect(config.database.url).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads TRUST_PROXY as none, a hop count, or addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const bad of ['true', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('refuses production without Google sign-in, a session secret and an https public URL', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /OIDC_CLIENT_ID[\s\S]*SESSION_SECRET[\s\S]*PUBLIC_URL/,
    );
    expect(() =>
      loadConfig({
        APP_ENV: 'production',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'http://insecure.example',
      }),
    ).toThrow(/https/);
  });

  it('switches each provider on by its variables', () => {
    const config = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://app.example',
      SESSION_SECRET: 's'.repeat(40),
      OIDC_CLIENT_ID: 'google-client',
      OIDC_CLIENT_SECRET: 'google-secret',
      DATABASE_URL: 'postgres://user@db.example:5432/app',
      AI_BASE_URL: 'https://ai.example/v1',
      AI_API_KEY: 'key',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      ADMIN_EMAILS: ' Owner@Example.com , second@example.com',
    });
    expect(config.identity).toEqual({
      kind: 'oidc',
      issuer: 'https://accounts.google.com',
      clientId: 'google-client',
      clientSecret: 'google-secret',
    });
    expect(config.session.secureCookies).toBe(true);
    expect(config.ai).toEqual({ baseUrl: 'https://ai.example/v1', apiKey: 'key', model: 'gpt-4o-mini' });
    expect(config.stripe?.publishableKey).toBe('pk_test_1');
    expect(config.adminEmails).toEqual(['owner@example.com', 'second@example.com']);
  });

  it('requires paired variables together', () => {
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'only-id' })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ AI_API_KEY: 'key' })).toThrow(/AI_BASE_URL/);
  });
});
