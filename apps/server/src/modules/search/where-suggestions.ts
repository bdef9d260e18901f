import type { Kysely } from 'kysely';
import { exploreSuggestionQuery } from '@divespot/shared/search-explore';
import { EXPLORE_RESULT_TYPE, type SearchResult } from '@divespot/shared/search-links';
import type { Database } from '../../db/schema.ts';
import { ContentAnswers, ContentVersion } from '../../db/content-version.ts';
import {
  buildVocabulary,
  MAX_WORDS,
  parseWhere,
  type WhereQuery,
  type WhereVocabulary,
} from './where-parser.ts';
import { placesWithBounds, speciesWithSightings } from './where.repository.ts';
import { normalisedWords } from './where-words.ts';

/** Species, sightings and places change only when data is imported: a few minutes is fine. */
const VOCABULARY_TTL_MS = 5 * 60_000;

/** The EXPLORE result of a parsed text: its explore query, names and view. */
export function exploreResult(found: WhereQuery): SearchResult {
  const sealife = found.species.map((s) => s.slug);
  return {
    type: EXPLORE_RESULT_TYPE,
    objectId: 0,
    slug: exploreSuggestionQuery({ sealife, month: found.month, bounds: found.place?.bounds }),
    title: found.title,
    details: found.place?.name ?? '',
    view: {
      sealife,
      ...(found.month ? { month: found.month } : {}),
      ...(found.place ? { place: found.place.name } : {}),
    },
  };
}

/**
 * The explore view a search text describes ("whale shark march", "mantas in bali"), read with
 * the species and places of the database, kept in memory for a few minutes.
 */
export class WhereSuggestions {
  readonly #vocabulary: ContentAnswers<WhereVocabulary>;

  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, content = new ContentVersion(db)) {
    this.db = db;
    this.#vocabulary = new ContentAnswers(content, 1, VOCABULARY_TTL_MS);
  }

  /** The EXPLORE result for the text, or null when it names no species with a month or place. */
  async suggest(text: string): Promise<SearchResult | null> {
    const count = normalisedWords(text).length;
    // One word cannot name a species and a month or place: no need for the vocabulary.
    if (count < 2 || count > MAX_WORDS) return null;
    const found = parseWhere(text, await this.#vocabularyNow());
    return found ? exploreResult(found) : null;
  }

  #vocabularyNow(): Promise<WhereVocabulary> {
    return this.#vocabulary.get('all', async () => {
      const [species, places] = await Promise.all([
        speciesWithSightings(this.db),
        placesWithBounds(this.db),
      ]);
      return buildVocabulary(species, places);
    });
  }
}
