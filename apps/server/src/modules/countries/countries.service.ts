import type { Kysely } from 'kysely';
import { coverImageUrl } from '@divespot/shared/images';
import type {
  CountryDetail,
  CountrySummary,
  LocationSpot,
  RegionDetail,
  RegionSummary,
} from '@divespot/shared/locations';
import { ACTIVITY_NAMES, spotLevelSchema } from '@divespot/shared/spots';
import type { LanguageCode } from '@divespot/shared/site';
import type { Database } from '../../db/schema.ts';
import { StoredTexts } from '../../db/texts/stored-texts.ts';
import { ENGLISH, type TextsIn } from '../../db/texts/texts-in.ts';
import { notFound } from '../../http/errors.ts';
import { continentOf } from './continents.ts';
import {
  countDiveCenters,
  findCountries,
  findCountryDescription,
  findCountryId,
  findRegions,
  findRegionSpecies,
  findTopSpots,
  type CountryRow,
  type RegionRow,
  type TopSpotRow,
} from './countries.repository.ts';

/** Spots a country page lists and marks on its map. */
const COUNTRY_TOP_SPOTS = 8;
const REGION_SPOTS = 50;
const REGION_SPECIES = 12;

const boundsOf = (r: { north: number; east: number; south: number; west: number }) => ({
  north: r.north,
  east: r.east,
  south: r.south,
  west: r.west,
});

function toCountry(row: CountryRow, texts: TextsIn): CountrySummary {
  return {
    objectId: row.id,
    code: row.code,
    slug: row.slug,
    name: texts.countryName(row.code, row.name),
    continent: continentOf(row.code),
    latitude: row.latitude,
    longitude: row.longitude,
    bounds: boundsOf(row),
    spotCount: row.spot_count,
    regionCount: row.region_count,
    diveCenterCount: row.center_count,
    coverImageLink: coverImageUrl('country', row.id),
  };
}

function toRegion(row: RegionRow, texts: TextsIn): RegionSummary {
  return {
    objectId: row.id,
    slug: row.slug,
    name: texts.regionName(row.id, row.name),
    countrySlug: row.country_slug,
    countryName: texts.countryName(row.country_code, row.country_name),
    countryCode: row.country_code,
    bounds: boundsOf(row),
    spotCount: row.spot_count,
    coverImageLink: coverImageUrl('region', row.id),
  };
}

function toSpot(row: TopSpotRow, texts: TextsIn): LocationSpot {
  const level = spotLevelSchema.safeParse(row.level);
  return {
    objectId: row.id,
    slug: row.slug,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    level: level.success ? level.data : null,
    depth: { minDepth: row.depth_min, maxDepth: row.depth_max },
    rating: row.rating,
    reviewCount: row.review_count,
    activityTypes: row.activities.map((name) => ({
      name,
      displayName: ACTIVITY_NAMES[name] ?? name,
    })),
    regionName: texts.regionName(row.region_id, row.region_name),
    coverImageLink: coverImageUrl('spot', row.id),
  };
}

/** Regions that have spots come first: they are the ones worth opening. */
const withSpotsFirst = (regions: RegionSummary[]) =>
  [...regions].sort((a, b) => Number(b.spotCount > 0) - Number(a.spotCount > 0));

const regionNotFound = () => notFound('No dive region with that slug or id.');

/** A region key is its id when all digits, else its slug. */
const regionFilter = (key: string) =>
  /^\d{1,15}$/.test(key) ? { id: Number(key) } : { slug: key.toLowerCase() };

/** What a region's page head tells: its summary, its text and how many dive centers it has. */
export type RegionOutline = RegionSummary & {
  description: string | null;
  diveCenterCount: number;
};

/** The language a call asks for; English (US) when it asks for none. */
type InLanguage = { lang?: LanguageCode };

/**
 * Countries and regions: their lists, pages, page heads and sitemap paths, with names and texts
 * in the language asked for where they have one (decision 0014).
 */
export class CountryService {
  private readonly db: Kysely<Database>;
  private readonly texts: StoredTexts;

  constructor(db: Kysely<Database>, texts = new StoredTexts(db)) {
    this.db = db;
    this.texts = texts;
  }

