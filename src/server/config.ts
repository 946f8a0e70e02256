import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The environment, parsed once. Nothing else in the server reads `process.env`:
 * everything it needs arrives through this frozen object.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

/** Names proxy-addr understands for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is (`X-Forwarded-For`): none (the socket address is the client),
 * a hop count (that many proxies in front of the app; the address one hop past them is the client), or
 * the proxies' addresses and CIDR ranges. Never "trust everything": the left-most entry is the client's
 * own claim.
 */
const TrustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((value, context): false | number | string[] => {
    if (value === undefined || value === '' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (bad.length > 0 || entries.length === 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma list of addresses and CIDR ranges (not ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  APP_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: every interface in production, loopback elsewhere (decision 177). */
  HOST: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_NAME: z.string().trim().min(1).default('LinguaCoach'),
  COMPANY_NAME: z.string().trim().min(1).default('LinguaCoach Ltd'),

  DATABASE_URL: optionalString.pipe(z.url().optional()),
  DATA_DIR: z.string().default('.data'),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(15),
  DATABASE_LOCK_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  SEED_CONTENT: booleanFlag(true),

  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(365).default(7),
  ADMIN_EMAILS: z.string().optional(),
  ALLOW_DEVELOPMENT_ON_PUBLIC_URL: booleanFlag(false),

  OIDC_ISSUER: optionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,

  AI_BASE_URL: optionalString.pipe(z.url().optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(30),
  SHUTDOWN_GRACE_SECONDS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().min(1).max(600).optional(),
  ),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(65),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).optional(),
  ),
  STT_BASE_URL: optionalString.pipe(z.url().optional()),
  STT_API_KEY: optionalString,
  STT_MODEL: optionalString,
  TTS_BASE_URL: optionalString.pipe(z.url().optional()),
  TTS_API_KEY: optionalString,
  TTS_MODEL: optionalString,

  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,

  TRUST_PROXY: TrustProxySchema,
  REDIS_URL: optionalString.pipe(z.url().optional()),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(60),

  METRICS_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  RATE_LIMIT_INVALID_SESSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export type Env = z.input<typeof EnvSchema>;

export interface Config {
  readonly env: 'development' | 'test' | 'production';
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  readonly publicUrl: string;
  readonly logLevel: string;
  readonly appName: string;
  readonly companyName: string;
  readonly database: {
    readonly url: string | undefined;
    readonly dataDir: string;
    /** PostgreSQL cancels a statement running longer than this (the request answers 503). */
    readonly statementTimeoutMs: number;
    /** PostgreSQL cancels a statement waiting longer than this for a lock (the request answers 503). */
    readonly lockTimeoutMs: number;
  };
  readonly seedContent: boolean;
  readonly session: {
    readonly secret: string;
    /** A session ends this long after sign-in, however active. */
    readonly ttlDays: number;
    /** A session ends after this long without a request (sliding). */
    readonly idleDays: number;
    readonly secureCookies: boolean;
    /** `__Host-lc_session` over HTTPS (Secure, Path=/, no Domain); `lc_session` over plain HTTP. */
    readonly cookieName: string;
  };
  /** Owner admins: these addresses, signed in through the configured issuer only. */
  readonly adminEmails: readonly string[];
  readonly identity:
    | {
        readonly kind: 'oidc';
        readonly issuer: string;
        readonly clientId: string;
        readonly clientSecret: string;
      }
    | { readonly kind: 'development'; readonly issuer: string };
  readonly ai: OpenAiCompatible | undefined;
  /** How long the AI teacher may take for one reply before the learner gets a 504. */
  readonly aiTimeoutMs: number;
  /**
   * How long a stopping server waits for requests in flight (AI replies included) before it ends the
   * replies still streaming with an error event and exits.
   */
  readonly shutdownGraceMs: number;
  /** Limits on connections, so slow or idle clients cannot hold the server's sockets (decision 052). */
  readonly http: {
    /** Time to receive a whole request, headers and body. */
    readonly requestTimeoutMs: number;
    /** Time to receive a request's headers. */
    readonly headersTimeoutMs: number;
    /** How long an idle keep-alive connection stays open between requests. */
    readonly keepAliveTimeoutMs: number;
    /** How long a connection may be silent both ways before it is closed. */
    readonly idleTimeoutMs: number;
    /** Open connections beyond this are closed as soon as they are accepted. */
    readonly maxConnections: number;
    /** Open connections from one socket address beyond this are closed as they are accepted. */
    readonly maxConnectionsPerAddress: number;
  };
  readonly stt: OpenAiCompatible | undefined;
  readonly tts: OpenAiCompatible | undefined;
  readonly stripe:
    | {
        readonly secretKey: string;
        readonly publishableKey: string;
        readonly webhookSecret: string | undefined;
      }
    | undefined;
  /** Fastify's `trustProxy`: false (the socket address), a hop count, or trusted addresses/ranges. */
  readonly trustProxy: false | number | readonly string[];
  readonly redisUrl: string | undefined;
  readonly rateLimitPerMinute: number;
  /** Messages to the teacher per minute per client address (each costs an AI call). */
  readonly messagesPerMinute: number;
  /**
   * The Prometheus endpoint (`GET /metrics`) on a port of its own, never the app's (decision 166);
   * undefined when METRICS_PORT is unset, and then nothing is measured either.
   */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /** Lookups of session tokens that name no session, per client address per minute (decision 172). */
  readonly invalidSessionsPerMinute: number;
}

export interface OpenAiCompatible {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly model: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_DEV_ADMIN = 'admin@example.com';

/** Where the embedded development identity provider is served (its issuer is PUBLIC_URL + this). */
export const DEV_IDP_PATH = '/dev-idp';

const SESSION_COOKIE_NAME = 'lc_session';

/** Loopback names and addresses: a development server there is reachable by this machine only. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
  );
}

/** Whether an IPv4 or IPv6 address is on the public internet: not loopback, private, link-local or shared. */
function isPublicAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/.exec(host);
  if (mapped) return isPublicAddress(mapped[1]!);
  if (isIP(host) === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    const isLocal =
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168);
    return !isLocal;
  }
  if (isIP(host) === 6) {
    // Unspecified and loopback, unique local (fc00::/7), link-local (fe80::/10).
    return !(host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host));
  }
  return false;
}

/**
 * Whether a host name or address in a URL or HOST is reached from the internet: a public address, or a
 * name with a dot outside the suffixes only a local network resolves.
 */
function isPublicHost(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (isIP(host) !== 0) return isPublicAddress(host);
  if (isLoopbackHost(host) || !host.includes('.')) return false;
  return !/\.(local|lan|internal|home\.arpa|localdomain)$/.test(host);
}

/** This machine's interface addresses, for a server that listens on all of them. */
function interfaceAddresses(): string[] {
  return Object.values(os.networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address),
  );
}

