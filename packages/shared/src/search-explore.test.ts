import { describe, expect, it } from 'vitest';
import { decodeExploreUrl } from './explore-url.ts';
import { exploreSuggestionQuery, zoomToFit } from './search-explore.ts';
import { searchResultHref } from './search-links.ts';

describe('exploreSuggestionQuery', () => {
  it('writes sealife and month alone when no place is known', () => {
    expect(exploreSuggestionQuery({ sealife: ['whale-shark'], month: 3 })).toBe(
      'sealife=whale-shark&month=3',
    );
    expect(exploreSuggestionQuery({ sealife: ['reef-manta-ray', 'oceanic-manta-ray'] })).toBe(
      'sealife=reef-manta-ray,oceanic-manta-ray',
    );
  });

  it("writes a place's bounds with a zoom that shows it, decoding as a valid view", () => {
    const bali = { north: -8.05, east: 115.72, south: -8.85, west: 114.43 };
    const query = exploreSuggestionQuery({ sealife: ['reef-manta-ray'], month: 8, bounds: bali });
    const state = decodeExploreUrl(query);
    expect(state.viewFromUrl).toBe(true);
    expect(state.view).toEqual({ ...bali, zoom: zoomToFit(bali) });
    expect(state.filters).toEqual({ sealife: 'reef-manta-ray', month: '8' });
  });

  it('zooms in on small places and out on large ones, within the map range', () => {
    const small = zoomToFit({ north: 0.01, east: 0.01, south: -0.01, west: -0.01 });
    const country = zoomToFit({ north: 6, east: 141, south: -11, west: 95 });
    expect(small).toBeGreaterThan(country);
    expect(country).toBeGreaterThanOrEqual(3);
    expect(country).toBeLessThanOrEqual(5);
    expect(zoomToFit({ north: 1e-9, east: 1e-9, south: 0, west: 0 })).toBe(20);
    expect(zoomToFit({ north: 85, east: 180, south: -85, west: -180 })).toBeLessThan(2);
    // Fiji across the antimeridian: measured the short way, not around the world.
    expect(zoomToFit({ north: -12, east: -178, south: -21, west: 176 })).toBeGreaterThan(5);
  });

  it('is where an EXPLORE result leads', () => {
    expect(searchResultHref({ type: 'EXPLORE', slug: 'sealife=whale-shark&month=3' })).toBe(
      '/explore?sealife=whale-shark&month=3',
    );
  });
});
