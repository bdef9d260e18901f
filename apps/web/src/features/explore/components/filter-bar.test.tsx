// @vitest-environment happy-dom
import type { ExploreFilters } from '@divespot/shared/explore-url';
import type { Filter, FilterConfiguration } from '@divespot/shared/filters';
import { cleanup, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { FilterBar } from './filter-bar.tsx';

afterEach(cleanup);

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August']
  .concat(['September', 'October', 'November', 'December'])
  .map((display, i) => ({ value: String(i + 1), display }));
const select = (name: string, display: string, values: string[]): Filter => ({
  name,
  display,
  type: 'MULTI_SELECT',
  options: values.map((value) => ({ value, display: value })),
});
// The DIVE_SPOT configuration in the server's order, names and options in English.
const CONFIG: FilterConfiguration = {
  type: 'DIVE_SPOT',
  filters: [
    select('activityTypes', 'Activities', ['wreck', 'night']),
    {
      name: 'sealife',
      display: 'Marine life',
      type: 'MULTI_SELECT',
      options: [
        { value: 'whale-shark', display: 'Whale shark' },
        { value: 'reef-manta-ray', display: 'Reef manta ray' },
      ],
    },
    { name: 'month', display: 'Month', type: 'SINGLE_SELECT', options: MONTHS },
    select('level', 'Level', ['beginner', 'advanced']),
    {
      name: 'depth',
      display: 'Depth',
      type: 'RANGE',
      options: [],
      range: { minValue: 0, maxValue: 150 },
      unit: 'm',
    },
    select('siteType', 'Site type', ['reef', 'wall']),
    select('entry', 'Entry', ['shore', 'boat']),
    select('facilities', 'Facilities', ['parking', 'showers']),
  ],
};

/** The bar with its filters held as the explore screen holds them. */
function Harness({ initial }: { initial: ExploreFilters }) {
  const [filters, setFilters] = useState(initial);
  const noop = () => undefined;
  return (
    <>
      <FilterBar
        config={CONFIG}
        filters={filters}
        activeCount={Object.keys(filters).length}
        onChange={setFilters}
        onClearSearch={noop}
        onOpenDialog={noop}
        onShare={noop}
      />
      <button type="button" onClick={() => setFilters({})}>
        Clear all
      </button>
    </>
  );
}

/** The chips' texts: the bar's dropdown buttons (the Filters button opens a dialog instead). */
const chipTexts = () =>
  within(screen.getByRole('toolbar'))
    .getAllByRole('button', { expanded: false })
    .map((chip) => chip.textContent);

function renderBar(filters: ExploreFilters, language = inLanguage('en-US')) {
  renderPage(<Harness initial={filters} />, { language });
  return chipTexts();
}

describe('FilterBar', () => {
  it('shows the first four filters as chips, the new ones by their titles', () => {
    expect(renderBar({})).toEqual(['Activities', 'Marine life', 'Month', 'Level']);
  });

  it('names the chosen species from the data and the month in the page language', () => {
    const filters = { sealife: ['whale-shark'], month: '3' };
    expect(renderBar(filters)).toEqual(['Activities', 'Whale shark', 'March', 'Level']);
    cleanup();
    expect(renderBar(filters, inLanguage('de'))).toEqual([
      'Aktivitäten',
      'Whale shark',
      'März',
      'Niveau',
    ]);
  });

  it('adds a chip for each active filter past the first four, in configuration order', () => {
    const chips = renderBar({ facilities: ['parking'], 'depth.min': 10, month: '12' });
    expect(chips).toEqual([
      'Activities',
      'Marine life',
      'December',
      'Level',
      'Depth 10–150 m',
      'Parking',
    ]);
  });

  it('keeps a chip past the first four once shown, idle after its filter is cleared', async () => {
    const { user } = renderPage(<Harness initial={{ entry: ['boat'] }} />);
    expect(chipTexts()).toEqual(['Activities', 'Marine life', 'Month', 'Level', 'By boat']);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(chipTexts()).toEqual(['Activities', 'Marine life', 'Month', 'Level', 'Entry']);
  });
});
