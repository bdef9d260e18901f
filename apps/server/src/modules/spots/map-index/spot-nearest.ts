import type { LatLng } from '@divespot/shared/spot-search';
import { contains, mercatorY, type View } from './map-grid.ts';
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

/** Great-circle km from a point to others on that sphere, with the point's part worked out once. */
export function kmFrom(lat: number, lng: number): (toLat: number, toLng: number) => number {
  const a = lat * RAD;
  const cosA = Math.cos(a);
  const aLng = lng * RAD;
  return (toLat, toLng) => {
    const b = toLat * RAD;
    const h =
      Math.sin((b - a) / 2) ** 2 + cosA * Math.cos(b) * Math.sin((toLng * RAD - aLng) / 2) ** 2;
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}

/** Great-circle km between two points on that sphere. */
export const greatCircleKm = (aLat: number, aLng: number, bLat: number, bLng: number) =>
  kmFrom(aLat, aLng)(bLat, bLng);

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

/** A cell of the index's grid holding passing spots: positions [lo, hi), wholly in view or not. */
export interface NearestCell {
  lo: number;
  hi: number;
  /** Its passing spots (all in view when `inner`). */
  count: number;
  inner: boolean;
  box: Box;
}

/** Positions of the spots of the index, for the search. */
export interface SpotPositions {
  mask: Mask;
  lat: Float64Array;
  lng: Float64Array;
  ids: Int32Array;
}

/**
 * The nearest `keep` spots seen so far: a max-heap by distance, then id. One instance serves
 * every search (a search runs start to end without yielding), its arrays grown as needed.
 */
class NearestHeap {
  km = new Float64Array(64);
  id = new Float64Array(64);
  position = new Int32Array(64);
  keep = 0;
  size = 0;

  /** Empties it for a search keeping `keep` spots. */
  reset(keep: number): this {
    if (keep > this.km.length) {
      this.km = new Float64Array(keep);
      this.id = new Float64Array(keep);
      this.position = new Int32Array(keep);
    }
    this.keep = keep;
    this.size = 0;
    return this;
  }

  get full(): boolean {
    return this.size === this.keep;
  }

  /** a is farther than b: by distance, then by id. */
  static farther = (ka: number, ia: number, kb: number, ib: number) =>
    ka > kb || (ka === kb && ia > ib);

  offer(km: number, id: number, position: number): void {
    const { km: heapKm, id: heapId, position: heapPosition, keep } = this;
    const farther = NearestHeap.farther;
    if (keep === 0 || (this.size === keep && !farther(heapKm[0]!, heapId[0]!, km, id))) return;
    let at: number;
    if (this.size < keep) {
      // Room left: add at the end and sift up.
      at = this.size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (!farther(km, id, heapKm[parent]!, heapId[parent]!)) break;
        heapKm[at] = heapKm[parent]!;
        heapId[at] = heapId[parent]!;
        heapPosition[at] = heapPosition[parent]!;
        at = parent;
      }
    } else {
      // Full: this one replaces the farthest, at the root, and sifts down.
      at = 0;
      for (;;) {
        const left = 2 * at + 1;
        if (left >= this.size) break;
        const right = left + 1;
        const child =
          right < this.size && farther(heapKm[right]!, heapId[right]!, heapKm[left]!, heapId[left]!)
            ? right
            : left;
        if (!farther(heapKm[child]!, heapId[child]!, km, id)) break;
        heapKm[at] = heapKm[child]!;
        heapId[at] = heapId[child]!;
        heapPosition[at] = heapPosition[child]!;
        at = child;
      }
    }
    heapKm[at] = km;
    heapId[at] = id;
    heapPosition[at] = position;
  }

  /** Its spots nearest first, from `offset` on. */
  page(offset: number): Omit<NearestPage, 'total'> {
    const order = Array.from({ length: this.size }, (_, k) => k).sort(
      (x, y) => this.km[x]! - this.km[y]! || this.id[x]! - this.id[y]!,
    );
    const page = order.slice(offset);
    return {
      ids: page.map((k) => this.id[k]!),
      km: page.map((k) => this.km[k]!),
      positions: page.map((k) => this.position[k]!),
    };
  }
}

const HEAP = new NearestHeap();

/**
 * The `offset`…`offset + limit` nearest spots of those in view that pass the mask, from the
 * cells holding them: counted (a cell wholly in view by its count, one on the view's edge spot
 * by spot), then looked at nearest first until the next cell is farther than the page.
 */
export function nearestInCells(
  spots: SpotPositions,
  cells: NearestCell[],
  { view, from, offset, limit }: NearestRequest,
): NearestPage {
  const { mask, lat, lng, ids } = spots;
  let total = 0;
  for (const cell of cells) {
    if (cell.inner) total += cell.count;
    else mask.forEach(cell.lo, cell.hi, (i) => void (contains(view, lat[i]!, lng[i]!) && total++));
  }
  const heap = HEAP.reset(Math.min(offset + limit, total));
  if (heap.keep === 0) return { total, ids: [], km: [], positions: [] };
  const byDistance = cells
    .map((cell) => ({ cell, km: boxKm(from.lat, from.lng, cell.box) }))
    .sort((a, b) => a.km - b.km);
  const km = kmFrom(from.lat, from.lng);
  for (const cell of byDistance) {
    if (heap.full && cell.km > heap.km[0]! + SLACK_KM) break;
    const { lo, hi, inner } = cell.cell;
    mask.forEach(lo, hi, (i) => {
      // Farther north or south than the page's farthest: it cannot be on the page.
      const north = Math.abs(lat[i]! - from.lat) * RAD * EARTH_RADIUS_KM;
      if (heap.full && north > heap.km[0]! + SLACK_KM) return;
      if (!inner && !contains(view, lat[i]!, lng[i]!)) return;
      heap.offer(km(lat[i]!, lng[i]!), ids[i]!, i);
    });
  }
  return { total, ...heap.page(offset) };
}
