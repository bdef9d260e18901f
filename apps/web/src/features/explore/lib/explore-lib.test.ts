import type { Filter } from '@divespot/shared/filters';
import { describe, expect, it } from 'vitest';
import { boundsParams, narrowingParams } from '@divespot/shared/explore-list';
import { queryString } from './explore-params.ts';
import {
  rangeValues,
  selectedValues,
  withoutFilter,
  withRange,
  withValues,
} from './filter-values.ts';
import { spotImage } from './spot-format.ts';
import { viewAround } from './search-fit.ts';
import { previewFromMarker, withRecord } from './spot-preview.ts';

const level: Filter = {
  name: 'level',
  display: 'Level',
  type: 'MULTI_SELECT',
  options: [
    { value: 'beginner', display: 'Beginner' },
    { value: 'expert', display: 'Expert' },
  ],
};
const water: Filter = { ...level, name: 'water', display: 'Water', type: 'SINGLE_SELECT' };
const depth: Filter = {
  name: 'depth',
  display: 'Depth',
  type: 'RANGE',
  options: [],
  range: { minValue: 0, maxValue: 150 },
  unit: 'm',
};

describe('filter values', () => {
  it('sets, reads and removes select filters', () => {
    const f = withValues({ depth: 1 }, level, ['beginner', 'expert']);
    expect(f).toEqual({ depth: 1, level: ['beginner', 'expert'] });
    expect(selectedValues(f, 'level')).toEqual(['beginner', 'expert']);
    expect(withValues(f, level, [])).toEqual({ depth: 1 });
    expect(withValues({}, water, ['expert'])).toEqual({ water: 'expert' });
    expect(selectedValues({ water: 'expert' }, 'water')).toEqual(['expert']);
    expect(selectedValues({}, 'toString')).toEqual([]);
  });

  it('keeps range bounds only where they narrow the range', () => {
    expect(withRange({}, depth, 0, 150)).toEqual({});
    expect(withRange({}, depth, 10, 150)).toEqual({ 'depth.min': 10 });
    expect(withRange({ 'depth.min': 5 }, depth, undefined, 40)).toEqual({ 'depth.max': 40 });
    expect(rangeValues({ 'depth.min': 10, 'depth.max': 'x' }, depth)).toEqual({
      min: 10,
      max: undefined,
    });
    expect(withoutFilter({ 'depth.min': 10, 'depth.max': 40, level: ['expert'] }, depth)).toEqual({
      level: ['expert'],
    });
  });
});

describe('request parameters', () => {
  const view = { north: 28.5, east: 35, south: 24.5, west: 32.5, zoom: 7 };

  it('writes the view as ne/sw and the filters flat, commas readable', () => {
    const q = boundsParams({ view, filters: { level: ['beginner', 'expert'] }, search: ' wreck ' });
    expect(queryString(q)).toBe('ne=28.5,35&sw=24.5,32.5&zoom=7&level=beginner,expert&q=wreck');
    expect(narrowingParams({ filters: {}, search: '  ' }).toString()).toBe('');
  });

  it('keeps a view across the antimeridian for the API', () => {
    const q = boundsParams({ view: { ...view, west: 170, east: -170 }, filters: {} });
    expect(q.get('ne')).toBe('28.5,-170');
    expect(q.get('sw')).toBe('24.5,170');
  });
});

describe('spot previews', () => {
  it('never leaves a card without a picture', () => {
    expect(spotImage(7, null, 640, 480)).toBe(
      '/api/image/illustration/spot/7?width=640&height=480',
    );
    expect(spotImage(7, '/api/image/12', 640, 480)).toBe(
      '/api/image/rescale/12?width=640&height=480',
    );
  });

  it('completes a marker with its record', () => {
    const marker = previewFromMarker({
      kind: 'spot',
      objectId: 1,
      name: 'Reef',
      level: 'beginner',
      rating: 4.5,
      reviewCount: 3,
      depthMin: 5,
      depthMax: 20,
      activityTypes: ['wreck', 'somethingelse'],
      coverImageLink: '/api/image/illustration/spot/1',
    });
    expect(marker.activities.map((a) => a.displayName)).toEqual(['Wreck diving', 'Somethingelse']);
    expect(marker.address).toBeUndefined();
    const full = withRecord(marker, {
      address: 'Safaga, Egypt',
      locationDescription: 'Safaga, Egypt',
      activityTypes: [],
      scientificName: null,
      size: null,
    } as never);
    expect(full.address).toBe('Safaga, Egypt');
    expect(full.activities).toEqual(marker.activities);
  });
});

describe('viewAround', () => {
  it('frames the matches with a margin, a single one in a small box', () => {
    expect(viewAround([])).toBeUndefined();
    const one = viewAround([{ latitude: 27.8, longitude: 33.9 }])!;
    expect(one.north - one.south).toBeCloseTo(0.3, 5);
    expect(one.east - one.west).toBeCloseTo(0.5, 5);
    expect(one.zoom).toBeGreaterThan(9);
    const two = viewAround([
      { latitude: 10, longitude: 100 },
      { latitude: 20, longitude: 120 },
    ])!;
    expect(two.south).toBeCloseTo(8.5, 5);
    expect(two.north).toBeCloseTo(21.5, 5);
    expect(two.west).toBeCloseTo(97, 5);
    expect(two.east).toBeCloseTo(123, 5);
    const world = viewAround([
      { latitude: -80, longitude: -179 },
      { latitude: 80, longitude: 179 },
    ])!;
    expect(world).toMatchObject({ north: 85, south: -85, west: -180, east: 180, zoom: 1 });
  });
});
