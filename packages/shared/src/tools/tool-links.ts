import type { WaterModel } from './pressure.ts';

/** The calculators and their pages (docs/product/screens.md). */
export const TOOL_PATHS = {
  mod: '/tools/mod-calculator',
  sac: '/tools/sac-calculator',
  ead: '/tools/ead-calculator',
  freediving: '/tools/freediving-calculator',
} as const;
export type ToolId = keyof typeof TOOL_PATHS;
export const TOOLS_INDEX_PATH = '/tools';

/**
 * The query parameters every calculator shares. Values in URLs are metric: `depth` in metres,
 * `alt` the altitude of the water surface in metres, `water` a {@link WaterModel}.
 */
export const SHARED_TOOL_PARAMS = { depth: 'depth', water: 'water', altitude: 'alt' } as const;

/**
 * The water types (docs/product/states.md) counted as fresh water. Cenotes are not: their fresh water lies on
 * salt water below a halocline that deeper dives cross.
 */
const FRESH_WATER_TYPES = new Set(['lake', 'river', 'quarry', 'spring']);

/**
 * How a spot's water type is counted: fresh water for lakes, rivers, quarries and springs, sea
 * water for the ocean, cenotes and anything unknown (salt water gives the shallower, safer
 * limits).
 */
export function waterModelOfWaterType(waterType: string | null | undefined): WaterModel {
  return waterType && FRESH_WATER_TYPES.has(waterType) ? 'fresh' : 'salt';
}

/** What a spot tells a calculator: its deepest point, its water and its altitude. */
export interface DiveSiteForTools {
  maxDepth: number | null;
  waterType: string | null;
  altitude: number | null;
}

/** Number written for a URL: at most four decimals, no trailing zeros. */
export const urlNumber = (value: number) => String(Math.round(value * 10_000) / 10_000);

/**
 * The link that opens a calculator prefilled for a dive at a spot: its maximum depth, salt or
 * fresh water from its water type, and its altitude where known.
 */
export function planDiveHref(tool: ToolId, site: DiveSiteForTools): string {
  const params = new URLSearchParams();
  if (site.maxDepth !== null) params.set(SHARED_TOOL_PARAMS.depth, urlNumber(site.maxDepth));
  params.set(SHARED_TOOL_PARAMS.water, waterModelOfWaterType(site.waterType));
  if (site.altitude !== null && site.altitude !== 0) {
    params.set(SHARED_TOOL_PARAMS.altitude, urlNumber(site.altitude));
  }
  return `${TOOL_PATHS[tool]}?${params.toString()}`;
}
