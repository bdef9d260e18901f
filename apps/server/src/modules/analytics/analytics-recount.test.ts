import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, type AnalyticsBatchResult } from '@divespot/shared/analytics';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer } from '../account/account.test-helpers.ts';
import { tileOf, viewCentre } from './analytics-aggregate.ts';

/**
 * The daily aggregates the console reads are added to batch by batch; whatever the batches, they
 * must equal a recount of the raw events made from scratch (docs/product/analytics.md). The
 * recount is SQL over `analytics_event`, written apart from the code that adds up.
 */

let t: TestApp;
let token: { accessToken: string };
const SLUGS = ['recount-a', 'recount-b'];
let spotIds: number[] = [];
/** Each run sends from its own addresses, so no run meets the rate limit. */
let run = 0;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  token = await signIn(t.app, await buildUser(t.database.db, { roles: ['ROLE_ADMIN'] }));
  spotIds = [];
  for (const slug of SLUGS) spotIds.push((await buildSpot(t.database.db, { slug })).id);
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const text = fc.constantFrom('manta', 'Manta ', ' wreck  dive', 'WRECK DIVE', 'atlantis', 'ß reef');
const path = fc.constantFrom(
  '/',
  '/about',
  '/spots/recount-a',
  '/spots/recount-b',
  '/spots/gone',
  '/tools',
);
const event = fc.oneof(
  fc.record({ type: fc.constant('page_view'), path }),
  fc.record({ type: fc.constant('search'), text, results: fc.nat(3) }),
  fc.record({ type: fc.constant('search_result_click'), text, path, position: fc.nat(5) }),
  fc.record({
    type: fc.constant('map_move'),
    bounds: fc
      .record({
        west: fc.double({ min: -200, max: 200, noNaN: true }),
        south: fc.double({ min: -89, max: 0, noNaN: true }),
        width: fc.double({ min: 0, max: 60, noNaN: true }),
        north: fc.double({ min: 0, max: 89, noNaN: true }),
      })
      .map(({ west, south, width, north }) => ({ west, south, east: west + width, north })),
    zoom: fc.integer({ min: 1, max: 18 }),
  }),
  fc.record({
    type: fc.constant('marker_click'),
    target: fc.constantFrom('spot', 'dive_center'),
    /** Which spot: the two built, or one that does not exist (mapped when sent). */
    id: fc.constantFrom(0, 1, 2),
  }),
  fc.record({
    type: fc.constantFrom('share_create', 'share_click'),
    slug: fc.constantFrom('s1', 's2'),
  }),
);
/** An event from up to two days ago (older ones are dated now by the server), from one of a few visitors. */
const sent = fc.record({
  event,
  ageMs: fc.option(fc.integer({ min: 0, max: 2 * DAY }), { nil: undefined }),
  visitor: fc.nat(3),
});

async function reset() {
  for (const table of [
    'analytics_event',
    'analytics_day_visitor',
    'analytics_day',
    'analytics_day_page',
    'analytics_day_search',
    'analytics_day_spot',
    'analytics_day_area',
    'analytics_day_share',
  ] as const)
    await t.database.db.deleteFrom(table).execute();
}

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await query.execute(t.database.db)).rows as Row[]).map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        typeof v === 'bigint' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : v,
      ]),
    ),
  );

