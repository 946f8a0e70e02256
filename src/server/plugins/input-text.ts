import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * Text the database cannot store must never reach it: PostgreSQL refuses a NUL character in `text`,
 * and a lone UTF-16 surrogate is not text at all (it would be stored silently altered). Every request's
 * path parameters, query string and JSON body are checked before validation, so each route's schema
 * only ever sees well-formed strings, and the client gets a 400 naming the field.
 */
export function registerInputTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const problem = findMalformedText(request);
    if (!problem) return done();
    const message = `${problem.path} must be text without NUL characters or unpaired surrogates`;
    done(
      new AppError('VALIDATION_FAILED', `Invalid request: ${message}`, {
        issues: [{ path: problem.path, message: 'Invalid text' }],
      }),
    );
  });
}

function findMalformedText(request: FastifyRequest): { path: string } | undefined {
  const path =
    malformedPath(request.params, ['params'], 0) ??
    malformedPath(request.query, ['querystring'], 0) ??
    malformedPath(request.body, ['body'], 0);
  return path ? { path: path.join('.') } : undefined;
}

/** Bodies nest a few levels at most; deeper input is left to the schema (which refuses it). */
const MAX_DEPTH = 32;

function malformedPath(value: unknown, path: string[], depth: number): string[] | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : path;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value))
    return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (!isWellFormedText(key)) return [...path, '(key)'];
    const found = malformedPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const MALFORMED_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isWellFormedText(text: string): boolean {
  return !MALFORMED_TEXT.test(text);
}
