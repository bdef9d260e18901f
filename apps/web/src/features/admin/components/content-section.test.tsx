// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, stubApi } from '../../../test/render.tsx';
import { pageOf } from '../admin-lists.fixture.ts';
import { testRow } from '../admin-content.fixture.ts';
import { consoleSetup, renderConsole } from '../console.test-helpers.tsx';

/** The content lists: each kind answers its rows (one page of `total`). */
function stubContent(total = 2) {
  return stubApi((url) => {
    const kind = /^\/api\/admin\/content\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (!kind) return undefined;
    const page = Number(url.searchParams.get('page') ?? 0);
    const rows =
      kind === 'regions'
        ? [testRow({ id: 3, slug: 'red-sea', name: 'Red Sea', detail: 'Egypt', path: null })]
        : [
            testRow(),
            testRow({ id: 13, slug: 'ras-mohammed', name: 'Ras Mohammed', path: '/spots/ras' }),
          ];
    return json(200, pageOf(rows, { page, total }));
  });
}

const kinds = () => screen.getByRole('navigation', { name: 'Kinds of content' });
const listOf = (name: string) => screen.getByRole('list', { name });

consoleSetup();

describe('the console’s content lists', () => {
  it('lists dive spots first, each with its detail, its editor and its public page', async () => {
    const api = stubContent();
    renderConsole('/admin/content');
    expect(screen.getByRole('heading', { level: 2, name: 'Content' })).toBeTruthy();
    const spots = await screen.findByRole('list', { name: 'Dive spots' });
    expect(api.to('/api/admin/content/spots')[0]!.url.search).toBe('?sort=name&page=0&size=25');
    const first = within(spots).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('SS Thistlegorm', { selector: 'p' })).toBeTruthy();
    expect(within(first).getByText('Red Sea, Egypt')).toBeTruthy();
    expect(
      within(first).getByRole('link', { name: 'Edit SS Thistlegorm' }).getAttribute('href'),
    ).toBe('/admin/content/spots/12');
    const view = within(first).getByRole('link', { name: /^Public page of SS Thistlegorm/ });
    expect(view.getAttribute('href')).toBe('/spots/thistlegorm');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(within(kinds()).getByRole('link', { current: 'page' }).textContent).toBe('Dive spots');
    expect(screen.getByRole('link', { name: 'New dive spot' }).getAttribute('href')).toBe(
      '/admin/content/spots/new',
    );
  });

  it('has a tab for each kind; places come with the data and cannot be made here', async () => {
    const api = stubContent();
    const { user } = renderConsole('/admin/content');
    await screen.findByRole('list', { name: 'Dive spots' });
    expect(
      within(kinds())
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dive spots', 'Species', 'Dive centers', 'Countries', 'Regions', 'Articles']);
    await user.click(within(kinds()).getByRole('link', { name: 'Regions' }));
    expect(currentLocation()).toBe('/admin/content?kind=regions');
    await waitFor(() => expect(listOf('Regions')).toBeTruthy());
    expect(api.to('/api/admin/content/regions')).toHaveLength(1);
    // No public page without a path, and no "New" for places.
    expect(within(listOf('Regions')).queryByRole('link', { name: /Public page/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^New/ })).toBeNull();
    expect(
      within(listOf('Regions')).getByRole('link', { name: 'Edit Red Sea' }).getAttribute('href'),
    ).toBe('/admin/content/regions/3');

    await user.click(within(kinds()).getByRole('link', { name: 'Articles' }));
    expect(await screen.findByRole('link', { name: 'New article' })).toBeTruthy();
    expect(
      within(listOf('Articles')).getAllByRole('link', { name: /^Edit/ })[0]!.getAttribute('href'),
    ).toBe('/admin/content/articles/thistlegorm');
  });

  it('searches as the admin types, and keeps the search, sort and page in the URL', async () => {
    const api = stubContent(60);
    const { user } = renderConsole('/admin/content?kind=species');
    await screen.findByText('Page 1 of 3 · 60 in all');
    await user.type(screen.getByRole('searchbox', { name: 'Name or address' }), 'manta');
    // No Enter: the list follows once typing pauses, with one request for the whole word.
    await waitFor(() => expect(currentLocation()).toBe('/admin/content?kind=species&q=manta'));
    await waitFor(() =>
      expect(api.to('/api/admin/content/species').at(-1)!.url.search).toBe(
        '?q=manta&sort=name&page=0&size=25',
      ),
    );
    expect(
      api.to('/api/admin/content/species').filter((r) => r.url.searchParams.has('q')),
    ).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(currentLocation()).toBe('/admin/content?kind=species&q=manta&sort=newest');
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(currentLocation()).toBe('/admin/content?kind=species&q=manta&sort=newest&page=1');
    await screen.findByText('Page 2 of 3 · 60 in all');

    // Another kind starts unsearched, on its first page, sorted the same way.
    await user.click(within(kinds()).getByRole('link', { name: 'Dive centers' }));
    expect(currentLocation()).toBe('/admin/content?kind=dive-centers&sort=newest');
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Name or address' }).value).toBe(
      '',
    );
  });

  it('reads in the admin’s language', async () => {
    stubContent();
    renderConsole('/admin/content', inLanguage('fr'));
    expect(await screen.findByRole('list', { name: 'Sites de plongée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nouveau site de plongée' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier SS Thistlegorm' })).toBeTruthy();
  });

  it('opens each kind’s editor at its address, and says so for an address of none', async () => {
    stubContent();
    const { user } = renderConsole('/admin/content?kind=dive-centers');
    await user.click(await screen.findByRole('link', { name: 'New dive center' }));
    expect(currentLocation()).toBe('/admin/content/dive-centers/new');
    expect(await screen.findByRole('heading', { level: 2, name: 'New dive center' })).toBeTruthy();
    // The console's Content link is still the current section.
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('Content');
    expect(screen.getByRole('region', { name: 'Content' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'All dive centers' }));
    expect(currentLocation()).toBe('/admin/content?kind=dive-centers');
  });

  it('knows no record at a malformed address', () => {
    stubContent();
    renderConsole('/admin/content/spots/twelve');
    expect(screen.getByRole('heading', { level: 2, name: 'No such section' })).toBeTruthy();
  });
});
