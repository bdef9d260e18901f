import { sql, type Kysely } from 'kysely';

/*
 * Our own analytics (docs/product/analytics.md). The raw events go to one append-only table in
 * the order they arrive: a BRIN index on the time is a few pages however large it grows, and the
 * retention job deletes from its old end. No column holds an address or a user agent; a visitor
 * is a hash made with a salt that changes every day (`analytics_salt`), so one day's visitors
 * cannot be followed into the next.
 *
 * The console never scans the raw events. It reads daily aggregates that each batch of events
 * adds to as it is written, in the same transaction, so they always equal a recount of the
 * events: totals per day, and counts per page, search, spot, map tile and share link.
 * `analytics_day_visitor` holds who was seen on a day only long enough to count each visitor
 * once (two days); the count stays in `analytics_day`.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE analytics_event (
    at timestamptz NOT NULL,
    type text NOT NULL,
    visitor text NOT NULL,
    data jsonb NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX analytics_event_at_brin ON analytics_event USING brin (at)`.execute(db);

  await sql`CREATE TABLE analytics_salt (
    day date PRIMARY KEY,
    salt text NOT NULL
  )`.execute(db);

  await sql`CREATE TABLE analytics_day_visitor (
    day date NOT NULL,
    visitor text NOT NULL,
    PRIMARY KEY (day, visitor)
  )`.execute(db);

  await sql`CREATE TABLE analytics_day (
    day date PRIMARY KEY,
    visitors integer NOT NULL DEFAULT 0,
    page_views integer NOT NULL DEFAULT 0,
    searches integer NOT NULL DEFAULT 0,
    no_result_searches integer NOT NULL DEFAULT 0,
    map_moves integer NOT NULL DEFAULT 0,
    marker_clicks integer NOT NULL DEFAULT 0,
    result_clicks integer NOT NULL DEFAULT 0,
    shares_created integer NOT NULL DEFAULT 0,
    share_clicks integer NOT NULL DEFAULT 0
  )`.execute(db);

  await sql`CREATE TABLE analytics_day_page (
    day date NOT NULL,
    path text NOT NULL,
    views integer NOT NULL,
    PRIMARY KEY (day, path)
  )`.execute(db);

  await sql`CREATE TABLE analytics_day_search (
    day date NOT NULL,
    text text NOT NULL,
    searches integer NOT NULL,
    no_results integer NOT NULL,
    clicks integer NOT NULL,
    PRIMARY KEY (day, text)
  )`.execute(db);

  // No foreign key: a deleted spot's history stays counted; the console joins what still exists.
  await sql`CREATE TABLE analytics_day_spot (
    day date NOT NULL,
    spot_id bigint NOT NULL,
    views integer NOT NULL,
    marker_clicks integer NOT NULL,
    PRIMARY KEY (day, spot_id)
  )`.execute(db);
  // Trending reads the last days' views of every spot.
  await sql`CREATE INDEX analytics_day_spot_spot_idx ON analytics_day_spot (spot_id, day)`.execute(
    db,
  );

  await sql`CREATE TABLE analytics_day_area (
    day date NOT NULL,
    x integer NOT NULL,
    y integer NOT NULL,
    moves integer NOT NULL,
    PRIMARY KEY (day, x, y)
  )`.execute(db);

  await sql`CREATE TABLE analytics_day_share (
    day date NOT NULL,
    slug text NOT NULL,
    created integer NOT NULL,
    clicks integer NOT NULL,
    PRIMARY KEY (day, slug)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'analytics_day_share',
    'analytics_day_area',
    'analytics_day_spot',
    'analytics_day_search',
    'analytics_day_page',
    'analytics_day',
    'analytics_day_visitor',
    'analytics_salt',
    'analytics_event',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
}
