import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '../../shared/errors.ts';
import {
  databaseMessageOf,
  INVALID_PARAMETER_VALUE,
  isDatabaseUnavailable,
  isStorageFull,
  sqlStateOf,
  type StorageState,
} from '../db/unavailable.ts';
import { AppError } from '../errors.ts';
import { createLogThrottle } from './log-throttle.ts';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Seconds a client is asked to wait before retrying a 503 (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 1;

/** Seconds a client is asked to wait after a full disk: freeing space takes an operator. */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/**
 * An error a client can do something about: a database outage becomes a retryable 503, a full disk a 503
 * `STORAGE_FULL`, and a value the database refuses as a parameter (SQLSTATE 22023, such as a time zone
 * its zone list does not hold) a 400 that names it.
 */
function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error))
    return new AppError('UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.');
  if (sqlStateOf(error) === INVALID_PARAMETER_VALUE)
    return new AppError('BAD_REQUEST', `A value was refused: ${databaseMessageOf(error)}.`);
  if (isStorageFull(error))
    return new AppError(
      'STORAGE_FULL',
      'The service cannot save anything right now. Please try again later.',
    );
  return undefined;
}

function errorBody(code: ErrorCode, message: string, requestId: string, details?: unknown): ApiErrorBody {
  const body: ApiErrorBody = { code, message, requestId };
  if (details !== undefined) body.details = details;
  return body;
}

/** The body for a thrown error: an AppError says what it is, anything else is an INTERNAL error. */
export function toErrorBody(error: unknown, requestId: string): ApiErrorBody {
  const known = toAppError(error);
  if (known) return errorBody(known.code, known.message, requestId, known.details);
  return errorBody('INTERNAL', INTERNAL_MESSAGE, requestId);
}

/** How long a connection closed on a refused body still takes in (and drops) what the client sends. */
const LINGER_MS = 2000;

/**
 * Closing a socket with unread bytes in it sends a reset, and a reset makes the client's system drop the
 * answer it has received but not yet read: the client, still sending, never sees its 413. Like a web
 * server's lingering close, the socket sends its end once the answer is out, drops what still arrives
 * for a short while, and then closes.
 */
function lingerOnClose(socket: Socket | null) {
  if (!socket || socket.destroyed) return;
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
  };
}

function sendBody(reply: FastifyReply, body: ApiErrorBody) {
  // A body refused for its size is not read to its end to keep the connection: the connection closes
  // once the answer is sent, so the client stops sending.
  if (body.code === 'PAYLOAD_TOO_LARGE' && !reply.request.raw.complete) {
    reply.header('connection', 'close');
    lingerOnClose(reply.request.raw.socket);
  }
  if (body.code === 'UNAVAILABLE' && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (body.code === 'STORAGE_FULL' && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(STORAGE_FULL_RETRY_AFTER_SECONDS));
  return reply.code(ERROR_STATUS[body.code]).type('application/json; charset=utf-8').send(body);
}

export function sendError(reply: FastifyReply, code: ErrorCode, message: string, details?: unknown) {
  return sendBody(reply, errorBody(code, message, reply.request.id, details));
}

function describeClientError(error: FastifyError): { code: ErrorCode; message: string } {
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { code: 'INVALID_JSON', message: 'The request body is not valid JSON' };
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return { code: 'INVALID_JSON', message: 'The request has a JSON content type but no body' };
  }
  const status = error.statusCode ?? 400;
  return { code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST', message: error.message };
}

/** The one error handler: every failure leaves as `{ code, message, requestId, details? }`. */
export function registerErrorHandling(app: FastifyInstance, deps: { storage?: StorageState } = {}) {
  const { storage } = deps;
  const throttle = createLogThrottle();
  // A write that succeeded shows the disk has room again (a failed one has answered 4xx or 5xx).
  if (storage)
    app.addHook('onResponse', (request, reply, done) => {
      if (storage.full && reply.statusCode < 400 && !SAFE_METHODS.has(request.method)) storage.markWritten();
      done();
    });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isStorageFull(error)) {
      storage?.markFull();
      throttle.report(
        'storage-full',
        () => request.log.error({ err: error }, 'the database disk is full'),
        (count, seconds) =>
          app.log.error(
            { failedRequests: count },
            `the database disk is full: ${count} more writes failed in ${seconds} s`,
          ),
      );
      return sendBody(reply, toErrorBody(error, request.id));
    }
    if (isDatabaseUnavailable(error)) {
      throttle.report(
        'database-unavailable',
        () => request.log.warn({ err: error }, 'database unavailable'),
        (count, seconds) =>
          app.log.warn(
            { failedRequests: count },
            `database unavailable: ${count} more requests failed in ${seconds} s`,
          ),
      );
      return sendBody(reply, toErrorBody(error, request.id));
    }
    if (error instanceof AppError) {
      // UNAVAILABLE is expected and retryable (a restart, an outage being ridden out): a warning.
      if (error.code === 'UNAVAILABLE') request.log.warn({ err: error }, error.message);
      else if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return sendBody(reply, toErrorBody(error, request.id));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.'),
        message: issue.message,
      }));
      const first = issues[0];
      const message = first ? `Invalid request: ${first.path} — ${first.message}` : 'Invalid request';
      return sendError(reply, 'VALIDATION_FAILED', message, { issues });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(reply, 'INTERNAL', INTERNAL_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const { code, message } = describeClientError(error);
      return sendError(reply, code, message);
    }
    const known = toAppError(error);
    if (known) {
      request.log.warn({ err: error }, known.message);
      return sendBody(reply, toErrorBody(known, request.id));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendBody(reply, toErrorBody(error, request.id));
  });
}
