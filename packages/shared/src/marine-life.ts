import { z } from 'zod';
import {
  languageQuery,
  pageSchema,
  pointCollectionSchema,
  textLanguageSchema,
} from './schema-parts.ts';
import {
  IUCN_STATUSES,
  SPECIES_GROUPS,
  type IucnStatus,
  type SpeciesGroup,
} from './marine-life-labels.ts';

// The names live beside the schemas for the server's convenience; the web app imports them from
// marine-life-labels.ts, which does not pull zod into page chunks.
export { IUCN_STATUSES, SPECIES_GROUPS, type IucnStatus, type SpeciesGroup };

/**
 * Marine life (sea life) API contract: `/api/sealife/*`. Species are grouped (sharks, rays, bony
 * fish …), carry an IUCN Red List status, and are linked to the spots where divers see them with
 * the months of the year they are there.
 */

const GROUP_CODES = Object.keys(SPECIES_GROUPS) as [SpeciesGroup, ...SpeciesGroup[]];
const IUCN_CODES = Object.keys(IUCN_STATUSES) as [IucnStatus, ...IucnStatus[]];

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

const latitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z.coerce
  .number({ error: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

/** What names a species in every answer that lists one. */
export const speciesNameShape = {
  objectId: z.number().int(),
  slug: z.string(),
  commonName: z.string().meta({
    description:
      'In the language asked for where it has an established name, else the English one (see `commonNameLang`).',
  }),
  commonNameLang: textLanguageSchema,
  scientificName: z.string(),
};

/** A species as cards and lists show it. */
export const speciesSummarySchema = z
  .object({
    ...speciesNameShape,
    group: z.string().meta({ description: `One of ${GROUP_CODES.join(', ')}.` }),
    family: z.string().nullable(),
    sizeCm: z.number().nullable().meta({ description: 'Typical adult length in centimetres.' }),
    depth: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
    iucnStatus: z
      .string()
      .nullable()
      .meta({ description: 'IUCN Red List category code, e.g. VU; null when not assessed.' }),
    coverImageLink: z.string(),
    spotCount: z.number().int().meta({ description: 'Spots where divers see it.' }),
  })
  .meta({ id: 'SpeciesSummary' });
export type SpeciesSummary = z.infer<typeof speciesSummarySchema>;

const monthsSchema = z
  .array(z.number().int().min(1).max(12))
  .meta({ description: 'Months it is seen there, 1 = January.' });

/** A spot where divers see a species. */
export const speciesSpotSchema = z
  .object({
    objectId: z.number().int(),
    slug: z.string().meta({ description: 'For /spots/{slug} links.' }),
    name: z.string(),
    locationDescription: z.string().nullable().meta({ description: 'e.g. "Red Sea, Egypt"' }),
    latitude: z.number(),
    longitude: z.number(),
    months: monthsSchema,
  })
  .meta({ id: 'SpeciesSpot' });
export type SpeciesSpot = z.infer<typeof speciesSpotSchema>;

/** The species page: summary, description, provenance and where and when to see it. */
export const speciesDetailSchema = speciesSummarySchema
  .extend({
    description: z.string().nullable(),
    descriptionLang: textLanguageSchema,
    source: z.object({ name: z.string(), license: z.string() }),
    spots: z.array(speciesSpotSchema),
    monthCounts: z
      .array(z.number().int())
      .length(12)
      .meta({ description: 'January … December: how many of its spots see it that month.' }),
  })
  .meta({ id: 'SpeciesDetail' });
export type SpeciesDetail = z.infer<typeof speciesDetailSchema>;

export const speciesListQuerySchema = z.object({
  group: z.enum(GROUP_CODES, { error: `must be one of ${GROUP_CODES.join(', ')}` }).optional(),
  iucn: z.enum(IUCN_CODES, { error: `must be one of ${IUCN_CODES.join(', ')}` }).optional(),
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  page: wholeNumber(0, 10_000).default(0).meta({ description: 'Zero-based page number.' }),
  size: wholeNumber(1, 100).default(24),
  ...languageQuery,
});
export type SpeciesListQuery = z.infer<typeof speciesListQuerySchema>;

export const speciesPageSchema = pageSchema(speciesSummarySchema).meta({ id: 'SpeciesPage' });
export type SpeciesPage = z.infer<typeof speciesPageSchema>;

export const speciesListSchema = z
  .object({ content: z.array(speciesSummarySchema) })
  .meta({ id: 'SpeciesList' });

export const speciesIdParamsSchema = z.object({ id: wholeNumber(1, Number.MAX_SAFE_INTEGER) });

export const speciesSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug such as whale-shark'),
});

export const speciesSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  limit: wholeNumber(1, 50).default(10),
  ...languageQuery,
});

/** A species seen near a point, with how many of the nearby spots see it. */
export const nearbySpeciesSchema = speciesSummarySchema
  .extend({
    nearbySpotCount: z.number().int(),
    distance: z.number().meta({ description: 'Km to the nearest spot that sees it (1 decimal).' }),
  })
  .meta({ id: 'NearbySpecies' });
export type NearbySpecies = z.infer<typeof nearbySpeciesSchema>;

export const speciesNearbyQuerySchema = z.object({
  lat: latitude,
  lng: longitude,
  radiusKm: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be positive')
    .max(2000, 'must be at most 2000')
    .default(100),
  month: wholeNumber(1, 12)
    .optional()
    .meta({ description: 'Only species seen in this month (1 = January).' }),
  limit: wholeNumber(1, 100).default(20),
  ...languageQuery,
});

export const nearbySpeciesListSchema = z
  .object({ content: z.array(nearbySpeciesSchema) })
  .meta({ id: 'NearbySpeciesList' });

export const featuredSpeciesQuerySchema = z.object({
  limit: wholeNumber(1, 24).default(8),
  ...languageQuery,
});

/** `/api/sealife/map`: one species by `id` or `slug`. */
export const speciesMapQuerySchema = z
  .object({
    id: wholeNumber(1, Number.MAX_SAFE_INTEGER).optional(),
    slug: speciesSlugParamsSchema.shape.slug.optional(),
    ...languageQuery,
  })
  .refine((q) => q.id !== undefined || q.slug !== undefined, {
    message: 'id or slug is required',
    path: ['id'],
  });

/** GeoJSON of a species' sighting spots: `[lng, lat]` points with the months per spot. */
export const speciesMapSchema = pointCollectionSchema({
  objectId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  locationDescription: z.string().nullable(),
  months: monthsSchema,
}).meta({ id: 'SpeciesMap' });
export type SpeciesMap = z.infer<typeof speciesMapSchema>;

/** Filter options of the guide: every group in the data with its species count. */
export const speciesGroupListSchema = z
  .object({
    content: z.array(z.object({ group: z.string(), label: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'SpeciesGroupList' });
export type SpeciesGroupCount = z.infer<typeof speciesGroupListSchema>['content'][number];
