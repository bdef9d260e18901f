import type { ChangePasswordInput } from '@divespot/shared/account';
import { useMutation } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/account/changePassword {oldPassword, newPassword}; other sessions are signed out. */
export function postChangePassword(input: ChangePasswordInput) {
  return callApi('changePassword', { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: postChangePassword });
}
