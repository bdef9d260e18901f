import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, SpeciesTable } from '../../db/schema.ts';

/** A species as its editor opens it: every column. */
export const findSpeciesRecord = (db: Kysely<Database>, id: number) =>
  db.selectFrom('species').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks a species for a change; false when there is no such species. */
export async function lockSpecies(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('species')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Every sighting of a species, synthetic spots too (an editor sees what is stored), by spot name. */
export const findSpeciesSightings = (db: Kysely<Database>, speciesId: number) =>
  db
    .selectFrom('species_sighting')
    .innerJoin('spot', 'spot.id', 'species_sighting.spot_id')
    .select(['spot.id as spot_id', 'spot.name as spot_name', 'species_sighting.months'])
    .where('species_sighting.species_id', '=', speciesId)
    .orderBy('spot.name')
    .orderBy('spot.id')
    .execute();

/** The ids among `ids` that are no spot's. */
export async function unknownSpotIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await db.selectFrom('spot').select('id').where('id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** Whether another species than `exceptId` has this scientific name (it is unique). */
export async function scientificNameTaken(
  db: Kysely<Database>,
  name: string,
  exceptId: number | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('species')
    .select('id')
    .where('scientific_name', '=', name)
    .$if(exceptId !== null, (q) => q.where('id', '!=', exceptId ?? 0))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSpecies(
  db: Kysely<Database>,
  values: Insertable<SpeciesTable>,
): Promise<number> {
  const row = await db
    .insertInto('species')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSpecies(
  db: Kysely<Database>,
  id: number,
  values: Updateable<SpeciesTable>,
): Promise<void> {
  await db.updateTable('species').set(values).where('id', '=', id).execute();
}

/** The species' sightings become exactly `sightings`. */
export async function replaceSightings(
  db: Kysely<Database>,
  speciesId: number,
  sightings: readonly { spotId: number; months: number[] }[],
): Promise<void> {
  await db.deleteFrom('species_sighting').where('species_id', '=', speciesId).execute();
  if (!sightings.length) return;
  await db
    .insertInto('species_sighting')
    .values(sightings.map((s) => ({ species_id: speciesId, spot_id: s.spotId, months: s.months })))
    .execute();
}
