import { ANALYTICS_LIMITS, type AnalyticsEvent } from '@divespot/shared/analytics';
import { PAGES, matchPageRoute, pageRouteParams } from '@divespot/shared/routes';

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

class Counter<T> {
  readonly #map = new Map<string, T>();
  private readonly make: () => T;

  constructor(make: () => T) {
    this.make = make;
  }

  at(key: string): T {
    let value = this.#map.get(key);
    if (value === undefined) {
      value = this.make();
      this.#map.set(key, value);
    }
    return value;
  }

  sorted(): [string, T][] {
    return [...this.#map.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  }
}

const SEP = '\u0000';

/** Adds up what `rows` bring to every aggregate (pure: the recount test uses it too). */
export function aggregate(rows: readonly EventRow[]): Aggregates {
  const days = new Counter(emptyCounts);
  const visitors = new Set<string>();
  const pages = new Counter(() => ({ views: 0 }));
  const searches = new Counter(() => ({ searches: 0, noResults: 0, clicks: 0 }));
  const spotViews = new Counter(() => ({ views: 0 }));
  const spotClicks = new Counter(() => ({ clicks: 0 }));
  const areas = new Counter(() => ({ moves: 0 }));
  const shares = new Counter(() => ({ created: 0, clicks: 0 }));

  for (const { day, visitor, event } of rows) {
    const counts = days.at(day);
    visitors.add(day + SEP + visitor);
    switch (event.type) {
      case 'page_view': {
        counts.pageViews += 1;
        pages.at(day + SEP + event.path).views += 1;
        const slug = spotSlugOfPath(event.path);
        if (slug !== undefined) spotViews.at(day + SEP + slug).views += 1;
        break;
      }
      case 'search': {
        counts.searches += 1;
        const row = searches.at(day + SEP + searchKey(event.text));
        row.searches += 1;
        if (event.results === 0) {
          counts.noResultSearches += 1;
          row.noResults += 1;
        }
        break;
      }
      case 'search_result_click':
        counts.resultClicks += 1;
        searches.at(day + SEP + searchKey(event.text)).clicks += 1;
        break;
      case 'map_move': {
        counts.mapMoves += 1;
        const centre = viewCentre(event.bounds);
        const { x, y } = tileOf(centre.lng, centre.lat, ANALYTICS_LIMITS.areaZoom);
        areas.at(
          `${day}${SEP}${String(x).padStart(3, '0')}${SEP}${String(y).padStart(3, '0')}`,
        ).moves += 1;
        break;
      }
      case 'marker_click':
        counts.markerClicks += 1;
        if (event.target === 'spot')
          spotClicks.at(`${day}${SEP}${String(event.id).padStart(16, '0')}`).clicks += 1;
        break;
      case 'share_create':
        counts.sharesCreated += 1;
        shares.at(day + SEP + event.slug).created += 1;
        break;
      case 'share_click':
        counts.shareClicks += 1;
        shares.at(day + SEP + event.slug).clicks += 1;
        break;
    }
  }

  const split = (key: string) => key.split(SEP) as [string, string, string?];
  return {
    days: days.sorted().map(([day, counts]) => ({ day, counts })),
    visitors: [...visitors].sort().map((key) => {
      const [day, visitor] = split(key);
      return { day, visitor };
    }),
    pages: pages.sorted().map(([key, v]) => {
      const [day, path] = split(key);
      return { day, path, ...v };
    }),
    searches: searches.sorted().map(([key, v]) => {
      const [day, text] = split(key);
      return { day, text, ...v };
    }),
    spotViews: spotViews.sorted().map(([key, v]) => {
      const [day, slug] = split(key);
      return { day, slug, ...v };
    }),
    spotClicks: spotClicks.sorted().map(([key, v]) => {
      const [day, id] = split(key);
      return { day, spotId: Number(id), ...v };
    }),
    areas: areas.sorted().map(([key, v]) => {
      const [day, x, y] = split(key);
      return { day, x: Number(x), y: Number(y), ...v };
    }),
    shares: shares.sorted().map(([key, v]) => {
      const [day, slug] = split(key);
      return { day, slug, ...v };
    }),
  };
}
