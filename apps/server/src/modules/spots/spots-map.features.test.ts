import { spotMapWireClusterSchema, spotMapWireSpotSchema } from '@divespot/shared/spot-map';
import { describe, expect, it } from 'vitest';
import { clusterJson, spotJson, spotMapBody } from './spots-map.features.ts';

describe('clusterJson', () => {
  it('writes the position to 6 decimals as valid JSON, signs and carries included', () => {
    const at = (lat: number, lng: number) =>
      spotMapWireClusterSchema.parse(JSON.parse(clusterJson(lat, lng, 2, 5))).slice(0, 2);
    expect(at(27.8123456789, 33.9)).toEqual([33.9, 27.812346]);
    expect(at(-0.0000004, -179.9999996)).toEqual([-180, 0]);
    expect(at(-17.0000015, 0.000001)).toEqual([0.000001, -17.000002]);
    expect(clusterJson(1, 2, 7, 9)).toBe('[2.000000,1.000000,7,9]');
  });
});

describe('spotJson and spotMapBody', () => {
  it('write a spot as the array the answer schema names, in a body that parses', () => {
    const row = {
      id: 289,
      name: 'SS "Thistlegorm"',
      country_slug: 'egypt',
      region_slug: 'red-sea',
      level: 'advanced' as const,
      rating: 4.8,
      review_count: 12,
      depth_min: 16,
      depth_max: 32,
      activities: ['wreck'],
    };
    const spot = spotJson(row, 27.81345678, 33.92123456);
    expect(spotMapWireSpotSchema.parse(JSON.parse(spot))).toEqual([
      289,
      33.921235,
      27.813457,
      'SS "Thistlegorm"',
      'advanced',
      4.8,
      12,
      16,
      32,
      ['wreck'],
    ]);
    expect(JSON.parse(spotMapBody(true, [spot], [clusterJson(1, 2, 7, 9)]))).toEqual({
      clustered: true,
      spots: [JSON.parse(spot)],
      clusters: [[2, 1, 7, 9]],
    });
    expect(JSON.parse(spotMapBody(false, []))).toEqual({
      clustered: false,
      spots: [],
      clusters: [],
    });
  });
});
