import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { refreshPlannerStatistics } from '../../db/statistics.ts';
import { insertSyntheticSpots } from './synthetic.repository.ts';

const BATCH = 10_000;

/** Synthetic spots for load and scale testing (docs/budgets.md), placed near real ones. */
export class SyntheticSpotService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /**
   * Adds `count` synthetic spots in batches (each its own statement, so PGlite's memory stays
   * flat), reporting progress after each batch. Needs real spots to place them near.
   */
  async addSyntheticSpots(
    count: number,
    onProgress: (done: number) => void = () => undefined,
  ): Promise<number> {
    let done = 0;
    while (done < count) {
      const inserted = await insertSyntheticSpots(this.db, Math.min(BATCH, count - done));
      if (inserted === 0) throw new Error('There are no real spots to place synthetic spots near.');
      done += inserted;
      onProgress(done);
    }
    await refreshPlannerStatistics(this.db);
    return done;
  }
}
