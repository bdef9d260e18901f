import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export const SYNTHETIC_SOURCE = 'synthetic';
export const SYNTHETIC_LICENSE = 'CC0-1.0';

/**
 * Adds `count` synthetic spots, each placed within about 50 km of a random real spot (so they
 * sit where divers dive, not inland) and flagged `synthetic`. Each takes that real spot's season
 * (best months, water temperatures) and sightings, so explore's sealife and month filters do
 * real work at scale. Generated in SQL, in one statement.
 */
export async function insertSyntheticSpots(db: Kysely<Database>, count: number): Promise<number> {
  const result = await sql<{ spots: string }>`
    WITH gen AS MATERIALIZED (
      SELECT start.n + g.i AS n, g.i, pick.id AS base_id, base.country_id, base.region_id,
             base.best_months, base.water_temp_c, pos.lat, pos.lng, pos.dmin, pos.r
      FROM (SELECT coalesce(max(substring(slug FROM '^synthetic-([0-9]+)$')::int), 0) AS n
              FROM spot WHERE synthetic) AS start,
           (SELECT array_agg(id ORDER BY id) AS ids FROM spot WHERE NOT synthetic) AS pool,
           generate_series(1, ${count}::int) AS g(i),
           LATERAL (SELECT pool.ids[1 + floor(random() * cardinality(pool.ids))::int] AS id,
                           g.i AS row_no) AS pick,
           LATERAL (SELECT country_id, region_id, latitude, longitude, best_months, water_temp_c
                      FROM spot WHERE id = pick.id) AS base,
           LATERAL (SELECT greatest(-85, least(85, base.latitude + (random() - 0.5) * 0.9)) AS lat,
                           ((base.longitude + (random() - 0.5) * 0.9 + 540)::numeric % 360
                             - 180)::float8 AS lng,
                           floor(random() * 20) AS dmin,
                           random() AS r,
                           pick.row_no) AS pos
    ),
    made AS (
      INSERT INTO spot (slug, name, country_id, region_id, latitude, longitude, location,
                        site_type, water_type, depth_min, depth_max, level, activities,
                        best_months, water_temp_c,
                        rating, review_count, source, license, synthetic)
      SELECT 'synthetic-' || gen.n,
             'Synthetic ' || (ARRAY['Reef', 'Wall', 'Pinnacle', 'Wreck', 'Garden', 'Point',
                                    'Drift', 'Bommie'])[1 + gen.i % 8] || ' ' || gen.n,
             gen.country_id, gen.region_id, gen.lat, gen.lng, point(gen.lng, gen.lat),
             (ARRAY['reef', 'wall', 'pinnacle', 'wreck', 'reef', 'muck', 'drift', 'reef'])[1 + gen.i % 8],
             'ocean', gen.dmin, gen.dmin + 5 + floor(gen.r * 35),
             (ARRAY['beginner', 'intermediate', 'advanced', 'expert'])[1 + floor(gen.r * 4)::int],
             CASE WHEN gen.i % 3 = 0 THEN ARRAY['scuba', 'snorkel', 'boat']
                  WHEN gen.i % 3 = 1 THEN ARRAY['scuba', 'shore'] ELSE ARRAY['scuba', 'drift', 'boat'] END,
             gen.best_months, gen.water_temp_c,
             round((3 + gen.r * 2)::numeric, 1), floor(gen.r * 250)::int,
             ${SYNTHETIC_SOURCE}, ${SYNTHETIC_LICENSE}, true
      FROM gen
      RETURNING id, slug
    ),
    seen AS (
      INSERT INTO species_sighting (species_id, spot_id, months)
      SELECT ss.species_id, made.id, ss.months
      FROM made
      JOIN gen ON made.slug = 'synthetic-' || gen.n
      JOIN species_sighting ss ON ss.spot_id = gen.base_id
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM made) AS spots, (SELECT count(*) FROM seen) AS sightings
  `.execute(db);
  return Number(result.rows[0]?.spots ?? 0);
}

/** Removes every synthetic spot; real and imported spots are untouched. */
export async function deleteSyntheticSpots(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('spot').where('synthetic', '=', true).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countSyntheticSpots(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('spot')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('synthetic', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
