import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, DiveCenterTable } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import { positionColumns, regionOf, type RegionOverrides } from './build-region.ts';
import { nameOf, uniqueSlug } from './unique.ts';

/** Open 08:00–16:00 on weekdays and Saturdays, closed on Sundays. */
export const WEEK_HOURS = {
  mon: { open: '08:00', close: '16:00' },
  tue: { open: '08:00', close: '16:00' },
  wed: { open: '08:00', close: '16:00' },
  thu: { open: '08:00', close: '16:00' },
  fri: { open: '08:00', close: '16:00' },
  sat: { open: '08:00', close: '16:00' },
  sun: 'closed' as const,
};

export type BuiltDiveCenter = Selectable<DiveCenterTable>;
export type DiveCenterOverrides = Partial<
  Omit<Insertable<DiveCenterTable>, 'location' | 'hours'>
> & {
  /** Weekly opening hours as the seed writes them; 08:00–16:00, closed on Sundays by default. */
  hours?: Record<string, unknown> | null;
  /** The region to build when no `region_id` is given. */
  region?: RegionOverrides;
};

/**
 * Adds a dive center the way the seed does, in its region's country (building the region unless
 * `region_id` is given): a PADI center with phone, e-mail, website, weekly hours and a 4.6
 * rating under a unique slug and name unless overridden; returns its row.
 */
export async function buildDiveCenter(
  db: Kysely<Database>,
  { region, hours = WEEK_HOURS, ...overrides }: DiveCenterOverrides = {},
): Promise<BuiltDiveCenter> {
  const slug = overrides.slug ?? uniqueSlug('dive-center');
  const name = overrides.name ?? nameOf(slug);
  const parent = await regionOf(db, overrides.region_id, region);
  return db
    .insertInto('dive_center')
    .values({
      name,
      sample: false,
      country_id: parent?.country_id ?? null,
      address: `1 Harbour Road, ${name}`,
      phone: '+1 242 555 0100',
      email: `desk@${slug}.test`,
      website: `https://${slug}.test`,
      agencies: ['PADI'],
      services: ['guided-dives', 'boat-dives'],
      languages: ['en'],
      rating: 4.6,
      source: DIVESPOT_SOURCE,
      license: DIVESPOT_LICENSE,
      ...overrides,
      slug,
      region_id: parent?.id ?? null,
      ...positionColumns(overrides.latitude, overrides.longitude),
      hours: hours ? JSON.stringify(hours) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
