import { spotMapWireClusterSchema, spotMapWireSpotSchema } from '@divespot/shared/spot-map';
import { describe, expect, it } from 'vitest';
import { ClusterListWriter, spotJson, spotMapBody } from './spots-map.features.ts';

const clusterJson = (lat: number, lng: number, count: number, expansionZoom: number) => {
  const writer = new ClusterListWriter();
  writer.add(lat, lng, count, expansionZoom);
  return writer.text();
};

describe('ClusterListWriter', () => {
  it('writes the position to 6 decimals as valid JSON, signs and carries included', () => {
    const at = (lat: number, lng: number) =>
      spotMapWireClusterSchema.parse(JSON.parse(clusterJson(lat, lng, 2, 5))).slice(0, 2);
    expect(at(27.8123456789, 33.9)).toEqual([33.9, 27.812346]);
    expect(at(-0.0000004, -179.9999996)).toEqual([-180, 0]);
    // Halves round up, as spots' coordinates do (Math.round).
    expect(at(-17.0000015, 0.000001)).toEqual([0.000001, Math.round(-17.0000015 * 1e6) / 1e6]);
    expect(clusterJson(1, 2, 7, 9)).toBe('[2.000000,1.000000,7,9]');
    expect(clusterJson(-85.05, 179.5, 100392, 20)).toBe('[179.500000,-85.050000,100392,20]');
  });

  it('writes lists of any length, starting afresh after reset', () => {
    const writer = new ClusterListWriter();
    const want: number[][] = [];
    for (let i = 0; i < 2000; i++) {
      const lat = ((i * 7919) % 17_000) / 100 - 85 + i * 1.3e-7;
      const lng = ((i * 104_729) % 36_000) / 100 - 180 + i * 7e-8;
      writer.add(lat, lng, i + 2, i % 21);
      want.push([Math.round(lng * 1e6) / 1e6, Math.round(lat * 1e6) / 1e6, i + 2, i % 21]);
    }
    expect(JSON.parse(`[${writer.text()}]`)).toEqual(want);
    writer.reset();
    expect(writer.text()).toBe('');
    writer.add(0, 0, 3, 4);
    expect(writer.text()).toBe('[0,0,3,4]');
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
    expect(JSON.parse(spotMapBody(true, [spot], clusterJson(1, 2, 7, 9)))).toEqual({
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
