import { z } from 'zod';
import { LOCATION_TYPES } from './location-links.ts';
import { languageQuery, textLanguageSchema } from './schema-parts.ts';
import { spotLevelSchema } from './spots.ts';

/**
 * Locations API contract: countries and dive regions (`/api/countries`, `/api/regions`) and the
 * resolver of generic `/locations/{type}/{id}` links (`/api/locations/{type}/{id}`).
 */

/** A latitude/longitude box. When `west > east` the box crosses the antimeridian (±180°). */
export const boundsSchema = z
  .object({ north: z.number(), east: z.number(), south: z.number(), west: z.number() })
  .meta({ id: 'Bounds' });
export type Bounds = z.infer<typeof boundsSchema>;

const countFields = {
  spotCount: z.number().int().meta({ description: 'Real (non-synthetic) dive spots.' }),
};

export const countrySummarySchema = z
  .object({
    objectId: z.number().int(),
    code: z.string().meta({ description: 'ISO 3166-1 alpha-2 code, e.g. `EG`.' }),
    slug: z.string(),
    name: z.string(),
    continent: z.string().nullable().meta({ description: 'e.g. `Africa`, `Oceania`.' }),
    latitude: z.number(),
    longitude: z.number(),
    bounds: boundsSchema,
    ...countFields,
    regionCount: z.number().int(),
    diveCenterCount: z.number().int(),
    coverImageLink: z.string(),
  })
  .meta({ id: 'CountrySummary' });
export type CountrySummary = z.infer<typeof countrySummarySchema>;

export const regionSummarySchema = z
  .object({
    objectId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    countrySlug: z.string(),
    countryName: z.string(),
    countryCode: z.string(),
    bounds: boundsSchema,
    ...countFields,
    coverImageLink: z.string(),
  })
  .meta({ id: 'RegionSummary' });
export type RegionSummary = z.infer<typeof regionSummarySchema>;

/** A spot as location pages list it: enough for a row with level, depth and activities. */
export const locationSpotSchema = z
  .object({
    objectId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    level: spotLevelSchema.nullable(),
    depth: z.object({ minDepth: z.number().nullable(), maxDepth: z.number().nullable() }),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    activityTypes: z.array(z.object({ name: z.string(), displayName: z.string() })),
    regionName: z.string().nullable(),
    coverImageLink: z.string(),
  })
  .meta({ id: 'LocationSpot' });
export type LocationSpot = z.infer<typeof locationSpotSchema>;

/** A species seen in a region, with the number of the region's spots where it is seen. */
export const locationSpeciesSchema = z
  .object({
    objectId: z.number().int(),
    slug: z.string(),
    commonName: z.string(),
    commonNameLang: textLanguageSchema,
    scientificName: z.string(),
    group: z.string(),
    spotCount: z.number().int(),
    coverImageLink: z.string(),
  })
  .meta({ id: 'LocationSpecies' });
export type LocationSpecies = z.infer<typeof locationSpeciesSchema>;

export const countryDetailSchema = countrySummarySchema
  .extend({
    description: z.string().nullable(),
    regions: z.array(regionSummarySchema).meta({ description: 'Regions with spots first.' }),
    topSpots: z
      .array(locationSpotSchema)
      .meta({ description: 'Best real spots: by rating, reviews, then species recorded.' }),
  })
  .meta({ id: 'CountryDetail' });
export type CountryDetail = z.infer<typeof countryDetailSchema>;

export const regionDetailSchema = regionSummarySchema
  .extend({
    description: z.string().nullable(),
    descriptionLang: textLanguageSchema,
    country: z.object({
      objectId: z.number().int(),
      code: z.string(),
      slug: z.string(),
      name: z.string(),
    }),
    spots: z
      .array(locationSpotSchema)
      .meta({ description: 'Top 50 real spots, ordered as `topSpots`.' }),
    species: z.array(locationSpeciesSchema).meta({ description: 'Top 12 most seen species.' }),
    diveCenterCount: z.number().int(),
  })
  .meta({ id: 'RegionDetail' });
export type RegionDetail = z.infer<typeof regionDetailSchema>;

export const countryListSchema = z
  .object({ content: z.array(countrySummarySchema) })
  .meta({ id: 'CountryList' });
export const regionListSchema = z
  .object({ content: z.array(regionSummarySchema) })
  .meta({ id: 'RegionList' });

const searchText = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .optional()
  .meta({ description: 'Part of the name; accents and case are ignored.' });

/** A record key in a path: slug, numeric id or (countries) ISO code. */
const key = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters');

export const countryListQuerySchema = z.object({
  q: searchText,
  withSpots: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true')
    .meta({ description: '`true` lists only countries with real dive spots.' }),
  ...languageQuery,
});

export const regionListQuerySchema = z.object({
  country: key.optional().meta({ description: 'Country slug, ISO code or id.' }),
  q: searchText,
  ...languageQuery,
});

export const countryParamsSchema = z.object({
  country: key.meta({ description: 'Country slug, ISO code or id.' }),
});
export const regionParamsSchema = z.object({
  region: key.meta({ description: 'Region slug or id.' }),
});
export const countryRegionParamsSchema = countryParamsSchema.extend(regionParamsSchema.shape);

export const locationRefParamsSchema = z.object({
  type: z.enum(LOCATION_TYPES, { error: `must be one of ${LOCATION_TYPES.join(', ')}` }),
  id: key.meta({ description: 'Numeric id or slug of the record.' }),
});

/** Where a generic location link leads. */
export const locationRefSchema = z
  .object({
    type: z.enum(LOCATION_TYPES),
    objectId: z.number().int(),
    name: z.string(),
    canonicalPath: z.string().meta({ description: 'Path of the record’s own page.' }),
  })
  .meta({ id: 'LocationRef' });
export type LocationRef = z.infer<typeof locationRefSchema>;
