import { z } from 'zod';

/** Display names of SPEC §3 dive types (activities). */
export const ACTIVITY_NAMES: Record<string, string> = {
  scuba: 'Scuba diving',
  freedive: 'Freediving',
  snorkel: 'Snorkelling',
  technical: 'Technical diving',
  cave: 'Cave diving',
  wreck: 'Wreck diving',
  night: 'Night diving',
  drift: 'Drift diving',
  shore: 'Shore diving',
  boat: 'Boat diving',
};

export const spotLevelSchema = z.enum(['beginner', 'intermediate', 'advanced', 'expert']);

/** A spot as lists, cards and the map show it (SPEC §3 "Spot (server/explore shape)"). */
export const spotSummarySchema = z
  .object({
    objectId: z.number().int(),
    urlFullSlug: z.string().meta({ description: '`country/region/spot`, for /spots/… links.' }),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    coverImageLink: z.string().nullable(),
    images: z.array(z.string()),
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
  })
  .meta({ id: 'SpotSummary' });
export type SpotSummary = z.infer<typeof spotSummarySchema>;

/** The spot page: the summary plus the details divers plan with. */
export const spotDetailSchema = spotSummarySchema
  .extend({
    slug: z.string(),
    description: z.string().nullable(),
    country: z.object({ code: z.string(), name: z.string(), slug: z.string() }).nullable(),
    region: z.object({ slug: z.string(), name: z.string() }).nullable(),
    entry: z.string().nullable(),
    siteType: z.string().nullable(),
    waterType: z.string().nullable(),
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

export const spotSlugPathSchema = z.object({
  country: z.string().min(1),
  region: z.string().min(1),
  spot: z.string().min(1),
});

export const nearbyQuerySchema = z.object({
  lat: z.coerce
    .number({ error: 'must be a number' })
    .min(-90, 'must be between -90 and 90')
    .max(90, 'must be between -90 and 90'),
  lng: z.coerce
    .number({ error: 'must be a number' })
    .min(-180, 'must be between -180 and 180')
    .max(180, 'must be between -180 and 180'),
  radiusKm: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be positive')
    .max(2000, 'must be at most 2000')
    .default(50),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(20),
});

/** Lists come back with a `content` list (SPEC §7). */
export const spotListSchema = z
  .object({ content: z.array(spotSummarySchema) })
  .meta({ id: 'SpotList' });
