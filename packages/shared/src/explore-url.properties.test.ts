import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeExploreUrl,
  DEFAULT_MAP_VIEW,
  encodeExploreUrl,
  type ExploreFilters,
  normalizeMapView,
  sanitizeFilters,
} from './explore-url.ts';
import { CONFIG, specValid, state } from './explore-url.fixtures.ts';

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

  it('bounds are read exactly when docs/product/validation.md allows, else the default view', () => {
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
