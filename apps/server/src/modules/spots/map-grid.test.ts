import { describe, expect, it } from 'vitest';
import {
  contains,
  expansionZoom,
  gridZoom,
  indexAt,
  mercatorX,
  mercatorY,
  tileBounds,
  tilesOf,
  type View,
} from './map-grid.ts';
import { coarserCells } from './spots-map.features.ts';
import { pieceLevel } from './spots-map.pieces.ts';
import type { CellRow } from './spots-map.repository.ts';

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

  it('zooms into a cluster until its spots fall into different cells', () => {
    // Spots 1/1000 of the world apart split at zoom 8, whose cells are 1/1024 across.
    expect(expansionZoom(1 / 1000, 3)).toBe(8);
    expect(expansionZoom(0.5, 3)).toBe(4);
    expect(expansionZoom(0, 3)).toBe(20);
  });

  it('lets grid zooms 0–8 share the world and three zooms each share tiles after that', () => {
    const levels = [0, 2, 8, 9, 11, 12, 14, 15, 20].map(pieceLevel);
    expect(levels).toEqual([0, 0, 0, 6, 6, 9, 9, 12, 15]);
  });

  it('merges cells into a coarser grid, averaging positions by count', () => {
    const cell = (cx: number, cy: number, n: number, lat: number, lng: number): CellRow => ({
      cx,
      cy,
      n,
      lat,
      lng,
      min_x: lng,
      max_x: lng,
      min_y: lat,
      max_y: lat,
      id: n === 1 ? 7 : null,
      name: n === 1 ? 'Solo' : null,
      slug: n === 1 ? 'solo' : null,
      country_slug: null,
      region_slug: null,
      level: null,
      rating: null,
      review_count: n === 1 ? 0 : null,
      depth_min: null,
      depth_max: null,
      activities: n === 1 ? [] : null,
    });
    const merged = coarserCells(
      [cell(4, 4, 3, 10, 20), cell(5, 5, 1, 14, 24), cell(9, 0, 1, 1, 1)],
      1,
    );
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ cx: 2, cy: 2, n: 4, lat: 11, lng: 21, id: null });
    expect(merged[0]).toMatchObject({ min_x: 20, max_x: 24 });
    expect(merged[1]).toMatchObject({ cx: 4, cy: 0, n: 1, id: 7, name: 'Solo' });
  });
});
