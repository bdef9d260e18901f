import { describe, expect, it } from 'vitest';
import {
  decodeExploreUrl,
  DEFAULT_MAP_VIEW,
  encodeExploreUrl,
  type MapView,
  toApiQuery,
} from './explore-url.ts';
import { state, VALID } from './explore-url.fixtures.ts';

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
