import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  decodeExploreUrl,
  DEFAULT_MAP_VIEW,
  encodeExploreUrl,
  isFilterActive,
  normalizeMapView,
  optionMatches,
  sanitizeFilters,
  sharedViewQuery,
  toApiQuery,
  toApiView,
  toBoundsQuery,
  withActivityFilter,
} from './explore-url.ts';
import { CONFIG, depth, level, state, VALID } from './explore-url.fixtures.ts';

describe('filter helpers', () => {
  it('sanitizeFilters keeps known filters and options in their configured shape', () => {
    expect(
      sanitizeFilters(
        {
          level: 'BEGINNER',
          activityTypes: ['wreck', 'cave', 'unicorn', 'scuba'],
          water: ['pond', 'Lake', 'ocean'],
          'depth.min': 0,
          'depth.max': 400,
          'temp.min': '10',
          'level.min': 3,
          unknown: 'x',
        },
        CONFIG,
      ),
    ).toEqual({
      level: ['beginner'],
      activityTypes: ['scuba', 'wreck', 'Cave'],
      water: 'ocean',
      'temp.min': 10,
    });
  });

  it('sanitizeFilters clamps and orders range bounds', () => {
    expect(sanitizeFilters({ 'depth.min': -5, 'depth.max': 30 }, CONFIG)).toEqual({
      'depth.max': 30,
    });
    expect(sanitizeFilters({ 'depth.min': 200 }, CONFIG)).toEqual({ 'depth.min': 150 });
    expect(sanitizeFilters({ 'depth.min': 40, 'depth.max': 10 }, CONFIG)).toEqual({
      'depth.min': 10,
      'depth.max': 40,
    });
    expect(sanitizeFilters({ 'depth.min': [1, 2], 'depth.max': true }, CONFIG)).toEqual({});
    // -0 would be written as '0' and read back as 0: sanitized values are already 0.
    expect(Object.is(sanitizeFilters({ 'temp.max': -0 }, CONFIG)['temp.max'], 0)).toBe(true);
  });

  it('counts active filters once each', () => {
    expect(activeFilterCount({}, CONFIG)).toBe(0);
    const f = { level: ['expert', 'advanced'], 'depth.min': 10, 'depth.max': 20, x: 'y' };
    expect(activeFilterCount(f, CONFIG)).toBe(2);
    expect(activeFilterCount({ 'depth.min': 0, 'depth.max': 150, level: 'nope' }, CONFIG)).toBe(0);
    expect(activeFilterCount({ 'temp.max': 31.9 }, CONFIG)).toBe(1);
  });

  it('isFilterActive follows the range rule of docs/product/validation.md', () => {
    expect(isFilterActive(depth, { 'depth.min': 0, 'depth.max': 150 })).toBe(false);
    expect(isFilterActive(depth, { 'depth.min': 1 })).toBe(true);
    expect(isFilterActive(depth, { 'depth.max': 149 })).toBe(true);
    expect(isFilterActive(level, { level: [] })).toBe(false);
    expect(isFilterActive(level, { level: '' })).toBe(false);
    expect(isFilterActive(level, { level: ['expert'] })).toBe(true);
  });

  it('toApiQuery flattens like the URL', () => {
    const filters = { level: ['beginner', 'expert'], 'depth.min': 5, night: true };
    expect(toApiQuery(filters)).toEqual({
      'depth.min': '5',
      level: 'beginner,expert',
      night: 'true',
    });
    const url = new URLSearchParams(encodeExploreUrl(state(filters)));
    for (const [k, v] of Object.entries(toApiQuery(filters))) expect(url.get(k)).toBe(v);
  });

  it('optionMatches on display or value, ignoring case', () => {
    const option = { value: 'open_water', display: 'Open Water' };
    expect(optionMatches(option, 'water')).toBe(true);
    expect(optionMatches(option, 'N_W')).toBe(true);
    expect(optionMatches(option, 'n w')).toBe(true);
    expect(optionMatches(option, '')).toBe(true);
    expect(optionMatches(option, 'rescue')).toBe(false);
  });
});

