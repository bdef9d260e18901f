/** Link targets of the header, drawer and footer in one place. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const MAP_ONLY_HREF = '/explore?hideMenu=true';

/**
 * Mobile drawer sections of SPEC §2 Layout (the Account section is built from the session).
 * Pages the spec names that do not exist yet point to the closest page that does:
 * articles → changelog, tools → the tools section of About.
 */
export const DRAWER_SECTIONS: readonly { id: string; title: string; links: NavLinkItem[] }[] = [
  {
    id: 'explore',
    title: 'Explore',
    links: [
      { label: 'Nearby dive spots', to: '/explore' },
      { label: 'Marine life guides', to: '/marine-life' },
      { label: 'Map view', to: MAP_ONLY_HREF },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { label: 'Blog & Articles', to: '/changelog' },
      { label: 'Diving Tools', to: '/about#tools' },
    ],
  },
  {
    id: 'saved',
    title: 'Saved',
    links: [{ label: 'My Collections', to: '/collections' }],
  },
];

export const FOOTER_COLUMNS: readonly { title: string; links: NavLinkItem[] }[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Dive spots', to: '/explore' },
      { label: 'Marine life', to: '/marine-life' },
      { label: 'Map view', to: MAP_ONLY_HREF },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Jobs', to: '/jobs' },
      { label: 'Press', to: '/press' },
      { label: 'Changelog', to: '/changelog' },
    ],
  },
  {
    title: 'Community',
    links: [
      { label: 'Ambassadors', to: '/ambassadors' },
      { label: 'Affiliates', to: '/affiliates' },
      { label: 'Become a host', to: '/become-host' },
    ],
  },
  {
    title: 'Support',
    links: [{ label: 'Contact', to: '/contact' }],
  },
];
