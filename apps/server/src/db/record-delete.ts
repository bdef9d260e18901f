import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import type { SluggedTable } from './slugs.ts';

/**
 * What points at a record the console can delete: the type divers' list items give it, and the
 * owner type of its pictures.
 */
const DEPENDENTS = {
  spot: { listItem: 'DIVE_SPOT', pictures: 'spot' },
  dive_center: { listItem: 'DIVE_CENTER', pictures: 'center' },
  species: { listItem: 'MARINE_LIFE', pictures: 'species' },
} as const satisfies Record<SluggedTable, { listItem: string; pictures: string }>;

/**
 * Deletes a spot, dive center or species with what only points at it by id: its pictures' rows
 * and the divers' list items holding it (their lists' versions rise, so every server shows the
 * lists without it). Sightings go by their foreign key, stored texts by their trigger. Call it in
 * the transaction that records the deletion.
 */
export async function deleteRecord(
  db: Kysely<Database>,
  table: SluggedTable,
  id: number,
): Promise<void> {
  const { listItem, pictures } = DEPENDENTS[table];
  await db
    .deleteFrom('bookmark_item')
    .where('type', '=', listItem)
    .where('object_id', '=', id)
    .execute();
  await db
    .deleteFrom('image')
    .where('owner_type', '=', pictures)
    .where('owner_id', '=', id)
    .execute();
  await db.deleteFrom(table).where('id', '=', id).execute();
}
