// @vitest-environment happy-dom
import type { SearchResult } from '@divespot/shared/search-links';
import type { LanguageCode } from '@divespot/shared/site';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../lib/i18n/i18n-provider.tsx';
import { inLanguage } from '../../../test/in-language.ts';
import { SearchResultText } from './search-result-text.tsx';

afterEach(cleanup);

/** The result's two lines as shown on a page in `language`. */
function lines(result: SearchResult, language: LanguageCode) {
  return render(
    <I18nProvider fixed={inLanguage(language)}>
      <SearchResultText result={result} />
    </I18nProvider>,
  );
}

const WRECK: SearchResult = {
  type: 'DIVE_SPOT',
  objectId: 1,
  slug: 'giannis-d',
  title: 'Giannis D',
  details: 'Wreck · Red Sea, Egypt',
};

describe('SearchResultText: the line under a result in the page language', () => {
  it("writes a spot's site type and place in German and Japanese", () => {
    const de = { ...WRECK, context: { siteType: 'wreck', place: 'Rotes Meer, Ägypten' } };
    expect(lines(de, 'de').container.textContent).toBe('Giannis DWrack · Rotes Meer, Ägypten');
    cleanup();
    const ja = { ...WRECK, context: { siteType: 'wreck', place: '紅海, エジプト' } };
    expect(lines(ja, 'ja').container.textContent).toBe('Giannis D沈船 · 紅海, エジプト');
  });

  it('names the kind of dive centers, regions and countries in the language', () => {
    const center: SearchResult = {
      ...{ type: 'DIVE_CENTER', objectId: 2, slug: 'lagoon', title: 'Lagoon Divers' },
      ...{ details: 'Dive center · Dahab, Egypt', context: { place: 'Dahab, Ägypten' } },
    };
    expect(lines(center, 'de').container.textContent).toBe(
      'Lagoon DiversTauchbasis · Dahab, Ägypten',
    );
    cleanup();
    const region: SearchResult = {
      ...{ type: 'REGION', objectId: 3, slug: 'egypt/red-sea', title: '紅海' },
      ...{ details: 'Region · Egypt', context: { place: 'エジプト' } },
    };
    expect(lines(region, 'ja').container.textContent).toBe('紅海地域 · エジプト');
    cleanup();
    const country: SearchResult = {
      ...{ type: 'COUNTRY', objectId: 4, slug: 'egypt', title: 'Ägypten' },
      ...{ details: 'Country', context: {} },
    };
    expect(lines(country, 'de').container.textContent).toBe('ÄgyptenLand');
  });

  it('leaves out what a spot does not have, and shows `details` without a context', () => {
    const placeOnly = { ...WRECK, details: 'Red Sea, Egypt', context: { place: 'Rotes Meer' } };
    expect(lines(placeOnly, 'de').container.textContent).toBe('Giannis DRotes Meer');
    cleanup();
    expect(lines(WRECK, 'en-US').container.textContent).toBe('Giannis DWreck · Red Sea, Egypt');
  });

  it('names a species by its name in the language, else by its Latin name over the English', () => {
    const species: SearchResult = {
      ...{ type: 'MARINE_LIFE', objectId: 5, slug: 'whale-shark', title: 'Walhai' },
      ...{ details: 'Rhincodon typus', titleLang: 'de' },
    };
    const named = lines(species, 'de').container;
    expect(named.textContent).toBe('WalhaiRhincodon typus');
    expect(named.querySelector('[lang]')).toBeNull();
    cleanup();
    const english = { ...species, title: 'Masked butterflyfish', titleLang: 'en' as const };
    const shown = lines({ ...english, details: 'Chaetodon semilarvatus' }, 'de');
    expect(shown.container.textContent).toBe('Chaetodon semilarvatusMasked butterflyfish');
    expect(shown.container.querySelector('[lang="en"]')?.textContent).toBe('Masked butterflyfish');
    expect(shown.container.querySelector('i')?.textContent).toBe('Chaetodon semilarvatus');
  });
});
