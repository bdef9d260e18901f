import type { BookmarkFolderSummary } from '@divespot/shared/bookmarks';
import type { QueryClient } from '../../../lib/query.ts';
import { create } from 'zustand';
import { deleteList } from '../api/manage.ts';

/** How long a deleted list can be brought back before the deletion reaches the server. */
export const UNDO_MS = 6000;

interface PendingDelete {
  list: BookmarkFolderSummary;
  client: QueryClient;
  timer: ReturnType<typeof setTimeout>;
}

interface PendingDeleteState {
  pending: PendingDelete | null;
  /** The last deletion the server refused, to say so. */
  failed: { list: BookmarkFolderSummary; error: unknown } | null;
}

/**
 * A list deleted on screen but not yet on the server: it disappears at once and an 'Undo' toast
 * offers it back for {@link UNDO_MS}. The deletion is sent when the toast expires, when another
 * list is deleted, or when the page goes away (see {@link commitPendingDelete}).
 */
export const usePendingDelete = create<PendingDeleteState>()(() => ({
  pending: null,
  failed: null,
}));

/** Sends the waiting deletion now, if there is one. */
export function commitPendingDelete(): void {
  const { pending } = usePendingDelete.getState();
  if (!pending) return;
  clearTimeout(pending.timer);
  usePendingDelete.setState({ pending: null });
  deleteList(pending.client, pending.list.objectId).catch((error: unknown) => {
    usePendingDelete.setState({ failed: { list: pending.list, error } });
  });
}

/** Deletes `list` on screen now and on the server in a few seconds, unless undone. */
export function scheduleDelete(client: QueryClient, list: BookmarkFolderSummary): void {
  commitPendingDelete();
  const timer = setTimeout(commitPendingDelete, UNDO_MS);
  usePendingDelete.setState({ pending: { list, client, timer }, failed: null });
}

/** Brings the waiting list back; nothing was sent. */
export function undoPendingDelete(): void {
  const { pending } = usePendingDelete.getState();
  if (!pending) return;
  clearTimeout(pending.timer);
  usePendingDelete.setState({ pending: null });
}

/** The id of the list waiting to be deleted (hidden from the page), or null. */
export const usePendingDeleteId = () => usePendingDelete((s) => s.pending?.list.objectId ?? null);
