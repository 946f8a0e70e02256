import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { CurrentUser } from '../features/auth/auth.service.ts';
import { forbidden, unauthenticated, type AppError } from '../errors.ts';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route must declare it; the app refuses to start otherwise. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie only. Never from a header the browser sets. */
    currentUser: CurrentUser | null;
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
