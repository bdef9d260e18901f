import { MAX_ZOOM } from '@divespot/shared/explore-url';
import { CLUSTER_HALO_PX, PIN_PX, clusterRadius } from './map-layers.ts';
import { wrapLng } from './map-lib.ts';
import type { MapCluster, MapPointFeature } from './map-types.ts';

/*
 * No two markers may overlap on screen, nor their tap targets: markers that would are drawn as
 * one cluster, at the mean position of their spots. The answer of GET /api/spot/map holds every
 * spot of a view with up to 300 (and clusters of a grid above that), however close; here they
 * are grouped for the whole zoom level the map is at. Zooming in within that level only moves
 * markers apart (their size on screen stays), so nothing overlaps until the map goes to
 * another whole zoom, when they are grouped anew.
 */

/**
 * Each marker keeps a square of this side to itself: more than the 44 px a finger needs (WCAG
 * 2.5.5), and the 45 px of the larger pin a hovered or selected spot is drawn with.
 */
export const TARGET_PX = 46;
/** The tile size MapLibre's zoom levels are counted in: the world is 512 × 2^zoom px wide. */
const WORLD_TILE_PX = 512;

/** A marker being grouped: its point and its square's centre in world pixels of the level. */
interface Item {
  /** Sums of the spots' world positions, so that a group sits at their mean. */
  sumX: number;
  sumY: number;
  count: number;
  /** The spot it stands for; undefined for a group. */
  spot?: MapPointFeature;
  /** The zoom at which this marker comes apart (a group), MAX_ZOOM when never. */
  expansionZoom: number;
  x: number;
  y: number;
  /** Half the side of its square, and how far the square's centre is above the point. */
  half: number;
  lift: number;
  gone: boolean;
}

const mercatorY = (lat: number) => {
  const phi = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
};
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

function shape(item: Item): void {
  item.x = item.sumX / item.count;
  item.y = item.sumY / item.count;
  if (item.spot) {
    // A pin stands on its point: its square is centred half a pin above it.
    item.half = TARGET_PX / 2;
    item.lift = PIN_PX / 2;
  } else {
    item.half = Math.max(TARGET_PX / 2, clusterRadius(item.count) + CLUSTER_HALO_PX);
    item.lift = 0;
  }
}

/** How far apart two squares' centres are, each way, and how far they must be. */
function gap(a: Item, b: Item) {
  return {
    dx: Math.abs(a.x - b.x),
    dy: Math.abs(a.y - a.lift - (b.y - b.lift)),
    need: a.half + b.half,
  };
}

/**
 * The zoom at which `a` and `b`, overlapping at `level`, stand apart: their distance doubles
 * with each zoom; the pin's lift does not scale, so it is counted as distance they lack.
 */
function apartAt(a: Item, b: Item, level: number): number {
  const d = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
  if (d === 0) return MAX_ZOOM;
  const need = a.half + b.half + Math.abs(a.lift - b.lift);
  return Math.min(MAX_ZOOM, Math.ceil(level + Math.log2(need / d)));
}

/** `a` takes `b` in: one group at their spots' mean position. */
function merge(a: Item, b: Item, level: number): void {
  const apart = apartAt(a, b, level);
  const inner = [a, b].filter((m) => !m.spot).map((m) => m.expansionZoom);
  a.expansionZoom = Math.min(MAX_ZOOM, Math.max(level + 1, Math.min(apart, ...inner)));
  a.sumX += b.sumX;
  a.sumY += b.sumY;
  a.count += b.count;
  a.spot = undefined;
  b.gone = true;
  shape(a);
}

/**
 * The features (spots and clusters of the API) as the map draws them at `zoom`: spots and
 * clusters whose markers would overlap at that whole zoom level are merged into clusters, until
 * none do. Spots keep their order; merged clusters come last.
 */
export function declutter(features: readonly MapPointFeature[], zoom: number): MapPointFeature[] {
  const level = Math.max(0, Math.floor(zoom));
  const world = WORLD_TILE_PX * 2 ** level;
  const items: Item[] = features.map((f) => {
    const [lng = 0, lat = 0] = f.geometry.coordinates;
    const p = f.properties;
    const count = p.kind === 'cluster' ? p.count : 1;
    const x = ((wrapLng(lng) + 180) / 360) * world;
    const y = mercatorY(lat) * world;
    const item: Item = {
      sumX: x * count,
      sumY: y * count,
      count,
      spot: p.kind === 'spot' ? f : undefined,
      expansionZoom: p.kind === 'cluster' ? p.expansionZoom : MAX_ZOOM,
      x,
      y,
      half: 0,
      lift: 0,
      gone: false,
    };
    shape(item);
    return item;
  });
  unwrapAtWidestGap(items, world);

  // Sweeps along x until a sweep merges nothing: then no two squares overlap.
  for (let merged = true; merged;) {
    merged = false;
    const live = items.filter((i) => !i.gone).sort((a, b) => a.x - b.x);
    const widest = Math.max(0, ...live.map((i) => i.half));
    for (let i = 0; i < live.length; i++) {
      const a = live[i]!;
      if (a.gone) continue;
      for (let j = i + 1; j < live.length && live[j]!.x - a.x < a.half + widest; j++) {
        const b = live[j]!;
        if (b.gone) continue;
        const { dx, dy, need } = gap(a, b);
        if (dx >= need || dy >= need) continue;
        // The bigger group takes the smaller in (the same: the one met first).
        if (b.count > a.count) merge(b, a, level);
        else merge(a, b, level);
        merged = true;
        if (a.gone) break;
      }
    }
  }

  const spots: MapPointFeature[] = [];
  const groups: MapPointFeature<MapCluster>[] = [];
  for (const item of items) {
    if (item.gone) continue;
    if (item.spot) {
      spots.push(item.spot);
      continue;
    }
    const lng = wrapLng((item.x / world) * 360 - 180);
    const properties = { kind: 'cluster' as const, count: item.count };
    groups.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lng, latitudeOf(item.y / world)] },
      properties: { ...properties, expansionZoom: item.expansionZoom },
    });
  }
  return [...spots, ...groups];
}

/**
 * Moves the markers west of the widest empty stretch of longitude one world east, so that
 * markers on both sides of the antimeridian (Fiji, the Aleutians) are neighbours here as they
 * are on screen.
 */
function unwrapAtWidestGap(items: Item[], world: number): void {
  if (items.length < 2) return;
  const xs = items.map((i) => i.x).sort((a, b) => a - b);
  let cut = xs[0]!;
  let widest = xs[0]! + world - xs.at(-1)!;
  for (let k = 1; k < xs.length; k++) {
    if (xs[k]! - xs[k - 1]! > widest) [widest, cut] = [xs[k]! - xs[k - 1]!, xs[k]!];
  }
  for (const item of items) {
    if (item.x >= cut) continue;
    item.x += world;
    item.sumX += world * item.count;
  }
}
