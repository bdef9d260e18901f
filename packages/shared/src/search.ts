import { z } from 'zod';
import { languageQuery, textLanguageSchema } from './schema-parts.ts';
import {
  EXPLORE_RESULT_TYPE,
  SEARCH_MAX_LENGTH,
  SEARCH_RESULT_TYPES,
  type SearchExploreView,
  type SearchResult,
} from './search-links.ts';

/* The API contract of GET /api/search. Types, constants and links: search-links.ts (zod-free). */

/** The kinds of record a `source` can name. */
export const searchResultTypeSchema = z.enum(SEARCH_RESULT_TYPES);

/** What a result is: a record of one of those kinds, or an explore view (EXPLORE). */
export const searchResultKindSchema = z.enum([...SEARCH_RESULT_TYPES, EXPLORE_RESULT_TYPE]).meta({
  description:
    'The kind of record, or EXPLORE: an explore view the text describes ("whale shark march", ' +
    '"mantas in bali"), listed first, only with source ALL.',
});

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
  ...languageQuery,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** The explore view of an EXPLORE result. */
export const searchExploreViewSchema = z
  .object({
    sealife: z
      .array(z.string())
      .min(1)
      .meta({ description: 'Species slugs of the `sealife` filter, e.g. `whale-shark`.' }),
    month: z
      .number()
      .int()
      .min(1)
      .max(12)
      .optional()
      .meta({ description: '1–12: the `month` filter, when the text named a month.' }),
    place: z
      .string()
      .optional()
      .meta({ description: 'The region or country the map shows, when the text named one.' }),
  })
  .meta({ id: 'SearchExploreView' }) satisfies z.ZodType<SearchExploreView>;

/** The parts of a result's `details`, in the language asked for (`lang` other than en-US). */
export const searchResultContextSchema = z
  .object({
    siteType: z
      .string()
      .optional()
      .meta({
        description:
          "DIVE_SPOT: the spot's site type code (`wreck`, `reef`, `wall`…), when it has one; " +
          'the client names it in its language.',
      }),
    place: z
      .string()
      .optional()
      .meta({
        description:
          'DIVE_SPOT and DIVE_CENTER: "Region, Country"; REGION: its country; each name in the ' +
          'language asked for where it has one ("Rotes Meer, Ägypten"). Absent when unknown.',
      }),
  })
  .meta({ id: 'SearchResultContext' });

/** One search result (docs/product/entities.md), best match first in the list. */
export const searchResultSchema = z
  .object({
    type: searchResultKindSchema,
    objectId: z.number().int().meta({ description: "The record's id; 0 for EXPLORE." }),
    slug: z.string().meta({
      description:
        "The record's slug; for regions `country/region`; for EXPLORE the /explore query " +
        'without `?`, e.g. `sealife=whale-shark&month=3`.',
    }),
    title: z.string().meta({
      description:
        "The record's name; for EXPLORE the species' common name(s). With `lang`, regions, " +
        "countries and species are named in that language where they have a name in it (a species' " +
        'common name otherwise stays English: see `titleLang`).',
    }),
    details: z.string().meta({
      description:
        'One line of context in English, whatever `lang` asks, e.g. "Wreck · Red Sea, Egypt" or ' +
        "a scientific name; for EXPLORE the place's name or ''. Clients showing another " +
        'language compose the line from `context`.',
    }),
    view: searchExploreViewSchema
      .optional()
      .meta({ description: 'EXPLORE only: what the explore view shows.' }),
    context: searchResultContextSchema.optional().meta({
      description:
        'With `lang` other than en-US, on every record but a species: the parts of `details` ' +
        '(the kind is `type`), for the client to write the line in that language, e.g. ' +
        '"Wrack · Rotes Meer, Ägypten". Absent: `details` is the line to show.',
    }),
    titleLang: textLanguageSchema.optional().meta({
      description:
        'MARINE_LIFE with `lang` other than en-US: the language `title` (the common name) is ' +
        'in; `en` when the species has no common name in the language asked (show the ' +
        'scientific name, `details`, first, and mark the English name).',
    }),
  })
  .meta({ id: 'SearchResult' }) satisfies z.ZodType<SearchResult>;

export const searchResultListSchema = z.array(searchResultSchema).meta({ id: 'SearchResultList' });
