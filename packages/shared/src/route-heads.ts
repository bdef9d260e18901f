import {} from '@divespot/shared/routes';
import type { PagePattern } from './routes.ts';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './site.ts';

/** A page's head in English (US): the source of its `page.<key>.*` messages. */
export interface RouteHead {
  /** Document title without the product suffix; undefined uses the product title. */
  title?: string;
  /** Meta and Open Graph description. */
  description: string;
}

/**
 * The English title and description of each page of the route table (PAGE_ROUTES in routes.ts),
 * by pattern. The server and the build read them; the browser reads the same texts from the
 * message catalogs, in the visitor's language.
 */
export const ROUTE_HEADS: Readonly<Record<PagePattern, RouteHead>> = {
  '/': {
    description: DEFAULT_DESCRIPTION,
  },
  '/explore': {
    title: 'Explore dive spots on the map',
    description:
      'Browse dive spots on an interactive map, filter by activity, depth and level, and share the view as a link.',
  },
  '/about': {
    title: 'About DiveSpot',
    description:
      'DiveSpot is built by divers for divers: an independent guide to dive spots, marine life and dive centers around the world.',
  },
  '/jobs': {
    title: 'Jobs at DiveSpot',
    description:
      'Join a small, remote-first team building the best place on the web to find where to dive next.',
  },
  '/press': {
    title: 'Press and media',
    description:
      'Facts, figures, logos and contacts for journalists writing about DiveSpot and recreational diving.',
  },
  '/ambassadors': {
    title: 'DiveSpot ambassadors',
    description:
      'Instructors, guides and underwater photographers who help keep DiveSpot accurate. Learn how to become one.',
  },
  '/affiliates': {
    title: 'Affiliate programme',
    description:
      'Dive bloggers, travel writers and clubs can earn a commission by linking divers to DiveSpot destinations.',
  },
  '/contact': {
    title: 'Contact DiveSpot',
    description:
      'Questions, corrections or partnership ideas? Send the DiveSpot team a message and we will reply within two working days.',
  },
  '/changelog': {
    title: 'Changelog',
    description: 'What is new in DiveSpot: features, fixes and data updates, newest first.',
  },
  '/become-host': {
    title: 'List your dive center',
    description:
      'Dive centers and liveaboards can list their business on DiveSpot and reach divers planning their next trip.',
  },
  '/tools': {
    title: 'Diving tools and calculators',
    description:
      'Free diving calculators: maximum operating depth and best nitrox mix, gas consumption and planning, equivalent air depth, and freediving lung volume and training tables.',
  },
  '/tools/mod-calculator': {
    title: 'MOD and best mix calculator',
    description:
      'Maximum operating depth of a nitrox mix at ppO2 1.2–1.6, the best mix for a planned depth and the ppO2 at any depth, in salt or fresh water and at altitude.',
  },
  '/tools/sac-calculator': {
    title: 'SAC and gas planning calculator',
    description:
      'Your surface air consumption from a logged dive, the gas a planned dive needs, minimum gas (rock bottom) and turn pressure, in metric or imperial.',
  },
  '/tools/ead-calculator': {
    title: 'Equivalent air depth (EAD) calculator',
    description:
      'The equivalent air depth of a nitrox mix at any depth, with its ppO2 and a table for a range of depths.',
  },
  '/tools/freediving-calculator': {
    title: 'Freediving calculator',
    description:
      'Lung volume at depth, descent and ascent times, the surface interval to rest, and CO2 and O2 static apnea tables built from your personal best.',
  },
  '/spots/:slug': {
    title: 'Dive spot',
    description: 'Depths, level, conditions, marine life and dive centers for this dive spot.',
  },
  '/spot/random': {
    title: 'A random dive spot',
    description: 'Feeling lucky? A dive spot picked at random from around the world.',
  },
  '/spot/id/:id': {
    title: 'Dive spot',
    description: 'Depths, level, conditions, marine life and dive centers for this dive spot.',
  },
  '/spot/:id': {
    title: 'Dive spot',
    description: 'Depths, level, conditions, marine life and dive centers for this dive spot.',
  },
  '/marine-life': {
    title: 'Marine life guide',
    description:
      'Fish, sharks, rays, turtles, corals and more: what divers meet underwater, where and when to see them.',
  },
  '/marine-life/:slug': {
    title: 'Marine life',
    description: 'Where and when divers see this species, its size, depth range and status.',
  },
  '/blog': {
    title: 'Articles for divers',
    description:
      'Practical articles by divers: currents, nitrox, gas planning, freediving safety, and where and when to meet the big animals.',
  },
  '/blog/:slug': {
    title: 'Article',
    description: 'An article for divers from the DiveSpot team.',
  },
  '/dive-centers/:slug': {
    title: 'Dive center',
    description:
      'Contact details, opening hours, services and nearby dive spots of this dive center.',
  },
  '/locations/countries/:slug': {
    title: 'Diving in this country',
    description: 'Dive regions, spots and dive centers in this country.',
  },
  '/locations/regions/:country/:region': {
    title: 'Dive region',
    description: 'Dive spots, marine life and dive centers in this dive region.',
  },
  '/locations/regions/:slug': {
    title: 'Dive region',
    description: 'Dive spots, marine life and dive centers in this dive region.',
  },
  '/locations/:type/:id': {
    title: 'Location',
    description: 'Dive spots and dive centers at this location.',
  },
  '/destinations': {
    title: 'Dive destinations',
    description: 'Every country and dive region on DiveSpot, searchable, with their dive spots.',
  },
  '/share/:slug': {
    title: 'Shared map view',
    description: 'A dive map view someone shared with you on DiveSpot.',
  },
  '/collections': {
    title: 'My collections',
    description: 'Your saved dive spots, dive centers and marine life, organised in named lists.',
  },
  '/collections/:slug': {
    title: 'Collection',
    description: 'A list of saved dive spots, dive centers and marine life on DiveSpot.',
  },
  '/profile': {
    title: 'My profile',
    description: 'Your DiveSpot profile.',
  },
  '/reset-password': {
    title: 'Reset your password',
    description: 'Choose a new password for your DiveSpot account.',
  },
  '/oauth2/redirect': {
    title: 'Signing in',
    description: 'Finishing sign-in to DiveSpot.',
  },
  '/admin': {
    title: 'Admin console',
    description: 'DiveSpot administration.',
  },
  '/admin/*': {
    title: 'Admin console',
    description: 'DiveSpot administration.',
  },
};

/** Title and description of the 404 page. */
export const NOT_FOUND_PAGE = {
  title: 'Page Not Found',
  description: 'The page you were looking for does not exist on DiveSpot.',
} as const;

/** Full document title for a page title, with the product suffix. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Find where to dive next`;
}
