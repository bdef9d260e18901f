import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { databaseForFile } from '../../test/test-app.ts';
import { loadVocabulary, seedAnalytics } from './analytics-seed.ts';

/** `npm run seed:analytics`: synthetic events shaped like a real site's, repeatable by seed. */

const database = databaseForFile('migrated');

const UNTIL = Date.parse('2026-06-30T23:59:59Z');

async function totals() {
  const d = database().db;
  const [events] = (
    await sql<{ n: number; first: string; last: string }>`
    SELECT count(*)::int AS n, min(at)::text AS first, max(at)::text AS last FROM analytics_event`.execute(
      d,
    )
  ).rows;
  const [day] = (
    await sql<Record<string, number>>`
    SELECT sum(page_views)::int AS page_views, sum(searches)::int AS searches,
      sum(no_result_searches)::int AS no_results, sum(map_moves)::int AS map_moves, count(*)::int AS days
    FROM analytics_day`.execute(d)
  ).rows;
  const spotViews = (
    await sql<{
      n: number;
    }>`SELECT coalesce(sum(views), 0)::int AS n FROM analytics_day_spot`.execute(d)
  ).rows[0]?.n;
  return { events, day, spotViews };
}

describe('seedAnalytics', () => {
  it('writes the events asked for, over the days asked for, with their aggregates', async () => {
    const d = database().db;
    for (let i = 0; i < 30; i++) await buildSpot(d, { latitude: 27 + i / 10, longitude: 34 });
    const progress: number[] = [];
    const written = await seedAnalytics(
      d,
      await loadVocabulary(d),
      { events: 5000, days: 10, seed: 7, until: UNTIL, chunk: 1500 },
      (n) => progress.push(n),
    );
    expect(written).toBe(5000);
    expect(progress).toEqual([1500, 3000, 4500, 5000]);

    const { events, day, spotViews } = await totals();
    expect(events?.n).toBe(5000);
    expect(events?.first.slice(0, 10)).toBe('2026-06-21');
    expect(events?.last.slice(0, 10)).toBe('2026-06-30');
    expect(day?.days).toBe(10);
    // The mix: mostly page views, map moves next, some searches, some finding nothing.
    expect(day?.page_views).toBeGreaterThan(2300);
    expect(day?.map_moves).toBeGreaterThan(700);
    expect(day?.searches).toBeGreaterThan(300);
    expect(day?.no_results).toBeGreaterThan(10);
    expect(day?.no_results).toBeLessThan(day?.searches ?? 0);
    expect(spotViews).toBeGreaterThan(800);
  });

  it('makes the same events from the same seed', async () => {
    const d = database().db;
    const vocabulary = await loadVocabulary(d);
    const run = async () => {
      await d.deleteFrom('analytics_event').execute();
      await d.deleteFrom('analytics_day').execute();
      await d.deleteFrom('analytics_day_visitor').execute();
      await d.deleteFrom('analytics_day_spot').execute();
      await seedAnalytics(d, vocabulary, { events: 800, days: 3, seed: 99, until: UNTIL });
      return totals();
    };
    expect(await run()).toEqual(await run());
  });

  it('says so when there are no spots to make events for', async () => {
    await expect(
      seedAnalytics(
        database().db,
        { spots: [], species: [], countries: [] },
        { events: 1, days: 1, seed: 1, until: UNTIL },
      ),
    ).rejects.toThrow('no real spots');
  });
});
