import type { BookmarkEntry, BookmarkFolder, BookmarkFolderView } from '@divespot/shared/bookmarks';

/** A list as the API answers it, for render tests; `savedItems` follows `itemCount` if given. */
export function testList(overrides: Partial<BookmarkFolder> = {}): BookmarkFolder {
  return {
    objectId: 1,
    name: 'Favorites',
    slug: 'saved-abcd',
    description: null,
    privacy: 'PRIVATE',
    isDefault: true,
    savedItems: [],
    itemCount: 0,
    coverImageUrl: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A dive spot of a list's page. */
export function testSpotEntry(id: number, name: string, overrides: Partial<BookmarkEntry> = {}) {
  return {
    objectId: id,
    type: 'DIVE_SPOT',
    slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id}`,
    name,
    commonNameLang: null,
    scientificName: null,
    imageUrl: `/api/image/illustration/spot/${id}`,
    countryCode: 'EG',
    place: 'Egypt',
    latitude: 27.9 + id / 100,
    longitude: 34.3,
    depthMin: 5,
    depthMax: 30,
    level: 'advanced',
    ...overrides,
  } satisfies BookmarkEntry;
}

/** A list's page: the list holding `entries` in their order. */
export function testView(
  entries: BookmarkEntry[],
  list: Partial<BookmarkFolder> = {},
  more: Partial<BookmarkFolderView> = {},
): BookmarkFolderView {
  const savedItems = entries.map(({ objectId, type }) => ({ objectId, type }));
  return {
    folder: testList({
      objectId: 7,
      name: 'Red Sea wrecks',
      slug: 'red-sea-wrecks-k7qd',
      isDefault: false,
      savedItems,
      itemCount: savedItems.length,
      ...list,
    }),
    ownerName: 'Ada',
    isOwner: true,
    entries,
    ...more,
  };
}
