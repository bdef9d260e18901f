import { describe, expect, it } from 'vitest';
import { decodeExploreUrl } from './explore-url.ts';
import { exploreSuggestionQuery, withSurroundings, zoomToFit } from './search-explore.ts';
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

  it("writes a place's bounds and surroundings with a zoom that shows them, decoding as a valid view", () => {
    const bali = { north: -8, east: 115.75, south: -8.6, west: 114.4 };
    const query = exploreSuggestionQuery({ sealife: ['reef-manta-ray'], month: 8, bounds: bali });
    const state = decodeExploreUrl(query);
    expect(state.viewFromUrl).toBe(true);
    const around = withSurroundings(bali);
    expect(state.view.zoom).toBe(zoomToFit(around));
    for (const side of ['north', 'east', 'south', 'west'] as const) {
      expect(state.view[side]).toBeCloseTo(around[side], 5);
    }
    // Manta Point, off Nusa Penida just south of Bali's own box, is in view.
    expect(state.view.south).toBeLessThan(-8.7955);
    expect(state.filters).toEqual({ sealife: 'reef-manta-ray', month: '8' });
  });

  it('adds a third of a place on each side, within the world', () => {
    expect(withSurroundings({ north: 3, east: 3, south: 0, west: 0 })).toEqual({
      north: 4,
      east: 4,
      south: -1,
      west: -1,
    });
    // Across the antimeridian, the sides wrap; a continent-sized box grows to the whole world.
    expect(withSurroundings({ north: -12, east: -178, south: -21, west: 176 })).toEqual({
      north: -9,
      east: -176,
      south: -24,
      west: 174,
    });
    expect(withSurroundings({ north: 80, east: 150, south: -80, west: -150 })).toEqual({
      north: 85,
      east: 180,
      south: -85,
      west: -180,
    });
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
