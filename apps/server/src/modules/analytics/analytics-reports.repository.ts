import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The console's reports: every one reads the daily aggregates of migration 0019 over a range of
 * days (both included), never the raw events.
 */
export interface DayRange {
  from: string;
  to: string;
}

const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)::int`;

export async function dayTotals(db: Kysely<Database>, { from, to }: DayRange) {
  return db
    .selectFrom('analytics_day')
    .select([
      sql<string>`day::text`.as('day'),
      'visitors',
      'page_views',
      'searches',
      'no_result_searches',
      'map_moves',
      'marker_clicks',
      'result_clicks',
      'shares_created',
      'share_clicks',
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

export async function topPages(db: Kysely<Database>, { from, to }: DayRange, limit: number) {
  return db
    .selectFrom('analytics_day_page')
    .select(['path', sum('views').as('views')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
}

export interface SearchTotal {
  text: string;
  searches: number;
  noResults: number;
  clicks: number;
}

/**
 * The most frequent searches and those most often without results, from one scan: both rank
 * the same per-text totals, which a materialized CTE sums once (two queries summed every row of
 * the range twice: the costliest report, issue 35).
 */
export async function topSearches(
  db: Kysely<Database>,
  { from, to }: DayRange,
  limit: number,
): Promise<{ top: SearchTotal[]; noResults: SearchTotal[] }> {
  const { rows } = await sql<SearchTotal & { list: 'top' | 'noResults' }>`
    WITH totals AS MATERIALIZED (
      SELECT text, ${sum('searches')} AS searches, ${sum('no_results')} AS "noResults",
        ${sum('clicks')} AS clicks
      FROM analytics_day_search
      WHERE day >= ${from} AND day <= ${to}
      GROUP BY text
    )
    (SELECT 'top' AS list, * FROM totals WHERE searches > 0
      ORDER BY searches DESC, text LIMIT ${limit})
    UNION ALL
    (SELECT 'noResults' AS list, * FROM totals WHERE "noResults" > 0
      ORDER BY "noResults" DESC, text LIMIT ${limit})`.execute(db);
  const of = (list: 'top' | 'noResults') =>
    rows
      .filter((row) => row.list === list)
      .map(({ text, searches, noResults, clicks }) => ({ text, searches, noResults, clicks }));
  return { top: of('top'), noResults: of('noResults') };
}

/**
 * Spots by views in the range: the views are summed per spot first, and only those totals
 * (a few thousand) are joined to the spots still there, not every day's row (issue 35).
 */
export async function mostViewedSpots(db: Kysely<Database>, { from, to }: DayRange, limit: number) {
  return db
    .selectFrom((qb) =>
      qb
        .selectFrom('analytics_day_spot')
        .select(['spot_id', sum('views').as('count')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('spot_id')
        .having(sql`sum(views)`, '>', 0)
        .as('v'),
    )
    .innerJoin('spot', 'spot.id', 'v.spot_id')
    .select(['spot.id', 'spot.slug', 'spot.name', 'v.count'])
    .orderBy('v.count', 'desc')
    .orderBy('spot.name')
    .limit(limit)
    .execute();
}

/** Spots saved to a list in the range (UTC days) and still in it. */
export async function mostSavedSpots(db: Kysely<Database>, { from, to }: DayRange, limit: number) {
  return db
    .selectFrom('bookmark_item as b')
    .innerJoin('spot', 'spot.id', 'b.object_id')
    .select(['spot.id', 'spot.slug', 'spot.name', sql<number>`count(*)::int`.as('count')])
    .where('b.type', '=', 'DIVE_SPOT')
    .where('b.created_at', '>=', sql<Date>`${from}::date::timestamp AT TIME ZONE 'UTC'`)
    .where('b.created_at', '<', sql<Date>`(${to}::date + 1)::timestamp AT TIME ZONE 'UTC'`)
    .groupBy(['spot.id', 'spot.slug', 'spot.name'])
    .orderBy('count', 'desc')
    .orderBy('spot.name')
    .limit(limit)
    .execute();
}

export async function hotAreas(db: Kysely<Database>, { from, to }: DayRange) {
  return db
    .selectFrom('analytics_day_area')
    .select(['x', 'y', sum('moves').as('moves')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy(['x', 'y'])
    .orderBy('moves', 'desc')
    .orderBy('x')
    .orderBy('y')
    .execute();
}

export async function topShares(db: Kysely<Database>, { from, to }: DayRange, limit: number) {
  return db
    .selectFrom('analytics_day_share')
    .select(['slug', sum('created').as('created'), sum('clicks').as('clicks')])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('slug')
    .orderBy('clicks', 'desc')
    .orderBy('created', 'desc')
    .orderBy('slug')
    .limit(limit)
    .execute();
}
