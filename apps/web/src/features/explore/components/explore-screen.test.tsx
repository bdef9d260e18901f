// @vitest-environment happy-dom
import type { FilterConfiguration } from '@divespot/shared/filters';
import type { SpotSummary } from '@divespot/shared/spots';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FixedLanguage } from '../../../lib/i18n/i18n-provider.tsx';
import { I18nProvider } from '../../../lib/i18n/i18n-provider.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { IN_ENGLISH } from '../../../test/in-english.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { currentLocation, json, stubApi } from '../../../test/render.tsx';
import { ExploreScreen } from './explore-screen.tsx';

beforeEach(() => {
  // A phone: the list shows and the map (WebGL) never loads.
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUnitsStore.setState({ system: 'metric' });
});

const CONFIG: FilterConfiguration = {
  type: 'DIVE_SPOT',
  filters: [
    {
      name: 'level',
      display: 'Level',
      type: 'MULTI_SELECT',
      options: [{ value: 'BEGINNER', display: 'Beginner' }],
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

const THISTLEGORM: SpotSummary = {
  objectId: 4711,
  urlFullSlug: '/spots/ss-thistlegorm',
  name: 'SS Thistlegorm',
  latitude: 27.81,
  longitude: 33.92,
  coverImageLink: null,
  images: [],
  locationDescription: 'Red Sea, Egypt',
  distance: 12.345,
  rating: 4.56,
  reviewCount: 12,
  level: 'advanced',
  depth: { minDepth: 16, maxDepth: 32 },
  activityTypes: [],
  scientificName: null,
  size: null,
  address: null,
  synthetic: false,
};

/** The API of explore: its filters, and the one spot (or none) in any view. */
function exploreApi(spots: SpotSummary[]) {
  return stubApi((url) => {
    if (url.pathname === '/api/filter/configuration/DIVE_SPOT') return json(200, CONFIG);
    if (url.pathname !== '/api/spot') return undefined;
    const page = { page: 0, size: 20, totalElements: spots.length, totalPages: 1 };
    return json(200, { ...page, content: spots });
  });
}

/** The address bar, for currentLocation(). */
function Address() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="current-location">
      {pathname + search}
    </output>
  );
}

/** The screen as the app routes it, in a router with a history (the screen watches its moves). */
function renderExplore(route: string, language: FixedLanguage = IN_ENGLISH) {
  render(
    <I18nProvider fixed={language}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <ExploreScreen />
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

const VIEW = 'n=30&e=35&s=20&w=30&zoom=6';

describe('ExploreScreen', () => {
  it('shows and takes depths in feet for an imperial diver; the URL keeps metres', async () => {
    useUnitsStore.setState({ system: 'imperial' });
    const api = exploreApi([THISTLEGORM]);
    const user = renderExplore(`/explore?depth.max=18&${VIEW}`);

    // 18 m is 59 ft; the card's depth and distance are imperial too.
    expect(await screen.findByRole('button', { name: 'Depth 0–59 ft' })).toBeTruthy();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('52–105 ft deep')).toBeTruthy();
    expect(within(card).getByText('7.7 mi from map centre')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    const depth = within(dialog).getByRole('region', { name: 'Depth (ft)' });
    const max = within(depth).getByRole('spinbutton', { name: 'Maximum (ft)' });
    expect(max).toHaveProperty('value', '59');
    expect(within(depth).getByRole('slider', { name: 'Maximum depth (ft)' })).toHaveProperty(
      'max',
      '492',
    );

    await user.clear(max);
    await user.type(max, '60');
    await user.tab();
    expect(max).toHaveProperty('value', '60');
    await user.click(await within(dialog).findByRole('button', { name: 'Show 1 place' }));

    // 60 ft is 18.3 m: the URL (and so the API and shared links) stay metric.
    expect(await screen.findByRole('button', { name: 'Depth 0–60 ft' })).toBeTruthy();
    expect(currentLocation()).toBe(`/explore?depth.max=18.3&${VIEW}`);
    await waitFor(() =>
      expect(api.to('/api/spot').at(-1)?.url.searchParams.get('depth.max')).toBe('18.3'),
    );
  });

  it('speaks German: filters, the list and its cards', async () => {
    exploreApi([THISTLEGORM]);
    renderExplore(`/explore?depth.min=5&depth.max=30&${VIEW}`, inLanguage('de'));

    expect(await screen.findByRole('button', { name: 'Tiefe 5–30 m' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter, 1 aktiv' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teilen' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tauchplätze entdecken');

    const card = await screen.findByRole('article');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 Tauchplatz');
    expect(card.textContent).toContain('Bewertet mit4,6(12 Bewertungen)');
    expect(within(card).getByText('16–32 m tief')).toBeTruthy();
    expect(within(card).getByText('12,3 km von der Kartenmitte')).toBeTruthy();
  });

  it('says in German when the area has no dive spots', async () => {
    exploreApi([]);
    renderExplore(`/explore?${VIEW}`, inLanguage('de'));
    expect(
      await screen.findByText('In diesem Gebiet wurden keine Tauchplätze gefunden.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Zoome heraus oder verschiebe die Karte an einen anderen Küstenabschnitt.'),
    ).toBeTruthy();
  });
});
