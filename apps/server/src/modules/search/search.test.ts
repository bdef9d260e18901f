import { Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResultListSchema } from '@divespot/shared/search';
import type { SearchResult } from '@divespot/shared/search-links';
import { loadConfig } from '../../config/env.ts';
import type { Database } from '../../db/schema.ts';
import { buildServer } from '../../app/server.ts';
import { buildCountry } from '../../test/builders/build-country.ts';
import { buildDiveCenter } from '../../test/builders/build-dive-center.ts';
import { buildRegion } from '../../test/builders/build-region.ts';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { buildRedSea } from '../../test/fixtures/red-sea.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectRejectedQueries } from '../../test/answers.ts';
import { SyntheticSpotService } from '../synthetic/synthetic.service.ts';
import { SearchService } from './search.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
  const db = t.database.db;
  // Egypt's Red Sea (with the Thistlegorm wreck, Marsa Alam and three "… Divers" centers),
  // Curaçao, Mahé in the Seychelles, Malta with a center named after it, three species and
  // six more reefs: eleven records with "reef" in their name in all.
  await buildRedSea(db);
  await buildCountry(db, { code: 'CW', slug: 'curacao', name: 'Curaçao' });
  const seychelles = await buildCountry(db, { code: 'SC', slug: 'seychelles', name: 'Seychelles' });
  await buildRegion(db, { country_id: seychelles.id, slug: 'mahe', name: 'Mahé' });
  const malta = await buildCountry(db, { code: 'MT', slug: 'malta', name: 'Malta' });
  await buildDiveCenter(db, { name: 'Malta Divers', region: { country_id: malta.id } });
  await buildSpecies(db, { slug: 'grey-reef-shark', common_name: 'Grey reef shark' });
  await buildSpecies(db, { slug: 'whale-shark', common_name: 'Whale shark' });
  await buildSpecies(db, {
    slug: 'reef-manta-ray',
    common_name: 'Reef manta ray',
    scientific_name: 'Mobula alfredi',
    group: 'ray',
  });
  const reefs = await buildRegion(db);
  for (const name of ['Blue', 'House', 'Lighthouse', 'Turtle', 'Canyon', 'Coral Garden']) {
    await buildSpot(db, { region_id: reefs.id, name: `${name} Reef` });
  }
});
afterAll(() => t.close());

async function get(query: string): Promise<SearchResult[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return searchResultListSchema.parse(res.json());
}

const titles = (results: SearchResult[]) => results.map((r) => r.title);

/** Fails after `ms` instead of hanging the run (PGlite 0.5.16 hangs planning `%` with cube). */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms),
    ),
  ]);
}

