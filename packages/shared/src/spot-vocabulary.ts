/**
 * The words of a dive spot (docs/product/entities.md enumerations) and how people read them. The server builds
 * filter options and validates search parameters from these; the web app labels spot facts.
 */

/** The dive types (docs/product/entities.md#vocabularies), in their documented order, with display names. */
export const ACTIVITY_NAMES: Record<string, string> = {
  scuba: 'Scuba diving',
  freedive: 'Freediving',
  snorkel: 'Snorkelling',
  technical: 'Technical diving',
  cave: 'Cave diving',
  wreck: 'Wreck diving',
  night: 'Night diving',
  drift: 'Drift diving',
  shore: 'Shore diving',
  boat: 'Boat diving',
};
export const ACTIVITIES = Object.keys(ACTIVITY_NAMES);

export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SpotLevel = (typeof LEVELS)[number];
export const LEVEL_NAMES: Record<SpotLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

export const WATER_TYPE_NAMES: Record<string, string> = {
  ocean: 'Ocean',
  lake: 'Lake',
  river: 'River',
  quarry: 'Quarry',
  cenote: 'Cenote',
  spring: 'Spring',
};

export const CURRENT_NAMES: Record<string, string> = {
  none: 'No current',
  mild: 'Mild',
  moderate: 'Moderate',
  strong: 'Strong',
};

export const CERTIFICATION_NAMES: Record<string, string> = {
  none: 'No certification',
  open_water: 'Open Water',
  advanced: 'Advanced Open Water',
  rescue: 'Rescue Diver',
  divemaster: 'Divemaster',
  instructor: 'Instructor',
  technical: 'Technical diver',
};

export const FACILITY_NAMES: Record<string, string> = {
  parking: 'Parking',
  equipment_rental: 'Equipment rental',
  air_fills: 'Air fills',
  nitrox: 'Nitrox',
  trimix: 'Trimix',
  showers: 'Showers',
  restrooms: 'Restrooms',
  food: 'Food and drinks',
  accommodation: 'Accommodation',
  dive_shop: 'Dive shop',
  training: 'Training',
  guides: 'Guides',
};

export const ENTRY_NAMES: Record<string, string> = {
  shore: 'From shore',
  boat: 'By boat',
};

/** Site types are open-ended (imports bring their own); these read better than the raw value. */
const SITE_TYPE_NAMES: Record<string, string> = {
  'artificial-reef': 'Artificial reef',
  muck: 'Muck',
  seamount: 'Seamount',
};

/** `artificial-reef` → `Artificial reef`, `open_water` → `Open water`. */
export function humanize(value: string): string {
  const words = value.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Display name of a site type, e.g. `wall` → `Wall`. */
export const siteTypeName = (value: string) => SITE_TYPE_NAMES[value] ?? humanize(value);

/** Display name from one of the maps above, falling back to a humanized value. */
export const displayName = (names: Record<string, string>, value: string) =>
  names[value] ?? humanize(value);

/** A spot's depth range in metres; either end may be unknown. */
export interface DepthRange {
  minDepth: number | null;
  maxDepth: number | null;
}

/** What the spot page's description is made of (a SpotDetail has it all). */
export interface SpotPageFacts {
  siteType: string | null;
  locationDescription: string | null;
  depth: DepthRange;
  level: string | null;
  description: string | null;
}

/** `5–30 m`, `18 m`, or null when the depth is unknown. */
export function formatDepthRange(depth: DepthRange): string | null {
  const { minDepth, maxDepth } = depth;
  if (minDepth !== null && maxDepth !== null && minDepth !== maxDepth)
    return `${minDepth}–${maxDepth} m`;
  const one = maxDepth ?? minDepth;
  return one === null ? null : `${one} m`;
}

/** The first sentence, or the first ~160 characters cut at a word. */
function firstSentence(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(clean)?.[0] ?? clean;
  if (sentence.length <= 200) return sentence;
  const cut = sentence.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/**
 * The spot page's meta description, the same in the served HTML and the running app:
 * "Wreck in Ras Mohammed, Egypt · 16–30 m · Advanced. The first sentence…"
 */
export function spotPageDescription(spot: SpotPageFacts): string {
  const kind = spot.siteType ? siteTypeName(spot.siteType) : 'Dive spot';
  const facts = [
    spot.locationDescription ? `${kind} in ${spot.locationDescription}` : kind,
    formatDepthRange(spot.depth),
    spot.level ? displayName(LEVEL_NAMES, spot.level) : null,
  ].filter(Boolean);
  const lead = `${facts.join(' · ')}.`;
  return spot.description ? `${lead} ${firstSentence(spot.description)}` : lead;
}
