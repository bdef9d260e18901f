import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { AUTH_MESSAGES, loginErrorMessage } from './auth-messages.ts';

/** docs/product/errors.md Login, and docs/product/admin.md for a disabled account. */
describe('loginErrorMessage', () => {
  const answer = (status: number, code: string, message: string) =>
    new ApiError(message, status, { status, code, message });

  it("says a disabled account is disabled, in the reader's language", () => {
    const disabled = answer(403, 'ACCOUNT_DISABLED', 'This account has been disabled.');
    expect(loginErrorMessage(disabled)).toEqual(AUTH_MESSAGES.accountDisabled);
  });

  it('keeps the wrong-password sentence for a 401', () => {
    const wrong = answer(401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    expect(loginErrorMessage(wrong)).toEqual(AUTH_MESSAGES.loginInvalid);
  });

  it("shows the server's words for a 403 it has no sentence for", () => {
    expect(loginErrorMessage(answer(403, 'FORBIDDEN', 'Nope.'))).toEqual({ raw: 'Nope.' });
  });
});
