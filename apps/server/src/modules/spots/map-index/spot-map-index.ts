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
  type MercatorBox,
  type View,
} from './map-grid.ts';
import { ClusterListWriter, spotJson, spotMapBody } from '../spots-map.features.ts';
import { KEY_LEVELS, Mask, mortonKey, sharedLevels } from './spot-map-bits.ts';
import { AT, CELL, ZOrderCells } from './spot-map-cells.ts';
import { earthXyz, nearbyIn, type NearbyPage, type NearbyRequest } from './spot-nearby.ts';
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
export class SpotMapIndex {
  readonly size: number;
  readonly #keys: Float64Array;
  /** The grid's cells as runs of positions. */
  readonly #order: ZOrderCells;
  readonly #lat: Float64Array;
  readonly #lng: Float64Array;
  readonly #rows: SpotMapRow[];
  readonly #json: (string | undefined)[];
  /** The explore list's cards by language, by position (cardsAt). */
  readonly #cards = new Map<string, (string | undefined)[]>();
  readonly #filters: SpotFilterColumns;
  /** Each position's spot id. */
  readonly #ids: Int32Array;
  /** Each position's point as the earthdistance extension places it (x, y, z), for nearby. */
  readonly #xyz: Float64Array;
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
  /*
   * Working memory of mapJson, reused from answer to answer (an answer is written at once, never
   * two at a time), so that a request allocates little more than its answer: the positions of
   * the spots listed, up to one more than the limit, and their ranks.
   */
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
    this.#xyz = new Float64Array(3 * n);
    for (let i = 0; i < n; i++) earthXyz(this.#lat[i]!, this.#lng[i]!, this.#xyz, 3 * i);
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
    this.#order = new ZOrderCells(this.#keys);
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
      qhi = q === 3 ? hi : this.#order.start(level + 1, 4 * code + q + 1, qlo, hi);
      const qn = qlo === qhi ? 0 : mask.rank(qhi) - mask.rank(qlo);
      if (qn === 0) continue;
      const [qx, qy] = [2 * x + (q & 1), 2 * y + (q >> 1)];
      chosen = this.#inView(mask, box, view, level + 1, qx, qy, 4 * code + q, qlo, qhi, qn, chosen);
    }
    return chosen;
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
    const count = this.#order.touching(mask, level, xs, ys);
    const cells = this.#order.cells;
    // Spots in cells wholly inside the view: at least that many are in view.
    let inside = 0;
    for (let c = 0; c < count * CELL; c += CELL) {
      const x = cells[c + AT.x]!;
      const y = cells[c + AT.y]!;
      // Inner: inside a longitude range and the latitude range, not on their edges.
      let inner = false;
      for (let r = 0; r < xs.length; r++) if (x > xs[r]![0] && x < xs[r]![1]) inner = true;
      if (inner && y > ys[0] && y < ys[1]) {
        inside += cells[c + AT.passing]!;
        cells[c + AT.inner] = 1;
      }
    }
    if (inside <= MAP_SPOT_LIMIT) {
      // List the spots in view, unless they turn out to be more than the limit.
      const box = mercatorBox(view);
      let chosen = 0;
      for (let c = 0; c < count * CELL && chosen <= MAP_SPOT_LIMIT; c += CELL) {
        const [lo, hi] = [cells[c + AT.lo]!, cells[c + AT.hi]!];
        chosen = cells[c + AT.inner]
          ? mask.collect(lo, hi, this.#chosen, chosen)
          : this.#inView(
              mask,
              box,
              view,
              level,
              cells[c + AT.x]!,
              cells[c + AT.y]!,
              cells[c + AT.code]!,
              lo,
              hi,
              cells[c + AT.passing]!,
              chosen,
            );
      }
      if (chosen <= MAP_SPOT_LIMIT) return this.#spotsJson(chosen);
    }
    const spots: string[] = [];
    const clusters = this.#clusters;
    clusters.reset();
    for (let c = 0; c < count * CELL; c += CELL) {
      const [lo, hi, n] = [cells[c + AT.lo]!, cells[c + AT.hi]!, cells[c + AT.passing]!];
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
  nearest(request: NearestRequest, filters: SpotFilters, named?: ReadonlySet<number>): NearestPage {
    const mask = this.#mask(filters, named);
    const level = nearestLevel(request.view);
    const { xs, ys } = indexRanges(request.view, level);
    const cells: NearestCell[] = [];
    const count = this.#order.touching(mask, level, xs, ys);
    const at = this.#order.cells;
    for (let c = 0; c < count * CELL; c += CELL) {
      const [x, y, code] = [at[c]!, at[c + 1]!, at[c + 2]!];
      cells.push({ level, x, y, code, lo: at[c + 3]!, hi: at[c + 4]!, count: at[c + 5]! });
    }
    const { quarters } = this.#order;
    const grid = { mask, lat: this.#lat, lng: this.#lng, ids: this.#ids, quarters };
    return nearestInCells(grid, cells, request);
  }

  /** The spots within a radius of a point, nearest first: `GET /api/spot/nearby`. */
  nearby(request: NearbyRequest): NearbyPage {
    const { quarters } = this.#order;
    return nearbyIn({ size: this.size, ids: this.#ids, xyz: this.#xyz, quarters }, request);
  }

  /** Which of these species are seen at the spot of this id, and when. */
  sightingsAt(id: number, slugs: readonly string[]): SpotSighting[] {
    return this.#filters.sightingsAt(id, slugs);
  }

  /** Which of these species are seen at the spots at these positions, and when. */
  sightingsAtPositions(positions: readonly number[], slugs: readonly string[]): SpotSighting[][] {
    return positions.map((p) => this.#filters.sightingsAtPosition(p, slugs));
  }

  /** Which of these species are seen at the spots at these positions, and when: JSON each. */
  sightingsJsonAt(positions: readonly number[], slugs: readonly string[]): string[] {
    return positions.map((p) => this.#filters.sightingsJsonAt(p, slugs));
  }

  /**
   * The cards of the spots at these positions in a language: each made by `make` once, and kept
   * (a language's cards are kept from its first list on).
   */
  cardsAt(
    positions: readonly number[],
    make: (row: SpotMapRow) => string,
    language: string,
  ): string[] {
    let cards = this.#cards.get(language);
    if (!cards) this.#cards.set(language, (cards = new Array<string | undefined>(this.size)));
    return positions.map((p) => (cards[p] ??= make(this.#rows[p]!)));
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
