import { z } from 'zod';
import { LANGUAGES, type LanguageCode } from './site.ts';
import { TEXT_LANGUAGES } from './text-languages.ts';

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

/** `?lat=&lng=`: a point on the map, in degrees. */
export const pointQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  lng: z.coerce
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
});

const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

/**
 * `?lang=`: the interface language stored texts are wanted in (decision 0014). Without it,
 * English (US). A text without a translation in that language comes in English, and its `*Lang`
 * field says so.
 */
export const languageQuery = {
  lang: z
    .enum(LANGUAGE_CODES, { error: `must be one of ${LANGUAGE_CODES.join(', ')}` })
    .default('en-US')
    .meta({ description: 'Language of the stored texts (descriptions, names): one of the six.' }),
};

/** The query of an endpoint that takes nothing but the language. */
export const languageQuerySchema = z.object(languageQuery);

/** The language a text of an answer is in: `en` when it is the record's own English. */
export const textLanguageSchema = z
  .enum(TEXT_LANGUAGES)
  .meta({ description: '`en` for the stored English, else the language asked for (`?lang=`).' });

/** One page of a list from its rows, the number of rows in all, and the page asked for. */
export function pageOf<T>(
  content: T[],
  totalElements: number,
  { page, size }: { page: number; size: number },
) {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
