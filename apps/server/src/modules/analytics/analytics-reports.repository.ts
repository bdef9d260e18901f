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

export async function topSearches(
  db: Kysely<Database>,
  { from, to }: DayRange,
  limit: number,
  order: 'searches' | 'noResults',
) {
  let query = db
    .selectFrom('analytics_day_search')
    .select([
      'text',
      sum('searches').as('searches'),
      sum('no_results').as('noResults'),
      sum('clicks').as('clicks'),
    ])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('text');
  query =
    order === 'noResults'
      ? query.having(sql`sum(no_results)`, '>', 0).orderBy('noResults', 'desc')
      : query.having(sql`sum(searches)`, '>', 0).orderBy('searches', 'desc');
  return query.orderBy('text').limit(limit).execute();
}

export async function mostViewedSpots(db: Kysely<Database>, { from, to }: DayRange, limit: number) {
  return db
    .selectFrom('analytics_day_spot as a')
    .innerJoin('spot', 'spot.id', 'a.spot_id')
    .select(['spot.id', 'spot.slug', 'spot.name', sum('a.views').as('count')])
    .where('a.day', '>=', from)
    .where('a.day', '<=', to)
    .groupBy(['spot.id', 'spot.slug', 'spot.name'])
    .having(sql`sum(a.views)`, '>', 0)
    .orderBy('count', 'desc')
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
