import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface NewShareLink {
  slug: string;
  north: number;
  east: number;
  south: number;
  west: number;
  zoom: number;
  hideMenu: boolean;
  filters: Record<string, unknown>;
}

/** Stores a link; false when its slug is taken already (nothing is written then). */
export async function insertShareLink(db: Kysely<Database>, link: NewShareLink) {
  const row = await db
    .insertInto('share_link')
    .values({
      slug: link.slug,
      north: link.north,
      east: link.east,
      south: link.south,
      west: link.west,
      zoom: link.zoom,
      hide_menu: link.hideMenu,
      filters: JSON.stringify(link.filters),
    })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export const findShareLink = (db: Kysely<Database>, slug: string) =>
  db
    .selectFrom('share_link')
    .select(['north', 'east', 'south', 'west', 'zoom', 'hide_menu', 'filters'])
    .where('slug', '=', slug)
    .executeTakeFirst();

/** Counts a visit of the link; false when there is no such link. */
export async function countShareClick(db: Kysely<Database>, slug: string) {
  const row = await db
    .updateTable('share_link')
    .set({ clicks: sql`clicks + 1`, last_clicked_at: sql`now()` })
    .where('slug', '=', slug)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
