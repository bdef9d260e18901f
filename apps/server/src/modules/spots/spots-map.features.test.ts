import { describe, expect, it } from 'vitest';
import { clusterJson } from './spots-map.features.ts';

describe('clusterJson', () => {
  it('writes the position to 6 decimals as valid JSON, signs and carries included', () => {
    const at = (lat: number, lng: number) =>
      (JSON.parse(clusterJson(lat, lng, 2, 5)) as { geometry: { coordinates: number[] } }).geometry
        .coordinates;
    expect(at(27.8123456789, 33.9)).toEqual([33.9, 27.812346]);
    expect(at(-0.0000004, -179.9999996)).toEqual([-180, 0]);
    expect(at(-17.0000015, 0.000001)).toEqual([0.000001, -17.000002]);
    expect(clusterJson(1, 2, 7, 9)).toContain(
      '"properties":{"kind":"cluster","count":7,"expansionZoom":9}',
    );
  });
});
