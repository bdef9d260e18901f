// No zod here: the web app's API client imports this module in its first chunk.

/**
 * Every `code` the API answers with in an error body (docs/product/errors.md). The server makes
 * its errors only through the named factories of `apps/server/src/http/errors.ts`, each with one
 * of these; the web app reads `ApiError.code`, typed by this list.
 */
export const ERROR_CODES = [
  // Any request
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BAD_REQUEST',
  'BAD_URL',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'REQUEST_TIMEOUT',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  // Signing in and accounts
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'SESSION_ENDED',
  'REFRESH_FAILED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'WRONG_CODE',
  'INVALID_CODE',
  'RESET_LINK_INVALID',
  'EMAIL_TAKEN',
  'OAUTH_FAILED',
  'MAIL_FAILED',
  'INVALID_IMAGE',
  'ACCOUNT_DISABLED',
  // The admin console
  'LAST_ADMIN',
  'OWN_ACCOUNT',
  // Lists
  'LIST_LIMIT',
  'LIST_FULL',
  'DEFAULT_LIST',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

/** Narrows a code read off the wire to one of ours. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && ERROR_CODE_SET.has(code);
}
