import type { BookmarkEntry, BookmarkType } from '@divespot/shared/bookmarks';
import { coverImageUrl, type ImageOwnerKind } from '@divespot/shared/images';
import type { TextsIn } from '../../db/texts/texts-in.ts';
import type { entryRows } from './lists.repository.ts';

/** The kind of picture each kind of saved item has. */
export const IMAGE_KIND = {
  DIVE_SPOT: 'spot',
  DIVE_CENTER: 'center',
  MARINE_LIFE: 'species',
} as const satisfies Record<BookmarkType, ImageOwnerKind>;

/** A saved item as its card shows it; what its kind lacks (a species' position) stays null. */
function toEntry(
  type: BookmarkType,
  r: { id: number; slug: string; name: string },
  more: Partial<BookmarkEntry>,
): BookmarkEntry {
  return {
    objectId: r.id,
    type,
    slug: r.slug,
    name: r.name,
    commonNameLang: null,
    scientificName: null,
    imageUrl: coverImageUrl(IMAGE_KIND[type], r.id),
    countryCode: null,
    place: null,
    latitude: null,
    longitude: null,
    depthMin: null,
    depthMax: null,
    level: null,
    ...more,
  };
}

type EntryRows = Awaited<ReturnType<typeof entryRows>>;

/**
 * A list's items as cards, in no particular order: species and regions named in the language of
 * `texts` where they have a name in it (decision 0014).
 */
export function entriesOf(rows: EntryRows, texts: TextsIn): BookmarkEntry[] {
  const located = (r: (EntryRows['spots'] | EntryRows['centers'])[number]) => ({
    countryCode: r.country_code,
    place: texts.regionName(r.region_id, r.region_name) ?? r.country_name,
    latitude: r.latitude,
    longitude: r.longitude,
  });
  return [
    ...rows.spots.map((r) =>
      toEntry('DIVE_SPOT', r, {
        ...located(r),
        depthMin: r.depth_min,
        depthMax: r.depth_max,
        level: r.level,
      }),
    ),
    ...rows.centers.map((r) => toEntry('DIVE_CENTER', r, located(r))),
    ...rows.species.map((r) => {
      const name = texts.text('species', r.id, 'common_name', r.common_name);
      return toEntry(
        'MARINE_LIFE',
        { ...r, name: name.text },
        {
          commonNameLang: name.lang,
          scientificName: r.scientific_name,
          depthMin: r.depth_min,
          depthMax: r.depth_max,
        },
      );
    }),
  ];
}
