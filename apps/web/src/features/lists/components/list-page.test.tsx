// @vitest-environment happy-dom
import type { BookmarkFolderView } from '@divespot/shared/bookmarks';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ListRoute } from '../../../routes/collection.tsx';
import { currentLocation, json, renderPage, stubApi } from '../../../test/render.tsx';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { signInAsAda } from '../../auth/auth.fixture.ts';
import { useAuthStore } from '../../auth/stores/auth-store.ts';
import { testSpotEntry, testView } from '../lists.fixture.ts';

const THISTLEGORM = testSpotEntry(1, 'Thistlegorm', { depthMin: 16, depthMax: 32 });
const ROSALIE = testSpotEntry(2, 'Rosalie Moller', { level: 'expert', depthMin: 40, depthMax: 50 });
const DUNRAVEN = testSpotEntry(3, 'Dunraven', {
  level: 'intermediate',
  depthMin: 15,
  depthMax: 28,
});
const MANTA = {
  ...testSpotEntry(4, 'Reef manta ray'),
  type: 'MARINE_LIFE' as const,
  slug: 'reef-manta-ray',
  commonNameLang: 'en' as const,
  scientificName: 'Mobula alfredi',
  latitude: null,
  longitude: null,
  place: null,
  countryCode: null,
  level: null,
  depthMin: 2,
  depthMax: 30,
};
const CENTER = {
  ...testSpotEntry(1, 'Blue Planet Divers'),
  type: 'DIVE_CENTER' as const,
  slug: 'blue-planet-divers',
  level: null,
  depthMin: null,
  depthMax: null,
};
const VIEW = testView([THISTLEGORM, MANTA, ROSALIE, CENTER, DUNRAVEN], {
  privacy: 'PUBLIC',
  description: 'Wrecks for the May trip.',
});

/** The list page API answering with `view` for its slug; `extra` answers first. */
function viewApi(view: BookmarkFolderView | null, extra: Extra = () => undefined) {
  return stubApi((url, init) => {
    const answer = extra(url, init);
    if (answer) return answer;
    if (url.pathname.endsWith('/view')) {
      return view
        ? json(200, view)
        : json(404, { status: 404, code: 'NOT_FOUND', message: 'No such list.' });
    }
    if (url.pathname.startsWith('/api/bookmarks/folders/7')) return json(200, view?.folder);
    return undefined;
  });
}

function renderList(slug = 'red-sea-wrecks-k7qd') {
  return renderPage(
    <Routes>
      <Route path="/collections/:slug" element={<ListRoute />} />
      <Route path="/collections" element={<p>All lists</p>} />
    </Routes>,
    { route: `/collections/${slug}` },
  );
}

