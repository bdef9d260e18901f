import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { ImageSizeQuery } from '@divespot/shared/media';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import type { ImageStorage } from './image-storage.ts';
import { etagOf } from './image-response.ts';
import { findImage } from './images.repository.ts';

const MB = 1024 * 1024;

/** Uploaded photos, served as WebP at their own size or resized, from a memory cache when hot. */
export class PhotoService {
  private readonly cache = new LruCache<string, Buffer>({ maxEntries: 1000, maxSize: 96 * MB });

  private readonly db: Kysely<Database>;
  private readonly storage: ImageStorage;
  private readonly log: FastifyBaseLogger;

  constructor(db: Kysely<Database>, storage: ImageStorage, log: FastifyBaseLogger) {
    this.db = db;
    this.storage = storage;
    this.log = log;
  }

  /** The photo's ETag and a renderer; 404 for an unknown id. */
  async find(id: number, size: ImageSizeQuery = {}) {
    const row = await findImage(this.db, id);
    if (!row) throw notFound('No image with that id.');
    const key = `${id}:${size.width ?? ''}x${size.height ?? ''}`;
    return {
      etag: etagOf('photo', key),
      render: async () => {
        const hit = this.cache.get(key);
        if (hit) return hit;
        const original = await this.storage.get(row.storage_key);
        if (!original) {
          this.log.warn({ imageId: id, key: row.storage_key }, 'image bytes missing from storage');
          throw notFound('No image with that id.');
        }
        const body = await renderPhoto(original, size);
        this.cache.set(key, body, body.length);
        return body;
      },
    };
  }
}

/** EXIF orientation applied, then resized (cover when both sides are given) and WebP-encoded. */
export async function renderPhoto(original: Buffer, size: ImageSizeQuery): Promise<Buffer> {
  let image = sharp(original, { failOn: 'error' }).rotate();
  if (size.width !== undefined || size.height !== undefined)
    image = image.resize({
      width: size.width,
      height: size.height,
      fit: size.width !== undefined && size.height !== undefined ? 'cover' : 'inside',
    });
  return image.webp({ quality: 80, effort: 4 }).toBuffer();
}
