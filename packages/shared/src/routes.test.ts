import { describe, expect, it } from 'vitest';
import { documentTitle } from './route-heads.ts';
import { matchPageRoute, PAGE_ROUTES, pagePath, PAGES, pageRouteParams } from './routes.ts';

describe('matchPageRoute', () => {
  it('matches static pages with and without a trailing slash', () => {
    expect(matchPageRoute('/about')?.pattern).toBe('/about');
    expect(matchPageRoute('/about/')?.pattern).toBe('/about');
    expect(matchPageRoute('/')?.pattern).toBe('/');
  });

  it('matches parameters and rest patterns', () => {
    expect(matchPageRoute('/collections/dream-trips')?.pattern).toBe('/collections/:slug');
    expect(matchPageRoute('/admin/users/4')?.pattern).toBe('/admin/*');
    expect(matchPageRoute('/admin')?.pattern).toBe('/admin');
  });

  it('returns undefined for paths outside the route table', () => {
    expect(matchPageRoute('/nope')).toBeUndefined();
    expect(matchPageRoute('/about/team')).toBeUndefined();
    expect(matchPageRoute('/collections/a/b')).toBeUndefined();
  });
});

describe('content page routes', () => {
  it('tells the spot route forms apart', () => {
    expect(matchPageRoute('/spot/random')?.pattern).toBe('/spot/random');
    expect(matchPageRoute('/spot/id/12')?.pattern).toBe('/spot/id/:id');
    expect(matchPageRoute('/spot/12')?.pattern).toBe('/spot/:id');
    expect(matchPageRoute('/spots/ss-thistlegorm')?.pattern).toBe('/spots/:slug');
  });

  it('tells the region route forms from the generic location', () => {
    expect(matchPageRoute('/locations/regions/egypt/red-sea')?.pattern).toBe(
      '/locations/regions/:country/:region',
    );
    expect(matchPageRoute('/locations/regions/red-sea')?.pattern).toBe('/locations/regions/:slug');
    expect(matchPageRoute('/locations/countries/egypt')?.pattern).toBe(
      '/locations/countries/:slug',
    );
    expect(matchPageRoute('/locations/cities/4')?.pattern).toBe('/locations/:type/:id');
  });

  it('reads the parameters of a matched path', () => {
    expect(
      pageRouteParams('/locations/regions/:country/:region', '/locations/regions/eg/rs/'),
    ).toEqual({ country: 'eg', region: 'rs' });
    expect(pageRouteParams('/about', '/about')).toEqual({});
  });
});

describe('documentTitle', () => {
  it('adds the product name', () => {
    expect(documentTitle('About DiveSpot')).toBe('About DiveSpot · DiveSpot');
    expect(documentTitle(undefined)).toBe('DiveSpot · Find where to dive next');
  });
});

describe('PAGES', () => {
  it('has one route table entry per page, each pattern once', () => {
    const patterns = PAGE_ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect([...patterns].sort()).toEqual(Object.values(PAGES).sort());
  });
});

describe('pagePath', () => {
  it('fills the pattern, encoding each value', () => {
    expect(pagePath(PAGES.spot, { slug: 'ss-thistlegorm' })).toBe('/spots/ss-thistlegorm');
    expect(pagePath(PAGES.spot, { slug: 12 })).toBe('/spots/12');
    expect(pagePath(PAGES.region, { country: 'egypt', region: 'red-sea' })).toBe(
      '/locations/regions/egypt/red-sea',
    );
    expect(pagePath(PAGES.list, { slug: 'a b/c' })).toBe('/collections/a%20b%2Fc');
    expect(pagePath(PAGES.home, {})).toBe('/');
  });

  it('appends a query given as parameters, URLSearchParams or a written string', () => {
    expect(pagePath(PAGES.explore, {}, { activity: 'wreck', search: 'blue hole' })).toBe(
      '/explore?activity=wreck&search=blue+hole',
    );
    expect(pagePath(PAGES.explore, {}, new URLSearchParams({ n: '1.5', zoom: '2' }))).toBe(
      '/explore?n=1.5&zoom=2',
    );
    expect(pagePath(PAGES.explore, {}, 'sealife=whale-shark&month=3')).toBe(
      '/explore?sealife=whale-shark&month=3',
    );
    expect(pagePath(PAGES.blog, {}, { tag: 'travel' })).toBe('/blog?tag=travel');
  });

  it('leaves an empty query out', () => {
    expect(pagePath(PAGES.explore, {}, '')).toBe('/explore');
    expect(pagePath(PAGES.explore, {}, new URLSearchParams())).toBe('/explore');
    expect(pagePath(PAGES.marineLife, {}, {})).toBe('/marine-life');
  });

  it('throws for a missing parameter', () => {
    const params = {} as { slug: string };
    expect(() => pagePath(PAGES.article, params)).toThrow('/blog/:slug: no value for :slug');
  });

  it('builds paths the route table matches back to their pattern and values', () => {
    const path = pagePath(PAGES.region, { country: 'egypt', region: 'dahab' });
    expect(matchPageRoute(path)?.pattern).toBe(PAGES.region);
    expect(pageRouteParams(PAGES.region, path)).toEqual({ country: 'egypt', region: 'dahab' });
  });

  it('takes exactly the parameters of the pattern, and no catch-all pattern (types)', () => {
    // @ts-expect-error -- `region` is missing
    expect(() => pagePath(PAGES.region, { country: 'egypt' })).toThrow();
    // @ts-expect-error -- the spot page has a slug, not an id
    expect(() => pagePath(PAGES.spot, { id: 1 })).toThrow();
    // @ts-expect-error -- explore has no path parameters
    expect(pagePath(PAGES.explore, { slug: 'x' })).toBe('/explore');
    // @ts-expect-error -- `/admin/*` is matched, never built
    expect(pagePath(PAGES.adminSection, {})).toBe('/admin/*');
  });
});
