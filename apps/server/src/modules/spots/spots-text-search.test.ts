import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotMapFromWire, spotMapWireSchema } from '@divespot/shared/spot-map';
import { spotPageSchema } from '@divespot/shared/spots';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** The ids of the spots on Cozumel, whose names do not say "Cozumel". */
let cozumel: number[];

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  // Six spots on Cozumel (three on Palancar reef), a cenote on the mainland across the strait,
  // and the Thistlegorm in Egypt.
  const mexico = await buildCountry(db, { code: 'MX', slug: 'mexico', name: 'Mexico' });
  const island = await buildRegion(db, { country_id: mexico.id, slug: 'cozumel', name: 'Cozumel' });
  const onCozumel: [string, number, number][] = [
    ['Palancar Gardens', 20.335, -87.028],
    ['Palancar Caves', 20.318, -87.03],
    ['Palancar Horseshoe', 20.305, -87.031],
    ['Columbia Wall', 20.28, -87.01],
    ['Santa Rosa Wall', 20.375, -87.03],
    ['Paradise Reef', 20.47, -86.99],
  ];
  cozumel = [];
  for (const [name, latitude, longitude] of onCozumel) {
    cozumel.push((await buildSpot(db, { region_id: island.id, name, latitude, longitude })).id);
  }
  cozumel.sort((a, b) => a - b);
  await buildSpot(db, {
    name: 'Dos Ojos',
    latitude: 20.326,
    longitude: -87.39,
    site_type: 'cenote',
    region: { country_id: mexico.id, name: 'Riviera Maya' },
  });
  await buildSpot(db, {
    slug: 'ss-thistlegorm',
    name: 'SS Thistlegorm',
    latitude: 27.8136,
    longitude: 33.9206,
    region: { name: 'Strait of Gubal', country: { code: 'EG', slug: 'egypt', name: 'Egypt' } },
  });
});
afterAll(() => t.close());

/** Every spot id the list gives for a text (all pages). */
async function listed(q: string, extra = ''): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const res = await t.get(`/api/spot?q=${encodeURIComponent(q)}&size=100&page=${page}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = spotPageSchema.parse(res.json());
    ids.push(...body.content.map((s) => s.objectId));
    if (page + 1 >= body.totalPages) return ids.sort((a, b) => a - b);
  }
}

/** The spot ids the map shows for a text, in a view around Cozumel and the Yucatán coast. */
async function mapped(q: string): Promise<number[]> {
  const res = await t.get(
    `/api/spot/map?n=21.5&e=-86&s=19.5&w=-88&zoom=12&q=${encodeURIComponent(q)}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const map = spotMapFromWire(spotMapWireSchema.parse(res.json()));
  return map.features
    .flatMap((f) => (f.properties.kind === 'spot' ? [f.properties.objectId] : []))
    .sort((a, b) => a - b);
}

describe('text search of the spot list and map (q)', () => {
  it('finds the spots of a place by its name: an island region, a country', async () => {
    expect(cozumel.length).toBeGreaterThanOrEqual(5);
    expect(await listed('cozumel')).toEqual(cozumel);
    expect(await listed('Cozumel, ')).toEqual(cozumel);

    const mexico = await t.database.db
      .selectFrom('spot')
      .innerJoin('country', 'country.id', 'spot.country_id')
      .select('spot.id')
      .where('country.code', '=', 'MX')
      .execute();
    expect(await listed('mexico')).toEqual(mexico.map((r) => r.id).sort((a, b) => a - b));
  });

  it('forgives a typo in a place or a spot name, as the site search does', async () => {
    expect(await listed('cozumell')).toEqual(cozumel);
    const [thistlegorm] = await listed('thistlegorm');
    expect(thistlegorm).toBeDefined();
    expect(await listed('thistlegrom')).toContain(thistlegorm);
  });

  it('still matches spot names, and short texts only as they are', async () => {
    const palancar = await listed('palancar');
    expect(palancar.length).toBe(3);
    expect(cozumel).toEqual(expect.arrayContaining(palancar));
    expect(await listed('zzqqxx')).toEqual([]);
  });

  it('shows the same spots on the map as in the list', async () => {
    for (const q of ['cozumel', 'cozumell', 'palancar']) {
      expect(await mapped(q), q).toEqual(await listed(q, '&ne=21.5,-86&sw=19.5,-88'));
    }
    expect(await mapped('cozumell')).toEqual(cozumel);
  });
});
