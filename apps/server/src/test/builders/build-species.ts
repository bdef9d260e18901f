import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, SpeciesTable } from '../../db/schema.ts';
import { DIVESPOT_LICENSE, DIVESPOT_SOURCE } from '../../db/seed/dive-content.ts';
import { nameOf, uniqueSlug } from './unique.ts';

export type BuiltSpecies = Selectable<SpeciesTable>;
export type SpeciesOverrides = Partial<Insertable<SpeciesTable>> & {
  /** Spots (by id) where divers see it, and in which months (all year unless given). */
  sightings?: { spotId: number; months?: number[] }[];
};

/** 'species-12' → 'speciesbc': a unique epithet of lowercase letters only. */
const epithetOf = (slug: string) =>
  slug.replace(/[0-9]/g, (d) => 'abcdefghij'.charAt(Number(d))).replace(/[^a-z]/g, '');

const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Adds a species and its sightings the way the seed does: a unique slug, common and scientific
 * name, a bony fish unless overridden; returns its row.
 */
export async function buildSpecies(
  db: Kysely<Database>,
  { sightings = [], ...overrides }: SpeciesOverrides = {},
): Promise<BuiltSpecies> {
  const slug = overrides.slug ?? uniqueSlug('species');
  const commonName = overrides.common_name ?? nameOf(slug);
  const species = await db
    .insertInto('species')
    .values({
      common_name: commonName,
      scientific_name: `Testus ${epithetOf(slug)}`,
      group: 'bony-fish',
      family: 'Testidae',
      description: `A sea creature known as ${commonName}.`,
      source: DIVESPOT_SOURCE,
      license: DIVESPOT_LICENSE,
      ...overrides,
      slug,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (sightings.length) {
    await db
      .insertInto('species_sighting')
      .values(
        sightings.map((s) => ({
          species_id: species.id,
          spot_id: s.spotId,
          months: s.months ?? ALL_YEAR,
        })),
      )
      .execute();
  }
  return species;
}
