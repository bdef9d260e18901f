import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotMapFromWire, spotMapWireSchema } from '@divespot/shared/spot-map';
import { spotPageSchema } from '@divespot/shared/spots';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot, type BuiltSpot } from '../../test/builders/build-spot.ts';
import { badFields } from '../../test/answers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Where and when: explore's sealife and month filters, in the list (SQL) and the map (the
 * in-memory index), which must agree.
 */

let t: TestApp;
let spots: Record<'march' | 'allYear' | 'summer' | 'bestInMarch' | 'nothing', BuiltSpot>;

const WORLD = 'n=85&e=180&s=-85&w=-180&zoom=2';

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  const at = (i: number, extra = {}) => buildSpot(db, { latitude: 5 + i, longitude: 70, ...extra });
  spots = {
    march: await at(0),
    allYear: await at(1),
    summer: await at(2),
    bestInMarch: await at(3, { best_months: [2, 3, 4] }),
    nothing: await at(4, { best_months: [7, 8] }),
  };
  await buildSpecies(db, {
    slug: 'whale-shark',
    common_name: 'Whale shark',
    sightings: [
      { spotId: spots.march.id, months: [3, 4, 5] },
      { spotId: spots.allYear.id },
      { spotId: spots.summer.id, months: [6, 7, 8] },
    ],
  });
  await buildSpecies(db, {
    slug: 'reef-manta-ray',
    common_name: 'Reef manta ray',
    sightings: [{ spotId: spots.summer.id, months: [7] }],
  });
}, 60_000);
afterAll(() => t.close());

async function listed(filters: string) {
  const res = await t.get(`/api/spot?${filters}&size=100`);
  expect(res.statusCode, res.body).toBe(200);
  return spotPageSchema.parse(res.json()).content;
}

async function listedIds(filters: string) {
  return (await listed(filters)).map((s) => s.objectId).sort((a, b) => a - b);
}

async function mapped(filters: string) {
  const res = await t.get(`/api/spot/map?${WORLD}&${filters}`);
  expect(res.statusCode, res.body).toBe(200);
  const map = spotMapFromWire(spotMapWireSchema.parse(res.json()));
  expect(map.clustered).toBe(false);
  return map.features
    .flatMap((f) => (f.properties.kind === 'spot' ? [f.properties.objectId] : []))
    .sort((a, b) => a - b);
}

const ids = (...keys: (keyof typeof spots)[]) => keys.map((k) => spots[k].id).sort((a, b) => a - b);

