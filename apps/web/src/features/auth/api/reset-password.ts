import type { Authenticated, ResetPasswordFinish } from '@divespot/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/resetPassword {email}: mails a reset link; same answer for any address. */
export function postResetPassword(email: string): Promise<{ sent: true }> {
  return apiRequest<{ sent: true }>('/api/account/resetPassword', {
    method: 'POST',
    body: { email },
    auth: false,
  });
}

/** POST /api/account/resetPassword/finish {token, newPassword} → signed in with the new password. */
export function postResetPasswordFinish(input: ResetPasswordFinish): Promise<Authenticated> {
  return apiRequest<Authenticated>('/api/account/resetPassword/finish', {
    method: 'POST',
    body: input,
    auth: false,
  });
}
