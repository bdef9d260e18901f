/**
 * The zod-free part of the analytics contract (docs/product/analytics.md): the limits and the
 * admin-path rule the web app's first scripts need to queue events. The schemas live in
 * analytics.ts, which imports these, so a page that only sends events does not ship zod.
 */

export const ANALYTICS_LIMITS = {
  /** Events in one `POST /api/analytics/events`. */
  batchMax: 50,
  /** The web app sends its queue once it holds this many, without waiting for the page to hide. */
  batchSend: 20,
  pathMax: 512,
  searchTextMax: 200,
  slugMax: 120,
  /** How far back a client's clock may date an event (sendBeacon on page hide can be late). */
  pastMs: 24 * 60 * 60 * 1000,
  /** Longest date range the console asks for at once, in days. */
  rangeDaysMax: 400,
  /** Rows a console table shows at most. */
  rowsMax: 100,
  /**
   * The map's hot areas are counted in the tiles of this zoom (2^6 × 2^6 over the world, about
   * 600 km across at the equator): small enough to tell regions apart, coarse enough to say
   * nothing about one visitor.
   */
  areaZoom: 6,
} as const;

/** Paths the console itself lives under: no event is ever recorded for them. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}
