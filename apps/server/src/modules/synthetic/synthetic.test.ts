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
      await new SyntheticSpotService(database.db).addSyntheticSpots(600, (n) => progress.push(n)),
    ).toBe(600);
    expect(progress.at(-1)).toBe(600);
    expect(await countSyntheticSpots(database.db)).toBe(600);
    await new SyntheticSpotService(database.db).addSyntheticSpots(200);
    expect(await countSpots()).toBe(realSpots + 800);

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

  it('gives each synthetic spot the sightings and season of a real spot near it', async () => {
    const { rows } = await sql<{ spots: number; seeing: number; unlike: number }>`
      SELECT count(*)::int AS spots,
             count(*) FILTER (WHERE EXISTS (
               SELECT 1 FROM species_sighting ss WHERE ss.spot_id = s.id))::int AS seeing,
             -- a synthetic spot whose sightings no real spot within 80 km has as they are
             count(*) FILTER (WHERE EXISTS (SELECT 1 FROM species_sighting ss
               WHERE ss.spot_id = s.id) AND NOT EXISTS (
               SELECT 1 FROM spot r WHERE NOT r.synthetic
                 AND earth_distance(ll_to_earth(r.latitude, r.longitude),
                                    ll_to_earth(s.latitude, s.longitude)) < 80000
                 AND r.best_months IS NOT DISTINCT FROM s.best_months
                 AND (SELECT array_agg((ss.species_id, ss.months) ORDER BY ss.species_id)
                        FROM species_sighting ss WHERE ss.spot_id = r.id)
                   = (SELECT array_agg((ss.species_id, ss.months) ORDER BY ss.species_id)
                        FROM species_sighting ss WHERE ss.spot_id = s.id)))::int AS unlike
      FROM spot s WHERE s.synthetic`.execute(database.db);
    const real = await sql<{ share: number }>`
      SELECT (count(DISTINCT ss.spot_id)::float8 / count(DISTINCT s.id)) AS share
      FROM spot s LEFT JOIN species_sighting ss ON ss.spot_id = s.id WHERE NOT s.synthetic`.execute(
      database.db,
    );
    const { spots, seeing, unlike } = rows[0]!;
    expect(spots).toBe(800);
    expect(unlike).toBe(0);
    // Synthetic spots copy a random real spot's sightings: about as many see something.
    expect(seeing / spots).toBeGreaterThan(real.rows[0]!.share * 0.7);
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
    expect(await deleteSyntheticSpots(database.db)).toBe(1100);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM species_sighting
      WHERE spot_id NOT IN (SELECT id FROM spot WHERE NOT synthetic)`.execute(database.db);
    expect(left.rows[0]!.n).toBe(0);
    expect(await countSpots()).toBe(realSpots);
  });
});
