import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  decodeExploreUrl,
  DEFAULT_MAP_VIEW,
  encodeExploreUrl,
  type ExploreFilters,
  isFilterActive,
  type MapView,
  normalizeMapView,
  optionMatches,
  sanitizeFilters,
  sharedViewQuery,
  toApiQuery,
  toApiView,
  toBoundsQuery,
  withActivityFilter,
} from './explore-url.ts';
import type { Filter, FilterConfiguration } from './filters.ts';

const opts = (...values: string[]) =>
  values.map((value) => ({ value, display: value.toUpperCase() }));
const depth: Filter = {
  name: 'depth',
  display: 'Depth',
  type: 'RANGE',
  options: [],
  range: { minValue: 0, maxValue: 150 },
  unit: 'm',
};
const level: Filter = {
  name: 'level',
  display: 'Level',
  type: 'MULTI_SELECT',
  options: opts('beginner', 'intermediate', 'advanced', 'expert'),
};
const CONFIG: FilterConfiguration = {
  type: 'DIVE_SPOT',
  filters: [
    {
      name: 'activityTypes',
      display: 'Activities',
      type: 'MULTI_SELECT',
      options: opts('scuba', 'freedive', 'snorkel', 'wreck', 'night', 'drift', 'Cave'),
    },
    level,
    depth,
    { name: 'water', display: 'Water', type: 'SINGLE_SELECT', options: opts('ocean', 'lake') },
    {
      name: 'temp',
      display: 'Temperature',
      type: 'RANGE',
      options: [],
      range: { minValue: -2.5, maxValue: 32 },
    },
  ],
};

const VALID = 'n=1.5&e=131&s=-2.3&w=129.6&zoom=8';
const state = (filters: ExploreFilters = {}) => ({
  view: { north: 1.5, east: 131, south: -2.3, west: 129.6, zoom: 8 },
  hideMenu: false,
  filters,
});

/** SPEC §5 read literally, as an independent oracle for the decoder. */
function specValid(v: Partial<Record<'n' | 'e' | 's' | 'w' | 'zoom', number>>): boolean {
  const { n, e, s, w, zoom } = v;
  if (n === undefined || e === undefined || s === undefined || w === undefined) return false;
  if (zoom === undefined) return false;
  const lat = (x: number) => x >= -90 && x <= 90;
  const lng = (x: number) => x >= -180 && x <= 180;
  return lat(n) && lat(s) && lng(e) && lng(w) && zoom >= 1 && zoom <= 20 && n > s && e > w;
}

describe('decodeExploreUrl: bounds', () => {
  it('reads valid bounds', () => {
    const s = decodeExploreUrl(`?${VALID}`);
    expect(s.view).toEqual({ north: 1.5, east: 131, south: -2.3, west: 129.6, zoom: 8 });
    expect(s.viewFromUrl).toBe(true);
    expect(decodeExploreUrl(new URLSearchParams(VALID)).viewFromUrl).toBe(true);
  });

  it.each([
    ['n=10&s=20&e=5&w=1&zoom=25'],
    ['n=20&s=10&e=5&w=1'],
    ['n=20&s=10&e=5&zoom=3'],
    ['n=91&s=10&e=5&w=1&zoom=3'],
    ['n=20&s=-91&e=5&w=1&zoom=3'],
    ['n=20&s=10&e=181&w=1&zoom=3'],
    ['n=20&s=10&e=5&w=-181&zoom=3'],
    ['n=20&s=10&e=5&w=1&zoom=0.5'],
    ['n=20&s=10&e=5&w=1&zoom=20.01'],
    ['n=10&s=10&e=5&w=1&zoom=3'],
    ['n=20&s=10&e=1&w=5&zoom=3'],
    ['n=abc&s=10&e=5&w=1&zoom=3'],
    ['n=&s=10&e=5&w=1&zoom=3'],
    ['n=Infinity&s=10&e=5&w=1&zoom=3'],
    ['n=0x10&s=10&e=5&w=1&zoom=3'],
  ])('%s gives the default view', (query) => {
    const s = decodeExploreUrl(query);
    expect(s.view).toEqual(DEFAULT_MAP_VIEW);
    expect(s.viewFromUrl).toBe(false);
  });

  it('accepts the limits themselves', () => {
    const s = decodeExploreUrl('n=90&s=-90&e=180&w=-180&zoom=1');
    expect(s.viewFromUrl).toBe(true);
    expect(decodeExploreUrl('n=90&s=-90&e=180&w=-180&zoom=20').viewFromUrl).toBe(true);
  });

  it('takes the last of repeated reserved keys', () => {
    const s = decodeExploreUrl(`n=99&${VALID}&search=a&search=b&hideMenu=true&hideMenu=false`);
    expect(s.view.north).toBe(1.5);
    expect(s.search).toBe('b');
    expect(s.hideMenu).toBe(false);
  });
});

