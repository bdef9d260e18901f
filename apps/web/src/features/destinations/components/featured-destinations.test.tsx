// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/in-language.ts';
import { json, renderPage, stubApi } from '../../../test/render.tsx';
import { FeaturedDestinations } from './featured-destinations.tsx';

const destination = (slug: string, country: string, countryCode: string | null) => ({
  slug,
  name: slug,
  country,
  countryCode,
  tagline: 'Walls and wrecks.',
  bounds: { north: 28, east: 35, south: 27, west: 34 },
  zoom: 9,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeaturedDestinations', () => {
  it('names each country in the page’s language, or as stored when its code is unknown', async () => {
    stubApi((url) =>
      url.pathname === '/api/destinations/featured'
        ? json(200, {
            content: [
              destination('Sharm el-Sheikh', 'Egypt', 'EG'),
              destination('Atlantis', 'Atlantis', null),
            ],
          })
        : undefined,
    );
    renderPage(<FeaturedDestinations limit={3} heading="Ziele" headingId="h" />, {
      language: inLanguage('de'),
    });
    expect(await screen.findByText('Ägypten')).toBeTruthy();
    expect(screen.getByText('Atlantis', { selector: 'span.text-xs' })).toBeTruthy();
    expect(screen.queryByText('Egypt')).toBeNull();
  });
});
