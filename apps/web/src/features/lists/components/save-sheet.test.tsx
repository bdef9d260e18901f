// @vitest-environment happy-dom
import { SAVE_SHEET_CLOSE_DRAG_PX } from '@divespot/shared/bookmark-vocabulary';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { signInAsAda } from '../../auth/auth.fixture.ts';
import { useAuthStore } from '../../auth/index.ts';
import { SaveSheet } from './save-sheet.tsx';

const SAVED = {
  objectId: 1,
  name: 'Favorites',
  slug: 'saved',
  description: null,
  privacy: 'PRIVATE',
  isDefault: true,
  itemCount: 0,
  coverImageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The sheet as a Save button holds it. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SaveSheet
        open={open}
        onClose={() => setOpen(false)}
        target={{ type: 'DIVE_SPOT', id: 300, name: 'Salem Express' }}
      />
    </>
  );
}

async function openSheet() {
  const page = renderPage(<Harness />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await page.user.click(opener);
  const sheet = await screen.findByRole('dialog', { name: 'Save to a list' });
  await within(sheet).findByRole('checkbox', { name: /^Favorites/ });
  return { ...page, opener, sheet, handle: screen.getByTestId('save-sheet-handle') };
}

/** A finger on the handle at y 100, moved down by `by` px, then lifted there. */
function drag(handle: HTMLElement, by: number, { lift = true } = {}) {
  fireEvent.pointerDown(handle, { pointerId: 7, clientY: 100, pointerType: 'touch' });
  fireEvent.pointerMove(handle, { pointerId: 7, clientY: 100 + by / 2, pointerType: 'touch' });
  fireEvent.pointerMove(handle, { pointerId: 7, clientY: 100 + by, pointerType: 'touch' });
  if (lift) fireEvent.pointerUp(handle, { pointerId: 7, clientY: 100 + by, pointerType: 'touch' });
}

const panel = () => screen.getByTestId('save-sheet');

beforeEach(() => {
  signInAsAda();
  stubApi((url) => {
    if (url.pathname === '/api/bookmarks/folders') return json(200, [SAVED]);
    if (url.pathname.endsWith('/bookmarked'))
      return json(200, { bookmarked: false, folderIds: [] });
    return undefined;
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  useAuthStore.getState().signOut();
  vi.unstubAllGlobals();
});

describe('SaveSheet', () => {
  it('follows a finger dragging its handle down, and snaps back when let go within 120 px', async () => {
    const { handle } = await openSheet();
    drag(handle, 80, { lift: false });
    expect(panel().style.transform).toBe('translateY(80px)');
    fireEvent.pointerUp(handle, { pointerId: 7, clientY: 100 + SAVE_SHEET_CLOSE_DRAG_PX });
    expect(panel().style.transform).toBe('');
    expect(screen.getByRole('dialog', { name: 'Save to a list' })).toBeTruthy();
  });

  it('does not move up past where it rests', async () => {
    const { handle } = await openSheet();
    drag(handle, -60, { lift: false });
    expect(panel().style.transform).toBe('');
  });

  it('closes when dragged down past 120 px, and gives focus back to its button', async () => {
    const { handle, opener } = await openSheet();
    drag(handle, SAVE_SHEET_CLOSE_DRAG_PX + 1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape (the dialog’s cancel), giving focus back to its button', async () => {
    const { sheet, opener } = await openSheet();
    // happy-dom has no Escape behaviour for <dialog>; the browser sends this event (e2e covers it).
    fireEvent(sheet, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('has a close button and keeps Tab inside', async () => {
    const { sheet, user, opener } = await openSheet();
    const close = within(sheet).getByRole('button', { name: 'Close' });
    const done = within(sheet).getByRole('button', { name: 'Done' });
    done.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(done);
    await user.click(close);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
