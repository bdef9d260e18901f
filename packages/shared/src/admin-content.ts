import { z } from 'zod';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS as L,
  CONTENT_SORTS,
  TRANSLATED_LANGUAGES,
} from './admin-content-vocabulary.ts';
import { adminIdParamsSchema, adminPaging, adminSearchText } from './admin.ts';
import { articleWriteSchema } from './articles.ts';
import { CENTER_SERVICE_NAMES, openingHoursSchema } from './dive-centers.ts';
import { IUCN_STATUSES, SPECIES_GROUPS } from './marine-life-labels.ts';
import { pageSchema, pointQuerySchema } from './schema-parts.ts';
import {
  ACTIVITIES,
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  ENTRY_NAMES,
  FACILITY_NAMES,
  LEVELS,
  WATER_TYPE_NAMES,
} from './spot-vocabulary.ts';

export * from './admin-content-vocabulary.ts';
export * from './admin-content-records.ts';

/**
 * The console's Content section (docs/product/admin.md#content): the lists of spots, species,
 * dive centers, countries, regions and articles, and the forms that create, edit and delete
 * them. The forms in the web app validate with these very schemas before they send; the server
 * validates again with them, so both refuse the same input with the same field and reason.
 */

const oneOf = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });
const keysOf = (names: Record<string, string>) => Object.keys(names) as [string, ...string[]];

export const contentKindParamsSchema = z.object({ kind: oneOf(CONTENT_KINDS) });

/** `GET /api/admin/content/{kind}`: `q` finds records by part of their name or slug. */
export const adminContentQuerySchema = z.object({
  q: adminSearchText.meta({ description: 'Part of the name or slug.' }),
  sort: oneOf(CONTENT_SORTS).default('name'),
  ...adminPaging,
});
export type AdminContentQuery = z.infer<typeof adminContentQuerySchema>;

/** One record in a content list. */
export const adminContentRowSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    detail: z.string().nullable().meta({
      description:
        'A second line: where a spot or center is, a species’ scientific name, a region’s country, an article’s status.',
    }),
    path: z.string().nullable().meta({ description: 'Its public page, if it has one.' }),
  })
  .meta({ id: 'AdminContentRow' });
export type AdminContentRow = z.infer<typeof adminContentRowSchema>;

export const adminContentPageSchema = pageSchema(adminContentRowSchema).meta({
  id: 'AdminContentPage',
});
export type AdminContentPage = z.infer<typeof adminContentPageSchema>;

// Shared fields

const name = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'is required')
  .max(L.nameMax, `must be at most ${L.nameMax} characters`);

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value === '' ? null : value));

const description = optionalText(L.descriptionMax);

/** A description's translations: a language left out or null has none (English shows). */
export const translationsSchema = z
  .object(
    Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, description.optional()])) as {
      [K in (typeof TRANSLATED_LANGUAGES)[number]]: z.ZodOptional<typeof description>;
    },
  )
  .strict()
  .default({});
export type Translations = z.infer<typeof translationsSchema>;

const latitude = z
  .number({ error: 'must be a number' })
  .min(-90, 'must be between -90 and 90')
  .max(90, 'must be between -90 and 90');
const longitude = z
  .number({ error: 'must be a number' })
  .min(-180, 'must be between -180 and 180')
  .max(180, 'must be between -180 and 180');

const between = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

const month = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be a month from 1 to 12')
  .max(12, 'must be a month from 1 to 12');
const months = z
  .array(month, { error: 'must be a list of months' })
  .max(12, 'must list each month at most once')
  .refine((list) => new Set(list).size === list.length, 'must list each month at most once')
  .transform((list) => [...list].sort((a, b) => a - b));

const distinctList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: 'must be a list' })
    .max(max, `must have at most ${max} entries`)
    .refine((list) => new Set(list).size === list.length, 'must not repeat an entry');

/** `GET /api/admin/places/at`: the country and region a point is in. */
export const placeAtQuerySchema = pointQuerySchema;

/** `POST /api/admin/images/{owner}/{id}`: a picture for a spot, species or dive center. */
export const imageOwnerParamsSchema = z.object({
  owner: oneOf(['spots', 'species', 'dive-centers']),
  id: adminIdParamsSchema.shape.id,
});

// Spots

const spotFields = z.object({
  name,
  description,
  translations: translationsSchema,
  latitude,
  longitude,
  entry: oneOf(keysOf(ENTRY_NAMES)).nullable(),
  siteType: optionalText(40),
  waterType: oneOf(keysOf(WATER_TYPE_NAMES)).nullable(),
  depthMin: between(0, L.depthMax).nullable(),
  depthMax: between(0, L.depthMax).nullable(),
  altitude: between(L.altitudeMin, L.altitudeMax).nullable(),
  level: oneOf(LEVELS).nullable(),
  activities: distinctList(oneOf(ACTIVITIES as [string, ...string[]]), ACTIVITIES.length),
  visibilityMin: between(0, L.visibilityMax).nullable(),
  visibilityMax: between(0, L.visibilityMax).nullable(),
  current: oneOf(keysOf(CURRENT_NAMES)).nullable(),
  waterTempC: z
    .array(between(L.waterTempMin, L.waterTempMax), { error: 'must be a list of 12 numbers' })
    .length(12, 'must have one temperature per month, January to December')
    .nullable(),
  bestMonths: months,
  certification: oneOf(keysOf(CERTIFICATION_NAMES)).nullable(),
  facilities: distinctList(oneOf(keysOf(FACILITY_NAMES)), L.listMax),
  tags: distinctList(
    z.string().trim().min(1, 'must not be empty').max(L.tagMax, `must be at most ${L.tagMax}`),
    L.tagsMax,
  ),
});

