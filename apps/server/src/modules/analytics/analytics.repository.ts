import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Aggregates, DayCounts, EventRow } from './analytics-aggregate.ts';

/**
 * Rows per statement. Each statement takes one array parameter per column (`unnest`), so its
 * size is not bound by parameters; a chunk's arrays are built between two round trips, while
 * requests wait, so it stays a few milliseconds' work.
 */
const CHUNK = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** One column of a chunk, as an array parameter. */
const column = <T, V>(rows: readonly T[], value: (row: T) => V): V[] => rows.map(value);

/** The event's own fields, as stored: its type and the browser's time are columns or dropped. */
function eventData(event: EventRow['event']): string {
  // JSON leaves out what is undefined (no `delete`, which makes the object slow to read).
  return JSON.stringify({ ...event, type: undefined, at: undefined });
}

/**
 * Writes events and what they add to the daily aggregates, in one transaction: the aggregates
 * equal a recount of the events whatever happens (docs/product/analytics.md). Each aggregate's
 * rows come sorted by key, so two servers writing at once take row locks in the same order.
 * Every chunk is one statement over `unnest` of array parameters (PostgreSQL and PGlite alike).
 */
export async function writeEvents(
  db: Kysely<Database>,
  rows: readonly EventRow[],
  agg: Aggregates,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(rows)) {
      const at = column(part, (r) => r.at.toISOString());
      const type = column(part, (r) => r.event.type);
      const visitor = column(part, (r) => r.visitor);
      const data = column(part, (r) => eventData(r.event));
      await sql`INSERT INTO analytics_event (at, type, visitor, data)
        SELECT a, t, v, d::jsonb
        FROM unnest(${at}::timestamptz[], ${type}::text[], ${visitor}::text[], ${data}::text[]) AS e(a, t, v, d)`.execute(
        trx,
      );
    }

    const newVisitors = new Map<string, number>();
    for (const part of chunks(agg.visitors)) {
      const day = column(part, (r) => r.day);
      const visitor = column(part, (r) => r.visitor);
      const inserted = await sql<{ day: string }>`INSERT INTO analytics_day_visitor (day, visitor)
        SELECT * FROM unnest(${day}::date[], ${visitor}::text[])
        ON CONFLICT DO NOTHING
        RETURNING day::text AS day`.execute(trx);
      for (const { day } of inserted.rows) newVisitors.set(day, (newVisitors.get(day) ?? 0) + 1);
    }

    if (agg.days.length > 0) {
      const count = (name: keyof DayCounts) => column(agg.days, (r) => r.counts[name]);
      await sql`INSERT INTO analytics_day (day, visitors, page_views, searches, no_result_searches,
          map_moves, marker_clicks, result_clicks, shares_created, share_clicks)
        SELECT * FROM unnest(${column(agg.days, (r) => r.day)}::date[],
          ${column(agg.days, (r) => newVisitors.get(r.day) ?? 0)}::int[],
          ${count('pageViews')}::int[], ${count('searches')}::int[],
          ${count('noResultSearches')}::int[], ${count('mapMoves')}::int[],
          ${count('markerClicks')}::int[], ${count('resultClicks')}::int[],
          ${count('sharesCreated')}::int[], ${count('shareClicks')}::int[])
        ON CONFLICT (day) DO UPDATE SET
          visitors = analytics_day.visitors + excluded.visitors,
          page_views = analytics_day.page_views + excluded.page_views,
          searches = analytics_day.searches + excluded.searches,
          no_result_searches = analytics_day.no_result_searches + excluded.no_result_searches,
          map_moves = analytics_day.map_moves + excluded.map_moves,
          marker_clicks = analytics_day.marker_clicks + excluded.marker_clicks,
          result_clicks = analytics_day.result_clicks + excluded.result_clicks,
          shares_created = analytics_day.shares_created + excluded.shares_created,
          share_clicks = analytics_day.share_clicks + excluded.share_clicks`.execute(trx);
    }

    for (const part of chunks(agg.pages))
      await sql`INSERT INTO analytics_day_page (day, path, views)
        SELECT * FROM unnest(${column(part, (r) => r.day)}::date[],
          ${column(part, (r) => r.path)}::text[], ${column(part, (r) => r.views)}::int[])
        ON CONFLICT (day, path) DO UPDATE SET
          views = analytics_day_page.views + excluded.views`.execute(trx);

    for (const part of chunks(agg.searches))
      await sql`INSERT INTO analytics_day_search (day, text, searches, no_results, clicks)
        SELECT * FROM unnest(${column(part, (r) => r.day)}::date[],
          ${column(part, (r) => r.text)}::text[], ${column(part, (r) => r.searches)}::int[],
          ${column(part, (r) => r.noResults)}::int[], ${column(part, (r) => r.clicks)}::int[])
        ON CONFLICT (day, text) DO UPDATE SET
          searches = analytics_day_search.searches + excluded.searches,
          no_results = analytics_day_search.no_results + excluded.no_results,
          clicks = analytics_day_search.clicks + excluded.clicks`.execute(trx);

    await writeSpots(trx, agg);

    for (const part of chunks(agg.areas))
      await sql`INSERT INTO analytics_day_area (day, x, y, moves)
        SELECT * FROM unnest(${column(part, (r) => r.day)}::date[],
          ${column(part, (r) => r.x)}::int[], ${column(part, (r) => r.y)}::int[],
          ${column(part, (r) => r.moves)}::int[])
        ON CONFLICT (day, x, y) DO UPDATE SET
          moves = analytics_day_area.moves + excluded.moves`.execute(trx);

    for (const part of chunks(agg.shares))
      await sql`INSERT INTO analytics_day_share (day, slug, created, clicks)
        SELECT * FROM unnest(${column(part, (r) => r.day)}::date[],
          ${column(part, (r) => r.slug)}::text[], ${column(part, (r) => r.created)}::int[],
          ${column(part, (r) => r.clicks)}::int[])
        ON CONFLICT (day, slug) DO UPDATE SET
          created = analytics_day_share.created + excluded.created,
          clicks = analytics_day_share.clicks + excluded.clicks`.execute(trx);
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
    const found = await sql<{ id: number | string; slug: string }>`SELECT id, slug FROM spot
      WHERE slug = ANY(${part}::text[])`.execute(trx);
    for (const { id, slug } of found.rows) bySlug.set(slug, Number(id));
  }
  const known = new Set<number>();
  for (const part of chunks(ids)) {
    const found = await sql<{ id: number | string }>`SELECT id FROM spot
      WHERE id = ANY(${part}::bigint[])`.execute(trx);
    for (const { id } of found.rows) known.add(Number(id));
  }

  // Sorted by day, then spot (as the upsert's row locks must be): the day's 10 characters first.
  const merged = new Map<string, Map<number, { views: number; marker_clicks: number }>>();
  const at = (day: string, id: number) => {
    let ofDay = merged.get(day);
    if (!ofDay)
      merged.set(day, (ofDay = new Map<number, { views: number; marker_clicks: number }>()));
    let row = ofDay.get(id);
    if (!row) ofDay.set(id, (row = { views: 0, marker_clicks: 0 }));
    return row;
  };
  for (const { day, slug, views } of agg.spotViews) {
    const id = bySlug.get(slug);
    if (id !== undefined) at(day, id).views += views;
  }
  for (const { day, spotId, clicks } of agg.spotClicks)
    if (known.has(spotId)) at(day, spotId).marker_clicks += clicks;
  const rows = [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([day, ofDay]) =>
      [...ofDay.entries()]
        .sort(([a], [b]) => a - b)
        .map(([spot_id, r]) => ({ day, spot_id, ...r })),
    );
  for (const part of chunks(rows))
    await sql`INSERT INTO analytics_day_spot (day, spot_id, views, marker_clicks)
      SELECT * FROM unnest(${column(part, (r) => r.day)}::date[],
        ${column(part, (r) => r.spot_id)}::bigint[], ${column(part, (r) => r.views)}::int[],
        ${column(part, (r) => r.marker_clicks)}::int[])
      ON CONFLICT (day, spot_id) DO UPDATE SET
        views = analytics_day_spot.views + excluded.views,
        marker_clicks = analytics_day_spot.marker_clicks + excluded.marker_clicks`.execute(trx);
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
