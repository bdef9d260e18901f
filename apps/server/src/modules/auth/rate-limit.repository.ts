import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The rate-limit counters: one row per key and window, each change a single upsert or update
 * that returns the new count, so counting is atomic across requests and server instances.
 */
export class RateLimitRepository {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** Adds one to the window's count and returns the new count. */
  async increment(key: string, windowStart: Date): Promise<number> {
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key, window_start: windowStart, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Takes one back from the window's count, never below zero. */
  async decrement(key: string, windowStart: Date): Promise<void> {
    await this.db
      .updateTable('rate_limit')
      .set({ count: sql`count - 1` })
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('count', '>', 0)
      .execute();
  }

  /** The window's count so far (0 when nothing was counted). */
  async read(key: string, windowStart: Date): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .executeTakeFirst();
    return row?.count ?? 0;
  }

  /** Drops windows more than a day old. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('rate_limit')
      .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
}
