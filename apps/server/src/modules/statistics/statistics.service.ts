import type { Kysely } from 'kysely';
import type { SiteStatistics } from '@divespot/shared/statistics';
import type { Database } from '../../db/schema.ts';
import { countCatalogue } from './statistics.repository.ts';

/** How long one count answers for: the catalogue changes by imports and edits, rarely. */
export const STATISTICS_TTL_MS = 60_000;

/**
 * The catalogue's counts for the home page, counted at most once a minute per instance. Older
 * counts are still answered at once while new ones are counted behind them, so the home page
 * never waits for the count (nor for a database that is away) once it has one.
 */
export class StatisticsService {
  #counted: { value: SiteStatistics; at: number } | undefined;
  #counting: Promise<SiteStatistics> | undefined;

  private readonly db: Kysely<Database>;
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(db: Kysely<Database>, ttlMs = STATISTICS_TTL_MS, now: () => number = Date.now) {
    this.db = db;
    this.ttlMs = ttlMs;
    this.now = now;
  }

  async counts(): Promise<SiteStatistics> {
    const counted = this.#counted;
    if (counted && this.now() - counted.at < this.ttlMs) return counted.value;
    const counting = this.#count();
    if (!counted) return counting;
    // A failed recount leaves the last counts in place; the next request tries again.
    counting.catch(() => undefined);
    return counted.value;
  }

  #count(): Promise<SiteStatistics> {
    this.#counting ??= countCatalogue(this.db)
      .then((value) => {
        this.#counted = { value, at: this.now() };
        return value;
      })
      .finally(() => {
        this.#counting = undefined;
      });
    return this.#counting;
  }
}
