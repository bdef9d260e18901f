import type {
  BookmarkFolder,
  BookmarkFolderSummary,
  BookmarkFolderView,
  BookmarkItem,
  BookmarkPrivacy,
} from '@divespot/shared/bookmarks';
import { useMutation, useQueryClient, type QueryClient } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { listKeys } from './keys.ts';

const VIEWS = ['bookmarks', 'view'] as const;
const BOOKMARKED = ['bookmarks', 'bookmarked'] as const;

const sameItem = (a: BookmarkItem, b: BookmarkItem) =>
  a.objectId === b.objectId && a.type === b.type;

/** A list as `GET /api/bookmarks/folders` has it: without its items. */
function summaryOf(list: BookmarkFolder): BookmarkFolderSummary {
  const summary: Partial<BookmarkFolder> = { ...list };
  delete summary.savedItems;
  return summary as BookmarkFolderSummary;
}

/** Puts a list the server answered with into the cached lists and into its cached pages. */
export function storeList(client: QueryClient, list: BookmarkFolder): void {
  const summary = summaryOf(list);
  client.setQueryData<BookmarkFolderSummary[]>(listKeys.lists(), (old) =>
    old?.map((f) => (f.objectId === list.objectId ? summary : f)),
  );
  for (const [key, old] of client.getQueriesData<BookmarkFolderView>({ queryKey: VIEWS })) {
    if (old?.folder.objectId !== list.objectId) continue;
    client.setQueryData(key, { ...old, folder: list });
    // A renamed list moves to its new slug: its page is there already, without a new request.
    const [, , slug, ...rest] = key;
    if (slug !== list.slug)
      client.setQueryData([...VIEWS, list.slug, ...rest], { ...old, folder: list });
  }
}

/** POST /api/bookmarks/folders: a new list, first after the default one. */
export function useCreateList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; privacy: BookmarkPrivacy }) =>
      callApi('bookmarkFolderCreate', { body: input }),
    onSuccess: (list) => {
      const made = summaryOf(list);
      client.setQueryData<BookmarkFolderSummary[]>(listKeys.lists(), (old) =>
        old ? [...old.filter((f) => f.isDefault), made, ...old.filter((f) => !f.isDefault)] : old,
      );
      void client.invalidateQueries({ queryKey: listKeys.lists() });
    },
  });
}

/** What can change about a list itself: its name, its description or who can see it. */
export type ListChange =
  { name: string } | { description: string | null } | { privacy: BookmarkPrivacy };

function sendChange(id: number, change: ListChange) {
  if ('name' in change) return callApi('bookmarkFolderRename', { params: { id }, body: change });
  if ('privacy' in change) {
    return callApi('bookmarkFolderPrivacy', { params: { id }, body: change });
  }
  return callApi('bookmarkFolderDescription', { params: { id }, body: change });
}

/** PUT /api/bookmarks/folders/{id}, /description or /privacy: renames, describes or shares. */
export function useChangeList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ListChange }) => sendChange(id, change),
    onSuccess: (list) => {
      storeList(client, list);
      void client.invalidateQueries({ queryKey: listKeys.lists() });
    },
  });
}

/**
 * DELETE /api/bookmarks/folders/{id}, without a hook: the undo toast commits it when it expires
 * or as the page goes away (`keepalive`, so closing the tab does not cancel it).
 */
export async function deleteList(client: QueryClient, id: number): Promise<void> {
  // Gone from the lists before the answer, so the card does not come back while it travels.
  const before = client.getQueryData<BookmarkFolderSummary[]>(listKeys.lists());
  client.setQueryData<BookmarkFolderSummary[]>(listKeys.lists(), (old) =>
    old?.filter((f) => f.objectId !== id),
  );
  try {
    await callApi('bookmarkFolderDelete', { params: { id }, keepalive: true });
  } catch (error) {
    client.setQueryData(listKeys.lists(), before);
    throw error;
  }
  void client.invalidateQueries({ queryKey: listKeys.saved() });
  client.removeQueries({
    queryKey: VIEWS,
    predicate: (q) => (q.state.data as BookmarkFolderView | undefined)?.folder.objectId === id,
  });
  void client.invalidateQueries({ queryKey: BOOKMARKED });
}

type Snapshot = [readonly unknown[], unknown][];

/**
 * Changes the cached pages of list `id` (its items and its entries) at once, and returns what
 * they were, to put back if the server refuses.
 */
async function optimistically(
  client: QueryClient,
  id: number,
  change: <T extends BookmarkItem>(items: T[]) => T[],
): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: VIEWS });
  const before = client.getQueriesData<BookmarkFolderView>({ queryKey: VIEWS });
  client.setQueriesData<BookmarkFolderView>({ queryKey: VIEWS }, (old) => {
    if (!old || old.folder.objectId !== id) return old;
    const savedItems = change(old.folder.savedItems);
    const list = { ...old.folder, savedItems, itemCount: savedItems.length };
    return { ...old, folder: list, entries: change(old.entries) };
  });
  return before;
}

function rollBack(client: QueryClient, snapshot: Snapshot | undefined) {
  for (const [key, data] of snapshot ?? []) client.setQueryData(key, data);
  void client.invalidateQueries({ queryKey: VIEWS });
}

/** DELETE /api/bookmarks/folders/{id}/items: gone from the page at once, back if it fails. */
export function useRemoveItem(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (item: BookmarkItem) =>
      callApi('bookmarkItemRemove', {
        params: { id },
        body: { objectId: item.objectId, type: item.type },
      }),
    onMutate: (item) =>
      optimistically(client, id, (items) => items.filter((i) => !sameItem(i, item))),
    onError: (_error, _item, snapshot) => rollBack(client, snapshot),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: listKeys.lists() });
      void client.invalidateQueries({ queryKey: BOOKMARKED });
    },
  });
}

/** `items` with `item` taken out and put back at `index`, as the server moves it. */
export function moveInList<T extends BookmarkItem>(items: T[], item: BookmarkItem, index: number) {
  const from = items.findIndex((i) => sameItem(i, item));
  if (from < 0) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(Math.min(index, next.length), 0, moved);
  return next;
}

/** PUT /api/bookmarks/folders/{id}/items/position: `index` is 0-based over the whole list. */
export function useMoveItem(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, index }: { item: BookmarkItem; index: number }) =>
      callApi('bookmarkItemMove', {
        params: { id },
        body: { objectId: item.objectId, type: item.type, index },
      }),
    onMutate: ({ item, index }) =>
      optimistically(client, id, (items) => moveInList(items, item, index)),
    onError: (_error, _input, snapshot) => rollBack(client, snapshot),
    // The lists' covers follow the first item.
    onSuccess: () => void client.invalidateQueries({ queryKey: listKeys.lists() }),
  });
}
