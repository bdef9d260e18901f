import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@divespot/shared/analytics';
import { PAGES, matchPageRoute, pageRouteParams } from '@divespot/shared/routes';
import { LruCache } from '../../lib/lru-cache.ts';

/** An event ready to be written: its day (UTC) and time settled, its visitor hashed. */
export interface EventRow {
  at: Date;
  /** 'YYYY-MM-DD' of `at` in UTC. */
  day: string;
  visitor: string;
  event: AnalyticsEvent;
}

export type DayCounts = Record<
  | 'pageViews'
  | 'searches'
  | 'noResultSearches'
  | 'mapMoves'
  | 'markerClicks'
  | 'resultClicks'
  | 'sharesCreated'
  | 'shareClicks',
  number
>;

/**
 * What a set of events adds to the daily aggregates (docs/product/analytics.md), each list sorted
 * by its key so that two servers writing at once lock rows in the same order.
 */
export interface Aggregates {
  days: { day: string; counts: DayCounts }[];
  visitors: { day: string; visitor: string }[];
  pages: { day: string; path: string; views: number }[];
  searches: { day: string; text: string; searches: number; noResults: number; clicks: number }[];
  /** Spot pages viewed, by slug (the writer finds the spot), and spot markers clicked, by id. */
  spotViews: { day: string; slug: string; views: number }[];
  spotClicks: { day: string; spotId: number; clicks: number }[];
  areas: { day: string; x: number; y: number; moves: number }[];
  shares: { day: string; slug: string; created: number; clicks: number }[];
}

const emptyCounts = (): DayCounts => ({
  pageViews: 0,
  searches: 0,
  noResultSearches: 0,
  mapMoves: 0,
  markerClicks: 0,
  resultClicks: 0,
  sharesCreated: 0,
  shareClicks: 0,
});

/** A search as it is counted: lower case, trimmed, inner spaces collapsed. */
export function searchKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The spot slug of a spot page's path, or undefined for any other page. */
export function spotSlugOfPath(path: string): string | undefined {
  const route = matchPageRoute(path);
  if (route?.pattern !== PAGES.spot) return undefined;
  return decodeSlug(pageRouteParams(route.pattern, path).slug);
}

function decodeSlug(slug: string | undefined): string | undefined {
  if (slug === undefined) return undefined;
  try {
    return decodeURIComponent(slug);
  } catch {
    return undefined;
  }
}

/** Longitude into [-180, 180). */
const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The Web Mercator tile of `zoom` holding a point (latitudes past ±85.05° go to the edge rows). */
export function tileOf(lng: number, lat: number, zoom: number): { x: number; y: number } {
  const n = 2 ** zoom;
  const x = Math.min(n - 1, Math.floor(((wrap(lng) + 180) / 360) * n));
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const rad = (clamped * Math.PI) / 180;
  const y = Math.floor(((1 - Math.asinh(Math.tan(rad)) / Math.PI) / 2) * n);
  return { x, y: Math.max(0, Math.min(n - 1, y)) };
}

