// @vitest-environment happy-dom
import type { SpotSealifeItem } from '@divespot/shared/spots';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import type { SpotConditions } from './month-conditions.tsx';
import { SpotSealife } from './spot-sealife.tsx';

const SHARK: SpotSealifeItem = {
  objectId: 30,
  slug: 'sand-tiger-shark',
  commonName: 'Sand tiger shark',
  scientificName: 'Carcharias taurus',
  group: 'shark',
  months: [6, 7, 8, 9, 10],
  coverImageLink: '/api/image/illustration/species/30',
  inSeason: null,
};

const CONDITIONS: SpotConditions = {
  waterTemperatureC: [25, 25, 24, 23, 21, 20, 19, 19, 20, 21, 23, 24],
  visibility: { min: 10, max: 30 },
  bestMonths: [6, 7, 8, 9, 10],
};

beforeEach(() => {
  stubApi((url) =>
    url.pathname === '/api/spot/id/7/sealife' ? json(200, { content: [SHARK] }) : undefined,
  );
});

afterEach(() => {
  cleanup();
  useUnitsStore.setState({ system: 'metric' });
  vi.unstubAllGlobals();
});

const conditions = (month: string) => screen.getByRole('list', { name: `Conditions in ${month}` });
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('SpotSealife month conditions', () => {
  it("shows the chosen month's water, the yearly visibility and whether it is a best month", async () => {
    const { user } = renderPage(
      <SpotSealife spotId={7} currentMonth={7} conditions={CONDITIONS} />,
    );
    await screen.findByRole('group', { name: 'Month' });
    expect(items(conditions('July'))).toEqual([
      'Best month',
      'Water 19°C',
      'Visibility 10–30 m (all year)',
    ]);

    await user.click(screen.getByRole('button', { name: /^January/ }));
    expect(items(conditions('January'))).toEqual(['Water 25°C', 'Visibility 10–30 m (all year)']);
    expect(screen.queryByRole('list', { name: 'Conditions in July' })).toBeNull();
  });

  it("uses the diver's units and the page's language", async () => {
    useUnitsStore.setState({ system: 'imperial' });
    renderPage(<SpotSealife spotId={7} currentMonth={8} conditions={CONDITIONS} />, {
      language: inLanguage('de'),
    });
    const list = await screen.findByRole('list', { name: 'Bedingungen im August' });
    // 19 °C is 66 °F; 10–30 m is 33–98 ft.
    expect(items(list)).toEqual(['Bester Monat', 'Wasser 66 °F', 'Sicht 33–98 ft (ganzjährig)']);
  });

  it('shows nothing for a month the spot has no conditions for', async () => {
    renderPage(
      <SpotSealife
        spotId={7}
        currentMonth={3}
        conditions={{ waterTemperatureC: null, visibility: null, bestMonths: [6] }}
      />,
    );
    await screen.findByRole('group', { name: 'Month' });
    expect(screen.queryByRole('list', { name: /^Conditions/ })).toBeNull();
  });
});
