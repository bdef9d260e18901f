// @vitest-environment happy-dom
import type { SpeciesSummary } from '@divespot/shared/marine-life';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnitsStore } from '../../../lib/units/units-store.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { SpeciesGuide } from './species-guide.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUnitsStore.setState({ system: 'metric' });
});

const MANTA: SpeciesSummary = {
  objectId: 3,
  slug: 'reef-manta-ray',
  commonName: 'Reef manta ray',
  commonNameLang: 'en',
  scientificName: 'Mobula alfredi',
  group: 'ray',
  family: 'Mobulidae',
  sizeCm: 45,
  depth: { min: 0, max: 40 },
  iucnStatus: 'VU',
  coverImageLink: '/img/manta.jpg',
  spotCount: 1,
};

function stubGuide() {
  return stubApi((url) => {
    if (url.pathname === '/api/sealife/groups') {
      return json(200, {
        content: [
          { group: 'ray', label: 'Rays', count: 17 },
          { group: 'shark', label: 'Sharks', count: 12 },
        ],
      });
    }
    if (url.pathname === '/api/sealife') {
      return json(200, { content: [MANTA], page: 1, size: 24, totalElements: 25, totalPages: 2 });
    }
    return undefined;
  });
}

describe('SpeciesGuide', () => {
  it('counts, pages and measures in English', async () => {
    stubGuide();
    renderPage(<SpeciesGuide />, { route: '/marine-life?page=2' });
    expect(await screen.findByText('Showing 25–25 of 25 species')).toBeTruthy();
    expect(screen.getByText(/^29 species, with their size, depth range/)).toBeTruthy();
    const groups = screen.getByRole('navigation', { name: 'Species groups' });
    expect(within(groups).getByRole('link', { name: 'All (29 species)' })).toBeTruthy();
    expect(screen.getByText('45 cm')).toBeTruthy();
    expect(screen.getByText('1 spot')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
  });

  it('speaks Japanese, with sizes in inches for imperial', async () => {
    useUnitsStore.setState({ system: 'imperial' });
    stubGuide();
    renderPage(<SpeciesGuide />, { route: '/marine-life?page=2', language: inLanguage('ja') });
    expect(await screen.findByText('全25種中 25～25種を表示')).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 1, name: '潜る前に、海の住人たちを知っておきましょう' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'すべての海の生き物' })).toBeTruthy();
    const groups = screen.getByRole('navigation', { name: '生き物のグループ' });
    expect(within(groups).getByRole('link', { name: /^すべて\s?（29種）$/u })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: '名前で海の生き物を検索' })).toBeTruthy();
    expect(screen.getByText('17.7 in')).toBeTruthy();
    expect(screen.getByText('1か所')).toBeTruthy();
    expect(screen.getByText('2 / 2ページ')).toBeTruthy();
    expect(screen.getByRole('link', { name: /前へ/ })).toBeTruthy();
  });
});
