import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseForFile } from '../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

const testDatabase = databaseForFile('seeded');

describe('indexed earth expressions', () => {
  // Autovacuum analyzes with an empty search_path; the ll_to_earth() index expressions must
  // still evaluate there, or the tables' statistics go stale.
  it('analyze every table with an empty search_path', async () => {
    await testDatabase()
      .db.connection()
      .execute(async (conn) => {
        try {
          await sql`SET search_path = ''`.execute(conn);
          await sql`ANALYZE`.execute(conn);
        } finally {
          await sql`RESET search_path`.execute(conn);
        }
      });
    const { rows } = await sql<{ analyzed: boolean }>`
      SELECT last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables
       WHERE relname IN ('spot', 'dive_center')`.execute(testDatabase().db);
    expect(rows).toEqual([{ analyzed: true }, { analyzed: true }]);
  });

  it('still serve nearby searches off the GiST index', async () => {
    const plan = await testDatabase()
      .db.connection()
      .execute(async (conn) => {
        try {
          await sql`SET enable_seqscan = off`.execute(conn);
          const { rows } = await sql<{ 'QUERY PLAN': string }>`
          EXPLAIN SELECT id FROM spot
           WHERE earth_box(ll_to_earth(27.9, 34.3), 20000) @> ll_to_earth(latitude, longitude)
           ORDER BY ll_to_earth(latitude, longitude) <-> ll_to_earth(27.9, 34.3) LIMIT 5`.execute(
            conn,
          );
          return rows.map((r) => r['QUERY PLAN']).join('\n');
        } finally {
          await sql`RESET enable_seqscan`.execute(conn);
        }
      });
    expect(plan).toContain('spot_earth_idx');
  });
});

describe('a migration numbered below one already applied', () => {
  // A database migrated before 0007 landed has 0008 already.
  it('is applied, not refused', async () => {
    await sql`DELETE FROM kysely_migration WHERE name = '0007-earth-function-bodies'`.execute(
      testDatabase().db,
    );
    await expect(migrateToLatest(testDatabase().db)).resolves.toMatchObject({
      applied: Object.keys(MIGRATIONS).length,
    });
  });
});
