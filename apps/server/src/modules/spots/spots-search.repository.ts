import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SpotSearchQuery } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import { spotRows } from './spots.repository.ts';

/**
 * Name contains the text, ignoring case, accents and punctuation (search_norm leaves only
 * letters, digits and single spaces, so no LIKE wildcard survives), through search_entry's
 * trigram indexes (migration 0003) rather than a scan of every spot name. Real and synthetic
 * entries have separate partial indexes, so each is asked on its own.
 */
function nameContains(q: string): RawBuilder<SqlBool> {
  const pattern = sql`'%' || search_norm(${q}) || '%'`;
  const ids = (which: 'synthetic' | 'NOT synthetic') => sql`SELECT object_id FROM search_entry
    WHERE type = 'DIVE_SPOT' AND ${sql.raw(which)} AND search_name LIKE ${pattern}`;
  // UNION ALL, not OR: the planner then joins the few ids instead of scanning every spot.
  return sql<SqlBool>`spot.id IN (${ids('NOT synthetic')} UNION ALL ${ids('synthetic')})`;
}

/** 0 when the name starts with the text, 1 otherwise: prefix matches lead a text search. */
const prefixRank = (q: string) =>
  sql<number>`CASE WHEN search_norm(spot.name) LIKE search_norm(${q}) || '%'
    THEN 0 ELSE 1 END`;

const overlaps = (column: string, values: string[]) =>
  sql<SqlBool>`${sql.ref(column)} && ${values}::text[]`;

/**
 * One page of `GET /api/spot` with the total count from the same scan (`count(*) OVER ()`), so
 * paging costs one query. Without text, synthetic spots are left out; with text they come after
 * the real ones.
 */
export async function searchSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  // Text without a letter or digit names nothing; it is ignored like an empty box.
  const q = query.q && /[\p{L}\p{N}]/u.test(query.q) ? query.q : undefined;
  const depthMin = query['depth.min'];
  const depthMax = query['depth.max'];
  const list = (values: string[] | undefined) => (values?.length ? values : undefined);
  const level = list(query.level);
  const activities = list(query.activityTypes);
  const siteTypes = list(query.siteType);
  const entries = list(query.entry);
  const waterTypes = list(query.waterType);
  const currents = list(query.current);
  const certifications = list(query.certification);
  const facilities = list(query.facilities);

  let builder = spotRows(db)
    .select(sql<string>`count(*) OVER ()`.as('total'))
    .$if(q === undefined, (b) => b.where('spot.synthetic', '=', false))
    .$if(q !== undefined, (b) => b.where(nameContains(q ?? '')))
    .$if(query.country !== undefined, (b) => b.where('country.slug', '=', query.country ?? ''))
    .$if(query.region !== undefined, (b) => b.where('region.slug', '=', query.region ?? ''))
    .$if(level !== undefined, (b) => b.where('spot.level', 'in', level ?? []))
    .$if(activities !== undefined, (b) => b.where(overlaps('spot.activities', activities ?? [])))
    .$if(facilities !== undefined, (b) => b.where(overlaps('spot.facilities', facilities ?? [])))
    .$if(siteTypes !== undefined, (b) => b.where('spot.site_type', 'in', siteTypes ?? []))
    .$if(entries !== undefined, (b) => b.where('spot.entry', 'in', entries ?? []))
    .$if(waterTypes !== undefined, (b) => b.where('spot.water_type', 'in', waterTypes ?? []))
    .$if(currents !== undefined, (b) => b.where('spot.current', 'in', currents ?? []))
    .$if(certifications !== undefined, (b) =>
      b.where('spot.certification', 'in', certifications ?? []),
    )
    // Depth ranges overlap: the spot reaches depth.min and can be dived within depth.max.
    .$if(depthMin !== undefined, (b) =>
      b.where(sql<SqlBool>`coalesce(spot.depth_max, spot.depth_min) >= ${depthMin}`),
    )
    .$if(depthMax !== undefined, (b) =>
      b.where(sql<SqlBool>`coalesce(spot.depth_min, spot.depth_max) <= ${depthMax}`),
    );

  if (q !== undefined) builder = builder.orderBy('spot.synthetic');
  switch (query.sort ?? (q === undefined ? 'rating' : 'match')) {
    case 'match':
      builder = builder
        .orderBy(prefixRank(q ?? ''))
        .orderBy(sql`spot.rating DESC NULLS LAST`)
        .orderBy('spot.name');
      break;
    case 'name':
      builder = builder.orderBy(sql`lower(spot.name)`);
      break;
    case 'depth':
      builder = builder
        .orderBy(sql`coalesce(spot.depth_max, spot.depth_min) ASC NULLS LAST`)
        .orderBy('spot.name');
      break;
    default:
      builder = builder
        .orderBy(sql`spot.rating DESC NULLS LAST`)
        .orderBy('spot.review_count', 'desc')
        .orderBy('spot.name');
  }
  const rows = await builder
    .orderBy('spot.id')
    .limit(query.size)
    .offset(query.page * query.size)
    .execute();
  return rows;
}

/** Counts matches when the page was past the end (no row carried the window count). */
export async function countSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  const rows = await searchSpots(db, { ...query, page: 0, size: 1 });
  return Number(rows[0]?.total ?? 0);
}
