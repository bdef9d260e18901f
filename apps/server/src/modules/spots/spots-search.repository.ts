import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { SpotSearchQuery } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import { spotRows } from './spots.repository.ts';

/** Escapes LIKE wildcards so user text matches literally; spaces match any gap. */
const likePattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\s+/g, '%')}%`;

/**
 * Name contains the text, ignoring case and accents. unaccent() costs a dictionary lookup per
 * row, so it only runs on names that have non-ASCII letters; the pattern is folded once (the
 * sub-select is an init plan). Synthetic scale-test names are plain ASCII, so at 100,000 spots
 * this stays one cheap ILIKE per row.
 */
function nameContains(q: string): RawBuilder<SqlBool> {
  const pattern = sql`(SELECT unaccent(${likePattern(q)}))`;
  return sql<SqlBool>`(spot.name ILIKE ${pattern}
    OR (spot.name ~ '[^\\x01-\\x7f]' AND unaccent(spot.name) ILIKE ${pattern}))`;
}

/** 0 when the name starts with the text, 1 otherwise: prefix matches lead a text search. */
const prefixRank = (q: string) =>
  sql<number>`CASE WHEN unaccent(spot.name) ILIKE (SELECT unaccent(${likePattern(q).slice(1)}))
    THEN 0 ELSE 1 END`;

const overlaps = (column: string, values: string[]) =>
  sql<SqlBool>`${sql.ref(column)} && ${values}::text[]`;

/**
 * One page of `GET /api/spot` with the total count from the same scan (`count(*) OVER ()`), so
 * paging costs one query. Without text, synthetic spots are left out; with text they come after
 * the real ones.
 */
export async function searchSpots(db: Kysely<Database>, query: SpotSearchQuery) {
  const q = query.q || undefined;
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
