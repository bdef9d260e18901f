import type { Authenticated, RegisterInput } from '@divespot/shared/account';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/account/register → the new account, signed in (tokens and user). */
export function postRegister(input: RegisterInput): Promise<Authenticated> {
  return callApi('register', { body: input, auth: false });
}
