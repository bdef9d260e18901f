import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDatabase } from '../seed/index.ts';
import { MIGRATIONS } from './index.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;

// A database seeded before the made-up listings were dropped: the schema of then, its seed, and
// one sample listing as that seed wrote them, beside a real center.
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const { error } = await migrator.migrateTo('0006-accounts');
  if (error) throw new Error('could not migrate to 0006', { cause: error });
  await seedDatabase(database.db);
  await sql`
    INSERT INTO dive_center (slug, name, sample, country_id, region_id, latitude, longitude,
                             location, email, source, license)
    SELECT 'sample-reef-divers-sharm', 'Sample Reef Divers', true, country_id, region_id,
           latitude, longitude, location, 'sample-reef-divers@example.com', source, license
      FROM dive_center WHERE slug = 'camel-dive-club-sharm'`.execute(database.db);
});
afterAll(() => drop());

const names = async (query: ReturnType<typeof sql<{ name: string }>>) =>
  (await query.execute(database.db)).rows.map((r) => r.name);

describe('migration 0009', () => {
  it('removes made-up dive centers and their search entries, and keeps real ones', async () => {
    expect(
      await names(sql`SELECT title AS name FROM search_entry WHERE title LIKE 'Sample%'`),
    ).toEqual(['Sample Reef Divers']);

    await migrateToLatest(database.db);

    expect(
      await names(sql`SELECT name FROM dive_center WHERE sample OR name LIKE 'Sample%'`),
    ).toEqual([]);
    expect(
      await names(sql`SELECT title AS name FROM search_entry WHERE title LIKE 'Sample%'`),
    ).toEqual([]);
    expect(
      await names(sql`SELECT name FROM dive_center WHERE slug = 'camel-dive-club-sharm'`),
    ).toEqual(['Camel Dive Club']);
    expect(
      await names(sql`SELECT title AS name FROM search_entry
                       WHERE type = 'DIVE_CENTER' AND slug = 'camel-dive-club-sharm'`),
    ).toEqual(['Camel Dive Club']);
  });
});
