import type { Kysely } from 'kysely';
import type { SpotMapQuery } from '@divespot/shared/spot-map';
import { SPOT_FILTER_KEYS, type LatLng, type SpotFilters } from '@divespot/shared/spot-search';
import { AnswerCache } from '../../lib/answer-cache.ts';
import type { Database } from '../../db/schema.ts';
import { ENGLISH, type TextsIn } from '../../db/texts/texts-in.ts';
import { sightingsIn } from './spots.mapper.ts';
import { gridZoom, type View } from './map-index/map-grid.ts';
import { SpotMapIndex } from './map-index/spot-map-index.ts';
import type { NearbyRequest } from './map-index/spot-nearby.ts';
import type { SpotMapRow } from './spots-map.repository.ts';
import { lngRanges } from '../../lib/longitude.ts';
import { searchText } from './spot-query.ts';
import { allMapSpots, allSightings, spotIdsNamed } from './spots-map.repository.ts';
import { ContentVersion } from '../../db/content-version.ts';

/*
 * GET /api/spot/map answers from an index of every spot held in memory (map-index/spot-map-index.ts),
 * without a query. Every change to content raises a counter in the database (migration 0021,
 * db/content-version.ts, read at most every quarter second); a request finding it moved past the
 * index's loads a new index in the background while the current one keeps answering. So a
 * change shows on the maps of every server within a second (at today's size: the index of
 * 100,000 spots takes a couple of seconds), and the map's cost does not grow with the views
 * asked for.
 */
/** Text searches' matches are kept this long, with the index they were found for. */
const NAMED_TTL_MS = 60_000;

interface Loaded {
  index: SpotMapIndex;
  version: number;
  /** Ids matching a text search, by text. */
  named: AnswerCache<Set<number>>;
}

class LiveSpotMap {
  #loaded: Promise<Loaded> | undefined;
  #current: Loaded | undefined;
  #checking = false;

  private readonly db: Kysely<Database>;
  private readonly content: ContentVersion;

  constructor(db: Kysely<Database>, content: ContentVersion) {
    this.db = db;
    this.content = content;
  }

  /** The index: the first call waits for it; later ones get the current one at once. */
  async get(): Promise<Loaded> {
    if (!this.#current) {
      this.#loaded ??= this.#load();
      try {
        this.#current = await this.#loaded;
      } catch (error) {
        this.#loaded = undefined;
        throw error;
      }
      return this.#current;
    }
    if (!this.#checking) void this.#check();
    return this.#current;
  }

  async #load(): Promise<Loaded> {
    // The counter first: a change made while the rows are read raises it past this one.
    const version = await this.content.current();
    const [rows, sightings] = await Promise.all([allMapSpots(this.db), allSightings(this.db)]);
    return {
      index: new SpotMapIndex(rows, sightings),
      version,
      named: new AnswerCache(1000, NAMED_TTL_MS),
    };
  }

  async #check(): Promise<void> {
    this.#checking = true;
    try {
      if ((await this.content.current()) !== this.#current?.version) {
        this.#current = await this.#load();
      }
    } catch {
      // The database is unreachable: the map keeps answering from the index it has.
    } finally {
      this.#checking = false;
    }
  }
}

/**
 * A page of the explore list: how many spots are in view, and the page's spots nearest first,
 * their km, cards (JSON, without the distance) and, with a sealife filter, its species seen there
 * (JSON).
 */
export interface NearestCards {
  total: number;
  km: number[];
  cards: string[];
  sightings: string[] | undefined;
}

/** The filters of a query, without its other keys. */
export function spotFiltersOf(query: SpotFilters): SpotFilters {
  const filters: Record<string, unknown> = {};
  for (const key of SPOT_FILTER_KEYS) {
    if (query[key] !== undefined) filters[key] = query[key];
  }
  return filters;
}

/** The spot map of one server: its live index, and the map answers built from it. */
export class SpotMapService {
  readonly #live: LiveSpotMap;

  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>, content = new ContentVersion(db)) {
    this.db = db;
    this.#live = new LiveSpotMap(db, content);
  }

  /**
   * Loads the index ahead of the first explore visitor (at 100,000 spots it takes a couple of
   * seconds); resolves with the number of spots it holds.
   */
  async warm(): Promise<number> {
    return (await this.#live.get()).index.size;
  }

  /**
   * The map view's features: the JSON body of `GET /api/spot/map`. Its spots when the view holds
   * at most MAP_SPOT_LIMIT, else the cells of the grid (64 px at the map's zoom) touching it.
   */
  async mapJson(query: SpotMapQuery): Promise<string> {
    const { index, filters, ids } = await this.#filtered(query);
    const view: View = { north: query.n, south: query.s, lngRanges: lngRanges(query.w, query.e) };
    return index.mapJson(view, gridZoom(view, query.zoom), filters, ids);
  }

  /**
   * A page of the spots in the view between `ne` and `sw` that pass the filters, nearest `from`
   * first, with their distances and how many there are: the explore list, from the same index
   * as the map, so both always show the same spots.
   */
  async nearest(
    query: SpotFilters & { ne: LatLng; sw: LatLng; from: LatLng; offset: number; limit: number },
    card: (row: SpotMapRow) => string,
    texts: TextsIn = ENGLISH,
  ): Promise<NearestCards> {
    const { index, filters, ids } = await this.#filtered(query);
    const view: View = {
      north: query.ne.lat,
      south: query.sw.lat,
      lngRanges: lngRanges(query.sw.lng, query.ne.lng),
    };
    const { from, offset, limit } = query;
    const page = index.nearest({ view, from, offset, limit }, filters, ids);
    const sealife = query.sealife ?? [];
    return {
      total: page.total,
      km: page.km,
      // Cards in a language are kept per language; `card` makes them in that of `texts`.
      cards: index.cardsAt(page.positions, card, texts.language),
      sightings: !sealife.length
        ? undefined
        : texts.isEnglish
          ? index.sightingsJsonAt(page.positions, sealife)
          : index
              .sightingsAtPositions(page.positions, sealife)
              .map((seen) => JSON.stringify(sightingsIn(texts, seen))),
    };
  }

  /**
   * The spots within `radiusKm` of a point, nearest first, with their km and cards (JSON without
   * the distance, made by `card` once per spot and language, that of `texts`, and kept):
   * `GET /api/spot/nearby` without a query.
   */
  async nearby(
    request: NearbyRequest,
    card: (row: SpotMapRow) => string,
    texts: TextsIn,
  ): Promise<{ km: number[]; cards: string[] }> {
    const { index } = await this.#live.get();
    const { km, positions } = index.nearby(request);
    return { km, cards: index.cardsAt(positions, card, texts.language) };
  }

  /** The index, a query's filters, and the ids its text search (`q`) names. */
  async #filtered(query: SpotFilters) {
    const { index, named } = await this.#live.get();
    const filters = spotFiltersOf(query);
    const text = searchText(filters.q);
    // Text without a letter or digit names nothing and is ignored, as the list ignores it.
    if (filters.q !== undefined && text === undefined) delete filters.q;
    const ids =
      text === undefined ? undefined : await named.get(text, () => spotIdsNamed(this.db, text));
    return { index, filters, ids };
  }
}
