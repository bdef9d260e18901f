import type { BookmarkType } from '@divespot/shared/bookmarks';

/**
 * Query keys of the lists feature, named after the API's paths (`/api/bookmarks/folders`…)
 * as other features' keys are; everything under `['bookmarks']` belongs to one user.
 */
export const listKeys = {
  all: ['bookmarks'] as const,
  lists: () => ['bookmarks', 'folders'] as const,
  bookmarked: (type: BookmarkType, id: number) => ['bookmarks', 'bookmarked', type, id] as const,
  saved: () => ['bookmarks', 'saved'] as const,
  view: (slug: string) => ['bookmarks', 'view', slug] as const,
};
