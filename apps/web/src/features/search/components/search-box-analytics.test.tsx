// @vitest-environment happy-dom
import type { AnalyticsEvent } from '@divespot/shared/analytics';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queuedEvents, resetAnalytics } from '../../../lib/analytics.ts';
import { currentLocation, renderPage } from '../../../test/render.tsx';
import { SearchBox } from './search-box.tsx';
import { box, searchApi, searchBoxSetup, searchFor, typeInto } from './search-box.test-helpers.tsx';

searchBoxSetup(resetAnalytics);

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** What the box queued; toEqual passes over the times, left undefined. */
const events = () => queuedEvents().map((event: AnalyticsEvent) => ({ ...event, at: undefined }));

describe('SearchBox: analytics', () => {
  it('counts a search once its results have shown for a second, not the texts on the way', async () => {
    vi.useFakeTimers();
    searchApi();
    renderPage(<SearchBox />);
    typeInto('bl');
    await wait(300); // the box asks
    await wait(50); // the answer shows
    expect(screen.getByRole('status').textContent).toBe('No results found');
    await wait(500);
    typeInto('blue');
    await wait(300);
    await wait(50);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await wait(900);
    expect(events()).toEqual([]);
    await wait(200);
    expect(events()).toEqual([{ type: 'search', text: 'blue', results: 3 }]);

    // Opening a result: the click, and not the same search again.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    await wait(2000);
    expect(currentLocation()).toBe('/marine-life/blue-tang');
    expect(events()).toEqual([
      { type: 'search', text: 'blue', results: 3 },
      { type: 'search_result_click', text: 'blue', path: '/marine-life/blue-tang', position: 1 },
    ]);
  });

  it('counts the search at once when Enter opens a result', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    await user.keyboard('{Enter}');
    expect(events()).toEqual([
      { type: 'search', text: 'blue', results: 3 },
      { type: 'search_result_click', text: 'blue', path: '/spots/blue-hole', position: 0 },
    ]);
  });

  it('counts a search that found nothing when Enter goes to explore with it', async () => {
    searchApi();
    const { user } = renderPage(<SearchBox />);
    await user.type(box(), 'atlantis');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No results found'));
    expect(events()).toEqual([]);
    await user.keyboard('{Enter}');
    expect(events()).toEqual([{ type: 'search', text: 'atlantis', results: 0 }]);
    expect(currentLocation()).toBe('/explore?search=atlantis');
  });

  it('counts a clicked result with its place in the list', async () => {
    searchApi();
    const { user } = await searchFor('blue');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    await user.click(within(list).getByRole('option', { name: /Belize/ }));
    expect(events()).toEqual([
      { type: 'search', text: 'blue', results: 3 },
      {
        type: 'search_result_click',
        text: 'blue',
        path: '/locations/countries/belize',
        position: 2,
      },
    ]);
  });
});
