import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { WherePlace, WhereSpecies } from './where-parser.ts';

/** Species divers see somewhere, with the number of spots where they do. */
export async function speciesWithSightings(db: Kysely<Database>): Promise<WhereSpecies[]> {
  const rows = await db
    .selectFrom('species')
    .innerJoin('species_sighting', 'species_sighting.species_id', 'species.id')
    .select([
      'species.slug',
      'species.common_name as name',
      sql<string>`count(DISTINCT species_sighting.spot_id)`.as('spots'),
    ])
    .groupBy(['species.id', 'species.slug', 'species.common_name'])
    .execute();
  return rows.map((r) => ({ slug: r.slug, name: r.name, spots: Number(r.spots) }));
}

/** Every country and region, with its box. */
export async function placesWithBounds(db: Kysely<Database>): Promise<WherePlace[]> {
  const [countries, regions] = await Promise.all([
    db.selectFrom('country').select(['name', 'north', 'east', 'south', 'west']).execute(),
    db.selectFrom('region').select(['name', 'north', 'east', 'south', 'west']).execute(),
  ]);
  const place =
    (kind: WherePlace['kind']) =>
    (r: { name: string; north: number; east: number; south: number; west: number }) => ({
      kind,
      name: r.name,
      bounds: { north: r.north, east: r.east, south: r.south, west: r.west },
    });
  return [...countries.map(place('country')), ...regions.map(place('region'))];
}
