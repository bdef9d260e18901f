// @vitest-environment happy-dom
import type { SpotSealifeItem, SpotSummary } from '@divespot/shared/spots';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { testSpot } from '../spots.fixture.ts';
import { SpotDetailView } from './spot-detail.tsx';

const SPOT = testSpot();

const NEIGHBOUR: SpotSummary = {
  objectId: 8,
  urlFullSlug: 'australia/byron-bay/cape-byron',
  name: 'Cape Byron',
  latitude: -28.63,
  longitude: 153.64,
  coverImageLink: '/api/image/illustration/spot/8',
  images: [],
  locationDescription: 'Byron Bay, Australia',
  distance: 3.2,
  rating: null,
  reviewCount: 0,
  level: null,
  depth: { minDepth: 12, maxDepth: 30 },
  activityTypes: [],
  scientificName: null,
  size: null,
  address: null,
  synthetic: false,
};

const SHARK: SpotSealifeItem = {
  objectId: 30,
  slug: 'sand-tiger-shark',
  commonName: 'Sand tiger shark',
  commonNameLang: 'en',
  scientificName: 'Carcharias taurus',
  group: 'shark',
  months: [6, 7, 8, 9, 10],
  coverImageLink: '/api/image/illustration/species/30',
  inSeason: null,
};

function stubSpotApi() {
  return stubApi((url) => {
    if (url.pathname === '/api/spot/nearby') return json(200, { content: [NEIGHBOUR] });
    if (url.pathname === '/api/spot/id/7/sealife') return json(200, { content: [SHARK] });
    if (url.pathname === '/api/divecenters/nearby') return json(200, { content: [] });
    return undefined;
  });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  // July: the page marks the current month.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-07-15T12:00:00Z'));
  stubSpotApi();
});

afterEach(() => {
  cleanup();
  useUnitsStore.setState({ system: 'metric' });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SpotDetailView', () => {
  it('shows depths in feet and water temperatures in °F once the diver chose imperial', async () => {
    useUnitsStore.setState({ system: 'imperial' });
    renderPage(<SpotDetailView spot={SPOT} />);

    const facts = section('Key facts');
    expect(within(facts).getByText('16–79 ft')).toBeTruthy();
    expect(within(facts).getByText('33–98 ft')).toBeTruthy();
    expect(facts.textContent).not.toMatch(/\d m\b/);

    const season = section('When to dive');
    expect(season.textContent).toContain('Best months: Jun–Oct');
    expect(season.textContent).toContain('Typical surface temperature, °F.');
    // July's 19 °C is 66 °F.
    expect(within(season).getByText('66°F, this month, a best month')).toBeTruthy();
    expect(season.textContent).not.toContain('°C');

    const nearby = await screen.findByRole('link', { name: /Cape Byron/ });
    expect(nearby.textContent).toContain('2 mi');
    expect(nearby.textContent).toContain('39–98 ft');
  });

  it('shows metres and °C by default, in English', async () => {
    renderPage(<SpotDetailView spot={SPOT} />);
    expect(within(section('Key facts')).getByText('5–24 m')).toBeTruthy();
    expect(
      within(section('When to dive')).getByText('19°C, this month, a best month'),
    ).toBeTruthy();
    const nearby = await screen.findByRole('link', { name: /Cape Byron/ });
    expect(nearby.textContent).toContain('3.2 km');
    expect(screen.getByText(/Source: DiveSpot editorial team\. Licence:/)).toBeTruthy();
    // The calculators, set for this dive, right after the facts they are set from.
    const plan = section('Plan this dive');
    expect(section('Key facts').nextElementSibling).toBe(plan);
    expect(within(plan).getAllByRole('link')).toHaveLength(3);
  });

  it('speaks German, with German month names and number formats', async () => {
    renderPage(<SpotDetailView spot={SPOT} />, { language: inLanguage('de') });

    expect(screen.getByRole('heading', { level: 2, name: 'Über diesen Tauchplatz' })).toBeTruthy();
    const facts = section('Eckdaten');
    expect(within(facts).getByText('Tiefe')).toBeTruthy();
    expect(within(facts).getByText('5–24 m')).toBeTruthy();
    expect(within(facts).getByText('Sicht')).toBeTruthy();
    expect(within(facts).getByText('Ausstattung')).toBeTruthy();

    const season = section('Beste Tauchzeit');
    expect(season.textContent).toContain('Beste Monate: Jun–Okt');
    expect(within(season).getByText('19 °C, dieser Monat, einer der besten Monate')).toBeTruthy();

    // The English description is marked as English inside the German page.
    expect(screen.getByText(SPOT.description ?? '').getAttribute('lang')).toBe('en');
    expect(section('Lage').textContent).toContain('28,6124° S, 153,6289° O');

    const sealife = section('Meeresleben an diesem Platz');
    const months = await within(sealife).findByRole('group', { name: 'Monat' });
    expect(within(months).getByRole('button', { name: 'Juli (dieser Monat), 1 Art' })).toBeTruthy();
    expect(within(sealife).getByRole('region', { name: 'Jetzt in Saison · 1 Art' })).toBeTruthy();

    const nearby = await screen.findByRole('link', { name: /Cape Byron/ });
    expect(nearby.textContent).toContain('3,2 km');
    expect(screen.getByText(/Quelle: DiveSpot-Redaktion\. Lizenz:/)).toBeTruthy();
  });

  it('speaks Japanese in the facts, with imperial units', () => {
    useUnitsStore.setState({ system: 'imperial' });
    renderPage(<SpotDetailView spot={SPOT} />, { language: inLanguage('ja') });
    const facts = section('基本情報');
    expect(within(facts).getByText('水深')).toBeTruthy();
    expect(within(facts).getByText('透明度')).toBeTruthy();
    expect(facts.textContent).toMatch(/16[～–]79 ft/);
    expect(section('ベストシーズン').textContent).toContain('表層の平均的な水温（°F）');
  });

  describe("the month switcher's conditions", () => {
    const conditions = (month: string) =>
      within(section('Marine life seen here')).findByRole('list', {
        name: `Conditions in ${month}`,
      });
    const items = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    it("shows the chosen month's water, the yearly visibility and whether it is a best month", async () => {
      const { user } = renderPage(<SpotDetailView spot={SPOT} />);
      expect(items(await conditions('July'))).toEqual([
        'Best month',
        'Water 19°C',
        'Visibility 10–30 m (all year)',
      ]);
      await user.click(screen.getByRole('button', { name: /^January/ }));
      expect(items(await conditions('January'))).toEqual([
        'Water 25°C',
        'Visibility 10–30 m (all year)',
      ]);
      expect(screen.queryByRole('list', { name: 'Conditions in July' })).toBeNull();
    });

    it("uses the diver's units and the page's language", async () => {
      useUnitsStore.setState({ system: 'imperial' });
      renderPage(<SpotDetailView spot={SPOT} />, { language: inLanguage('de') });
      const list = await screen.findByRole('list', { name: 'Bedingungen im Juli' });
      // 19 °C is 66 °F; 10–30 m is 33–98 ft.
      expect(items(list)).toEqual(['Bester Monat', 'Wasser 66 °F', 'Sicht 33–98 ft (ganzjährig)']);
    });

    it('shows nothing for a month the spot has no conditions for', async () => {
      const spot = testSpot({ waterTemperatureC: null, visibility: null, bestMonths: [3] });
      renderPage(<SpotDetailView spot={spot} />);
      await screen.findByRole('group', { name: 'Month' });
      expect(screen.queryByRole('list', { name: /^Conditions/ })).toBeNull();
    });
  });
});
