/**
 * Whether an error means the database could not be reached or dropped the connection (it is
 * restarting, shutting down or gone), as opposed to a fault in the query: the first is worth a
 * retry in a moment, the second is not.
 */

/** Socket errors of the connection itself. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: class 08 (connection exception), 57P01–57P03 (admin shutdown, crash
 * shutdown, cannot connect now: starting up or shutting down) and 53300 (too many connections).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** node-postgres reports a lost or never-made connection by message only. */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * Looks at the error itself only, not its `cause`: node-postgres and Kysely throw these as they
 * are, while a failed `fetch()` to another service wraps the same socket codes in its cause and
 * is no database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && MESSAGES.some((m) => message.startsWith(m))) return true;
  // Connecting to a name with several addresses fails with one error per address.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}
