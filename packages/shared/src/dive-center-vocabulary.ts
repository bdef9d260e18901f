/**
 * Dive-center vocabulary and text helpers without zod, so the web app's pages can import them
 * without shipping the schema library. The API contract itself is in dive-centers.ts.
 */

/** Days of the week in the order the API and the page list them. */
export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Display names of the services a center offers (seed vocabulary, kebab-case). */
export const CENTER_SERVICE_NAMES: Record<string, string> = {
  courses: 'Courses',
  'guided-dives': 'Guided dives',
  'boat-dives': 'Boat dives',
  'shore-dives': 'Shore dives',
  'equipment-rental': 'Equipment rental',
  'equipment-sales': 'Equipment sales',
  'air-fills': 'Air fills',
  nitrox: 'Nitrox',
  trimix: 'Trimix',
  liveaboard: 'Liveaboard',
  'snorkel-trips': 'Snorkel trips',
  freediving: 'Freediving',
  accommodation: 'Accommodation',
};

/** The facts a center's page description is built from (a DiveCenterDetail has them all). */
export interface DescribedCenter {
  sample: boolean;
  agencies: string[];
  services: string[];
  address: string | null;
  region: { name: string } | null;
  country: { name: string } | null;
}

const MAX_DESCRIPTION = 160;

const listing = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The page's meta description (≤ 160 characters) from the facts we hold: agencies, place and
 * as many services as fit. The server's raw HTML and the web app use the same text.
 */
export function diveCenterPageDescription(c: DescribedCenter): string {
  const agencies = c.agencies.length
    ? `${listing(c.agencies.slice(0, 3))} dive center`
    : 'Dive center';
  const place = c.region?.name ?? c.address ?? c.country?.name;
  const head = `${c.sample ? 'Sample listing: ' : ''}${agencies}${place ? ` in ${place}` : ''}`;
  const services = c.services.map((s) => (CENTER_SERVICE_NAMES[s] ?? s).toLowerCase());
  const tail = '. Opening hours, contact details and nearby dive spots.';
  for (let n = services.length; n > 0; n--) {
    const candidate = `${head}: ${listing(services.slice(0, n))}${tail}`;
    if (candidate.length <= MAX_DESCRIPTION) return candidate;
  }
  const text = head + tail;
  return text.length <= MAX_DESCRIPTION ? text : `${text.slice(0, MAX_DESCRIPTION - 1)}…`;
}
