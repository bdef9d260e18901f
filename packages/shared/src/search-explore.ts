import { encodeExploreUrl, MAX_ZOOM, MIN_ZOOM } from './explore-url.ts';

/* The explore query of the search's EXPLORE results ("whale shark march", "mantas in bali"). */

/** A place's box; `west > east` when it crosses the antimeridian. */
export interface PlaceBounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

/** What an EXPLORE result shows: spots where one of the species is seen, in a month, in a place. */
export interface ExploreSuggestionTarget {
  sealife: readonly string[];
  month?: number | undefined;
  bounds?: PlaceBounds | undefined;
}

/** Web Mercator tiles are 256 px: the world is 256 × 2^zoom pixels wide. */
const TILE = 256;
/** Explore's map on a typical laptop, less a margin: the box should fit in it whole. */
const VIEW = { width: 1000 - 32, height: 700 - 32 };

const mercatorY = (lat: number) => {
  const rad = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2;
};

/**
 * The zoom at which the box fills explore's map, rounded down to a quarter so it fits, within
 * the map's zoom range. A box across the antimeridian (`west > east`) is measured the short way.
 */
export function zoomToFit(b: PlaceBounds): number {
  const span = b.east >= b.west ? b.east - b.west : b.east + 360 - b.west;
  const dy = mercatorY(b.south) - mercatorY(b.north);
  const fitX = VIEW.width / (TILE * (Math.max(span, 1e-6) / 360));
  const fitY = VIEW.height / (TILE * Math.max(dy, 1e-9));
  const zoom = Math.floor(Math.log2(Math.min(fitX, fitY)) * 4) / 4;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** How much of a place's own size its view adds on each side. */
const SURROUNDINGS = 1 / 3;

/**
 * A place with its surroundings: divers say "Bali" for the islands off it too (Nusa Penida's
 * mantas are a region of their own in the data, just off Bali's box).
 */
export function withSurroundings(b: PlaceBounds): PlaceBounds {
  const span = b.east >= b.west ? b.east - b.west : b.east + 360 - b.west;
  const pad = span * SURROUNDINGS;
  const padLat = (b.north - b.south) * SURROUNDINGS;
  const wrap = (lng: number) => (lng > 180 ? lng - 360 : lng < -180 ? lng + 360 : lng);
  const whole = span + 2 * pad >= 360;
  return {
    north: Math.min(85, b.north + padLat),
    south: Math.max(-85, b.south - padLat),
    east: whole ? 180 : wrap(b.east + pad),
    west: whole ? -180 : wrap(b.west - pad),
  };
}

/**
 * The /explore query (no '?') of an EXPLORE result: `sealife=a,b&month=3`, and with a place
 * its bounds with their surroundings and a zoom that shows them, written by the explore codec so it always decodes.
 */
export function exploreSuggestionQuery(target: ExploreSuggestionTarget): string {
  const filters = {
    sealife: [...target.sealife],
    ...(target.month === undefined ? {} : { month: target.month }),
  };
  if (target.bounds) {
    const around = withSurroundings(target.bounds);
    const view = { ...around, zoom: zoomToFit(around) };
    return encodeExploreUrl({ view, hideMenu: false, filters });
  }
  const params = new URLSearchParams({ sealife: filters.sealife.join(',') });
  if (filters.month !== undefined) params.set('month', String(filters.month));
  return params.toString().replace(/%2C/gi, ',');
}
