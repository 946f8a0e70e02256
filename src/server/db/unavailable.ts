// SQLSTATE classes and codes that mean "the database cannot serve right now", not "this query is wrong":
// 08 connection exception, 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now,
// 53300 too_many_connections.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
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
 * Whether an error (or any error in its `cause` chain, as query builders wrap driver errors) says the
 * database is unreachable or restarting: a retry later can succeed, unlike a failing query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08')) return true;
      if (UNAVAILABLE_SYSCALL_CODES.has(code)) return true;
    }
    const { message } = current;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true;
    current = current.cause;
  }
  return false;
}
