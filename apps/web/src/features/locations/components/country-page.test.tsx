// @vitest-environment happy-dom
import type { CountryDetail } from '@divespot/shared/locations';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { CountryPage } from './country-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUnitsStore.setState({ system: 'metric' });
});

const bounds = { north: 31.67, east: 36.9, south: 21.99, west: 24.7 };
const region = (name: string, spotCount: number) => ({
  objectId: spotCount,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  countrySlug: 'egypt',
  countryName: 'Egypt',
  countryCode: 'EG',
  bounds,
  spotCount,
  coverImageLink: '/img/region.jpg',
});

const EGYPT: CountryDetail = {
  objectId: 1,
  code: 'EG',
  slug: 'egypt',
  name: 'Egypt',
  continent: 'Africa',
  latitude: 26.8,
  longitude: 30.8,
  bounds,
  spotCount: 37,
  regionCount: 3,
  diveCenterCount: 1,
  coverImageLink: '/img/egypt.jpg',
  description: null,
  regions: [region('Hurghada', 12), region('Sharm El Sheikh', 20), region('Dahab', 5)],
  topSpots: [
    {
      objectId: 10,
      slug: 'ss-thistlegorm',
      name: 'SS Thistlegorm',
      latitude: 27.81,
      longitude: 33.92,
      level: 'advanced',
      depth: { minDepth: 16, maxDepth: 30 },
      rating: 4.8,
      reviewCount: 12,
      activityTypes: [{ name: 'wreck', displayName: 'Wreck' }],
      regionName: 'Sharm El Sheikh',
      coverImageLink: '/img/thistlegorm.jpg',
    },
    {
      objectId: 11,
      slug: 'blue-hole',
      name: 'Blue Hole',
      latitude: 28.57,
      longitude: 34.54,
      level: null,
      depth: { minDepth: null, maxDepth: 30 },
      rating: null,
      reviewCount: 0,
      activityTypes: [],
      regionName: 'Dahab',
      coverImageLink: '/img/blue-hole.jpg',
    },
  ],
};

const renderEgypt = (language?: ReturnType<typeof inLanguage>) => {
  stubApi((url) => (url.pathname === '/api/countries/egypt' ? json(200, EGYPT) : undefined));
  return renderPage(<CountryPage countryKey="egypt" notFound={null} />, { language });
};

describe('CountryPage', () => {
  it('describes the country from its data in English', async () => {
    renderEgypt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Egypt' })).toBeTruthy();
    expect(screen.getByText('Diving in Africa')).toBeTruthy();
    expect(
      screen.getByText(
        'Egypt has 37 listed dive spots in 3 regions. Most are in Sharm El Sheikh, Hurghada, and Dahab.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dive regions in Egypt' })).toBeTruthy();
    expect(screen.getByText('1 dive center')).toBeTruthy();
    expect(screen.getByText('16–30 m')).toBeTruthy();
    expect(screen.getByText('to 30 m')).toBeTruthy();
    expect(document.title).toBe('Diving in Egypt · DiveSpot');
  });

  it('speaks German, names the country in German and measures in feet', async () => {
    useUnitsStore.setState({ system: 'imperial' });
    renderEgypt(inLanguage('de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ägypten' })).toBeTruthy();
    expect(document.title).toBe('Tauchen in Ägypten · DiveSpot');
    expect(screen.getByText('Tauchen in Afrika')).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(within(crumbs).getByRole('link', { name: 'Reiseziele' })).toBeTruthy();
    expect(
      screen.getByText(
        'Ägypten hat 37 eingetragene Tauchplätze in 3 Regionen. Die meisten liegen in Sharm El Sheikh, Hurghada und Dahab.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tauchregionen in Ägypten' })).toBeTruthy();
    expect(screen.getByText('20 Tauchplätze')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Top-Tauchplätze' })).toBeTruthy();
    expect(screen.getByText('52–98 ft')).toBeTruthy();
    expect(screen.getByText('bis 98 ft')).toBeTruthy();
    expect(screen.getByText('4,8')).toBeTruthy();
    expect(screen.getByText('1 Tauchbasis')).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Ägypten auf einen Blick' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^Karte von Ägypten mit 2 markierten Tauchplätzen: / }),
    ).toBeTruthy();
    expect(screen.queryByText(/Dive spots|Regions/)).toBeNull();
  });
});
