import { illustrationUrl, sizedImageUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';

/** A spot's cover at a size; its illustration when it has no photo, so no card is blank. */
export function spotImage(
  objectId: number,
  coverImageLink: string | null,
  width: number,
  height: number,
): string {
  return sizedImageUrl(coverImageLink ?? illustrationUrl('spot', objectId), width, height);
}

/** The spot page (docs/product/screens.md: spot cards link to the spot by objectId). */
export const spotHref = (objectId: number) => pagePath(PAGES.spot, { slug: objectId });
