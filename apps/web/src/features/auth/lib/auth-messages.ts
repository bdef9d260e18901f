import {
  ACCOUNT_FIELD_MESSAGES,
  ACCOUNT_MESSAGES,
  resendWaitMessage,
} from '@divespot/shared/account';
import { ApiError } from '../../../lib/api-client.ts';

/** SPEC §8 texts the browser shows; those the server also answers with come from the contract. */
export const AUTH_MESSAGES = {
  loginInvalid: ACCOUNT_MESSAGES.loginFailed,
  checkInput: 'Please check your input and try again.',
  serverError: 'Server error. Please try again later.',
  loginFailed: 'Login failed. Please try again.',
  registerTaken: ACCOUNT_MESSAGES.emailTaken,
  registerFailed: 'Registration failed. Please try again.',
  modalEmailTaken:
    'An account with this email already exists. Please sign in instead or use a different email address.',
  modalFailed: 'An error occurred. Please try again.',
  codeWrong: ACCOUNT_MESSAGES.codeWrong,
  codeExpired: ACCOUNT_MESSAGES.codeExpired,
  verifyFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to resend code. Please try again.',
  codeIncomplete: ACCOUNT_FIELD_MESSAGES.codeInvalid,
  oauthFailed: ACCOUNT_MESSAGES.oauthFailed,
  profileUpdateFailed: ACCOUNT_MESSAGES.profileUpdateFailed,
} as const;

/** SPEC §9: resend cooldown when the server names none. */
export const DEFAULT_COOLDOWN_SECONDS = 60;

const status = (error: unknown) => (error instanceof ApiError ? error.status : 0);
const isServerError = (error: unknown) => status(error) >= 500;

/** A 429's own message ('Too many attempts… in N seconds'), which beats a generic text. */
function rateLimited(error: unknown): string | null {
  return error instanceof ApiError && error.status === 429 ? error.message : null;
}

/** SPEC §8 Login. */
export function loginErrorMessage(error: unknown): string {
  if (status(error) === 401) {
    return error instanceof ApiError && error.body ? error.message : AUTH_MESSAGES.loginInvalid;
  }
  if (status(error) === 400) return AUTH_MESSAGES.checkInput;
  if (isServerError(error)) return AUTH_MESSAGES.serverError;
  return rateLimited(error) ?? AUTH_MESSAGES.loginFailed;
}

/** SPEC §8 Register (the account creation after a valid code). */
export function registerErrorMessage(error: unknown): string {
  if (status(error) === 409) return AUTH_MESSAGES.registerTaken;
  if (status(error) === 400) return AUTH_MESSAGES.checkInput;
  if (isServerError(error)) return AUTH_MESSAGES.serverError;
  return rateLimited(error) ?? AUTH_MESSAGES.registerFailed;
}

/** SPEC §8 Register "in the modal": sending the code for a new account. */
export function sendCodeErrorMessage(error: unknown): string {
  const taken =
    status(error) === 409 ||
    (status(error) === 400 &&
      error instanceof ApiError &&
      /user already exists/i.test(error.message));
  if (taken) return AUTH_MESSAGES.modalEmailTaken;
  // A mail that cannot go out (503) or a rate limit says what to do; anything else stays generic.
  if (status(error) === 503 || status(error) === 429) return (error as ApiError).message;
  return AUTH_MESSAGES.modalFailed;
}

/** SPEC §8 Verification, for a failed `validateRegistrationToken` call. */
export function verifyErrorMessage(error: unknown): string {
  if (status(error) === 400) return AUTH_MESSAGES.codeExpired;
  return rateLimited(error) ?? AUTH_MESSAGES.verifyFailed;
}

/** Seconds to wait from a 429 (`detail.cooldownSeconds`, else `retryAfterSeconds`, else 60). */
export function cooldownOf(error: unknown): number {
  const detail = (error instanceof ApiError ? error.body : undefined) as
    { detail?: { cooldownSeconds?: unknown; retryAfterSeconds?: unknown } } | undefined;
  const seconds = detail?.detail?.cooldownSeconds ?? detail?.detail?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : DEFAULT_COOLDOWN_SECONDS;
}

/** SPEC §8 Resend: the wait for a 429, else the generic failure. */
export function resendErrorMessage(error: unknown): string {
  if (status(error) === 429) return resendWaitMessage(cooldownOf(error));
  return AUTH_MESSAGES.resendFailed;
}
