import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The newest `limit` accounts, newest first, as the admin console lists them. */
export function newestUsers(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('app_user')
    .select(['id', 'email', 'first_name', 'last_name', 'roles', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Gives the account of `address` (lower case) the admin role (once) and a new password hash. */
export async function promoteToAdmin(
  db: Kysely<Database>,
  address: string,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      roles: sql<
        string[]
      >`(SELECT array_agg(DISTINCT r) FROM unnest(roles || ARRAY['ROLE_ADMIN']) AS r)`,
      updated_at: sql<Date>`now()`,
    })
    .where(sql<string>`lower(email)`, '=', address)
    .execute();
}
