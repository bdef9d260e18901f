/**
 * Memory of the in-memory spot map index (apps/server/src/modules/spots/map-index) for
 * BENCH_SPOTS spots (default 100,000): the heap the rows take as the database returns them, and
 * what the index built over them adds. Run: `npm run map-index-memory -w @divespot/bench`.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SpotMapIndex } from '../apps/server/src/modules/spots/map-index/spot-map-index.ts';
import type { SpotMapRow } from '../apps/server/src/modules/spots/spots-map.repository.ts';
import { benchEnv } from './lib/env.ts';

const COUNT = benchEnv().spots;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc (the npm script does).');

function heapMb(): number {
  gc!();
  gc!();
  // Typed arrays keep their bytes outside the JS heap: count both.
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 2 ** 20;
}

const COUNTRY_NAMES = Array.from({ length: 150 }, (_, i) => `Country ${i}`);
const REGION_NAMES = Array.from({ length: 900 }, (_, i) => `Region ${i} of the coast`);

/** Rows shaped like the synthetic spots of `seed:synthetic`: names, slugs, a few tags each. */
function rows(count: number): SpotMapRow[] {
  let seed = 42;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const levels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'] as const;
  const activities = ['SCUBA', 'FREEDIVING', 'SNORKELING', 'WRECK', 'NIGHT', 'CAVE'] as const;
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Synthetic reef ${i + 1} ${pick(['North', 'South', 'East', 'West'])} wall`,
    country_id: 1 + Math.floor(rnd() * 150),
    region_id: 1 + Math.floor(rnd() * 900),
    country_slug: `country-${Math.floor(rnd() * 150)}`,
    region_slug: `region-${Math.floor(rnd() * 900)}`,
    // Slugs as seed:synthetic writes them; place names shared, as the index's query shares them.
    slug: `synthetic-reef-${i + 1}`,
    synthetic: true,
    country_code: 'XA',
    country_name: pick(COUNTRY_NAMES),
    region_name: pick(REGION_NAMES),
    level: pick(levels),
    rating: Math.round(rnd() * 50) / 10,
    review_count: Math.floor(rnd() * 200),
    depth_min: Math.round(rnd() * 10),
    depth_max: 10 + Math.round(rnd() * 30),
    activities: activities.filter(() => rnd() < 0.3),
    facilities: rnd() < 0.5 ? ['PARKING'] : [],
    site_type: pick(['REEF', 'WALL', 'WRECK']),
    entry: pick(['BOAT', 'SHORE']),
    water_type: 'SALT',
    current: pick(['NONE', 'MILD', 'STRONG']),
    certification: null,
    best_months: rnd() < 0.2 ? [1 + Math.floor(rnd() * 12)] : null,
    latitude: rnd() * 160 - 80,
    longitude: rnd() * 360 - 180,
  }));
}

const base = heapMb();
const data = rows(COUNT);
const withRows = heapMb();
const started = performance.now();
const index = new SpotMapIndex(data);
const buildMs = performance.now() - started;
const withIndex = heapMb();
const result = {
  spots: index.size,
  rowsMb: Math.round((withRows - base) * 10) / 10,
  indexMb: Math.round((withIndex - withRows) * 10) / 10,
  totalMb: Math.round((withIndex - base) * 10) / 10,
  buildMs: Math.round(buildMs),
  node: process.version,
  at: new Date().toISOString(),
};
console.log(
  `${result.spots} spots: rows ${result.rowsMb} MB + index ${result.indexMb} MB = ${result.totalMb} MB (heap and array buffers); built in ${result.buildMs} ms`,
);
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'map-index-memory.json'), `${JSON.stringify(result, null, 2)}\n`);
