import { DEFAULT_DESCRIPTION, SITE_NAME } from './site.ts';

/**
 * The route table of the single-page app. The server answers 200 for these paths and 404 for any
 * other, and injects each page's head tags into the raw HTML; the web app registers one route per
 * entry. Patterns use `:param` for one segment and a trailing `*` for any rest.
 */
export interface PageRoute {
  /** URL pattern, e.g. `/collections/:slug` or `/admin/*`. */
  pattern: string;
  /** Document title without the product suffix; undefined uses the product title. */
  title?: string;
  /** Meta and Open Graph description. */
  description: string;
  /** False for personal or admin pages that search engines must not index. */
  indexable: boolean;
  /**
   * The page's module in `apps/web/src/routes/` (file name without `.tsx`). The web app loads it
   * lazily; the server preloads its chunk for this path.
   */
  module: string;
  /**
   * True for static public pages: the build renders their HTML once and the server sends it in
   * the first response, so the text paints before JavaScript runs.
   */
  prerender?: boolean;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    pattern: '/',
    description: DEFAULT_DESCRIPTION,
    module: 'home',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/explore',
    title: 'Explore dive spots on the map',
    description:
      'Browse dive spots on an interactive map, filter by activity, depth and level, and share the view as a link.',
    module: 'explore',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/about',
    title: 'About DiveSpot',
    description:
      'DiveSpot is built by divers for divers: an independent guide to dive spots, marine life and dive centers around the world.',
    module: 'about',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/jobs',
    title: 'Jobs at DiveSpot',
    description:
      'Join a small, remote-first team building the best place on the web to find where to dive next.',
    module: 'jobs',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/press',
    title: 'Press and media',
    description:
      'Facts, figures, logos and contacts for journalists writing about DiveSpot and recreational diving.',
    module: 'press',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/ambassadors',
    title: 'DiveSpot ambassadors',
    description:
      'Instructors, guides and underwater photographers who help keep DiveSpot accurate. Learn how to become one.',
    module: 'ambassadors',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/affiliates',
    title: 'Affiliate programme',
    description:
      'Dive bloggers, travel writers and clubs can earn a commission by linking divers to DiveSpot destinations.',
    module: 'affiliates',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/contact',
    title: 'Contact DiveSpot',
    description:
      'Questions, corrections or partnership ideas? Send the DiveSpot team a message and we will reply within two working days.',
    module: 'contact',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/changelog',
    title: 'Changelog',
    description: 'What is new in DiveSpot: features, fixes and data updates, newest first.',
    module: 'changelog',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/become-host',
    title: 'List your dive center',
    description:
      'Dive centers and liveaboards can list their business on DiveSpot and reach divers planning their next trip.',
    module: 'become-host',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools',
    title: 'Diving tools and calculators',
    description:
      'Free diving calculators: maximum operating depth and best nitrox mix, gas consumption and planning, equivalent air depth, and freediving lung volume and training tables.',
    module: 'tools',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/mod-calculator',
    title: 'MOD and best mix calculator',
    description:
      'Maximum operating depth of a nitrox mix at ppO2 1.2–1.6, the best mix for a planned depth and the ppO2 at any depth, in salt or fresh water and at altitude.',
    module: 'mod-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/sac-calculator',
    title: 'SAC and gas planning calculator',
    description:
      'Your surface air consumption from a logged dive, the gas a planned dive needs, minimum gas (rock bottom) and turn pressure, in metric or imperial.',
    module: 'sac-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/ead-calculator',
    title: 'Equivalent air depth (EAD) calculator',
    description:
      'The equivalent air depth of a nitrox mix at any depth, with its ppO2 and a table for a range of depths.',
    module: 'ead-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/tools/freediving-calculator',
    title: 'Freediving calculator',
    description:
      'Lung volume at depth, descent and ascent times, the surface interval to rest, and CO2 and O2 static apnea tables built from your personal best.',
    module: 'freediving-calculator',
    prerender: true,
    indexable: true,
  },
  {
    pattern: '/spots/:slug',
    title: 'Dive spot',
    description: 'Depths, level, conditions, marine life and dive centers for this dive spot.',
    module: 'spot',
    indexable: true,
  },
  {
    pattern: '/spot/random',
    title: 'A random dive spot',
    description: 'Feeling lucky? A dive spot picked at random from around the world.',
    module: 'spot',
    indexable: false,
  },
  {
    pattern: '/spot/id/:id',
    title: 'Dive spot',
    description: 'Depths, level, conditions, marine life and dive centers for this dive spot.',
    module: 'spot',
    indexable: true,
  },
  {
    pattern: '/spot/:id',
    title: 'Dive spot',
    description: 'Depths, level, conditions, marine life and dive centers for this dive spot.',
    module: 'spot',
    indexable: true,
  },
  {
    pattern: '/marine-life',
    title: 'Marine life guide',
    description:
      'Fish, sharks, rays, turtles, corals and more: what divers meet underwater, where and when to see them.',
    module: 'marine-life',
    indexable: true,
  },
  {
    pattern: '/marine-life/:slug',
    title: 'Marine life',
    description: 'Where and when divers see this species, its size, depth range and status.',
    module: 'species',
    indexable: true,
  },
  {
    pattern: '/dive-centers/:slug',
    title: 'Dive center',
    description:
      'Contact details, opening hours, services and nearby dive spots of this dive center.',
    module: 'dive-center',
    indexable: true,
  },
  {
    pattern: '/locations/countries/:slug',
    title: 'Diving in this country',
    description: 'Dive regions, spots and dive centers in this country.',
    module: 'country',
    indexable: true,
  },
  {
    pattern: '/locations/regions/:country/:region',
    title: 'Dive region',
    description: 'Dive spots, marine life and dive centers in this dive region.',
    module: 'region',
    indexable: true,
  },
  {
    pattern: '/locations/regions/:slug',
    title: 'Dive region',
    description: 'Dive spots, marine life and dive centers in this dive region.',
    module: 'region',
    indexable: true,
  },
  {
    pattern: '/locations/:type/:id',
    title: 'Location',
    description: 'Dive spots and dive centers at this location.',
    module: 'location',
    indexable: true,
  },
  {
    pattern: '/destinations',
    title: 'Dive destinations',
    description: 'Every country and dive region on DiveSpot, searchable, with their dive spots.',
    module: 'destinations',
    indexable: true,
  },
  {
    pattern: '/share/:slug',
    title: 'Shared map view',
    description: 'A dive map view someone shared with you on DiveSpot.',
    module: 'share',
    indexable: false,
  },
  {
    pattern: '/collections',
    title: 'My collections',
    description: 'Your saved dive spots, dive centers and marine life, organised in named lists.',
    module: 'collections',
    indexable: false,
  },
  {
    pattern: '/collections/:slug',
    title: 'Collection',
    description: 'A list of saved dive spots, dive centers and marine life on DiveSpot.',
    module: 'collection',
    indexable: false,
  },
  {
    pattern: '/profile',
    title: 'My profile',
    description: 'Your DiveSpot profile.',
    module: 'profile',
    indexable: false,
  },
  {
    pattern: '/reset-password',
    title: 'Reset your password',
    description: 'Choose a new password for your DiveSpot account.',
    module: 'reset-password',
    indexable: false,
  },
  {
    pattern: '/oauth2/redirect',
    title: 'Signing in',
    description: 'Finishing sign-in to DiveSpot.',
    module: 'oauth2-redirect',
    indexable: false,
  },
  {
    pattern: '/admin',
    title: 'Admin console',
    description: 'DiveSpot administration.',
    module: 'admin',
    indexable: false,
  },
  {
    pattern: '/admin/*',
    title: 'Admin console',
    description: 'DiveSpot administration.',
    module: 'admin',
    indexable: false,
  },
];

/** Title and description of the 404 page. */
export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist on DiveSpot.',
} as const;

/** Full document title for a page title, with the product suffix. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Find where to dive next`;
}

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
