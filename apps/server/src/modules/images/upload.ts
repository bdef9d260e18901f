import { randomBytes } from 'node:crypto';
import type { preValidationHookHandler } from 'fastify';
import sharp from 'sharp';
import { IMAGE_BODY_TYPES } from '@divespot/shared/api-schemas';
import { invalidImage, unsupportedMediaType } from '../../http/errors.ts';
import type { ApiApp } from '../../http/route.ts';
import type { ImageStorage } from './image-storage.ts';

/** The largest image body an upload takes (413 beyond it). */
export const UPLOAD_LIMIT = 8 * 1024 * 1024;
/** Larger pictures are refused before they are decoded (a small file can claim huge sides). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Lets the routes of the plugin `app` take a raw JPEG, PNG or WebP body as its bytes, up to
 * UPLOAD_LIMIT. Call it in the plugin that registers the upload routes: other plugins keep
 * refusing image bodies.
 */
export function acceptImageBodies(app: ApiApp): void {
  app.addContentTypeParser(
    [...IMAGE_BODY_TYPES],
    { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT },
    (_request, body, done) => {
      done(null, body);
    },
  );
}

/** A route's `preValidation`: 415 unless the body is sent as a JPEG, PNG or WebP image. */
export const imageBodyOnly =
  (message: string): preValidationHookHandler =>
  (request, _reply, done) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    done(
      (IMAGE_BODY_TYPES as readonly string[]).includes(type ?? '')
        ? undefined
        : unsupportedMediaType(message),
    );
  };

/** How an upload is kept: a square of `square` px (cropped to fill), or its own shape within `within` px. */
export type UploadShape = { square: number } | { within: number };

/** An upload as stored, for its `image` row. */
export interface StoredUpload {
  storageKey: string;
  mime: 'image/webp';
  width: number;
  height: number;
}

/**
 * Decodes an uploaded JPEG, PNG or WebP (EXIF orientation applied), resizes it to `shape`,
 * encodes it as WebP and stores it under `folder` with a random name. 400 `INVALID_IMAGE`
 * (field `body`) when the bytes are not such an image; `message` is the error's message.
 */
export async function storeUpload(
  storage: ImageStorage,
  folder: string,
  bytes: Buffer,
  shape: UploadShape,
  message?: string,
): Promise<StoredUpload> {
  let encoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const resized =
      'square' in shape
        ? image.resize(shape.square, shape.square, { fit: 'cover' })
        : image.resize(shape.within, shape.within, { fit: 'inside', withoutEnlargement: true });
    encoded = await resized.webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
  } catch {
    throw invalidImage('body', 'is not a readable JPEG, PNG or WebP image', message);
  }
  const storageKey = `${folder}/${randomBytes(8).toString('hex')}.webp`;
  await storage.put(storageKey, encoded.data);
  return {
    storageKey,
    mime: 'image/webp',
    width: encoded.info.width,
    height: encoded.info.height,
  };
}
