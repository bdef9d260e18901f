import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SeedDiveCenter } from '../db/seed/data/schema.ts';
import {
  buildDiveCenter,
  type BuiltDiveCenter,
  type DiveCenterOverrides,
  WEEK_HOURS,
} from './builders/build-dive-center.ts';

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
  hours: WEEK_HOURS,
  rating: 4.6,
} satisfies SeedDiveCenter;

/**
 * Adds TEST_CENTER (with `overrides`) through the dive-center builder, in a built Exuma Cays
 * region of the Bahamas unless `overrides` places it elsewhere, and returns its row.
 */
export async function buildTestCenter(
  db: Kysely<Database>,
  overrides: DiveCenterOverrides = {},
): Promise<BuiltDiveCenter> {
  return buildDiveCenter(db, {
    ...TEST_CENTER,
    region: {
      slug: 'exuma-cays',
      name: 'Exuma Cays',
      country: { code: 'BS', slug: 'bahamas', name: 'Bahamas', latitude: 24.25, longitude: -76 },
    },
    ...overrides,
  });
}
