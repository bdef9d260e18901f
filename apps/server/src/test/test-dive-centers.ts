import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedDiveCenterSchema, type SeedDiveCenter } from '../db/seed/data/schema.ts';
import { loadSeedDataset } from '../db/seed/data/dataset.ts';
import { seedDiveContent } from '../db/seed/dive-content.ts';

/**
 * A dive center that publishes everything (phone, e-mail, weekly hours with a closed day, a
 * rating), in the Exuma Cays (America/Nassau): open 08:00–16:00, closed on Sundays.
 */
export const TEST_CENTER = {
  slug: 'cays-test-divers',
  name: 'Cays Test Divers',
  region: 'exuma-cays',
  address: 'Staniel Cay, Exuma, Bahamas',
  latitude: 24.172,
  longitude: -76.44,
  phone: '+1 242 555 0100',
  email: 'desk@cays-test-divers.test',
  website: 'https://cays-test-divers.test',
  agencies: ['PADI'],
  services: ['guided-dives', 'boat-dives'],
  languages: ['en'],
  hours: {
    mon: { open: '08:00', close: '16:00' },
    tue: { open: '08:00', close: '16:00' },
    wed: { open: '08:00', close: '16:00' },
    thu: { open: '08:00', close: '16:00' },
    fri: { open: '08:00', close: '16:00' },
    sat: { open: '08:00', close: '16:00' },
    sun: 'closed',
  },
  rating: 4.6,
} satisfies SeedDiveCenter;

/**
 * Adds a dive center (TEST_CENTER with `overrides`) through the seed's own insert, in a region
 * of the seed dataset, and returns its id.
 */
export async function insertTestDiveCenter(
  db: Kysely<Database>,
  overrides: Partial<SeedDiveCenter> = {},
): Promise<number> {
  const center = seedDiveCenterSchema.parse({ ...TEST_CENTER, ...overrides });
  // The seed places a center in its region's country, so it is handed the region too (which
  // exists already and is left as it is).
  const regions = loadSeedDataset().regions.filter((r) => r.slug === center.region);
  await db
    .transaction()
    .execute((trx) =>
      seedDiveContent(trx, { regions, spots: [], species: [], diveCenters: [center] }),
    );
  const row = await db
    .selectFrom('dive_center')
    .select('id')
    .where('slug', '=', center.slug)
    .executeTakeFirstOrThrow();
  return row.id;
}
