import { tileBounds } from './map-grid.ts';
import { NearestHeap } from './nearest-heap.ts';
import { KEY_LEVELS } from './spot-map-bits.ts';
import { boxKm, type Box } from './spot-nearest.ts';

/*
 * `GET /api/spot/nearby` from the spot map's index: the spots within a radius of a point,
 * nearest first, as the SQL of spots.repository.ts (findSpotsNear) lists them with the
 * earthdistance extension, and with the same distances. The index's Z order is a quadtree: a
 * cell's spots are one run of positions and its quarters four runs within it. Cells are opened
 * nearest first (a queue ordered by the least distance from the point to the cell), down to a
 * few spots, and the search ends at the first cell farther than the radius or than the farthest
 * of the spots kept. It needs no view, so it reads the same at the poles and across ±180°.
 */

/** earth() of the earthdistance extension: its sphere's radius in metres. */
const EARTH_M = 6378168;
/**
 * PostgreSQL's radians(): degrees times float.c's RADIANS_PER_DEGREE, 0.0174532925199432957692,
 * whose nearest double is this one.
 */
const RADIANS_PER_DEGREE = Math.PI / 180;
/** A cell holding at most this many spots is looked at spot by spot. */
const LEAF = 32;
/** Rounding room when a cell's distance is compared with a spot's (1 m): ties must be seen. */
const SLACK_KM = 0.001;

/**
 * earthNumber of db/earth.ts: PostgreSQL refuses float8 products that underflow, so the SQL
 * makes coordinates and radii below a nanodegree or a nanometre zero; so does the search.
 */
const earthNumber = (value: number) => (Math.abs(value) < 1e-9 ? 0 : value);

/**
 * ll_to_earth(lat, lng) of earthdistance 1.2: a point on its sphere in metres, written to
 * out[at..at + 3] with the operations in the extension's order, so that the distances below
 * come out as PostgreSQL's do.
 */
export function earthXyz(lat: number, lng: number, out: Float64Array, at: number): void {
  const a = lat * RADIANS_PER_DEGREE;
  const b = lng * RADIANS_PER_DEGREE;
  out[at] = EARTH_M * Math.cos(a) * Math.cos(b);
  out[at + 1] = EARTH_M * Math.cos(a) * Math.sin(b);
  out[at + 2] = EARTH_M * Math.sin(a);
}

/** sec_to_gc(): the great-circle metres of a straight-line (chord) distance. */
function chordToMetres(chord: number): number {
  if (chord < 0) return 0;
  if (chord / (2 * EARTH_M) > 1) return Math.PI * EARTH_M;
  return 2 * EARTH_M * Math.asin(chord / (2 * EARTH_M));
}

/** gc_to_sec(): the straight-line (chord) metres of a great-circle distance. */
function metresToChord(metres: number): number {
  if (metres < 0) return 0;
  if (metres / EARTH_M > Math.PI) return 2 * EARTH_M;
  return 2 * EARTH_M * Math.sin(metres / (2 * EARTH_M));
}

/** The index as the search reads it: each position's spot and its ll_to_earth point. */
export interface NearbyGrid {
  size: number;
  ids: Int32Array;
  /** x, y, z of each position's spot (earthXyz). */
  xyz: Float64Array;
  /** As NearestGrid.quarters: the bounds of the quarters of cell `code` of `level`. */
  quarters(level: number, code: number, lo: number, hi: number, out: Int32Array, at: number): void;
}

export interface NearbyRequest {
  lat: number;
  lng: number;
  radiusKm: number;
  limit: number;
  /** A spot to leave out (the one whose page asks). */
  excludeId?: number | undefined;
}

export interface NearbyPage {
  /** Places in the index of the spots, nearest first (ties by id), and their km. */
  positions: number[];
  km: number[];
}

/** Numbers kept per queued cell: km, zoom, x, y, Morton code, positions [lo, hi). */
const CELL = 7;

/**
 * Cells waiting to be opened, nearest first: a binary min-heap by km in one reused array (a
 * search runs start to end without yielding).
 */
class CellQueue {
  cells = new Float64Array(CELL * 256);
  size = 0;

