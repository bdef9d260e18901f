import { matchPageRoute, PAGE_ROUTES } from '@divespot/shared/routes';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageAt } from './page-loads.ts';
import { APP_ROUTES } from './routes.tsx';

/*
 * One answer to "which page is this path?" on both sides. The server takes the first entry of
 * PAGE_ROUTES that matches (matchPageRoute: its status, head and preloads); React Router ranks
 * the app's routes (APP_ROUTES, the very objects it renders) and picks the best. The two agree on
 * every path below, and so does pageAt, which preloads the page's module.
 */

/** The pattern of the page React Router renders at `path`; undefined for the 404 page. */
function routerPattern(path: string): string | undefined {
  const leaf = matchRoutes(APP_ROUTES, path)?.at(-1)?.route;
  if (!leaf || leaf.path === '*') return undefined;
  return leaf.index ? '/' : `/${leaf.path}`;
}

/** Where the three matchers part, as readable lines (none when they agree). */
function disagreements(paths: readonly string[], serverPath = (path: string) => path): string[] {
  return paths.flatMap((path) => {
    const server = matchPageRoute(serverPath(path))?.pattern;
    const router = routerPattern(path);
    const preload = pageAt(path)?.pattern;
    return server === router && router === preload
      ? []
      : [`${path}: server ${server}, router ${router}, preload ${preload}`];
  });
}

// Parameter values that are plain, numeric, or a static segment of another pattern.
const VALUES = ['blue-hole', '12', 'random', 'id', 'countries', 'regions', 'egypt'];

/** Paths of a pattern: each parameter (and a trailing `*`) given each value in turn. */
function samplesOf(pattern: string): string[] {
  let paths = [pattern.endsWith('/*') ? `${pattern.slice(0, -1)}:rest` : pattern];
  for (;;) {
    const next = paths.flatMap((path) => {
      const param = /:\w+/.exec(path);
      if (!param) return [path];
      return VALUES.map((value) => path.replace(param[0], value));
    });
    if (next.length === paths.length && next.every((p, i) => p === paths[i])) return paths;
    paths = next;
  }
}

/** A path as typed: as is, with trailing slashes, in capitals, and one segment longer. */
const variants = (path: string) => [
  path,
  `${path}/`,
  `${path}//`,
  path.toUpperCase(),
  `${path === '/' ? '' : path}/extra`,
];

describe('the server and the app pick the same page', () => {
  it.each(PAGE_ROUTES.map((route) => route.pattern))('for paths of %s', (pattern) => {
    const samples = samplesOf(pattern);
    expect(samples.length).toBeGreaterThan(0);
    expect(disagreements(samples.flatMap(variants))).toEqual([]);
    // A plain path of the pattern is that page, on both sides (`/admin/*` has no plain form).
    const plain = pattern.replace(/:\w+/g, 'blue-hole').replace(/\*$/, 'users');
    expect(routerPattern(plain)).toBe(pattern);
  });

  it('for paths that look alike', () => {
    const tricky = [
      '/spot/random',
      '/spot/12',
      '/spot/id',
      '/spot/id/12',
      '/spot/id/12/more',
      '/spots/random',
      '/locations/regions/egypt/red-sea',
      '/locations/regions/red-sea',
      '/locations/regions/12',
      '/locations/countries/egypt',
      '/locations/countries/egypt/red-sea',
      '/locations/cities/4',
      '/locations/regions',
      '/admin',
      '/admin/',
      '/admin/users',
      '/admin/x/y',
      '/admin//',
      '/tools/unknown-calculator',
      '/marine-life/',
      '/explore/',
      '/blog/feed.xml',
    ];
    expect(disagreements(tricky)).toEqual([]);
    expect(routerPattern('/spot/random')).toBe('/spot/random');
    expect(routerPattern('/locations/regions/egypt/red-sea')).toBe(
      '/locations/regions/:country/:region',
    );
    expect(routerPattern('/admin/x/y')).toBe('/admin/*');
  });

  it('for paths of no page', () => {
    const unknown = [
      '/nope',
      '/about/team',
      '/collections/a/b',
      '/spots',
      '/spot',
      '/locations',
      '/locations/regions/a/b/c',
      '/About',
      '/SPOTS/blue-hole',
      '/spots//blue-hole',
      '/api',
    ];
    expect(disagreements(unknown)).toEqual([]);
    for (const path of unknown) expect(matchPageRoute(path), path).toBeUndefined();
  });

  it('for percent-encoded paths, which the server decodes before it matches (http/spa.ts)', () => {
    const encoded = [
      '/spot/rand%6Fm',
      '/%61bout',
      '/spots/blue%20hole',
      '/locations/regions/eg/r%C3%A9',
    ];
    expect(disagreements(encoded, decodeURIComponent)).toEqual([]);
  });
});
