import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { migrateToLatest, schemaVersion } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { seedDatabase } from './seed/index.ts';

// The embedded database on disk: the same on every pass, so the PostgreSQL pass leaves it out
// (scripts/test.ts, PGLITE_ONLY_FILES).
describe('PGlite data directory', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'divespot-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Migrates and seeds a whole database on disk, then opens it again: over a minute while the
  // PostgreSQL pass runs beside this one on two cores.
  it('keeps data across a clean close and reopen', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ dataDir: dir });
    await migrateToLatest(first.db);
    await seedDatabase(first.db);
    await first.db
      .insertInto('contact_message')
      .values({ name: 'Kept', email: 'k@example.com', topic: 'general', message: 'Still here?' })
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      expect((await schemaVersion(second.db)).applied).toBe(Object.keys(MIGRATIONS).length);
      expect(await seedDatabase(second.db)).toEqual([]);
      const kept = await second.db
        .selectFrom('contact_message')
        .select('name')
        .where('email', '=', 'k@example.com')
        .execute();
      expect(kept).toEqual([{ name: 'Kept' }]);
    } finally {
      await second.close();
    }
  });
});
