import { ERROR_STATUS, type ErrorCode } from '../shared/errors.ts';

/** A failure a service expects and can name. The error handler turns it into the one body shape. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do that') =>
  new AppError('FORBIDDEN', message);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue');
