import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { migrateToLatest, schemaVersion } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { seedDatabase } from './seed/index.ts';
import { FEATURED_DESTINATIONS } from './seed/featured-destinations.ts';

describe('migrations and seed', () => {
  it('migrates, seeds once, and does nothing on a second run', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      expect(await schemaVersion(database.db)).toEqual({ version: 'none', applied: 0 });
      const first = await migrateToLatest(database.db);
      expect(first).toEqual({
        version: Object.keys(MIGRATIONS).at(-1),
        applied: Object.keys(MIGRATIONS).length,
      });
      expect(await migrateToLatest(database.db)).toEqual(first);

      expect(await seedDatabase(database.db)).toEqual([
        'featured-destinations',
        'countries',
        'dive-content-v1',
        'spot-altitudes-v1',
        'articles-v1',
        'sightings-v2',
        'articles-v2',
        expect.stringMatching(/^stored-texts-[0-9a-f]{12}$/),
      ]);
      expect(await seedDatabase(database.db)).toEqual([]);
      const rows = await database.db.selectFrom('featured_destination').select('slug').execute();
      expect(rows).toHaveLength(FEATURED_DESTINATIONS.length);
    } finally {
      await drop();
    }
  });

  it('has the geo and search extensions of docs/architecture.md', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await migrateToLatest(database.db);
      // Ras Mohammed to Sharm el-Sheikh marina is about 20 km.
      const { rows } = await sql<{ km: number; sim: number; plain: string }>`
        SELECT earth_distance(ll_to_earth(27.7333, 34.2500), ll_to_earth(27.9124, 34.3266)) / 1000 AS km,
               similarity('Thistlegorm', 'thistlegorm wreck') AS sim,
               unaccent('Galápagos') AS plain`.execute(database.db);
      expect(rows[0]?.km).toBeGreaterThan(18);
      expect(rows[0]?.km).toBeLessThan(23);
      expect(rows[0]?.sim).toBeGreaterThan(0.4);
      expect(rows[0]?.plain).toBe('Galapagos');
    } finally {
      await drop();
    }
  });
});
