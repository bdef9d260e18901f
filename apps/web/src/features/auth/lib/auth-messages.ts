import {
  ACCOUNT_FIELD_MESSAGES,
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  resendWaitMessage,
  signInWaitMessage,
  tooManyAttemptsMessage,
} from '@divespot/shared/account-vocabulary';
import type { ErrorCode } from '@divespot/shared/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { retryAfterOf, useKnownText, type UiText } from './ui-text.ts';

/** docs/product/errors.md texts the browser shows, as messages of the catalogs (the English as written there). */
export const AUTH_MESSAGES = {
  loginInvalid: { id: 'auth.error.loginInvalid' },
  checkInput: { id: 'auth.error.checkInput' },
  serverError: { id: 'auth.error.serverError' },
  loginFailed: { id: 'auth.error.loginFailed' },
  registerTaken: { id: 'auth.error.registerTaken' },
  registerFailed: { id: 'auth.error.registerFailed' },
  modalEmailTaken: { id: 'auth.error.modalEmailTaken' },
  generic: { id: 'auth.error.generic' },
  codeWrong: { id: 'auth.error.codeWrong' },
  codeExpired: { id: 'auth.error.codeExpired' },
  verifyFailed: { id: 'auth.error.verifyFailed' },
  resendFailed: { id: 'auth.error.resendFailed' },
  codeIncomplete: { id: 'auth.validation.codeInvalid' },
  oauthFailed: { id: 'auth.error.oauthFailed' },
  mailFailed: { id: 'auth.error.mailFailed' },
  resetLinkInvalid: { id: 'auth.error.resetLinkInvalid' },
  accountDisabled: { id: 'auth.error.accountDisabled' },
} as const satisfies Record<string, UiText>;

/** docs/product/limits.md: resend cooldown when the server names none. */
export const DEFAULT_COOLDOWN_SECONDS = 60;

/** The error codes of the account API whose message we have in every language. */
const SERVER_CODES: Partial<Record<ErrorCode, UiText>> = {
  INVALID_CREDENTIALS: AUTH_MESSAGES.loginInvalid,
  EMAIL_TAKEN: AUTH_MESSAGES.registerTaken,
  INVALID_CODE: AUTH_MESSAGES.codeExpired,
  OAUTH_FAILED: AUTH_MESSAGES.oauthFailed,
  MAIL_FAILED: AUTH_MESSAGES.mailFailed,
  RESET_LINK_INVALID: AUTH_MESSAGES.resetLinkInvalid,
  ACCOUNT_DISABLED: AUTH_MESSAGES.accountDisabled,
};

const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);
const isServerError = (error: unknown) => status(error) >= 500;

/**
 * A 429's own sentence ('Too many attempts… in N minutes'), which beats a generic text: ours for
 * the account API's rate limits, the server's words for any other.
 */
function rateLimited(error: unknown): UiText | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = retryAfterOf(error);
  if (seconds !== undefined) {
    if (error.message === signInWaitMessage(seconds)) {
      return { id: 'auth.error.signInWait', waitSeconds: seconds };
    }
    if (error.message === tooManyAttemptsMessage(seconds)) {
      return { id: 'auth.error.tooManyAttempts', waitSeconds: seconds };
    }
    if (error.message === resendWaitMessage(seconds)) {
      return { id: 'auth.error.resendWait', values: { n: seconds } };
    }
  }
  return { raw: error.message };
}

/** What the server said: our message for a known error code, else its own words. */
export function serverText(error: unknown): UiText {
  const raw = (text: string): UiText => ({ raw: text });
  const fallback = raw(error instanceof ApiError ? error.message : '');
  return rateLimited(error) ?? apiErrorText(error, { known: SERVER_CODES, words: raw, fallback });
}

/** docs/product/errors.md Login. */
export function loginErrorMessage(error: unknown): UiText {
  if (status(error) === 401) {
    return error instanceof ApiError && error.answered
      ? serverText(error)
      : AUTH_MESSAGES.loginInvalid;
  }
  if (status(error) === 400) return AUTH_MESSAGES.checkInput;
  if (status(error) === 403) return serverText(error);
  if (isServerError(error)) return AUTH_MESSAGES.serverError;
  return rateLimited(error) ?? AUTH_MESSAGES.loginFailed;
}

