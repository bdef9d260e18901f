import type { Profile, ProfileUpdate } from '@divespot/shared/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { profileQuery, useAuthStore } from '../../features/auth/index.ts';
import { callApi } from '../../lib/api-client.ts';
import { useLanguageStore } from '../../lib/i18n/language-store.ts';
import { setUnitSystem, useUnitsStore } from '../../lib/units/units-store.ts';

/**
 * A signed-in diver's language and units follow them between devices: once their profile is in,
 * the choice kept there (if any) is applied here.
 */
export function useProfilePreferences(): void {
  const user = useAuthStore((s) => s.user);
  const { data: profile } = useQuery({
    ...profileQuery(user?.username ?? ''),
    enabled: user !== null,
  });
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!profile || applied.current === profile.id) return;
    applied.current = profile.id;
    const { language, setLanguage } = useLanguageStore.getState();
    if (profile.language && profile.language !== language) void setLanguage(profile.language);
    if (profile.units && profile.units !== useUnitsStore.getState().system) {
      setUnitSystem(profile.units);
    }
  }, [profile]);
}

/**
 * Keeps a choice made in the footer or the menu on the profile too, when signed in. The choice
 * already applies on this device; a failed save only means other devices do not follow it.
 */
export function useSavePreference() {
  const client = useQueryClient();
  return useCallback(
    (change: Pick<ProfileUpdate, 'language' | 'units'>) => {
      const user = useAuthStore.getState().user;
      if (!user) return;
      callApi('profileUpdate', { body: change })
        .then((profile: Profile) => {
          client.setQueryData(profileQuery(user.username).queryKey, profile);
        })
        .catch(() => {
          // Offline or signed out meanwhile: this device keeps the choice regardless.
        });
    },
    [client],
  );
}
