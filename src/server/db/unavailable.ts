import { DrizzleQueryError } from 'drizzle-orm';

// SQLSTATE classes and codes that mean "the database cannot serve right now", not "this query is wrong":
// 08 connection exception, 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections; and a statement PostgreSQL cancelled because it ran past statement_timeout
// (57014 query_canceled) or waited past lock_timeout (55P03 lock_not_available), decision 171.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014', '55P03']);
const UNAVAILABLE_SYSCALL_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
];

/**
 * Whether an error says the database is unreachable, restarting or too busy to answer in time — a retry later can succeed, unlike a
 * failing query. Only the driver's own error counts (unwrapped from the query builder's), so a failed
 * call to another service is not mistaken for a database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(driverError instanceof Error)) return false;
  const code = (driverError as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(driverError.message))) return true;
  // A host name with several addresses fails with one error per address.
  return (
    driverError instanceof AggregateError && driverError.errors.some((inner) => isDatabaseUnavailable(inner))
  );
}

/** SQLSTATE 22023 invalid_parameter_value: a parameter the database refuses, such as an unknown time zone. */
export const INVALID_PARAMETER_VALUE = '22023';

/** The SQLSTATE of a database error (unwrapped from the query builder's), if it carries one. */
export function sqlStateOf(error: unknown): string | undefined {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  const code = (driverError as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The database's own message of an error (unwrapped from the query builder's). */
export function databaseMessageOf(error: unknown): string {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  return driverError instanceof Error ? driverError.message : String(driverError);
}

/** ENOSPC from the file system, or PostgreSQL's disk_full (53100) that wraps it. */
const STORAGE_FULL_CODES = new Set(['53100', 'ENOSPC']);

/**
 * Whether an error says the database's disk is full: reads still work, writes fail until space is freed.
 * PGlite and PostgreSQL both answer a write that cannot extend a file with SQLSTATE 53100.
 */
export function isStorageFull(error: unknown): boolean {
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(driverError instanceof Error)) return false;
  const code = (driverError as { code?: unknown }).code;
  return typeof code === 'string' && STORAGE_FULL_CODES.has(code);
}

/**
 * Whether the database's disk was full at the last write: set by a write that failed with disk_full,
 * cleared by the next write that succeeded. Readiness reports it (decision 170).
 */
export interface StorageState {
  readonly full: boolean;
  markFull(): void;
  markWritten(): void;
}

export function createStorageState(): StorageState {
  let full = false;
  return {
    get full() {
      return full;
    },
    markFull() {
      full = true;
    },
    markWritten() {
      full = false;
    },
  };
}
