import { z } from 'zod';

/** A destination featured on the 404 page and the home page; links open explore on its bounds. */
export const featuredDestinationSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    country: z.string(),
    countryCode: z
      .string()
      .nullable()
      .meta({ description: 'ISO 3166-1 alpha-2 code of the country, when we know the country.' }),
    tagline: z.string(),
    bounds: z.object({
      north: z.number(),
      east: z.number(),
      south: z.number(),
      west: z.number(),
    }),
    zoom: z.number(),
  })
  .meta({ id: 'FeaturedDestination' });
export type FeaturedDestination = z.infer<typeof featuredDestinationSchema>;

export const featuredDestinationListSchema = z.object({
  content: z.array(featuredDestinationSchema),
});
