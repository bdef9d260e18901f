import sharp from 'sharp';
import type { StaticMapQuery } from '@divespot/shared/media';
import { LruCache } from '../../lib/lru-cache.ts';
import { etagOf } from '../images/image-response.ts';
import { staticMapSvg } from './static-map.ts';

/** Bump when the map's drawing changes. */
const MAP_VERSION = 1;

/** Static map pictures from Natural Earth; the instance keeps recent ones in memory. */
export class StaticMapService {
  readonly #recent = new LruCache<string, Buffer>({
    maxEntries: 2000,
    maxSize: 64 * 1024 * 1024,
  });

  /** The picture's ETag, and a renderer of its WebP bytes. */
  picture(query: StaticMapQuery) {
    const { center, zoom, width, height, markers } = query;
    const key = JSON.stringify([center, zoom, width, height, markers]);
    return {
      etag: etagOf('map', MAP_VERSION, key),
      render: async () => {
        const hit = this.#recent.get(key);
        if (hit) return hit;
        const svg = staticMapSvg({ center, zoom, width, height }, markers);
        const body = await sharp(Buffer.from(svg)).webp({ quality: 82, effort: 4 }).toBuffer();
        this.#recent.set(key, body, body.length);
        return body;
      },
    };
  }
}
