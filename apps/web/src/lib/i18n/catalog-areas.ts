/**
 * Catalog areas: each language's catalog ships in parts, so a page downloads the messages of the
 * layout ('shell') and of its own screens, not the whole product's (decision 0008). A message's
 * area follows from its id; a page's areas are listed by its route module, and a test checks
 * that every message a page's code names is in one of them.
 */

/** Messages of the layout and shared screens that start with an area's prefix. */
const SHELL_IDS = new Set(['account.adminConsole', 'account.collections', 'account.profile']);

/** Id prefix → area; any other prefix belongs to the shell. */
const PREFIX_AREAS: Record<string, string> = {
  account: 'account',
  admin: 'admin',
  articles: 'articles',
  contact: 'contact',
  diveCenters: 'diveCenters',
  explore: 'explore',
  home: 'home',
  info: 'info',
  lists: 'lists',
  locations: 'locations',
  map: 'explore',
  marineLife: 'marineLife',
  spots: 'spots',
  tools: 'tools',
  vocab: 'vocab',
  weather: 'spots',
};

/** The information pages' own texts are an area each: they are long. */
const INFO_PAGES = new Set([
  'about',
  'affiliates',
  'ambassadors',
  'becomeHost',
  'changelog',
  'jobs',
  'press',
]);

/**
 * The calculators' texts by their second segment: each page's own, the form's, and the long
 * explanations; titles, results and the safety note are shared by all ('tools').
 */
const TOOLS_AREAS: Record<string, string> = {
  index: 'tools-index',
  mod: 'tools-mod',
  sac: 'tools-sac',
  ead: 'tools-ead',
  freediving: 'tools-freediving',
  apnea: 'tools-freediving',
  how: 'tools-how',
  field: 'tools-form',
  water: 'tools-form',
  altitude: 'tools-form',
  convention: 'tools-form',
  error: 'tools-form',
  ppO2: 'tools-form',
  chart: 'tools-form',
  table: 'tools-form',
};

export const SHELL_AREA = 'shell';

/**
 * Areas of words a page names by a code from its data (`vocab.tag.<tag>`,
 * `destinations.place.<slug>.…`): no literal in the code names them.
 */
export const DATA_AREAS: Record<string, string> = {
  'vocab.tag': 'tags',
  'destinations.place': 'destinations',
};

/** The area of a message id: explore.filters.title is in 'explore', nav.map in 'shell'. */
export function messageArea(id: string): string {
  if (SHELL_IDS.has(id)) return SHELL_AREA;
  const [first = '', second = ''] = id.split('.');
  const data = DATA_AREAS[`${first}.${second}`];
  if (data) return data;
  if (first === 'info' && INFO_PAGES.has(second)) return `info-${second}`;
  if (first === 'tools' && TOOLS_AREAS[second]) return TOOLS_AREAS[second];
  return PREFIX_AREAS[first] ?? SHELL_AREA;
}

const info = (page: string) => ['info', `info-${page}`];
const calculator = (tool: string) => ['tools', 'tools-form', 'tools-how', `tools-${tool}`];

/** The areas each page module (src/routes/<module>.tsx) needs besides the shell. */
export const ROUTE_AREAS: Record<string, readonly string[]> = {
  // The cards' activities and levels are vocabulary.
  home: ['home', 'vocab', 'destinations'],
  explore: ['explore', 'lists', 'vocab'],
  share: ['explore', 'vocab'],
  about: info('about'),
  jobs: info('jobs'),
  press: info('press'),
  ambassadors: info('ambassadors'),
  affiliates: info('affiliates'),
  changelog: info('changelog'),
  'become-host': info('becomeHost'),
  contact: ['contact'],
  blog: ['articles'],
  article: ['articles'],
  tools: ['tools', 'tools-index'],
  'mod-calculator': calculator('mod'),
  'sac-calculator': calculator('sac'),
  'ead-calculator': calculator('ead'),
  'freediving-calculator': calculator('freediving'),
  spot: ['spots', 'lists', 'vocab', 'tags'],
  'dive-center': ['diveCenters', 'lists', 'vocab'],
  'marine-life': ['marineLife', 'vocab'],
  species: ['marineLife', 'lists', 'vocab'],
  country: ['locations', 'vocab'],
  region: ['locations', 'vocab'],
  location: ['locations', 'vocab'],
  destinations: ['locations', 'vocab'],
  profile: ['account'],
  collections: ['lists'],
  // The map's own texts are explore's; the levels of the list's dive spots are vocabulary.
  collection: ['lists', 'explore', 'vocab'],
  'reset-password': [],
  'oauth2-redirect': [],
  // The hot areas' map: its own texts are explore's.
  admin: ['admin', 'explore'],
};
