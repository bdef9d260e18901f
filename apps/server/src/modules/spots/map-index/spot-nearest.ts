import type { LatLng } from '@divespot/shared/spot-search';
import {
  contains,
  mercatorBox,
  mercatorY,
  placeOf,
  tileBounds,
  type MercatorBox,
  type View,
} from './map-grid.ts';
import { NearestHeap } from './nearest-heap.ts';
import { KEY_LEVELS, type Mask } from './spot-map-bits.ts';

/*
 * The explore list's page from the spot map's index: the spots in view passing the filters,
 * nearest a point first, as `GET /api/spot?ne&sw&sort=distance` lists them in SQL (distances
 * on the earthdistance extension's sphere, ties by id), without a query. The index hands over
 * the cells of a grid that hold passing spots in view; they are looked at nearest first, and the
 * search stops at the first cell farther than the page's farthest spot so far.
 */

/** The earthdistance extension's sphere, in km. */
const EARTH_RADIUS_KM = 6378.168;
const RAD = Math.PI / 180;
/** Rounding room when a cell's distance is compared with a spot's (1 m): ties must be seen. */
const SLACK_KM = 0.001;

/**
 * Great-circle km on that sphere (haversine) from a point given in radians, with the cosine of its
 * latitude, to one in degrees.
 */
