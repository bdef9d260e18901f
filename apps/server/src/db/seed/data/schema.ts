import { LIMITS } from '@divespot/shared/tools/input';
import { z } from 'zod';

/**
 * Shape of the seed dataset written by the DiveSpot team (JSON files beside this one): real dive
 * regions, spots, marine species and dive centers, every description in our own words. A field we
 * are not sure of is left out rather than guessed.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case slug');
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code');
const month = z.number().int().min(1).max(12);
const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

export const boundsSchema = z
  .object({ north: lat, east: lng, south: lat, west: lng })
  .refine((b) => b.north > b.south, 'north must be greater than south');

export const seedRegionSchema = z.strictObject({
  slug,
  name: z.string().min(2),
  country: countryCode,
  description: z.string().min(40),
  /** West may exceed east only for a region that crosses the antimeridian. */
  bounds: boundsSchema,
});

export const SITE_TYPES = [
  'reef',
  'wreck',
  'wall',
  'cave',
  'cavern',
  'cenote',
  'pinnacle',
  'muck',
  'drift',
  'kelp',
  'seamount',
  'sinkhole',
  'channel',
  'bay',
  'lake',
  'quarry',
  'fissure',
  'artificial-reef',
] as const;
export const ACTIVITIES = [
  'scuba',
  'freedive',
  'snorkel',
  'technical',
  'cave',
  'wreck',
  'night',
  'drift',
  'shore',
  'boat',
] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;

export const seedSpotSchema = z.strictObject({
  slug,
  name: z.string().min(2),
  region: slug,
  latitude: lat,
  longitude: lng,
  description: z.string().min(80),
  entry: z.enum(['shore', 'boat']).optional(),
  siteType: z.enum(SITE_TYPES),
  waterType: z.enum(['ocean', 'lake', 'river', 'quarry', 'cenote', 'spring']),
  depthMin: z.number().min(0).max(300).optional(),
  depthMax: z.number().min(1).max(330).optional(),
  /**
   * Metres above sea level of the water surface, only for inland water whose level is a settled
   * fact (Lake Huron: 176). Left out for the sea, for marine lakes and coastal cenotes at about
   * sea level, and wherever we are not sure.
   */
  altitudeM: z.number().min(LIMITS.altitude.min).max(LIMITS.altitude.max).optional(),
  level: z.enum(LEVELS),
  activities: z.array(z.enum(ACTIVITIES)).min(1),
  visibilityM: z.object({ min: z.number().min(0), max: z.number().min(1) }).optional(),
  current: z.enum(['none', 'mild', 'moderate', 'strong']).optional(),
  /** Typical surface water temperature in °C for January … December. */
  waterTempC: z.array(z.number().min(-2).max(35)).length(12).optional(),
  bestMonths: z.array(month).min(1).max(12).optional(),
  certification: z
    .enum(['none', 'open_water', 'advanced', 'rescue', 'divemaster', 'instructor', 'technical'])
    .optional(),
  tags: z.array(z.string().min(2)).optional(),
});

export const IUCN_STATUSES = ['LC', 'NT', 'VU', 'EN', 'CR', 'DD', 'NE'] as const;

export const seedSpeciesSchema = z.strictObject({
  slug,
  commonName: z.string().min(2),
  /** Currently accepted binomial (genus and species), no author. */
  scientificName: z.string().regex(/^[A-Z][a-z]+ [a-z-]+( [a-z-]+)?$/, 'binomial name'),
  group: z.enum([
    'shark',
    'ray',
    'bony-fish',
    'turtle',
    'marine-mammal',
    'cephalopod',
    'nudibranch',
    'crustacean',
    'coral',
    'echinoderm',
    'jellyfish',
    'sponge',
    'mollusc',
    'worm',
    'reptile',
    'seagrass',
  ]),
  family: z.string().regex(/^[A-Z][a-z]+$/, 'family name'),
  description: z.string().min(60),
  /** Typical adult length in centimetres. */
  sizeCm: z.number().positive().optional(),
  depthMinM: z.number().min(0).optional(),
  depthMaxM: z.number().min(1).optional(),
  iucn: z.enum(IUCN_STATUSES).optional(),
  /** Spots (by slug) where divers see it, and in which months. */
  sightings: z
    .array(z.strictObject({ spot: slug, months: z.array(month).min(1).max(12) }))
    .default([]),
});

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/**
 * A real dive business. Strict, and with no way to mark a record as made up: invented listings
 * are not seed data (tests build the centers they need).
 */
export const seedDiveCenterSchema = z.strictObject({
  slug,
  name: z.string().min(2),
  region: slug,
  address: z.string().min(5),
  latitude: lat,
  longitude: lng,
  phone: z.string().optional(),
  email: z.email().optional(),
  website: z.url().optional(),
  agencies: z.array(
    z.enum([
      'PADI',
      'SSI',
      'NAUI',
      'CMAS',
      'BSAC',
      'RAID',
      'SDI',
      'TDI',
      'GUE',
      'IANTD',
      'AIDA',
      'Molchanovs',
    ]),
  ),
  services: z.array(
    z.enum([
      'courses',
      'guided-dives',
      'boat-dives',
      'shore-dives',
      'equipment-rental',
      'equipment-sales',
      'air-fills',
      'nitrox',
      'trimix',
      'liveaboard',
      'snorkel-trips',
      'freediving',
      'accommodation',
    ]),
  ),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, 'ISO 639-1 code')).min(1),
  hours: z
    .partialRecord(
      z.enum(WEEKDAYS),
      z.union([z.literal('closed'), z.object({ open: hhmm, close: hhmm })]),
    )
    .optional(),
  rating: z.number().min(1).max(5).optional(),
});

export type SeedRegion = z.infer<typeof seedRegionSchema>;
export type SeedSpot = z.infer<typeof seedSpotSchema>;
export type SeedSpecies = z.infer<typeof seedSpeciesSchema>;
export type SeedDiveCenter = z.infer<typeof seedDiveCenterSchema>;
