import { fillPath, type PathParams } from './paths.ts';

/**
 * The route table of the single-page app. The server answers 200 for these paths and 404 for any
 * other, and injects each page's head tags into the raw HTML (their English texts are in
 * route-heads.ts, apart so the browser's bundle does not carry them); the web app registers one
 * route per entry. Patterns use `:param` for one segment and a trailing `*` for any rest.
 */

/**
 * Every page's URL pattern by name (docs/glossary.md gives the names). Code builds a page's path
 * only from these, with `pagePath(PAGES.spot, { slug })`, never by hand; lint holds it to that.
 */
export const PAGES = {
  home: '/',
  explore: '/explore',
  about: '/about',
  jobs: '/jobs',
  press: '/press',
  ambassadors: '/ambassadors',
  affiliates: '/affiliates',
  contact: '/contact',
  changelog: '/changelog',
  becomeHost: '/become-host',
  tools: '/tools',
  modCalculator: '/tools/mod-calculator',
  sacCalculator: '/tools/sac-calculator',
  eadCalculator: '/tools/ead-calculator',
  freedivingCalculator: '/tools/freediving-calculator',
  /** A spot by slug (or by id, as older links have it). */
  spot: '/spots/:slug',
  randomSpot: '/spot/random',
  /** Older links to a spot by id, kept working. */
  olderSpotById: '/spot/id/:id',
  olderSpot: '/spot/:id',
  /** The marine-life guide; a species' own page is `species`. */
  marineLife: '/marine-life',
  species: '/marine-life/:slug',
  blog: '/blog',
  article: '/blog/:slug',
  diveCenter: '/dive-centers/:slug',
  country: '/locations/countries/:slug',
  /** A region's canonical path. */
  region: '/locations/regions/:country/:region',
  /** A region by its slug or id alone. */
  regionBySlug: '/locations/regions/:slug',
  /** A generic link to any record (`/locations/spots/12`), leading to its own page. */
  location: '/locations/:type/:id',
  destinations: '/destinations',
  shareLink: '/share/:slug',
  /** The diver's lists ("Collections" on screen) and one list. */
  lists: '/collections',
  list: '/collections/:slug',
  profile: '/profile',
  resetPassword: '/reset-password',
  oauthRedirect: '/oauth2/redirect',
  admin: '/admin',
  /** Any page of the admin console below /admin: matched, never built. */
  adminSection: '/admin/*',
} as const;

/** A pattern of the route table, e.g. `/spots/:slug`. */
export type PagePattern = (typeof PAGES)[keyof typeof PAGES];

/** The patterns a path is built from: all but the catch-all `/admin/*`. */
export type BuildablePagePattern = Exclude<PagePattern, `${string}*`>;

/** What follows a page path's `?`: parameters, or a query already written (without the `?`). */
export type PageQuery = URLSearchParams | Record<string, string> | string;

/**
 * A page's path: the pattern's `:params` filled in (URL-encoded; the params object names exactly
 * the pattern's), then the query when it is not empty. `pagePath(PAGES.region, { country:
 * 'egypt', region: 'red-sea' })` is `/locations/regions/egypt/red-sea`, `pagePath(PAGES.explore,
 * {}, { activity: 'wreck' })` is `/explore?activity=wreck`. A string query goes in as written.
 */