describe('the sealife and month filters', () => {
  it('sealife alone: the spots where divers see the species, in any month', async () => {
    expect(await listedIds('sealife=whale-shark')).toEqual(ids('march', 'allYear', 'summer'));
  });

  it('sealife and month: only the spots whose sightings include that month', async () => {
    expect(await listedIds('sealife=whale-shark&month=3')).toEqual(ids('march', 'allYear'));
    expect(await listedIds('sealife=whale-shark&month=7')).toEqual(ids('allYear', 'summer'));
    expect(await listedIds('sealife=whale-shark&month=11')).toEqual(ids('allYear'));
  });

  it('several species: any of them, that month', async () => {
    expect(await listedIds('sealife=reef-manta-ray,whale-shark&month=7')).toEqual(
      ids('allYear', 'summer'),
    );
    expect(await listedIds('sealife=reef-manta-ray&month=3')).toEqual([]);
  });

  it('month alone: the spots at their best that month', async () => {
    expect(await listedIds('month=3')).toEqual(ids('bestInMarch'));
    expect(await listedIds('month=8')).toEqual(ids('nothing'));
  });

  it('an unknown species matches nothing, and the other filters still apply', async () => {
    expect(await listedIds('sealife=sea-serpent')).toEqual([]);
    expect(await listedIds('sealife=whale-shark&month=3&level=expert')).toEqual(
      (await listed('sealife=whale-shark&month=3'))
        .filter((s) => s.level === 'expert')
        .map((s) => s.objectId),
    );
  });

  it("each listed spot carries the filter's species seen there, with their months", async () => {
    const list = await listed('sealife=whale-shark,reef-manta-ray&month=7');
    const summer = list.find((s) => s.objectId === spots.summer.id);
    const english = { commonNameLang: 'en', scientificName: expect.any(String) as string };
    expect(summer?.sightings).toEqual([
      { slug: 'reef-manta-ray', commonName: 'Reef manta ray', months: [7], ...english },
      { slug: 'whale-shark', commonName: 'Whale shark', months: [6, 7, 8], ...english },
    ]);
    const allYear = list.find((s) => s.objectId === spots.allYear.id);
    expect(allYear?.sightings).toEqual([
      {
        slug: 'whale-shark',
        commonName: 'Whale shark',
        months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
        ...english,
      },
    ]);
    // Without the filter, no sightings are looked up.
    expect((await listed('month=3'))[0]?.sightings).toBeUndefined();
  });

  it('in a view, nearest first: a page at a time, with distances', async () => {
    const view = 'ne=30,100&sw=-10,40&sort=distance&origin=9.2,70&size=1';
    const pages = await Promise.all(
      [0, 1, 2].map(async (page) => {
        const res = await t.get(`/api/spot?sealife=whale-shark&${view}&page=${page}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        // The body is put together from kept pieces: exactly the schema's fields, no others.
        const body = res.json<Record<string, unknown>>();
        expect(body).toEqual(spotPageSchema.parse(body));
        return spotPageSchema.parse(body);
      }),
    );
    // Spots at 5°, 6° and 7° N; the diver at 9.2° N: the 7° one is nearest.
    expect(pages.map((p) => p.content[0]?.objectId)).toEqual([
      spots.summer.id,
      spots.allYear.id,
      spots.march.id,
    ]);
    expect(pages[0]!.totalElements).toBe(3);
    // The badges' sightings, here from the map's index: the filter's species only.
    expect(pages[0]!.content[0]!.sightings).toEqual([
      {
        slug: 'whale-shark',
        commonName: 'Whale shark',
        scientificName: 'Testus whaleshark',
        commonNameLang: 'en',
        months: [6, 7, 8],
      },
    ]);
    const km = pages.map((p) => p.content[0]!.distance!);
    expect(km[0]!).toBeGreaterThan(240);
    expect(km[0]!).toBeLessThan(km[1]!);
  });

  it('the map shows exactly the spots the list holds, for the same view and filters', async () => {
    for (const filters of [
      'sealife=whale-shark',
      'sealife=whale-shark&month=3',
      'sealife=whale-shark,reef-manta-ray&month=7',
      'month=3',
      'sealife=sea-serpent',
    ]) {
      const view = 'ne=85,180&sw=-85,-180';
      expect(await mapped(filters), filters).toEqual(await listedIds(`${filters}&${view}`));
    }
  });

  it('the map learns of a new sighting within a couple of seconds', async () => {
    expect(await mapped('sealife=dugong')).toEqual([]);
    await buildSpecies(t.database.db, {
      slug: 'dugong',
      sightings: [{ spotId: spots.nothing.id, months: [1] }],
    });
    await expect
      .poll(() => mapped('sealife=dugong&month=1'), { timeout: 5000 })
      .toEqual(ids('nothing'));
  });

  it('refuses a bad month or species with 400 naming the field', async () => {
    for (const [query, field] of [
      ['month=13', 'month'],
      ['month=0', 'month'],
      ['month=march', 'month'],
      ['month=2.5', 'month'],
      ['sealife=Whale%20Shark', 'sealife'],
      ['sealife=%3Cscript%3E', 'sealife'],
    ] as const) {
      const list = await t.get(`/api/spot?${query}`);
      expect(list.statusCode, query).toBe(400);
      expect(badFields(list.body), query).toContain(field);
      const map = await t.get(`/api/spot/map?${WORLD}&${query}`);
      expect(map.statusCode, query).toBe(400);
      expect(badFields(map.body), query).toContain(field);
    }
  });
});
