import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Aggregates, EventRow } from './analytics-aggregate.ts';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

const add = (table: string, column: string) =>
  sql<number>`${sql.ref(`${table}.${column}`)} + ${sql.ref(`excluded.${column}`)}`;

/**
 * Writes events and what they add to the daily aggregates, in one transaction: the aggregates
 * equal a recount of the events whatever happens (docs/product/analytics.md). Each aggregate's
 * rows come sorted by key, so two servers writing at once take row locks in the same order.
 */
export async function writeEvents(
  db: Kysely<Database>,
  rows: readonly EventRow[],
  agg: Aggregates,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(rows)) {
      await trx
        .insertInto('analytics_event')
        .values(
          part.map(({ at, visitor, event }) => {
            // The event's own fields; its type and the browser's time are columns or dropped.
            const data: Record<string, unknown> = { ...event };
            delete data.type;
            delete data.at;
            return {
              at,
              type: event.type,
              visitor,
              data: sql<string>`${JSON.stringify(data)}::text::jsonb` as unknown as string,
            };
          }),
        )
        .execute();
    }

    const newVisitors = new Map<string, number>();
    for (const part of chunks(agg.visitors)) {
      const inserted = await trx
        .insertInto('analytics_day_visitor')
        .values(part)
        .onConflict((oc) => oc.doNothing())
        .returning(sql<string>`day::text`.as('day'))
        .execute();
      for (const { day } of inserted) newVisitors.set(day, (newVisitors.get(day) ?? 0) + 1);
    }

    if (agg.days.length > 0)
      await trx
        .insertInto('analytics_day')
        .values(
          agg.days.map(({ day, counts }) => ({
            day,
            visitors: newVisitors.get(day) ?? 0,
            page_views: counts.pageViews,
            searches: counts.searches,
            no_result_searches: counts.noResultSearches,
            map_moves: counts.mapMoves,
            marker_clicks: counts.markerClicks,
            result_clicks: counts.resultClicks,
            shares_created: counts.sharesCreated,
            share_clicks: counts.shareClicks,
          })),
        )
        .onConflict((oc) =>
          oc.column('day').doUpdateSet({
            visitors: add('analytics_day', 'visitors'),
            page_views: add('analytics_day', 'page_views'),
            searches: add('analytics_day', 'searches'),
            no_result_searches: add('analytics_day', 'no_result_searches'),
            map_moves: add('analytics_day', 'map_moves'),
            marker_clicks: add('analytics_day', 'marker_clicks'),
            result_clicks: add('analytics_day', 'result_clicks'),
            shares_created: add('analytics_day', 'shares_created'),
            share_clicks: add('analytics_day', 'share_clicks'),
          }),
        )
        .execute();

    for (const part of chunks(agg.pages))
      await trx
        .insertInto('analytics_day_page')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['day', 'path']).doUpdateSet({ views: add('analytics_day_page', 'views') }),
        )
        .execute();

    for (const part of chunks(agg.searches))
      await trx
        .insertInto('analytics_day_search')
        .values(
          part.map((r) => ({
            day: r.day,
            text: r.text,
            searches: r.searches,
            no_results: r.noResults,
            clicks: r.clicks,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['day', 'text']).doUpdateSet({
            searches: add('analytics_day_search', 'searches'),
            no_results: add('analytics_day_search', 'no_results'),
            clicks: add('analytics_day_search', 'clicks'),
          }),
        )
        .execute();

    await writeSpots(trx, agg);

    for (const part of chunks(agg.areas))
      await trx
        .insertInto('analytics_day_area')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['day', 'x', 'y']).doUpdateSet({ moves: add('analytics_day_area', 'moves') }),
        )
        .execute();

    for (const part of chunks(agg.shares))
      await trx
        .insertInto('analytics_day_share')
        .values(part)
        .onConflict((oc) =>
          oc.columns(['day', 'slug']).doUpdateSet({
            created: add('analytics_day_share', 'created'),
            clicks: add('analytics_day_share', 'clicks'),
          }),
        )
        .execute();
  });
}

/**
 * Spot pages come by slug and markers by id; both count only for spots that exist. Merged into
 * one sorted upsert, so its row locks come in one order.
 */
