import { z } from 'zod';

/** Kinds of search result (SPEC §3 "Search result"). */
export const SEARCH_RESULT_TYPES = [
  'DIVE_SPOT',
  'MARINE_LIFE',
  'DIVE_CENTER',
  'COUNTRY',
  'REGION',
] as const;
export const searchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);
export type SearchResultType = z.infer<typeof searchResultTypeSchema>;

/** `source` of GET /api/search: one kind of result, or ALL (default). */
export const searchSourceSchema = z.enum(['ALL', ...SEARCH_RESULT_TYPES]);
export type SearchSource = z.infer<typeof searchSourceSchema>;

/** Longest search text accepted; longer is refused, not truncated, so a typo shows. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_DEFAULT_LIMIT = 10;
/** SPEC §9: the search box waits this long after the last keystroke before it asks. */
export const SEARCH_DEBOUNCE_MS = 300;
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
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultListSchema = z.array(searchResultSchema).meta({ id: 'SearchResultList' });

/** The page a result opens (SPEC §2 routes). */
export function searchResultHref(result: Pick<SearchResult, 'type' | 'slug'>): string {
  switch (result.type) {
    case 'DIVE_SPOT':
      return `/spots/${result.slug}`;
    case 'MARINE_LIFE':
      return `/marine-life/${result.slug}`;
    case 'DIVE_CENTER':
      return `/dive-centers/${result.slug}`;
    case 'COUNTRY':
      return `/locations/countries/${result.slug}`;
    case 'REGION':
      return `/locations/regions/${result.slug}`;
  }
}

/** Where the search box goes when nothing is selected: explore, filtered by the text. */
export function exploreSearchHref(text: string): string {
  return `/explore?${new URLSearchParams({ search: text.trim() }).toString()}`;
}
