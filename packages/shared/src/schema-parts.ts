import { z } from 'zod';

/** The shapes several answers share: one page of a list, and a GeoJSON collection of points. */

/** One page of a list; `page` counts from 0. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    page: z.number().int().meta({ description: 'Zero-based page number.' }),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** A GeoJSON FeatureCollection of points with the given properties; coordinates are `[lng, lat]`. */
export function pointCollectionSchema<Properties extends z.ZodRawShape>(properties: Properties) {
  return z.object({
    type: z.literal('FeatureCollection'),
    features: z.array(
      z.object({
        type: z.literal('Feature'),
        id: z.number().int(),
        geometry: z.object({
          type: z.literal('Point'),
          coordinates: z.tuple([z.number(), z.number()]).meta({ description: '[lng, lat]' }),
        }),
        properties: z.object(properties),
      }),
    ),
  });
}
