import { statisticsKey } from '@divespot/shared/page-queries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteStatistics } from '@divespot/shared/statistics';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { StatisticsService } from './statistics.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(() => t.close());

/** The same figures, counted here with queries of the test's own. */
async function countedHere(): Promise<SiteStatistics> {
  const db = t.database.db;
  const n = async (query: Promise<{ n: string | number | bigint }>) => Number((await query).n);
  return {
    spots: await n(
      db
        .selectFrom('spot')
        .where('synthetic', '=', false)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    countries: await n(
      db
        .selectFrom('country')
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('spot')
              .whereRef('spot.country_id', '=', 'country.id')
              .where('spot.synthetic', '=', false)
              .select('spot.id'),
          ),
        )
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    species: await n(
      db
        .selectFrom('species')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
    diveCenters: await n(
      db
        .selectFrom('dive_center')
        .where('sample', '=', false)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ),
  };
}

describe('GET /api/statistics', () => {
  it('answers the counts of the database: real spots, countries with spots, species, centers', async () => {
    const db = t.database.db;
    const egypt = await buildRegion(db, { country: { code: 'EG' } });
    await buildSpot(db, { region_id: egypt.id });
    await buildSpot(db, { region_id: egypt.id });
    await buildSpot(db, { region: { country: { code: 'PH' } } });
    // Not counted: synthetic test spots, a country without spots (nor its center's country),
    // and sample listings.
    await buildSpot(db, { synthetic: true, region: { country: { code: 'FJ' } } });
    await buildCountry(db, { code: 'IS' });
    await buildSpecies(db);
    await buildSpecies(db);
    await buildSpecies(db);
    await buildDiveCenter(db);
    await buildDiveCenter(db, { region_id: egypt.id });
    await buildDiveCenter(db, { sample: true });

    const res = await t.get('/api/statistics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const answer = res.json<SiteStatistics>();
    expect(answer).toEqual({ spots: 3, countries: 2, species: 3, diveCenters: 2 });
    expect(answer).toEqual(await countedHere());
  });

  it('come with the home page, so its first HTML holds them', async () => {
    const page = await t.get('/');
    expect(page.statusCode).toBe(200);
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(json ?? '{}')).toEqual({
      queries: [{ queryKey: statisticsKey(), data: await countedHere() }],
    });
  });
});

describe('the statistics service', () => {
  it('counts again after a minute, answering the last counts meanwhile', async () => {
    let now = 0;
    const statistics = new StatisticsService(t.database.db, 60_000, () => now);
    const first = await statistics.counts();
    expect(first).toEqual(await countedHere());

    // A spot in a country of its own: one more of each.
    await buildSpot(t.database.db);
    now = 59_999;
    expect(await statistics.counts()).toEqual(first);
    now = 60_000;
    // The old counts at once, while the new ones are counted behind them; then the new ones.
    expect(await statistics.counts()).toEqual(first);
    await expect
      .poll(() => statistics.counts())
      .toEqual({ ...first, spots: first.spots + 1, countries: first.countries + 1 });
    expect(await statistics.counts()).toEqual(await countedHere());
  });
});
