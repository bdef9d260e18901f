// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Filter } from '@divespot/shared/filters';
import { inLanguage } from '../../../test/in-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { OptionList } from './option-list.tsx';

afterEach(cleanup);

const option = (display: string) => ({ value: display.toUpperCase(), display });
const ACTIVITIES: Filter = {
  name: 'activities',
  display: 'Activities',
  type: 'MULTI_SELECT',
  options: [
    'Scuba',
    'Freediving',
    'Snorkelling',
    'Wreck',
    'Cave',
    'Night',
    'Drift',
    'Macro',
    'Ice',
    'Altitude',
  ].map(option),
};
const LEVEL: Filter = {
  name: 'level',
  display: 'Level',
  type: 'SINGLE_SELECT',
  options: ['Beginner', 'Advanced'].map(option),
};

// As the server sends it: values '1' … '12', English names.
const MONTH: Filter = {
  name: 'month',
  display: 'Month',
  type: 'SINGLE_SELECT',
  options: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August']
    .concat(['September', 'October', 'November', 'December'])
    .map((display, i) => ({ value: String(i + 1), display })),
};

/** The list with its selection held as the filter bar holds it. */
function Harness({
  filter,
  initial = [],
  layout,
}: {
  filter: Filter;
  initial?: string[];
  layout?: 'list' | 'grid';
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <>
      <OptionList filter={filter} selected={selected} onChange={setSelected} layout={layout} />
      <output aria-label="selected">{JSON.stringify(selected)}</output>
    </>
  );
}

const checked = (role: 'checkbox' | 'radio', name: string) =>
  screen.getByRole<HTMLInputElement>(role, { name }).checked;
const selected = () => screen.getByRole('status', { name: 'selected' }).textContent;

describe('OptionList', () => {
  it('shows 8 options, then reveals the rest with "Show N more options"', async () => {
    renderPage(<Harness filter={ACTIVITIES} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(8);
    await userEvent.click(screen.getByRole('button', { name: 'Show 2 more options' }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    expect(screen.queryByRole('button', { name: /more options/ })).toBeNull();
  });

  it('starts expanded when a chosen option sits behind "Show more"', () => {
    renderPage(<Harness filter={ACTIVITIES} initial={['ALTITUDE']} />);
    expect(checked('checkbox', 'Altitude')).toBe(true);
  });

  it('toggles checkboxes on and off, by pointer and by keyboard', async () => {
    renderPage(<Harness filter={ACTIVITIES} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wreck' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Night' }));
    expect(selected()).toBe('["WRECK","NIGHT"]');
    screen.getByRole('checkbox', { name: 'Wreck' }).focus();
    await userEvent.keyboard(' ');
    expect(selected()).toBe('["NIGHT"]');
  });

  it('searches options above six, and says when none matches', async () => {
    renderPage(<Harness filter={ACTIVITIES} />);
    const search = screen.getByRole('searchbox', { name: 'Search activities' });
    await userEvent.type(search, 'dri');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Drift',
    ]);
    await userEvent.clear(search);
    await userEvent.type(search, 'zz');
    expect(screen.getByText('No options found for "zz"')).toBeTruthy();
  });

  it('matches the search on value as well as display, in any case (docs/product/validation.md)', async () => {
    const gases: Filter = {
      ...ACTIVITIES,
      display: 'Gases',
      options: [...ACTIVITIES.options.slice(0, 6), { value: 'EANX32', display: 'Enriched air' }],
    };
    renderPage(<Harness filter={gases} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search gases' }), 'eanx');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      'Enriched air',
    ]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search gases' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search gases' }), 'ENRICHED');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enriched air' }));
    expect(selected()).toBe('["EANX32"]');
  });

  it('offers radios with an explicit "Any" for a single choice, and no search', async () => {
    renderPage(<Harness filter={LEVEL} initial={['ADVANCED']} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Any',
      'Beginner',
      'Advanced',
    ]);
    expect(checked('radio', 'Advanced')).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(selected()).toBe('[]');
    await userEvent.click(screen.getByRole('radio', { name: 'Beginner' }));
    expect(selected()).toBe('["BEGINNER"]');
  });

  it('shows all twelve months at once, as a calendar of radios after "Any"', async () => {
    renderPage(<Harness filter={MONTH} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Any',
      ...MONTH.options.map((o) => o.display),
    ]);
    expect(screen.queryByRole('button', { name: /more options/ })).toBeNull();
    expect(screen.getByRole('list').className).toContain('grid-cols-2');
    expect(radios[0]?.closest('li')?.className).toContain('col-span-full');
    await userEvent.click(screen.getByRole('radio', { name: 'March' }));
    expect(selected()).toBe('["3"]');
  });

  it("names the months in the page's language, keeping their values", async () => {
    renderPage(<Harness filter={MONTH} initial={['12']} layout="grid" />, {
      language: inLanguage('fr'),
    });
    expect(checked('radio', 'décembre')).toBe(true);
    expect(screen.getByRole('list').className).toContain('sm:grid-cols-4');
    await userEvent.click(screen.getByRole('radio', { name: 'mars' }));
    expect(selected()).toBe('["3"]');
  });
});
