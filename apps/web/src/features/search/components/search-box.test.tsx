// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, json, renderPage } from '../../../test/render.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { SearchBox } from './search-box.tsx';
import {
  box,
  RESULTS,
  searchApi,
  searchBoxSetup,
  searchFor,
  typeInto,
} from './search-box.test-helpers.tsx';

searchBoxSetup();

const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);
const selectedOption = () =>
  screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true');

describe('SearchBox: asking the API', () => {
  it('waits 300 ms after the last keystroke before it searches', async () => {
    vi.useFakeTimers();
    const api = searchApi();
    renderPage(<SearchBox />);
    typeInto('bl');
    await act(() => vi.advanceTimersByTimeAsync(200));
    typeInto('blue');
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(api.to('/api/search')).toEqual([]);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.to('/api/search').map((r) => r.url.searchParams.get('q'))).toEqual(['blue']);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(optionNames()).toEqual([
      'Blue HoleSinkhole · Dahab, EgyptDive spot',
      'Blue tangParacanthurus hepatusMarine life',
      'BelizeCountry',
    ]);
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it("asks in the page's language and shows the answer's words in it", async () => {
    const api = searchApi(() =>
      json(200, [
        { ...RESULTS[0], context: { siteType: 'sinkhole', place: 'Dahab, Ägypten' } },
        { ...RESULTS[2], title: 'Belize', context: {} },
      ]),
    );
    const { user } = renderPage(<SearchBox />, { language: inLanguage('de') });
    await user.type(screen.getByRole('combobox'), 'blue');
    await screen.findByRole('listbox');
    await waitFor(() => expect(optionNames().every(Boolean)).toBe(true));
    expect(api.to('/api/search').map((r) => r.url.searchParams.get('lang'))).toEqual(['de']);
    expect(optionNames()).toEqual(['Blue HoleDoline · Dahab, ÄgyptenTauchplatz', 'BelizeLandLand']);
  });

  it('makes no call for blank text', async () => {
    vi.useFakeTimers();
    const api = searchApi();
    renderPage(<SearchBox />);
    typeInto('   ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.to('/api/search')).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it("says 'Searching...' while loading, then 'No results found' for an empty answer", async () => {
    let reply: (response: Response) => void = () => {};
    const answer = new Promise<Response>((resolve) => (reply = resolve));
    const api = searchApi(() => answer);
    const { user } = renderPage(<SearchBox />);
    await user.type(box(), 'zz');
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    await waitFor(() => expect(api.to('/api/search')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Searching...');

    reply(json(200, []));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results found'));
    expect(screen.queryByRole('option')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a failed search as an empty, closed list', async () => {
    const api = searchApi(() => json(500, { message: 'Search is down' }));
    const { user } = renderPage(<SearchBox />);
    await user.type(box(), 'blue');
    await waitFor(() => expect(api.to('/api/search')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
    expect(screen.queryByText('Search is down')).toBeNull();
    expect(screen.queryByRole('option')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('SearchBox: keyboard', () => {
  it('moves the selection with the arrow keys, wrapping at both ends', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    expect(selectedOption()).toBeUndefined();
    await user.keyboard('{ArrowDown}');
    expect(selectedOption()?.textContent).toMatch(/^Blue Hole/);
    expect(box().getAttribute('aria-activedescendant')).toBe(selectedOption()?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selectedOption()?.textContent).toMatch(/^Belize/);
    await user.keyboard('{ArrowDown}');
    expect(selectedOption()?.textContent).toMatch(/^Blue Hole/);
    await user.keyboard('{ArrowUp}');
    expect(selectedOption()?.textContent).toMatch(/^Belize/);
  });

  it('Enter opens the selected result and empties the box', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(currentLocation()).toBe('/marine-life/blue-tang');
    expect(box()).toHaveProperty('value', '');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('Enter with nothing selected opens the first result', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/spots/blue-hole');
  });

  it('Enter without results goes to explore with the search text', async () => {
    searchApi();
    const { user } = renderPage(<SearchBox />);
    await user.type(box(), ' coral garden ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results found'));
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/explore?search=coral+garden');
  });

  it('Escape closes the list and keeps the text; a second Escape empties the box', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box()).toHaveProperty('value', 'blue');
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(3);
    await user.keyboard('{Escape}{Escape}');
    expect(box()).toHaveProperty('value', '');
    expect(currentLocation()).toBe('/');
  });
});

describe('SearchBox: pointer', () => {
  it('pointing at a result selects it for Enter', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    await user.hover(screen.getByRole('option', { name: /Blue tang/ }));
    expect(selectedOption()?.textContent).toMatch(/^Blue tang/);
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/marine-life/blue-tang');
  });

  it('a click on a result opens it', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    await user.click(within(list).getByRole('option', { name: /Belize/ }));
    expect(currentLocation()).toBe('/locations/countries/belize');
  });
});
