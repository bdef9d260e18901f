import { z } from 'zod';
import { HERO_FORMATS, HERO_SLIDES, HERO_WIDTHS } from './hero.ts';
import { IMAGE_OWNER_KINDS } from './images.ts';

/**
 * Request schemas of the image, illustration and static-map endpoints. The URL builders live in
 * images.ts, which stays free of zod so that cards importing them do not pull it in.
 */

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

export const IMAGE_SIZE_LIMITS = { min: 16, max: 2400 } as const;

export const imageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

/** `width` and `height`, each optional, within `limits` (pixels). */
const sizeQuery = ({ min, max }: { min: number; max: number }) =>
  z.object({
    width: whole(min, max)
      .optional()
      .meta({ description: `Pixels, ${min}–${max}.` }),
    height: whole(min, max)
      .optional()
      .meta({ description: `Pixels, ${min}–${max}.` }),
  });

/** Resize: both sides → cropped to fill; one side → the other follows the aspect ratio. */
export const imageSizeQuerySchema = sizeQuery(IMAGE_SIZE_LIMITS);
export type ImageSizeQuery = z.infer<typeof imageSizeQuerySchema>;

/**
 * An illustration is drawn anew for each size asked (docs/product/limits.md), so its sides stop at
 * the largest any page shows (a spot's cover, 1600 px wide): no request makes the server draw and
 * encode a bigger picture than a page needs.
 */
export const ILLUSTRATION_SIZE_LIMITS = { min: IMAGE_SIZE_LIMITS.min, max: 1600 } as const;

export const illustrationSizeQuerySchema = sizeQuery(ILLUSTRATION_SIZE_LIMITS);

/** A resized photo needs at least one side. */
export const rescaleQuerySchema = imageSizeQuerySchema.refine(
  (q) => q.width !== undefined || q.height !== undefined,
  { message: 'give width, height or both', path: ['width'] },
);

export const illustrationParamsSchema = z.object({
  kind: z.enum(IMAGE_OWNER_KINDS, { error: `must be one of ${IMAGE_OWNER_KINDS.join(', ')}` }),
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

export const heroParamsSchema = z.object({
  slide: whole(1, HERO_SLIDES.length),
});

export const heroQuerySchema = z.object({
  width: z.coerce
    .number({ error: 'must be a number' })
    .refine((w) => (HERO_WIDTHS as readonly number[]).includes(w), {
      message: `must be one of ${HERO_WIDTHS.join(', ')}`,
    })
    .default(1280)
    .meta({ description: `Pixels: ${HERO_WIDTHS.join(', ')} (the height is half).` }),
  format: z
    .enum(HERO_FORMATS, { error: `must be one of ${HERO_FORMATS.join(', ')}` })
    .default('webp'),
});
export type HeroQuery = z.infer<typeof heroQuerySchema>;

export const STATIC_MAP_LIMITS = {
  minZoom: 1,
  maxZoom: 12,
  minSize: 64,
  maxSize: 1280,
  maxMarkers: 100,
} as const;

const L = STATIC_MAP_LIMITS;

/** `lat,lng` → `[lat, lng]`, or null when malformed or out of range. */
function parseLatLng(text: string): [number, number] | null {
  const parts = text.split(',');
  if (parts.length !== 2 || parts.some((p) => !/^\s*-?\d+(\.\d+)?\s*$/.test(p))) return null;
  const [lat = NaN, lng = NaN] = parts.map(Number);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

const LAT_LNG_HINT = 'expected lat,lng with latitude -90…90 and longitude -180…180';

/** `GET /api/map/static` (the URL staticMapUrl builds). */
export const staticMapQuerySchema = z.object({
  center: z
    .string({ error: 'is required' })
    .transform((text, ctx) => {
      const point = parseLatLng(text);
      if (!point) ctx.addIssue({ code: 'custom', message: LAT_LNG_HINT });
      return point ?? z.NEVER;
    })
    .meta({ description: 'Map centre as `lat,lng`.' }),
  zoom: whole(L.minZoom, L.maxZoom).meta({ description: 'Web Mercator zoom level, 1–12.' }),
  width: whole(L.minSize, L.maxSize).meta({ description: 'Pixels, 64–1280.' }),
  height: whole(L.minSize, L.maxSize).meta({ description: 'Pixels, 64–1280.' }),
  markers: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return [];
      const items = text.split(';');
      if (items.length > L.maxMarkers) {
        ctx.addIssue({ code: 'custom', message: `at most ${L.maxMarkers} markers` });
        return z.NEVER;
      }
      const points = items.map(parseLatLng);
      if (points.some((p) => p === null)) {
        ctx.addIssue({ code: 'custom', message: `${LAT_LNG_HINT}, separated by ;` });
        return z.NEVER;
      }
      return points as [number, number][];
    })
    .meta({ description: 'Pins as `lat,lng;lat,lng` (at most 100).' }),
});
export type StaticMapQuery = z.infer<typeof staticMapQuerySchema>;
