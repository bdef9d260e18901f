import { sql, type Kysely } from 'kysely';

/*
 * Public profile ids: a user's profile is found by a random id, not by the account's sequential
 * number, so nobody can walk the numbers and collect every member. Existing users get one each
 * (a volatile default is evaluated per row).
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid()`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX app_user_public_id_key ON app_user (public_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE app_user DROP COLUMN public_id`.execute(db);
}
