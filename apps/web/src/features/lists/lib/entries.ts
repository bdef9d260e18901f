import { clamp } from '@divespot/shared/numbers';
import type { BookmarkEntry, BookmarkType } from '@divespot/shared/bookmarks';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { MapBounds } from '../../../components/map/map-types.ts';

/** The page an item of a list links to. */
export function entryHref(entry: Pick<BookmarkEntry, 'type' | 'slug'>): string {
  const page = { DIVE_SPOT: PAGES.spot, DIVE_CENTER: PAGES.diveCenter, MARINE_LIFE: PAGES.species };
  return pagePath(page[entry.type], { slug: entry.slug });
}

/** The id of a list page's heading, focused when an item's whole group is gone. */
export const LIST_TITLE_ID = 'list-title';

/** The order the groups of a list's page come in. */
export const ENTRY_GROUPS: readonly BookmarkType[] = ['DIVE_SPOT', 'DIVE_CENTER', 'MARINE_LIFE'];

/** An item's key on the page: ids are only unique within a type. */
export const entryKey = (entry: Pick<BookmarkEntry, 'type' | 'objectId'>) =>
  `${entry.type}:${entry.objectId}`;

/** Entries with a position: dive spots and dive centers (species have none). */
export type PlacedEntry = BookmarkEntry & { latitude: number; longitude: number };

export const isPlaced = (entry: BookmarkEntry): entry is PlacedEntry =>
  entry.latitude !== null && entry.longitude !== null;

/**
 * A view holding every placed entry with a margin around them: a quarter of their spread, and
 * at least a third of a degree, so a single spot shows with its coast.
 */
export function viewAround(entries: readonly PlacedEntry[]): MapBounds {
  const lats = entries.map((e) => e.latitude);
  const lngs = entries.map((e) => e.longitude);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const pad = (span: number) => Math.max(span * 0.25, 0.35);
  const latPad = pad(north - south);
  const lngPad = pad(east - west);
  return {
    north: clamp(north + latPad, -85, 85),
    south: clamp(south - latPad, -85, 85),
    east: clamp(east + lngPad, -180, 180),
    west: clamp(west - lngPad, -180, 180),
    zoom: 8,
  };
}