describe('decodeExploreUrl: other keys', () => {
  it('reads hideMenu, search and activity', () => {
    expect(decodeExploreUrl('hideMenu=true').hideMenu).toBe(true);
    expect(decodeExploreUrl('hideMenu=1').hideMenu).toBe(false);
    expect(decodeExploreUrl('hideMenu=TRUE').hideMenu).toBe(false);
    expect(decodeExploreUrl('').hideMenu).toBe(false);
    const s = decodeExploreUrl('search=blue+hole&activity=wreck');
    expect(s).toMatchObject({ search: 'blue hole', activity: 'wreck', filters: {} });
    expect(decodeExploreUrl('search=%20&activity=').search).toBeUndefined();
    expect('activity' in decodeExploreUrl('activity=')).toBe(false);
  });

  it('converts filter values', () => {
    const s = decodeExploreUrl(
      'level=beginner,advanced&night=true&boat=false&depth.min=5&depth.max=40.5&size=12&x=&y=,',
    );
    expect(s.filters).toEqual({
      level: ['beginner', 'advanced'],
      night: true,
      boat: false,
      'depth.min': 5,
      'depth.max': 40.5,
      size: '12',
    });
  });

  it('makes numbers only under dotted keys, and only of numeric strings', () => {
    const s = decodeExploreUrl('a.b=1,2.5,x&c=1,2&d.e=1e3&f.g=0x10&h.i=-0.5&j.k=true');
    expect(s.filters).toEqual({
      'a.b': [1, 2.5, 'x'],
      c: ['1', '2'],
      'd.e': 1000,
      'f.g': '0x10',
      'h.i': -0.5,
      'j.k': true,
    });
  });

  it('joins repeated filter keys into one list, trimming and dropping empty and duplicate parts', () => {
    expect(decodeExploreUrl('level=a&level=b,%20c&level=&level=a').filters).toEqual({
      level: ['a', 'b', 'c'],
    });
    expect(decodeExploreUrl('level=a,').filters).toEqual({ level: ['a'] });
  });

  it('keeps reserved keys out of the filters and odd keys as own properties', () => {
    const s = decodeExploreUrl(`${VALID}&__proto__=x&constructor=y&=z`);
    expect(Object.keys(s.filters).sort()).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(s.filters)).toBe(Object.prototype);
  });
});

