import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** How often an ongoing outage is summed up in the log. */
export const OUTAGE_SUMMARY_MS = 10_000;
/** How often the database is asked whether it is back, during an outage. */
export const OUTAGE_PROBE_MS = 1000;

export interface OutageLogOptions {
  log: FastifyBaseLogger;
  /** Resolves when the database answers; rejects while it does not. */
  probe: () => Promise<unknown>;
  summaryMs?: number;
  probeMs?: number;
}

/** The cheapest question the database can answer. */
export const selectOne = async (db: Kysely<Database>) => {
  await sql`SELECT 1`.execute(db);
};

/** What an error says, without its stack: the code and the first line of the message. */
function reasonOf(error: unknown): { code?: string; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(error);
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: text.split('\n', 1)[0] ?? '',
  };
}

interface Outage {
  startedAt: number;
  failed: number;
  failedSinceSummary: number;
  summary: NodeJS.Timeout;
  probe: NodeJS.Timeout;
  probing: boolean;
  counted: WeakSet<object>;
}

/**
 * The log of database outages, one per server instance. While PostgreSQL is away every request
 * that needs it fails the same way; a warning with a stack for each (3,771 lines in 20 s under
 * 20 clients) drowned everything else. So an outage is logged as: one warning when the first
 * failure is seen (with its reason), one summary every 10 s with the number of requests that
 * failed in it, and one line when a probe (`SELECT 1` each second) finds the database back,
 * with how long it was away and how many requests failed in all.
 */
export class DatabaseOutageLog {
  #outage: Outage | undefined;
  readonly #log: FastifyBaseLogger;
  readonly #probe: () => Promise<unknown>;
  readonly #summaryMs: number;
  readonly #probeMs: number;

  constructor({ log, probe, summaryMs, probeMs }: OutageLogOptions) {
    this.#log = log;
    this.#probe = probe;
    this.#summaryMs = summaryMs ?? OUTAGE_SUMMARY_MS;
    this.#probeMs = probeMs ?? OUTAGE_PROBE_MS;
  }

  /** Whether an outage is going on (seen and not yet found over). */
  get ongoing(): boolean {
    return this.#outage !== undefined;
  }

  /**
   * A request failed because the database did not answer. Given the request, it is counted once
   * however many of its queries failed (a page's head and its data).
   */
  requestFailed(error: unknown, request?: object): void {
    const outage = this.#outage ?? this.#start(error, 'a request');
    if (request) {
      if (outage.counted.has(request)) return;
      outage.counted.add(request);
    }
    outage.failed++;
    outage.failedSinceSummary++;
  }

  /** A pooled connection was lost outside any request (the database restarted or went away). */
  connectionLost(error: unknown): void {
    if (!this.#outage) this.#start(error, 'a pooled connection');
  }

  /** Stops the timers (the server is closing); an outage still going on is not summed up. */
  close(): void {
    if (!this.#outage) return;
    clearInterval(this.#outage.summary);
    clearInterval(this.#outage.probe);
    this.#outage = undefined;
  }

  #start(error: unknown, seenBy: string): Outage {
    const summary = setInterval(() => this.#summarise(), this.#summaryMs);
    const probe = setInterval(() => void this.#checkBack(), this.#probeMs);
    summary.unref();
    probe.unref();
    const outage: Outage = {
      startedAt: Date.now(),
      failed: 0,
      failedSinceSummary: 0,
      summary,
      probe,
      probing: false,
      counted: new WeakSet(),
    };
    this.#outage = outage;
    this.#log.warn(
      { reason: reasonOf(error), seenBy },
      'database unavailable: requests that need it answer 503 until it is back',
    );
    return outage;
  }

  #summarise() {
    const outage = this.#outage;
    if (!outage) return;
    const seconds = Math.round(this.#summaryMs / 1000);
    this.#log.warn(
      {
        failedRequests: outage.failedSinceSummary,
        failedInAll: outage.failed,
        downForSeconds: Math.round((Date.now() - outage.startedAt) / 1000),
      },
      `database still unavailable: ${outage.failedSinceSummary} requests failed in the last ${seconds} s`,
    );
    outage.failedSinceSummary = 0;
  }

  async #checkBack() {
    const outage = this.#outage;
    if (!outage || outage.probing) return;
    outage.probing = true;
    try {
      await this.#probe();
    } catch {
      return;
    } finally {
      outage.probing = false;
    }
    if (this.#outage !== outage) return;
    this.close();
    const downForMs = Date.now() - outage.startedAt;
    this.#log.info(
      { downForMs, failedRequests: outage.failed },
      `database available again after ${(downForMs / 1000).toFixed(1)} s; ${outage.failed} requests failed meanwhile`,
    );
  }
}
