import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';

// A database with users from before public ids, then migrated (start-up work, so in the hook).
let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: () => Promise.resolve(MIGRATIONS) },
  });
  const before = await migrator.migrateTo('0006-accounts');
  if (before.error) throw new Error('migrating to 0006 failed', { cause: before.error });
  await sql`INSERT INTO app_user (email, first_name, last_name)
    VALUES ('a@example.com', 'A', 'One'), ('b@example.com', 'B', 'Two')`.execute(database.db);
  await migrateToLatest(database.db);
});
afterAll(() => drop());

describe('migration 0008', () => {
  it('gives each user made before it a public id of their own', async () => {
    const rows = await database.db.selectFrom('app_user').select('public_id').execute();
    const ids = rows.map((r) => r.public_id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });
});
