import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { MIGRATIONS } from '../migrations/index.ts';
import { loadSeedDataset } from './data/dataset.ts';
import { seedDatabase } from './index.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
});
afterAll(() => drop());

const count = async (
  table: 'country' | 'region' | 'spot' | 'species' | 'species_sighting' | 'dive_center',
) =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const country = (code: string) =>
  database.db.selectFrom('country').selectAll().where('code', '=', code).executeTakeFirstOrThrow();

describe('countries', () => {
  it('holds every ISO 3166-1 country with its source and licence', async () => {
    expect(await count('country')).toBeGreaterThanOrEqual(249);
    const egypt = await country('EG');
    expect(egypt).toMatchObject({ name: 'Egypt', slug: 'egypt' });
    expect(egypt.source).toContain('world-countries');
    expect(egypt.license).toContain('ODbL');
  });

  it('frames each country with bounds that contain its dive coast', async () => {
    const egypt = await country('EG');
    // Sharm el-Sheikh, and Marsa Alam far south on the Red Sea coast.
    for (const [lat, lng] of [
      [27.91, 34.33],
      [25.07, 34.89],
    ] as const) {
      expect(lat).toBeLessThan(egypt.north);
      expect(lat).toBeGreaterThan(egypt.south);
      expect(lng).toBeLessThan(egypt.east);
      expect(lng).toBeGreaterThan(egypt.west);
    }
  });

  it('splits bounds across the antimeridian and leaves out far overseas parts', async () => {
    const fiji = await country('FJ');
    expect(fiji.west).toBeGreaterThan(fiji.east); // from ~177° E across 180° to ~178° W
    expect(fiji.west).toBeGreaterThan(170);
    expect(fiji.east).toBeLessThan(-170);
    const france = await country('FR');
    expect(france.south).toBeGreaterThan(40); // metropolitan France, not French Guiana
  });
});

describe('dive content', () => {
  const data = loadSeedDataset();

  it('loads every region, spot, species, sighting and dive center of the dataset', async () => {
    expect(await count('region')).toBe(data.regions.length);
    expect(await count('spot')).toBe(data.spots.length);
    expect(await count('species')).toBe(data.species.length);
    expect(await count('species_sighting')).toBe(
      data.species.reduce((n, s) => n + s.sightings.length, 0),
    );
    expect(await count('dive_center')).toBe(data.diveCenters.length);
  });

  it("stores each spot at its coordinates, in its region's country", async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n
      FROM spot JOIN region ON region.id = spot.region_id
      WHERE spot.country_id <> region.country_id
         OR spot.location[0] <> spot.longitude
         OR spot.location[1] <> spot.latitude`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
  });

  // Issue "Dive content" item 2: the size of the team's seed dataset, counted in the database.
  it('holds at least 300 spots in 40 countries and 60 regions', async () => {
    const { rows } = await sql<{ spots: number; countries: number; regions: number }>`
      SELECT count(*)::int AS spots,
             count(DISTINCT country_id)::int AS countries,
             count(DISTINCT region_id)::int AS regions
      FROM spot WHERE source = 'divespot'`.execute(database.db);
    expect(rows[0]?.spots).toBeGreaterThanOrEqual(300);
    expect(rows[0]?.countries).toBeGreaterThanOrEqual(40);
    expect(rows[0]?.regions).toBeGreaterThanOrEqual(60);
  });

  it('holds at least 150 species linked to the spots where divers see them', async () => {
    const { rows } = await sql<{ linked: number }>`
      SELECT count(DISTINCT species_id)::int AS linked FROM species_sighting`.execute(database.db);
    expect(rows[0]?.linked).toBeGreaterThanOrEqual(150);
  });

  it('holds real dive centers only: none made up, none named as a sample', async () => {
    const centers = await database.db
      .selectFrom('dive_center')
      .select(['name', 'sample', 'email', 'website', 'address'])
      .execute();
    expect(centers.length).toBe(data.diveCenters.length);
    expect(centers.length).toBeGreaterThanOrEqual(50);
    expect(centers.filter((c) => c.sample || /sample/i.test(`${c.name} ${c.address}`))).toEqual([]);
    expect(centers.filter((c) => /example\.(com|org)/.test(`${c.email} ${c.website}`))).toEqual([]);
  });
});

describe('spot altitudes', () => {
  const altitudes = (db = database.db) =>
    db
      .selectFrom('spot')
      .select(['slug', 'altitude'])
      .where('altitude', 'is not', null)
      .orderBy('slug')
      .execute();

  it('stores the altitude of inland water where the dataset knows it, and null elsewhere', async () => {
    expect(await altitudes()).toEqual([
      { slug: 'city-of-grand-rapids-wreck-tobermory', altitude: 176 },
      { slug: 'silfra-fissure', altitude: 100 },
      { slug: 'sweepstakes-wreck-tobermory', altitude: 176 },
    ]);
  });

  it('reach a database seeded before their column, once it is migrated; a value set by hand stays', async () => {
    const { database: older, drop: dropOlder } = await createTestDatabase();
    try {
      const migrator = new Migrator({
        db: older.db,
        provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
      });
      const { error } = await migrator.migrateTo('0012-bookmark-versions');
      if (error) throw new Error('could not migrate to 0012', { cause: error });
      expect(await seedDatabase(older.db)).not.toContain('spot-altitudes-v1');

      await migrateToLatest(older.db);
      await older.db
        .updateTable('spot')
        .set({ altitude: 175 })
        .where('slug', '=', 'sweepstakes-wreck-tobermory')
        .execute();
      expect(await seedDatabase(older.db)).toEqual([
        'spot-altitudes-v1',
        'articles-v1',
        'articles-v2',
        expect.stringMatching(/^stored-texts-/),
      ]);
      expect(await altitudes(older.db)).toEqual([
        { slug: 'city-of-grand-rapids-wreck-tobermory', altitude: 176 },
        { slug: 'silfra-fissure', altitude: 100 },
        { slug: 'sweepstakes-wreck-tobermory', altitude: 175 },
      ]);
    } finally {
      await dropOlder();
    }
  });
});
