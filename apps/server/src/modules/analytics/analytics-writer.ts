import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { aggregateInSlices, type EventRow } from './analytics-aggregate.ts';
import { writeEvents } from './analytics.repository.ts';

export interface WriterOptions {
  /** How often pending events are written (ms). */
  flushMs: number;
  /** Events held while the database is away; beyond it the oldest are dropped (and logged). */
  maxPending: number;
}

/**
 * Collects accepted events in memory and writes them in bulk, one transaction per flush (events
 * and aggregates together), so a request only validates and queues: a batch costs the server
 * tens of microseconds, and the database sees one writer per server instead of one per visitor.
 * A flush that fails keeps its events for the next one; at most `maxPending` wait. What is
 * pending is written when the server closes (docs/product/analytics.md says what may be lost:
 * the last second's events if the process is killed).
 *
 * A flush never holds the event loop for long: under load a second brings thousands of events,
 * so they are added up a slice at a time with a turn of the event loop between slices
 * (`aggregateInSlices`), and written a chunk per statement, requests answered between round trips.
 */
export class AnalyticsWriter {
  #pending: EventRow[] = [];
  #flushing: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #dropped = 0;
  #failing = false;

  private readonly db: Kysely<Database>;
  private readonly log: FastifyBaseLogger;
  private readonly options: WriterOptions;

  constructor(db: Kysely<Database>, log: FastifyBaseLogger, options: WriterOptions) {
    this.db = db;
    this.log = log;
    this.options = options;
  }

  /** Queues events; they reach the database within `flushMs`. */
  add(rows: readonly EventRow[]): void {
    if (rows.length === 0) return;
    for (const row of rows) this.#pending.push(row);
    const over = this.#pending.length - this.options.maxPending;
    if (over > 0) {
      this.#pending.splice(0, over);
      this.#dropped += over;
    }
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.flush().catch(() => undefined);
    }, this.options.flushMs);
  }

  get pending(): number {
    return this.#pending.length;
  }

  /**
   * Writes everything queued so far; resolves once it is in the database (rejects when the
   * database refused it: the events stay queued). Flushes run one at a time.
   */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing.catch(() => undefined);
    if (this.#pending.length === 0) return;
    const rows = this.#pending;
    this.#pending = [];
    this.#flushing = this.#write(rows);
    try {
      await this.#flushing;
    } finally {
      this.#flushing = undefined;
    }
  }

  async #write(rows: EventRow[]): Promise<void> {
    try {
      await writeEvents(this.db, rows, await aggregateInSlices(rows));
      if (this.#failing || this.#dropped > 0) {
        this.log.info({ dropped: this.#dropped }, 'analytics events written again');
        this.#failing = false;
        this.#dropped = 0;
      }
    } catch (error) {
      // Back in front of what came meanwhile, in order; the cap still holds.
      this.#pending = [...rows, ...this.#pending];
      const over = this.#pending.length - this.options.maxPending;
      if (over > 0) {
        this.#pending.splice(0, over);
        this.#dropped += over;
      }
      if (!this.#failing)
        this.log.warn({ err: error }, 'analytics events not written; kept to retry');
      this.#failing = true;
      this.#timer ??= setTimeout(() => {
        this.#timer = undefined;
        void this.flush().catch(() => undefined);
      }, this.options.flushMs * 5);
      throw error;
    }
  }

  /** Writes what is pending and stops the timer (on server close). */
  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.flush().catch((error: unknown) =>
      this.log.warn({ err: error, lost: this.#pending.length }, 'analytics events lost at close'),
    );
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
