import type { Kysely } from 'kysely';
import type { AdminImage } from '@divespot/shared/admin-content';
import { photoUrl } from '@divespot/shared/images';
import { recordAudit, type AuditActor } from '../../db/audit.ts';
import type { ContentVersion } from '../../db/content-version.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import type { ImageStorage } from './image-storage.ts';
import {
  deleteImage,
  insertImage,
  lockContentImage,
  lockImageOwner,
  nextImagePosition,
  type ContentImageOwner,
  type ContentImageRow,
} from './images.repository.ts';
import { storeUpload } from './upload.ts';

/** The owners of `POST /api/admin/images/{owner}/{id}`, as the `image` table names them. */
const OWNER_TYPES = {
  spots: 'spot',
  species: 'species',
  'dive-centers': 'center',
} as const satisfies Record<string, ContentImageOwner>;
export type ImageOwnerParam = keyof typeof OWNER_TYPES;

/** Pictures of records are kept at their own shape, within this many pixels each way. */
export const CONTENT_PICTURE_MAX = 2000;
/** What the `license` column says of a picture an admin uploaded. */
const UPLOADED_LICENSE = 'uploaded by an admin';
const NOT_READABLE = 'The picture could not be read.';

/** A picture as the console shows it. */
export const adminImage = (row: { id: number; width: number; height: number }): AdminImage => ({
  id: Number(row.id),
  url: photoUrl(Number(row.id)),
  width: row.width,
  height: row.height,
});

/** A picture as the audit log keeps it. */
const audited = (row: ContentImageRow) => ({
  ...adminImage(row),
  ownerType: row.owner_type,
  ownerId: Number(row.owner_id),
  position: row.position,
});

/**
 * The console's pictures of spots, species and dive centers (docs/product/admin.md#content):
 * resized within CONTENT_PICTURE_MAX px, stored as WebP, added after the record's others; each
 * change audited in its transaction, and this server's content answers dropped at once.
 */
export class ImageAdmin {
  private readonly db: Kysely<Database>;
  private readonly storage: ImageStorage;
  private readonly content: ContentVersion;

  constructor(db: Kysely<Database>, storage: ImageStorage, content: ContentVersion) {
    this.db = db;
    this.storage = storage;
    this.content = content;
  }

  async upload(
    actor: AuditActor,
    owner: ImageOwnerParam,
    ownerId: number,
    bytes: Buffer,
  ): Promise<AdminImage> {
    const ownerType = OWNER_TYPES[owner];
    const noOwner = () =>
      notFound(`No ${ownerType === 'center' ? 'dive center' : ownerType} with that id.`);
    // Checked before the picture is decoded and stored, and again under lock when it is recorded.
    if (!(await lockImageOwner(this.db, ownerType, ownerId))) throw noOwner();
    const stored = await storeUpload(
      this.storage,
      `${ownerType}/${ownerId}`,
      bytes,
      { within: CONTENT_PICTURE_MAX },
      NOT_READABLE,
    );
    const image = await this.db.transaction().execute(async (trx) => {
      if (!(await lockImageOwner(trx, ownerType, ownerId))) throw noOwner();
      const position = await nextImagePosition(trx, ownerType, ownerId);
      const id = await insertImage(trx, {
        ownerType,
        ownerId,
        ...stored,
        license: UPLOADED_LICENSE,
        position,
      });
      const row = { id, owner_type: ownerType, owner_id: ownerId, position, ...stored };
      await recordAudit(trx, actor, {
        action: 'image.create',
        subject: 'image',
        subjectId: id,
        before: null,
        after: audited({ ...row, license: UPLOADED_LICENSE }),
      });
      return adminImage(row);
    });
    this.content.changed();
    return image;
  }

  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await lockContentImage(trx, id);
      if (!row) throw notFound('No picture with that id.');
      await deleteImage(trx, id);
      await recordAudit(trx, actor, {
        action: 'image.delete',
        subject: 'image',
        subjectId: id,
        before: audited(row),
        after: null,
      });
    });
    this.content.changed();
  }
}
