import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spotMapFromWire, spotMapWireSchema } from '@divespot/shared/spot-map';
import { spotPageSchema } from '@divespot/shared/spots';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** The ids of the seed's spots on Cozumel, whose names do not say "Cozumel". */
let cozumel: number[];

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db
    .selectFrom('spot')
    .innerJoin('region', 'region.id', 'spot.region_id')
    .select('spot.id')
    .where('region.slug', '=', 'cozumel')
    .execute();
  cozumel = rows.map((r) => r.id).sort((a, b) => a - b);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Every spot id the list gives for a text (all pages). */
async function listed(q: string, extra = ''): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const res = await get(`/api/spot?q=${encodeURIComponent(q)}&size=100&page=${page}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = spotPageSchema.parse(res.json());
    ids.push(...body.content.map((s) => s.objectId));
    if (page + 1 >= body.totalPages) return ids.sort((a, b) => a - b);
  }
}

/** The spot ids the map shows for a text, in a view around Cozumel and the Yucatán coast. */
async function mapped(q: string): Promise<number[]> {
  const res = await get(
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
