import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { preparedStatement } from './prepared.ts';

const countryByCode = preparedStatement(
  (db, code: string) => db.selectFrom('country').select(['code', 'name']).where('code', '=', code),
  ['??'],
);

const codeOrName = preparedStatement(
  (db, name: string, code: string) =>
    db
      .selectFrom('country')
      .select('code')
      .where((eb) => eb.or([eb('code', '=', code), eb('name', '=', name), eb('slug', '=', code)]))
      .orderBy('code'),
  ['?name', '?code'],
);

const box = { latitude: 0, longitude: 0, north: 1, east: 1, south: -1, west: -1 };

describe('preparedStatement', () => {
  it('runs one named statement with each call’s values', async () => {
    const { database, drop } = await createTestDatabase({ from: 'migrated' });
    try {
      await database.db
        .insertInto('country')
        .values(
          [
            { code: 'EG', name: 'Egypt', slug: 'egypt' },
            { code: 'MT', name: 'Malta', slug: 'malta' },
          ].map((c) => ({ ...c, ...box, source: 'test', license: 'test' })),
        )
        .execute();
      expect((await countryByCode(database.db, 'EG')).rows).toEqual([
        { code: 'EG', name: 'Egypt' },
      ]);
      expect((await countryByCode(database.db, 'MT')).rows).toEqual([
        { code: 'MT', name: 'Malta' },
      ]);
      expect((await countryByCode(database.db, 'XX')).rows).toEqual([]);
      // Values may come in any order and be used more than once.
      expect((await codeOrName(database.db, 'Malta', 'EG')).rows.map((r) => r.code)).toEqual([
        'EG',
        'MT',
      ]);
      // On a connection that ran it, PostgreSQL holds it as a named prepared statement.
      await database.db.connection().execute(async (conn) => {
        await countryByCode(conn, 'EG');
        const { rows } = await sql<{ statement: string }>`
          SELECT statement FROM pg_prepared_statements WHERE name LIKE 'divespot_%'`.execute(conn);
        expect(rows.some((r) => r.statement.includes('"country"'))).toBe(true);
      });
    } finally {
      await drop();
    }
  });

  it('refuses a query whose parameters are not its values', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      const ignoresValue = preparedStatement(
        (db, _code: string) => db.selectFrom('country').select('code').where('code', '=', 'EG'),
        ['??'],
      );
      expect(() => ignoresValue(database.db, 'MT')).toThrow(/parameters must be its values/);
    } finally {
      await drop();
    }
  });
});
