import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AnalyticsEvent } from '@divespot/shared/analytics';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { Database } from '../../db/schema.ts';
import { aggregate, type EventRow } from './analytics-aggregate.ts';
import { analyzeEvents, writeEvents, type SeedVocabulary } from './analytics.repository.ts';

export { loadVocabulary, type SeedVocabulary } from './analytics.repository.ts';

/*
 * Synthetic analytics for benchmarks and for seeing the console full (`npm run seed:analytics`).
 * Shaped like a real site's: more visitors on weekends and in the evening (UTC), a few spot
 * pages and searches far more popular than the rest (Zipf), about one search in twelve finding
 * nothing, map views around real spots. Made from a seed, so a run can be repeated exactly.
 */

/** A small, fast, seedable generator (mulberry32): the same seed gives the same events. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks index 0..n-1 with probability ∝ 1/(i+1)^s: a few items get most of the traffic. */
function zipf(rand: () => number, n: number, s = 1.1): () => number {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) cumulative.push((total += 1 / (i + 1) ** s));
  return () => {
    const x = rand() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

type Place = SeedVocabulary['spots'][number];

const STATIC_PAGES = [
  '/',
  '/explore',
  '/tools',
  '/tools/mod-calculator',
  '/tools/sac-calculator',
  '/tools/ead-calculator',
  '/tools/freediving-calculator',
  '/blog',
  '/marine-life',
  '/destinations',
  '/about',
  '/contact',
];
/** Searches no content answers: what the console's "no results" table is for. */
const UNANSWERED = [
  'atlantis',
  'titanic wreck',
  'dive shop near me',
  'night snorkel tour',
  'blue hole belize',
  'sardine run',
  'cenote angelita',
  'yongala',
  'silfra',
  'poor knights',
  'scapa flow',
  'tubbataha',
];

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  events: number;
  days: number;
  seed: number;
  /** The last day's end (ms); events fall in the `days` before it. */
  until: number;
  /** Events per transaction. */
  chunk?: number;
}

/** Makes and writes `events` synthetic events; `onProgress` gets the number written so far. */
export async function seedAnalytics(
  db: Kysely<Database>,
  vocabulary: SeedVocabulary,
  options: SeedOptions,
  onProgress: (written: number) => void = () => undefined,
): Promise<number> {
  if (vocabulary.spots.length === 0) throw new Error('There are no real spots to make events for.');
  const rand = random(options.seed);
  const pickSpot = zipf(rand, vocabulary.spots.length);
  const pickSpecies = zipf(rand, Math.max(1, vocabulary.species.length));
  const pickPage = zipf(rand, STATIC_PAGES.length, 0.8);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

  // Days weighted by a slow growth and by the weekend.
  const first = Math.floor(options.until / DAY_MS) - options.days + 1;
  const dayWeights = Array.from({ length: options.days }, (_, i) => {
    const weekday = new Date((first + i) * DAY_MS).getUTCDay();
    return (0.7 + (0.6 * i) / options.days) * (weekday === 0 || weekday === 6 ? 1.4 : 1);
  });
  const weightTotal = dayWeights.reduce((a, b) => a + b, 0);
  const pickDay = () => {
    let x = rand() * weightTotal;
    for (let i = 0; i < dayWeights.length; i++)
      if ((x -= dayWeights[i] ?? 0) <= 0) return first + i;
    return first + options.days - 1;
  };
  // About eight events per visitor: a busier day has more visitors, not busier ones.
  const visitorsOn = (day: number) =>
    Math.max(1, Math.round(((dayWeights[day - first] ?? 1) / weightTotal) * (options.events / 8)));

  const spotPath = (spot: Place) => pagePath(PAGES.spot, { slug: spot.slug });
  const searchText = (): { text: string; results: number } => {
    const r = rand();
    if (r < 0.08) return { text: pick(UNANSWERED), results: 0 };
    if (r < 0.6)
      return {
        text: vocabulary.spots[pickSpot()]?.name ?? 'reef',
        results: 1 + Math.floor(rand() * 5),
      };
    if (r < 0.85 && vocabulary.species.length > 0)
      return {
        text: vocabulary.species[pickSpecies()]?.name ?? 'turtle',
        results: 2 + Math.floor(rand() * 30),
      };
    return {
      text: pick(vocabulary.countries.length ? vocabulary.countries : ['Egypt']),
      results: 5 + Math.floor(rand() * 80),
    };
  };

  const makeEvent = (): AnalyticsEvent => {
    const r = rand();
    if (r < 0.55) {
      const p = rand();
      if (p < 0.45)
        return { type: 'page_view', path: spotPath(vocabulary.spots[pickSpot()] as Place) };
      if (p < 0.55 && vocabulary.species.length > 0)
        return {
          type: 'page_view',
          path: pagePath(PAGES.species, { slug: vocabulary.species[pickSpecies()]?.slug ?? 'x' }),
        };
      return { type: 'page_view', path: STATIC_PAGES[pickPage()] ?? '/' };
    }
    if (r < 0.75) {
      const spot = vocabulary.spots[pickSpot()] as Place;
      const zoom = 4 + Math.floor(rand() * 10);
      const half = 180 / 2 ** zoom;
      const lng = spot.lng + (rand() - 0.5) * half;
      const lat = Math.max(-80, Math.min(80, spot.lat + (rand() - 0.5) * half));
      return {
        type: 'map_move',
        bounds: {
          west: lng - half,
          east: lng + half,
          south: Math.max(-89, lat - half / 2),
          north: Math.min(89, lat + half / 2),
        },
        zoom,
      };
    }
    if (r < 0.85) return { type: 'search', ...searchText() };
    if (r < 0.9) {
      const spot = vocabulary.spots[pickSpot()] as Place;
      return {
        type: 'search_result_click',
        text: spot.name,
        path: spotPath(spot),
        position: Math.floor(rand() * 3),
      };
    }
    if (r < 0.97)
      return {
        type: 'marker_click',
        target: 'spot',
        id: (vocabulary.spots[pickSpot()] as Place).id,
      };
    const slug = `s${Math.floor(rand() * 2000).toString(36)}`;
    return { type: r < 0.985 ? 'share_create' : 'share_click', slug };
  };

  const chunk = options.chunk ?? 20_000;
  let written = 0;
  while (written < options.events) {
    const size = Math.min(chunk, options.events - written);
    const rows: EventRow[] = [];
    for (let i = 0; i < size; i++) {
      const day = pickDay();
      // Evenings (UTC) busier than nights: two draws, the later kept half the time.
      const a = rand();
      const b = rand();
      const at = new Date(day * DAY_MS + Math.floor((rand() < 0.5 ? Math.max(a, b) : a) * DAY_MS));
      const visitor = createHash('sha256')
        .update(`${options.seed}:${day}:${Math.floor(rand() * visitorsOn(day))}`)
        .digest('base64url')
        .slice(0, 22);
      rows.push({ at, day: at.toISOString().slice(0, 10), visitor, event: makeEvent() });
    }
    rows.sort((x, y) => x.at.getTime() - y.at.getTime());
    await writeEvents(db, rows, aggregate(rows));
    written += size;
    onProgress(written);
  }
  await analyzeEvents(db);
  return written;
}
