import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { countSyntheticSpots, deleteSyntheticSpots } from './synthetic.repository.ts';
import { SyntheticSpotService } from './synthetic.service.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let realSpots: number;

const countSpots = async () =>
  Number(
    (
      await database.db
        .selectFrom('spot')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase({ from: 'seeded' }));
  realSpots = await countSpots();
});
afterAll(() => drop());

describe('synthetic spots', () => {
  it('adds the requested number, flagged, near real spots, with unique slugs', async () => {
    const progress: number[] = [];
    expect(
      await new SyntheticSpotService(database.db).addSyntheticSpots(1500, (n) => progress.push(n)),
    ).toBe(1500);
    expect(progress.at(-1)).toBe(1500);
    expect(await countSyntheticSpots(database.db)).toBe(1500);
    await new SyntheticSpotService(database.db).addSyntheticSpots(500);
    expect(await countSpots()).toBe(realSpots + 2000);

    const { rows } = await sql<{ far: number; bad: number }>`
      SELECT
        count(*) FILTER (WHERE NOT EXISTS (
          SELECT 1 FROM spot r WHERE NOT r.synthetic
            AND earth_distance(ll_to_earth(r.latitude, r.longitude),
                               ll_to_earth(s.latitude, s.longitude)) < 80000))::int AS far,
        count(*) FILTER (WHERE s.source <> 'synthetic' OR s.level IS NULL
                           OR s.depth_min > s.depth_max OR s.location[0] <> s.longitude
                           OR cardinality(s.activities) = 0)::int AS bad
      FROM spot s WHERE s.synthetic`.execute(database.db);
    expect(rows[0]).toEqual({ far: 0, bad: 0 });
  });

  it('leaves the query planner knowing how many spots there are', async () => {
    const estimate = async () =>
      (
        await sql<{
          n: number;
        }>`SELECT reltuples::int AS n FROM pg_class WHERE relname = 'spot'`.execute(database.db)
      ).rows[0]?.n;
    const before = await countSpots();
    await new SyntheticSpotService(database.db).addSyntheticSpots(300);
    // PGlite never analyzes on its own: a stale estimate makes nearby read every spot in a box.
    expect(await estimate()).toBe(before + 300);
  });

  it('removes every synthetic spot with one call and leaves real ones', async () => {
    expect(await deleteSyntheticSpots(database.db)).toBe(2300);
    expect(await countSpots()).toBe(realSpots);
  });
});
