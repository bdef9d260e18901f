import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database, SpotTable } from '../../db/schema.ts';
import type { Box } from './geo-match.ts';

export type SpotUpsert = Omit<
  Insertable<SpotTable>,
  'id' | 'location' | 'created_at' | 'updated_at'
> & {
  source_ref: string;
};

/** Columns an import owns: a re-run rewrites these and nothing else (slug and ratings stay). */
const IMPORTED_COLUMNS = [
  'name',
  'description',
  'country_id',
  'region_id',
  'latitude',
  'longitude',
  'entry',
  'site_type',
  'depth_min',
  'depth_max',
  'altitude',
  'level',
  'activities',
  'tags',
  'license',
  'attribution',
] as const;

export async function loadCountriesAndRegions(db: Kysely<Database>): Promise<{
  countryIdByCode: Map<string, number>;
  countries: Box[];
  regions: (Box & { country_id: number })[];
}> {
  const [countries, regions] = await Promise.all([
    db.selectFrom('country').select(['id', 'code', 'north', 'south', 'east', 'west']).execute(),
    db
      .selectFrom('region')
      .select(['id', 'country_id', 'north', 'south', 'east', 'west'])
      .execute(),
  ]);
  return { countryIdByCode: new Map(countries.map((c) => [c.code, c.id])), countries, regions };
}

export async function loadSpotSlugs(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('spot').select('slug').execute()).map((r) => r.slug);
}

/** Slugs of the spots a source imported before, by their ref there. */
export async function loadSlugsBySourceRef(
  db: Kysely<Database>,
  source: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('spot')
    .select(['source_ref', 'slug'])
    .where('source', '=', source)
    .where('source_ref', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.source_ref ?? '', r.slug]));
}

/**
 * Inserts new spots and updates the ones this source imported before (same source_ref), but only
 * when an imported column changed. `xmax = 0` holds for freshly inserted rows only, which tells
 * inserts from updates; rows left as they were are not returned at all.
 */
export async function upsertSpots(
  trx: Transaction<Database>,
  rows: readonly SpotUpsert[],
): Promise<{ inserted: number; updated: number; unchanged: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0, unchanged: 0 };
  const current = sql.join(IMPORTED_COLUMNS.map((c) => sql.ref(`spot.${c}`)));
  const incoming = sql.join(IMPORTED_COLUMNS.map((c) => sql.ref(`excluded.${c}`)));
  const returned = await trx
    .insertInto('spot')
    .values(rows.map((r) => ({ ...r, location: sql`point(${r.longitude}, ${r.latitude})` })))
    .onConflict((oc) =>
      oc
        .columns(['source', 'source_ref'])
        .where('source_ref', 'is not', null)
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(IMPORTED_COLUMNS.map((c) => [c, eb.ref(`excluded.${c}`)])),
          location: sql`excluded.location`,
          updated_at: sql`now()`,
        }))
        .where(sql<boolean>`(${current}) IS DISTINCT FROM (${incoming})`),
    )
    .returning(sql<boolean>`xmax = 0`.as('inserted'))
    .execute();
  const inserted = returned.filter((r) => r.inserted).length;
  const updated = returned.length - inserted;
  return { inserted, updated, unchanged: rows.length - returned.length };
}
