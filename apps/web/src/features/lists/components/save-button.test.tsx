// @vitest-environment happy-dom
import type { BookmarkFolder, BookmarkItem } from '@divespot/shared/bookmarks';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { json, renderPage as render, stubApi } from '../../../test/render.tsx';
import { signInAsAda } from '../../auth/auth.fixture.ts';
import { useAuthStore, useLoginModal } from '../../auth/index.ts';
import { SaveButton } from './save-button.tsx';

const SALEM = { type: 'DIVE_SPOT', id: 300, name: 'Salem Express' } as const;
const SALEM_ITEM: BookmarkItem = { objectId: 300, type: 'DIVE_SPOT' };

function listWith(objectId: number, name: string, items: BookmarkItem[] = []): BookmarkFolder {
  return {
    objectId,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    description: null,
    privacy: 'PRIVATE',
    isDefault: objectId === 1,
    savedItems: items,
    itemCount: items.length,
    coverImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The lists API as the server keeps it: adds and removes change what later reads return. */
/** Answers a request before the stand-in lists do; undefined (or a promise of it) passes. */
type Override = (
  url: URL,
  init: RequestInit,
) => Response | Promise<Response | undefined> | undefined;

function listsApi(initial: BookmarkFolder[], override: Override = () => undefined) {
  let lists = initial;
  return stubApi(async (url, init) => {
    const answer = await override(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    if (url.pathname === '/api/bookmarks/folders' && method === 'GET') {
      return json(
        200,
        lists.map(({ savedItems: _items, ...summary }) => summary),
      );
    }
    if (url.pathname === '/api/bookmarks/items') {
      const all = lists.flatMap((f) => f.savedItems);
      return json(200, { items: all.filter((i, n) => all.indexOf(i) === n) });
    }
    const holding = /^\/api\/bookmarks\/items\/(\w+)\/(\d+)\/bookmarked$/.exec(url.pathname);
    if (holding) {
      const folderIds = lists
        .filter((f) =>
          f.savedItems.some((i) => i.type === holding[1] && i.objectId === Number(holding[2])),
        )
        .map((f) => f.objectId);
      return json(200, { bookmarked: folderIds.length > 0, folderIds });
    }
    const items = /^\/api\/bookmarks\/folders\/(\d+)\/items$/.exec(url.pathname);
    if (items) {
      const id = Number(items[1]);
      const item = JSON.parse(init.body as string) as BookmarkItem;
      lists = lists.map((f) => {
        if (f.objectId !== id) return f;
        const rest = f.savedItems.filter((i) => i.objectId !== item.objectId);
        const savedItems = method === 'POST' ? [...rest, item] : rest;
        return { ...f, savedItems, itemCount: savedItems.length };
      });
      return json(
        200,
        lists.find((f) => f.objectId === id),
      );
    }
    if (url.pathname === '/api/bookmarks/folders' && method === 'POST') {
      const { name } = JSON.parse(init.body as string) as { name: string };
      lists = [...lists, listWith(9, name)];
      return json(201, listWith(9, name));
    }
    return json(404, { message: 'Not Found' });
  });
}

/** Holds requests back until the test opens it. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<undefined>((resolve) => (open = () => resolve(undefined)));
  return { opened, open };
}

async function openDialog() {
  const page = renderPage(<SaveButton target={SALEM} />, { route: '/spots/300' });
  await page.user.click(await screen.findByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
  return { ...page, dialog };
}

/** A guest on the spot's page presses Save (tokens go first, so nothing is revoked). */
async function guestPressesSave() {
  window.localStorage.clear();
  useAuthStore.getState().signOut();
  listsApi([listWith(1, 'Favorites')]);
  const { user } = renderPage(<SaveButton target={SALEM} />, { route: '/spots/300' });
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const box = (dialog: HTMLElement, list: string) =>
  within(dialog).findByRole('checkbox', { name: new RegExp(`^${list}`) });

const clients: QueryClient[] = [];

/** The page, with its query client kept so the test can wait for its reloads to finish. */
function renderPage(ui: ReactNode, options?: Parameters<typeof render>[1]) {
  const page = render(ui, options);
  clients.push(page.client);
  return page;
}

beforeEach(() => signInAsAda());

afterEach(async () => {
  // The lists reload after each change: those requests still go to the stand-in API.
  for (const client of clients.splice(0)) {
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  }
  cleanup();
  // Tokens first: signing out with tokens would revoke them on the (real) server.
  window.localStorage.clear();
  window.sessionStorage.clear();
  useAuthStore.getState().signOut();
  useLoginModal.getState().close();
  vi.unstubAllGlobals();
});

describe('SaveButton', () => {
  it("reads 'Saved' and is pressed when the item is in any list", async () => {
    listsApi([listWith(1, 'Favorites'), listWith(2, 'Red Sea', [SALEM_ITEM])]);
    renderPage(<SaveButton target={SALEM} />);
    const button = await screen.findByRole('button', { name: 'Saved' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it("reads 'Save', not pressed, when no list holds it; icon buttons name the item", async () => {
    listsApi([listWith(1, 'Favorites', [{ objectId: 300, type: 'DIVE_CENTER' }])]);
    renderPage(<SaveButton target={SALEM} look="icon" />);
    const button = screen.getByRole('button', { name: 'Save Salem Express' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
  });

  it('adds the item to a list at once, shows it busy, then reloads the lists', async () => {
    const held = gate();
    const api = listsApi([listWith(1, 'Favorites'), listWith(2, 'Wrecks')], (url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/items') ? held.opened : undefined,
    );
    const { user, dialog } = await openDialog();
    const wrecks = await box(dialog, 'Wrecks');
    expect(within(dialog).getByRole('checkbox', { name: /^Favorites/ })).toBeTruthy();

    await user.click(wrecks);
    await waitFor(() => expect(wrecks).toHaveProperty('checked', true));
    expect(wrecks.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
    const [add] = api.to('/api/bookmarks/folders/2/items');
    expect(add).toMatchObject({ method: 'POST', body: SALEM_ITEM });

    const readsBefore = api.to('/api/bookmarks/folders').length;
    held.open();
    await waitFor(() => expect(wrecks.getAttribute('aria-busy')).toBeNull());
    expect(api.to('/api/bookmarks/folders').length).toBeGreaterThan(readsBefore);
    expect(wrecks).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('Added to Wrecks');
  });

  it('shows the press in the checkbox within the same event, before any later task', async () => {
    const held = gate();
    listsApi([listWith(1, 'Favorites'), listWith(2, 'Wrecks')], (url, init) =>
      init.method === 'POST' && url.pathname.endsWith('/items') ? held.opened : undefined,
    );
    const { dialog } = await openDialog();
    const favorites = await box(dialog, 'Favorites');
    // Read within the press's own turn: the row's state is set in the change event itself, not
    // when the mutation's state is next told to its readers (a task later).
    act(() => favorites.click());
    expect(favorites).toHaveProperty('checked', true);
    expect(favorites.getAttribute('aria-busy')).toBe('true');
    held.open();
    await waitFor(() => expect(favorites.getAttribute('aria-busy')).toBeNull());
    expect(favorites).toHaveProperty('checked', true);
  });

  it('removes the item from a list that holds it', async () => {
    const api = listsApi([listWith(1, 'Favorites', [SALEM_ITEM])]);
    const { user } = renderPage(<SaveButton target={SALEM} />);
    await user.click(await screen.findByRole('button', { name: 'Saved' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save to a list' });
    const saved = await box(dialog, 'Favorites');
    expect(saved).toHaveProperty('checked', true);
    await user.click(saved);
    await waitFor(() => expect(api.to('/api/bookmarks/folders/1/items')).toHaveLength(1));
    expect(api.to('/api/bookmarks/folders/1/items')[0]).toMatchObject({ method: 'DELETE' });
    await screen.findByRole('button', { name: 'Save' });
  });

  it("takes a refused change back and says 'Failed to update list' after the server's words", async () => {
    const reload = gate();
    let reads = 0;
    listsApi([listWith(1, 'Favorites'), listWith(2, 'Wrecks')], (url, init) => {
      if (init.method === 'POST' && url.pathname.endsWith('/items'))
        return json(500, { status: 500, code: 'INTERNAL', message: 'The lists are resting' });
      // The lists' reload after the failure waits, so only the take-back can clear the box.
      if (url.pathname === '/api/bookmarks/folders' && ++reads > 1) return reload.opened;
      return undefined;
    });
    const { user, dialog } = await openDialog();
    const saved = await box(dialog, 'Favorites');
    await user.click(saved);
    const alert = await within(dialog).findByText('Failed to update list');
    expect(alert.closest('[role="alert"]')?.textContent).toBe(
      'The lists are restingFailed to update list',
    );
    expect(reads).toBe(2);
    expect(saved).toHaveProperty('checked', false);
    expect(saved.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('aria-pressed')).toBe('false');
    reload.open();
  });

  it('keeps Create disabled until the new name has more than spaces, then makes a private list', async () => {
    const api = listsApi([listWith(1, 'Favorites')]);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'New list' }));
    const name = within(dialog).getByRole('textbox', { name: 'List name' });
    const create = within(dialog).getByRole('button', { name: 'Create' });
    expect(document.activeElement).toBe(name);
    expect(create).toHaveProperty('disabled', true);
    await user.type(name, '   ');
    expect(create).toHaveProperty('disabled', true);
    await user.type(name, ' Night dives ');
    expect(create).toHaveProperty('disabled', false);
    await user.click(create);

    const night = await box(dialog, 'Night dives');
    expect(night).toHaveProperty('checked', true);
    const [made] = api.to('/api/bookmarks/folders').filter((r) => r.method === 'POST');
    expect(made?.body).toEqual({ name: 'Night dives', privacy: 'PRIVATE' });
    expect(api.to('/api/bookmarks/folders/9/items')[0]?.body).toEqual(SALEM_ITEM);
    expect(within(dialog).queryByRole('textbox', { name: 'List name' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Saved' })).toBeTruthy();
  });

  it("says 'Failed to create list' with the server's message first, keeping the name", async () => {
    listsApi([listWith(1, 'Favorites'), listWith(2, 'Wrecks')], (url, init) =>
      init.method === 'POST' && url.pathname === '/api/bookmarks/folders'
        ? json(400, { status: 400, code: 'LIMIT', message: 'You have 200 lists already' })
        : undefined,
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'New list' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'List name' }), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const alert = await within(dialog).findByText('Failed to create list');
    expect(alert.closest('[role="alert"]')?.textContent).toBe(
      'You have 200 lists alreadyFailed to create list',
    );
    expect(within(dialog).getByRole('textbox', { name: 'List name' })).toHaveProperty(
      'value',
      'One more',
    );
  });

  it("says 'Failed to load bookmarks' and loads them again on Try again", async () => {
    let fail = true;
    listsApi([listWith(1, 'Favorites')], (url) =>
      url.pathname === '/api/bookmarks/folders' && fail ? json(404, {}) : undefined,
    );
    const { user, dialog } = await openDialog();
    expect(await within(dialog).findByText('Failed to load bookmarks')).toBeTruthy();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await box(dialog, 'Favorites')).toBeTruthy();
  });

  it('asks a guest to sign in, then opens the dialog once signed in', async () => {
    await guestPressesSave();
    expect(useLoginModal.getState().isOpen).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      signInAsAda();
      useLoginModal.getState().close();
    });
    expect(await screen.findByRole('dialog', { name: 'Save to a list' })).toBeTruthy();
  });

  it('forgets the Save when the guest closes the sign-in instead', async () => {
    await guestPressesSave();
    act(() => useLoginModal.getState().close());
    await waitFor(() => expect(window.sessionStorage.length).toBe(0));
    act(() => signInAsAda());
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