/** `POST /api/admin/spots`, `PUT /api/admin/spots/{id}`: the whole spot. */
export const adminSpotWriteSchema = spotFields
  .strict()
  .refine((s) => s.depthMin === null || s.depthMax === null || s.depthMin <= s.depthMax, {
    path: ['depthMax'],
    message: 'must be at least the shallowest depth',
  })
  .refine(
    (s) =>
      s.visibilityMin === null || s.visibilityMax === null || s.visibilityMin <= s.visibilityMax,
    { path: ['visibilityMax'], message: 'must be at least the lowest visibility' },
  )
  .meta({ id: 'AdminSpotWrite' });
export type AdminSpotWrite = z.input<typeof adminSpotWriteSchema>;

// Species

export const sightingSchema = z
  .object({
    spotId: z.number({ error: 'must be a spot id' }).int('must be a spot id').positive(),
    months,
  })
  .strict();

const speciesFields = z.object({
  commonName: name,
  scientificName: name,
  group: oneOf(Object.keys(SPECIES_GROUPS) as [string, ...string[]]),
  family: optionalText(L.nameMax),
  description,
  translations: translationsSchema,
  commonNameTranslations: z
    .object(
      Object.fromEntries(
        TRANSLATED_LANGUAGES.map((lang) => [lang, optionalText(L.nameMax).optional()]),
      ),
    )
    .strict()
    .default({}),
  sizeCm: between(0, L.sizeCmMax).nullable(),
  depthMin: between(0, L.depthMax).nullable(),
  depthMax: between(0, L.depthMax).nullable(),
  iucn: oneOf(Object.keys(IUCN_STATUSES) as [string, ...string[]]).nullable(),
  sightings: z
    .array(sightingSchema, { error: 'must be a list' })
    .max(L.sightingsMax, `must have at most ${L.sightingsMax} entries`)
    .refine(
      (list) => new Set(list.map((s) => s.spotId)).size === list.length,
      'must list each spot once',
    ),
});

/** `POST /api/admin/species`, `PUT /api/admin/species/{id}`: the whole species, sightings included. */
export const adminSpeciesWriteSchema = speciesFields
  .strict()
  .refine((s) => s.depthMin === null || s.depthMax === null || s.depthMin <= s.depthMax, {
    path: ['depthMax'],
    message: 'must be at least the shallowest depth',
  })
  .meta({ id: 'AdminSpeciesWrite' });
export type AdminSpeciesWrite = z.input<typeof adminSpeciesWriteSchema>;

// Dive centers

const diveCenterFields = z.object({
  name,
  address: optionalText(L.addressMax),
  latitude,
  longitude,
  phone: optionalText(L.phoneMax),
  email: z
    .email({ error: 'must be an e-mail address' })
    .max(254, 'must be at most 254 characters')
    .nullable(),
  website: z
    .url({ protocol: /^https?$/, error: 'must be a web address starting with https://' })
    .max(L.websiteMax, `must be at most ${L.websiteMax} characters`)
    .nullable(),
  agencies: distinctList(z.string().trim().min(1).max(40), L.listMax),
  services: distinctList(oneOf(keysOf(CENTER_SERVICE_NAMES)), L.listMax),
  languages: distinctList(
    z.string().regex(/^[a-z]{2}$/, 'must be a two-letter language code such as en'),
    L.listMax,
  ),
  hours: openingHoursSchema.nullable(),
});

/** `POST /api/admin/dive-centers`, `PUT /api/admin/dive-centers/{id}`. */
export const adminDiveCenterWriteSchema = diveCenterFields
  .strict()
  .meta({ id: 'AdminDiveCenterWrite' });
export type AdminDiveCenterWrite = z.input<typeof adminDiveCenterWriteSchema>;

// Countries and regions: their descriptions

/** `PUT /api/admin/countries/{id}`, `PUT /api/admin/regions/{id}`. */
export const adminPlaceWriteSchema = z
  .object({ description, translations: translationsSchema })
  .strict()
  .meta({ id: 'AdminPlaceWrite' });
export type AdminPlaceWrite = z.input<typeof adminPlaceWriteSchema>;

export { adminIdParamsSchema };

// Articles: the list is `GET /api/admin/content/articles`; writing is `PUT /api/admin/articles/{slug}`.

/** `GET /api/admin/articles/{slug}`: an article as its editor opens it, drafts included. */
export const adminArticleSchema = articleWriteSchema
  .extend({
    slug: z.string(),
    publishedAt: z.string().nullable(),
    updatedAt: z.string(),
    path: z.string().nullable().meta({ description: 'Its public page once published.' }),
  })
  .meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof adminArticleSchema>;

/** `POST /api/admin/articles/preview`: a body rendered as the public page renders it. */
export const articlePreviewInputSchema = z
  .object({ bodyMarkdown: articleWriteSchema.shape.bodyMarkdown })
  .strict()
  .meta({ id: 'ArticlePreviewInput' });
export const articlePreviewSchema = z
  .object({ html: z.string().meta({ description: 'Sanitised HTML of the body.' }) })
  .meta({ id: 'ArticlePreviewHtml' });
