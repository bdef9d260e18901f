import { describe, expect, it } from 'vitest';
import { MAX_ZOOM } from '@divespot/shared/explore-url';
import { declutter, TARGET_PX } from './map-declutter.ts';
import { CLUSTER_HALO_PX, PIN_PX, clusterRadius } from './map-layers.ts';
import type { MapPointFeature } from './map-types.ts';

const spot = (objectId: number, lng: number, lat: number): MapPointFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: {
    kind: 'spot',
    objectId,
    name: `Spot ${objectId}`,
    level: null,
    rating: null,
    reviewCount: 0,
    depthMin: null,
    depthMax: null,
    activityTypes: [],
    coverImageLink: '',
  },
});

const cluster = (lng: number, lat: number, count: number, expansionZoom: number) => ({
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [lng, lat] },
  properties: { kind: 'cluster' as const, count, expansionZoom },
});

/** Where a marker's square is on screen at `zoom` (world pixels), as the map draws it. */
function square(f: MapPointFeature, zoom: number) {
  const [lng = 0, lat = 0] = f.geometry.coordinates;
  const world = 512 * 2 ** zoom;
  const phi = (lat * Math.PI) / 180;
  const x = ((lng + 180) / 360) * world;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * world;
  return f.properties.kind === 'spot'
    ? { x, y: y - PIN_PX / 2, half: TARGET_PX / 2 }
    : {
        x,
        y,
        half: Math.max(TARGET_PX / 2, clusterRadius(f.properties.count) + CLUSTER_HALO_PX),
      };
}

/** The pairs of markers whose squares overlap at `zoom`. */
function overlaps(features: readonly MapPointFeature[], zoom: number): [number, number][] {
  const squares = features.map((f) => square(f, zoom));
  const found: [number, number][] = [];
  squares.forEach((a, i) =>
    squares.slice(i + 1).forEach((b, k) => {
      const need = a.half + b.half;
      if (Math.abs(a.x - b.x) < need && Math.abs(a.y - b.y) < need) found.push([i, i + 1 + k]);
    }),
  );
  return found;
}

const spotsIn = (features: readonly MapPointFeature[]) =>
  features.reduce((n, f) => n + (f.properties.kind === 'cluster' ? f.properties.count : 1), 0);

/** A deterministic scatter of spots around a point (a linear congruential generator). */
function scatter(n: number, lng: number, lat: number, spread: number, seed = 7) {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5) * spread;
  return Array.from({ length: n }, (_, i) => spot(i + 1, lng + next(), lat + next()));
}

describe('declutter', () => {
  it('leaves markers that stand apart as they are', () => {
    const apart = [spot(1, 34.0, 27.0), spot(2, 34.5, 27.5), cluster(35, 28, 12, 9)];
    expect(declutter(apart, 8)).toEqual(apart);
  });

  it('groups spots whose pins would overlap, at the mean of their positions', () => {
    // Shark Reef and Yolanda Reef, 200 m apart at Ras Mohammed.
    const reefs = [spot(1, 34.2586, 27.7342), spot(2, 34.2575, 27.7322)];
    const [group, ...rest] = declutter(reefs, 12);
    expect(rest).toEqual([]);
    expect(group?.properties).toMatchObject({ kind: 'cluster', count: 2 });
    const [lng = 0, lat = 0] = group?.geometry.coordinates ?? [];
    expect(lng).toBeCloseTo(34.25805, 4);
    expect(lat).toBeCloseTo(27.7332, 3);
    // Zoomed to where the group comes apart, the two pins stand apart.
    const apartAt = group?.properties.kind === 'cluster' ? group.properties.expansionZoom : 0;
    expect(apartAt).toBeGreaterThan(12);
    expect(declutter(reefs, apartAt)).toEqual(reefs);
  });

  it('adds spots to the clusters of the answer they would cover, counting them all', () => {
    const features = [cluster(34.3, 27.9, 40, 9), spot(1, 34.31, 27.91), spot(2, 36, 25)];
    const drawn = declutter(features, 7);
    expect(drawn).toHaveLength(2);
    expect(drawn[0]?.properties).toMatchObject({ kind: 'spot', objectId: 2 });
    expect(drawn[1]?.properties).toMatchObject({ kind: 'cluster', count: 41, expansionZoom: 9 });
  });

  it('never leaves two markers overlapping, and loses no spot, from zoom 1 to 18', () => {
    // Dense reefs, a loose archipelago and clusters of the answer among them.
    const features = [
      ...scatter(120, 34.3, 27.8, 0.6),
      ...scatter(60, 34.5, 28.5, 0.05, 11),
      ...scatter(80, 120, -8.5, 6, 3),
      cluster(34.25, 27.75, 25, 10),
      cluster(121, -8, 300, 6),
    ];
    for (let zoom = 1; zoom <= 18; zoom++) {
      const drawn = declutter(features, zoom + 0.5);
      expect(overlaps(drawn, zoom), `zoom ${zoom}`).toEqual([]);
      // A fractional zoom only moves markers apart.
      expect(overlaps(drawn, zoom + 0.99), `zoom ${zoom}.99`).toEqual([]);
      expect(spotsIn(drawn), `zoom ${zoom}`).toBe(spotsIn(features));
    }
  });

  it('groups markers either side of the antimeridian, which are neighbours on screen', () => {
    const drawn = declutter([spot(1, 179.999, -17), spot(2, -179.999, -17)], 6);
    expect(drawn).toHaveLength(1);
    const [lng = 0] = drawn[0]?.geometry.coordinates ?? [];
    expect(Math.abs(lng)).toBeGreaterThan(179.99);
  });

  it('keeps spots at one position grouped at every zoom', () => {
    const drawn = declutter([spot(1, 34.06, 26.64), spot(2, 34.06, 26.64)], MAX_ZOOM);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]?.properties).toMatchObject({ count: 2, expansionZoom: MAX_ZOOM });
  });
});
