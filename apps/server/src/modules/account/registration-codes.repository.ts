import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** E-mail verification codes of registration, stored as keyed hashes. */

export async function insertRegistrationCode(
  db: Kysely<Database>,
  email: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('registration_code')
    .values({ email, code_hash: codeHash, expires_at: expiresAt })
    .execute();
}

/**
 * Counts one try of a live code, atomically (a single update), unless its tries are used up;
 * returns the code's hash, or undefined when the code is used, expired or out of tries.
 */
export async function countCodeTry(
  db: Kysely<Database>,
  id: number,
  maxTries: number,
): Promise<string | undefined> {
  const tried = await db
    .updateTable('registration_code')
    .set({ tries: sql`tries + 1` })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('tries', '<', maxTries)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('code_hash')
    .executeTakeFirst();
  return tried?.code_hash;
}

export async function markCodeVerified(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('registration_code')
    .set({ verified_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

/** Uses the address's live verified code (once); false when there is none. */
export async function useVerifiedCode(db: Kysely<Database>, email: string): Promise<boolean> {
  const used = await db
    .updateTable('registration_code')
    .set({ used_at: sql<Date>`now()` })
    .where('email', '=', email)
    .where('verified_at', 'is not', null)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