describe('GET /api/search', () => {
  it('finds a spot by the start of its name, with type, id, slug and details', async () => {
    const results = await get('q=thistle');
    expect(results[0]).toMatchObject({
      type: 'DIVE_SPOT',
      slug: 'ss-thistlegorm',
      title: 'SS Thistlegorm',
      details: expect.stringMatching(/^Wreck · .+, Egypt$/) as unknown,
    });
    const row = await t.database.db
      .selectFrom('spot')
      .select('id')
      .where('slug', '=', 'ss-thistlegorm')
      .executeTakeFirstOrThrow();
    expect(results[0]?.objectId).toBe(row.id);
  });

  it('tolerates one typo, and answers promptly on PGlite (no `%` operator)', async () => {
    for (const typo of ['thistelgorm', 'tistlegorm', 'thistlegrom']) {
      const started = performance.now();
      const results = await within(10_000, get(`q=${typo}`));
      expect(results[0]?.slug, typo).toBe('ss-thistlegorm');
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  it('ignores accents and case both ways', async () => {
    for (const text of ['curacao', 'CURAÇAO', 'Curaçao']) {
      const results = await get(`q=${encodeURIComponent(text)}`);
      expect(results[0], text).toMatchObject({
        type: 'COUNTRY',
        slug: 'curacao',
        title: 'Curaçao',
      });
    }
    const mahe = await get('q=mahe&source=REGION');
    expect(mahe[0]).toMatchObject({ title: 'Mahé', slug: 'seychelles/mahe' });
  });

  it('ranks exact matches first, then prefixes, word prefixes and the rest', async () => {
    expect((await get('q=egypt'))[0]).toMatchObject({ type: 'COUNTRY', title: 'Egypt' });
    const results = await get('q=shark&limit=25');
    const rank = (title: string) => {
      const t = title.toLowerCase();
      if (t === 'shark') return 0;
      if (t.startsWith('shark')) return 1;
      if (/(^|[^a-z])shark/.test(t)) return 2;
      return t.includes('shark') ? 3 : 4;
    };
    const ranks = titles(results).map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBe(1);
    expect(ranks).toContain(2);
  });

  it('searches marine life by common and scientific name', async () => {
    const manta = await get('q=manta&source=MARINE_LIFE');
    expect(manta.every((r) => r.type === 'MARINE_LIFE')).toBe(true);
    expect(manta).toContainEqual(
      expect.objectContaining({ title: 'Reef manta ray', details: 'Mobula alfredi' }),
    );
    const mobula = await get('q=mobula%20alfredi&source=MARINE_LIFE');
    expect(mobula[0]).toMatchObject({ title: 'Reef manta ray', slug: 'reef-manta-ray' });
  });

  it('filters by source; regions carry country/region slugs', async () => {
    const regions = await get('q=marsa%20alam&source=REGION');
    expect(regions).toEqual([
      expect.objectContaining({
        type: 'REGION',
        slug: 'egypt/marsa-alam',
        details: 'Region · Egypt',
      }),
    ]);
    const centers = await get('q=divers&source=DIVE_CENTER');
    expect(centers.length).toBeGreaterThan(0);
    expect(centers.every((r) => r.type === 'DIVE_CENTER' && r.details.startsWith('Dive center')));
    const countries = await get('q=malta&source=COUNTRY');
    expect(countries).toEqual([expect.objectContaining({ type: 'COUNTRY', slug: 'malta' })]);
    const all = await get('q=malta');
    expect(new Set(all.map((r) => r.type)).size).toBeGreaterThan(1);
  });

  it('returns at most `limit` results (10 by default) and matches short text by word start', async () => {
    expect(await get('q=reef')).toHaveLength(10);
    expect(await get('q=reef&limit=3')).toHaveLength(3);
    const short = await get('q=ma');
    expect(short.length).toBeGreaterThan(0);
    expect(titles(short).every((title) => /(^|[^\p{L}])ma/iu.test(title))).toBe(true);
  });

  it('answers texts without letters or digits with an empty list', async () => {
    expect(await get('q=')).toEqual([]);
    expect(await get('q=%20%20%20')).toEqual([]);
    expect(await get('q=%25%25')).toEqual([]);
    expect(await get('')).toEqual([]);
    expect(await get('q=zzqxjv')).toEqual([]);
  });

  it('refuses a bad source, an over-long text and a bad limit with 400 naming the field', async () => {
    await expectRejectedQueries(t, '/api/search', [
      ['q=blue&source=SPOTS', 'source'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=blue&limit=26', 'limit'],
      ['q=blue&limit=0', 'limit'],
      ['q=blue&limit=abc', 'limit'],
    ]);
  });

  it('never touches the database for an empty or blank text', async () => {
    // A database whose every connection attempt fails: any query would turn into a 500.
    const broken = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: () => Promise.reject(new Error('the database must not be used')),
      }),
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
    });
    const app = await buildServer({ config, db: broken, dbKind: 'pglite' });
    try {
      for (const q of ['', '%20', '%20%09%20']) {
        const res = await app.inject({ method: 'GET', url: `/api/search?q=${q}` });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual([]);
      }
      const real = await app.inject({ method: 'GET', url: '/api/search?q=blue' });
      expect(real.statusCode).toBe(500);
    } finally {
      await app.close();
    }
  });
});

