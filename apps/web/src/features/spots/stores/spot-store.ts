import type { SpotDetail } from '@divespot/shared/spots';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** How many spots the store keeps: the most recently opened ones. */
export const SPOT_STORE_LIMIT = 40;

interface StoredSpot {
  spot: SpotDetail;
  /** The language its texts are in (the interface language it was asked in). */
  language: string;
  /** When the details were fetched (ms since the epoch). */
  savedAt: number;
}

interface SpotStoreState {
  /** By `id:{objectId}` (not a bare number, which objects would sort), the newest last. */
  spots: Record<string, StoredSpot>;
  remember: (spot: SpotDetail, language: string, savedAt?: number) => void;
}

/**
 * docs/product/limits.md 'divespot-store': the details of the spots a diver opened lately, persisted in
 * localStorage, so a spot's page opens at once on a later visit (the page refreshes them in the
 * background). Bump `version` when SpotDetail changes shape: older entries are then dropped.
 */
export const useSpotStore = create<SpotStoreState>()(
  persist(
    (set) => ({
      spots: {},
      remember: (spot, language, savedAt = Date.now()) =>
        set((state) => {
          const key = `id:${spot.objectId}`;
          const rest = Object.entries(state.spots).filter(([k]) => k !== key);
          const kept = rest.slice(Math.max(0, rest.length - (SPOT_STORE_LIMIT - 1)));
          return { spots: Object.fromEntries([...kept, [key, { spot, language, savedAt }]]) };
        }),
    }),
    {
      name: 'divespot-store',
      // 2: spots carry their altitude. 3: their texts' languages, stored with the spot's.
      version: 3,
      storage: createJSONStorage(() => window.localStorage),
      partialize: (state) => ({ spots: state.spots }),
      migrate: () => ({ spots: {} }),
      merge: (persisted, current) => {
        const spots = (persisted as Partial<SpotStoreState> | undefined)?.spots;
        return { ...current, spots: isStoredSpots(spots) ? spots : {} };
      },
    },
  ),
);

function isStoredSpots(value: unknown): value is Record<string, StoredSpot> {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).every((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return false;
    const { spot, savedAt, language } = entry as Partial<StoredSpot>;
    return (
      typeof savedAt === 'number' &&
      typeof language === 'string' &&
      typeof spot === 'object' &&
      spot !== null &&
      typeof spot.objectId === 'number' &&
      typeof spot.slug === 'string' &&
      typeof spot.name === 'string'
    );
  });
}

/** A stored spot by the key of its page (its id or its slug), when stored in `language`. */
export function storedSpot(
  key: { slug: string } | { id: number },
  language: string,
): StoredSpot | undefined {
  const { spots } = useSpotStore.getState();
  const found =
    'id' in key
      ? spots[`id:${key.id}`]
      : Object.values(spots).find((s) => s.spot.slug === key.slug);
  return found?.language === language ? found : undefined;
}
