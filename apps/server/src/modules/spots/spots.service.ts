import type { Kysely } from 'kysely';
import { coverImageUrl } from '@divespot/shared/images';
import type { LanguageCode } from '@divespot/shared/site';
import type { SpotSearchQuery } from '@divespot/shared/spot-search';
import {
  spotDetailSchema,
  spotListSchema,
  spotSummarySchema,
  type SpotDetail,
  type SpotList,
  type SpotPage,
  type SpotSealifeItem,
  type SpotSummary,
} from '@divespot/shared/spots';
import type { Database } from '../../db/schema.ts';
import { ContentReader } from '../../db/texts/content-reader.ts';
import { StoredTexts } from '../../db/texts/stored-texts.ts';
import type { TextsIn } from '../../db/texts/texts-in.ts';
import { notFound } from '../../http/errors.ts';
import { Serialized } from '../../http/serialized.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { ContentAnswers } from '../../db/content-version.ts';
import type { SpotMapRow } from './spots-map.repository.ts';
import type { SpotMapService } from './spots-map.service.ts';
import { countSpots, searchSpots, viewCentre } from './spots-search.repository.ts';
import { byShownName, round1, sightingsIn, toDetail, toSummary } from './spots.mapper.ts';
import {
  findMostViewedSpotIds,
  findPopularSpots,
  findRealSpotsByIds,
  findRandomSpot,
  findRecommendedSpots,
  findSpotById,
  findSpotBySlug,
  findSightingsAt,
  findSpotSealife,
  findSpotsBySlugs,
  findSpotsNear,
  listRealSpotSlugs,
  spotExists,
  type SpotRow,
} from './spots.repository.ts';

const NO_SPOT = 'No dive spot with that id or address.';

const orNotFound = (row: SpotRow | undefined, texts: TextsIn): SpotDetail => {
  if (!row) throw notFound(NO_SPOT);
  return toDetail(row, texts);
};

const DETAIL_ENTRIES = 10_000;
const DETAIL_TTL_MS = 60_000;

/**
 * Spot details by id or slug, in one of the interface languages. Spot pages are read far more
 * often than spots change (an import, a seed, an edit), so the instance keeps recent details
 * for a minute, with their JSON, per language and content counter (an edit shows at once:
 * db/content-version.ts): a popular spot costs one query a minute instead of one per visit.
 * Unknown ids are never remembered.
 */
export class SpotDetails extends ContentReader {
  readonly #recent = new ContentAnswers<Serialized<SpotDetail>>(
    this.texts.content,
    DETAIL_ENTRIES,
    DETAIL_TTL_MS,
  );

  /** A spot by id, with its response body ready to send. */
  answerById(id: number, lang: LanguageCode = 'en-US'): Promise<Serialized<SpotDetail>> {
    return this.#answer(`id:${id}`, lang, () => findSpotById(this.db, id));
  }

  /**
   * A spot by slug, with its response body ready to send. `/{country}/{region}/{spot}`: the spot
   * slug is unique, so it decides; the rest is cosmetic.
   */
  answerBySlug(slug: string, lang: LanguageCode = 'en-US'): Promise<Serialized<SpotDetail>> {
    return this.#answer(`slug:${slug}`, lang, () => findSpotBySlug(this.db, slug));
  }

  async byId(id: number, lang?: LanguageCode): Promise<SpotDetail> {
    return (await this.answerById(id, lang)).value;
  }

  async bySlug(slug: string, lang?: LanguageCode): Promise<SpotDetail> {
    return (await this.answerBySlug(slug, lang)).value;
  }

  #answer(key: string, lang: LanguageCode, load: () => Promise<SpotRow | undefined>) {
    return this.#recent.get(`${lang}|${key}`, async () => {
      const [row, texts] = await Promise.all([load(), this.texts.in(lang)]);
      return new Serialized(orNotFound(row, texts), spotDetailSchema);
    });
  }
}

/**
 * Trending by page views: the days counted, the views a spot needs to rank by them, and how many
 * ranked ids are kept (the most any caller asks for).
 */
export const TRENDING = { days: 7, minViews: 5, ranked: 50, ttlMs: 60_000 } as const;

/** Spot lists and searches: the explore list, nearby, recommended, popular and random spots. */
export class SpotService {
  readonly #trending = new AnswerCache<number[]>(1, TRENDING.ttlMs);
  /** The trending answers, per length and language, for as long as the ranking they follow. */
  readonly #popular: ContentAnswers<Serialized<SpotList>>;

  private readonly db: Kysely<Database>;
  private readonly map?: SpotMapService;
  private readonly texts: StoredTexts;

