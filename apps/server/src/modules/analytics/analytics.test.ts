import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Authenticated } from '@divespot/shared/account';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildUser, signIn } from '../../test/builders/build-user.ts';
import { createTestApp, stillClock, type TestApp } from '../../test/test-app.ts';
import { bearer, freshIp } from '../account/account.test-helpers.ts';
import type {
  AnalyticsAreas,
  AnalyticsPages,
  AnalyticsSearches,
  AnalyticsShares,
  AnalyticsSpots,
  AnalyticsSummary,
} from '@divespot/shared/analytics';
import type { BookmarkFolderSummary } from '@divespot/shared/bookmarks';
import type { ErrorBody } from '@divespot/shared/errors';
import { utcDay } from './analytics.service.ts';

/** The API of docs/product/analytics.md: events in, reports out, through the real server. */

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

let t: TestApp;
let admin: Authenticated;
const today = utcDay(stillClock());

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  admin = await signIn(
    t.app,
    await buildUser(t.database.db, { roles: ['ROLE_USER', 'ROLE_ADMIN'] }),
  );
});
afterAll(() => t.close());

const ANALYTICS_TABLES = [
  'analytics_event',
  'analytics_day_visitor',
  'analytics_day',
  'analytics_day_page',
  'analytics_day_search',
  'analytics_day_spot',
  'analytics_day_area',
  'analytics_day_share',
] as const;

beforeEach(async () => {
  // A report writes what the server still holds from earlier tests; then all is cleared.
  await report('summary');
  for (const table of ANALYTICS_TABLES) await t.database.db.deleteFrom(table).execute();
});

const send = (events: unknown[], headers: Record<string, string> = {}, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER, 'content-type': 'application/json', ...headers },
    payload: { events },
  });

const report = (name: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/analytics/${name}${query}`,
    headers: bearer(admin),
  });

const eventCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('analytics_event')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/analytics/events', () => {
  it('stores the good events of a batch and names the refused ones', async () => {
    const res = await send([
      { type: 'page_view', path: '/about' },
      { type: 'page_view', path: 'about' },
      { type: 'search', text: 'manta', results: 3 },
      { type: 'teleport' },
      { type: 'map_move', bounds: { west: 30, south: 20, east: 40, north: 95 }, zoom: 5 },
      'not an event',
    ]);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      accepted: 2,
      refused: [
        {
          index: 1,
          field: 'path',
          reason: 'must be a path starting with / without query or fragment',
        },
        expect.objectContaining({ index: 3, field: 'type' }),
        { index: 4, field: 'bounds.north', reason: 'must be a latitude' },
        expect.objectContaining({ index: 5 }),
      ],
    });
    await report('summary'); // writes this server's pending events first
    expect(await eventCount()).toBe(2);
  });

  it('refuses a malformed batch as a whole with 400, naming the field', async () => {
    for (const payload of [
      {},
      { events: [] },
      { events: Array(51).fill({ type: 'page_view', path: '/' }) },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { 'user-agent': BROWSER },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        detail: { fields: [{ field: 'events' }] },
      });
    }
  });

  it('stores nothing when the browser asks not to be tracked (DNT or Sec-GPC)', async () => {
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      const res = await send([{ type: 'page_view', path: '/' }], headers);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ accepted: 0, refused: [], dropped: 'do-not-track' });
    }
    await report('summary');
    expect(await eventCount()).toBe(0);
  });

  it('stores nothing from robots', async () => {
    for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0']) {
      const res = await send([{ type: 'page_view', path: '/' }], { 'user-agent': agent });
      expect(res.json()).toMatchObject({ accepted: 0, dropped: 'bot' });
    }
    await report('summary');
    expect(await eventCount()).toBe(0);
  });

  it('records nothing of the admin pages', async () => {
    const res = await send([
      { type: 'page_view', path: '/admin' },
      { type: 'page_view', path: '/admin/users' },
      { type: 'search_result_click', text: 'x', path: '/admin/content', position: 0 },
    ]);
    expect(res.json()).toMatchObject({
      accepted: 0,
      refused: [
        { index: 0, field: 'path', reason: 'admin pages are not recorded' },
        { index: 1, field: 'path' },
        { index: 2, field: 'path' },
      ],
    });
  });

  it('keeps no address and no user agent, in no column and no value', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_name LIKE 'analytics%'`.execute(t.database.db);
    expect(columns.rows.length).toBeGreaterThan(10);
    for (const { column_name } of columns.rows)
      expect(column_name).not.toMatch(/ip|addr|agent|ua$|browser|cookie|user_id/i);

    const ip = '203.0.113.77';
    await send([{ type: 'page_view', path: '/about' }], {}, ip);
    await report('summary');
    const dump = JSON.stringify(
      await Promise.all(
        ANALYTICS_TABLES.map((table) => t.database.db.selectFrom(table).selectAll().execute()),
      ),
    );
    expect(dump).toContain('/about');
    expect(dump).not.toContain(ip);
    expect(dump).not.toContain('Chrome');
  });

  it('counts a visitor once a day, and two browsers as two', async () => {
    const ip = freshIp();
    await send([{ type: 'page_view', path: '/' }], {}, ip);
    await send([{ type: 'page_view', path: '/tools' }], {}, ip);
    await send([{ type: 'page_view', path: '/' }], { 'user-agent': `${BROWSER} Edg/156.0` }, ip);
    const res = await report('summary', `?from=${today}&to=${today}`);
    expect(res.json<AnalyticsSummary>().days).toEqual([
      expect.objectContaining({ day: today, visitors: 2, pageViews: 3 }),
    ]);
  });

  it('answers 429 after 60 batches a minute from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++)
      expect((await send([{ type: 'page_view', path: '/' }], {}, ip)).statusCode).toBe(202);
    const refused = await send([{ type: 'page_view', path: '/' }], {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await send([{ type: 'page_view', path: '/' }], {}, freshIp())).statusCode).toBe(202);
  });
});

