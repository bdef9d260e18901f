import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '@divespot/shared/analytics';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { aggregate, aggregateInSlices, type EventRow } from './analytics-aggregate.ts';
import { AnalyticsWriter } from './analytics-writer.ts';

/** The writer's guarantees (analytics-writer.ts): one transaction per flush, nothing lost on failure. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

const TABLES = [
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
  for (const table of TABLES) await t.database.db.deleteFrom(table).execute();
});

const DAY = '2026-03-01';
/** `n` events of every kind over two days, from a few visitors. */
function buildRows(n: number): EventRow[] {
  const kinds: ((i: number) => AnalyticsEvent)[] = [
    (i) => ({ type: 'page_view', path: i % 3 ? `/spots/s${i % 7}` : '/about' }),
    (i) => ({ type: 'search', text: `Reef ${i % 5}`, results: i % 2 }),
    (i) => ({ type: 'search_result_click', text: `reef ${i % 5}`, path: '/', position: 0 }),
    (i) => ({
      type: 'map_move',
      bounds: { west: i % 90, south: 10, east: (i % 90) + 3, north: 12 },
      zoom: 8,
    }),
    (i) => ({ type: 'marker_click', target: 'spot', id: 1 + (i % 9) }),
    (i) => ({ type: 'share_create', slug: `l${i % 4}` }),
    (i) => ({ type: 'share_click', slug: `l${i % 4}` }),
  ];
  return Array.from({ length: n }, (_, i) => {
    const day = i % 5 === 0 ? '2026-02-28' : DAY;
    return {
      at: new Date(`${day}T12:00:00.${String(i % 1000).padStart(3, '0')}Z`),
      day,
      visitor: `v${i % 11}`,
      event: (kinds[i % kinds.length] as (i: number) => AnalyticsEvent)(i),
    };
  });
}

const log = {
  info: () => undefined,
  warn: () => undefined,
} as unknown as ConstructorParameters<typeof AnalyticsWriter>[1];

const count = async (table: (typeof TABLES)[number]) =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the analytics writer', () => {
  it('adds up in slices, giving the event loop turns, to what one pass adds up to', async () => {
    const rows = buildRows(5000);
    let turns = 0;
    let running = true;
    const tick = () => {
      if (!running) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const sliced = await aggregateInSlices(rows, 1000);
    running = false;
    expect(sliced).toEqual(aggregate(rows));
    expect(turns).toBeGreaterThanOrEqual(4);
  });

  it('writes nothing of a flush that fails, keeps its events and writes them once later', async () => {
    const writer = new AnalyticsWriter(t.database.db, log, {
      flushMs: 60_000,
      maxPending: 100,
      flushAt: 1_000,
    });
    const rows = buildRows(70);
    writer.add(rows.slice(0, 40));
    // The last aggregate written is refused: the events' insert before it must be undone too.
    await sql`ALTER TABLE analytics_day_share RENAME TO analytics_day_share_away`.execute(
      t.database.db,
    );
    try {
      await expect(writer.flush()).rejects.toThrow();
      writer.add(rows.slice(40));
    } finally {
      await sql`ALTER TABLE analytics_day_share_away RENAME TO analytics_day_share`.execute(
        t.database.db,
      );
    }
    expect(await count('analytics_event')).toBe(0);
    expect(await count('analytics_day')).toBe(0);
    expect(writer.pending).toBe(70);

    await writer.flush();
    await writer.close();
    expect(writer.pending).toBe(0);
    expect(await count('analytics_event')).toBe(70);
    const days = await sql<{ day: string; page_views: number; share_clicks: number }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, page_views, share_clicks FROM analytics_day ORDER BY day`.execute(
      t.database.db,
    );
    const expected = aggregate(rows).days.map(({ day, counts }) => ({
      day,
      page_views: counts.pageViews,
      share_clicks: counts.shareClicks,
    }));
    expect(
      days.rows.map((r) => ({
        ...r,
        page_views: Number(r.page_views),
        share_clicks: Number(r.share_clicks),
      })),
    ).toEqual(expected);
  });

  it('keeps the newest events when full, drops the oldest, and says so once', async () => {
    const warnings: string[] = [];
    const infos: unknown[] = [];
    const watching = {
      info: (fields: unknown) => void infos.push(fields),
      warn: (_fields: unknown, message: string) => void warnings.push(message),
    } as unknown as ConstructorParameters<typeof AnalyticsWriter>[1];
    const writer = new AnalyticsWriter(t.database.db, watching, {
      flushMs: 60_000,
      maxPending: 50,
      flushAt: 1_000,
    });
    const rows = buildRows(70);
    // Batches of 20, 20, 20 and 10: the first batch gives way, half of it at the third.
    for (const start of [0, 20, 40, 60]) writer.add(rows.slice(start, start + 20));
    expect(writer.pending).toBe(50);
    expect(writer.dropped).toBe(20);
    expect(warnings).toHaveLength(1);

    await writer.flush();
    await writer.close();
    expect(writer.dropped).toBe(0);
    expect(infos).toEqual([{ dropped: 20 }]);
    const kept = await t.database.db
      .selectFrom('analytics_event')
      .select('at')
      .orderBy('at')
      .execute();
    const expected = rows
      .slice(20)
      .map((row) => row.at.getTime())
      .sort((a, b) => a - b);
    expect(kept.map((row) => new Date(row.at).getTime())).toEqual(expected);
  });

  it('starts a write at once when a chunk has gathered, without waiting for the timer', async () => {
    const writer = new AnalyticsWriter(t.database.db, log, {
      flushMs: 60_000,
      maxPending: 1_000,
      flushAt: 30,
    });
    const rows = buildRows(40);
    writer.add(rows.slice(0, 20));
    expect(writer.pending).toBe(20);
    writer.add(rows.slice(20));
    expect(writer.pending).toBe(0);
    await expect.poll(() => count('analytics_event')).toBe(40);
    await writer.close();
  });
});
