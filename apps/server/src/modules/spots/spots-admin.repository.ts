import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, SpotTable } from '../../db/schema.ts';
import { spotRows } from './spots.repository.ts';

/** A spot with its country and region, as the console edits it. */
export const findAdminSpotRow = (db: Kysely<Database>, id: number) =>
  spotRows(db).where('spot.id', '=', id).executeTakeFirst();

export type AdminSpotRow = NonNullable<Awaited<ReturnType<typeof findAdminSpotRow>>>;

/** Locks a spot for a change; false when there is no such spot. */
export async function lockSpot(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('spot')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns a console edit writes (the spot's position among them). */
export type SpotColumns = Omit<
  Insertable<SpotTable>,
  'id' | 'slug' | 'location' | 'source' | 'license' | 'created_at' | 'updated_at'
>;

const located = (columns: SpotColumns) => ({
  ...columns,
  location: sql<string>`point(${columns.longitude}, ${columns.latitude})`,
});

export async function insertSpot(
  db: Kysely<Database>,
  spot: SpotColumns & Pick<Insertable<SpotTable>, 'slug' | 'source' | 'license'>,
): Promise<number> {
  const row = await db
    .insertInto('spot')
    .values(located(spot) as Insertable<SpotTable>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateSpot(
  db: Kysely<Database>,
  id: number,
  spot: SpotColumns,
): Promise<void> {
  await db
    .updateTable('spot')
    .set({ ...located(spot), updated_at: sql`now()` } as Updateable<SpotTable>)
    .where('id', '=', id)
    .execute();
}
