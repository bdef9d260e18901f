import { illustrationUrl, sizedImageUrl } from '@divespot/shared/images';

/** Rating with one decimal (SPEC §9). */
export const formatRating = (rating: number) => rating.toFixed(1);

/** Kilometres with one decimal (SPEC §9). */
export const formatDistance = (km: number) => `${km.toFixed(1)} km`;

/** '5–30 m', '30 m', or null when nothing is known. */
export function formatDepth(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return min === max ? `${max} m` : `${min}–${max} m`;
  if (max !== null) return `${max} m`;
  if (min !== null) return `${min} m`;
  return null;
}

/** A spot's cover at a size; its illustration when it has no photo, so no card is blank. */
export function spotImage(
  objectId: number,
  coverImageLink: string | null,
  width: number,
  height: number,
): string {
  return sizedImageUrl(coverImageLink ?? illustrationUrl('spot', objectId), width, height);
}

/** The spot page (SPEC §2: spot cards link to the spot by objectId). */
export const spotHref = (objectId: number) => `/spots/${objectId}`;