/** The bounds of a tile, in degrees. */
export function tileBounds(x: number, y: number, zoom: number) {
  const n = 2 ** zoom;
  const lat = (row: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return {
    west: (x / n) * 360 - 180,
    east: ((x + 1) / n) * 360 - 180,
    north: lat(y),
    south: lat(y + 1),
  };
}

/** The centre of a map view; west > east is a view across the antimeridian. */
export function viewCentre(bounds: { west: number; south: number; east: number; north: number }) {
  const west = wrap(bounds.west);
  let east = wrap(bounds.east);
  if (east < west) east += 360;
  return { lng: wrap((west + east) / 2), lat: (bounds.south + bounds.north) / 2 };
}

/** Paths seen recently and their spot slug (`false`: not a spot page); path matching is costly. */
const slugOfPath = new LruCache<string, string | false>({ maxEntries: 10_000 });

/** `spotSlugOfPath`, remembered per distinct path. */
function cachedSpotSlug(path: string): string | undefined {
  let slug = slugOfPath.get(path);
  if (slug === undefined) {
    slug = spotSlugOfPath(path) ?? false;
    slugOfPath.set(path, slug);
  }
  return slug === false ? undefined : slug;
}

/** A map that makes its missing values. */
class Counter<K, T> extends Map<K, T> {
  private readonly make: () => T;

  constructor(make: () => T) {
    super();
    this.make = make;
  }

  at(key: K): T {
    let value = this.get(key);
    if (value === undefined) {
      value = this.make();
      this.set(key, value);
    }
    return value;
  }
}

const compare = <K extends string | number>(a: K, b: K) => (a < b ? -1 : a > b ? 1 : 0);

/** Keys in order with their values (keys are strings of one kind or numbers: no mixed order). */
function sorted<K extends string | number, T>(map: Map<K, T>): [K, T][] {
  return [...map.entries()].sort(([a], [b]) => compare(a, b));
}

/** The zoom-6 tiles of the map's hot areas, as one number (x · 2^zoom + y). */
const AREA_SIDE = 2 ** ANALYTICS_LIMITS.areaZoom;

/** What one day's events add up to; keys without the day, so none is built per event. */
class DayTally {
  readonly counts = emptyCounts();
  readonly visitors = new Set<string>();
  readonly pages = new Counter<string, { views: number }>(() => ({ views: 0 }));
  readonly searches = new Counter<string, { searches: number; noResults: number; clicks: number }>(
    () => ({ searches: 0, noResults: 0, clicks: 0 }),
  );
  readonly spotViews = new Counter<string, { views: number }>(() => ({ views: 0 }));
  readonly spotClicks = new Counter<number, { clicks: number }>(() => ({ clicks: 0 }));
  readonly areas = new Counter<number, { moves: number }>(() => ({ moves: 0 }));
  readonly shares = new Counter<string, { created: number; clicks: number }>(() => ({
    created: 0,
    clicks: 0,
  }));

  add(visitor: string, event: AnalyticsEvent): void {
    const counts = this.counts;
    this.visitors.add(visitor);
    switch (event.type) {
      case 'page_view': {
        counts.pageViews += 1;
        this.pages.at(event.path).views += 1;
        const slug = cachedSpotSlug(event.path);
        if (slug !== undefined) this.spotViews.at(slug).views += 1;
        break;
      }
      case 'search': {
        counts.searches += 1;
        const row = this.searches.at(searchKey(event.text));
        row.searches += 1;
        if (event.results === 0) {
          counts.noResultSearches += 1;
          row.noResults += 1;
        }
        break;
      }
      case 'search_result_click':
        counts.resultClicks += 1;
        this.searches.at(searchKey(event.text)).clicks += 1;
        break;
      case 'map_move': {
        counts.mapMoves += 1;
        const centre = viewCentre(event.bounds);
        const { x, y } = tileOf(centre.lng, centre.lat, ANALYTICS_LIMITS.areaZoom);
        this.areas.at(x * AREA_SIDE + y).moves += 1;
        break;
      }
      case 'marker_click':
        counts.markerClicks += 1;
        if (event.target === 'spot') this.spotClicks.at(event.id).clicks += 1;
        break;
      case 'share_create':
        counts.sharesCreated += 1;
        this.shares.at(event.slug).created += 1;
        break;
      case 'share_click':
        counts.shareClicks += 1;
        this.shares.at(event.slug).clicks += 1;
        break;
    }
  }
}

/**
 * Adds up events bit by bit (`add`), then says what they bring to every aggregate (`result`):
 * the writer adds a flush's events in slices, letting requests in between.
 */
export class Aggregator {
  readonly #days = new Map<string, DayTally>();

  add(rows: readonly EventRow[], from = 0, to = rows.length): this {
    let day = '';
    let tally: DayTally | undefined;
    for (let i = from; i < to; i++) {
      const row = rows[i] as EventRow;
      if (row.day !== day || tally === undefined) {
        day = row.day;
        tally = this.#days.get(day);
        if (tally === undefined) {
          tally = new DayTally();
          this.#days.set(day, tally);
        }
      }
      tally.add(row.visitor, row.event);
    }
    return this;
  }

  /** Every aggregate's rows, sorted by day, then by their key. */
  result(): Aggregates {
    const agg: Aggregates = {
      days: [],
      visitors: [],
      pages: [],
      searches: [],
      spotViews: [],
      spotClicks: [],
      areas: [],
      shares: [],
    };
    for (const [day, t] of sorted(this.#days)) {
      agg.days.push({ day, counts: t.counts });
      for (const visitor of [...t.visitors].sort()) agg.visitors.push({ day, visitor });
      for (const [path, v] of sorted(t.pages)) agg.pages.push({ day, path, ...v });
      for (const [text, v] of sorted(t.searches)) agg.searches.push({ day, text, ...v });
      for (const [slug, v] of sorted(t.spotViews)) agg.spotViews.push({ day, slug, ...v });
      for (const [spotId, v] of sorted(t.spotClicks)) agg.spotClicks.push({ day, spotId, ...v });
      for (const [tile, v] of sorted(t.areas))
        agg.areas.push({ day, x: Math.floor(tile / AREA_SIDE), y: tile % AREA_SIDE, ...v });
      for (const [slug, v] of sorted(t.shares)) agg.shares.push({ day, slug, ...v });
    }
    return agg;
  }
}

/** Adds up what `rows` bring to every aggregate (pure: the recount test uses it too). */
export function aggregate(rows: readonly EventRow[]): Aggregates {
  return new Aggregator().add(rows).result();
}

/** Events added up per slice before the event loop gets a turn: a few milliseconds' work. */
export const AGGREGATE_SLICE = 1000;

/** The event loop's next turn: requests that came meanwhile are answered first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * `aggregate`, `AGGREGATE_SLICE` events at a time with a turn of the event loop between slices,
 * so a flush of many events never holds up requests for long.
 */
export async function aggregateInSlices(
  rows: readonly EventRow[],
  slice = AGGREGATE_SLICE,
): Promise<Aggregates> {
  const aggregator = new Aggregator();
  for (let from = 0; from < rows.length; from += slice) {
    if (from > 0) await nextTurn();
    aggregator.add(rows, from, Math.min(rows.length, from + slice));
  }
  await nextTurn();
  return aggregator.result();
}