/** Why a development server would be reached from the internet, if it would (decision 177). */
function publicExposure(
  publicUrl: string,
  host: string,
  networkAddresses: () => string[],
): string | undefined {
  const { protocol, hostname } = new URL(publicUrl);
  if (isPublicHost(hostname)) {
    return `PUBLIC_URL (${publicUrl}) is a public ${protocol === 'https:' ? 'HTTPS' : 'HTTP'} address`;
  }
  if (host === '0.0.0.0' || host === '::') {
    const exposed = networkAddresses().find((address) => isPublicAddress(address));
    if (exposed) return `HOST (${host}) listens on every interface, and ${exposed} is a public address`;
  } else if (isPublicHost(host)) {
    return `HOST (${host}) is a public address`;
  }
  return undefined;
}

function openAiCompatible(
  prefix: string,
  values: { baseUrl?: string; apiKey?: string; model?: string },
  defaultModel: string,
  problems: string[],
): OpenAiCompatible | undefined {
  if (!values.baseUrl) {
    if (values.apiKey || values.model)
      problems.push(`${prefix}_BASE_URL is required when ${prefix}_API_KEY or ${prefix}_MODEL is set`);
    return undefined;
  }
  return { baseUrl: values.baseUrl, apiKey: values.apiKey ?? '', model: values.model ?? defaultModel };
}

