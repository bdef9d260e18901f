import { MAP_SPOT_LIMIT } from '@divespot/shared/spot-map';
import type { SpotFilters } from '@divespot/shared/spot-search';
import { LruCache } from '../../../lib/lru-cache.ts';
import {
  CELLS_PER_TILE_LEVEL,
  indexAt,
  indexRanges,
  mercatorBox,
  mercatorX,
  mercatorY,
  placeOf,
  tileBounds,
  type MercatorBox,
  type View,
} from './map-grid.ts';
import { ClusterListWriter, spotJson, spotMapBody } from '../spots-map.features.ts';
import { KEY_LEVELS, Mask, mortonKey, sharedLevels } from './spot-map-bits.ts';
import {
  nearestInCells,
  nearestLevel,
  type NearestCell,
  type NearestPage,
  type NearestRequest,
} from './spot-nearest.ts';
import {
  filtersKey,
  SpotFilterColumns,
  type SpotMapRow,
  type SpotSighting,
  type SpotSightingRow,
} from './spot-map-filters.ts';

/*
 * Every spot the map can show, in memory, ordered along a Z-order (Morton) curve of Web
 * Mercator: the spots of any grid cell at any zoom are then one contiguous run of that order,
 * found in a table of cell starts (or, for fine cells, by binary search within it). A filter becomes a bitmask over that order with running totals
 * (count and coordinate sums) per 32 spots, so a cell's count, mean position, first and last
 * spot cost a few array reads, whatever the cell holds. A view of the whole world with filters
 * touches a few hundred cells, never its 100,000 spots, and no query runs.
 */

/** Masks kept per index (each ~0.75 bytes per spot). */
const MASKS_KEPT = 256;
/** The zoom a cluster of spots at one position expands to: the map's deepest. */
const MAX_ZOOM = 20;
/**
 * The zoom of the table of cell starts: the positions of a cell of this zoom or a coarser one are
 * read from it (4 bytes × 4^10: 4 MB), those of finer cells searched within it.
 */
const TABLE_LEVEL = 10;
/** Numbers kept per touching cell: x, y, Morton code, positions [lo, hi), passing spots, inner. */
const CELL = 7;

