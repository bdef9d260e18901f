import type { Authenticated, RegisterInput } from '@divespot/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/register → the new account, signed in (tokens and user). */
export function postRegister(input: RegisterInput): Promise<Authenticated> {
  return apiRequest<Authenticated>('/api/account/register', {
    method: 'POST',
    body: input,
    auth: false,
  });
}
