import type { AuthProviders } from '@divespot/shared/account';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/account/providers → which social sign-ins the server has configured. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return callApi('authProviders', { signal, auth: false });
}

export const authProvidersQuery = () =>
  queryOptions({
    queryKey: ['account', 'providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
  });

/** Unknown (loading or failed) counts as not configured, so no dead button is shown. */
export function useGoogleSignInAvailable(): boolean {
  return useQuery(authProvidersQuery()).data?.google === true;
}
