import { describe, expect, it } from 'vitest';
import { cameraBounds, clusterLabel, featuresInView, sameView, viewFromBounds } from './map-lib.ts';
import type { MapFeatureCollection, MapSpot } from './map-types.ts';

const spot = (objectId: number, lng: number, lat: number, extra: Partial<MapSpot> = {}) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [lng, lat] },
  properties: {
    kind: 'spot' as const,
    objectId,
    name: `Spot ${objectId}`,
    level: null,
    rating: null,
    reviewCount: 0,
    depthMin: null,
    depthMax: null,
    activityTypes: [],
    coverImageLink: '',
    ...extra,
  },
});

describe('viewFromBounds', () => {
  it('rounds as the URL keeps a view: bounds to 6 decimals, zoom to 2', () => {
    expect(
      viewFromBounds(
        { west: 96.88880312, east: 177.7878024, south: -47.965561, north: 23.2705 },
        3.004,
      ),
    ).toEqual({ north: 23.2705, east: 177.787802, south: -47.965561, west: 96.888803, zoom: 3 });
  });

  it('wraps a view across the antimeridian so that east < west', () => {
    expect(viewFromBounds({ west: 178.5, east: 181, south: -18, north: -15.5 }, 8)).toEqual({
      north: -15.5,
      east: -179,
      south: -18,
      west: 178.5,
      zoom: 8,
    });
    expect(viewFromBounds({ west: -185, east: -170, south: 0, north: 10 }, 5)).toMatchObject({
      west: 175,
      east: -170,
    });
  });

  it('keeps an east edge on the antimeridian at 180 and a world-wide view at ±180', () => {
    expect(viewFromBounds({ west: 100, east: 180, south: 0, north: 10 }, 4)).toMatchObject({
      west: 100,
      east: 180,
    });
    expect(viewFromBounds({ west: -300, east: 250, south: -80, north: 80 }, 1)).toMatchObject({
      west: -180,
      east: 180,
    });
  });

  it('clamps latitudes and zoom to the map', () => {
    expect(viewFromBounds({ west: 0, east: 10, south: -95, north: 91 }, 0.3)).toMatchObject({
      south: -90,
      north: 90,
      zoom: 1,
    });
  });
});

describe('cameraBounds', () => {
  it('unwraps east past 180 for a view across the antimeridian', () => {
    expect(cameraBounds({ north: -15.5, east: -179, south: -18, west: 178.5, zoom: 8 })).toEqual([
      [178.5, -18],
      [181, -15.5],
    ]);
    expect(cameraBounds({ north: 10, east: 20, south: 0, west: 10, zoom: 5 })).toEqual([
      [10, 0],
      [20, 10],
    ]);
  });
});

describe('sameView', () => {
  it('compares views as rounded for the URL', () => {
    const v = { north: 1, east: 2, south: 0, west: 1, zoom: 3 };
    expect(sameView(v, { ...v, east: 2.0000001, zoom: 3.001 })).toBe(true);
    expect(sameView(v, { ...v, zoom: 3.01 })).toBe(false);
  });
});

describe('clusterLabel', () => {
  it.each([
    [2, '2'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [9999, '9.9k'],
    [12_345, '12k'],
    [999_999, '999k'],
    [1_250_000, '1.2M'],
  ])('%i reads %s', (count, label) => expect(clusterLabel(count)).toBe(label));
});

describe('featuresInView', () => {
  const data: MapFeatureCollection = {
    type: 'FeatureCollection',
    features: [
      spot(1, 179.9, -16.8),
      spot(2, -179.9, -16.7),
      spot(3, 10, 10),
      spot(4, 179.5, -17.5),
      { ...spot(0, 179, -16), properties: { kind: 'cluster', count: 4, expansionZoom: 9 } },
    ],
  };
  const ids = (b: { west: number; east: number; south: number; north: number }) =>
    featuresInView(data, b).map((f) =>
      f.properties.kind === 'spot' ? f.properties.objectId : 'cluster',
    );

  it('finds features on both sides of ±180° in an unwrapped view, nearest the centre first', () => {
    expect(ids({ west: 178.5, east: 181, south: -18, north: -15.5 })).toEqual([1, 2, 4, 'cluster']);
    // The same view as MapLibre may report it one world to the west.
    expect(ids({ west: -181.5, east: -179, south: -18, north: -15.5 })).toEqual([
      1,
      2,
      4,
      'cluster',
    ]);
  });

  it('leaves out what is outside, and lists everything in a world-wide view', () => {
    expect(ids({ west: 0, east: 20, south: 0, north: 20 })).toEqual([3]);
    expect(ids({ west: -200, east: 200, south: -80, north: 80 })).toHaveLength(5);
    expect(featuresInView(undefined, { west: 0, east: 1, south: 0, north: 1 })).toEqual([]);
  });
});
