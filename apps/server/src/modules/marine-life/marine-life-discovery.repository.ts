import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { earthNumber, earthPoint } from '../../db/earth.ts';
import type { TranslatedLanguage } from '@divespot/shared/text-languages';
import {
  containing,
  matchRank,
  speciesRows,
  translatedNameLike,
} from './marine-life.repository.ts';

/** Word similarity from which a misspelt name ("wale shark") still counts as a match. */
const FUZZY_THRESHOLD = 0.5;

/**
 * Species whose common or scientific name matches `q`, accent- and case-insensitively: names
 * starting with it first, then a later word starting with it, then inside it, then near misses,
 * then those whose common name in `language` contains it.
 * `word_similarity()` rather than the `%` operator: PGlite hangs on `%` with `cube` loaded.
 */
export function searchSpecies(
  db: Kysely<Database>,
  q: string,
  limit: number,
  language: TranslatedLanguage | null = null,
) {
  const folded = sql`lower(unaccent(${q}))`;
  const similarity = sql<number>`GREATEST(
    word_similarity(${folded}, lower(unaccent(species.common_name))),
    word_similarity(${folded}, lower(unaccent(species.scientific_name))))`;
  return speciesRows(db)
    .where(
      sql<SqlBool>`(${matchRank(q)} < 3 OR ${similarity} >= ${FUZZY_THRESHOLD}
        OR ${translatedNameLike(language, containing(q))})`,
    )
    .orderBy(matchRank(q))
    .orderBy(similarity, 'desc')
    .orderBy('spot_count', 'desc')
    .orderBy('species.common_name')
    .limit(limit)
    .execute();
}

/**
 * Species seen at real spots within `radiusKm` of a point (optionally in one month): those seen
 * at the most of these spots first, then the closest. `earth_box` narrows the spots with the
 * GiST index before the exact distance check.
 */
export function findSpeciesNear(
  db: Kysely<Database>,
  near: { lat: number; lng: number; radiusKm: number; month?: number; limit: number },
) {
  const meters = earthNumber(near.radiusKm * 1000);
  const centre = earthPoint(near);
  const spotPoint = sql`ll_to_earth(spot.latitude, spot.longitude)`;
  const distance = sql<number>`earth_distance(${centre}, ${spotPoint})`;
  return speciesRows(db)
    .innerJoin('species_sighting', 'species_sighting.species_id', 'species.id')
    .innerJoin('spot', 'spot.id', 'species_sighting.spot_id')
    .select([
      sql<number>`count(DISTINCT spot.id)::int`.as('nearby_spot_count'),
      sql<number>`min(${distance}) / 1000`.as('distance_km'),
    ])
    .where('spot.synthetic', '=', false)
    .where(sql<SqlBool>`earth_box(${centre}, ${meters}) @> ${spotPoint}`)
    .where(sql<SqlBool>`${distance} <= ${meters}`)
    .$if(near.month !== undefined, (qb) =>
      qb.where(sql<SqlBool>`${near.month ?? 0}::smallint = ANY(species_sighting.months)`),
    )
    .groupBy('species.id')
    .orderBy('nearby_spot_count', 'desc')
    .orderBy('distance_km')
    .orderBy('species.common_name')
    .limit(near.limit)
    .execute();
}

/** Groups divers travel for, in order of appeal; the featured list draws from them first. */
const CHARISMATIC_GROUPS = [
  'shark',
  'ray',
  'turtle',
  'marine-mammal',
  'cephalopod',
  'nudibranch',
  'bony-fish',
  'reptile',
];

/**
 * A deterministic showcase: the most widely seen described species of each group, the most
 * charismatic groups first, then the runners-up in the same order.
 */
export function findFeaturedSpecies(db: Kysely<Database>, limit: number) {
  const groups = sql`ARRAY[${sql.join(CHARISMATIC_GROUPS)}]::text[]`;
  return db
    .selectFrom(speciesRows(db).where('species.description', 'is not', null).as('s'))
    .selectAll('s')
    .where('s.spot_count', '>', 0)
    .orderBy(sql`row_number() OVER (PARTITION BY s.group ORDER BY s.spot_count DESC, s.slug)`)
    .orderBy(sql`array_position(${groups}, s.group) NULLS LAST`)
    .orderBy('s.spot_count', 'desc')
    .orderBy('s.slug')
    .limit(limit)
    .execute();
}
