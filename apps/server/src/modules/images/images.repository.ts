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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
