import { describe, expect, it } from 'vitest';
import { destinationExploreHref } from './explore-links.ts';

describe('destinationExploreHref', () => {
  it('puts the bounds and zoom in the explore query', () => {
    expect(
      destinationExploreHref({
        bounds: { north: 1.5, east: 131, south: -2.3, west: 129.6 },
        zoom: 8,
      }),
    ).toBe('/explore?n=1.5&e=131&s=-2.3&w=129.6&zoom=8');
  });

  it('rounds as the explore codec does', () => {
    expect(
      destinationExploreHref({
        bounds: { north: 1.23456789, east: 131, south: -2.3, west: 129.6 },
        zoom: 8.456,
      }),
    ).toBe('/explore?n=1.234568&e=131&s=-2.3&w=129.6&zoom=8.46');
  });
});
