import type { BookmarkType } from '@divespot/shared/bookmarks';
import { queryOptions, useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { listKeys } from './keys.ts';

/** GET /api/bookmarks/folders: the signed-in user's lists, the default one first. */
export const listsQuery = () =>
  queryOptions({
    queryKey: listKeys.lists(),
    queryFn: ({ signal }) => callApi('bookmarkFolders', { signal }),
  });

/** The signed-in user's lists; idle (no request) for guests. */
export function useLists(enabled = true) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return useQuery({ ...listsQuery(), enabled: enabled && signedIn });
}

/** GET /api/bookmarks/items/{type}/{id}/bookmarked: whether, and in which lists. */
export const bookmarkedQuery = (type: BookmarkType, id: number) =>
  queryOptions({
    queryKey: listKeys.bookmarked(type, id),
    queryFn: ({ signal }) => callApi('bookmarked', { params: { type, id }, signal }),
  });

/** Whether the signed-in user saved an item; idle for guests. */
export function useBookmarked(type: BookmarkType, id: number, enabled = true) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return useQuery({ ...bookmarkedQuery(type, id), enabled: enabled && signedIn });
}

/** GET /api/bookmarks/folders/slug/{slug}/view: a list with its items, for its page. */
export const listViewQuery = (slug: string) =>
  queryOptions({
    queryKey: listKeys.view(slug),
    queryFn: ({ signal }) => callApi('bookmarkFolderView', { params: { slug }, signal }),
  });

/** GET /api/bookmarks/items: every item the user saved, once each. */
export const savedItemsQuery = () =>
  queryOptions({
    queryKey: listKeys.saved(),
    queryFn: ({ signal }) => callApi('bookmarkSavedItems', { signal }),
  });

/** What the signed-in user saved ('Saved' on every card with one request); idle for guests. */
export function useSavedItems(enabled = true) {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  return useQuery({ ...savedItemsQuery(), enabled: enabled && signedIn });
}