  /**
   * `map`: the spot map's index, which answers the explore list (a view, nearest first);
   * `texts`: the stored texts in other languages.
   */
  constructor(db: Kysely<Database>, map?: SpotMapService, texts = new StoredTexts(db)) {
    this.db = db;
    this.map = map;
    this.texts = texts;
    this.#popular = new ContentAnswers(texts.content, 200, TRENDING.ttlMs);
  }

  async getRandomSpot(lang: LanguageCode = 'en-US'): Promise<SpotDetail> {
    const [row, texts] = await Promise.all([findRandomSpot(this.db), this.texts.in(lang)]);
    return orNotFound(row, texts);
  }

  /**
   * Spots within `radiusKm` of a point, nearest first, with their distance: from the spot map's
   * index as JSON (every spot page asks, so no query runs), else from the database.
   */
  async getNearbySpots(near: {
    lat: number;
    lng: number;
    radiusKm: number;
    limit: number;
    excludeId?: number;
    lang?: LanguageCode;
  }): Promise<string | SpotSummary[]> {
    const texts = await this.#texts(near);
    if (this.map) {
      const { km, cards } = await this.map.nearby(near, SpotService.#cardJson(texts), texts);
      return `{"content":[${SpotService.#withDistances(cards, km).join(',')}]}`;
    }
    const rows = await findSpotsNear(this.db, near);
    return rows.map((row) => toSummary(row, texts, row.distance_km));
  }

  /** Cards (JSON objects) with each one's distance in km, rounded to 100 m, added at the end. */
  static #withDistances(cards: readonly string[], km: readonly number[]): string[] {
    return cards.map((card, k) => `${card.slice(0, -1)},"distance":${round1(km[k]!)}}`);
  }

  /** A page of spots; explore's list (a view, nearest first) comes as its JSON already. */
  async searchSpotPage(query: SpotSearchQuery): Promise<SpotPage | string> {
    const texts = await this.#texts(query);
    const nearest = await this.#nearestInView(query, texts);
    if (nearest !== undefined) return nearest;
    const page = await this.#searchPage(query, texts);
    if (query.sealife?.length && page.content.length) {
      await this.#withSightings(page.content, query.sealife, texts);
    }
    return page;
  }