  async #countryIdOrThrow(key: string) {
    const id = await findCountryId(this.db, key);
    if (id === undefined) throw notFound('No country with that slug, code or id.');
    return id;
  }

  async listCountries(
    query: { q?: string; withSpots?: boolean } & InLanguage,
  ): Promise<CountrySummary[]> {
    const [rows, texts] = await Promise.all([
      findCountries(this.db, query),
      this.texts.in(query.lang),
    ]);
    return rows.map((row) => toCountry(row, texts));
  }

  async getCountry(key: string, lang?: LanguageCode): Promise<CountryDetail> {
    const id = await this.#countryIdOrThrow(key);
    const [rows, description, regions, spots, texts] = await Promise.all([
      findCountries(this.db, { id }),
      findCountryDescription(this.db, id),
      findRegions(this.db, { countryId: id }),
      findTopSpots(this.db, { countryId: id }, COUNTRY_TOP_SPOTS),
      this.texts.in(lang),
    ]);
    const row = rows[0];
    if (!row) throw notFound('No country with that slug, code or id.');
    return {
      ...toCountry(row, texts),
      description: texts.text('country', id, 'description', description).text,
      regions: withSpotsFirst(regions.map((r) => toRegion(r, texts))),
      topSpots: spots.map((s) => toSpot(s, texts)),
    };
  }

  /** A country by slug, ISO code or id, or null when there is none (page heads answer 404). */
  async findCountry(key: string): Promise<CountrySummary | null> {
    const id = await findCountryId(this.db, key);
    const row = id === undefined ? undefined : (await findCountries(this.db, { id }))[0];
    return row ? toCountry(row, ENGLISH) : null;
  }

  async listCountryRegions(key: string, lang?: LanguageCode): Promise<RegionSummary[]> {
    const countryId = await this.#countryIdOrThrow(key);
    const [rows, texts] = await Promise.all([
      findRegions(this.db, { countryId }),
      this.texts.in(lang),
    ]);
    return withSpotsFirst(rows.map((r) => toRegion(r, texts)));
  }

  async listRegions(
    query: { country?: string; q?: string } & InLanguage,
  ): Promise<RegionSummary[]> {
    const countryId = query.country ? await this.#countryIdOrThrow(query.country) : undefined;
    const [rows, texts] = await Promise.all([
      findRegions(this.db, { countryId, q: query.q }),
      this.texts.in(query.lang),
    ]);
    return rows.map((r) => toRegion(r, texts));
  }

  /** The regions of these slugs as cards, by name; unknown slugs are left out. */
  async regionCards(slugs: readonly string[], lang?: LanguageCode): Promise<RegionSummary[]> {
    if (!slugs.length) return [];
    const [rows, texts] = await Promise.all([findRegions(this.db, { slugs }), this.texts.in(lang)]);
    return rows.map((r) => toRegion(r, texts));
  }

  async #regionDetail(row: RegionRow, lang: LanguageCode | undefined): Promise<RegionDetail> {
    const [spots, species, diveCenterCount, texts] = await Promise.all([
      findTopSpots(this.db, { regionId: row.id }, REGION_SPOTS),
      findRegionSpecies(this.db, row.id, REGION_SPECIES),
      countDiveCenters(this.db, { regionId: row.id }),
      this.texts.in(lang),
    ]);
    const description = texts.text('region', row.id, 'description', row.description);
    return {
      ...toRegion(row, texts),
      description: description.text,
      descriptionLang: description.lang,
      country: {
        objectId: row.country_id,
        code: row.country_code,
        slug: row.country_slug,
        name: texts.countryName(row.country_code, row.country_name),
      },
      spots: spots.map((s) => toSpot(s, texts)),
      species: species.map((s) => {
        return {
          objectId: s.id,
          slug: s.slug,
          ...texts.speciesName(s),
          scientificName: s.scientific_name,
          group: s.group,
          spotCount: s.spot_count,
          coverImageLink: coverImageUrl('species', s.id),
        };
      }),
      diveCenterCount,
    };
  }

  /** `/api/regions/{slug-or-id}`. */
  async getRegion(key: string, lang?: LanguageCode): Promise<RegionDetail> {
    const [row] = await findRegions(this.db, regionFilter(key));
    if (!row) throw regionNotFound();
    return this.#regionDetail(row, lang);
  }

  /** `/api/countries/{country}/regions/{region}`: the region must lie in that country. */
  async getCountryRegion(
    countryKey: string,
    regionKey: string,
    lang?: LanguageCode,
  ): Promise<RegionDetail> {
    const countryId = await this.#countryIdOrThrow(countryKey);
    const [row] = await findRegions(this.db, { countryId, ...regionFilter(regionKey) });
    if (!row) throw regionNotFound();
    return this.#regionDetail(row, lang);
  }

  /**
   * A region by slug or id, within the country `countryKey` names when given, for its page head;
   * null when there is none.
   */
  async findRegionOutline(regionKey: string, countryKey?: string): Promise<RegionOutline | null> {
    let countryId: number | undefined;
    if (countryKey !== undefined) {
      countryId = await findCountryId(this.db, countryKey);
      if (countryId === undefined) return null;
    }
    const filter = regionFilter(regionKey);
    const [row] = await findRegions(
      this.db,
      countryId === undefined ? filter : { countryId, ...filter },
    );
    if (!row) return null;
    const diveCenterCount = await countDiveCenters(this.db, { regionId: row.id });
    return { ...toRegion(row, ENGLISH), description: row.description, diveCenterCount };
  }

  /** Countries and regions with real spots, for the sitemap. */
  async indexableLocationPaths() {
    const [countries, regions] = await Promise.all([
      findCountries(this.db, { withSpots: true }),
      findRegions(this.db, {}),
    ]);
    return {
      countries: countries.map((c) => c.slug),
      regions: regions
        .filter((r) => r.spot_count > 0)
        .map((r) => [r.country_slug, r.slug] as const),
    };
  }
}
