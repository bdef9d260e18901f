import type { BookmarkType } from '@divespot/shared/bookmarks';

/**
 * A guest's Save, kept across signing in (docs/product/screens.md: after signing in the diver lands back with the
 * dialog open). It lives in session storage, so it also survives the Google sign-in round trip,
 * which reloads the page it started from.
 */
const KEY = 'divespot-pending-save';

/** A sign-in that takes longer than this is a different visit: the Save is forgotten. */
const PENDING_SAVE_TTL_MS = 15 * 60_000;

interface PendingSave {
  type: BookmarkType;
  id: number;
  path: string;
  at: number;
}

/** Remembers that a guest asked to save an item on the page at `path`. */
export function rememberPendingSave(type: BookmarkType, id: number, path: string): void {
  try {
    const pending: PendingSave = { type, id, path, at: Date.now() };
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage denied: after signing in the diver presses Save again.
  }
}

function read(): PendingSave | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingSave>) : null;
    if (!value || typeof value.id !== 'number' || typeof value.at !== 'number') return null;
    return value as PendingSave;
  } catch {
    return null;
  }
}

/** Whether a pending Save of this item on this page is waiting. */
export function hasPendingSave(type: BookmarkType, id: number, path: string): boolean {
  const pending = read();
  return (
    pending !== null &&
    pending.type === type &&
    pending.id === id &&
    pending.path === path &&
    Date.now() - pending.at < PENDING_SAVE_TTL_MS
  );
}

/**
 * Takes the pending Save of this item on this page: true once (so of two buttons for one item
 * only the first opens the dialog), false when there is none.
 */
export function takePendingSave(type: BookmarkType, id: number, path: string): boolean {
  if (!hasPendingSave(type, id, path)) return false;
  forgetPendingSave();
  return true;
}

export function forgetPendingSave(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
