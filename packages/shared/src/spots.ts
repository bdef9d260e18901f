import { z } from 'zod';
import { speciesNameShape } from './marine-life.ts';
import { languageQuery, pageSchema, textLanguageSchema } from './schema-parts.ts';

import { LEVELS } from './spot-vocabulary.ts';

// Kept importable from here: card and list code reads activity names next to the spot DTOs.
export { ACTIVITY_NAMES } from './spot-vocabulary.ts';

export const spotLevelSchema = z.enum(LEVELS);

/** A spot as lists, cards and the map show it (docs/product/entities.md "Spot (server/explore shape)"). */
export const spotSummarySchema = z
  .object({
    objectId: z.number().int(),
    urlFullSlug: z
      .string()
      .meta({ description: "Path of the spot's page, e.g. `/spots/ss-thistlegorm`." }),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    coverImageLink: z
      .string()
      .nullable()
      .meta({ description: 'First photo, else the generated illustration (see images.ts).' }),
    images: z.array(z.string()).meta({ description: 'Photo URLs, cover first.' }),
    locationDescription: z
      .string()
      .nullable()
      .meta({ description: 'e.g. "Raja Ampat, Indonesia"' }),
    distance: z.number().optional().meta({ description: 'Kilometres from the query point.' }),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    level: spotLevelSchema.nullable(),
    depth: z.object({ minDepth: z.number().nullable(), maxDepth: z.number().nullable() }),
    activityTypes: z.array(z.object({ name: z.string(), displayName: z.string() })),
    scientificName: z.null(),
    size: z.null(),
    address: z.string().nullable(),
    synthetic: z.boolean(),
    sightings: z
      .array(
        z.object({
          slug: z.string(),
          commonName: z.string(),
          scientificName: z.string(),
          commonNameLang: textLanguageSchema,
          months: z.array(z.number().int().min(1).max(12)),
        }),
      )
      .optional()
      .meta({
        description:
          'In `GET /api/spot` with `sealife`: the species of that filter seen at the spot, with the months they are seen (1–12).',
      }),
  })
  .meta({ id: 'SpotSummary' });
export type SpotSummary = z.infer<typeof spotSummarySchema>;

/** The spot page: the summary plus the details divers plan with. */
export const spotDetailSchema = spotSummarySchema
  .extend({
    slug: z.string(),
    description: z.string().nullable(),
    descriptionLang: textLanguageSchema,
    country: z.object({ code: z.string(), name: z.string(), slug: z.string() }).nullable(),
    region: z.object({ slug: z.string(), name: z.string() }).nullable(),
    entry: z.string().nullable(),
    siteType: z.string().nullable(),
    waterType: z.string().nullable(),
    /**
     * Metres above sea level of the water surface (Lake Huron 176, Þingvallavatn 100); null when
     * unknown, which includes every spot in the sea. The calculators count the thinner air of an
     * altitude dive from it.
     */
    altitude: z.number().nullable().meta({
      description:
        'Metres above sea level of the water surface (e.g. 176 for Lake Huron); null when unknown. Spots in the sea have none.',
    }),
    visibility: z.object({ min: z.number(), max: z.number() }).nullable(),
    current: z.string().nullable(),
    waterTemperatureC: z.array(z.number()).nullable().meta({ description: 'January … December.' }),
    bestMonths: z.array(z.number().int()).nullable(),
    certificationRequired: z.string().nullable(),
    facilities: z.array(z.string()),
    tags: z.array(z.string()),
    source: z.object({
      name: z.string(),
      license: z.string(),
      attribution: z.string().nullable(),
    }),
  })
  .meta({ id: 'SpotDetail' });
export type SpotDetail = z.infer<typeof spotDetailSchema>;

export const spotIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

export const spotSlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a spot slug'),
});

export const spotSlugPathSchema = z.object({
  country: z.string().min(1),
  region: z.string().min(1),
  spot: z.string().min(1),
});

const latSchema = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const lngSchema = z.coerce
  .number({ error: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');
const radiusSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .positive('must be positive')
    .max(2000, 'must be at most 2000')
    .default(fallback);
const limitSchema = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(fallback);

export const nearbyQuerySchema = z.object({
  lat: latSchema,
  lng: lngSchema,
  radiusKm: radiusSchema(50),
  limit: limitSchema(20),
  excludeId: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .optional()
    .meta({ description: 'Leave this spot out (the one whose page lists its neighbours).' }),
  ...languageQuery,
});

/**
 * `/api/spot/recommended`: well-rated real spots, optionally only those within `radiusKm` of
 * `lat`/`lng` (both or neither), then with their distance.
 */
export const recommendedQuerySchema = z
  .object({
    lat: latSchema.optional(),
    lng: lngSchema.optional(),
    radiusKm: radiusSchema(300),
    limit: limitSchema(12),
    ...languageQuery,
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'lat and lng go together',
    path: ['lng'],
  });

/** `/api/spot/popular`: the most reviewed and best rated real spots. */
export const popularQuerySchema = z.object({ limit: limitSchema(12), ...languageQuery });

/** `/api/spot/id/{id}/sealife`: `month` (1–12) marks which species are in season then. */
export const spotSealifeQuerySchema = z.object({
  month: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 12')
    .max(12, 'must be between 1 and 12')
    .optional(),
  ...languageQuery,
});

/** A species seen at a spot, with the months divers see it there. */
export const spotSealifeItemSchema = z
  .object({
    ...speciesNameShape,
    group: z.string().meta({ description: 'e.g. `shark`, `bony-fish`, `nudibranch`.' }),
    months: z.array(z.number().int()).meta({ description: 'Months (1–12) it is seen here.' }),
    coverImageLink: z.string(),
    inSeason: z
      .boolean()
      .nullable()
      .meta({ description: 'Seen here in the requested month; null when no month was asked.' }),
  })
  .meta({ id: 'SpotSealifeItem' });
export type SpotSealifeItem = z.infer<typeof spotSealifeItemSchema>;

export const spotSealifeListSchema = z
  .object({ content: z.array(spotSealifeItemSchema) })
  .meta({ id: 'SpotSealifeList' });

/** Lists come back with a `content` list (docs/product/api.md). */
export const spotListSchema = z
  .object({ content: z.array(spotSummarySchema) })
  .meta({ id: 'SpotList' });
export type SpotList = z.infer<typeof spotListSchema>;

/** One page of `GET /api/spot` (pages count from 0). */
export const spotPageSchema = pageSchema(spotSummarySchema).meta({ id: 'SpotPage' });
export type SpotPage = z.infer<typeof spotPageSchema>;
