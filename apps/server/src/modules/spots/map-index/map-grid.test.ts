import { describe, expect, it } from 'vitest';
import {
  contains,
  gridZoom,
  indexAt,
  mercatorX,
  mercatorY,
  tileBounds,
  tilesOf,
  type View,
} from './map-grid.ts';

const fiji: View = {
  north: -15,
  south: -20,
  lngRanges: [
    [177, 180],
    [-180, -178],
  ],
};

describe('map grid', () => {
  it('numbers tiles as MapLibre does (z/x/y from the north-west corner)', () => {
    // Zoom 3: Cairo (30.04°N, 31.24°E) is in tile 3/4/3.
    expect([indexAt(mercatorX(31.24), 3), indexAt(mercatorY(30.04), 3)]).toEqual([4, 3]);
    expect(tileBounds({ level: 1, x: 1, y: 0 })).toMatchObject({ west: 0, east: 180, north: 90 });
    const b = tileBounds({ level: 3, x: 4, y: 3 });
    expect(b.south).toBeCloseTo(0, 6);
    expect(b.north).toBeCloseTo(40.979898, 5);
    expect([mercatorY(90), mercatorY(-90), mercatorY(0)]).toEqual([0, 1, 0.5]);
  });

  it('splits a view across the antimeridian into tiles on both edges of the map', () => {
    const xs = [...new Set(tilesOf(fiji, 4).map((t) => t.x))].sort((a, b) => a - b);
    expect(xs).toEqual([0, 15]);
    expect(contains(fiji, -17.7, 178.1)).toBe(true);
    expect(contains(fiji, -17.7, -179.9)).toBe(true);
    expect(contains(fiji, -17.7, 170)).toBe(false);
  });

  it('coarsens the grid of a view much wider than its zoom says', () => {
    const world: View = { north: 80, south: -80, lngRanges: [[-180, 180]] };
    expect(gridZoom(world, 12)).toBe(3);
    const small: View = { north: 28, south: 27.5, lngRanges: [[33.5, 34.2]] };
    expect(gridZoom(small, 10.7)).toBe(10);
  });
});
