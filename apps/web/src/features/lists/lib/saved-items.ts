import type {
  BookmarkFolderSummary,
  BookmarkItem,
  BookmarkType,
  SavedItems,
} from '@divespot/shared/bookmarks';

/** Something a diver can save: its type, id and name (the dialog names it). */
export interface SaveTarget {
  type: BookmarkType;
  id: number;
  name: string;
}

/** The API's body for adding or removing `target`. */
export const itemOf = (target: Pick<SaveTarget, 'type' | 'id'>): BookmarkItem => ({
  objectId: target.id,
  type: target.type,
});

const same = (a: BookmarkItem, b: BookmarkItem) => a.objectId === b.objectId && a.type === b.type;

/** Whether any of the diver's lists holds `item` (GET /api/bookmarks/items). */
export const isSaved = (saved: SavedItems | undefined, item: BookmarkItem) =>
  saved?.items.some((i) => same(i, item)) ?? false;

/** `saved` with `item` in it (`present`) or not. */
export function withSaved(saved: SavedItems, item: BookmarkItem, present: boolean): SavedItems {
  const rest = saved.items.filter((i) => !same(i, item));
  return { items: present ? [item, ...rest] : rest };
}

/**
 * The lists with list `listId`'s count changed by an item put in (`present`) or taken out, as
 * the server will have them. Other lists are returned as they were.
 */
export function withCount(
  lists: readonly BookmarkFolderSummary[],
  listId: number,
  present: boolean,
): BookmarkFolderSummary[] {
  return lists.map((list) =>
    list.objectId === listId
      ? { ...list, itemCount: Math.max(0, list.itemCount + (present ? 1 : -1)) }
      : list,
  );
}
