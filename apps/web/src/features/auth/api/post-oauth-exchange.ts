import type { Authenticated } from '@divespot/shared/account';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/oauth2/exchange {code}: the one-time code of /oauth2/redirect → tokens and user. */
export function postOAuthExchange(code: string): Promise<Authenticated> {
  return callApi('oauthExchange', { body: { code }, auth: false });
}