function haversineKm(a: number, cosA: number, aLng: number, toLat: number, toLng: number) {
  const b = toLat * RAD;
  const h =
    Math.sin((b - a) / 2) ** 2 + cosA * Math.cos(b) * Math.sin((toLng * RAD - aLng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Great-circle km from a point to others on that sphere, with the point's part worked out once. */
export function kmFrom(lat: number, lng: number): (toLat: number, toLng: number) => number {
  const [a, aLng] = [lat * RAD, lng * RAD];
  const cosA = Math.cos(a);
  return (toLat, toLng) => haversineKm(a, cosA, aLng, toLat, toLng);
}

/** Great-circle km between two points on that sphere. */
export const greatCircleKm = (aLat: number, aLng: number, bLat: number, bLng: number) =>
  haversineKm(aLat * RAD, Math.cos(aLat * RAD), aLng * RAD, bLat, bLng);

/** Degrees between two longitudes the short way round, 0–180. */
const lngApart = (a: number, b: number) => Math.abs(((((b - a) % 360) + 540) % 360) - 180);

/** A box in degrees (west ≤ east), as a grid cell's bounds. */
export interface Box {
  north: number;
  south: number;
  west: number;
  east: number;
}

/**
 * The km from a point to the nearest point of a box. Within the box's longitudes, straight
 * north or south. Otherwise on the box's meridian edge nearest in longitude (at any latitude
 * nearer longitudes are nearer), where the distance falls then rises with latitude: least at the
 * latitude facing the point (atan2 of the spherical law of cosines), else at an end.
 */
export function boxKm(lat: number, lng: number, box: Box): number {
  if (lng >= box.west && lng <= box.east) {
    const off = lat < box.south ? box.south - lat : lat > box.north ? lat - box.north : 0;
    return off * RAD * EARTH_RADIUS_KM;
  }
  const toWest = lngApart(lng, box.west);
  const toEast = lngApart(lng, box.east);
  const edge = toWest <= toEast ? box.west : box.east;
  const p = lat * RAD;
  const facing = Math.atan2(Math.sin(p), Math.cos(p) * Math.cos(Math.min(toWest, toEast) * RAD));
  const facingLat = facing / RAD;
  if (facingLat >= box.south && facingLat <= box.north) {
    return greatCircleKm(lat, lng, facingLat, edge);
  }
  return Math.min(
    greatCircleKm(lat, lng, box.south, edge),
    greatCircleKm(lat, lng, box.north, edge),
  );
}

/**
 * The grid zoom for a view's search: cells about an eighth of the view across, a few dozen in
 * view, so that the nearest cells hold the page and the rest are passed by.
 */
export function nearestLevel(view: View): number {
  const width = view.lngRanges.reduce((sum, [w, e]) => sum + (e - w) / 360, 0);
  const height = mercatorY(view.south) - mercatorY(view.north);
  const span = Math.max(width, height, 2 ** -KEY_LEVELS);
  return Math.min(KEY_LEVELS, Math.max(0, Math.floor(-Math.log2(span)) + 3));
}

export interface NearestPage {
  /** Spots in view passing the filters. */
  total: number;
  /** The page's spots, nearest first: ids, km from the point, and places in the index. */
  ids: number[];
  km: number[];
  positions: number[];
}

export interface NearestRequest {
  view: View;
  from: LatLng;
  offset: number;
  limit: number;
}

/** A cell of the index's grid holding passing spots: `count` of them, at positions [lo, hi). */
export interface NearestCell {
  level: number;
  x: number;
  y: number;
  /** Its Morton code at its level. */
  code: number;
  lo: number;
  hi: number;
  count: number;
}

/** The index as the search reads it: the spots' positions, and where a cell's quarters begin. */
export interface NearestGrid {
  mask: Mask;
  lat: Float64Array;
  lng: Float64Array;
  ids: Int32Array;
  /**
   * Writes the bounds of the quarters of cell `code` of `level` (positions [lo, hi)) to
   * out[at..at + 4]: lo, the three starts between, hi.
   */
  quarters(level: number, code: number, lo: number, hi: number, out: Int32Array, at: number): void;
}

/** A cell holding at most this many passing spots is looked at spot by spot, not in quarters. */
const LEAF = 32;
/** Numbers kept per quarter while descending: km, x, y, Morton code, [lo, hi), count, inside. */
const QUARTER = 8;

const HEAP = new NearestHeap();

/**
 * A search's walk down the grid, from the cells holding passing spots in view to their quarters,
 * and theirs, until a cell holds few: counting the spots in view (a cell wholly inside by its
 * count, one on the view's edge by its quarters), then finding the nearest (nearer quarters
 * first, and none farther than the page's farthest spot so far). One instance serves every
 * search, its working memory (a level's quarters each) reused.
 */
class Descent {
  grid!: NearestGrid;
  view!: View;
  box!: MercatorBox;
  from!: LatLng;
  km!: (lat: number, lng: number) => number;
  readonly bounds = new Int32Array((KEY_LEVELS + 1) * 5);
  readonly quarters = new Float64Array((KEY_LEVELS + 1) * 4 * QUARTER);

  start(grid: NearestGrid, view: View, from: LatLng): this {
    this.grid = grid;
    this.view = view;
    this.box = mercatorBox(view);
    this.from = from;
    this.km = kmFrom(from.lat, from.lng);
    return this;
  }

  /** The passing spots in view of cell (x, y) of `level` (Morton code `code`, [lo, hi), n). */
  count(level: number, x: number, y: number, code: number, lo: number, hi: number, n: number) {
    const where = placeOf(this.box, level, x, y);
    if (where !== 'edge') return where === 'inside' ? n : 0;
    const { mask, lat, lng } = this.grid;
    const view = this.view;
    if (n <= LEAF || level >= KEY_LEVELS) {
      let inView = 0;
      mask.forEach(lo, hi, (i) => void (contains(view, lat[i]!, lng[i]!) && inView++));
      return inView;
    }
    const b = this.#split(level, code, lo, hi);
    let sum = 0;
    for (let q = 0; q < 4; q++) {
      const qn = this.#passing(b, q);
      if (qn > 0) {
        const qlo = this.bounds[b + q]!;
        const qhi = this.bounds[b + q + 1]!;
        sum += this.count(level + 1, 2 * x + (q & 1), 2 * y + (q >> 1), 4 * code + q, qlo, qhi, qn);
      }
    }
    return sum;
  }

  /** The passing spots of quarter q of the cell split into #bounds from b on. */
  #passing(b: number, q: number): number {
    const lo = this.bounds[b + q]!;
    const hi = this.bounds[b + q + 1]!;
    return lo === hi ? 0 : this.grid.mask.rank(hi) - this.grid.mask.rank(lo);
  }

  #split(level: number, code: number, lo: number, hi: number): number {
    const b = level * 5;
    this.grid.quarters(level, code, lo, hi, this.bounds, b);
    return b;
  }

  readonly #cellBox: Box = { north: 0, south: 0, west: 0, east: 0 };

  /** The km from the search's point to cell (x, y) of `level`. */
  cellKm(level: number, x: number, y: number): number {
    return boxKm(this.from.lat, this.from.lng, tileBounds({ level, x, y }, this.#cellBox));
  }

  /**
   * Offers the heap the passing spots in view of a cell (as for count; `inside`: wholly in view,
   * `cellKm` away) that may be on the page: its quarters nearest first, down to a few spots.
   */
  visit(
    level: number,
    x: number,
    y: number,
    code: number,
    lo: number,
    hi: number,
    n: number,
    inside: boolean,
    cellKm: number,
  ): void {
    if (HEAP.full && cellKm > HEAP.km[0]! + SLACK_KM) return;
    if (n <= LEAF || level >= KEY_LEVELS) return this.#scan(lo, hi, inside);
    const b = this.#split(level, code, lo, hi);
    const quarters = this.quarters;
    const first = level * 4 * QUARTER;
    let kept = 0;
    for (let q = 0; q < 4; q++) {
      const qn = this.#passing(b, q);
      if (qn === 0) continue;
      const qx = 2 * x + (q & 1);
      const qy = 2 * y + (q >> 1);
      const where = inside ? 'inside' : placeOf(this.box, level + 1, qx, qy);
      if (where === 'outside') continue;
      const qkm = this.cellKm(level + 1, qx, qy);
      // Kept in order of distance: the farther ones move up a place.
      let at = first + kept++ * QUARTER;
      while (at > first && quarters[at - QUARTER]! > qkm) {
        quarters.copyWithin(at, at - QUARTER, at);
        at -= QUARTER;
      }
      quarters[at] = qkm;
      quarters[at + 1] = qx;
      quarters[at + 2] = qy;
      quarters[at + 3] = 4 * code + q;
      quarters[at + 4] = this.bounds[b + q]!;
      quarters[at + 5] = this.bounds[b + q + 1]!;
      quarters[at + 6] = qn;
      quarters[at + 7] = where === 'inside' ? 1 : 0;
    }
    for (let k = 0; k < kept; k++) {
      const at = first + k * QUARTER;
      const qx = quarters[at + 1]!;
      const qy = quarters[at + 2]!;
      const qcode = quarters[at + 3]!;
      const qlo = quarters[at + 4]!;
      const qhi = quarters[at + 5]!;
      this.visit(
        level + 1,
        qx,
        qy,
        qcode,
        qlo,
        qhi,
        quarters[at + 6]!,
        quarters[at + 7] === 1,
        quarters[at]!,
      );
    }
  }

  #scan(lo: number, hi: number, inside: boolean): void {
    const { mask, lat, lng, ids } = this.grid;
    const { view, km } = this;
    const fromLat = this.from.lat;
    mask.forEach(lo, hi, (i) => {
      // Farther north or south than the page's farthest: it cannot be on the page.
      const north = Math.abs(lat[i]! - fromLat) * RAD * EARTH_RADIUS_KM;
      if (HEAP.full && north > HEAP.km[0]! + SLACK_KM) return;
      if (!inside && !contains(view, lat[i]!, lng[i]!)) return;
      HEAP.offer(km(lat[i]!, lng[i]!), ids[i]!, i);
    });
  }
}

const DESCENT = new Descent();

/**
 * The `offset`…`offset + limit` nearest spots of those in view that pass the mask, from the
 * cells of the grid holding them: counted, then looked at nearest first until the next cell is
 * farther than the page.
 */
export function nearestInCells(
  grid: NearestGrid,
  cells: readonly NearestCell[],
  { view, from, offset, limit }: NearestRequest,
): NearestPage {
  const descent = DESCENT.start(grid, view, from);
  let total = 0;
  for (const c of cells) total += descent.count(c.level, c.x, c.y, c.code, c.lo, c.hi, c.count);
  const heap = HEAP.reset(Math.min(offset + limit, total));
  if (heap.keep === 0) return { total, ids: [], km: [], positions: [] };
  const byDistance = cells
    .map((cell) => ({ cell, km: descent.cellKm(cell.level, cell.x, cell.y) }))
    .sort((a, b) => a.km - b.km);
  for (const { cell: c, km } of byDistance) {
    if (heap.full && km > heap.km[0]! + SLACK_KM) break;
    const inside = placeOf(descent.box, c.level, c.x, c.y) === 'inside';
    descent.visit(c.level, c.x, c.y, c.code, c.lo, c.hi, c.count, inside, km);
  }
  return { total, ...heap.page(offset) };
}