describe('call helpers', () => {
  it('toBoundsQuery writes ne and sw as lat,lng, rounded like the URL', () => {
    expect(
      toBoundsQuery({ north: 1.1234567, east: 131, south: -2.3, west: 129.6, zoom: 8.456 }),
    ).toEqual({ ne: '1.123457,131', sw: '-2.3,129.6', zoom: '8.46' });
    expect(toBoundsQuery({ north: 1, east: 1, south: 2, west: 0, zoom: 3 })).toEqual({
      ne: `${DEFAULT_MAP_VIEW.north},${DEFAULT_MAP_VIEW.east}`,
      sw: `${DEFAULT_MAP_VIEW.south},${DEFAULT_MAP_VIEW.west}`,
      zoom: '3',
    });
  });

  it('toApiView keeps a view across the antimeridian, normalises the rest', () => {
    expect(toApiView({ north: -10, east: -175.1234567, south: -20, west: 170, zoom: 5 })).toEqual({
      north: -10,
      east: -175.123457,
      south: -20,
      west: 170,
      zoom: 5,
    });
    expect(toBoundsQuery({ north: -10, east: -175, south: -20, west: 170, zoom: 5 })).toEqual({
      ne: '-10,-175',
      sw: '-20,170',
      zoom: '5',
    });
    const plain = { north: 1, east: 131, south: -2, west: 129, zoom: 8 };
    expect(toApiView(plain)).toEqual(plain);
    expect(toApiView({ ...plain, east: 200 })).toEqual(normalizeMapView({ ...plain, east: 200 }));
    expect(toApiView({ north: 1, east: -175, south: 2, west: 170, zoom: 5 })).toEqual(
      DEFAULT_MAP_VIEW,
    );
  });

  it('withActivityFilter folds activity into activityTypes', () => {
    const base = { ...state({ level: 'expert' }), viewFromUrl: true, activity: ' wreck ' };
    const folded = withActivityFilter(base);
    expect(folded.filters).toEqual({ level: 'expert', activityTypes: ['wreck'] });
    expect('activity' in folded).toBe(false);
    expect(
      withActivityFilter({
        ...state({ activityTypes: 'night' }),
        viewFromUrl: true,
        activity: 'wreck',
      }).filters,
    ).toEqual({ activityTypes: ['night', 'wreck'] });
    expect(
      withActivityFilter({ ...state({ level: 'expert' }), viewFromUrl: true, activity: ' ' })
        .filters,
    ).toEqual({
      level: 'expert',
    });
    const clean = sanitizeFilters(
      withActivityFilter(decodeExploreUrl('activity=WRECK&' + VALID)).filters,
      CONFIG,
    );
    expect(clean).toEqual({ activityTypes: ['wreck'] });
  });

  it('sharedViewQuery writes a shared view as the explore URL, search and all', () => {
    const shared = {
      bounds: { north: -10, east: -170, south: -20, west: 170 },
      zoom: 5.5,
      hideMenu: true,
      filters: { search: 'manta', level: ['beginner', 'advanced'], 'depth.max': 30 },
    };
    const query = sharedViewQuery(shared);
    expect(query).toBe(
      'search=manta&depth.max=30&level=beginner,advanced&hideMenu=true' +
        '&n=-10&e=-160&s=-20&w=-180&zoom=5.5',
    );
    expect(decodeExploreUrl(query)).toEqual({
      view: normalizeMapView({ ...shared.bounds, zoom: 5.5 }),
      viewFromUrl: true,
      hideMenu: true,
      search: 'manta',
      filters: { level: ['beginner', 'advanced'], 'depth.max': 30 },
    });
    expect(sharedViewQuery({ ...shared, hideMenu: false, filters: { search: 3 } })).toBe(
      'n=-10&e=-160&s=-20&w=-180&zoom=5.5',
    );
  });
});
