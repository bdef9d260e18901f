// @vitest-environment happy-dom
import type { SearchResult } from '@divespot/shared/search-links';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { currentLocation, json, renderPage, stubApi } from '../../../test/render.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { SearchBox } from './search-box.tsx';

beforeAll(() =>
  Promise.all([import('./search-answer.tsx'), import('./search-option-content.tsx')]),
);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WHALE_SHARK_MARCH: SearchResult = {
  type: 'EXPLORE',
  objectId: 0,
  slug: 'sealife=whale-shark&month=3',
  title: 'Whale shark',
  details: '',
  view: { sealife: ['whale-shark'], month: 3 },
};
const MANTAS_IN_BALI: SearchResult = {
  type: 'EXPLORE',
  objectId: 0,
  slug: 'sealife=reef-manta-ray,oceanic-manta-ray&n=-8.05&e=115.72&s=-8.85&w=114.43&zoom=8.5',
  title: 'Manta ray',
  details: 'Bali',
  view: { sealife: ['reef-manta-ray', 'oceanic-manta-ray'], place: 'Bali', month: 8 },
};
const SPECIES: SearchResult = {
  type: 'MARINE_LIFE',
  objectId: 7,
  slug: 'whale-shark',
  title: 'Whale shark',
  details: 'Rhincodon typus',
};

/** The API answering each text with its explore view first, then the species. */
const searchApi = () =>
  stubApi((url) => {
    if (url.pathname !== '/api/search') return undefined;
    const q = url.searchParams.get('q');
    const view = q === 'whale shark march' ? WHALE_SHARK_MARCH : MANTAS_IN_BALI;
    return json(200, [view, SPECIES]);
  });

const box = () => screen.getByRole('combobox');
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

async function searchFor(text: string, language = inLanguage('en-US')) {
  searchApi();
  const page = renderPage(<SearchBox />, { language });
  await page.user.type(box(), text);
  await screen.findByRole('listbox');
  // The options' content comes with its own code, at once once loaded.
  await waitFor(() => expect(optionNames().every(Boolean)).toBe(true));
  return page;
}

describe('SearchBox: explore views', () => {
  it('shows the explore view first, in words, with its map kind', async () => {
    await searchFor('whale shark march');
    expect(optionNames()).toEqual([
      'Whale shark in MarchDive spots on the mapMap',
      'Whale sharkRhincodon typusMarine life',
    ]);
    cleanup();
    await searchFor('mantas in bali in august');
    const list = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(within(list).getAllByRole('option')[0]?.textContent).toBe(
      'Manta ray in Bali in AugustDive spots on the mapMap',
    );
  });

  it("speaks the page's language, month names included", async () => {
    await searchFor('whale shark march', inLanguage('es'));
    expect(optionNames()[0]).toBe('Whale shark en marzoPuntos de buceo en el mapaMapa');
    cleanup();
    await searchFor('whale shark march', inLanguage('de'));
    expect(optionNames()[0]).toBe('Whale shark im MärzTauchplätze auf der KarteKarte');
    cleanup();
    await searchFor('whale shark march', inLanguage('ja'));
    expect(optionNames()[0]).toBe('3月のWhale sharkダイビングスポットを地図で見る地図');
  });

  it('Enter opens the explore view; arrows reach it like any result', async () => {
    const { user } = await searchFor('whale shark march');
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/explore?sealife=whale-shark&month=3');

    cleanup();
    const again = await searchFor('whale shark march');
    await again.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const selected = screen
      .getAllByRole('option')
      .find((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected?.textContent).toMatch(/^Whale shark in March/);
    await again.user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/explore?sealife=whale-shark&month=3');
  });
});