  /** The texts of the language a query asks for (English (US) without one). */
  #texts(query: { lang?: LanguageCode }): Promise<TextsIn> {
    return this.texts.in(query.lang ?? 'en-US');
  }

  /** A spot's card as JSON (checked against its schema), without its distance. */
  static #cardJson(texts: TextsIn): (row: SpotMapRow) => string {
    return (row) => JSON.stringify(spotSummarySchema.parse(toSummary(row, texts)));
  }

  /**
   * Explore's list (a view, nearest first) from the spot map's index, without a query: the
   * page's spots and the count, its JSON put together from the spots' cards (kept by the index
   * until a spot changes). Undefined for other lists.
   */
  async #nearestInView(query: SpotSearchQuery, texts: TextsIn): Promise<string | undefined> {
    const { ne, sw } = query;
    if (!this.map || !ne || !sw || query.sort !== 'distance') return undefined;
    const from = query.origin ?? viewCentre(ne, sw);
    const offset = query.page * query.size;
    const request = { ...query, ne, sw, from, offset, limit: query.size };
    const { total, km, cards, sightings } = await this.map.nearest(
      request,
      SpotService.#cardJson(texts),
      texts,
    );
    // One string made at the end, of the cards and what each page adds to them.
    const parts = ['{"content":['];
    for (let k = 0; k < cards.length; k++) {
      const card = cards[k]!;
      parts.push(k > 0 ? ',' : '', card.slice(0, -1), ',"distance":', String(round1(km[k]!)));
      if (sightings) parts.push(',"sightings":', sightings[k]!);
      parts.push('}');
    }
    const totalPages = Math.ceil(total / query.size);
    parts.push(
      `],"page":${query.page},"size":${query.size},`,
      `"totalElements":${total},"totalPages":${totalPages}}`,
    );
    return parts.join('');
  }

  async #searchPage(query: SpotSearchQuery, texts: TextsIn): Promise<SpotPage> {
    const inView = query.ne !== undefined && query.sw !== undefined;
    const [rows, viewTotal] = await Promise.all([
      searchSpots(this.db, query),
      inView ? countSpots(this.db, query) : undefined,
    ]);
    const first = rows[0];
    // Past the last page no row carries the window count; only then count separately.
    const total =
      viewTotal ??
      (first ? Number(first.total) : query.page > 0 ? await countSpots(this.db, query) : 0);
    return {
      content: rows.map((row) => toSummary(row, texts, row.distance_km ?? undefined)),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /** Each spot's sightings of the sealife filter's species: the badges of the explore list. */
  async #withSightings(spots: SpotSummary[], slugs: string[], texts: TextsIn): Promise<void> {
    const rows = await findSightingsAt(
      this.db,
      spots.map((s) => s.objectId),
      slugs,
    );
    for (const spot of spots) {
      spot.sightings = sightingsIn(
        texts,
        rows
          .filter((r) => Number(r.spot_id) === spot.objectId)
          .map((r) => ({
            slug: r.slug,
            speciesId: r.species_id,
            commonName: r.common_name,
            scientificName: r.scientific_name,
            months: [...r.months].sort((a, b) => a - b),
          })),
      );
    }
  }

  async getRecommendedSpots(query: {
    lat?: number;
    lng?: number;
    radiusKm: number;
    limit: number;
    lang?: LanguageCode;
  }): Promise<SpotSummary[]> {
    const near =
      query.lat !== undefined && query.lng !== undefined
        ? { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm }
        : undefined;
    const [rows, texts] = await Promise.all([
      findRecommendedSpots(this.db, { limit: query.limit, near }),
      this.#texts(query),
    ]);
    return rows.map((row) => toSummary(row, texts, row.distance_km ?? undefined));
  }

  /** The spots of these slugs as cards, in no particular order; unknown slugs are left out. */
  async spotCards(slugs: readonly string[], lang?: LanguageCode): Promise<SpotSummary[]> {
    const [rows, texts] = await Promise.all([
      findSpotsBySlugs(this.db, slugs),
      this.#texts({ lang }),
    ]);
    return rows.map((row) => toSummary(row, texts));
  }

  /**
   * Trending spots (docs/product/screens.md): those with at least `TRENDING.minViews` page views
   * in the last 7 days, most viewed first, then the most reviewed and best rated to fill the
   * list. The ranking by views is worked out once a minute (it groups a week of daily counts),
   * and so are the answers made from it, per length and language; an edit to a spot shows in
   * them at once (db/content-version.ts).
   */
  getPopularSpots(limit: number, lang: LanguageCode = 'en-US'): Promise<Serialized<SpotList>> {
    // Kept as its response body too: the home asks for it on every visit.
    return this.#popular.get(
      `${limit}|${lang}`,
      async () =>
        new Serialized({ content: await this.#popularSpots(limit, lang) }, spotListSchema),
    );
  }

  async #popularSpots(limit: number, lang: LanguageCode): Promise<SpotSummary[]> {
    const ranked = (
      await this.#trending.get('ranking', () =>
        findMostViewedSpotIds(this.db, {
          days: TRENDING.days,
          minViews: TRENDING.minViews,
          limit: TRENDING.ranked,
        }),
      )
    ).slice(0, limit);
    const [viewed, texts] = await Promise.all([
      findRealSpotsByIds(this.db, ranked),
      this.#texts({ lang }),
    ]);
    const order = new Map(ranked.map((id, index) => [id, index]));
    viewed.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const rest =
      viewed.length < limit
        ? await findPopularSpots(
            this.db,
            limit - viewed.length,
            viewed.map((row) => row.id),
          )
        : [];
    return [...viewed, ...rest].map((row) => toSummary(row, texts));
  }

  /**
   * The species seen at a spot, named in the language asked for. With a month, those seen then
   * come first, each flagged `inSeason`; the rest follow, so a page can show the whole year as
   * well as the month.
   */
  async getSpotSealife(
    spotId: number,
    month?: number,
    lang?: LanguageCode,
  ): Promise<SpotSealifeItem[]> {
    if (!(await spotExists(this.db, spotId))) throw notFound(NO_SPOT);
    const [rows, texts] = await Promise.all([
      findSpotSealife(this.db, spotId),
      this.#texts({ lang }),
    ]);
    const items = rows.map((row): SpotSealifeItem => {
      return {
        objectId: row.id,
        slug: row.slug,
        ...texts.speciesName(row),
        scientificName: row.scientific_name,
        group: row.group,
        months: [...row.months].sort((a, b) => a - b),
        coverImageLink: coverImageUrl('species', row.id),
        inSeason: month === undefined ? null : row.months.includes(month),
      };
    });
    // By name as the page shows it, then (a stable sort) in-season species first.
    items.sort(byShownName(texts));
    return items.sort((a, b) => Number(b.inSeason === true) - Number(a.inSeason === true));
  }

  /** The slugs of every real spot's page, for sitemap.xml. */
  realSpotSlugs(): Promise<string[]> {
    return listRealSpotSlugs(this.db);
  }
}
