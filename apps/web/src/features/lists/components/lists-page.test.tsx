// @vitest-environment happy-dom
import type { BookmarkFolder } from '@divespot/shared/bookmarks';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ListsRoute } from '../../../routes/collections.tsx';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { signInAsAda } from '../../auth/auth.fixture.ts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { undoPendingDelete } from '../hooks/pending-delete.ts';
import { testList } from '../lists.fixture.ts';

const SAVED = testList({ itemCount: 2, coverImageUrl: '/api/image/illustration/spot/3' });
const WRECKS = testList({
  objectId: 2,
  name: 'Wrecks to dive',
  slug: 'wrecks-to-dive-x2y3',
  isDefault: false,
  itemCount: 1,
  description: 'Thistlegorm first.',
});

/** The lists API holding `lists`; `extra` answers first (a failure a test provokes). */
function listsApi(lists: BookmarkFolder[], extra: Extra = () => undefined) {
  let current = [...lists];
  return stubApi((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as object) : {};
    if (url.pathname === '/api/bookmarks/folders') {
      if (method === 'GET') return json(200, current);
      const made = testList({ objectId: 9, slug: 'new-1', isDefault: false, ...body });
      current = [...current, made];
      return json(201, made);
    }
    const match = /^\/api\/bookmarks\/folders\/(\d+)(\/\w+)?$/.exec(url.pathname);
    const list = current.find((f) => f.objectId === Number(match?.[1]));
    if (!list) return undefined;
    if (method === 'DELETE') {
      current = current.filter((f) => f !== list);
      return new Response(null, { status: 204 });
    }
    const changed = { ...list, ...body };
    current = current.map((f) => (f === list ? changed : f));
    return json(200, changed);
  });
}

const renderLists = () => renderPage(<ListsRoute />, { route: '/collections' });
const card = (name: string) => screen.getByRole('article', { name });

/** A test's own answer to a request, or undefined to leave it to the fake API. */
type Extra = (url: URL, init: RequestInit) => Response | undefined;

beforeEach(() => {
  localStorage.clear();
  signInAsAda();
});

