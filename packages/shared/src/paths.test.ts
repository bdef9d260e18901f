import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath, FILE_ROUTES } from './api-routes.ts';
import { fillPath } from './paths.ts';

describe('fillPath', () => {
  it('fills every parameter, numbers included', () => {
    expect(
      fillPath('/locations/regions/:country/:region', { country: 'egypt', region: 'dahab' }),
    ).toBe('/locations/regions/egypt/dahab');
    expect(fillPath('/spot/id/:id', { id: 12 })).toBe('/spot/id/12');
    expect(fillPath('/about', {})).toBe('/about');
  });

  it('URL-encodes each value within its segment', () => {
    expect(fillPath('/collections/:slug', { slug: 'a/b c?d#e' })).toBe(
      '/collections/a%2Fb%20c%3Fd%23e',
    );
    expect(fillPath('/marine-life/:slug', { slug: 'pez-león' })).toBe('/marine-life/pez-le%C3%B3n');
  });

  it('stops a parameter at a dot, as in a file name', () => {
    expect(fillPath('/api/bookmarks/folders/slug/:slug/export.gpx', { slug: 'x' })).toBe(
      '/api/bookmarks/folders/slug/x/export.gpx',
    );
  });

  it('throws for a parameter without a value', () => {
    const params = { country: 'egypt' } as unknown as { country: string; region: string };
    expect(() => fillPath('/locations/regions/:country/:region', params)).toThrow(
      '/locations/regions/:country/:region: no value for :region',
    );
    const nulled = { slug: null } as unknown as { slug: string };
    expect(() => fillPath('/spots/:slug', nulled)).toThrow('no value for :slug');
  });

  it('takes exactly the names of the pattern (types)', () => {
    // @ts-expect-error -- a parameter is missing
    expect(() => fillPath('/spots/:slug', {})).toThrow();
    // @ts-expect-error -- a name the pattern does not have
    expect(fillPath('/spots/:slug', { slug: 'a', id: 1 })).toBe('/spots/a');
    // @ts-expect-error -- a pattern without parameters takes none
    expect(fillPath('/about', { slug: 'a' })).toBe('/about');
  });
});

describe('apiPath', () => {
  it('builds endpoint addresses through fillPath', () => {
    expect(apiPath(FILE_ROUTES.photo, { id: 'abc' })).toBe('/api/image/abc');
    expect(apiPath(API_ROUTES.countryRegion, { country: 'eg', region: 'red sea' })).toBe(
      '/api/countries/eg/regions/red%20sea',
    );
    expect(apiPath(API_ROUTES.health, {})).toBe('/api/health');
  });
});
