import { z } from 'zod';
import {
  depthInOrder,
  depthOrderIssue,
  latitudeParam,
  longitudeParam,
  spotFilterShape,
  zoomParam,
} from './spot-search.ts';
import type { SpotMapWire } from './spot-map-wire.ts';
import { spotLevelSchema } from './spots.ts';

/**
 * More spots than this in a view and `GET /api/spot/map` answers with clusters. A spot feature
 * is ~330–450 bytes of JSON, so 300 of them stay under the 150 KB an answer may weigh
 * (docs/budgets.md), and on a 1024×768 map they already leave each 72 px marker (docs/product/limits.md) a patch of about
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

/*
 * The answer travels as arrays, a third of the bytes of the GeoJSON the map draws;
 * `spotMapFromWire` (spot-map-wire.ts, free of zod for the browser) turns it into that GeoJSON.
 */

/** One spot on the map as the answer lists it: what its marker, popup and bottom card show. */
export const spotMapWireSpotSchema = z
  .tuple([
    z.number().int().meta({ description: 'Spot id.' }),
    z.number().meta({ description: 'Longitude.' }),
    z.number().meta({ description: 'Latitude.' }),
    z.string().meta({ description: 'Name.' }),
    spotLevelSchema.nullable(),
    z.number().nullable().meta({ description: 'Rating, 0–5.' }),
    z.number().int().meta({ description: 'Number of reviews.' }),
    z.number().nullable().meta({ description: 'Least depth, metres.' }),
    z.number().nullable().meta({ description: 'Greatest depth, metres.' }),
    z
      .array(z.string())
      .meta({ description: 'Activity values, e.g. `wreck`; names from the vocabulary.' }),
  ])
  .meta({
    id: 'SpotMapSpot',
    description:
      '`[id, lng, lat, name, level, rating, reviewCount, depthMin, depthMax, activityTypes]`; the spot page is `/spot/{id}`',
  });

/** Several spots drawn as one marker, at the mean position of its spots. */
export const spotMapWireClusterSchema = z
  .tuple([
    z.number().meta({ description: 'Longitude.' }),
    z.number().meta({ description: 'Latitude.' }),
    z.number().int().meta({ description: 'Spots in the cluster (2 or more).' }),
    z.number().int().meta({
      description: 'Zoom at which the cluster falls apart into smaller clusters or spots.',
    }),
  ])
  .meta({ id: 'SpotMapCluster', description: '`[lng, lat, count, expansionZoom]`' });

/**
 * The answer of `GET /api/spot/map`: every spot in view when the view holds at most
 * {@link MAP_SPOT_LIMIT}, best rated first; else clusters from a grid, a cell holding one spot
 * listed as that spot.
 */
export const spotMapWireSchema = z
  .object({
    clustered: z.boolean().meta({
      description: `True when the view holds more than ${MAP_SPOT_LIMIT} spots: the spots and clusters are then grid cells.`,
    }),
    spots: z.array(spotMapWireSpotSchema),
    clusters: z.array(spotMapWireClusterSchema),
  })
  .meta({ id: 'SpotMap' });

/** The schema and the browser's types (spot-map-wire.ts) describe the same answer. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type SpotMapWireMatches = Assert<Same<z.infer<typeof spotMapWireSchema>, SpotMapWire>>;

export {
  spotMapFromWire,
  type SpotMap,
  type SpotMapFeature,
  type SpotMapWire,
} from './spot-map-wire.ts';
