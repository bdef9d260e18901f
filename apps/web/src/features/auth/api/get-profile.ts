import type { Profile } from '@divespot/shared/account';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { profileKey } from './profile-key.ts';

/** GET /api/profile → the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return callApi('profile', { signal });
}

export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: profileKey(username),
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
