/**
 * Lists (bookmark folders, docs/product/entities.md, docs/product/api.md): a diver saves dive spots, dive centers and species
 * to named lists, private unless made public. Every user has one default list ('Favorites').
 */

/** What can be saved: the type constants of the API (docs/product/entities.md#list). */
export const BOOKMARK_TYPES = ['DIVE_SPOT', 'DIVE_CENTER', 'MARINE_LIFE'] as const;
export type BookmarkType = (typeof BOOKMARK_TYPES)[number];

export const BOOKMARK_PRIVACIES = ['PRIVATE', 'PUBLIC'] as const;
export type BookmarkPrivacy = (typeof BOOKMARK_PRIVACIES)[number];

/** Limits that keep one account's lists bounded. */
export const BOOKMARK_LIMITS = {
  foldersPerUser: 200,
  itemsPerFolder: 5000,
  nameMax: 80,
  descriptionMax: 1000,
} as const;

/** docs/product/limits.md: dragging the Save sheet down further than this closes it; less snaps it back. */
export const SAVE_SHEET_CLOSE_DRAG_PX = 120;

/**
 * The default list's name, as stored (the web app shows it in the reader's language). Not
 * 'Saved': every saved item reads 'Saved' whichever list holds it, and a list of that name beside
 * it read as if it held them all (migration 0016 renamed the earlier default lists).
 */
export const DEFAULT_FOLDER_NAME = 'Favorites';

/** What a list exports to: GPX waypoints for GPS units and dive computers, or a CSV table. */
export const BOOKMARK_EXPORT_FORMATS = ['gpx', 'csv'] as const;
export type BookmarkExportFormat = (typeof BOOKMARK_EXPORT_FORMATS)[number];

/** `GET /api/bookmarks/folders/slug/{slug}/export.{gpx|csv}`: same visibility as the list. */
export function bookmarkExportPath(slug: string, format: BookmarkExportFormat): string {
  return `/api/bookmarks/folders/slug/${encodeURIComponent(slug)}/export.${format}`;
}
