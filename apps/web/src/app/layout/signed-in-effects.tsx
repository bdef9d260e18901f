import { useEffect, useRef } from 'react';
import { useProfile, useSessionKeeper } from '../../features/auth/index.ts';
import { useLanguageStore } from '../../lib/i18n/language-store.ts';
import { setUnitSystem, useUnitsStore } from '../../lib/units/units-store.ts';

/**
 * A signed-in diver's language and units follow them between devices: once their profile is in,
 * the choice kept there (if any) is applied here.
 */
function useProfilePreferences(username: string): void {
  const { data: profile } = useProfile(username);
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
 * What runs for a signed-in diver on every page: the session kept alive and the profile's
 * preferences applied. The layout loads it only for a signed-in diver, so a visitor's first
 * load carries none of it.
 */
export function SignedInEffects({ username }: { username: string }) {
  useSessionKeeper();
  useProfilePreferences(username);
  return null;
}