  push(km: number, level: number, x: number, y: number, code: number, lo: number, hi: number) {
    if ((this.size + 1) * CELL > this.cells.length) {
      const grown = new Float64Array(this.cells.length * 2);
      grown.set(this.cells);
      this.cells = grown;
    }
    const c = this.cells;
    let at = this.size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (c[parent * CELL]! <= km) break;
      c.copyWithin(at * CELL, parent * CELL, parent * CELL + CELL);
      at = parent;
    }
    const o = at * CELL;
    c[o] = km;
    c[o + 1] = level;
    c[o + 2] = x;
    c[o + 3] = y;
    c[o + 4] = code;
    c[o + 5] = lo;
    c[o + 6] = hi;
  }

  /** Moves the nearest cell to `out` and removes it. */
  pop(out: Float64Array): void {
    const c = this.cells;
    for (let k = 0; k < CELL; k++) out[k] = c[k]!;
    const last = --this.size;
    if (last === 0) return;
    const lastKm = c[last * CELL]!;
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= last) break;
      const right = left + 1;
      const child = right < last && c[right * CELL]! < c[left * CELL]! ? right : left;
      if (c[child * CELL]! >= lastKm) break;
      c.copyWithin(at * CELL, child * CELL, child * CELL + CELL);
      at = child;
    }
    c.copyWithin(at * CELL, last * CELL, last * CELL + CELL);
  }
}

const QUEUE = new CellQueue();
const HEAP = new NearestHeap();
const CURRENT = new Float64Array(CELL);
const BOUNDS = new Int32Array(5);
const CELL_BOX: Box = { north: 0, south: 0, west: 0, east: 0 };
const CENTRE = new Float64Array(3);

/**
 * The `limit` spots nearest the point within `radiusKm`, as findSpotsNear selects them: its
 * distance on the earthdistance sphere at most the radius, inside earth_box of the radius, not
 * the excluded spot; nearest first, ties by id.
 */
export function nearbyIn(grid: NearbyGrid, request: NearbyRequest): NearbyPage {
  const lat = earthNumber(request.lat);
  const lng = earthNumber(request.lng);
  const metres = earthNumber(request.radiusKm * 1000);
  const radiusKm = metres / 1000;
  const exclude = request.excludeId ?? 0;
  const { ids, xyz } = grid;
  earthXyz(lat, lng, CENTRE, 0);
  const cx = CENTRE[0]!;
  const cy = CENTRE[1]!;
  const cz = CENTRE[2]!;
  // earth_box(centre, metres): the cube of half-side gc_to_sec(metres) around the centre.
  const half = metresToChord(metres);
  const heap = HEAP.reset(request.limit);
  const queue = QUEUE;
  queue.size = 0;
  if (grid.size > 0) queue.push(0, 0, 0, 0, 0, 0, grid.size);
  const cell = CURRENT;
  while (queue.size > 0) {
    queue.pop(cell);
    const cellKm = cell[0]!;
    if (cellKm > radiusKm + SLACK_KM) break;
    if (heap.full && cellKm > heap.km[0]! + SLACK_KM) break;
    const level = cell[1]!;
    const lo = cell[5]!;
    const hi = cell[6]!;
    if (hi - lo > LEAF && level < KEY_LEVELS) {
      const code = cell[4]!;
      grid.quarters(level, code, lo, hi, BOUNDS, 0);
      for (let q = 0; q < 4; q++) {
        const qlo = BOUNDS[q]!;
        const qhi = BOUNDS[q + 1]!;
        if (qlo === qhi) continue;
        const qx = 2 * cell[2]! + (q & 1);
        const qy = 2 * cell[3]! + (q >> 1);
        const box = tileBounds({ level: level + 1, x: qx, y: qy }, CELL_BOX);
        queue.push(boxKm(lat, lng, box), level + 1, qx, qy, 4 * code + q, qlo, qhi);
      }
      continue;
    }
    for (let i = lo; i < hi; i++) {
      if (ids[i] === exclude) continue;
      const px = xyz[3 * i]!;
      const py = xyz[3 * i + 1]!;
      const pz = xyz[3 * i + 2]!;
      // earth_box(centre, metres) @> point.
      if (px < cx - half || px > cx + half || py < cy - half || py > cy + half) continue;
      if (pz < cz - half || pz > cz + half) continue;
      // earth_distance: the straight line between the points (cube_distance), as metres on
      // the sphere (sec_to_gc).
      const dx = Math.abs(px - cx);
      const dy = Math.abs(py - cy);
      const dz = Math.abs(pz - cz);
      const m = chordToMetres(Math.sqrt(dx * dx + dy * dy + dz * dz));
      if (m <= metres) heap.offer(m / 1000, ids[i]!, i);
    }
  }
  const { km, positions } = heap.page(0);
  return { km, positions };
}
