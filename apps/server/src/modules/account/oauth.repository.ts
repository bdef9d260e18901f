import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Google sign-in's short-lived rows: the state of a sign-in under way and one-time codes. */

export interface NewOAuthState {
  stateHash: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: Date;
}

/** Records a sign-in under way and drops those expired. */
export async function insertOAuthState(db: Kysely<Database>, s: NewOAuthState): Promise<void> {
  await db
    .insertInto('oauth_state')
    .values({
      state_hash: s.stateHash,
      code_verifier: s.codeVerifier,
      nonce: s.nonce,
      expires_at: s.expiresAt,
    })
    .execute();
  await db
    .deleteFrom('oauth_state')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
}

/** Takes (deletes and returns) the live state with this hash: each state serves once. */
export function takeOAuthState(db: Kysely<Database>, stateHash: string) {
  return db
    .deleteFrom('oauth_state')
    .where('state_hash', '=', stateHash)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['code_verifier', 'nonce'])
    .executeTakeFirst();
}

export async function insertExchangeCode(
  db: Kysely<Database>,
  codeHash: string,
  userId: number,
  expiresAt: Date,
): Promise<void> {
  await db
    .insertInto('oauth_exchange_code')
    .values({ code_hash: codeHash, user_id: userId, expires_at: expiresAt })
    .execute();
}

/** Uses the live one-time code with this hash (once); returns its user's id. */
export async function useExchangeCode(
  db: Kysely<Database>,
  codeHash: string,
): Promise<number | undefined> {
  const used = await db
    .updateTable('oauth_exchange_code')
    .set({ used_at: sql<Date>`now()` })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return used?.user_id;
}

/** Links the account to a Google identity, unless it is linked to one already. */
export async function linkGoogleSubject(
  db: Kysely<Database>,
  userId: number,
  subject: string,
): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ google_subject: subject, updated_at: sql<Date>`now()` })
    .where('id', '=', userId)
    .where('google_subject', 'is', null)
    .execute();
}
