/**
 * `bench:api -- --analytics` (issue 35): what the analytics cost the API. Batches of events as
 * the web app sends them, each console report over 30 and 90 days, and the trending spots the
 * home page shows, on databases holding millions of synthetic events (bench/README.md).
 */
import type { AnalyticsEvent } from '../../packages/shared/src/analytics.ts';
import { ANALYTICS_LIMITS } from '../../packages/shared/src/analytics-vocabulary.ts';
import { TRENDING_COUNT } from '../../apps/web/src/features/home/lib/trending.ts';
import { cycle, getJson } from './api-samples.ts';
import type { DatabaseTarget } from './env.ts';
import type { Endpoint } from './endpoints.ts';

/** The flag that selects these lines instead of the others. */
export const ANALYTICS_FLAG = '--analytics';
export const measuresAnalytics = (argv: readonly string[]) => argv.includes(ANALYTICS_FLAG);

/** docs/budgets.md, Analytics. */
export const EVENTS_BUDGET = { p99Ms: 30 };
export const TRENDING_BUDGET = { p99Ms: 20 };
/** Each console report, timed request by request: its p99 (of 20 requests, the slowest). */
export const REPORT_BUDGET: Record<DatabaseTarget, { p99Ms: number }> = {
  postgres: { p99Ms: 300 },
  pglite: { p99Ms: 1000 },
};
/** The events each target's budgets are written for (fewer: figures only). */
export const BUDGETED_EVENTS: Record<DatabaseTarget, number> = {
  postgres: 5_000_000,
  pglite: 1_000_000,
};

export const REPORTS = ['summary', 'pages', 'searches', 'spots', 'areas', 'shares'] as const;
export const REPORT_DAYS = [30, 90] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** `GET /api/admin/analytics/{report}` over the last `days` UTC days, today's included. */
export function reportPath(report: (typeof REPORTS)[number], days: number, now = Date.now()) {
  const to = isoDay(now);
  const from = isoDay(now - (days - 1) * DAY_MS);
  return `/api/admin/analytics/${report}?from=${from}&to=${to}`;
}

/**
 * The home page's trending row (`GET /api/spot/popular?limit=6&lang=…`, trending-spots.tsx) and
 * the endpoint's default answer (12 spots), each between health runs.
 */
export function trendingEndpoints(health: (n: number) => Endpoint): Endpoint[] {
  return [
    health(1),
    { name: 'spots popular', path: '/api/spot/popular', budget: TRENDING_BUDGET },
    health(2),
    {
      name: 'home trending spots',
      path: `/api/spot/popular?limit=${TRENDING_COUNT}&lang=en-US`,
      budget: TRENDING_BUDGET,
    },
    health(3),
  ];
}

/** What a batch's events point at: spots that exist on the server under test. */
export interface EventSpot {
  objectId: number;
  urlFullSlug: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** 20 random real spots and up to 50 spots near each (real and synthetic). */
export async function sampleEventSpots(baseUrl: string): Promise<EventSpot[]> {
  const spots = new Map<number, EventSpot>();
  for (let i = 0; i < 20; i++) {
    const s = await getJson<EventSpot>(`${baseUrl}/api/spot/random`);
    spots.set(s.objectId, s);
    const near = await getJson<{ content: EventSpot[] }>(
      `${baseUrl}/api/spot/nearby?lat=${s.latitude}&lng=${s.longitude}&radiusKm=60&limit=50`,
    );
    for (const n of near.content) spots.set(n.objectId, n);
  }
  return [...spots.values()];
}

/** Browsers' user agents (desktop and phone), so no batch is dropped as a robot's. */
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

const STATIC_PAGES = ['/', '/explore', '/tools', '/blog', '/marine-life', '/destinations'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** One event as the web app queues it (apps/web/src/lib/analytics.ts): mixed kinds, all valid. */
function makeEvent(spots: readonly EventSpot[], at: number): AnalyticsEvent {
  const spot = pick(spots);
  const r = Math.random();
  if (r < 0.4) {
    const path = Math.random() < 0.6 ? spot.urlFullSlug : pick(STATIC_PAGES);
    return { type: 'page_view', at, path };
  }
  if (r < 0.65) {
    const zoom = 4 + Math.floor(Math.random() * 10);
    const half = 180 / 2 ** zoom;
    return {
      type: 'map_move',
      at,
      zoom,
      bounds: {
        west: spot.longitude - half,
        east: spot.longitude + half,
        south: Math.max(-89, spot.latitude - half / 2),
        north: Math.min(89, spot.latitude + half / 2),
      },
    };
  }
  if (r < 0.8) {
    const text = spot.name.slice(0, 3 + Math.floor(Math.random() * 8)).trim() || 'reef';
    return { type: 'search', at, text, results: Math.floor(Math.random() * 20) };
  }
  if (r < 0.88)
    return {
      type: 'search_result_click',
      at,
      text: spot.name.slice(0, 6),
      path: spot.urlFullSlug,
      position: Math.floor(Math.random() * 5),
    };
  if (r < 0.96) return { type: 'marker_click', at, target: 'spot', id: spot.objectId };
  const slug = `bench${Math.floor(Math.random() * 500).toString(36)}`;
  return { type: r < 0.975 ? 'share_create' : 'share_click', at, slug };
}

/** How many batches each simulated visitor sends before another takes over. */
const BATCHES_PER_CLIENT = 5;

/**
 * `POST /api/analytics/events` as browsers send it: batches of `ANALYTICS_LIMITS.batchSend`
 * events, a browser's user agent, no DNT or GPC. The service allows 60 batches a minute per
 * client, and a client is `request.ip`: the server under test trusts the loopback proxy
 * (TRUST_PROXY, as behind a reverse proxy), and each simulated visitor comes from its own
 * address in `X-Forwarded-For`, sending BATCHES_PER_CLIENT batches. The limit itself is the
 * server's, unchanged: the probe checks no batch is refused.
 */
export function eventsEndpoint(spots: readonly EventSpot[], settle: () => Promise<void>): Endpoint {
  let sent = 0;
  const agents = cycle(USER_AGENTS);
  let agent = agents();
  const nextRequest = () => {
    const client = Math.floor(sent / BATCHES_PER_CLIENT);
    if (sent % BATCHES_PER_CLIENT === 0) agent = agents();
    sent += 1;
    // 10.0.0.0/8: 16 million visitors before an address comes round again.
    const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
    const now = Date.now();
    const events = Array.from({ length: ANALYTICS_LIMITS.batchSend }, (_, i) =>
      makeEvent(spots, now - (ANALYTICS_LIMITS.batchSend - i) * 1500),
    );
    return {
      body: JSON.stringify({ events }),
      headers: { 'x-forwarded-for': address, 'user-agent': agent },
    };
  };
  return {
    name: `analytics events (batches of ${ANALYTICS_LIMITS.batchSend})`,
    path: '/api/analytics/events',
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    nextRequest,
    accepts: (body) => body.startsWith(`{"accepted":${ANALYTICS_LIMITS.batchSend},"refused":[]`),
    settle,
    budget: EVENTS_BUDGET,
  };
}

/** Nearest-rank percentile of sorted numbers. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}
