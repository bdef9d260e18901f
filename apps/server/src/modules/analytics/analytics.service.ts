import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { isbot } from 'isbot';
import {
  ANALYTICS_LIMITS,
  analyticsEventSchema,
  type AnalyticsBatch,
  type AnalyticsBatchResult,
} from '@divespot/shared/analytics';
import type { Database } from '../../db/schema.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { tooManyRequests } from '../auth/rate-limit.ts';
import type { EventRow } from './analytics-aggregate.ts';
import { daySalt, pruneAnalytics } from './analytics.repository.ts';
import type { AnalyticsWriter } from './analytics-writer.ts';

/** What the service needs to know of a request: nothing of it is stored. */
export interface AnalyticsClient {
  ip: string;
  userAgent: string | undefined;
  /** `DNT` and `Sec-GPC` headers. */
  doNotTrack: string | undefined;
  globalPrivacyControl: string | undefined;
}

/**
 * A client sends a batch when a page hides or every 20 events; a person browsing hard sends a
 * few a minute. More than 60 a minute from one address is a script, and is refused with 429.
 * Counted per server in memory: a limit of analytics needs no database round trip.
 */
export const ANALYTICS_RATE = { max: 60, windowMs: 60_000 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Receives the web app's events (docs/product/analytics.md). */
export class AnalyticsService {
  readonly #salts = new Map<string, Promise<string>>();
  readonly #windows: LruCache<string, { start: number; count: number }>;
  /** Whether a user agent is a robot's: a few agents send most batches, and `isbot` is a long regex. */
  readonly #bots = new LruCache<string, boolean>({ maxEntries: 2_000 });

  private readonly db: Kysely<Database>;
  private readonly writer: AnalyticsWriter;
  private readonly now: () => number;
  private readonly retentionDays: number;

  constructor(
    db: Kysely<Database>,
    writer: AnalyticsWriter,
    options: { now: () => number; retentionDays: number },
  ) {
    this.db = db;
    this.writer = writer;
    this.now = options.now;
    this.retentionDays = options.retentionDays;
    this.#windows = new LruCache({ maxEntries: 50_000 });
  }

  /** Checks a batch event by event and queues the good ones. */
  async receive(
    reply: FastifyReply,
    client: AnalyticsClient,
    batch: AnalyticsBatch,
  ): Promise<AnalyticsBatchResult> {
    if (client.doNotTrack?.trim() === '1' || client.globalPrivacyControl?.trim() === '1')
      return { accepted: 0, refused: [], dropped: 'do-not-track' };
    if (client.userAgent === undefined || this.#isBot(client.userAgent))
      return { accepted: 0, refused: [], dropped: 'bot' };
    this.#consume(reply, client.ip);

    const now = this.now();
    const refused: AnalyticsBatchResult['refused'] = [];
    const rows: EventRow[] = [];
    // One visitor hash per day of the batch (nearly always one), not one per event.
    const visitors = new Map<string, string>();
    for (const [index, raw] of batch.events.entries()) {
      const parsed = analyticsEventSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        refused.push({
          index,
          field: issue?.path.map(String).join('.') || 'type',
          reason: issue?.message ?? 'is not an event',
        });
        continue;
      }
      const event = parsed.data;
      // A browser's clock may be wrong; a date outside the last day is taken as now.
      const time =
        event.at !== undefined && event.at <= now && event.at >= now - ANALYTICS_LIMITS.pastMs
          ? event.at
          : now;
      const day = this.#day(time);
      let visitor = visitors.get(day);
      if (visitor === undefined) {
        visitor = await this.#visitor(day, client);
        visitors.set(day, visitor);
      }
      rows.push({ at: new Date(time), day, visitor, event });
    }
    this.writer.add(rows);
    return { accepted: rows.length, refused };
  }

  /** `utcDay`, remembered for the last day met: a batch's events nearly always share one. */
  #lastDay = { start: 0, end: 0, day: '' };

  #day(time: number): string {
    const last = this.#lastDay;
    if (time >= last.start && time < last.end) return last.day;
    const start = time - (((time % DAY_MS) + DAY_MS) % DAY_MS);
    this.#lastDay = { start, end: start + DAY_MS, day: utcDay(time) };
    return this.#lastDay.day;
  }

  #isBot(userAgent: string): boolean {
    let bot = this.#bots.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      this.#bots.set(userAgent, bot);
    }
    return bot;
  }

  #consume(reply: FastifyReply, ip: string): void {
    const now = this.now();
    let window = this.#windows.get(ip);
    if (!window || now - window.start >= ANALYTICS_RATE.windowMs) {
      window = { start: now, count: 0 };
      this.#windows.set(ip, window);
    }
    window.count += 1;
    if (window.count > ANALYTICS_RATE.max) {
      const seconds = Math.max(1, Math.ceil((window.start + ANALYTICS_RATE.windowMs - now) / 1000));
      throw tooManyRequests(reply, seconds);
    }
  }

  /**
   * A visitor of one day: a hash of the day's salt, the address and the user agent. Neither is
   * kept, and the salt is deleted after two days, so the hash cannot be traced back or linked to
   * another day's.
   */
  async #visitor(day: string, client: AnalyticsClient): Promise<string> {
    const salt = await this.#salt(day);
    return createHash('sha256')
      .update(`${salt}\u0000${client.ip}\u0000${client.userAgent ?? ''}`)
      .digest('base64url')
      .slice(0, 22);
  }

  #salt(day: string): Promise<string> {
    let salt = this.#salts.get(day);
    if (!salt) {
      salt = daySalt(this.db, day, randomBytes(32).toString('base64url'));
      salt.catch(() => this.#salts.delete(day));
      this.#salts.set(day, salt);
      // Only today's and yesterday's are ever asked for.
      for (const known of this.#salts.keys())
        if (known < utcDay(this.now() - 2 * DAY_MS)) this.#salts.delete(known);
    }
    return salt;
  }

  /** Deletes raw events past the retention, and what identifies visitors of earlier days. */
  async prune(): Promise<number> {
    const now = this.now();
    return pruneAnalytics(this.db, new Date(now - this.retentionDays * DAY_MS), utcDay(now));
  }
}
