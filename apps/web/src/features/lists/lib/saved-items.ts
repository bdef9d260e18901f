import type { BookmarkFolder, BookmarkItem, BookmarkType } from '@divespot/shared/bookmarks';

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

/** Whether `folder` holds `item`. */
export const holds = (folder: BookmarkFolder, item: BookmarkItem) =>
  folder.savedItems.some((saved) => same(saved, item));

/** The ids of the lists holding `item`. */
export const foldersHolding = (folders: readonly BookmarkFolder[], item: BookmarkItem) =>
  folders.filter((f) => holds(f, item)).map((f) => f.objectId);

/**
 * The lists with `item` put into (`present`) or taken out of list `folderId`, as the server
 * will have them: added items go last, counts follow. Other lists are returned as they were.
 */
export function withItem(
  folders: readonly BookmarkFolder[],
  folderId: number,
  item: BookmarkItem,
  present: boolean,
): BookmarkFolder[] {
  return folders.map((folder) => {
    if (folder.objectId !== folderId || holds(folder, item) === present) return folder;
    const savedItems = present
      ? [...folder.savedItems, item]
      : folder.savedItems.filter((saved) => !same(saved, item));
    return { ...folder, savedItems, itemCount: Math.max(0, folder.itemCount + (present ? 1 : -1)) };
  });
}