const DAY_OF = sql`to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
const SEARCH_KEY = sql`lower(regexp_replace(btrim(data->>'text'), ' +', ' ', 'g'))`;

describe('the daily aggregates', () => {
  it('equal a recount of the raw events, whatever the batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(sent, { minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 }),
        async (batches) => {
          await reset();
          run += 1;
          const now = Date.now();
          const spotId = (index: number) => [...spotIds, 999_999][index];
          for (const batch of batches) {
            for (const visitor of [0, 1, 2, 3]) {
              const mine = batch.filter((s) => s.visitor === visitor);
              if (mine.length === 0) continue;
              const res = await t.app.inject({
                method: 'POST',
                url: '/api/analytics/events',
                remoteAddress: `198.51.${run}.${visitor + 1}`,
                headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
                payload: {
                  events: mine.map((s) => ({
                    ...s.event,
                    ...(s.event.type === 'marker_click' ? { id: spotId(s.event.id) } : {}),
                    ...(s.ageMs === undefined ? {} : { at: now - s.ageMs }),
                  })),
                },
              });
              expect(res.statusCode).toBe(202);
              expect(res.json<AnalyticsBatchResult>().refused).toEqual([]);
            }
          }
          // A report writes this server's pending events first.
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/analytics/summary',
            headers: bearer(token),
          });

          const total = batches.flat().length;
          expect(await rows(sql`SELECT count(*) AS n FROM analytics_event`)).toEqual([
            { n: total },
          ]);

          expect(
            await rows(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, page_views, searches,
              no_result_searches, map_moves, marker_clicks, result_clicks, shares_created, share_clicks
            FROM analytics_day ORDER BY day`),
          ).toEqual(
            await rows(sql`SELECT ${DAY_OF} AS day,
              count(DISTINCT visitor) AS visitors,
              count(*) FILTER (WHERE type = 'page_view') AS page_views,
              count(*) FILTER (WHERE type = 'search') AS searches,
              count(*) FILTER (WHERE type = 'search' AND (data->>'results')::int = 0) AS no_result_searches,
              count(*) FILTER (WHERE type = 'map_move') AS map_moves,
              count(*) FILTER (WHERE type = 'marker_click') AS marker_clicks,
              count(*) FILTER (WHERE type = 'search_result_click') AS result_clicks,
              count(*) FILTER (WHERE type = 'share_create') AS shares_created,
              count(*) FILTER (WHERE type = 'share_click') AS share_clicks
            FROM analytics_event GROUP BY 1 ORDER BY 1`),
          );

          expect(
            await rows(
              sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, path, views FROM analytics_day_page ORDER BY 1, 2`,
            ),
          ).toEqual(
            await rows(sql`SELECT ${DAY_OF} AS day, data->>'path' AS path, count(*) AS views
            FROM analytics_event WHERE type = 'page_view' GROUP BY 1, 2 ORDER BY 1, 2`),
          );

          expect(
            await rows(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, text, searches, no_results, clicks
            FROM analytics_day_search ORDER BY 1, 2`),
          ).toEqual(
            await rows(sql`SELECT ${DAY_OF} AS day, ${SEARCH_KEY} AS text,
              count(*) FILTER (WHERE type = 'search') AS searches,
              count(*) FILTER (WHERE type = 'search' AND (data->>'results')::int = 0) AS no_results,
              count(*) FILTER (WHERE type = 'search_result_click') AS clicks
            FROM analytics_event WHERE type IN ('search', 'search_result_click')
            GROUP BY 1, 2 ORDER BY 1, 2`),
          );

          expect(
            await rows(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, spot_id, views, marker_clicks
            FROM analytics_day_spot ORDER BY 1, 2`),
          ).toEqual(
            await rows(sql`SELECT ${DAY_OF} AS day, s.id AS spot_id,
              count(*) FILTER (WHERE e.type = 'page_view') AS views,
              count(*) FILTER (WHERE e.type = 'marker_click') AS marker_clicks
            FROM analytics_event e JOIN spot s
              ON (e.type = 'page_view' AND e.data->>'path' = '/spots/' || s.slug)
              OR (e.type = 'marker_click' AND e.data->>'target' = 'spot' AND (e.data->>'id')::bigint = s.id)
            GROUP BY 1, 2 ORDER BY 1, 2`),
          );

          expect(
            await rows(sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, slug, created, clicks
            FROM analytics_day_share ORDER BY 1, 2`),
          ).toEqual(
            await rows(sql`SELECT ${DAY_OF} AS day, data->>'slug' AS slug,
              count(*) FILTER (WHERE type = 'share_create') AS created,
              count(*) FILTER (WHERE type = 'share_click') AS clicks
            FROM analytics_event WHERE type IN ('share_create', 'share_click') GROUP BY 1, 2 ORDER BY 1, 2`),
          );

          // Tiles: the recount takes each stored view's centre through the tile formula itself.
          const moves = await rows(
            sql`SELECT ${DAY_OF} AS day, data FROM analytics_event WHERE type = 'map_move'`,
          );
          const recount = new Map<string, number>();
          for (const { day, data } of moves) {
            const { bounds } = data as {
              bounds: { west: number; south: number; east: number; north: number };
            };
            const c = viewCentre(bounds);
            const { x, y } = tileOf(c.lng, c.lat, ANALYTICS_LIMITS.areaZoom);
            const key = `${String(day)}|${x}|${y}`;
            recount.set(key, (recount.get(key) ?? 0) + 1);
          }
          const stored = await rows(
            sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, x, y, moves FROM analytics_day_area`,
          );
          expect(
            new Map(stored.map((r) => [`${String(r.day)}|${String(r.x)}|${String(r.y)}`, r.moves])),
          ).toEqual(recount);
        },
      ),
      { numRuns: 15 },
    );
    expect(spotIds).toHaveLength(2);
  });
});
