import { z } from 'zod';

const count = (description: string) => z.number().int().nonnegative().meta({ description });

/**
 * `GET /api/statistics`: what the catalogue holds, counted from the database (the home page's
 * statistics line). Only what is counted is said: nothing about divers or dives.
 */
export const siteStatisticsSchema = z
  .object({
    spots: count('Dive spots (synthetic test spots are not counted).'),
    countries: count('Countries with at least one of those spots.'),
    species: count('Species in the marine life guide.'),
    diveCenters: count('Dive centers listed (sample listings are not counted).'),
  })
  .meta({ id: 'SiteStatistics' });
export type SiteStatistics = z.infer<typeof siteStatisticsSchema>;
