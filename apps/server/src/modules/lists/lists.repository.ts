import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { BookmarkItem, BookmarkType } from '@divespot/shared/bookmarks';
import type { BookmarkFolderTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type ListRow = Selectable<BookmarkFolderTable>;

/** The table holding each kind of saved item. */
const ITEM_TABLES = {
  DIVE_SPOT: 'spot',
  DIVE_CENTER: 'dive_center',
  MARINE_LIFE: 'species',
} as const satisfies Record<BookmarkType, keyof Database>;

/** The user's lists with each one's item count and first item, and the lists' version. */
export async function listSummaries(db: Db, userId: number) {
  const rows = await db
    .selectFrom('bookmark_folder as f')
    .selectAll('f')
    .select((eb) => [
      eb
        .selectFrom('bookmark_item as i')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('i.folder_id', '=', 'f.id')
        .as('item_count'),
      eb
        .selectFrom('bookmark_item as i')
        .select(sql<string>`i.type || ':' || i.object_id`.as('first'))
        .whereRef('i.folder_id', '=', 'f.id')
        .orderBy('i.position')
        .limit(1)
        .as('first_item'),
    ])
    .where('f.user_id', '=', userId)
    .orderBy('f.is_default', 'desc')
    .orderBy('f.created_at')
    .orderBy('f.id')
    .execute();
  return rows;
}

/** The version of a user's lists: raised by every change to them (migration 0012). */
export async function listsVersion(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('bookmark_version')
    .select('version')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return String(row?.version ?? 0);
}

export async function countLists(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('bookmark_folder')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listById = (db: Db, id: number) =>
  db.selectFrom('bookmark_folder').selectAll().where('id', '=', id).executeTakeFirst();

/** The list a slug names: its current slug or any earlier one. */
export const listBySlug = (db: Db, slug: string) =>
  db
    .selectFrom('bookmark_folder_slug as s')
    .innerJoin('bookmark_folder as f', 'f.id', 's.folder_id')
    .selectAll('f')
    .where('s.slug', '=', slug)
    .executeTakeFirst();

/** Claims a slug for a list; false when another list has it. */
export async function claimSlug(db: Db, listId: number, slug: string): Promise<boolean> {
  const row = await db
    .insertInto('bookmark_folder_slug')
    .values({ slug, folder_id: listId })
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('slug')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewList {
  userId: number;
  name: string;
  slug: string;
  privacy: string;
  isDefault: boolean;
}

export const insertList = (db: Db, f: NewList) =>
  db
    .insertInto('bookmark_folder')
    .values({
      user_id: f.userId,
      name: f.name,
      slug: f.slug,
      privacy: f.privacy,
      is_default: f.isDefault,
    })
    .onConflict((oc) => oc.column('user_id').where('is_default', '=', true).doNothing())
    .returningAll()
    .executeTakeFirst();

export const updateList = (
  db: Db,
  id: number,
  change: Partial<Pick<ListRow, 'name' | 'slug' | 'description' | 'privacy'>>,
) =>
  db
    .updateTable('bookmark_folder')
    .set({ ...change, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const deleteList = (db: Db, id: number) =>
  db.deleteFrom('bookmark_folder').where('id', '=', id).execute();

/** The items of some lists, each list's in its order. */
export async function itemsOf(db: Db, listIds: number[]): Promise<Map<number, BookmarkItem[]>> {
  const items = new Map<number, BookmarkItem[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return items;
  const rows = await db
    .selectFrom('bookmark_item')
    .select(['folder_id', 'type', 'object_id'])
    .where('folder_id', 'in', listIds)
    .orderBy('folder_id')
    .orderBy('position')
    .execute();
  for (const r of rows) {
    items.get(r.folder_id)?.push({ objectId: r.object_id, type: r.type as BookmarkType });
  }
  return items;
}

export async function countItems(db: Db, listId: number): Promise<number> {
  const row = await db
    .selectFrom('bookmark_item')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('folder_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds an item at the end of a list; false when the list holds it already (nothing changes). */
export async function addItem(db: Db, listId: number, item: BookmarkItem): Promise<boolean> {
  const row = await db
    .insertInto('bookmark_item')
    .values((eb) => ({
      folder_id: listId,
      type: item.type,
      object_id: item.objectId,
      position: eb
        .selectFrom('bookmark_item')
        .select(sql<number>`coalesce(max(position), 0) + 1`.as('p'))
        .where('folder_id', '=', listId),
    }))
    .onConflict((oc) => oc.columns(['folder_id', 'type', 'object_id']).doNothing())
    .returning('object_id')
    .executeTakeFirst();
  return row !== undefined;
}

export const removeItem = (db: Db, listId: number, item: BookmarkItem) =>
  db
    .deleteFrom('bookmark_item')
    .where('folder_id', '=', listId)
    .where('type', '=', item.type)
    .where('object_id', '=', item.objectId)
    .execute();

/** Whether a spot, dive center or species with this id exists. */
export async function itemExists(db: Db, item: BookmarkItem): Promise<boolean> {
  const row = await db
    .selectFrom(ITEM_TABLES[item.type])
    .select('id')
    .where('id', '=', item.objectId)
    .executeTakeFirst();
  return row !== undefined;
}

/** One page of public lists, newest change first, with the owner's first name and item count. */
export async function publicLists(db: Db, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('bookmark_folder as f')
      .innerJoin('app_user as u', 'u.id', 'f.user_id')
      .select([
        'f.id',
        'f.name',
        'f.slug',
        'f.description',
        'f.updated_at',
        'u.first_name',
        (eb) =>
          eb
            .selectFrom('bookmark_item as i')
            .select((e) => e.fn.countAll<string>().as('n'))
            .whereRef('i.folder_id', '=', 'f.id')
            .as('item_count'),
      ])
      .where('f.privacy', '=', 'PUBLIC')
      .orderBy('f.updated_at', 'desc')
      .orderBy('f.id', 'desc')
      .limit(size)
      .offset(page * size)
      .execute(),
    db
      .selectFrom('bookmark_folder')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('privacy', '=', 'PUBLIC')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The owner's first name of a list. */
export async function ownerName(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom('app_user')
    .select('first_name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.first_name ?? '';
}

/**
 * Moves one item of a list to `index` (0-based, clamped to the list); the others keep their
 * order. False when the list does not hold the item.
 */
export async function moveItem(
  db: Db,
  listId: number,
  item: BookmarkItem,
  index: number,
): Promise<boolean> {
  const rows = await db
    .selectFrom('bookmark_item')
    .select(['type', 'object_id'])
    .where('folder_id', '=', listId)
    .orderBy('position')
    .forUpdate()
    .execute();
  const from = rows.findIndex((r) => r.type === item.type && r.object_id === item.objectId);
  if (from < 0) return false;
  const [moved] = rows.splice(from, 1);
  if (!moved) return false;
  rows.splice(Math.min(index, rows.length), 0, moved);
  const types = rows.map((r) => r.type);
  const ids = rows.map((r) => r.object_id);
  await sql`UPDATE bookmark_item AS i SET position = v.position
    FROM unnest(${types}::text[], ${ids}::bigint[]) WITH ORDINALITY AS v(type, object_id, position)
    WHERE i.folder_id = ${listId} AND i.type = v.type AND i.object_id = v.object_id
      AND i.position IS DISTINCT FROM v.position`.execute(db);
  return true;
}

/** What a list's page shows of its items, by kind; items deleted since are left out. */
export async function entryRows(db: Db, items: BookmarkItem[]) {
  const ids = (type: BookmarkType) => items.filter((i) => i.type === type).map((i) => i.objectId);
  const spotIds = ids('DIVE_SPOT');
  const centerIds = ids('DIVE_CENTER');
  const speciesIds = ids('MARINE_LIFE');
  const [spots, centers, species] = await Promise.all([
    spotIds.length === 0
      ? []
      : db
          .selectFrom('spot as s')
          .leftJoin('country as c', 'c.id', 's.country_id')
          .leftJoin('region as r', 'r.id', 's.region_id')
          .select([
            's.id',
            's.slug',
            's.name',
            's.latitude',
            's.longitude',
            's.depth_min',
            's.depth_max',
            's.level',
            'c.code as country_code',
            'c.name as country_name',
            's.region_id',
            'r.name as region_name',
          ])
          .where('s.id', 'in', spotIds)
          .execute(),
    centerIds.length === 0
      ? []
      : db
          .selectFrom('dive_center as d')
          .leftJoin('country as c', 'c.id', 'd.country_id')
          .leftJoin('region as r', 'r.id', 'd.region_id')
          .select([
            'd.id',
            'd.slug',
            'd.name',
            'd.latitude',
            'd.longitude',
            'c.code as country_code',
            'c.name as country_name',
            'd.region_id',
            'r.name as region_name',
          ])
          .where('d.id', 'in', centerIds)
          .execute(),
    speciesIds.length === 0
      ? []
      : db
          .selectFrom('species')
          .select(['id', 'slug', 'common_name', 'scientific_name', 'depth_min', 'depth_max'])
          .where('id', 'in', speciesIds)
          .execute(),
  ]);
  return { spots, centers, species };
}

/** Every saved item of the user with the list holding it, the most recently changed list first. */
export const savedItemRows = (db: Db, userId: number) =>
  db
    .selectFrom('bookmark_item as i')
    .innerJoin('bookmark_folder as f', 'f.id', 'i.folder_id')
    .select(['i.type', 'i.object_id', 'i.folder_id'])
    .where('f.user_id', '=', userId)
    .orderBy('f.updated_at', 'desc')
    .orderBy('f.id')
    .orderBy('i.position')
    .execute();
