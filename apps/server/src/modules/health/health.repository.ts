import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The cheapest question the database can answer: resolves once it has. */
export async function selectOne(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
