import { describe, expect, it } from 'vitest';
import { loadSeedDataset } from './dataset.ts';

const data = loadSeedDataset();

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

function inBounds(
  b: { north: number; east: number; south: number; west: number },
  lat: number,
  lng: number,
): boolean {
  const inLng = b.west <= b.east ? lng >= b.west && lng <= b.east : lng >= b.west || lng <= b.east;
  return lat >= b.south && lat <= b.north && inLng;
}

describe('seed dataset', () => {
  const regions = new Map(data.regions.map((r) => [r.slug, r]));
  const spots = new Map(data.spots.map((s) => [s.slug, s]));

  it('has unique slugs per kind', () => {
    expect(duplicates(data.regions.map((r) => r.slug))).toEqual([]);
    expect(duplicates(data.spots.map((s) => s.slug))).toEqual([]);
    expect(duplicates(data.species.map((s) => s.slug))).toEqual([]);
    expect(duplicates(data.species.map((s) => s.scientificName))).toEqual([]);
    expect(duplicates(data.diveCenters.map((c) => c.slug))).toEqual([]);
  });

  it('places every spot and dive center in a known region, inside its bounds', () => {
    const problems = [...data.spots, ...data.diveCenters].flatMap((item) => {
      const region = regions.get(item.region);
      if (!region) return [`${item.slug}: unknown region ${item.region}`];
      return inBounds(region.bounds, item.latitude, item.longitude)
        ? []
        : [`${item.slug}: ${item.latitude},${item.longitude} outside ${region.slug}`];
    });
    expect(problems).toEqual([]);
  });

  it('has consistent depth ranges', () => {
    const bad = data.spots.filter(
      (s) => s.depthMin !== undefined && s.depthMax !== undefined && s.depthMin > s.depthMax,
    );
    expect(bad.map((s) => s.slug)).toEqual([]);
  });

  it('gives an altitude only to inland water: the sea is at sea level', () => {
    const atSea = data.spots.filter((s) => s.altitudeM !== undefined && s.waterType === 'ocean');
    expect(atSea.map((s) => s.slug)).toEqual([]);
  });

  it('links species sightings to existing spots', () => {
    const missing = data.species.flatMap((s) =>
      s.sightings.filter((x) => !spots.has(x.spot)).map((x) => `${s.slug} → ${x.spot}`),
    );
    expect(missing).toEqual([]);
  });
});
