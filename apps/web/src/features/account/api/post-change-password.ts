import type { ChangePasswordInput } from '@divespot/shared/account';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/changePassword {oldPassword, newPassword}; other sessions are signed out. */
export function postChangePassword(
  input: ChangePasswordInput,
): Promise<{ changed: true; revokedSessions: number }> {
  return apiRequest('/api/account/changePassword', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
