import type { Insertable, Kysely, Selectable } from 'kysely';
import type { CountryTable, Database } from '../../db/schema.ts';
import { COUNTRY_LICENSE, COUNTRY_SOURCE } from '../../db/seed/countries.ts';
import { nameOf, uniqueSlug } from './unique.ts';

export type BuiltCountry = Selectable<CountryTable>;
export type CountryOverrides = Partial<Insertable<CountryTable>>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The first two-letter code, from 'XA' on, that no country row has yet. */
async function freeCode(db: Kysely<Database>): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('country').select('code').execute()).map((c) => c.code),
  );
  for (const first of `X${LETTERS}`) {
    for (const second of LETTERS) {
      if (!taken.has(first + second)) return first + second;
    }
  }
  throw new Error('No free country code left');
}

/**
 * Adds a country (a free code, a unique slug and name, bounds of ±5° around its centre unless
 * given) the way the seed's countries step does, and returns its row.
 */
export async function buildCountry(
  db: Kysely<Database>,
  overrides: CountryOverrides = {},
): Promise<BuiltCountry> {
  const slug = overrides.slug ?? uniqueSlug('country');
  const latitude = overrides.latitude ?? 0;
  const longitude = overrides.longitude ?? 0;
  return db
    .insertInto('country')
    .values({
      code: overrides.code ?? (await freeCode(db)),
      name: nameOf(slug),
      north: Math.min(latitude + 5, 90),
      south: Math.max(latitude - 5, -90),
      east: longitude + 5,
      west: longitude - 5,
      source: COUNTRY_SOURCE,
      license: COUNTRY_LICENSE,
      ...overrides,
      slug,
      latitude,
      longitude,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
