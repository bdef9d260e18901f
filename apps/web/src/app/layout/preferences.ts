import type { Profile, ProfileUpdate } from '@divespot/shared/account';
import { profileKey, useAuthStore } from '../../features/auth/index.ts';
import { callApi } from '../../lib/api-client.ts';
import { loadedQueryClient } from '../../lib/loaded-query-client.ts';

/**
 * Keeps a choice made in the footer or the menu on the profile too, when signed in. The choice
 * already applies on this device; a failed save only means other devices do not follow it.
 */
export function savePreference(change: Pick<ProfileUpdate, 'language' | 'units'>): void {
  const user = useAuthStore.getState().user;
  if (!user) return;
  callApi('profileUpdate', { body: change })
    .then((profile: Profile) => {
      loadedQueryClient()?.setQueryData(profileKey(user.username), profile);
    })
    .catch(() => {
      // Offline or signed out meanwhile: this device keeps the choice regardless.
    });
}
