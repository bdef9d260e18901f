import type { SearchQuery } from '@divespot/shared/search';
import type { LanguageCode } from '@divespot/shared/site';
import { SEARCH_RESULT_TYPES, type SearchResult } from '@divespot/shared/search-links';
import { ContentReader } from '../../db/texts/content-reader.ts';
import { ContentAnswers } from '../../db/content-version.ts';
import { resultsIn } from './search-language.ts';
import { searchEntries, type SearchRequest, type SearchRow } from './search.repository.ts';
import { WhereSuggestions } from './where-suggestions.ts';

/** Trigram matching needs three characters; shorter text matches word prefixes only. */
const TRIGRAM_MIN = 3;

/** Enough for every popular prefix; a minute keeps edits visible soon. */
const CACHE_ENTRIES = 5000;
const CACHE_TTL_MS = 60_000;

/**
 * Roughly what search_norm() leaves of the text in SQL (accents, case and punctuation gone);
 * only its length is used here, to pick the matching strategy and to skip the database for
 * text with nothing searchable in it.
 */
const roughlyNormalised = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const toResult = (row: SearchRow): SearchResult => ({
  type: row.type,
  objectId: Number(row.object_id),
  slug: row.slug,
  title: row.title,
  details: row.details,
});

/**
 * Texts that search the same (case, accents, spacing and punctuation aside) share a key; the
 * English answer's key is also the base every language's answer is made from.
 */
const searchCacheKey = (query: Omit<SearchQuery, 'lang'>) =>
  `${query.source}|${query.limit}|${roughlyNormalised(query.q).toLowerCase()}`;

/**
 * The search box's answers; the instance keeps recent ones, per language, for a minute or until
 * content changes (db/content-version.ts).
 */
export class SearchService extends ContentReader {
  readonly #recent = new ContentAnswers<SearchResult[]>(
    this.texts.content,
    CACHE_ENTRIES,
    CACHE_TTL_MS,
  );
  readonly #where = new WhereSuggestions(this.db, this.texts.content);

  /**
   * docs/product/entities.md search: exact matches first, then prefixes, word prefixes, substrings and near
   * misses (one typo), accent-insensitive. Real records always rank above synthetic spots (found
   * by name prefix). With source ALL, a text naming a species and a month or place ("whale shark
   * march", "mantas in bali") first gets the explore view of it (EXPLORE). Empty or blank text
   * answers [] without a query. Texts that search the same share one answer while it is recent.
   * In another language than English (US), the English answer (itself kept) is given that
   * language's names and each record's `context` (search-language.ts).
   */
  search(query: Omit<SearchQuery, 'lang'> & { lang?: LanguageCode }): Promise<SearchResult[]> {
    const key = searchCacheKey(query);
    const english = () => this.#recent.get(key, () => this.#search(query));
    const lang = query.lang ?? 'en-US';
    if (lang === 'en-US') return english();
    return this.#recent.get(`${lang}|${key}`, async () => {
      const results = await english();
      // Nothing found, nothing to name: a blank text still reaches no database.
      if (results.length === 0) return results;
      return resultsIn(this.db, results, await this.texts.in(lang));
    });
  }

  async #search(query: Omit<SearchQuery, 'lang'>): Promise<SearchResult[]> {
    const normalised = roughlyNormalised(query.q);
    if (normalised === '') return [];
    const request: SearchRequest = {
      text: query.q,
      short: normalised.length < TRIGRAM_MIN,
      types: query.source === 'ALL' ? SEARCH_RESULT_TYPES : [query.source],
      limit: query.limit,
    };
    const [rows, explore] = await Promise.all([
      searchEntries(this.db, request),
      query.source === 'ALL' ? this.#where.suggest(query.q) : null,
    ]);
    const results = rows.map(toResult);
    return explore ? [explore, ...results].slice(0, query.limit) : results;
  }
}
