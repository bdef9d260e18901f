/**
 * Location paths and link types without zod, so page chunks that only build links do not ship
 * the schema library (the schemas live in locations.ts).
 */

/** Record types of generic `/locations/{type}/{id}` links. */
export const LOCATION_TYPES = [
  'countries',
  'regions',
  'spots',
  'dive-centers',
  'marine-life',
] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** True for a `/locations/{type}/…` type the app resolves. */
export const isLocationType = (type: string): type is LocationType =>
  (LOCATION_TYPES as readonly string[]).includes(type);
