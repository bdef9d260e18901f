import { sql, type Kysely } from 'kysely';

/*
 * A diver's language and units, chosen in the footer or on the profile, follow them to every
 * device they sign in on. Null until they choose: the device's choice then stands.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user
    ADD COLUMN language text CHECK (language IN ('en-US', 'es', 'fr', 'de', 'pt-BR', 'ja')),
    ADD COLUMN units text CHECK (units IN ('metric', 'imperial'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user DROP COLUMN language, DROP COLUMN units`.execute(db);
}
