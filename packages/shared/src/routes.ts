/**
 * The route table of the single-page app. The server answers 200 for these paths and 404 for any
 * other, and injects each page's head tags into the raw HTML (their English texts are in
 * route-heads.ts, apart so the browser's bundle does not carry them); the web app registers one
 * route per entry. Patterns use `:param` for one segment and a trailing `*` for any rest.
 */
export interface PageRoute {
  /** URL pattern, e.g. `/collections/:slug` or `/admin/*`. */
  pattern: string;
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

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    pattern: '/',
    module: 'home',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/explore',
    module: 'explore',
    prerender: 'frame',
    indexable: true,
  },
  {
    pattern: '/about',
    module: 'about',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/jobs',
    module: 'jobs',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/press',
    module: 'press',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/ambassadors',
    module: 'ambassadors',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/affiliates',
    module: 'affiliates',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/contact',
    module: 'contact',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/changelog',
    module: 'changelog',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/become-host',
    module: 'become-host',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools',
    module: 'tools',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/mod-calculator',
    module: 'mod-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/sac-calculator',
    module: 'sac-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/ead-calculator',
    module: 'ead-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/freediving-calculator',
    module: 'freediving-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/spots/:slug',
    module: 'spot',
    indexable: true,
  },
  {
    pattern: '/spot/random',
    module: 'spot',
    indexable: false,
  },
  {
    pattern: '/spot/id/:id',
    module: 'spot',
    indexable: true,
  },
  {
    pattern: '/spot/:id',
    module: 'spot',
    indexable: true,
  },
  {
    pattern: '/marine-life',
    module: 'marine-life',
    indexable: true,
  },
  {
    pattern: '/marine-life/:slug',
    module: 'species',
    indexable: true,
  },
  {
    pattern: '/blog',
    module: 'blog',
    indexable: true,
  },
  {
    pattern: '/blog/:slug',
    module: 'article',
    indexable: true,
  },
  {
    pattern: '/dive-centers/:slug',
    module: 'dive-center',
    indexable: true,
  },
  {
    pattern: '/locations/countries/:slug',
    module: 'country',
    indexable: true,
  },
  {
    pattern: '/locations/regions/:country/:region',
    module: 'region',
    indexable: true,
  },
  {
    pattern: '/locations/regions/:slug',
    module: 'region',
    indexable: true,
  },
  {
    pattern: '/locations/:type/:id',
    module: 'location',
    indexable: true,
  },
  {
    pattern: '/destinations',
    module: 'destinations',
    indexable: true,
  },
  {
    pattern: '/share/:slug',
    module: 'share',
    indexable: false,
  },
  {
    pattern: '/collections',
    module: 'collections',
    indexable: false,
  },
  {
    pattern: '/collections/:slug',
    module: 'collection',
    indexable: false,
  },
  {
    pattern: '/profile',
    module: 'profile',
    indexable: false,
  },
  {
    pattern: '/reset-password',
    module: 'reset-password',
    indexable: false,
  },
  {
    pattern: '/oauth2/redirect',
    module: 'oauth2-redirect',
    indexable: false,
  },
  {
    pattern: '/admin',
    module: 'admin',
    indexable: false,
  },
  {
    pattern: '/admin/*',
    module: 'admin',
    indexable: false,
  },
];

function matches(pattern: string, path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
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
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const s = clean.split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((part, i) => {
    if (part.startsWith(':')) params[part.slice(1)] = s[i] ?? '';
  });
  return params;
}
