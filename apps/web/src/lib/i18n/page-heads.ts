import { PAGE_ROUTES, type PagePattern, type PageRoute } from '@divespot/shared/routes';
import { SITE_NAME } from '@divespot/shared/site';
import type { IntlShape } from 'react-intl';
import type { MessageId } from './messages.ts';

/**
 * The message key of each page of the route table: its title and meta description are the
 * messages `page.<key>.title` and `page.<key>.description` (English (US) as in ROUTE_HEADS).
 * The server sends them in the visitor's language (through the build's heads.json), and the app
 * renders the same once running.
 */
export const PAGE_HEAD_KEYS: Record<PagePattern, string> = {
  '/': 'home',
  '/explore': 'explore',
  '/about': 'about',
  '/jobs': 'jobs',
  '/press': 'press',
  '/ambassadors': 'ambassadors',
  '/affiliates': 'affiliates',
  '/contact': 'contact',
  '/changelog': 'changelog',
  '/become-host': 'becomeHost',
  '/tools': 'tools',
  '/tools/mod-calculator': 'modCalculator',
  '/tools/sac-calculator': 'sacCalculator',
  '/tools/ead-calculator': 'eadCalculator',
  '/tools/freediving-calculator': 'freedivingCalculator',
  '/spots/:slug': 'spot',
  '/spot/random': 'randomSpot',
  '/spot/id/:id': 'spot',
  '/spot/:id': 'spot',
  '/marine-life': 'marineLife',
  '/marine-life/:slug': 'species',
  '/blog': 'blog',
  '/blog/:slug': 'article',
  '/dive-centers/:slug': 'diveCenter',
  '/locations/countries/:slug': 'country',
  '/locations/regions/:country/:region': 'region',
  '/locations/regions/:slug': 'region',
  '/locations/:type/:id': 'location',
  '/destinations': 'destinations',
  '/share/:slug': 'share',
  '/collections': 'collections',
  '/collections/:slug': 'collection',
  '/profile': 'profile',
  '/reset-password': 'resetPassword',
  '/oauth2/redirect': 'signingIn',
  '/admin': 'admin',
  '/admin/*': 'admin',
};

/** Title and description of a page in a language. */
export interface PageHeadText {
  /** Full document title, product name included. */
  title: string;
  description: string;
}

const message = (intl: IntlShape, id: string) => intl.formatMessage({ id: id as MessageId });

/** The full document title for a page title: 'About DiveSpot · DiveSpot', or the home title. */
export function documentTitleIn(intl: IntlShape, title: string | undefined): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${message(intl, 'page.tagline')}`;
}

/** A route's title and description in the language of `intl`. */
export function pageHeadText(intl: IntlShape, route: PageRoute): PageHeadText {
  const key = PAGE_HEAD_KEYS[route.pattern] ?? 'home';
  // The home page has no title of its own: the product's name and tagline.
  const title = key === 'home' ? undefined : message(intl, `page.${key}.title`);
  return {
    title: documentTitleIn(intl, title),
    description: message(intl, `page.${key}.description`),
  };
}

/** The 404 page's title and description in the language of `intl`. */
export function notFoundHeadText(intl: IntlShape): PageHeadText {
  return {
    title: documentTitleIn(intl, message(intl, 'page.notFound.title')),
    description: message(intl, 'page.notFound.description'),
  };
}

/** Every route's head text and the 404's, by route pattern ('*' for the 404): heads.json. */
export function allPageHeads(intl: IntlShape): Record<string, PageHeadText> {
  const heads: Record<string, PageHeadText> = { '*': notFoundHeadText(intl) };
  for (const route of PAGE_ROUTES) heads[route.pattern] = pageHeadText(intl, route);
  return heads;
}