export function pagePath<P extends BuildablePagePattern>(
  pattern: P,
  params: PathParams<P>,
  query?: PageQuery,
): string {
  const path = fillPath(pattern, params);
  const search =
    query === undefined || typeof query === 'string'
      ? (query ?? '')
      : new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

export interface PageRoute {
  /** URL pattern, e.g. `/collections/:slug` or `/admin/*`. */
  pattern: PagePattern;
  /** False for personal or admin pages that search engines must not index. */
  indexable: boolean;
  /**
   * The page's module in `apps/web/src/routes/` (file name without `.tsx`). The web app loads it
   * lazily; the server preloads its chunk for this path.
   */
  module: string;
  /**
   * True for static public pages: the build renders their HTML once and the server sends it in
   * the first response, so the text paints before JavaScript runs (and the app's scripts start
   * after that paint). 'frame' for a page whose build-time HTML is its frame and whose content
   * needs the app (explore): its scripts start at once.
   */
  prerender?: boolean | 'frame';
}

/**
 * The prerendered 'Page Not Found' page, by this name beside the static pages' HTML
 * (dist/prerender/<language>/not-found.html): sent for any path outside the route table.
 */
export const NOT_FOUND_MODULE = 'not-found';

/**
 * The server takes the first entry that matches a path (matchPageRoute); the web app's router
 * ranks the same patterns instead (a static segment over a parameter). So an entry stands before
 * any entry it would lose to there (`/spot/random` before `/spot/:id`), and
 * apps/web/src/app/routes-agree.test.tsx checks both pick the same page for every kind of path.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: PAGES.home, module: 'home', prerender: true, indexable: true },
  { pattern: PAGES.explore, module: 'explore', prerender: 'frame', indexable: true },
  { pattern: PAGES.about, module: 'about', prerender: true, indexable: true },
  { pattern: PAGES.jobs, module: 'jobs', prerender: true, indexable: true },
  { pattern: PAGES.press, module: 'press', prerender: true, indexable: true },
  { pattern: PAGES.ambassadors, module: 'ambassadors', prerender: true, indexable: true },
  { pattern: PAGES.affiliates, module: 'affiliates', prerender: true, indexable: true },
  { pattern: PAGES.contact, module: 'contact', prerender: true, indexable: true },
  { pattern: PAGES.changelog, module: 'changelog', prerender: true, indexable: true },
  { pattern: PAGES.becomeHost, module: 'become-host', prerender: true, indexable: true },
  { pattern: PAGES.tools, module: 'tools', prerender: true, indexable: true },
  { pattern: PAGES.modCalculator, module: 'mod-calculator', prerender: true, indexable: true },
  { pattern: PAGES.sacCalculator, module: 'sac-calculator', prerender: true, indexable: true },
  { pattern: PAGES.eadCalculator, module: 'ead-calculator', prerender: true, indexable: true },
  {
    pattern: PAGES.freedivingCalculator,
    module: 'freediving-calculator',
    prerender: true,
    indexable: true,
  },
  { pattern: PAGES.spot, module: 'spot', indexable: true },
  { pattern: PAGES.randomSpot, module: 'spot', indexable: false },
  { pattern: PAGES.olderSpotById, module: 'spot', indexable: true },
  { pattern: PAGES.olderSpot, module: 'spot', indexable: true },
  { pattern: PAGES.marineLife, module: 'marine-life', indexable: true },
  { pattern: PAGES.species, module: 'species', indexable: true },
  { pattern: PAGES.blog, module: 'blog', indexable: true },
  { pattern: PAGES.article, module: 'article', indexable: true },
  { pattern: PAGES.diveCenter, module: 'dive-center', indexable: true },
  { pattern: PAGES.country, module: 'country', indexable: true },
  { pattern: PAGES.region, module: 'region', indexable: true },
  { pattern: PAGES.regionBySlug, module: 'region', indexable: true },
  { pattern: PAGES.location, module: 'location', indexable: true },
  { pattern: PAGES.destinations, module: 'destinations', indexable: true },
  { pattern: PAGES.shareLink, module: 'share', indexable: false },
  { pattern: PAGES.lists, module: 'collections', indexable: false },
  { pattern: PAGES.list, module: 'collection', indexable: false },
  { pattern: PAGES.profile, module: 'profile', indexable: false },
  { pattern: PAGES.resetPassword, module: 'reset-password', indexable: false },
  { pattern: PAGES.oauthRedirect, module: 'oauth2-redirect', indexable: false },
  { pattern: PAGES.admin, module: 'admin', indexable: false },
  { pattern: PAGES.adminSection, module: 'admin', indexable: false },
];

/** `/about/` is `/about`, and `//` the home page, as React Router reads them. */
const withoutTrailingSlashes = (path: string) => path.replace(/\/+$/, '') || '/';

function matches(pattern: string, path: string): boolean {
  const clean = withoutTrailingSlashes(path);
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return clean.startsWith(base + '/') && clean.length > base.length + 1;
  }
  const p = pattern.split('/');
  const s = clean.split('/');
  if (p.length !== s.length) return false;
  return p.every((part, i) => (part.startsWith(':') ? (s[i] ?? '') !== '' : part === s[i]));
}

/** The route a URL path belongs to, or undefined when the app has no page for it. */
export function matchPageRoute(path: string): PageRoute | undefined {
  return PAGE_ROUTES.find((route) => matches(route.pattern, path));
}

/** The `:param` values of a path that matches `pattern` (call after matchPageRoute). */
export function pageRouteParams(pattern: string, path: string): Record<string, string> {
  const clean = withoutTrailingSlashes(path);
  const s = clean.split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = s[i] ?? '';
  });
  return params;
}
