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
  /**
   * Events that start a write at once rather than at the next `flushMs`: under heavy traffic the
   * writer keeps writing in chunks of about this size instead of letting a second's worth pile up.
   */
  flushAt: number;
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
  /**
   * What waits, oldest first, one chunk per batch received: dropping the oldest when full takes
   * whole chunks off the front, so a full queue (a database away, or slower than the events
   * arriving) costs a request no more than an empty one.
   */
  #pending: (readonly EventRow[])[] = [];
  #count = 0;
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
    this.#pending.push(rows);
    this.#count += rows.length;
    this.#trim();
    if (this.#count >= this.options.flushAt && !this.#flushing && !this.#failing)
      void this.flush().catch(() => undefined);
    else this.#schedule(this.options.flushMs);
  }

  get pending(): number {
    return this.#count;
  }

  /** Events dropped since the last successful write, the queue being full. */
  get dropped(): number {
    return this.#dropped;
  }

  /**
   * Writes everything queued so far; resolves once it is in the database (rejects when the
   * database refused it: the events stay queued). Flushes run one at a time.
   */
  async flush(): Promise<void> {
    while (this.#flushing) await this.#flushing.catch(() => undefined);
    if (this.#count === 0) return;
    const chunks = this.#pending;
    this.#pending = [];
    this.#count = 0;
    this.#flushing = this.#write(chunks);
    try {
      await this.#flushing;
    } finally {
      this.#flushing = undefined;
    }
    // What arrived during the write: at once if it is a chunk already, else on the timer.
    if (this.#count >= this.options.flushAt) void this.flush().catch(() => undefined);
    else if (this.#count > 0) this.#schedule(this.options.flushMs);
  }

  async #write(chunks: (readonly EventRow[])[]): Promise<void> {
    const rows = chunks.flat();
    try {
      await writeEvents(this.db, rows, await aggregateInSlices(rows));
      if (this.#failing || this.#dropped > 0) {
        this.log.info({ dropped: this.#dropped }, 'analytics events written again');
        this.#failing = false;
        this.#dropped = 0;
      }
    } catch (error) {
      // Back in front of what came meanwhile, in order; the cap still holds.
      this.#pending = [rows, ...this.#pending];
      this.#count += rows.length;
      this.#trim();
      if (!this.#failing)
        this.log.warn({ err: error }, 'analytics events not written; kept to retry');
      this.#failing = true;
      this.#schedule(this.options.flushMs * 5);
      throw error;
    }
  }

  /** Drops the oldest events beyond `maxPending`, saying so once until the next good write. */
  #trim(): void {
    let over = this.#count - this.options.maxPending;
    if (over <= 0) return;
    if (this.#dropped === 0)
      this.log.warn(
        { maxPending: this.options.maxPending },
        'analytics queue full: dropping the oldest events until a write succeeds',
      );
    this.#dropped += over;
    this.#count -= over;
    while (over > 0) {
      const first = this.#pending[0] as readonly EventRow[];
      if (first.length <= over) {
        this.#pending.shift();
        over -= first.length;
      } else {
        this.#pending[0] = first.slice(over);
        over = 0;
      }
    }
  }

  #schedule(ms: number): void {
    this.#timer ??= setTimeout(() => {
      this.#timer = undefined;
      void this.flush().catch(() => undefined);
    }, ms);
  }

  /** Writes what is pending and stops the timer (on server close). */
  async close(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.flush().catch((error: unknown) =>
      this.log.warn({ err: error, lost: this.#count }, 'analytics events lost at close'),
    );
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
