import { z } from 'zod';
import { pageSchema, pointCollectionSchema } from './schema-parts.ts';

// Plain constants and helpers live in a zod-free module so pages can use them without zod.
export {
  CENTER_SERVICE_NAMES,
  diveCenterPageDescription,
  WEEKDAYS,
  type Weekday,
} from './dive-center-vocabulary.ts';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM');

/** One day's opening hours in the center's local time, or `'closed'`. */
export const dayHoursSchema = z.union([z.object({ open: hhmm, close: hhmm }), z.literal('closed')]);
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Opening hours per weekday; a day left out is unknown (not the same as closed). */
export const openingHoursSchema = z
  .object({
    monday: dayHoursSchema.optional(),
    tuesday: dayHoursSchema.optional(),
    wednesday: dayHoursSchema.optional(),
    thursday: dayHoursSchema.optional(),
    friday: dayHoursSchema.optional(),
    saturday: dayHoursSchema.optional(),
    sunday: dayHoursSchema.optional(),
  })
  .meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

const countryRefSchema = z.object({ code: z.string(), name: z.string(), slug: z.string() });

/** A dive center as lists, cards and "centers nearby" show it. */
export const diveCenterSummarySchema = z
  .object({
    objectId: z.number().int(),
    slug: z.string().meta({ description: 'For /dive-centers/{slug} links.' }),
    name: z.string(),
    sample: z.boolean().meta({
      description:
        'A made-up example listing (example.com contacts); show it labelled as a sample.',
    }),
    address: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    country: countryRefSchema.nullable(),
    rating: z.number().nullable().meta({ description: '1–5, one decimal.' }),
    agencies: z.array(z.string()).meta({ description: 'Training agencies, e.g. PADI, SSI.' }),
    services: z.array(z.string()).meta({ description: 'Keys of CENTER_SERVICE_NAMES.' }),
    coverImageLink: z.string(),
    distance: z.number().optional().meta({ description: 'Kilometres from the query point.' }),
  })
  .meta({ id: 'DiveCenterSummary' });
export type DiveCenterSummary = z.infer<typeof diveCenterSummarySchema>;

/** The dive center page. */
export const diveCenterDetailSchema = diveCenterSummarySchema
  .extend({
    description: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    languages: z.array(z.string()).meta({ description: 'ISO 639-1 codes, e.g. "en".' }),
    hours: openingHoursSchema.nullable().meta({ description: 'Null when not published.' }),
    timeZone: z.string().meta({
      description: "IANA zone of the center's location, for computing 'open now' there.",
    }),
    region: z.object({ slug: z.string(), name: z.string() }).nullable(),
    source: z.object({ name: z.string(), license: z.string() }),
  })
  .meta({ id: 'DiveCenterDetail' });
export type DiveCenterDetail = z.infer<typeof diveCenterDetailSchema>;

/** `{ content }` list (country and nearby endpoints). */
export const diveCenterListSchema = z
  .object({ content: z.array(diveCenterSummarySchema) })
  .meta({ id: 'DiveCenterList' });
export type DiveCenterList = z.infer<typeof diveCenterListSchema>;

/** One page of the search endpoint; `page` counts from 0. */
export const diveCenterPageSchema = pageSchema(diveCenterSummarySchema).meta({
  id: 'DiveCenterPage',
});
export type DiveCenterPage = z.infer<typeof diveCenterPageSchema>;

const num = () => z.coerce.number({ error: 'must be a number' });
const latitude = () =>
  num().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90');
const longitude = () =>
  num().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180');

/** A comma list (`PADI,SSI`) as an array; empty items dropped. */
const commaList = () =>
  z
    .string()
    .max(500, 'is too long')
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .optional();

/** `GET /api/divecenters` query. */
export const diveCenterSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  country: z
    .string()
    .trim()
    .min(1)
    .max(80)
    .optional()
    .meta({ description: 'Country slug or ISO code.' }),
  services: commaList().meta({ description: 'Comma list; a center must offer all of them.' }),
  agencies: commaList().meta({ description: 'Comma list; a center must teach one of them.' }),
  page: num().int('must be a whole number').min(0, 'must be at least 0').default(0),
  size: num()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(20),
});
export type DiveCenterSearchQuery = z.infer<typeof diveCenterSearchQuerySchema>;

/** `GET /api/divecenters/nearby` query. */
export const diveCenterNearbyQuerySchema = z.object({
  lat: latitude(),
  lng: longitude(),
  radiusKm: num().positive('must be positive').max(2000, 'must be at most 2000').default(100),
  limit: num()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .default(20),
});

/** `GET /api/divecenters/map` query: the visible bounds (west > east crosses the antimeridian). */
export const diveCenterMapQuerySchema = z
  .object({ north: latitude(), east: longitude(), south: latitude(), west: longitude() })
  .refine((b) => b.north > b.south, { path: ['north'], message: 'must be greater than south' });

export const diveCenterIdParamsSchema = z.object({
  id: num().int('must be a whole number').positive('must be positive'),
});
export const diveCenterSlugParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});
export const diveCenterCountryParamsSchema = z.object({
  country: z.string().min(1).max(80).meta({ description: 'Country slug or ISO 3166 code.' }),
});

/** GeoJSON of centers for the map; coordinates are `[lng, lat]`. */
export const diveCenterFeatureCollectionSchema = pointCollectionSchema({
  objectId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sample: z.boolean(),
  rating: z.number().nullable(),
}).meta({ id: 'DiveCenterFeatureCollection' });
export type DiveCenterFeatureCollection = z.infer<typeof diveCenterFeatureCollectionSchema>;
