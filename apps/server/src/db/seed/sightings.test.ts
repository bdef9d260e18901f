import { describe, expect, it } from 'vitest';
import { buildSpecies } from '../../test/builders/build-species.ts';
import { buildSpot } from '../../test/builders/build-spot.ts';
import { databaseForFile } from '../../test/test-app.ts';
import { loadSeedDataset, type SeedDataset } from './data/dataset.ts';
import type { SeedSpecies } from './data/schema.ts';
import { SIGHTINGS_V2, seedSightings, type SightingKey } from './sightings.ts';

const testDatabase = databaseForFile();

describe('SIGHTINGS_V2', () => {
  it('names sightings of the seed dataset, each once', () => {
    const data = loadSeedDataset();
    const inData = new Set(
      data.species.flatMap((s) => s.sightings.map((x) => `${s.slug}@${x.spot}`)),
    );
    const keys = SIGHTINGS_V2.map(([species, spot]) => `${species}@${spot}`);
    expect(keys.filter((key) => !inData.has(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

const seedSpecies = (slug: string, sightings: SeedSpecies['sightings']): SeedSpecies => ({
  slug,
  commonName: slug,
  scientificName: 'Testus testus',
  group: 'shark',
  family: 'Testidae',
  description: 'A species of the test dataset.',
  sightings,
});

describe('seedSightings', () => {
  it('adds the named sightings with the dataset’s months, and no other', async () => {
    const db = testDatabase().db;
    const shark = await buildSpecies(db);
    const visitor = await buildSpecies(db, { source: 'someone-else' });
    const bay = await buildSpot(db);
    const reef = await buildSpot(db, { region_id: bay.region_id });
    const pier = await buildSpot(db, { region_id: bay.region_id });
    // Someone has set the months of the shark at the reef since: they stay.
    await db
      .insertInto('species_sighting')
      .values({ species_id: shark.id, spot_id: reef.id, months: [1] })
      .execute();
    const data: SeedDataset = {
      regions: [],
      spots: [],
      diveCenters: [],
      species: [
        seedSpecies(shark.slug, [
          { spot: bay.slug, months: [3, 4, 5] },
          { spot: reef.slug, months: [6] },
          { spot: pier.slug, months: [7] },
          { spot: 'deleted-spot', months: [8] },
        ]),
        seedSpecies(visitor.slug, [{ spot: bay.slug, months: [9] }]),
      ],
    };
    const keys: SightingKey[] = [
      [shark.slug, bay.slug],
      [shark.slug, reef.slug],
      [shark.slug, 'deleted-spot'],
      [visitor.slug, bay.slug],
    ];
    await db.transaction().execute((trx) => seedSightings(trx, keys, data));
    const rows = await db
      .selectFrom('species_sighting')
      .select(['species_id', 'spot_id', 'months'])
      .where('species_id', 'in', [shark.id, visitor.id])
      .orderBy('spot_id')
      .execute();
    // Not the pier (not named), nor a spot deleted by hand, nor a species of another source.
    expect(rows).toEqual([
      { species_id: shark.id, spot_id: bay.id, months: [3, 4, 5] },
      { species_id: shark.id, spot_id: reef.id, months: [1] },
    ]);
    await expect(
      db.transaction().execute((trx) => seedSightings(trx, [[shark.slug, 'nowhere']], data)),
    ).rejects.toThrow(/No sighting of .* at nowhere in the seed data/);
  });
});