async function writeSpots(trx: Transaction<Database>, agg: Aggregates): Promise<void> {
  if (agg.spotViews.length === 0 && agg.spotClicks.length === 0) return;
  const slugs = [...new Set(agg.spotViews.map((r) => r.slug))];
  const ids = [...new Set(agg.spotClicks.map((r) => r.spotId))];
  const bySlug = new Map<string, number>();
  for (const part of chunks(slugs)) {
    const found = await trx
      .selectFrom('spot')
      .select(['id', 'slug'])
      .where('slug', 'in', part)
      .execute();
    for (const { id, slug } of found) bySlug.set(slug, id);
  }
  const known = new Set<number>();
  for (const part of chunks(ids)) {
    const found = await trx.selectFrom('spot').select('id').where('id', 'in', part).execute();
    for (const { id } of found) known.add(id);
  }

  const merged = new Map<
    string,
    { day: string; spot_id: number; views: number; marker_clicks: number }
  >();
  const at = (day: string, id: number) => {
    const key = `${day}:${String(id).padStart(16, '0')}`;
    let row = merged.get(key);
    if (!row) {
      row = { day, spot_id: id, views: 0, marker_clicks: 0 };
      merged.set(key, row);
    }
    return row;
  };
  for (const { day, slug, views } of agg.spotViews) {
    const id = bySlug.get(slug);
    if (id !== undefined) at(day, id).views += views;
  }
  for (const { day, spotId, clicks } of agg.spotClicks)
    if (known.has(spotId)) at(day, spotId).marker_clicks += clicks;
  const rows = [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
  for (const part of chunks(rows))
    await trx
      .insertInto('analytics_day_spot')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['day', 'spot_id']).doUpdateSet({
          views: add('analytics_day_spot', 'views'),
          marker_clicks: add('analytics_day_spot', 'marker_clicks'),
        }),
      )
      .execute();
}

/** The salt of a day: made by whichever server needs it first, the same for every server. */
export async function daySalt(db: Kysely<Database>, day: string, fresh: string): Promise<string> {
  await db
    .insertInto('analytics_salt')
    .values({ day, salt: fresh })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('analytics_salt')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return row.salt;
}

/**
 * Forgets what must not be kept: raw events older than the retention, salts older than
 * yesterday (so no one can hash an address to find a visitor of an earlier day), and the visitor
 * hashes of days already counted. Returns the events deleted.
 */
export async function pruneAnalytics(
  db: Kysely<Database>,
  eventsBefore: Date,
  today: string,
): Promise<number> {
  const deleted = await db
    .deleteFrom('analytics_event')
    .where('at', '<', eventsBefore)
    .executeTakeFirst();
  await db
    .deleteFrom('analytics_salt')
    .where('day', '<', sql<string>`${today}::date - 1`)
    .execute();
  await db
    .deleteFrom('analytics_day_visitor')
    .where('day', '<', sql<string>`${today}::date - 1`)
    .execute();
  return Number(deleted.numDeletedRows);
}

export interface SeedVocabulary {
  spots: { id: number; slug: string; name: string; lat: number; lng: number }[];
  species: { slug: string; name: string }[];
  countries: string[];
}

/** What the synthetic events (analytics-seed.ts) draw from: real spots (the most reviewed first), species and countries. */
export async function loadVocabulary(db: Kysely<Database>): Promise<SeedVocabulary> {
  const spots = await db
    .selectFrom('spot')
    .select(['id', 'slug', 'name', 'latitude as lat', 'longitude as lng'])
    .where('synthetic', '=', false)
    .orderBy('review_count', 'desc')
    .orderBy('id')
    .limit(5000)
    .execute();
  const species = await db
    .selectFrom('species')
    .select(['slug', 'common_name as name'])
    .orderBy('id')
    .limit(2000)
    .execute();
  const countries = (await db.selectFrom('country').select('name').orderBy('id').execute()).map(
    (c) => c.name,
  );
  return { spots, species, countries };
}

/** Fresh planner statistics once a bulk load is in (PGlite and PostgreSQL both take ANALYZE). */
export async function analyzeEvents(db: Kysely<Database>): Promise<void> {
  await sql`ANALYZE analytics_event`.execute(db);
}
