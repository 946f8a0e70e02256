import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth, beside SameSite=Lax cookies and JSON/multipart-only bodies: a state-changing
 * request that names an Origin must come from this site.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config) {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  app.addHook('onRequest', (request, _reply, done) => {
    const origin = request.headers.origin;
    // Server-to-server calls (webhooks, token exchange) send no Origin.
    if (SAFE_METHODS.has(request.method) || origin === undefined) return done();
    if (allowed.has(origin) || origin === `${request.protocol}://${request.host}`) return done();
    done(new AppError('FORBIDDEN', 'Cross-site request refused'));
  });
}
