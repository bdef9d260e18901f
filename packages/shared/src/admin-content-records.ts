import { z } from 'zod';
import { TRANSLATED_LANGUAGES } from './admin-content-vocabulary.ts';
import { openingHoursSchema } from './dive-centers.ts';

/**
 * The records the console's editors open (docs/product/admin.md#content), as the server answers
 * them; what they send is in admin-content.ts.
 */

/** Where a record is, as the point picked on the map finds it. */
export const placeRefSchema = z
  .object({
    country: z.object({ code: z.string(), slug: z.string(), name: z.string() }).nullable(),
    region: z.object({ slug: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'PlaceRef' });
export type PlaceRef = z.infer<typeof placeRefSchema>;

/** A picture of a record, as the image pipeline serves it. */
export const adminImageSchema = z
  .object({ id: z.number().int(), url: z.string(), width: z.number(), height: z.number() })
  .meta({ id: 'AdminImage' });
export type AdminImage = z.infer<typeof adminImageSchema>;

const recordShape = {
  id: z.number().int(),
  slug: z.string(),
  path: z.string().nullable().meta({ description: 'Its public page.' }),
  source: z.object({ name: z.string(), license: z.string() }),
};

/*
 * The answers hold a record as it is stored, which an import may have filled beyond what the
 * form accepts (a longer name, a site type of its own): the editor opens it, and its form asks
 * for what must change before it saves. So the answers' fields have the write fields' types
 * without their limits.
 */
const storedText = z.string();
const storedMaybe = z.string().nullable();
const storedNumber = z.number().nullable();
const storedList = z.array(z.string());
const storedMonths = z.array(z.number());
const storedTranslations = z.partialRecord(z.enum(TRANSLATED_LANGUAGES), z.string().nullable());

export const adminSpotSchema = z
  .object({
    ...recordShape,
    name: storedText,
    description: storedMaybe,
    translations: storedTranslations,
    latitude: z.number(),
    longitude: z.number(),
    entry: storedMaybe,
    siteType: storedMaybe,
    waterType: storedMaybe,
    depthMin: storedNumber,
    depthMax: storedNumber,
    altitude: storedNumber,
    level: storedMaybe,
    activities: storedList,
    visibilityMin: storedNumber,
    visibilityMax: storedNumber,
    current: storedMaybe,
    waterTempC: z.array(z.number()).nullable(),
    bestMonths: storedMonths,
    certification: storedMaybe,
    facilities: storedList,
    tags: storedList,
    place: placeRefSchema,
    images: z.array(adminImageSchema),
  })
  .meta({ id: 'AdminSpot' });
export type AdminSpot = z.infer<typeof adminSpotSchema>;

export const adminSpeciesSchema = z
  .object({
    ...recordShape,
    commonName: storedText,
    scientificName: storedText,
    group: storedText,
    family: storedMaybe,
    description: storedMaybe,
    translations: storedTranslations,
    commonNameTranslations: storedTranslations,
    sizeCm: storedNumber,
    depthMin: storedNumber,
    depthMax: storedNumber,
    iucn: storedMaybe,
    sightings: z.array(
      z.object({ spotId: z.number().int(), spotName: z.string(), months: z.array(z.number()) }),
    ),
    images: z.array(adminImageSchema),
  })
  .meta({ id: 'AdminSpecies' });
export type AdminSpecies = z.infer<typeof adminSpeciesSchema>;

export const adminDiveCenterSchema = z
  .object({
    ...recordShape,
    name: storedText,
    address: storedMaybe,
    latitude: z.number(),
    longitude: z.number(),
    phone: storedMaybe,
    email: storedMaybe,
    website: storedMaybe,
    agencies: storedList,
    services: storedList,
    languages: storedList,
    hours: openingHoursSchema.nullable(),
    place: placeRefSchema,
    images: z.array(adminImageSchema),
  })
  .meta({ id: 'AdminDiveCenter' });
export type AdminDiveCenter = z.infer<typeof adminDiveCenterSchema>;

export const adminPlaceSchema = z
  .object({
    ...recordShape,
    name: z.string(),
    detail: z.string().nullable().meta({ description: "A region's country." }),
    description: storedMaybe,
    translations: storedTranslations,
  })
  .meta({ id: 'AdminPlace' });
export type AdminPlace = z.infer<typeof adminPlaceSchema>;
