import { clamp } from '@divespot/shared/numbers';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { ImageOwnerKind } from '@divespot/shared/images';
import { HERO_FORMATS, HERO_SLIDES, HERO_WIDTHS } from '@divespot/shared/hero';
import {
  ILLUSTRATION_SIZE_LIMITS,
  type HeroQuery,
  type ImageSizeQuery,
} from '@divespot/shared/media';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { LruCache } from '../../lib/lru-cache.ts';
import { centerScene } from './illustration/center-scene.ts';
import { chartScene } from './illustration/chart-scene.ts';
import { speciesScene } from './illustration/species-scene.ts';
import { spotScene } from './illustration/spot-scene.ts';
import { etagOf } from './image-response.ts';
import { findIllustrationSubject, type IllustrationSubject } from './images.repository.ts';

/** Bump whenever a drawing changes, so that cached copies are revalidated. */
const ILLUSTRATION_VERSION = 3;
const DEFAULT = { width: 800, height: 500 };

/** Requested size: both sides, or one side and the other from the default 8:5 shape. */
export function illustrationSize(size: ImageSizeQuery): { width: number; height: number } {
  const ratio = DEFAULT.height / DEFAULT.width;
  const { min, max } = ILLUSTRATION_SIZE_LIMITS;
  const within = (n: number) => clamp(Math.round(n), min, max);
  if (size.width && size.height) return { width: size.width, height: size.height };
  if (size.width) return { width: size.width, height: within(size.width * ratio) };
  if (size.height) return { width: within(size.height / ratio), height: size.height };
  return DEFAULT;
}

function drawSvg(
  kind: ImageOwnerKind,
  id: number,
  subject: IllustrationSubject,
  width: number,
  height: number,
) {
  switch (kind) {
    case 'spot':
      return spotScene(id, subject.variant, subject.detail, width, height);
    case 'species':
      return speciesScene(id, subject.variant, subject.detail, width, height, subject.slug);
    case 'center':
      return centerScene(id, width, height);
    case 'country':
    case 'region':
      return subject.bounds
        ? chartScene(`${kind}:${id}`, subject.bounds, width, height)
        : centerScene(id, width, height);
  }
}

/**
 * Generated pictures for records without photos, so no card is ever blank: deterministic per
 * record (its id seeds colours and details; its site type, group or outline picks the motif; a
 * species' slug picks its true colours where we draw them).
 */
export class IllustrationService {
  private readonly cache = new LruCache<string, Buffer>({
    maxEntries: 2000,
    maxSize: 64 * 1024 * 1024,
  });

  /** Pictures being encoded, so that requests arriving meanwhile share the work. */
  readonly #encoding = new Map<string, Promise<Buffer>>();

  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async find(kind: ImageOwnerKind, id: number, size: ImageSizeQuery) {
    const subject = await findIllustrationSubject(this.db, kind, id);
    if (!subject) throw notFound(`No ${kind} with that id.`);
    const { width, height } = illustrationSize(size);
    const b = subject.bounds;
    const etag = etagOf(
      'illustration',
      ILLUSTRATION_VERSION,
      kind,
      id,
      width,
      height,
      subject.variant,
      subject.detail,
      subject.slug,
      b && [b.north, b.east, b.south, b.west].join(','),
    );
    return {
      etag,
      render: () =>
        this.#cached(etag, () =>
          sharp(Buffer.from(drawSvg(kind, id, subject, width, height)))
            .webp({ quality: 82, effort: 4 })
            .toBuffer(),
        ),
    };
  }

  /**
   * A slide of the home page's hero: a spot scene drawn at 2:1, as WebP or AVIF (AVIF at low
   * effort: ~0.5 s for 1920 px instead of ~4 s, for a file still half WebP's size). Widths come
   * from a fixed set, so every variant can stay cached.
   */
  hero(slide: number, query: HeroQuery) {
    const s = HERO_SLIDES[slide - 1];
    if (!s) throw notFound('No such slide.');
    const width = query.width;
    const height = width / 2;
    const etag = etagOf('hero', ILLUSTRATION_VERSION, slide, width, query.format, s.seed);
    return {
      etag,
      type: `image/${query.format}`,
      render: () =>
        this.#cached(etag, () => {
          const image = sharp(
            Buffer.from(spotScene(s.seed, s.siteType, s.waterType, width, height)),
          );
          return (
            query.format === 'avif'
              ? image.avif({ quality: 55, effort: 2 })
              : image.webp({ quality: 80, effort: 4 })
          ).toBuffer();
        }),
    };
  }

  /**
   * Encodes the first hero slide (the home page's largest paint) at every width and format
   * ahead of the first visitor, one after another in the background: a cold AVIF takes about a
   * second to encode. Resolves with how many variants it encoded (0 when all were kept or being encoded).
   */
  async warmHero(): Promise<number> {
    let encoded = 0;
    for (const format of HERO_FORMATS) {
      for (const width of HERO_WIDTHS) {
        const { etag, render } = this.hero(1, { width, format });
        if (this.cache.get(etag) || this.#encoding.has(etag)) continue;
        await render();
        encoded++;
      }
    }
    return encoded;
  }

  /** The picture for `etag` from the cache, else drawn, encoded and kept (once at a time). */
  async #cached(etag: string, encode: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.cache.get(etag);
    if (hit) return hit;
    const pending = this.#encoding.get(etag);
    if (pending) return pending;
    const body = encode().finally(() => this.#encoding.delete(etag));
    this.#encoding.set(etag, body);
    const done = await body;
    this.cache.set(etag, done, done.length);
    return done;
  }
}
