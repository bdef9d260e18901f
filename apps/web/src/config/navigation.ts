import type { MessageId } from '../lib/i18n/messages.ts';

/** Link targets of the header, drawer and footer in one place; labels are message ids. */
export interface NavLinkItem {
  label: MessageId;
  to: string;
}

export const MAP_ONLY_HREF = '/explore?hideMenu=true';
/**
 * "Nearby dive spots": explore asks for the diver's location as it opens, however the link was
 * followed (a tap, a new tab, before the page was interactive), and shows the spots around them.
 */
export const NEARBY_HREF = '/explore?nearby=true';

/** Mobile drawer sections of docs/product/screens.md Layout (the Account section is built from the session). */
export const DRAWER_SECTIONS: readonly { id: string; title: MessageId; links: NavLinkItem[] }[] = [
  {
    id: 'explore',
    title: 'nav.explore',
    links: [
      { label: 'drawer.nearbySpots', to: NEARBY_HREF },
      { label: 'drawer.marineLifeGuides', to: '/marine-life' },
      { label: 'nav.mapView', to: MAP_ONLY_HREF },
    ],
  },
  {
    id: 'resources',
    title: 'drawer.resources',
    links: [
      { label: 'drawer.articles', to: '/blog' },
      { label: 'drawer.tools', to: '/tools' },
    ],
  },
  {
    id: 'saved',
    title: 'drawer.saved',
    links: [{ label: 'drawer.myCollections', to: '/collections' }],
  },
];

export const FOOTER_COLUMNS: readonly { title: MessageId; links: NavLinkItem[] }[] = [
  {
    title: 'nav.explore',
    links: [
      { label: 'footer.diveSpots', to: '/explore' },
      { label: 'footer.marineLife', to: '/marine-life' },
      { label: 'nav.mapView', to: MAP_ONLY_HREF },
      { label: 'drawer.tools', to: '/tools' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { label: 'footer.about', to: '/about' },
      { label: 'footer.jobs', to: '/jobs' },
      { label: 'footer.press', to: '/press' },
      { label: 'footer.changelog', to: '/changelog' },
    ],
  },
  {
    title: 'footer.community',
    links: [
      { label: 'footer.ambassadors', to: '/ambassadors' },
      { label: 'footer.affiliates', to: '/affiliates' },
      { label: 'footer.becomeHost', to: '/become-host' },
    ],
  },
  {
    title: 'footer.support',
    links: [{ label: 'footer.contact', to: '/contact' }],
  },
];
