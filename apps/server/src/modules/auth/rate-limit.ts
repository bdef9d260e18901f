import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { resendWaitMessage } from '@divespot/shared/account';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

/** A limit: at most `max` counted events per key in each fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
}

/** The limits of DESIGN §1 "abuse resistance", per client IP and per account (e-mail). */
export const RATE_RULES = {
  signInIp: { name: 'signin:ip', max: 30, windowSeconds: 15 * 60 },
  signInAccount: { name: 'signin:account', max: 10, windowSeconds: 15 * 60 },
  codeSendIp: { name: 'code-send:ip', max: 20, windowSeconds: 60 * 60 },
  codeSendAccount: { name: 'code-send:account', max: 6, windowSeconds: 60 * 60 },
  codeCheckIp: { name: 'code-check:ip', max: 60, windowSeconds: 15 * 60 },
  resetIp: { name: 'reset:ip', max: 10, windowSeconds: 60 * 60 },
  resetAccount: { name: 'reset:account', max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

function windowOf(rule: RateRule, now = Date.now()) {
  const ms = rule.windowSeconds * 1000;
  const start = Math.floor(now / ms) * ms;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + ms - now) / 1000)),
  };
}

/** 429 with the wait in the `Retry-After` header and in `detail` (SPEC §4 resend countdown). */
export function tooManyRequests(reply: FastifyReply, seconds: number, message?: string): HttpError {
  void reply.header('retry-after', String(seconds));
  return new HttpError(
    429,
    'TOO_MANY_REQUESTS',
    message ?? `Too many attempts. Please try again in ${seconds} seconds.`,
    { retryAfterSeconds: seconds, cooldownSeconds: seconds },
  );
}

/** The resend cooldown's 429 (SPEC §8 'Please wait {n} seconds before requesting a new code.'). */
export function cooldownError(reply: FastifyReply, seconds: number): HttpError {
  return tooManyRequests(reply, seconds, resendWaitMessage(seconds));
}

/**
 * Counts in the database (one upserted row per key and window), so every server instance sees
 * the same totals.
 */
export class RateLimiter {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one event; throws 429 when it is over the limit. */
  async consume(reply: FastifyReply, rule: RateRule, key: string): Promise<void> {
    const count = await this.count(rule, key);
    if (count > rule.max) throw tooManyRequests(reply, windowOf(rule).retryAfterSeconds);
    // Now and then, drop windows long past (any instance may do it).
    if (Math.random() < 0.01) await this.prune();
  }

  /** Throws 429 when the key already reached the limit, without counting. */
  async check(reply: FastifyReply, rule: RateRule, key: string): Promise<void> {
    const { start, retryAfterSeconds } = windowOf(rule);
    const row = await this.db
      .selectFrom('rate_limit')
      .select('count')
      .where('key', '=', `${rule.name}:${key}`)
      .where('window_start', '=', start)
      .executeTakeFirst();
    if (row && row.count >= rule.max) throw tooManyRequests(reply, retryAfterSeconds);
  }

  /**
   * Counts one event without refusing it (a failed sign-in, counted after the fact); returns the
   * window's count with it.
   */
  async count(rule: RateRule, key: string): Promise<number> {
    const { start } = windowOf(rule);
    const row = await this.db
      .insertInto('rate_limit')
      .values({ key: `${rule.name}:${key}`, window_start: start, count: 1 })
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limit.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  async prune(): Promise<void> {
    await this.db
      .deleteFrom('rate_limit')
      .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
}
