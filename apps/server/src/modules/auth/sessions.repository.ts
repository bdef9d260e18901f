import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Sessions and their refresh tokens (stored as keyed hashes only). */
export class SessionsRepository {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /**
   * A new session of the user; returns its id, or undefined when the account is disabled (one
   * statement, so a session cannot start beside an admin disabling the account).
   */
  async insertSession(userId: number, expiresAt: Date): Promise<string | undefined> {
    const row = await this.db
      .insertInto('user_session')
      .columns(['user_id', 'expires_at'])
      .expression((eb) =>
        eb
          .selectFrom('app_user')
          .select([
            sql<number>`${userId}::bigint`.as('user_id'),
            sql<Date>`${expiresAt}::timestamptz`.as('expires_at'),
          ])
          .where('id', '=', userId)
          .where('disabled_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async insertRefreshToken(tokenHash: string, sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('refresh_token')
      .values({ token_hash: tokenHash, session_id: sessionId, expires_at: expiresAt })
      .execute();
  }

  /** The refresh token with this hash and its session, if any. */
  findRefreshToken(tokenHash: string) {
    return this.db
      .selectFrom('refresh_token as t')
      .innerJoin('user_session as s', 's.id', 't.session_id')
      .select([
        't.id',
        't.replaced_at',
        't.expires_at',
        's.id as session_id',
        's.user_id',
        's.revoked_at',
        's.expires_at as session_expires_at',
      ])
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select(sql<boolean>`u.disabled_at IS NOT NULL`.as('disabled'))
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks the token replaced; false when another caller replaced it first. */
  async markReplaced(tokenId: number): Promise<boolean> {
    const replaced = await this.db
      .updateTable('refresh_token')
      .set({ replaced_at: sql<Date>`now()` })
      .where('id', '=', tokenId)
      .where('replaced_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return replaced !== undefined;
  }

  /** Ends the session if it is live; returns how many ended (0 or 1). */
  async revokeSession(sessionId: string, reason: string): Promise<number> {
    const result = await this.db
      .updateTable('user_session')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends every live session of the user but `keep`; returns how many ended. */
  async revokeUserSessions(userId: number, reason: string, keep?: string): Promise<number> {
    let query = this.db
      .updateTable('user_session')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    return Number((await query.executeTakeFirst()).numUpdatedRows);
  }

  /** The user of a live, unexpired session, if the session is that user's. */
  findSessionUser(sessionId: string, userId: number) {
    return this.db
      .selectFrom('user_session as s')
      .innerJoin('app_user as u', 'u.id', 's.user_id')
      .select(['u.id', 'u.email', 'u.roles'])
      .where('s.id', '=', sessionId)
      .where('s.user_id', '=', userId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('u.disabled_at', 'is', null)
      .executeTakeFirst();
  }
}
