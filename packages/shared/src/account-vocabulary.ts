/** The account's limits and the texts of its errors (docs/product/validation.md) (the schemas are in account.ts). */

/** docs/product/limits.md and the server's limits on accounts. */
export const ACCOUNT_LIMITS = {
  /** docs/product/validation.md: password minimum length. */
  passwordMin: 6,
  /** Longer passwords are refused so hashing cost stays bounded. */
  passwordMax: 200,
  emailMax: 254,
  nameMax: 80,
  /** docs/product/limits.md: verification code length. */
  codeLength: 4,
  /** docs/product/limits.md: resend cooldown default, in seconds. */
  resendCooldownSeconds: 60,
  /** A registration code lives this long, in seconds. */
  codeLifetimeSeconds: 15 * 60,
  /** A registration code dies after this many wrong tries. */
  codeMaxTries: 5,
} as const;

/** docs/product/validation.md, docs/product/errors.md texts for the fields, shown under the field that is wrong. */
export const ACCOUNT_FIELD_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: 'Email address is too long',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${ACCOUNT_LIMITS.passwordMin} characters`,
  passwordTooLong: `Password must be at most ${ACCOUNT_LIMITS.passwordMax} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Name must be at most ${ACCOUNT_LIMITS.nameMax} characters`,
  codeInvalid: 'Please enter a 4-digit verification code',
} as const;

/** docs/product/errors.md messages the server answers with (the `message` of the error body). */
export const ACCOUNT_MESSAGES = {
  /** 401 from `POST /api/authenticate`. */
  loginFailed: 'Invalid email or password. Please check your credentials and try again.',
  /** 409 from `sendRegistrationToken` and `register`. */
  emailTaken: 'An account with this email already exists. Please try signing in instead.',
  /** 400 when no live code exists (expired, used, or too many wrong tries). */
  codeExpired: 'Invalid or expired verification code.',
  /** What a client shows when `validateRegistrationToken` answers `{ valid: false }`. */
  codeWrong: 'Invalid verification code. Please check your email and try again.',
  /** 401 from `POST /api/account/refreshtoken`. */
  refreshFailed: 'Token refresh failed',
  /** 400 when a refresh call has no token (and what a client shows when it has none). */
  noRefreshToken: 'No refresh token available',
  /** 401 from the Google sign-in exchange, and the page's message on any failure. */
  oauthFailed: 'OAuth2 authentication failed',
  /** 400/500 from `PATCH /api/profile` and the photo upload. */
  profileUpdateFailed: 'Profile update failed',
  /** 503 when a mail cannot be sent; nothing was stored. */
  mailFailed: 'We could not send the email right now. Please try again later.',
  /** 400 on `changePassword` with a wrong old password (field `oldPassword`). */
  oldPasswordWrong: 'Current password is incorrect.',
  /** 400 on completing a reset with an unknown, used or expired link. */
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  /** 401 on a route that needs a signed-in user. */
  signInRequired: 'Please sign in to continue.',
  /** 403 on an admin route. */
  adminRequired: 'Administrator privileges are required.',
  /** 403 when a disabled account signs in or refreshes its session (docs/product/admin.md). */
  accountDisabled:
    'This account has been disabled. If you think this is a mistake, please write to us through the contact page.',
} as const;

/** docs/product/errors.md: the resend 429 message for `n` seconds. */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting a new code.`;
}

/** A wait for a 429 message: '45 seconds', '1 minute', '14 minutes' (minutes rounded up). */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 of a rate limit with no message of its own. */
export function tooManyAttemptsMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${waitPhrase(seconds)}.`;
}

/** The 429 of sign-in: too many failed tries from this address. */
export function signInWaitMessage(seconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${waitPhrase(seconds)}.`;
}
