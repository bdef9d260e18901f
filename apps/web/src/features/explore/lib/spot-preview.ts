import { ACTIVITY_NAMES, displayName } from '@divespot/shared/spot-vocabulary';
import type { SpotSummary } from '@divespot/shared/spots';
import type { MapSpot } from '../../../components/map/map-types.ts';

/** What the popup and the bottom card show of a spot, from its marker and, once loaded, its record. */
export interface SpotPreview {
  objectId: number;
  name: string;
  coverImageLink: string | null;
  rating: number | null;
  reviewCount: number;
  level: SpotSummary['level'];
  depthMin: number | null;
  depthMax: number | null;
  activities: { name: string; displayName: string }[];
  scientificName?: string | null;
  size?: string | number | null;
  address?: string | null;
  locationDescription?: string | null;
}

export function previewFromMarker(p: MapSpot): SpotPreview {
  return {
    objectId: p.objectId,
    name: p.name,
    coverImageLink: p.coverImageLink,
    rating: p.rating,
    reviewCount: p.reviewCount,
    level: p.level,
    depthMin: p.depthMin,
    depthMax: p.depthMax,
    activities: p.activityTypes.map((name) => ({
      name,
      displayName: displayName(ACTIVITY_NAMES, name),
    })),
  };
}

/** The marker's facts completed by the spot's record. */
export function withRecord(preview: SpotPreview, spot: SpotSummary | undefined): SpotPreview {
  if (!spot) return preview;
  return {
    ...preview,
    activities: spot.activityTypes.length ? spot.activityTypes : preview.activities,
    scientificName: spot.scientificName,
    size: spot.size,
    address: spot.address,
    locationDescription: spot.locationDescription,
  };
}
