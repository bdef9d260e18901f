import { z } from 'zod';
import {
  depthInOrder,
  depthOrderIssue,
  latitudeParam,
  longitudeParam,
  spotFilterShape,
  zoomParam,
} from './spot-search.ts';
import { spotLevelSchema } from './spots.ts';

/**
 * More spots than this in a view and `GET /api/spot/map` answers with clusters. A spot feature
 * is ~330–450 bytes of JSON, so 300 of them stay under the 150 KB an answer may weigh (DESIGN
 * §7), and on a 1024×768 map they already leave each 72 px marker (SPEC §9) a patch of about
 * 50×50 px: more would be a carpet of overlapping icons, not a map.
 */
export const MAP_SPOT_LIMIT = 300;

/**
 * `GET /api/spot/map`: the map view (`n`, `e`, `s`, `w` in degrees; `w` greater than `e`
 * crosses the antimeridian), its zoom, and the filters of `GET /api/spot`.
 */
export const spotMapQuerySchema = z
  .object({
    n: latitudeParam().meta({ description: 'North edge of the view, -90..90.' }),
    e: longitudeParam().meta({ description: 'East edge, -180..180.' }),
    s: latitudeParam().meta({ description: 'South edge; must be below `n`.' }),
    w: longitudeParam().meta({
      description: 'West edge; greater than `e` when the view crosses the antimeridian.',
    }),
    zoom: zoomParam().meta({ description: 'Map zoom, 1..20; sets the cluster grid.' }),
    ...spotFilterShape,
  })
  .refine((q) => q.n > q.s, { message: 'must be greater than s', path: ['n'] })
  .refine(depthInOrder, depthOrderIssue);
export type SpotMapQuery = z.infer<typeof spotMapQuerySchema>;

const point = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number(), z.number()]).meta({ description: '`[lng, lat]`.' }),
});

/** One spot on the map: what its marker, popup and bottom card show. */
export const spotMapSpotSchema = z
  .object({
    type: z.literal('Feature'),
    id: z.number().int().meta({ description: 'The spot id (for feature state, e.g. hover).' }),
    geometry: point,
    properties: z.object({
      kind: z.literal('spot'),
      objectId: z.number().int(),
      name: z.string(),
      urlFullSlug: z.string().meta({ description: '`country/region/spot`, for /spots/… links.' }),
      level: spotLevelSchema.nullable(),
      rating: z.number().nullable(),
      reviewCount: z.number().int(),
      depthMin: z.number().nullable().meta({ description: 'Metres.' }),
      depthMax: z.number().nullable().meta({ description: 'Metres.' }),
      activityTypes: z
        .array(z.string())
        .meta({ description: 'Activity values, e.g. `wreck`; names from the vocabulary.' }),
      coverImageLink: z.string(),
    }),
  })
  .meta({ id: 'SpotMapSpot' });
export type SpotMapSpot = z.infer<typeof spotMapSpotSchema>;

/** Several spots drawn as one marker, at the mean position of its spots. */
export const spotMapClusterSchema = z
  .object({
    type: z.literal('Feature'),
    geometry: point,
    properties: z.object({
      kind: z.literal('cluster'),
      count: z.number().int().meta({ description: 'Spots in the cluster (2 or more).' }),
      expansionZoom: z.number().int().meta({
        description: 'Zoom at which the cluster falls apart into smaller clusters or spots.',
      }),
    }),
  })
  .meta({ id: 'SpotMapCluster' });
export type SpotMapCluster = z.infer<typeof spotMapClusterSchema>;

/**
 * The spots of a map view as GeoJSON for MapLibre: every spot when the view holds at most
 * {@link MAP_SPOT_LIMIT}, else clusters from a grid (a cell holding one spot is that spot).
 */
export const spotMapSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    clustered: z.boolean().meta({
      description: `True when the view holds more than ${MAP_SPOT_LIMIT} spots: the features are then grid cells.`,
    }),
    features: z.array(z.union([spotMapSpotSchema, spotMapClusterSchema])),
  })
  .meta({ id: 'SpotMap' });
export type SpotMap = z.infer<typeof spotMapSchema>;