describe('the console reports', () => {
  it('show what visitors did: pages, searches with and without results, spots, areas, shares', async () => {
    const spot = await buildSpot(t.database.db, { slug: 'report-reef', name: 'Report Reef' });
    await send([
      { type: 'page_view', path: '/spots/report-reef' },
      { type: 'page_view', path: '/spots/report-reef' },
      { type: 'page_view', path: '/spots/no-such-spot' },
      { type: 'page_view', path: '/about' },
      { type: 'search', text: '  Manta   Point ', results: 4 },
      { type: 'search', text: 'manta point', results: 4 },
      { type: 'search', text: 'Atlantis', results: 0 },
      { type: 'search_result_click', text: 'Manta Point', path: '/spots/report-reef', position: 0 },
      { type: 'marker_click', target: 'spot', id: spot.id },
      { type: 'marker_click', target: 'spot', id: 999_999_999 },
      { type: 'map_move', bounds: { west: 33.9, south: 27.6, east: 34.5, north: 28.1 }, zoom: 9 },
      { type: 'share_create', slug: 'abc123' },
      { type: 'share_click', slug: 'abc123' },
      { type: 'share_click', slug: 'abc123' },
    ]);

    const pages = (await report('pages')).json<AnalyticsPages>();
    expect(pages.pages).toEqual([
      { path: '/spots/report-reef', views: 2 },
      { path: '/about', views: 1 },
      { path: '/spots/no-such-spot', views: 1 },
    ]);

    const searches = (await report('searches')).json<AnalyticsSearches>();
    expect(searches.top).toEqual([
      { text: 'manta point', searches: 2, noResults: 0, clicks: 1 },
      { text: 'atlantis', searches: 1, noResults: 1, clicks: 0 },
    ]);
    expect(searches.noResults).toEqual([
      { text: 'atlantis', searches: 1, noResults: 1, clicks: 0 },
    ]);

    const spots = (await report('spots')).json<AnalyticsSpots>();
    expect(spots.viewed).toEqual([
      { id: spot.id, slug: 'report-reef', name: 'Report Reef', count: 2 },
    ]);

    const areas = (await report('areas')).json<AnalyticsAreas>();
    expect(areas.zoom).toBe(6);
    expect(areas.areas).toHaveLength(1);
    const area = areas.areas[0] ?? { moves: 0, west: 0, east: 0, south: 0, north: 0 };
    expect(area.moves).toBe(1);
    expect(area.west).toBeLessThanOrEqual(34.2);
    expect(area.east).toBeGreaterThan(34.2);
    expect(area.south).toBeLessThanOrEqual(27.85);
    expect(area.north).toBeGreaterThan(27.85);

    expect((await report('shares')).json<AnalyticsShares>().links).toEqual([
      { slug: 'abc123', created: 1, clicks: 2 },
    ]);

    const [day] = (await report('summary', `?from=${today}&to=${today}`)).json<AnalyticsSummary>()
      .days;
    expect(day).toEqual({
      day: today,
      visitors: 1,
      pageViews: 4,
      searches: 3,
      noResultSearches: 1,
      mapMoves: 1,
      markerClicks: 2,
      resultClicks: 1,
      sharesCreated: 1,
      shareClicks: 2,
    });
  });

  it('count the spots saved to lists in the range', async () => {
    const spot = await buildSpot(t.database.db, { name: 'Saved Wall' });
    const diver = await signIn(t.app, await buildUser(t.database.db));
    const lists = await t.app.inject({
      method: 'GET',
      url: '/api/bookmarks/folders',
      headers: bearer(diver),
    });
    const [favorites] = lists.json<BookmarkFolderSummary[]>();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/bookmarks/folders/${favorites?.objectId}/items`,
      headers: bearer(diver),
      payload: { type: 'DIVE_SPOT', objectId: spot.id },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const now = new Date().toISOString().slice(0, 10);
    const res = (await report('spots', `?from=${now}&to=${now}`)).json<AnalyticsSpots>();
    expect(res.saved).toContainEqual({
      id: spot.id,
      slug: spot.slug,
      name: 'Saved Wall',
      count: 1,
    });
  });

  it('fill days without events with zeros, over the last 30 days by default', async () => {
    const res = (await report('summary')).json<AnalyticsSummary>();
    expect(res.to).toBe(today);
    expect(res.days).toHaveLength(30);
    expect(res.days[0]?.day).toBe(res.from);
    expect(res.days.every((d) => d.pageViews === 0)).toBe(true);
  });

  it('refuse a range that is backwards, too long or not made of dates, naming the field', async () => {
    for (const [query, field] of [
      ['?from=2026-03-02&to=2026-03-01', 'from'],
      ['?from=2020-01-01&to=2026-03-01', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?limit=0', 'limit'],
    ] as const) {
      const res = await report('pages', query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json<ErrorBody>().detail?.fields, res.body).toContainEqual(
        expect.objectContaining({ field }),
      );
    }
  });
});