/** docs/product/errors.md Register (the account creation after a valid code). */
export function registerErrorMessage(error: unknown): UiText {
  if (status(error) === 409) return AUTH_MESSAGES.registerTaken;
  if (status(error) === 400) return AUTH_MESSAGES.checkInput;
  if (isServerError(error)) return AUTH_MESSAGES.serverError;
  return rateLimited(error) ?? AUTH_MESSAGES.registerFailed;
}

/** docs/product/errors.md Register "in the modal": sending the code for a new account. */
export function sendCodeErrorMessage(error: unknown): UiText {
  const taken =
    status(error) === 409 ||
    (status(error) === 400 &&
      error instanceof ApiError &&
      /user already exists/i.test(error.message));
  if (taken) return AUTH_MESSAGES.modalEmailTaken;
  // A mail that cannot go out (503) or a rate limit says what to do; anything else stays generic.
  if (status(error) === 503 || status(error) === 429) return serverText(error);
  return AUTH_MESSAGES.generic;
}

/** docs/product/errors.md Verification, for a failed `validateRegistrationToken` call. */
export function verifyErrorMessage(error: unknown): UiText {
  if (status(error) === 400) return AUTH_MESSAGES.codeExpired;
  return rateLimited(error) ?? AUTH_MESSAGES.verifyFailed;
}

/** Seconds to wait from a 429 (`detail.cooldownSeconds`, else `retryAfterSeconds`, else 60). */
export function cooldownOf(error: unknown): number {
  return retryAfterOf(error) ?? DEFAULT_COOLDOWN_SECONDS;
}

/** docs/product/errors.md Resend: the wait for a 429, else the generic failure. */
export function resendErrorMessage(error: unknown): UiText {
  if (status(error) === 429)
    return { id: 'auth.error.resendWait', values: { n: cooldownOf(error) } };
  return AUTH_MESSAGES.resendFailed;
}

/** A failed password reset: a rate limit's words, a dead link's when finishing, else generic. */
export function resetErrorMessage(error: unknown, finishing: boolean): UiText {
  const own = status(error) === 429 || (finishing && status(error) === 400);
  return own ? serverText(error) : AUTH_MESSAGES.generic;
}

/**
 * The field messages of the shared account rules (docs/product/validation.md), which the browser's check and the
 * server's 400 `detail.fields` both give in English, by their text.
 */
const FIELD_MESSAGES = new Map<string, UiText>([
  [ACCOUNT_FIELD_MESSAGES.emailRequired, { id: 'auth.validation.emailRequired' }],
  [ACCOUNT_FIELD_MESSAGES.emailInvalid, { id: 'auth.validation.emailInvalid' }],
  [ACCOUNT_FIELD_MESSAGES.emailTooLong, { id: 'auth.validation.emailTooLong' }],
  [ACCOUNT_FIELD_MESSAGES.passwordRequired, { id: 'auth.validation.passwordRequired' }],
  [
    ACCOUNT_FIELD_MESSAGES.passwordTooShort,
    { id: 'auth.validation.passwordTooShort', values: { min: ACCOUNT_LIMITS.passwordMin } },
  ],
  [
    ACCOUNT_FIELD_MESSAGES.passwordTooLong,
    { id: 'auth.validation.passwordTooLong', values: { max: ACCOUNT_LIMITS.passwordMax } },
  ],
  [ACCOUNT_FIELD_MESSAGES.firstNameRequired, { id: 'auth.validation.firstNameRequired' }],
  [ACCOUNT_FIELD_MESSAGES.lastNameRequired, { id: 'auth.validation.lastNameRequired' }],
  [
    ACCOUNT_FIELD_MESSAGES.nameTooLong,
    { id: 'auth.validation.nameTooLong', values: { max: ACCOUNT_LIMITS.nameMax } },
  ],
  [ACCOUNT_FIELD_MESSAGES.codeInvalid, { id: 'auth.validation.codeInvalid' }],
  [ACCOUNT_MESSAGES.oldPasswordWrong, { id: 'auth.validation.oldPasswordWrong' }],
]);

/** A field's error message in the page's language (one we do not know stays as it came). */
export const useFieldErrorText = () => useKnownText(FIELD_MESSAGES);
