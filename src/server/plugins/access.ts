import { createHash } from 'node:crypto';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  FastifyTypeProvider,
  FastifyTypeProviderDefault,
  RawRequestDefaultExpression,
  RawServerBase,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
// The request type's own parameters, which the declaration below must repeat exactly.
import type { FastifyRequestType, ResolveFastifyRequestType } from 'fastify/types/type-provider.js';
import type { CurrentUser } from '../core/current-user.ts';
import { AppError, forbidden, unauthenticated } from '../errors.ts';

export type Access = 'public' | 'user' | 'admin';

/**
 * The type of `request.currentUser` on a route declaring `config.access`: a route only runs for a
 * signed-in user (`user`) or administrator (`admin`) once the hook below has refused everyone else, so
 * there it is never null; on public routes (and where the declaration is not known) it may be.
 */
export type CurrentUserFor<ContextConfig> = ContextConfig extends { access: 'user' | 'admin' }
  ? CurrentUser
  : CurrentUser | null;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route must declare it; the app refuses to start otherwise. */
    access?: Access;
    /**
     * Whether a session in kid mode may call it (decision 208): only the kids lessons, the signed-in user
     * and leaving kid mode. Every other user and admin route refuses a kid-mode session with 403.
     */
    kidMode?: boolean;
  }
  interface FastifyRequest<
    RouteGeneric extends RouteGenericInterface = RouteGenericInterface,
    RawServer extends RawServerBase = RawServerDefault,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- repeated from Fastify's declaration
    RawRequest extends RawRequestDefaultExpression<RawServer> = RawRequestDefaultExpression<RawServer>,
    SchemaCompiler extends FastifySchema = FastifySchema,
    TypeProvider extends FastifyTypeProvider = FastifyTypeProviderDefault,
    ContextConfig = ContextConfigDefault,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- repeated from Fastify's declaration
    Logger extends FastifyBaseLogger = FastifyBaseLogger,
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- repeated from Fastify's declaration
    RequestType extends FastifyRequestType = ResolveFastifyRequestType<
      TypeProvider,
      SchemaCompiler,
      RouteGeneric
    >,
  > {
    /**
     * The signed-in user, resolved from the session cookie only (never from a header the browser sets);
     * typed non-null on routes declaring `access: 'user'` or `'admin'`.
     */
    currentUser: CurrentUserFor<ContextConfig>;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  kidMode: boolean;
}

export interface AccessControlOptions {
  resolveUser(token: string): Promise<CurrentUser | null>;
  /** The user for a token when it is already in memory; undefined means "look it up". */
  peekUser?(token: string): CurrentUser | null | undefined;
  cookieName: string;
  /** Lookups of session tokens that name no session, per client address per minute (decision 172). */
  invalidTokensPerMinute?: number;
}

/**
 * Collects every route and enforces its declared access before the body is even parsed.
 * Returns the route registry, which `onReady` checks and tests enumerate.
 */
const INVALID_TOKEN_WINDOW_MS = 60_000;
/** Unknown tokens remembered (by hash), and addresses counted, at most: the oldest go first. */
const MAX_REMEMBERED = 20_000;

/**
 * Session tokens that named no session, remembered so a repeated one costs no lookup, and a per-address
 * budget of lookups that found nothing, so random tokens cannot each cost a database query.
 */
function createInvalidTokenGuard(perMinute: number) {
  const invalid = new Map<string, number>();
  const failures = new Map<string, { count: number; windowEnds: number }>();
  const key = (token: string) => createHash('sha256').update(token).digest('base64url');
  const bounded = <K, V>(map: Map<K, V>) => {
    if (map.size < MAX_REMEMBERED) return;
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  };
  return {
    isKnownInvalid(token: string): boolean {
      return invalid.has(key(token));
    },
    isOverBudget(address: string, now: number): boolean {
      const entry = failures.get(address);
      return entry !== undefined && entry.windowEnds > now && entry.count >= perMinute;
    },
    retryAfterSeconds(address: string, now: number): number {
      const entry = failures.get(address);
      return Math.max(1, Math.ceil(((entry?.windowEnds ?? now) - now) / 1000));
    },
    failed(token: string, address: string, now: number) {
      bounded(invalid);
      invalid.set(key(token), now);
      const entry = failures.get(address);
      if (!entry || entry.windowEnds <= now) {
        failures.delete(address);
        bounded(failures);
        failures.set(address, { count: 1, windowEnds: now + INVALID_TOKEN_WINDOW_MS });
      } else entry.count += 1;
    },
  };
}

export function registerAccessControl(app: FastifyInstance, options: AccessControlOptions) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = listRoutes().filter((route) => route.access === undefined);
    if (undeclared.length > 0) {
      throw new Error(
        `Routes without an access declaration: ${undeclared.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });

  app.decorateRequest('currentUser', null);
  function refusal(request: FastifyRequest): AppError | undefined {
    const access = request.routeOptions.config.access;
    if (access !== 'user' && access !== 'admin') return undefined;
    if (!request.currentUser) return unauthenticated();
    if (request.currentUser.kidProfile && request.routeOptions.config.kidMode !== true) {
      return new AppError('FORBIDDEN', 'Kid mode is on: a parent can leave it with the PIN.', {
        reason: 'kid_mode',
      });
    }
    if (access === 'admin' && !request.currentUser.isAdmin) {
      return forbidden('Administrator access is required');
    }
    return undefined;
  }

  const invalidTokens = createInvalidTokenGuard(options.invalidTokensPerMinute ?? 20);

  // Callback style with a synchronous path for sessions already in memory: most authenticated requests.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[options.cookieName];
    const known = token ? options.peekUser?.(token) : null;
    if (known !== undefined) {
      request.currentUser = known;
      return done(refusal(request));
    }
    // A token already found to name no session is not looked up again; an address that sent too many
    // of them this minute gets no further lookups (decision 172).
    if (token !== undefined && invalidTokens.isKnownInvalid(token)) {
      request.currentUser = null;
      return done(refusal(request));
    }
    const now = Date.now();
    if (token !== undefined && invalidTokens.isOverBudget(request.ip, now)) {
      if (request.routeOptions.config.rateLimit === false) {
        request.currentUser = null;
        return done(refusal(request));
      }
      reply.header('retry-after', String(invalidTokens.retryAfterSeconds(request.ip, now)));
      return done(
        new AppError(
          'RATE_LIMITED',
          'Too many requests with a session that has ended. Sign in again, or try again in a minute.',
        ),
      );
    }
    options.resolveUser(token!).then(
      (user) => {
        if (!user && token !== undefined) invalidTokens.failed(token, request.ip, now);
        request.currentUser = user;
        done(refusal(request));
      },
      (error: Error) => done(error),
    );
  });

  function listRoutes(): RegisteredRoute[] {
    return routes.flatMap((route) =>
      [route.method].flat().map((method) => ({
        method,
        url: route.url,
        access: route.config?.access,
        kidMode: route.config?.kidMode === true,
      })),
    );
  }
  return { listRoutes };
}

/**
 * Declares `access` for routes a third-party plugin registers inside the calling scope, and optionally
 * keeps them out of the OpenAPI document (static files, the development identity provider).
 */
export function declareAccessForScope(
  scope: FastifyInstance,
  access: Access,
  options: { hideFromDocs?: boolean } = {},
) {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
    if (options.hideFromDocs) route.schema = { ...route.schema, hide: true };
  });
}
