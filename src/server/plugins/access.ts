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
import { forbidden, unauthenticated, type AppError } from '../errors.ts';

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
}

export interface AccessControlOptions {
  resolveUser(token: string): Promise<CurrentUser | null>;
  /** The user for a token when it is already in memory; undefined means "look it up". */
  peekUser?(token: string): CurrentUser | null | undefined;
  cookieName: string;
}

/**
 * Collects every route and enforces its declared access before the body is even parsed.
 * Returns the route registry, which `onReady` checks and tests enumerate.
 */
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
    if (access === 'admin' && !request.currentUser.isAdmin) {
      return forbidden('Administrator access is required');
    }
    return undefined;
  }

  // Callback style with a synchronous path for sessions already in memory: most authenticated requests.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[options.cookieName];
    const known = token ? options.peekUser?.(token) : null;
    if (known !== undefined) {
      request.currentUser = known;
      return done(refusal(request));
    }
    options.resolveUser(token!).then(
      (user) => {
        request.currentUser = user;
        done(refusal(request));
      },
      (error: Error) => done(error),
    );
  });

  function listRoutes(): RegisteredRoute[] {
    return routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, access: route.config?.access })),
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