afterEach(() => {
  undoPendingDelete();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/collections', () => {
  it("asks signed-out visitors to sign in ('Sign In to View Collections')", () => {
    localStorage.clear();
    useAuthStore.setState({ isAuthenticated: false, user: null });
    const api = listsApi([SAVED]);
    renderLists();
    expect(screen.getByRole('heading', { name: 'Sign In to View Collections' })).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('shows placeholders while loading, then each list as a card, the default first', async () => {
    let reply: (r: Response) => void = () => {};
    stubApi(() => new Promise<Response>((resolve) => (reply = resolve)));
    renderLists();
    expect(await screen.findByText('Loading your lists…')).toBeTruthy();
    reply(json(200, [SAVED, WRECKS]));

    const cards = await screen.findAllByRole('article');
    expect(
      cards.map((c) => c.getAttribute('aria-labelledby') && c.querySelector('h2')?.textContent),
    ).toEqual(['Favorites', 'Wrecks to dive']);
    expect(within(card('Favorites')).getByText('Default list')).toBeTruthy();
    expect(within(card('Favorites')).getByText('2 items')).toBeTruthy();
    expect(within(card('Favorites')).getByText('Private')).toBeTruthy();
    expect(within(card('Favorites')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(card('Wrecks to dive')).getByText('1 item')).toBeTruthy();
    expect(
      within(card('Wrecks to dive')).getByText('Thistle­gorm first.'.replace('­', '')),
    ).toBeTruthy();
    expect(
      within(card('Wrecks to dive')).getByRole('link', { name: 'Wrecks to dive' }),
    ).toHaveProperty('pathname', '/collections/wrecks-to-dive-x2y3');
    expect(screen.queryByText('Loading your lists…')).toBeNull();
  });

  it("says 'Failed to load bookmarks' and loads on Try again", async () => {
    let fail = true;
    listsApi([SAVED, WRECKS], () => (fail ? json(400, { message: 'Bad' }) : undefined));
    const { user } = renderLists();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load bookmarks')).toBeTruthy();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Wrecks to dive' })).toBeTruthy();
  });

  it('invites a diver with nothing saved to explore', async () => {
    listsApi([testList()]);
    renderLists();
    expect(await screen.findByRole('heading', { name: 'Nothing saved yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore dive spots' })).toHaveProperty(
      'pathname',
      '/explore',
    );
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('creates a list only with a name, private unless made public', async () => {
    const api = listsApi([SAVED]);
    const { user } = renderLists();
    await screen.findByRole('article', { name: 'Favorites' });
    const create = screen.getByRole('button', { name: 'Create list' });
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Name'), '   ');
    expect(create).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Name'), ' Cenotes ');
    await user.click(screen.getByRole('radio', { name: 'Public' }));
    await user.click(create);
    expect(await screen.findByRole('article', { name: 'Cenotes' })).toBeTruthy();
    expect(api.to('/api/bookmarks/folders').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Cenotes',
      privacy: 'PUBLIC',
    });
    expect(within(card('Cenotes')).getByText('Public')).toBeTruthy();
    expect(screen.getByLabelText('Name')).toHaveProperty('value', '');
    expect(screen.getByText('Created “Cenotes”.')).toBeTruthy();
  });

  it("says why in the reader's words, else the server's, else 'Failed to create list'", async () => {
    const refused = (code: string, message: string) =>
      json(400, {
        status: 400,
        code,
        message: 'The list could not be changed.',
        detail: { fields: [{ field: 'name', message }] },
      });
    let answer = refused('LIST_LIMIT', 'you have 200 lists, the most an account can have');
    listsApi([SAVED], (url, init) => (init.method === 'POST' ? answer : undefined));
    const { user } = renderLists();
    await screen.findByRole('article', { name: 'Favorites' });
    await user.type(screen.getByLabelText('Name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have 200 lists, the most an account can have.',
    );
    answer = refused('VALIDATION_FAILED', 'must be at most 80 characters');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('name must be at most 80 characters'),
    );
    answer = new Response('', { status: 502, statusText: 'Bad Gateway' });
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Failed to create list'),
    );
  });

  it('renames, describes and makes a list public', async () => {
    const api = listsApi([SAVED, WRECKS]);
    const { user } = renderLists();
    await screen.findByRole('article', { name: 'Wrecks to dive' });
    await user.click(screen.getByRole('button', { name: 'Edit “Wrecks to dive”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit list' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    expect(within(dialog).getByText('Give the list a name.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save changes' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.type(name, 'Red Sea wrecks');
    await user.clear(within(dialog).getByLabelText('Description (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('article', { name: 'Red Sea wrecks' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.to('/api/bookmarks/folders/2').map((r) => [r.method, r.body])).toEqual([
      ['PUT', { name: 'Red Sea wrecks' }],
    ]);
    expect(api.to('/api/bookmarks/folders/2/description')[0]?.body).toEqual({
      description: null,
    });

    await user.click(within(card('Red Sea wrecks')).getByRole('button', { name: 'Make public' }));
    expect(await within(card('Red Sea wrecks')).findByText('Public')).toBeTruthy();
    expect(api.to('/api/bookmarks/folders/2/privacy')[0]?.body).toEqual({ privacy: 'PUBLIC' });
    expect(
      within(card('Red Sea wrecks')).getByRole('button', { name: 'Make private' }),
    ).toBeTruthy();
  });

  it("says 'Failed to update list' when a change is refused", async () => {
    listsApi([SAVED, WRECKS], (url) =>
      url.pathname.endsWith('/privacy') ? json(500, {}) : undefined,
    );
    const { user } = renderLists();
    await screen.findByRole('article', { name: 'Wrecks to dive' });
    await user.click(within(card('Wrecks to dive')).getByRole('button', { name: 'Make public' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update list');
    expect(within(card('Wrecks to dive')).getByText('Private')).toBeTruthy();
  });

  it('deletes a list at once, brings it back on Undo, and sends the deletion after 6 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = listsApi([SAVED, WRECKS]);
    renderLists();
    await screen.findByRole('article', { name: 'Wrecks to dive' });

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete “Wrecks to dive”' }));
    });
    expect(screen.queryByRole('article', { name: 'Wrecks to dive' })).toBeNull();
    expect(screen.getByText('Deleted “Wrecks to dive”.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    });
    expect(screen.getByRole('article', { name: 'Wrecks to dive' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete “Wrecks to dive”' }));
    });
    await act(() => vi.advanceTimersByTimeAsync(5_900));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.to('/api/bookmarks/folders/2').map((r) => r.method)).toEqual(['DELETE']);
    expect(screen.queryByText('Deleted “Wrecks to dive”.')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Wrecks to dive' })).toBeNull();
  });

  it('sends a waiting deletion when the page is left', async () => {
    const api = listsApi([SAVED, WRECKS]);
    const { user, unmount } = renderLists();
    await user.click(await screen.findByRole('button', { name: 'Delete “Wrecks to dive”' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    unmount();
    await waitFor(() =>
      expect(api.to('/api/bookmarks/folders/2').map((r) => r.method)).toEqual(['DELETE']),
    );
  });
});
