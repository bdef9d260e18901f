import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SpotFilters } from '@divespot/shared/spot-search';
import { searchText } from './spot-query.ts';

const list = (values: string[] | undefined) => (values?.length ? values : null);

/**
 * The spot filters of `GET /api/spot`, `GET /api/spot/map` and share links as one SQL condition
 * on `spot` (no other table needs to be joined).
 *
 * Every filter but `sealife` is always in the text, with its value as a parameter that may be NULL
 * (`$1 IS NULL OR …`), so the SQL is the same whatever filters are active: the map's hot
 * queries are named prepared statements that PostgreSQL plans once (db/prepared.ts). A one-off
 * query loses nothing by it: an unnamed statement is planned with its values, and the planner
 * folds `NULL IS NULL OR …` away before choosing a plan.
 */
export function spotFilterCondition(filters: SpotFilters): RawBuilder<SqlBool> {
  const text = searchText(filters.q) ?? null;
  const norm = sql`search_norm(${text}::text)`;
  // Contains the text, or (from 3 characters, as the site search) has a word within one typo of
  // it: strict word similarity ≥ 0.5 (`<<%`; never `%`, which hangs PGlite with cube loaded).
  const matches = sql`(search_name LIKE '%' || ${norm} || '%'
    OR (length(${norm}) >= 3 AND ${norm} <<% search_name))`;
  const entries = (type: 'DIVE_SPOT' | 'REGION' | 'COUNTRY', test = matches) =>
    sql`SELECT object_id FROM search_entry WHERE type = ${type} AND NOT synthetic AND ${test}`;
  // Synthetic names share most trigrams, so typo matching would read nearly all of them:
  // substring only there.
  const syntheticNames = sql`SELECT object_id FROM search_entry
    WHERE type = 'DIVE_SPOT' AND synthetic AND search_name LIKE '%' || ${norm} || '%'`;
  const anyOf = (column: string, values: string[] | undefined) => {
    const v = list(values);
    return sql`(${v}::text[] IS NULL OR ${sql.ref(column)} = ANY(${v}::text[]))`;
  };
  const overlaps = (column: string, values: string[] | undefined) => {
    const v = list(values);
    return sql`(${v}::text[] IS NULL OR ${sql.ref(column)} && ${v}::text[])`;
  };
  const place = (table: 'country' | 'region', slug: string | undefined) => {
    const s = slug ?? null;
    return sql`(${s}::text IS NULL OR ${sql.ref(`spot.${table}_id`)} =
      (SELECT id FROM ${sql.table(table)} WHERE slug = ${s}::text))`;
  };
  const depthMin = filters['depth.min'] ?? null;
  const depthMax = filters['depth.max'] ?? null;
  // The spot's name, or its place (region, such as an island or a destination, or country),
  // matches the text, ignoring case, accents and punctuation (search_norm leaves only letters,
  // digits and single spaces, so no LIKE wildcard survives), through search_entry's trigram
  // indexes (migration 0003). Each part reads its own index, and UNION ALL rather than OR lets
  // the planner join the few ids instead of scanning every spot.
  const named = sql`(${text}::text IS NULL OR spot.id IN (
    ${entries('DIVE_SPOT')} UNION ALL ${syntheticNames}
    UNION ALL SELECT id FROM spot WHERE region_id IN (${entries('REGION')})
    UNION ALL SELECT id FROM spot WHERE country_id IN (${entries('COUNTRY')})))`;
  // Depth ranges overlap: the spot reaches depth.min and can be dived within depth.max.
  const deepEnough = sql`(${depthMin}::float8 IS NULL
    OR coalesce(spot.depth_max, spot.depth_min) >= ${depthMin}::float8)`;
  const shallowEnough = sql`(${depthMax}::float8 IS NULL
    OR coalesce(spot.depth_min, spot.depth_max) <= ${depthMax}::float8)`;
  // Where and when: a sealife species seen at the spot (that month, with a month); a month
  // alone asks for spots at their best then. A species is seen at few spots, so its condition is
  // written only when asked for, as a plain IN the planner turns into a join that starts from
  // those spots (behind `$1 IS NULL OR` it would test the subquery on every spot in view).
  const sealife = list(filters.sealife);
  const month = filters.month ?? null;
  const seen = sealife
    ? sql`spot.id IN (
        SELECT ss.spot_id FROM species_sighting ss JOIN species ON species.id = ss.species_id
        WHERE species.slug = ANY(${sealife}::text[])
          AND (${month}::smallint IS NULL OR ${month}::smallint = ANY(ss.months)))`
    : sql`true`;
  const bestMonth = sql`(${month}::smallint IS NULL OR ${sealife}::text[] IS NOT NULL
    OR ${month}::smallint = ANY(spot.best_months))`;
  const parts = [
    named,
    place('country', filters.country),
    place('region', filters.region),
    anyOf('spot.level', filters.level),
    overlaps('spot.activities', filters.activityTypes),
    overlaps('spot.facilities', filters.facilities),
    anyOf('spot.site_type', filters.siteType),
    anyOf('spot.entry', filters.entry),
    anyOf('spot.water_type', filters.waterType),
    anyOf('spot.current', filters.current),
    anyOf('spot.certification', filters.certification),
    deepEnough,
    shallowEnough,
    seen,
    bestMonth,
  ];
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

export interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Spots whose `location` (a point of (lng, lat), GiST-indexed) lies in the box. */
export const inBox = (b: Box) =>
  sql<SqlBool>`spot.location <@ box(point(${b.west}, ${b.south}), point(${b.east}, ${b.north}))`;