describe('encodeExploreUrl', () => {
  it('writes keys in a stable order, omitting what is empty', () => {
    const q = encodeExploreUrl({
      view: { north: 1.5, east: 131, south: -2.3, west: 129.6, zoom: 8 },
      hideMenu: true,
      search: 'blue hole',
      activity: 'wreck',
      filters: { level: ['beginner', 'expert'], 'depth.max': 40, facilities: [], night: true },
    });
    expect(q).toBe(
      'search=blue+hole&activity=wreck&depth.max=40&level=beginner,expert&night=true&hideMenu=true&' +
        VALID,
    );
    expect(encodeExploreUrl(state())).toBe(VALID);
  });

  it('rounds bounds to 6 decimals and zoom to 2', () => {
    const q = encodeExploreUrl({
      ...state(),
      view: { north: 1.12345678, east: 2.0000004, south: -1.1234565, west: 1, zoom: 3.14159 },
    });
    expect(q).toBe('n=1.123457&e=2&s=-1.123456&w=1&zoom=3.14');
    expect(decodeExploreUrl(q).view).toEqual({
      north: 1.123457,
      east: 2,
      south: -1.123456,
      west: 1,
      zoom: 3.14,
    });
  });

  it('normalises views the URL rule cannot hold', () => {
    const v = (view: MapView) => decodeExploreUrl(encodeExploreUrl({ ...state(), view })).view;
    // Across the antimeridian: centred at 180, kept 20° wide.
    expect(v({ north: 10, south: 0, west: 170, east: -170, zoom: 4 })).toEqual({
      north: 10,
      south: 0,
      west: -180,
      east: -160,
      zoom: 4,
    });
    expect(v({ north: 10, south: 0, west: 160, east: 190, zoom: 4 })).toMatchObject({
      west: 150,
      east: 180,
    });
    expect(v({ north: 10, south: 0, west: 330, east: 340, zoom: 4 })).toMatchObject({
      west: -30,
      east: -20,
    });
    expect(v({ north: 95, south: -100, west: -300, east: 400, zoom: 0 })).toEqual({
      north: 90,
      south: -90,
      west: -180,
      east: 180,
      zoom: 1,
    });
    expect(v({ north: 10, south: 20, west: 1, east: 5, zoom: 25 })).toEqual(DEFAULT_MAP_VIEW);
    expect(v({ north: NaN, south: 0, west: 1, east: 5, zoom: 3 })).toEqual(DEFAULT_MAP_VIEW);
    expect(v({ north: 1, south: 0, west: 1, east: 1 + 1e-8, zoom: 3 })).toEqual(DEFAULT_MAP_VIEW);
  });

  it('leaves reserved keys, blank values and non-finite numbers out of the filters', () => {
    expect(toApiQuery({ n: 5, zoom: 3, a: ' ', b: NaN, c: [' ', 'x '], 'd.min': 0 })).toEqual({
      c: 'x',
      'd.min': '0',
    });
  });
});

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

  it('isFilterActive follows the range rule of SPEC §5', () => {
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

const lat = fc.double({ min: -90, max: 90, noNaN: true });
const lng = fc.double({ min: -180, max: 180, noNaN: true });
const zoomArb = fc.double({ min: 1, max: 20, noNaN: true });
const r = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d + 0;
const validView = fc
  .record({ north: lat, east: lng, south: lat, west: lng, zoom: zoomArb })
  .map((v) => ({
    north: r(v.north, 6),
    east: r(v.east, 6),
    south: r(v.south, 6),
    west: r(v.west, 6),
    zoom: r(v.zoom, 2),
  }))
  .filter((v) => v.north > v.south && v.east > v.west);
const anyNumber = fc.oneof(fc.double(), fc.double({ min: -400, max: 400 }), fc.integer());

/** Filters that might come from anywhere: known and unknown keys, odd casing, odd types. */
const scalar = fc.oneof(
  fc.mixedCase(fc.constantFrom('beginner', 'expert', 'wreck', 'cave', 'lake', 'ocean')),
  fc.string(),
  fc.double(),
  fc.boolean(),
);
const anyFilters: fc.Arbitrary<ExploreFilters> = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'level',
      'activityTypes',
      'water',
      'depth.min',
      'depth.max',
      'temp.min',
      'temp.max',
      'depth',
      'level.min',
    ),
    fc.string(),
  ),
  fc.oneof(scalar, fc.array(scalar, { maxLength: 5 })),
);
const exploreState = fc.record({
  view: validView,
  hideMenu: fc.boolean(),
  search: fc.option(fc.string({ unit: 'grapheme' }), { nil: undefined }),
  activity: fc.option(fc.constantFrom('wreck', 'night dive', 'a,b'), { nil: undefined }),
  filters: anyFilters.map((f) => sanitizeFilters(f, CONFIG)),
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

describe('properties', () => {
  it('decode never throws, on any string or any key/value record', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        decodeExploreUrl(s);
      }),
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        decodeExploreUrl(s);
      }),
    );
    const key = fc.oneof(fc.constantFrom('n', 'e', 's', 'w', 'zoom', 'hideMenu'), fc.string());
    fc.assert(
      fc.property(fc.array(fc.tuple(key, fc.string({ unit: 'binary' }))), (pairs) => {
        const s = decodeExploreUrl(new URLSearchParams(pairs));
        expect(typeof s.filters).toBe('object');
      }),
    );
  });

  it('bounds are read exactly when SPEC §5 allows, else the default view', () => {
    const part = fc.option(fc.oneof(anyNumber, fc.constantFrom(-90, 90, -180, 180, 1, 20)), {
      nil: undefined,
    });
    fc.assert(
      fc.property(fc.record({ n: part, e: part, s: part, w: part, zoom: part }), (v) => {
        const q = new URLSearchParams(
          Object.entries(v).flatMap(([k, x]): [string, string][] =>
            x === undefined ? [] : [[k, String(x)]],
          ),
        );
        const finite = Object.fromEntries(
          Object.entries(v).filter(([, x]) => x !== undefined && Number.isFinite(x)),
        );
        const s = decodeExploreUrl(q);
        expect(s.viewFromUrl).toBe(specValid(finite));
        if (!s.viewFromUrl) expect(s.view).toEqual(DEFAULT_MAP_VIEW);
        else {
          const z = (x?: number) => (x ?? NaN) + 0; // '-0' reads as 0
          expect(s.view).toEqual({
            north: z(v.n),
            east: z(v.e),
            south: z(v.s),
            west: z(v.w),
            zoom: z(v.zoom),
          });
        }
      }),
    );
  });

  it('encode then decode gives the state back', () => {
    fc.assert(
      fc.property(exploreState, (st) => {
        const back = decodeExploreUrl(encodeExploreUrl(st));
        expect(back.viewFromUrl).toBe(true);
        expect(back.view).toEqual(st.view);
        expect(back.hideMenu).toBe(st.hideMenu);
        expect(back.search).toBe(st.search?.trim() ? st.search : undefined);
        expect(back.activity).toBe(st.activity);
        expect(sanitizeFilters(back.filters, CONFIG)).toEqual(st.filters);
      }),
    );
  });

  it('encode is a fixed point after one decode', () => {
    fc.assert(
      fc.property(exploreState, anyFilters, (st, raw) => {
        // The first decode normalises (trims, '007' under a dotted key → 7); then it is stable.
        const once = encodeExploreUrl(decodeExploreUrl(encodeExploreUrl({ ...st, filters: raw })));
        expect(encodeExploreUrl(decodeExploreUrl(once))).toBe(once);
      }),
    );
  });

  it('any view, however invalid, encodes to valid URL bounds', () => {
    const view = fc.record({
      north: anyNumber,
      east: anyNumber,
      south: anyNumber,
      west: anyNumber,
      zoom: anyNumber,
    });
    fc.assert(
      fc.property(view, (v) => {
        const s = decodeExploreUrl(encodeExploreUrl({ ...state(), view: v }));
        expect(s.viewFromUrl).toBe(true);
        const { north: n, east: e, south: so, west: w, zoom } = s.view;
        expect(specValid({ n, e, s: so, w, zoom })).toBe(true);
        expect(normalizeMapView(s.view)).toEqual(s.view);
      }),
    );
  });

  it('a view crossing the antimeridian keeps its width', () => {
    const crossing = fc
      .record({ west: fc.double({ min: 0, max: 180 }), span: fc.double({ min: 1, max: 300 }) })
      .filter(({ west, span }) => west + span > 180);
    fc.assert(
      fc.property(crossing, ({ west, span }) => {
        const v = normalizeMapView({ north: 1, south: 0, west, east: west + span, zoom: 3 });
        expect(v.east - v.west).toBeCloseTo(span, 5);
      }),
    );
  });

  it('sanitizeFilters is idempotent and stays inside the configuration', () => {
    fc.assert(
      fc.property(anyFilters, (raw) => {
        const clean = sanitizeFilters(raw, CONFIG);
        expect(sanitizeFilters(clean, CONFIG)).toEqual(clean);
        for (const [key, value] of Object.entries(clean)) {
          const [name, bound] = key.split('.');
          const filter = CONFIG.filters.find((f) => f.name === name);
          expect(filter).toBeDefined();
          if (filter!.type === 'RANGE') {
            const { minValue, maxValue } = filter!.range!;
            expect(typeof value).toBe('number');
            const n = value as number;
            if (bound === 'min') expect(n > minValue && n <= maxValue).toBe(true);
            else expect(bound === 'max' && n < maxValue && n >= minValue).toBe(true);
          } else {
            expect(bound).toBeUndefined();
            const allowed = filter!.options.map((o) => o.value);
            const values = filter!.type === 'MULTI_SELECT' ? value : [value];
            expect(Array.isArray(values)).toBe(true);
            for (const v of values as unknown[]) expect(allowed).toContain(v);
          }
        }
        const min = clean['depth.min'];
        const max = clean['depth.max'];
        if (typeof min === 'number' && typeof max === 'number')
          expect(min).toBeLessThanOrEqual(max);
      }),
    );
  });
});
