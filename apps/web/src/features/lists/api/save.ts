import type {
  BookmarkFolderSummary,
  BookmarkItem,
  Bookmarked,
  SavedItems,
} from '@divespot/shared/bookmarks';
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { itemOf, withCount, withSaved, type SaveTarget } from '../lib/saved-items.ts';
import { listKeys } from './keys.ts';

/** A toggle of one list: `present` is what the diver asked for (in the list, or not). */
export interface ToggleVariables {
  listId: number;
  present: boolean;
}

const toggleKey = (target: Pick<SaveTarget, 'type' | 'id'>) =>
  [...listKeys.all, 'toggle', target.type, target.id] as const;

/**
 * Shows `item` in (`present`) or out of list `listId` in the cached lists and in the item's
 * cached `bookmarked` answer, before the server has said so. Undone by the opposite call, which
 * leaves other lists' changes in flight alone (a snapshot would undo them too).
 */
function showMembership(
  client: QueryClient,
  item: BookmarkItem,
  listId: number,
  present: boolean,
): void {
  const key = listKeys.bookmarked(item.type, item.objectId);
  const before = client.getQueryData<Bookmarked>(key);
  const others = (before?.folderIds ?? []).filter((id) => id !== listId);
  const folderIds = present ? [...others, listId] : others;
  if (before?.folderIds.includes(listId) !== present) {
    client.setQueryData<BookmarkFolderSummary[]>(
      listKeys.lists(),
      (lists) => lists && withCount(lists, listId, present),
    );
  }
  client.setQueryData<Bookmarked>(key, { bookmarked: folderIds.length > 0, folderIds });
  client.setQueryData<SavedItems>(
    listKeys.saved(),
    (saved) => saved && withSaved(saved, item, folderIds.length > 0),
  );
}

/**
 * docs/product/states.md "then reloads lists": once the last change in flight has settled, everything of the
 * lists feature is fetched again. Reloading after each one would show an answer that misses a
 * change still on its way; returning the promise keeps the change busy until the lists are back.
 */
function reloadWhenSettled(client: QueryClient): Promise<void> | undefined {
  // This mutation still counts as pending while it settles.
  if (client.isMutating({ mutationKey: listKeys.all }) > 1) return undefined;
  return client.invalidateQueries({ queryKey: listKeys.all });
}

/**
 * Adds the item to a list or removes it (docs/product/states.md Save dialog), showing the change at once and
 * taking it back if the server refuses; then the lists reload.
 */
export function useToggleSaved(target: Pick<SaveTarget, 'type' | 'id'>) {
  const client = useQueryClient();
  const item = itemOf(target);
  return useMutation({
    mutationKey: toggleKey(target),
    mutationFn: ({ listId, present }: ToggleVariables) =>
      callApi(present ? 'bookmarkItemAdd' : 'bookmarkItemRemove', {
        params: { id: listId },
        body: item,
      }),
    onMutate: async ({ listId, present }) => {
      await client.cancelQueries({ queryKey: listKeys.lists() });
      await client.cancelQueries({ queryKey: listKeys.saved() });
      await client.cancelQueries({ queryKey: listKeys.bookmarked(item.type, item.objectId) });
      showMembership(client, item, listId, present);
    },
    onError: (_error, { listId, present }) => showMembership(client, item, listId, !present),
    // A refused change is told at once; the lists still reload behind it.
    onSettled: (_list, error) => {
      const reload = reloadWhenSettled(client);
      return error ? undefined : reload;
    },
  });
}

/**
 * The lists whose toggle for this item is on its way to the server, each with what was asked
 * (in the list or not): the row shows it at once, busy, whatever the caches say yet.
 */
export function useTogglesInFlight(target: Pick<SaveTarget, 'type' | 'id'>): Map<number, boolean> {
  const pending = useMutationState({
    filters: { mutationKey: toggleKey(target), status: 'pending' },
    select: (mutation) => mutation.state.variables as ToggleVariables | undefined,
  });
  return new Map(
    pending.filter((v): v is ToggleVariables => v !== undefined).map((v) => [v.listId, v.present]),
  );
}

/** The list was made, but the item did not go into it (the list still shows after reloading). */
export class AddAfterCreateError extends Error {
  override name = 'AddAfterCreateError';
  override readonly cause: unknown;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.cause = cause;
  }
}

/**
 * Makes a new list (PRIVATE, docs/product/validation.md) and puts the item in it. A failure to make the list
 * rejects with the API's error; a failure to add the item with {@link AddAfterCreateError}.
 */
export function useCreateListWithItem(target: Pick<SaveTarget, 'type' | 'id'>) {
  const client = useQueryClient();
  const item = itemOf(target);
  return useMutation({
    mutationKey: [...listKeys.all, 'create'],
    mutationFn: async (name: string) => {
      const created = await callApi('bookmarkFolderCreate', {
        body: { name: name.trim(), privacy: 'PRIVATE' },
      });
      try {
        return await callApi('bookmarkItemAdd', { params: { id: created.objectId }, body: item });
      } catch (error) {
        throw new AddAfterCreateError(error);
      }
    },
    onSuccess: ({ savedItems: _items, ...list }) => {
      client.setQueryData<BookmarkFolderSummary[]>(listKeys.lists(), (lists) =>
        lists && !lists.some((f) => f.objectId === list.objectId) ? [...lists, list] : lists,
      );
      client.setQueryData<Bookmarked>(listKeys.bookmarked(item.type, item.objectId), (old) =>
        old ? { bookmarked: true, folderIds: [...old.folderIds, list.objectId] } : old,
      );
      client.setQueryData<SavedItems>(
        listKeys.saved(),
        (saved) => saved && withSaved(saved, item, true),
      );
    },
    onSettled: () => reloadWhenSettled(client),
  });
}
