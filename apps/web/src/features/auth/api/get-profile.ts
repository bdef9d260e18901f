import type { Profile } from '@divespot/shared/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/profile → the signed-in user's own profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return callApi('profile', { signal });
}

/** Keyed by user, so one user's profile never shows for the next one on the same tab. */
export const profileQuery = (username: string) =>
  queryOptions({
    queryKey: ['profile', username],
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
