// @vitest-environment happy-dom
import type { ExploreFilters, MapView } from '@divespot/shared/explore-url';
import type { FilterConfiguration } from '@divespot/shared/filters';
import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { FilterDialog } from './filter-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const option = (display: string) => ({ value: display.toUpperCase(), display });
const CONFIG: FilterConfiguration = {
  type: 'DIVE_SPOT',
  filters: [
    {
      name: 'activities',
      display: 'Activities',
      type: 'MULTI_SELECT',
      options: ['Scuba', 'Freediving', 'Snorkelling', 'Wreck', 'Cave', 'Night', 'Drift', 'Macro']
        .concat(['Ice', 'Altitude'])
        .map(option),
    },
    {
      name: 'level',
      display: 'Level',
      type: 'SINGLE_SELECT',
      options: ['Beginner', 'Advanced'].map(option),
    },
    {
      name: 'depth',
      display: 'Depth',
      type: 'RANGE',
      options: [],
      range: { minValue: 0, maxValue: 150 },
      unit: 'm',
    },
  ],
};
const VIEW: MapView = { north: 30, east: 35, south: 20, west: 30, zoom: 6 };

/** The count API: 12 places for beginners, 40 otherwise. */
function countApi() {
  return stubApi((url) => {
    if (url.pathname !== '/api/spot') return undefined;
    const total = url.searchParams.get('level') === 'BEGINNER' ? 12 : 40;
    return json(200, { content: [], page: 0, size: 1, totalElements: total, totalPages: total });
  });
}

/** The dialog as explore holds it: opened by a button, applied filters kept by the screen. */
function Harness({ initial }: { initial: ExploreFilters }) {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        All filters
      </button>
      <p>Applied: {JSON.stringify(applied)}</p>
      <FilterDialog
        open={open}
        onClose={() => setOpen(false)}
        config={CONFIG}
        query={{ view: VIEW, filters: applied }}
        onApply={setApplied}
      />
    </>
  );
}

async function openDialog(initial: ExploreFilters = {}) {
  const page = renderPage(<Harness initial={initial} />);
  await page.user.click(screen.getByRole('button', { name: 'All filters' }));
  return { ...page, dialog: screen.getByRole('dialog', { name: 'Filters' }) };
}

const applied = () => screen.getByText(/^Applied:/).textContent;
const showButton = (n: number) => screen.findByRole('button', { name: `Show ${n} places` });

describe('FilterDialog', () => {
  it('offers every filter and counts the places the current filters give', async () => {
    const api = countApi();
    const { dialog } = await openDialog();
    expect(within(dialog).getAllByRole('region')).toHaveLength(3);
    for (const name of ['Activities', 'Level', 'Depth (m)']) {
      expect(within(dialog).getByRole('region', { name })).toBeTruthy();
    }
    expect(await showButton(40)).toBeTruthy();
    const count = api.to('/api/spot')[0]!.url.searchParams;
    expect(count.get('ne')).toBe('30,35');
    expect(count.get('sw')).toBe('20,30');
    expect(count.get('size')).toBe('1');
  });

  it("lists 8 options before 'Show N more options'", async () => {
    countApi();
    const { dialog, user } = await openDialog();
    const activities = within(dialog).getByRole('region', { name: 'Activities' });
    expect(within(activities).getAllByRole('checkbox')).toHaveLength(8);
    await user.click(within(activities).getByRole('button', { name: 'Show 2 more options' }));
    expect(within(activities).getAllByRole('checkbox')).toHaveLength(10);
  });

  it("recounts a pending choice and applies nothing until 'Show {n} places'", async () => {
    const api = countApi();
    const { user } = await openDialog();
    await showButton(40);
    await user.click(screen.getByRole('radio', { name: 'Beginner' }));
    const show = await showButton(12);
    expect(api.to('/api/spot').at(-1)?.url.searchParams.get('level')).toBe('BEGINNER');
    expect(applied()).toBe('Applied: {}');

    await user.click(show);
    expect(applied()).toBe('Applied: {"level":"BEGINNER"}');
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
  });

  it("'Clear all' is off without active filters and clears the pending ones", async () => {
    countApi();
    await openDialog();
    expect(screen.getByRole('button', { name: 'Clear all' })).toHaveProperty('disabled', true);
    cleanup();

    const again = await openDialog({ level: 'BEGINNER', 'depth.max': 40 });
    const clear = screen.getByRole('button', { name: 'Clear all' });
    expect(clear).toHaveProperty('disabled', false);
    expect(screen.getByRole('radio', { name: 'Beginner' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Maximum (m)')).toHaveProperty('value', '40');
    await again.user.click(clear);
    expect(screen.getByRole('radio', { name: 'Any' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Maximum (m)')).toHaveProperty('value', '');
    await again.user.click(await showButton(40));
    expect(applied()).toBe('Applied: {}');
  });

  // Escape is the browser's own <dialog> behaviour, which happy-dom lacks; e2e covers it.
  it('Close discards the pending choice; reopening starts from the applied filters', async () => {
    countApi();
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Advanced' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: 'Filters' })).toBeNull();
    expect(applied()).toBe('Applied: {}');

    await user.click(screen.getByRole('button', { name: 'All filters' }));
    expect(screen.getByRole('radio', { name: 'Any' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Advanced' })).toHaveProperty('checked', false);
  });
});
