import type { Kysely } from 'kysely';
import { coverImageUrl } from '@divespot/shared/images';
import type { SpotSearchQuery } from '@divespot/shared/spot-search';
import {
  spotDetailSchema,
  spotSummarySchema,
  type SpotDetail,
  type SpotPage,
  type SpotSealifeItem,
  type SpotSummary,
} from '@divespot/shared/spots';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { Serialized } from '../../http/serialized.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import type { SpotMapRow } from './spots-map.repository.ts';
import type { SpotMapService } from './spots-map.service.ts';
import { countSpots, searchSpots, viewCentre } from './spots-search.repository.ts';
import { round1, toDetail, toSummary } from './spots.mapper.ts';
import {
  findPopularSpots,
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

const orNotFound = (row: SpotRow | undefined): SpotDetail => {
  if (!row) throw notFound(NO_SPOT);
  return toDetail(row);
};

const DETAIL_ENTRIES = 10_000;
const DETAIL_TTL_MS = 60_000;

/**
 * Spot details by id or slug. Spot pages are read far more often than spots change (an import, a
 * seed, later an edit), so the instance keeps recent details for a minute, with their JSON: a
 * popular spot costs one query a minute instead of one per visit. Unknown ids are never remembered.
 */
export class SpotDetails {
  readonly #recent = new AnswerCache<Serialized<SpotDetail>>(DETAIL_ENTRIES, DETAIL_TTL_MS);

  constructor(private readonly db: Kysely<Database>) {}

  /** A spot by id, with its response body ready to send. */
  answerById(id: number): Promise<Serialized<SpotDetail>> {
    return this.#answer(`id:${id}`, () => findSpotById(this.db, id));
  }

  /**
   * A spot by slug, with its response body ready to send. `/{country}/{region}/{spot}`: the spot
   * slug is unique, so it decides; the rest is cosmetic.
   */
  answerBySlug(slug: string): Promise<Serialized<SpotDetail>> {
    return this.#answer(`slug:${slug}`, () => findSpotBySlug(this.db, slug));
  }

  async byId(id: number): Promise<SpotDetail> {
    return (await this.answerById(id)).value;
  }

  async bySlug(slug: string): Promise<SpotDetail> {
    return (await this.answerBySlug(slug)).value;
  }

  #answer(key: string, load: () => Promise<SpotRow | undefined>) {
    return this.#recent.get(
      key,
      async () => new Serialized(orNotFound(await load()), spotDetailSchema),
    );
  }
}

/** Spot lists and searches: the explore list, nearby, recommended, popular and random spots. */
export class SpotService {
  /** `map`: the spot map's index, which answers the explore list (a view, nearest first). */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly map?: SpotMapService,
  ) {}

  async getRandomSpot(): Promise<SpotDetail> {
    return orNotFound(await findRandomSpot(this.db));
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
  }): Promise<string | SpotSummary[]> {
    if (this.map) {
      const { km, cards } = await this.map.nearby(near, SpotService.#cardJson);
      return `{"content":[${SpotService.#withDistances(cards, km).join(',')}]}`;
    }
    const rows = await findSpotsNear(this.db, near);
    return rows.map((row) => toSummary(row, row.distance_km));
  }

  /** Cards (JSON objects) with each one's distance in km, rounded to 100 m, added at the end. */
  static #withDistances(cards: readonly string[], km: readonly number[]): string[] {
    return cards.map((card, k) => `${card.slice(0, -1)},"distance":${round1(km[k]!)}}`);
  }

  /** A page of spots; explore's list (a view, nearest first) comes as its JSON already. */
  async searchSpotPage(query: SpotSearchQuery): Promise<SpotPage | string> {
    const nearest = await this.#nearestInView(query);
    if (nearest !== undefined) return nearest;
    const page = await this.#searchPage(query);
    if (query.sealife?.length && page.content.length) {
      await this.#withSightings(page.content, query.sealife);
    }
    return page;
  }

  /** A spot's card as JSON (checked against its schema), without its distance. */
  static readonly #cardJson = (row: SpotMapRow): string =>
    JSON.stringify(spotSummarySchema.parse(toSummary(row)));

  /**
   * Explore's list (a view, nearest first) from the spot map's index, without a query: the
   * page's spots and the count, its JSON put together from the spots' cards (kept by the index
   * until a spot changes). Undefined for other lists.
   */
  async #nearestInView(query: SpotSearchQuery): Promise<string | undefined> {
    const { ne, sw } = query;
    if (!this.map || !ne || !sw || query.sort !== 'distance') return undefined;
    const from = query.origin ?? viewCentre(ne, sw);
    const offset = query.page * query.size;
    const request = { ...query, ne, sw, from, offset, limit: query.size };
    const { total, km, cards, sightings } = await this.map.nearest(request, SpotService.#cardJson);
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

  async #searchPage(query: SpotSearchQuery): Promise<SpotPage> {
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
      content: rows.map((row) => toSummary(row, row.distance_km ?? undefined)),
      page: query.page,
      size: query.size,
      totalElements: total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /** Each spot's sightings of the sealife filter's species: the badges of the explore list. */
  async #withSightings(spots: SpotSummary[], slugs: string[]): Promise<void> {
    const rows = await findSightingsAt(
      this.db,
      spots.map((s) => s.objectId),
      slugs,
    );
    for (const spot of spots) {
      spot.sightings = rows
        .filter((r) => Number(r.spot_id) === spot.objectId)
        .map((r) => ({
          slug: r.slug,
          commonName: r.common_name,
          months: [...r.months].sort((a, b) => a - b),
        }));
    }
  }

  async getRecommendedSpots(query: {
    lat?: number;
    lng?: number;
    radiusKm: number;
    limit: number;
  }): Promise<SpotSummary[]> {
    const near =
      query.lat !== undefined && query.lng !== undefined
        ? { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm }
        : undefined;
    const rows = await findRecommendedSpots(this.db, { limit: query.limit, near });
    return rows.map((row) => toSummary(row, row.distance_km ?? undefined));
  }

  /** The spots of these slugs as cards, in no particular order; unknown slugs are left out. */
  async spotCards(slugs: readonly string[]): Promise<SpotSummary[]> {
    return (await findSpotsBySlugs(this.db, slugs)).map((row) => toSummary(row));
  }

  async getPopularSpots(limit: number): Promise<SpotSummary[]> {
    return (await findPopularSpots(this.db, limit)).map((row) => toSummary(row));
  }

  /**
   * The species seen at a spot. With a month, those seen then come first, each flagged
   * `inSeason`; the rest follow, so a page can show the whole year as well as the month.
   */
  async getSpotSealife(spotId: number, month?: number): Promise<SpotSealifeItem[]> {
    if (!(await spotExists(this.db, spotId))) throw notFound(NO_SPOT);
    const items = (await findSpotSealife(this.db, spotId)).map((row): SpotSealifeItem => ({
      objectId: row.id,
      slug: row.slug,
      commonName: row.common_name,
      scientificName: row.scientific_name,
      group: row.group,
      months: [...row.months].sort((a, b) => a - b),
      coverImageLink: coverImageUrl('species', row.id),
      inSeason: month === undefined ? null : row.months.includes(month),
    }));
    // Stable sort: in-season species first, each part still by common name.
    return items.sort((a, b) => Number(b.inSeason === true) - Number(a.inSeason === true));
  }

  /** The slugs of every real spot's page, for sitemap.xml. */
  realSpotSlugs(): Promise<string[]> {
    return listRealSpotSlugs(this.db);
  }
}