describe('search index upkeep', () => {
  it('finds synthetic spots by name as soon as they exist, always below real records', async () => {
    // Synthetic names cycle through eight kinds: 'Synthetic Wall 1', 'Synthetic Wall 9', …
    await new SyntheticSpotService(t.database.db).addSyntheticSpots(300);
    const db = t.database.db;
    const exact = await new SearchService(db).search({
      q: 'Synthetic Wall 9',
      source: 'ALL',
      limit: 5,
    });
    expect(titles(exact)).toEqual([
      'Synthetic Wall 9',
      ...titles(exact)
        .slice(1)
        .filter((title) => title.startsWith('Synthetic Wall 9')),
    ]);
    expect(exact.length).toBeGreaterThan(1);

    await sql`INSERT INTO spot (slug, name, latitude, longitude, location, source, license)
      VALUES ('memorial-reef', 'The Synthetic Reef Memorial', 27.9, 34.3,
              point(34.3, 27.9), 'test', 'CC0-1.0')`.execute(db);
    const reefs = await new SearchService(db).search({
      q: 'synthetic reef',
      source: 'DIVE_SPOT',
      limit: 25,
    });
    expect(reefs[0]?.slug).toBe('memorial-reef');
    expect(reefs.slice(1).every((r) => /^synthetic-\d+$/.test(r.slug))).toBe(true);
    expect(reefs).toHaveLength(25);
  });

  it('follows renames and deletions without a refresh', async () => {
    const db = t.database.db;
    await sql`UPDATE region SET name = 'Gubal Straits' WHERE slug = (
      SELECT r.slug FROM spot s JOIN region r ON r.id = s.region_id
      WHERE s.slug = 'ss-thistlegorm')`.execute(db);
    await sql`UPDATE spot SET name = 'SS Thistlegorm (1941)' WHERE slug = 'ss-thistlegorm'`.execute(
      db,
    );
    const [renamed] = await new SearchService(db).search({
      q: 'thistlegorm 1941',
      source: 'ALL',
      limit: 1,
    });
    expect(renamed).toMatchObject({
      title: 'SS Thistlegorm (1941)',
      details: 'Wreck · Gubal Straits, Egypt',
    });

    await sql`DELETE FROM spot WHERE synthetic`.execute(db);
    const left = await new SearchService(db).search({
      q: 'synthetic wall',
      source: 'ALL',
      limit: 25,
    });
    expect(left.filter((r) => /^synthetic-\d+$/.test(r.slug))).toEqual([]);
  });
});

describe('GET /api/search: place lines', () => {
  it('names a place once when the region is called like its country or ends with it', async () => {
    const db = t.database.db;
    const palau = await buildCountry(db, { code: 'PW', slug: 'palau', name: 'Palau' });
    const palauRegion = await buildRegion(db, {
      country_id: palau.id,
      slug: 'palau',
      name: 'Palau',
    });
    await buildSpot(db, { region_id: palauRegion.id, name: 'Qorvath Corner', site_type: 'wall' });
    const bahamas = await buildCountry(db, { code: 'BS', slug: 'bahamas', name: 'Bahamas' });
    const longIsland = await buildRegion(db, {
      country_id: bahamas.id,
      slug: 'long-island',
      name: 'Long Island, Bahamas',
    });
    await buildDiveCenter(db, { name: 'Qorvath Divers', region_id: longIsland.id });

    const results = await get('q=qorvath');
    expect(results.map((r) => [r.title, r.details])).toEqual(
      expect.arrayContaining([
        ['Qorvath Corner', 'Wall · Palau'],
        ['Qorvath Divers', 'Dive center · Long Island, Bahamas'],
      ]),
    );
  });
});
