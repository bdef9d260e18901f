import type { BookmarkType } from '@divespot/shared/bookmarks';

/** Query keys of the lists feature; everything under `['bookmarks']` belongs to one user. */
export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  folders: () => ['bookmarks', 'folders'] as const,
  bookmarked: (type: BookmarkType, id: number) => ['bookmarks', 'bookmarked', type, id] as const,
  saved: () => ['bookmarks', 'saved'] as const,
  view: (slug: string) => ['bookmarks', 'view', slug] as const,
};
