/**
 * Names and texts of marine life shared by the server and the web app, free of zod so the
 * species pages do not ship the schema library: group and IUCN Red List names, page titles.
 */

/** Species groups of the dataset with their display names, in the order the guide lists them. */
export const SPECIES_GROUPS = {
  'bony-fish': 'Fish',
  shark: 'Sharks',
  ray: 'Rays',
  turtle: 'Turtles',
  'marine-mammal': 'Marine mammals',
  cephalopod: 'Octopus & squid',
  nudibranch: 'Nudibranchs',
  crustacean: 'Crustaceans',
  coral: 'Corals',
  echinoderm: 'Echinoderms',
  jellyfish: 'Jellyfish',
  mollusc: 'Molluscs',
  reptile: 'Sea snakes & reptiles',
  worm: 'Worms',
  sponge: 'Sponges',
  seagrass: 'Seagrasses',
} as const;
export type SpeciesGroup = keyof typeof SPECIES_GROUPS;

/** IUCN Red List categories, most threatened last among the assessed ones. */
export const IUCN_STATUSES = {
  LC: 'Least Concern',
  NT: 'Near Threatened',
  VU: 'Vulnerable',
  EN: 'Endangered',
  CR: 'Critically Endangered',
  EW: 'Extinct in the Wild',
  DD: 'Data Deficient',
  NE: 'Not Evaluated',
} as const;
export type IucnStatus = keyof typeof IUCN_STATUSES;

/** Display name of a group code; unknown codes are shown as they are. */
export function speciesGroupLabel(group: string): string {
  return (SPECIES_GROUPS as Record<string, string>)[group] ?? group;
}

/** 'VU' → 'Vulnerable'; null for an unknown or missing code. */
export function iucnStatusLabel(code: string | null | undefined): string | null {
  return code ? ((IUCN_STATUSES as Record<string, string>)[code] ?? null) : null;
}

/** Whole sentences of a text that fit a search snippet (160 characters), else a cut at a word. */
export function snippet(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  let out = '';
  for (const sentence of clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? []) {
    if ((out + sentence).trim().length > max) break;
    out += sentence;
  }
  if (out.trim()) return out.trim();
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:]$/, '')}…`;
}

interface SpeciesNames {
  commonName: string;
  scientificName: string;
  group: string;
  iucnStatus: string | null;
}

/** Title of a species page (server head and browser alike): 'Whale shark (Rhincodon typus)'. */
export const speciesPageTitle = (s: SpeciesNames) => `${s.commonName} (${s.scientificName})`;

/** Meta description of a species page: its description's opening, else a summary line. */
export function speciesPageDescription(s: SpeciesNames & { description: string | null }): string {
  if (s.description) return snippet(s.description);
  const status = iucnStatusLabel(s.iucnStatus);
  return snippet(
    `${s.commonName} (${s.scientificName}), ${speciesGroupLabel(s.group).toLowerCase()}` +
      `${status ? ` (IUCN ${status})` : ''}: size, depth range and where and when divers see it.`,
  );
}