export class SpotMapIndex {
  readonly size: number;
  readonly #keys: Float64Array;
  readonly #lat: Float64Array;
  readonly #lng: Float64Array;
  readonly #rows: SpotMapRow[];
  readonly #json: (string | undefined)[];
  readonly #filters: SpotFilterColumns;
  /** Each position's spot id. */
  readonly #ids: Int32Array;
  readonly #masks = new LruCache<string, Mask>({ maxEntries: MASKS_KEPT });
  /**
   * Answers told by their cells alone (more than the limit wholly inside the view), by filters
   * and cell ranges: views a few pixels apart share them. Kept as long as the index.
   */
  readonly #clustered = new LruCache<string, string>({
    maxEntries: 4096,
    maxSize: 64 * 1024 * 1024,
  });
  /** Each position's place in the order markers are listed in, and the position at each place. */
  readonly #rankOf: Int32Array;
  readonly #atRank: Int32Array;
  /** The first position of each cell of TABLE_LEVEL, by Morton code, and the size at the end. */
  readonly #tableStarts: Int32Array;
  /*
   * Working memory of mapJson, reused from answer to answer (an answer is written at once, never
   * two at a time), so that a request allocates little more than its answer.
   */
  #cells = new Float64Array(CELL * 1024);
  /** Cells still to look at while descending: zoom, x, y, Morton code, positions [lo, hi). */
  readonly #stack = new Float64Array(6 * 4 * (KEY_LEVELS + 1));
  /** The positions of the spots listed, up to one more than the limit. */
  readonly #chosen = new Int32Array(MAP_SPOT_LIMIT + 1);
  readonly #ranks = new Int32Array(MAP_SPOT_LIMIT + 1);
  readonly #clusters = new ClusterListWriter();

  /** `rows`: every spot, reordered here; `sightings`: which species are seen where and when. */
  constructor(rows: SpotMapRow[], sightings: readonly SpotSightingRow[] = []) {
    const keyed = rows.map((row) => ({
      row,
      key: mortonKey(
        indexAt(mercatorX(row.longitude), KEY_LEVELS),
        indexAt(mercatorY(row.latitude), KEY_LEVELS),
      ),
    }));
    keyed.sort((a, b) => a.key - b.key || a.row.id - b.row.id);
    const n = (this.size = keyed.length);
    this.#rows = keyed.map((k) => k.row);
    this.#keys = Float64Array.from(keyed, (k) => k.key);
    this.#lat = Float64Array.from(this.#rows, (r) => r.latitude);
    this.#lng = Float64Array.from(this.#rows, (r) => r.longitude);
    this.#ids = Int32Array.from(this.#rows, (r) => r.id);
    this.#json = new Array<string | undefined>(n);
    this.#filters = new SpotFilterColumns(this.#rows, sightings);
    // Best rated first, then most reviewed, then by id.
    const byPosition = this.#rows;
    this.#atRank = Int32Array.from(byPosition.keys()).sort((a, b) => {
      const [ra, rb] = [byPosition[a]!, byPosition[b]!];
      return (
        (rb.rating ?? -1) - (ra.rating ?? -1) || rb.review_count - ra.review_count || ra.id - rb.id
      );
    });
    this.#rankOf = new Int32Array(n);
    this.#atRank.forEach((position, rank) => (this.#rankOf[position] = rank));
    const tableCells = 4 ** TABLE_LEVEL;
    const unit = 4 ** (KEY_LEVELS - TABLE_LEVEL);
    this.#tableStarts = new Int32Array(tableCells + 1);
    for (let code = 0, p = 0; code <= tableCells; code++) {
      while (p < n && this.#keys[p]! < code * unit) p++;
      this.#tableStarts[code] = p;
    }
  }

  #mask(filters: SpotFilters, named: ReadonlySet<number> | undefined): Mask {
    const key = filtersKey(filters);
    let mask = this.#masks.get(key);
    if (!mask) {
      mask = new Mask(key, this.size, this.#filters.test(filters, named), this.#lat, this.#lng);
      this.#masks.set(key, mask, 1);
    }
    return mask;
  }

  /**
   * The first position of the cell of zoom `level` with Morton code `code` (its x bits even,
   * y bits odd), searched within [from, to) when finer than the table.
   */
  #start(level: number, code: number, from: number, to: number): number {
    if (level <= TABLE_LEVEL) return this.#tableStarts[code * 4 ** (TABLE_LEVEL - level)]!;
    return this.#lowerBound(code * 4 ** (KEY_LEVELS - level), from, to);
  }

  /**
   * Each cell of `level` within the cell ranges `xs` (one or two, across ±180°) and `ys` that
   * holds spots passing `mask`, in Z order, into #cells (CELL numbers each, inner 0); returns how
   * many. Found from the whole world down, a quarter at a time, so that empty sea and filtered-out
   * land are left at the first level where they are empty.
   */
  #touching(mask: Mask, level: number, xs: [number, number][], ys: [number, number]): number {
    const stack = this.#stack;
    let count = 0;
    let top = 0;
    const push = (l: number, x: number, y: number, code: number, lo: number, hi: number) => {
      stack[top] = l;
      stack[top + 1] = x;
      stack[top + 2] = y;
      stack[top + 3] = code;
      stack[top + 4] = lo;
      stack[top + 5] = hi;
      top += 6;
    };
    push(0, 0, 0, 0, 0, this.size);
    while (top > 0) {
      top -= 6;
      const l = stack[top]!;
      const x = stack[top + 1]!;
      const y = stack[top + 2]!;
      const code = stack[top + 3]!;
      const lo = stack[top + 4]!;
      const hi = stack[top + 5]!;
      const span = 2 ** (level - l);
      const x0 = x * span;
      const y0 = y * span;
      if (y0 + span - 1 < ys[0] || y0 > ys[1]) continue;
      let overlaps = false;
      for (let r = 0; r < xs.length; r++) {
        if (x0 + span - 1 >= xs[r]![0] && x0 <= xs[r]![1]) overlaps = true;
      }
      if (!overlaps) continue;
      const n = mask.rank(hi) - mask.rank(lo);
      if (n === 0) continue;
      if (l === level) {
        if ((count + 1) * CELL > this.#cells.length) {
          const grown = new Float64Array(this.#cells.length * 2);
          grown.set(this.#cells);
          this.#cells = grown;
        }
        const at = count++ * CELL;
        const cells = this.#cells;
        cells[at] = x;
        cells[at + 1] = y;
        cells[at + 2] = code;
        cells[at + 3] = lo;
        cells[at + 4] = hi;
        cells[at + 5] = n;
        cells[at + 6] = 0;
        continue;
      }
      // The quarters, consecutive runs of the order, pushed last first so that they come out in
      // Z order.
      const q1 = this.#start(l + 1, 4 * code + 1, lo, hi);
      const q2 = this.#start(l + 1, 4 * code + 2, q1, hi);
      const q3 = this.#start(l + 1, 4 * code + 3, q2, hi);
      const cx = 2 * x;
      const cy = 2 * y;
      const cc = 4 * code;
      if (hi > q3) push(l + 1, cx + 1, cy + 1, cc + 3, q3, hi);
      if (q3 > q2) push(l + 1, cx, cy + 1, cc + 2, q2, q3);
      if (q2 > q1) push(l + 1, cx + 1, cy, cc + 1, q1, q2);
      if (q1 > lo) push(l + 1, cx, cy, cc, lo, q1);
    }
    return count;
  }

  /**
   * Adds to #chosen (from `chosen` on) the passing spots of cell (x, y) of `level` (Morton code
   * `code`, positions [lo, hi), n passing) that lie in the view, until it is full; returns the
   * new count. A cell wholly inside adds its spots at once, one wholly outside none, one on the
   * view's edge its four quarters', down to a few spots looked at one by one.
   */
  #inView(
    mask: Mask,
    box: MercatorBox,
    view: View,
    level: number,
    x: number,
    y: number,
    code: number,
    lo: number,
    hi: number,
    n: number,
    chosen: number,
  ): number {
    const where = placeOf(box, level, x, y);
    if (where === 'outside') return chosen;
    if (where === 'inside') return mask.collect(lo, hi, this.#chosen, chosen);
    if (n <= 32 || level >= KEY_LEVELS) return mask.collect(lo, hi, this.#chosen, chosen, view);
    let qhi = lo;
    for (let q = 0; q < 4 && chosen < this.#chosen.length; q++) {
      const qlo = qhi;
      qhi = q === 3 ? hi : this.#start(level + 1, 4 * code + q + 1, qlo, hi);
      const qn = qlo === qhi ? 0 : mask.rank(qhi) - mask.rank(qlo);
      if (qn === 0) continue;
      const [qx, qy] = [2 * x + (q & 1), 2 * y + (q >> 1)];
      chosen = this.#inView(mask, box, view, level + 1, qx, qy, 4 * code + q, qlo, qhi, qn, chosen);
    }
    return chosen;
  }

  #lowerBound(key: number, from: number, to: number): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.#keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  #spotJson(i: number): string {
    return (this.#json[i] ??= spotJson(this.#rows[i]!, this.#lat[i]!, this.#lng[i]!));
  }

  /**
   * The body of GET /api/spot/map for a view whose grid is of zoom `gridZ` (map-grid.gridZoom):
   * its spots, best rated first, when it holds at most MAP_SPOT_LIMIT that pass the filters,
   * else the cells of the grid (64 px: zoom gridZ + 2) touching it, a cell of one spot as that
   * spot. `named`: the ids a text search (`q`) matches.
   */
  mapJson(view: View, gridZ: number, filters: SpotFilters, named?: ReadonlySet<number>): string {
    const mask = this.#mask(filters, named);
    const level = gridZ + CELLS_PER_TILE_LEVEL;
    const { xs, ys } = indexRanges(view, level);
    const answerKey = `${mask.key}|${gridZ}|${xs.join(';')}|${ys.join(',')}`;
    const kept = this.#clustered.get(answerKey);
    if (kept !== undefined) return kept;
    const count = this.#touching(mask, level, xs, ys);
    const cells = this.#cells;
    // Spots in cells wholly inside the view: at least that many are in view.
    let inside = 0;
    for (let c = 0; c < count * CELL; c += CELL) {
      const x = cells[c]!;
      const y = cells[c + 1]!;
      // Inner: inside a longitude range and the latitude range, not on their edges.
      let inner = false;
      for (let r = 0; r < xs.length; r++) if (x > xs[r]![0] && x < xs[r]![1]) inner = true;
      if (inner && y > ys[0] && y < ys[1]) {
        inside += cells[c + 5]!;
        cells[c + 6] = 1;
      }
    }
    if (inside <= MAP_SPOT_LIMIT) {
      // List the spots in view, unless they turn out to be more than the limit.
      const box = mercatorBox(view);
      let chosen = 0;
      for (let c = 0; c < count * CELL && chosen <= MAP_SPOT_LIMIT; c += CELL) {
        const [lo, hi] = [cells[c + 3]!, cells[c + 4]!];
        chosen = cells[c + 6]
          ? mask.collect(lo, hi, this.#chosen, chosen)
          : this.#inView(
              mask,
              box,
              view,
              level,
              cells[c]!,
              cells[c + 1]!,
              cells[c + 2]!,
              lo,
              hi,
              cells[c + 5]!,
              chosen,
            );
      }
      if (chosen <= MAP_SPOT_LIMIT) return this.#spotsJson(chosen);
    }
    const spots: string[] = [];
    const clusters = this.#clusters;
    clusters.reset();
    for (let c = 0; c < count * CELL; c += CELL) {
      const [lo, hi, n] = [cells[c + 3]!, cells[c + 4]!, cells[c + 5]!];
      const first = mask.firstIn(lo, hi);
      if (n === 1) {
        spots.push(this.#spotJson(first));
        continue;
      }
      const last = mask.lastIn(lo, hi);
      const lat = (mask.sum(hi, 0) - mask.sum(lo, 0)) / n;
      const lng = (mask.sum(hi, 1) - mask.sum(lo, 1)) / n;
      // The grid splits the cluster at the first zoom whose cells part its outermost spots.
      const splits = sharedLevels(this.#keys[first]!, this.#keys[last]!) + 1;
      const expansionZoom = Math.min(MAX_ZOOM, Math.max(gridZ + 1, splits - CELLS_PER_TILE_LEVEL));
      clusters.add(lat, lng, n, expansionZoom);
    }
    const answer = spotMapBody(true, spots, clusters.text());
    if (inside > MAP_SPOT_LIMIT) this.#clustered.set(answerKey, answer, answer.length);
    return answer;
  }

  /** The explore list's page: the spots in view passing the filters, nearest a point first. */
  nearest(
    request: NearestRequest,
    filters: SpotFilters,
    named?: ReadonlySet<number>,
  ): NearestPage & { rows: SpotMapRow[] } {
    const mask = this.#mask(filters, named);
    const level = nearestLevel(request.view);
    const { xs, ys } = indexRanges(request.view, level);
    const cells: NearestCell[] = [];
    const count = this.#touching(mask, level, xs, ys);
    const at = this.#cells;
    for (let c = 0; c < count * CELL; c += CELL) {
      const [x, y] = [at[c]!, at[c + 1]!];
      // Inner: strictly between the view's first and last columns and rows.
      const inner = y > ys[0] && y < ys[1] && xs.some(([a, b]) => x > a && x < b);
      const box = tileBounds({ level, x, y });
      cells.push({ lo: at[c + 3]!, hi: at[c + 4]!, count: at[c + 5]!, inner, box });
    }
    const spots = { mask, lat: this.#lat, lng: this.#lng, ids: this.#ids };
    const page = nearestInCells(spots, cells, request);
    return { ...page, rows: page.positions.map((p) => this.#rows[p]!) };
  }

  /** Which of these species are seen at the spot of this id, and when. */
  sightingsAt(id: number, slugs: readonly string[]): SpotSighting[] {
    return this.#filters.sightingsAt(id, slugs);
  }

  /** The first `count` spots of #chosen, best rated first (then most reviewed, then by id). */
  #spotsJson(count: number): string {
    const ranks = this.#ranks.subarray(0, count);
    for (let k = 0; k < count; k++) ranks[k] = this.#rankOf[this.#chosen[k]!]!;
    ranks.sort();
    const spots = new Array<string>(count);
    for (let k = 0; k < count; k++) spots[k] = this.#spotJson(this.#atRank[ranks[k]!]!);
    return spotMapBody(false, spots);
  }
}
