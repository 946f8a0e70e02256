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

  it('serves metrics only on a port of their own, when METRICS_PORT is set', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics?.host).toBe('0.0.0.0');
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ/);
    expect(() => loadConfig({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
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

  it('waits longer than the AI timeout when stopping, unless told otherwise', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(35_000);
    expect(loadConfig({ AI_TIMEOUT_SECONDS: '60' }).shutdownGraceMs).toBe(65_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '20' }).shutdownGraceMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '' }).shutdownGraceMs).toBe(35_000);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: '0' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
    expect(() => loadConfig({ SHUTDOWN_GRACE_SECONDS: 'soon' })).toThrow(/SHUTDOWN_GRACE_SECONDS/);
  });

  it('bounds how long a connection may take and how many there are', () => {
    expect(loadConfig({}).http).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 65_000,
      idleTimeoutMs: 65_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 256,
    });
    const tight = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '5',
      AI_TIMEOUT_SECONDS: '90',
      MAX_CONNECTIONS: '50',
    });
    expect(tight.http).toMatchObject({
      requestTimeoutMs: 5000,
      headersTimeoutMs: 5000,
      idleTimeoutMs: 95_000,
      maxConnections: 50,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '-1' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });

  it('refuses to serve the development sign-in and sandbox payments on a public HTTPS address', () => {
    for (const env of [{}, { APP_ENV: 'development' }, { APP_ENV: 'test' }]) {
      expect(() => loadConfig({ ...env, PUBLIC_URL: 'https://learn.example.com' })).toThrow(
        /APP_ENV=production[\s\S]*ALLOW_DEVELOPMENT_ON_PUBLIC_URL/,
      );
    }
    // Loopback over HTTPS and any plain-HTTP address stay development servers.
    for (const url of [
      'https://localhost:3000',
      'https://app.localhost',
      'https://127.0.0.1:8443',
      'https://[::1]',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).identity.kind).toBe('development');
    }
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.20:3000' }).identity.kind).toBe('development');
    // A deliberate development server on a public name says so.
    const optedIn = loadConfig({
      PUBLIC_URL: 'https://dev.example.com',
      ALLOW_DEVELOPMENT_ON_PUBLIC_URL: 'true',
    });
    expect(optedIn.identity).toEqual({ kind: 'development', issuer: 'https://dev.example.com/dev-idp' });
  });

  it('refuses a development server on a public plain-HTTP address or bound to a public interface', () => {
    for (const url of ['http://learn.example.com', 'http://203.0.113.7:3000', 'http://[2001:db8::7]:3000']) {
      expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(
        /public HTTP address[\s\S]*APP_ENV=production[\s\S]*ALLOW_DEVELOPMENT_ON_PUBLIC_URL/,
      );
    }
    // Private networks and names only a local network resolves stay development servers.
    for (const url of [
      'http://10.1.2.3:3000',
      'http://172.20.0.5:3000',
      'http://[fd12::5]:3000',
      'http://devbox:3000',
      'http://devbox.local:3000',
      'http://app.home.arpa',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).identity.kind, url).toBe('development');
    }
    expect(() => loadConfig({ HOST: '203.0.113.7' })).toThrow(/HOST \(203\.0\.113\.7\) is a public address/);
    expect(loadConfig({ HOST: '192.168.1.20' }).host).toBe('192.168.1.20');
    // Every interface: refused when one of this machine's addresses is public.
    const addresses = (list: string[]) => ({ networkAddresses: () => list });
    expect(() => loadConfig({ HOST: '0.0.0.0' }, addresses(['127.0.0.1', '198.51.100.4']))).toThrow(
      /HOST \(0\.0\.0\.0\) listens on every interface, and 198\.51\.100\.4 is a public address/,
    );
    expect(loadConfig({ HOST: '::' }, addresses(['::1', '192.168.1.20', 'fe80::1'])).host).toBe('::');
    expect(
      loadConfig({ HOST: '0.0.0.0', ALLOW_DEVELOPMENT_ON_PUBLIC_URL: 'true' }, addresses(['198.51.100.4']))
        .host,
    ).toBe('0.0.0.0');
    expect(
      loadConfig({ PUBLIC_URL: 'http://learn.example.com', ALLOW_DEVELOPMENT_ON_PUBLIC_URL: 'true' }).identity
        .kind,
    ).toBe('development');
  });

  it('listens on loopback outside production unless HOST is set, and on every interface in production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ APP_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    const production = loadConfig({
      APP_ENV: 'production',
      PUBLIC_URL: 'https://learn.example.com',
      SESSION_SECRET: 'x'.repeat(32),
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(production.host).toBe('0.0.0.0');
  });

  it('names the session cookie __Host-lc_session over HTTPS and lc_session over HTTP', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://localhost:3000' }).session).toMatchObject({
      secureCookies: true,
      cookieName: '__Host-lc_session',
    });
    expect(loadConfig({}).session).toMatchObject({ secureCookies: false, cookieName: 'lc_session' });
  });

  it('ends sessions after SESSION_IDLE_DAYS without use (7 by default), besides their lifetime', () => {
    expect(loadConfig({}).session).toMatchObject({ ttlDays: 30, idleDays: 7 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.5' }).session.idleDays).toBe(0.5);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it('caps connections per address at 256, or at the whole cap behind a trusted proxy, unless set', () => {
    expect(loadConfig({}).http.maxConnectionsPerAddress).toBe(256);
    expect(loadConfig({ TRUST_PROXY: '1' }).http.maxConnectionsPerAddress).toBe(10_000);
    expect(loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '32' }).http.maxConnectionsPerAddress).toBe(32);
    expect(() => loadConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/MAX_CONNECTIONS_PER_ADDRESS/);
  });

  it('reads the database timeouts, in seconds', () => {
    expect(loadConfig({}).database).toMatchObject({ statementTimeoutMs: 15_000, lockTimeoutMs: 5_000 });
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_SECONDS: '2.5', DATABASE_LOCK_TIMEOUT_SECONDS: '1' }).database,
    ).toMatchObject({ statementTimeoutMs: 2500, lockTimeoutMs: 1000 });
  });
});
