import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeExploreUrl } from '@divespot/shared/explore-url';
import { searchResultListSchema } from '@divespot/shared/search';
import { withSurroundings } from '@divespot/shared/search-explore';
import type { SearchResult } from '@divespot/shared/search-links';
import type { Database } from '../../db/schema.ts';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

/**
 * Indonesia with Bali (two manta species seen there), the Maldives with a whale shark spot
 * seen all year, a lone reef manta elsewhere, and a species nobody has seen anywhere.
 */
async function buildWorld(db: Kysely<Database>) {
  const indonesia = await buildCountry(db, {
    code: 'ID',
    slug: 'indonesia',
    name: 'Indonesia',
    ...{ north: 6, east: 141, south: -11, west: 95 },
  });
  const bali = await buildRegion(db, {
    country_id: indonesia.id,
    slug: 'bali',
    name: 'Bali',
    ...{ north: -8.05, east: 115.72, south: -8.85, west: 114.43 },
  });
  const maldives = await buildCountry(db, {
    code: 'MV',
    slug: 'maldives',
    name: 'Maldives',
    ...{ north: 7.1, east: 73.8, south: -0.7, west: 72.6 },
  });
  const ari = await buildRegion(db, { country_id: maldives.id, slug: 'ari-atoll' });
  const mantaPoint = await buildSpot(db, { region_id: bali.id, name: 'Manta Point' });
  const dhigurah = await buildSpot(db, { region_id: ari.id, name: 'Dhigurah' });
  await buildSpecies(db, {
    slug: 'whale-shark',
    common_name: 'Whale shark',
    sightings: [{ spotId: dhigurah.id }],
  });
  await buildSpecies(db, {
    slug: 'reef-manta-ray',
    common_name: 'Reef manta ray',
    sightings: [{ spotId: mantaPoint.id }, { spotId: dhigurah.id }],
  });
  await buildSpecies(db, {
    slug: 'oceanic-manta-ray',
    common_name: 'Oceanic manta ray',
    sightings: [{ spotId: mantaPoint.id, months: [8, 9] }],
  });
  await buildSpecies(db, { slug: 'unseen-wrasse', common_name: 'Unseen wrasse' });
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  await buildWorld(t.database.db);
});
afterAll(() => t.close());

async function get(q: string, extra = ''): Promise<SearchResult[]> {
  const url = `/api/search?q=${encodeURIComponent(q)}${extra}`;
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultListSchema.parse(res.json());
}

const whaleSharkInMarch = {
  type: 'EXPLORE',
  objectId: 0,
  slug: 'sealife=whale-shark&month=3',
  title: 'Whale shark',
  details: '',
  view: { sealife: ['whale-shark'], month: 3 },
};

describe('GET /api/search: explore views ("where and when")', () => {
  it('offers the explore view of a species in a month first, then the usual results', async () => {
    const results = await get('whale shark march');
    expect(results[0]).toEqual(whaleSharkInMarch);
    expect(results.slice(1).every((r) => r.type !== 'EXPLORE')).toBe(true);
    for (const text of ['whale sharks in March', 'Whale shark marzo', 'whale shark en mars']) {
      expect((await get(text))[0], text).toEqual(whaleSharkInMarch);
    }
    const june = await get('whale shark im Juni');
    expect(june[0]).toMatchObject({ type: 'EXPLORE', slug: 'sealife=whale-shark&month=6' });
  });

  it('opens the place on the map, with every species the words name', async () => {
    const [first] = await get('mantas in bali');
    expect(first).toMatchObject({
      type: 'EXPLORE',
      objectId: 0,
      title: 'Manta ray',
      details: 'Bali',
      view: { sealife: ['reef-manta-ray', 'oceanic-manta-ray'], place: 'Bali' },
    });
    expect(first?.view?.month).toBeUndefined();
    const state = decodeExploreUrl(first!.slug);
    expect(state.filters).toEqual({ sealife: ['reef-manta-ray', 'oceanic-manta-ray'] });
    expect(state.viewFromUrl).toBe(true);
    // Bali and its surroundings: the box, and a third of it on each side.
    const around = withSurroundings({ north: -8.05, east: 115.72, south: -8.85, west: 114.43 });
    for (const side of ['north', 'east', 'south', 'west'] as const) {
      expect(state.view[side]).toBeCloseTo(around[side], 5);
    }
    expect(state.view.zoom).toBeGreaterThanOrEqual(7);
    expect(state.view.zoom).toBeLessThanOrEqual(10);

    const [maldives] = await get('manta ray maldives september');
    expect(maldives).toMatchObject({ type: 'EXPLORE', details: 'Maldives', title: 'Manta ray' });
    expect(decodeExploreUrl(maldives!.slug).filters).toEqual({
      sealife: ['reef-manta-ray', 'oceanic-manta-ray'],
      month: '9',
    });
  });

  it('keeps the usual results for a species alone, its page first', async () => {
    for (const text of ['whale shark', 'whale sharks']) {
      const results = await get(text);
      expect(results[0], text).toMatchObject({ type: 'MARINE_LIFE', slug: 'whale-shark' });
      expect(
        results.some((r) => r.type === 'EXPLORE'),
        text,
      ).toBe(false);
    }
  });

  it('offers no explore view when words are left over or no seen species is named', async () => {
    for (const text of [
      'whale shark march xyzzy',
      'whale shark bali nowhere',
      'bali march',
      'unseen wrasse march',
      'whale shark march april',
    ]) {
      expect(
        (await get(text)).some((r) => r.type === 'EXPLORE'),
        text,
      ).toBe(false);
    }
  });

  it('keeps the explore view to source ALL and within the limit', async () => {
    expect(await get('whale shark march', '&limit=1')).toEqual([whaleSharkInMarch]);
    const species = await get('whale shark march', '&source=MARINE_LIFE');
    expect(species.some((r) => r.type === 'EXPLORE')).toBe(false);
  });

  it('answers hostile text with 200, never 500', async () => {
    const texts = [
      'whale '.repeat(16).trim(),
      'whale shark march '.repeat(5).trim(),
      '%_\\\'";--/* */ whale shark march',
      '() [] {} .* +? ^$ | \\ march',
      'whale \u202e shark \ud83e\udd88 march \u200b',
      'ÅÄÖ 🦈 鯨 march 3月 عربي',
    ];
    for (const text of texts) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(text)}`,
      });
      expect(res.statusCode, text).toBe(200);
    }
  });
});
