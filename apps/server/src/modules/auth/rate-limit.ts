import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { resendWaitMessage, tooManyAttemptsMessage } from '@divespot/shared/account';
import type { Database } from '../../db/schema.ts';
import { tooManyRequests as tooMany, type HttpError } from '../../http/errors.ts';
import { RateLimitRepository } from './rate-limit.repository.ts';

/** A limit: at most `max` counted events per key in each fixed window of `windowSeconds`. */
export interface RateRule {
  name: string;
  max: number;
  windowSeconds: number;
  /** The 429's sentence for a wait of `seconds` (default: 'Too many attempts…'). */
  message?: (seconds: number) => string;
}

function windowOf(rule: RateRule, now: number) {
  const ms = rule.windowSeconds * 1000;
  const start = Math.floor(now / ms) * ms;
  return {
    start: new Date(start),
    retryAfterSeconds: Math.max(1, Math.ceil((start + ms - now) / 1000)),
  };
}

/** 429 with the wait in the `Retry-After` header and in `detail` (docs/product/states.md resend countdown). */
export function tooManyRequests(reply: FastifyReply, seconds: number, message?: string): HttpError {
  void reply.header('retry-after', String(seconds));
  return tooMany(message ?? tooManyAttemptsMessage(seconds), seconds);
}

/** The resend cooldown's 429 (docs/product/errors.md 'Please wait {n} seconds before requesting a new code.'). */
export function cooldownError(reply: FastifyReply, seconds: number): HttpError {
  return tooManyRequests(reply, seconds, resendWaitMessage(seconds));
}

/**
 * Counts in the database, one row per key and window, each change a single upsert or update that
 * returns the new count. So a limit holds exactly under parallel requests and across every
 * server instance on the database: the n-th event sees n, whichever instance counted it.
 */
export class RateLimiter {
  private readonly counters: RateLimitRepository;

  private readonly now: () => number;

  /** `now`: the clock windows are counted in (AppContext.now). */
  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.now = now;
    this.counters = new RateLimitRepository(db);
  }

  /**
   * Counts one event and throws 429 when that takes the key over the limit. Called before the
   * work it guards, so parallel requests cannot all pass a check made before any of them counted.
   */
  async consume(reply: FastifyReply, rule: RateRule, key: string): Promise<void> {
    const count = await this.count(rule, key);
    if (count > rule.max) {
      const seconds = windowOf(rule, this.now()).retryAfterSeconds;
      throw tooManyRequests(reply, seconds, rule.message?.(seconds));
    }
    // Now and then, drop windows long past (any instance may do it).
    if (Math.random() < 0.01) await this.prune();
  }

  /** Gives back one event counted by `consume` (when the guarded work turned out harmless). */
  async refund(rule: RateRule, key: string): Promise<void> {
    await this.counters.decrement(`${rule.name}:${key}`, windowOf(rule, this.now()).start);
  }

  /** Counts one event without refusing it; returns the window's count with it. */
  async count(rule: RateRule, key: string): Promise<number> {
    return this.counters.increment(`${rule.name}:${key}`, windowOf(rule, this.now()).start);
  }

  /** The window's count so far, without counting. */
  async peek(rule: RateRule, key: string): Promise<number> {
    return this.counters.read(`${rule.name}:${key}`, windowOf(rule, this.now()).start);
  }

  async prune(): Promise<void> {
    await this.counters.prune();
  }
}
