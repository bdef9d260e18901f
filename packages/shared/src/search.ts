import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SEARCH_RESULT_TYPES, type SearchResult } from './search-links.ts';

/* The API contract of GET /api/search. Types, constants and links: search-links.ts (zod-free). */

export const searchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);

/** `source` of GET /api/search: one kind of result, or ALL (default). */
export const searchSourceSchema = z.enum(['ALL', ...SEARCH_RESULT_TYPES]);
export type SearchSource = z.infer<typeof searchSourceSchema>;

export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 25;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .max(SEARCH_MAX_LENGTH, `must be at most ${SEARCH_MAX_LENGTH} characters`)
    .default('')
    .meta({ description: 'Search text; empty or blank returns an empty list.' }),
  source: searchSourceSchema
    .default('ALL')
    .meta({ description: 'Which kind of result to search; ALL by default.' }),
  limit: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(SEARCH_MAX_LIMIT, `must be at most ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_DEFAULT_LIMIT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One search result (SPEC §3), best match first in the list. */
export const searchResultSchema = z
  .object({
    type: searchResultTypeSchema,
    objectId: z.number().int(),
    slug: z.string().meta({ description: "The record's slug; for regions `country/region`." }),
    title: z.string(),
    details: z.string().meta({
      description: 'One line of context, e.g. "Wreck · Red Sea, Egypt" or a scientific name.',
    }),
  })
  .meta({ id: 'SearchResult' }) satisfies z.ZodType<SearchResult>;

export const searchResultListSchema = z.array(searchResultSchema).meta({ id: 'SearchResultList' });
