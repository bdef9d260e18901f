import type { Kysely } from 'kysely';
import { placeLine } from '@divespot/shared/place-line';
import type { SearchResult, SearchResultContext } from '@divespot/shared/search-links';
import type { Database } from '../../db/schema.ts';
import type { TextsIn } from '../../db/texts/texts-in.ts';
import { resultPlaces, type ResultIds, type ResultPlaceRow } from './search-places.repository.ts';

/*
 * The search function writes each record's line of context in English, once, in SQL
 * (search_entry, migrations 0016 and 0017), and ranks on English names. Another language is
 * given to a page of results afterwards: names through the stored texts (in memory) and CLDR,
 * and the parts of the line (site type, place) for the client to compose in its language, looked
 * up with one small query by the page's ids (decision 0014).
 */

function idsOf(results: readonly SearchResult[]): ResultIds {
  const ids: ResultIds = { spots: [], centers: [], regions: [], countries: [] };
  for (const r of results) {
    if (r.type === 'DIVE_SPOT') ids.spots.push(r.objectId);
    else if (r.type === 'DIVE_CENTER') ids.centers.push(r.objectId);
    else if (r.type === 'REGION') ids.regions.push(r.objectId);
    else if (r.type === 'COUNTRY') ids.countries.push(r.objectId);
  }
  return ids;
}

/** "Region, Country" with each name in the language of `texts`, naming the place once. */
function placeIn(row: ResultPlaceRow, texts: TextsIn): string {
  const region = texts.regionName(
    row.region_id === null ? null : Number(row.region_id),
    row.region_name,
  );
  return placeLine(region, texts.countryName(row.country_code, row.country_name));
}

function withContext(result: SearchResult, context: SearchResultContext): SearchResult {
  return { ...result, context };
}

/** One result in the language of `texts`, given its record's place (when it has one). */
function localised(
  result: SearchResult,
  texts: TextsIn,
  place: ResultPlaceRow | undefined,
): SearchResult {
  switch (result.type) {
    case 'MARINE_LIFE': {
      const name = texts.text('species', result.objectId, 'common_name', result.title);
      return { ...result, title: name.text, titleLang: name.lang };
    }
    case 'COUNTRY':
      return withContext(
        {
          ...result,
          title: place ? texts.countryName(place.country_code, result.title) : result.title,
        },
        {},
      );
    case 'REGION': {
      const title = texts.regionName(result.objectId, result.title);
      const country = place ? placeIn({ ...place, region_id: null, region_name: null }, texts) : '';
      return withContext({ ...result, title }, country ? { place: country } : {});
    }
    case 'DIVE_SPOT':
    case 'DIVE_CENTER': {
      const line = place ? placeIn(place, texts) : '';
      const siteType = place?.site_type;
      return withContext(result, {
        ...(siteType ? { siteType } : {}),
        ...(line ? { place: line } : {}),
      });
    }
    default:
      // An explore view names its species and place as the search's vocabulary does (English).
      return result;
  }
}

/**
 * A page of results in the language of `texts`: titles of regions, countries and species in it
 * where they have a name in it, and each record's `context`. English (US) is the results as they
 * are: their `details` is already the line to show.
 */
export async function resultsIn(
  db: Kysely<Database>,
  results: readonly SearchResult[],
  texts: TextsIn,
): Promise<SearchResult[]> {
  if (texts.isEnglish) return [...results];
  const places = await resultPlaces(db, idsOf(results));
  return results.map((r) => localised(r, texts, places.get(`${r.type}:${r.objectId}`)));
}