/** Parses the environment; throws one ConfigError listing every bad variable. */
export function loadConfig(
  environment: Record<string, string | undefined> = process.env,
  options: { networkAddresses: () => string[] } = { networkAddresses: interfaceAddresses },
): Config {
  const parsed = EnvSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const isProduction = env.APP_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  const hasOidc = Boolean(env.OIDC_CLIENT_ID);
  if (hasOidc && !env.OIDC_CLIENT_SECRET)
    problems.push('OIDC_CLIENT_SECRET is required when OIDC_CLIENT_ID is set');
  if (!hasOidc && (env.OIDC_CLIENT_SECRET || env.OIDC_ISSUER))
    problems.push('OIDC_CLIENT_ID is required when OIDC_ISSUER or OIDC_CLIENT_SECRET is set');

  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together');
  }

  if (isProduction) {
    if (!hasOidc)
      problems.push(
        'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are required in production (the development sign-in is never served there)',
      );
    if (!env.SESSION_SECRET) problems.push('SESSION_SECRET is required in production');
    if (!env.PUBLIC_URL) problems.push('PUBLIC_URL is required in production');
    else if (!publicUrl.startsWith('https://'))
      problems.push('PUBLIC_URL must use https in production (cookies are Secure)');
  }

  const ai = openAiCompatible(
    'AI',
    { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL },
    'gpt-4o-mini',
    problems,
  );
  const stt = openAiCompatible(
    'STT',
    { baseUrl: env.STT_BASE_URL, apiKey: env.STT_API_KEY, model: env.STT_MODEL },
    'whisper-1',
    problems,
  );
  const tts = openAiCompatible(
    'TTS',
    { baseUrl: env.TTS_BASE_URL, apiKey: env.TTS_API_KEY, model: env.TTS_MODEL },
    'tts-1',
    problems,
  );

  const aiTimeoutMs = env.AI_TIMEOUT_SECONDS * 1000;
  // By default a reply that has just started can still finish; a shorter grace (a platform's fixed stop
  // window) ends the replies still running with an error event.
  const shutdownGraceMs = (env.SHUTDOWN_GRACE_SECONDS ?? env.AI_TIMEOUT_SECONDS + 5) * 1000;
  const requestTimeoutMs = env.REQUEST_TIMEOUT_SECONDS * 1000;
  // Outside production the server listens on this machine only unless HOST says otherwise: the
  // development sign-in offers its admin in one click to whoever reaches it.
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : 'localhost');
  // The development sign-in lets anyone be anyone, and sandbox payments upgrade for free: a server that
  // forgot APP_ENV=production must not offer them on an address the internet reaches.
  const exposure = isProduction ? undefined : publicExposure(publicUrl, host, options.networkAddresses);
  if (exposure && !env.ALLOW_DEVELOPMENT_ON_PUBLIC_URL) {
    problems.push(
      `APP_ENV is ${env.APP_ENV} but ${exposure}: set APP_ENV=production ` +
        '(a development server serves a sign-in without passwords and free sandbox payments), or set ' +
        'ALLOW_DEVELOPMENT_ON_PUBLIC_URL=true if this really is a development server',
    );
  }

  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
    problems.push('METRICS_PORT: must differ from PORT (the metrics are not served on the public port)');
  if (problems.length > 0) throw new ConfigError(problems);
  const secureCookies = publicUrl.startsWith('https://');

  const adminEmails = (env.ADMIN_EMAILS ?? (isProduction ? '' : DEFAULT_DEV_ADMIN))
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);

  return Object.freeze({
    env: env.APP_ENV,
    isProduction,
    port: env.PORT,
    host,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    appName: env.APP_NAME,
    companyName: env.COMPANY_NAME,
    database: Object.freeze({
      url: env.DATABASE_URL,
      dataDir: path.resolve(env.DATA_DIR),
      statementTimeoutMs: Math.round(env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000),
      lockTimeoutMs: Math.round(env.DATABASE_LOCK_TIMEOUT_SECONDS * 1000),
    }),
    seedContent: env.SEED_CONTENT,
    session: Object.freeze({
      // Outside production a per-process secret is fine: it only signs the short-lived sign-in cookie.
      secret: env.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      ttlDays: env.SESSION_TTL_DAYS,
      idleDays: env.SESSION_IDLE_DAYS,
      secureCookies,
      cookieName: secureCookies ? `__Host-${SESSION_COOKIE_NAME}` : SESSION_COOKIE_NAME,
    }),
    adminEmails: Object.freeze(adminEmails),
    identity: hasOidc
      ? Object.freeze({
          kind: 'oidc' as const,
          issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
        })
      : Object.freeze({ kind: 'development' as const, issuer: `${publicUrl}${DEV_IDP_PATH}` }),
    ai,
    aiTimeoutMs,
    shutdownGraceMs,
    http: Object.freeze({
      requestTimeoutMs,
      headersTimeoutMs: Math.min(10_000, requestTimeoutMs),
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      // A reply may be silent while the AI teacher thinks; never close it before the AI timeout does.
      idleTimeoutMs: Math.max(requestTimeoutMs, aiTimeoutMs) + 5000,
      maxConnections: env.MAX_CONNECTIONS,
      // Behind a trusted proxy every connection comes from the proxy: the cap per address is then the
      // whole cap unless set (decision 173).
      maxConnectionsPerAddress:
        env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === false ? 256 : env.MAX_CONNECTIONS),
    }),
    stt,
    tts,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY
        ? Object.freeze({
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          })
        : undefined,
    trustProxy: Array.isArray(env.TRUST_PROXY) ? Object.freeze(env.TRUST_PROXY) : env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    messagesPerMinute: env.RATE_LIMIT_MESSAGES_PER_MINUTE,
    metrics:
      env.METRICS_PORT === undefined
        ? undefined
        : Object.freeze({ port: env.METRICS_PORT, host: env.METRICS_HOST }),
    invalidSessionsPerMinute: env.RATE_LIMIT_INVALID_SESSIONS_PER_MINUTE,
  });
}
