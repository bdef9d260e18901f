import { ACCOUNT_MESSAGES } from '@divespot/shared/account-vocabulary';
import type { ErrorCode } from '@divespot/shared/error-codes';
import type { FieldError } from '@divespot/shared/errors';

/**
 * An error the API reports to the client as `{ status, code, message, detail? }`
 * (docs/product/errors.md). Made only by the factories below, so every code is one of the shared
 * list and every status goes with its code.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly detail?: Record<string, unknown>;

  constructor(status: number, code: ErrorCode, message: string, detail?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.name = 'HttpError';
  }
}

const fields = (list: FieldError[]) => ({ fields: list });

export const notFound = (message = 'The requested resource was not found.') =>
  new HttpError(404, 'NOT_FOUND', message);

/** The database does not answer (restarting, or gone); clients are told when to try again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const databaseUnavailable = (
  message = 'The database is not answering right now. Please try again in a few seconds.',
  detail?: Record<string, unknown>,
) => new HttpError(503, 'DATABASE_UNAVAILABLE', message, detail);

/** A handler that has not answered within the request timeout. */
export const requestTimedOut = () =>
  new HttpError(503, 'REQUEST_TIMEOUT', 'The server took too long to answer. Please try again.');

/** 400 naming the invalid fields. */
export const validationFailed = (list: FieldError[], message = 'Some fields are invalid.') =>
  new HttpError(400, 'VALIDATION_FAILED', message, fields(list));

/** 415: a body of a type the endpoint does not take. */
export const unsupportedMediaType = (message: string) =>
  new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', message);

/** 429 with the wait in `detail.retryAfterSeconds` (the caller sets Retry-After). */
export const tooManyRequests = (message: string, seconds: number) =>
  new HttpError(429, 'TOO_MANY_REQUESTS', message, {
    retryAfterSeconds: seconds,
    cooldownSeconds: seconds,
  });

// Signing in and accounts.

export type UnauthorizedCode = 'UNAUTHORIZED' | 'INVALID_TOKEN' | 'TOKEN_EXPIRED' | 'SESSION_ENDED';

export const unauthorized = (code: UnauthorizedCode = 'UNAUTHORIZED') =>
  new HttpError(401, code, ACCOUNT_MESSAGES.signInRequired);
export const refreshFailed = () =>
  new HttpError(401, 'REFRESH_FAILED', ACCOUNT_MESSAGES.refreshFailed);
export const adminRequired = () => new HttpError(403, 'FORBIDDEN', ACCOUNT_MESSAGES.adminRequired);
export const loginFailed = () =>
  new HttpError(401, 'INVALID_CREDENTIALS', ACCOUNT_MESSAGES.loginFailed);
export const wrongCode = () => new HttpError(400, 'WRONG_CODE', ACCOUNT_MESSAGES.codeWrong);
export const codeExpired = () => new HttpError(400, 'INVALID_CODE', ACCOUNT_MESSAGES.codeExpired);
export const resetLinkInvalid = () =>
  new HttpError(400, 'RESET_LINK_INVALID', ACCOUNT_MESSAGES.resetLinkInvalid);
export const emailTaken = () => new HttpError(409, 'EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
export const oauthFailed = () => new HttpError(401, 'OAUTH_FAILED', ACCOUNT_MESSAGES.oauthFailed);
export const mailFailed = () => new HttpError(503, 'MAIL_FAILED', ACCOUNT_MESSAGES.mailFailed);
/** 403 when a disabled account signs in (after its password was checked) or refreshes. */
export const accountDisabled = () =>
  new HttpError(403, 'ACCOUNT_DISABLED', ACCOUNT_MESSAGES.accountDisabled);
/** 400: an uploaded picture that is not a readable image; `message` says what failed. */
export const invalidImage = (
  field: string,
  reason: string,
  message: string = ACCOUNT_MESSAGES.profileUpdateFailed,
) => new HttpError(400, 'INVALID_IMAGE', message, fields([{ field, message: reason }]));

// Lists.

/** A change a list refuses: too many lists, a full list, the default list deleted. */
export const listRefused = (
  code: 'LIST_LIMIT' | 'LIST_FULL' | 'DEFAULT_LIST',
  field: string,
  reason: string,
) =>
  new HttpError(400, code, 'The list could not be changed.', fields([{ field, message: reason }]));

// The admin console.

/** 409: the only admin would lose the role, and nobody could run the console any more. */
export const lastAdmin = () =>
  new HttpError(
    409,
    'LAST_ADMIN',
    'You are the last administrator: make someone else an administrator first.',
  );

/** 409: an admin may not disable their own account (they would lock themselves out). */
export const ownAccount = () =>
  new HttpError(409, 'OWN_ACCOUNT', 'You cannot disable your own account.');
