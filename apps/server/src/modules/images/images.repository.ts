import type { Kysely } from 'kysely';
import type { ImageOwnerKind } from '@divespot/shared/images';
import type { Database } from '../../db/schema.ts';

export const findImage = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('image')
    .select(['id', 'storage_key', 'mime'])
    .where('id', '=', id)
    .executeTakeFirst();

/** What an illustration is drawn from: the record's name and the detail choosing its motif. */
export interface IllustrationSubject {
  name: string;
  /** Spot site type, species group, … (null when unknown). */
  variant: string | null;
  /** Species family, spot water type: refines the motif. */
  detail: string | null;
  /** A species' slug: which species' true colours to draw, where we draw them. */
  slug?: string | null;
  /** Country or region bounds, for the chart motif. */
  bounds?: { north: number; east: number; south: number; west: number };
}

export async function findIllustrationSubject(
  db: Kysely<Database>,
  kind: ImageOwnerKind,
  id: number,
): Promise<IllustrationSubject | undefined> {
  switch (kind) {
    case 'spot':
      return db
        .selectFrom('spot')
        .select(['name', 'site_type as variant', 'water_type as detail'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'species':
      return db
        .selectFrom('species')
        .select(['common_name as name', 'group as variant', 'family as detail', 'slug'])
        .where('id', '=', id)
        .executeTakeFirst();
    case 'center': {
      const row = await db
        .selectFrom('dive_center')
        .select(['name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { name: row.name, variant: null, detail: null };
    }
    case 'country':
    case 'region': {
      const row = await db
        .selectFrom(kind)
        .select(['name', 'north', 'east', 'south', 'west'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const { name, ...bounds } = row;
      return { name, variant: null, detail: null, bounds };
    }
  }
}

/** What an uploaded image's row records besides its id. */
export interface NewImage {
  ownerType: 'user' | 'spot' | 'species' | 'center';
  ownerId: number;
  storageKey: string;
  mime: string;
  width: number;
  height: number;
  license: string;
  /** Its place among the owner's pictures (0 unless given). */
  position?: number;
}

/** Records an uploaded image and returns its id. */
export async function insertImage(db: Kysely<Database>, image: NewImage): Promise<number> {
  const row = await db
    .insertInto('image')
    .values({
      owner_type: image.ownerType,
      owner_id: image.ownerId,
      storage_key: image.storageKey,
      mime: image.mime,
      width: image.width,
      height: image.height,
      license: image.license,
      position: image.position ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The kinds of record the console adds pictures to, as the `image` table names them. */
export type ContentImageOwner = 'spot' | 'species' | 'center';

const OWNER_TABLE = { spot: 'spot', species: 'species', center: 'dive_center' } as const;

/**
 * Locks the record a picture is added to (so pictures added at once get distinct positions and
 * the record is not deleted meanwhile); false when there is no such record.
 */
export async function lockImageOwner(
  db: Kysely<Database>,
  ownerType: ContentImageOwner,
  ownerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom(OWNER_TABLE[ownerType])
    .select('id')
    .where('id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** The position after the record's last picture (0 for its first). */
export async function nextImagePosition(
  db: Kysely<Database>,
  ownerType: ContentImageOwner,
  ownerId: number,
): Promise<number> {
  const row = await db
    .selectFrom('image')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** The columns of a content picture, as the console and the audit log show it. */
const contentImageColumns = [
  'id',
  'owner_type',
  'owner_id',
  'position',
  'width',
  'height',
  'license',
] as const;

/** A record's pictures, in their order. */
export const findOwnerImages = (
  db: Kysely<Database>,
  ownerType: ContentImageOwner,
  ownerId: number,
) =>
  db
    .selectFrom('image')
    .select(contentImageColumns)
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .orderBy('position')
    .orderBy('id')
    .execute();

/** A picture of a spot, species or dive center (not a diver's photo), locked for its deletion. */
export const lockContentImage = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('image')
    .select(contentImageColumns)
    .where('id', '=', id)
    .where('owner_type', 'in', ['spot', 'species', 'center'])
    .forUpdate()
    .executeTakeFirst();

export type ContentImageRow = NonNullable<Awaited<ReturnType<typeof lockContentImage>>>;

/** Forgets a picture's row; the stored bytes stay (storage has no delete yet). */
export async function deleteImage(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('image').where('id', '=', id).execute();
}
