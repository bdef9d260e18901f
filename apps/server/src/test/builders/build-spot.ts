import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SpotTable } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import { positionColumns, regionOf, type RegionOverrides } from './build-region.ts';
import { nameOf, uniqueSlug } from './unique.ts';

export type BuiltSpot = Selectable<SpotTable>;
export type SpotOverrides = Partial<Omit<Insertable<SpotTable>, 'location'>> & {
  /** The region to build when no `region_id` is given. */
  region?: RegionOverrides;
};

/**
 * Adds a dive spot the way the seed does: in its region's country, building the region (and its
 * country) unless `region_id` is given. A unique slug and name, a beginner reef at 0°, 0° unless
 * overridden; returns its row.
 */
export async function buildSpot(
  db: Kysely<Database>,
  { region, ...overrides }: SpotOverrides = {},
): Promise<BuiltSpot> {
  const slug = overrides.slug ?? uniqueSlug('spot');
  const name = overrides.name ?? nameOf(slug);
  const parent = await regionOf(db, overrides.region_id, region);
  return db
    .insertInto('spot')
    .values({
      name,
      description: `A dive at ${name}.`,
      country_id: parent?.country_id ?? null,
      site_type: 'reef',
      water_type: 'ocean',
      level: 'beginner',
      activities: ['scuba'],
      source: DIVESPOT_SOURCE,
      license: DIVESPOT_LICENSE,
      ...overrides,
      slug,
      region_id: parent?.id ?? null,
      ...positionColumns(overrides.latitude, overrides.longitude),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
