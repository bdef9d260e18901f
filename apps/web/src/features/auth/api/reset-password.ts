import type { Authenticated, ResetPasswordFinish } from '@divespot/shared/account';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/account/resetPassword {email}: mails a reset link; same answer for any address. */
export function postResetPassword(email: string) {
  return callApi('resetPassword', { body: { email }, auth: false });
}

/** POST /api/account/resetPassword/finish {token, newPassword} → signed in with the new password. */
export function postResetPasswordFinish(input: ResetPasswordFinish): Promise<Authenticated> {
  return callApi('resetPasswordFinish', { body: input, auth: false });
}
