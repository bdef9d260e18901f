import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database, DiveCenterTable } from '../../db/schema.ts';

/** A dive center with its country and region, as the console edits it. */
export const findCenterRecord = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('dive_center')
    .leftJoin('country', 'country.id', 'dive_center.country_id')
    .leftJoin('region', 'region.id', 'dive_center.region_id')
    .selectAll('dive_center')
    .select([
      'country.code as country_code',
      'country.slug as country_slug',
      'country.name as country_name',
      'region.slug as region_slug',
      'region.name as region_name',
    ])
    .where('dive_center.id', '=', id)
    .executeTakeFirst();

export type CenterRecord = NonNullable<Awaited<ReturnType<typeof findCenterRecord>>>;

/** Locks a dive center for a change; false when there is no such center. */
export async function lockCenter(db: Kysely<Database>, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('dive_center')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns a console edit writes (the center's position among them). */
export type CenterColumns = Omit<
  Insertable<DiveCenterTable>,
  'id' | 'slug' | 'location' | 'source' | 'license' | 'sample' | 'rating'
>;

const located = <T extends CenterColumns>(columns: T) => ({
  ...columns,
  location: sql<string>`point(${columns.longitude}, ${columns.latitude})`,
});

export async function insertCenter(
  db: Kysely<Database>,
  center: CenterColumns & Pick<Insertable<DiveCenterTable>, 'slug' | 'source' | 'license'>,
): Promise<number> {
  const row = await db
    .insertInto('dive_center')
    // A center the team enters is a real one, not an example listing.
    .values({ ...located(center), sample: false })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCenter(
  db: Kysely<Database>,
  id: number,
  center: CenterColumns,
): Promise<void> {
  await db.updateTable('dive_center').set(located(center)).where('id', '=', id).execute();
}
