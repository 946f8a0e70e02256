import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** How many counters the in-process store keeps; past it the oldest window goes. */
const LOCAL_MAX_KEYS = 50_000;

/** A fixed window per key, in this process: the store without Redis, and the fallback while Redis is away. */
function createLocalCounters() {
  const windows = new Map<string, { count: number; startedAt: number }>();
  return function incr(key: string, timeWindow: number): Counted {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.startedAt + timeWindow <= now) {
      windows.delete(key);
      if (windows.size >= LOCAL_MAX_KEYS) windows.delete(windows.keys().next().value!);
      window = { count: 0, startedAt: now };
      windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.startedAt + timeWindow - now };
  };
}

/** One round trip: count the request and start the window's expiry on its first request. */
const INCREMENT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

type RedisWithLimit = Redis & {
  rateLimitIncr(
    key: string,
    timeWindow: number,
    callback: (error: Error | null, result?: number[]) => void,
  ): void;
};

export type DependencyState = 'ok' | 'down';

export interface RateLimiting {
  /** Asks Redis (when configured) whether it answers; undefined when limits are counted in this process only. */
  checkRedis(): Promise<DependencyState | undefined>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Limits a signed-in user to `max` requests per minute on the routes that share `name`, whatever
     * address they come from (the route's own per-address limit still applies). For the routes that
     * cost money or CPU.
     */
    perUserLimit?: { name: string; max: number };
  }
}

/**
 * Request limits (per client address, and per user on the costly routes). With `REDIS_URL` the counts
 * are shared by every instance; while Redis cannot be reached each instance counts on its own, says so
 * once in the log and in readiness, and goes back to shared counts when Redis returns (decision 055).
 */
export async function registerRateLimiting(app: FastifyInstance, config: Config): Promise<RateLimiting> {
  // The client library loads only when Redis is configured.
  const redis = config.redisUrl
    ? connectRedis((await import('ioredis')).Redis, config.redisUrl, app.log)
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.client.disconnect());
  const local = createLocalCounters();

  class ResilientStore {
    private readonly prefix: string;
    /** The plugin constructs the root store with its options; children get their route's prefix. */
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'lc-rl:';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const fullKey = this.prefix + key;
      if (!redis?.usable()) return callback(null, local(fullKey, timeWindow));
      redis.client.rateLimitIncr(fullKey, timeWindow, (error, result) => {
        if (error || !result) {
          redis.failed(error ?? new Error('no answer'));
          return callback(null, local(fullKey, timeWindow));
        }
        redis.recovered();
        callback(null, { current: Number(result[0]), ttl: Number(result[1]) });
      });
    }

    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = routeOptions.routeInfo;
      return new ResilientStore(
        route?.url ? `${this.prefix}${[route.method].flat().join(',')}${route.url}:` : this.prefix,
      );
    }
  }

  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    store: ResilientStore as unknown as never,
    // Limit headers only where they matter (a refused request says when to retry); sparing them on
    // every answer keeps authenticated requests fast.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', `Too many requests. Try again in ${context.after}.`),
  });

  registerPerUserLimits(app);

  return {
    async checkRedis() {
      if (!redis) return undefined;
      if (redis.client.status !== 'ready') return 'down';
      try {
        await redis.client.ping();
        redis.recovered();
        return 'ok';
      } catch (error) {
        redis.failed(error as Error);
        return 'down';
      }
    },
  };
}

/** The per-user limits routes declare with `config.perUserLimit`, one counter per name. */
function registerPerUserLimits(app: FastifyInstance) {
  type Limit = ReturnType<FastifyInstance['createRateLimit']>;
  const limits = new Map<string, { max: number; limit: Limit }>();
  app.addHook('onRoute', (route) => {
    const declared = route.config?.perUserLimit;
    if (!declared) return;
    const { name, max } = declared;
    const known = limits.get(name);
    if (known && known.max !== max) throw new Error(`Per-user limit "${name}" declared with two maxima`);
    if (known) return;
    const limit = app.createRateLimit({
      max,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) =>
        `user:${name}:${request.currentUser?.id ?? `ip:${request.ip}`}`,
    });
    limits.set(name, { max, limit });
  });
  // Callback style: most routes declare no per-user limit and pass without a promise.
  app.addHook('preHandler', (request, reply, done) => {
    const declared = request.routeOptions.config.perUserLimit;
    if (!declared) return done();
    limits
      .get(declared.name)!
      .limit(request)
      .then((result) => {
        if (result.isAllowed || !result.isExceeded) return done();
        reply.header('retry-after', result.ttlInSeconds);
        done(new AppError('RATE_LIMITED', `Too many requests. Try again in ${result.ttlInSeconds} seconds.`));
      }, done);
  });
}

/**
 * A Redis connection that never holds a request up: commands fail at once while it is disconnected
 * (no offline queue) and after 500 ms when Redis hangs. One warning per outage, one note when it is back.
 */
function connectRedis(RedisClient: typeof Redis, url: string, log: FastifyBaseLogger) {
  const client = new RedisClient(url, {
    connectTimeout: 2000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  }) as RedisWithLimit;
  client.defineCommand('rateLimitIncr', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
  let down = false;
  let retryAt = 0;
  function failed(error: Error) {
    retryAt = Date.now() + 1000;
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'Redis is unreachable: request limits are counted in each process until it returns',
    );
  }
  function recovered() {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again: request limits are shared again');
  }
  client.on('error', (error: Error) => failed(error));
  client.on('close', () => failed(new Error('connection closed')));
  client.on('ready', recovered);
  return {
    client,
    /** Connected, and (after a failed command on a live connection) retried once a second. */
    usable: () => client.status === 'ready' && (!down || Date.now() >= retryAt),
    failed,
    recovered,
  };
}
