import { describe, expect, it } from 'vitest';
import { documentTitle } from './route-heads.ts';
import { matchPageRoute, pageRouteParams } from './routes.ts';

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