/** The item names of a group, top to bottom. */
const namesIn = (group: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^${group}`) }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** A visitor: no tokens, nobody in the auth store. */
function signOut() {
  localStorage.clear();
  useAuthStore.setState({ isAuthenticated: false, user: null });
}

/** A test's own answer to a request, or undefined to leave it to the fake API. */
type Extra = (url: URL, init: RequestInit) => Response | undefined;

beforeEach(() => {
  localStorage.clear();
  signInAsAda();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  useUnitsStore.setState({ system: 'metric' });
});

describe('/collections/:slug', () => {
  it("shows the list's header and its items grouped by kind, each linking to its page", async () => {
    viewApi(VIEW);
    renderList();
    expect(screen.getByText('Loading the list…')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Red Sea wrecks' })).toBeTruthy();
    expect(screen.getByText('By Ada · 5 items')).toBeTruthy();
    expect(screen.getByText('Wrecks for the May trip.')).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();

    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['On the map', 'Dive spots3', 'Dive centers1', 'Marine life1']);
    expect(namesIn('Dive spots')).toEqual(['Thistlegorm', 'Rosalie Moller', 'Dunraven']);
    expect(screen.getByRole('link', { name: 'Thistlegorm' })).toHaveProperty(
      'pathname',
      '/spots/thistlegorm-1',
    );
    expect(screen.getByRole('link', { name: 'Blue Planet Divers' })).toHaveProperty(
      'pathname',
      '/dive-centers/blue-planet-divers',
    );
    expect(screen.getByRole('link', { name: 'Reef manta ray' })).toHaveProperty(
      'pathname',
      '/marine-life/reef-manta-ray',
    );
    expect(screen.getByText('Depth 16–32 m')).toBeTruthy();
    expect(screen.getByText('Expert')).toBeTruthy();
    expect(screen.getByText('Mobula alfredi')).toBeTruthy();
    expect(document.title).toBe('Red Sea wrecks · DiveSpot');
  });

  it("shows depths in the diver's units", async () => {
    useUnitsStore.setState({ system: 'imperial' });
    viewApi(VIEW);
    renderList();
    expect(await screen.findByText('Depth 52–105 ft')).toBeTruthy();
  });

  it('reorders by keyboard: the move is sent, announced, and focus stays with the item', async () => {
    let moved: unknown;
    const api = viewApi(VIEW, (url, init) => {
      if (!url.pathname.endsWith('/items/position')) return undefined;
      moved = JSON.parse(init.body as string);
      return json(200, VIEW.folder);
    });
    const { user } = renderList();
    const down = await screen.findByRole('button', { name: 'Move “Thistlegorm” down' });
    expect(screen.getByRole('button', { name: 'Move “Thistlegorm” up' })).toHaveProperty(
      'disabled',
      true,
    );
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(namesIn('Dive spots')).toEqual(['Rosalie Moller', 'Thistlegorm', 'Dunraven']),
    );
    // Rosalie Moller is third in the whole list (after the manta ray): index 2.
    expect(moved).toEqual({ objectId: 1, type: 'DIVE_SPOT', index: 2 });
    expect(api.to('/api/bookmarks/folders/7/items/position')).toHaveLength(1);
    expect(screen.getByText('“Thistlegorm” is now number 2 of 3.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move “Thistlegorm” down' }),
      ),
    );

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(namesIn('Dive spots')).toEqual(['Rosalie Moller', 'Dunraven', 'Thistlegorm']),
    );
    expect(moved).toEqual({ objectId: 1, type: 'DIVE_SPOT', index: 4 });
    // At the bottom, 'down' is disabled: focus moves to 'up'.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Move “Thistlegorm” up' }),
      ),
    );
  });

  it("puts an item back and says 'Failed to update list' when the server refuses a change", async () => {
    viewApi(VIEW, (url, init) =>
      url.pathname.endsWith('/items') && init.method === 'DELETE' ? json(500, {}) : undefined,
    );
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Remove “Dunraven” from the list' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update list');
    expect(namesIn('Dive spots')).toEqual(['Thistlegorm', 'Rosalie Moller', 'Dunraven']);
  });

  it('takes an item off the list', async () => {
    const after = testView([THISTLEGORM, MANTA, ROSALIE, CENTER]);
    const api = viewApi(VIEW, (url, init) =>
      url.pathname.endsWith('/items') && init.method === 'DELETE'
        ? json(200, after.folder)
        : undefined,
    );
    const { user } = renderList();
    await user.click(
      await screen.findByRole('button', { name: 'Remove “Dunraven” from the list' }),
    );
    expect(namesIn('Dive spots')).toEqual(['Thistlegorm', 'Rosalie Moller']);
    await waitFor(() => expect(api.to('/api/bookmarks/folders/7/items')).toHaveLength(1));
    expect(api.to('/api/bookmarks/folders/7/items')[0]?.body).toEqual({
      objectId: 3,
      type: 'DIVE_SPOT',
    });
    expect(screen.getByText('“Dunraven” was removed from the list.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a visitor the list without the owner’s actions, with Share and exports', async () => {
    signOut();
    viewApi({ ...VIEW, isOwner: false });
    renderList();
    await screen.findByRole('heading', { level: 1, name: 'Red Sea wrecks' });
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export GPX' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    for (const name of [
      /Move/,
      /Remove/,
      'Make private',
      'Delete list',
      'Edit name and description',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'All my lists' })).toBeNull();
  });

  it("copies a public list's link and says 'Copied' for 2 s", async () => {
    viewApi(VIEW);
    renderList();
    const share = await screen.findByRole('button', { name: 'Share' });
    vi.useFakeTimers();
    fireEvent.click(share);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('has no Share button on a private list, and says how to share it', async () => {
    viewApi({ ...VIEW, folder: { ...VIEW.folder, privacy: 'PRIVATE' } });
    renderList();
    expect(
      await screen.findByText('Only you can see this list. Make it public to share its link.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it("asks a signed-out visitor to sign in when there is no list to show ('Sign In Required')", async () => {
    signOut();
    viewApi(null);
    renderList('someones-private-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In Required' })).toBeTruthy();
  });

  it("tells a signed-in diver 'List not found'", async () => {
    viewApi(null);
    renderList('someones-private-list');
    expect(await screen.findByRole('heading', { level: 1, name: 'List not found' })).toBeTruthy();
    expect(screen.getByText('“someones-private-list”')).toBeTruthy();
  });

  it('moves to the current address of a renamed list', async () => {
    viewApi(VIEW);
    renderList('old-name-aaaa');
    await screen.findByRole('heading', { level: 1, name: 'Red Sea wrecks' });
    await waitFor(() => expect(currentLocation()).toBe('/collections/red-sea-wrecks-k7qd'));
  });

  it('deletes the list from its page and goes to all lists', async () => {
    viewApi(VIEW);
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete list' }));
    expect(await screen.findByText('All lists')).toBeTruthy();
  });
});
