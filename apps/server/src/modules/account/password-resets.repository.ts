import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Password-reset links, stored as keyed hashes of their tokens. */

/** Records a reset link for the user; returns its id. */
export async function insertPasswordReset(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<number> {
  const row = await db
    .insertInto('password_reset')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deletePasswordReset(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('password_reset').where('id', '=', id).execute();
}

/**
 * Uses the live, unused link with this hash (once: a single update); returns its user's id, or
 * undefined when there is no such link.
 */
export async function usePasswordReset(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<number | undefined> {
  const used = await db
    .updateTable('password_reset')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id;
}
