import { z } from 'zod';
import {
  depthInOrder,
  depthOrderIssue,
  latLngParam,
  spotFilterShape,
  zoomParam,
} from './spot-search.ts';

/**
 * `POST /api/share/create` (docs/product/api.md): the map view (`ne`, `sw` as 'lat,lng'; a west longitude
 * above the east one crosses the antimeridian), its zoom, whether the list is hidden, and the
 * active filters, with the keys and rules of `GET /api/spot`. No body.
 */
export const shareCreateQuerySchema = z
  .object({
    ne: latLngParam().meta({ description: "North-east corner of the view, 'lat,lng'." }),
    sw: latLngParam().meta({ description: "South-west corner of the view, 'lat,lng'." }),
    zoom: zoomParam().meta({ description: 'Map zoom, 1..20.' }),
    hideMenu: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true')
      .meta({ description: 'The list is hidden (explore `hideMenu`).' }),
    ...spotFilterShape,
  })
  .refine((q) => q.ne.lat > q.sw.lat, { message: 'must be north of sw', path: ['ne'] })
  .refine(depthInOrder, depthOrderIssue);
export type ShareCreateQuery = z.infer<typeof shareCreateQuerySchema>;

/** docs/product/entities.md "Share link response". */
export const shareLinkSchema = z
  .object({
    niceUrl: z.string().meta({ description: 'Short link, `{site}/share/{slug}`.' }),
    fullUrl: z.string().meta({
      description:
        'The explore page at the view, written as that page writes its address (and as `/share/{slug}` redirects): `{site}/explore?search=&<filters>&hideMenu=true&n=&e=&s=&w=&zoom=` (lists comma-joined, ranges as `depth.min`/`depth.max`, `hideMenu` only when true). The URL holds east > west within ±180° only, so a view across the antimeridian is shifted to one side of it, keeping its width.',
    }),
  })
  .meta({ id: 'ShareLink' });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A filter value as the explore URL holds it: lists as arrays, ranges as numbers. */
export const sharedFilterValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.string()),
]);

/** docs/product/entities.md "Resolve response": the shared view, ready to write into the explore URL. */
export const sharedViewSchema = z
  .object({
    bounds: z
      .object({ north: z.number(), east: z.number(), south: z.number(), west: z.number() })
      .meta({ description: 'Degrees; west > east when the view crosses the antimeridian.' }),
    zoom: z.number(),
    hideMenu: z.boolean(),
    filters: z.record(z.string(), sharedFilterValueSchema).meta({
      description:
        'By explore URL key, as in `fullUrl`: e.g. `{ "level": ["beginner"], "depth.max": 30, "search": "blue" }`.',
    }),
  })
  .meta({ id: 'SharedView' });
export type SharedView = z.infer<typeof sharedViewSchema>;

/** `/api/share/resolve/{slug}` and `/api/share/{slug}/click`. */
export const shareSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(80, 'must be at most 80 characters')
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a share link slug (lowercase words and dashes)'),
});

/** docs/product/errors.md: what a client shows for an unknown link. */
export const SHARE_NOT_FOUND = 'This share link is invalid or no longer exists.';

/** `POST /api/share/{slug}/click` answers 204 without a body. */
export const shareClickCountedSchema = z.null().meta({ description: 'Counted.' });
