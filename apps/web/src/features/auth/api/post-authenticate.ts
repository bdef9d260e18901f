import type { Authenticated, LoginInput } from '@divespot/shared/account';
import { useMutation } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/authenticate {username, password} → tokens and the user (docs/product/api.md). */
export function postAuthenticate(input: LoginInput): Promise<Authenticated> {
  return callApi('authenticate', { body: input, auth: false });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: postAuthenticate });
}
