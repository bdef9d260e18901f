import { MAP_SPOT_LIMIT } from '@divespot/shared/spot-map';
import type { SpotFilters } from '@divespot/shared/spot-search';
import { LruCache } from '../../lib/lru-cache.ts';
import {
  CELLS_PER_TILE_LEVEL,
  indexAt,
  indexRanges,
  mercatorX,
  mercatorY,
  type View,
} from './map-grid.ts';
import { clusterJson, spotJson, spotMapBody } from './spots-map.features.ts';
import type { MapSpotRow } from './spots-map.repository.ts';
import { BitSets, Codes, KEY_LEVELS, Mask, mortonKey, sharedLevels } from './spot-map-bits.ts';

/*
 * Every spot the map can show, in memory, ordered along a Z-order (Morton) curve of Web
 * Mercator: the spots of any grid cell at any zoom are then one contiguous run of that order,
 * found by two binary searches. A filter becomes a bitmask over that order with running totals
 * (count and coordinate sums) per 32 spots, so a cell's count, mean position, first and last
 * spot cost a few array reads, whatever the cell holds. A view of the whole world with filters
 * touches a few hundred cells, never its 100,000 spots, and no query runs.
 */

/** What the index holds of a spot: its marker's columns and the columns filters test. */
export interface SpotMapRow extends MapSpotRow {
  country_id: number | null;
  region_id: number | null;
  site_type: string | null;
  entry: string | null;
  water_type: string | null;
  current: string | null;
  certification: string | null;
  facilities: string[];
}

/** The single-valued text columns filters test, by filter key. */
type CodedFilter = 'level' | 'siteType' | 'entry' | 'waterType' | 'current' | 'certification';

/** Masks kept per index (each ~0.75 bytes per spot). */
const MASKS_KEPT = 256;
/** The zoom a cluster of spots at one position expands to: the map's deepest. */
const MAX_ZOOM = 20;

/** A view in Web Mercator (0..1): its x ranges (two across ±180°) and its y range. */
interface MercatorBox {
  xs: [number, number][];
  y0: number;
  y1: number;
}

const mercatorBox = (view: View): MercatorBox => ({
  xs: view.lngRanges.map(([w, e]) => [mercatorX(w), mercatorX(e)]),
  y0: mercatorY(view.north),
  y1: mercatorY(view.south),
});

/**
 * Where cell (x, y) of `level` lies from the view: wholly inside it (strictly, so that every
 * spot of the cell passes the view's own test in degrees), wholly outside, or on its edge.
 */
function placeOf(box: MercatorBox, level: number, x: number, y: number) {
  const size = 2 ** -level;
  const [x0, x1, y0, y1] = [x * size, (x + 1) * size, y * size, (y + 1) * size];
  if (y1 < box.y0 || y0 > box.y1 || box.xs.every(([a, b]) => x1 < a || x0 > b)) return 'outside';
  const within = y0 > box.y0 && y1 < box.y1 && box.xs.some(([a, b]) => x0 > a && x1 < b);
  return within ? 'inside' : 'edge';
}

/** Stable key of the filters (lists sorted), with the text search's matches told apart by it. */
export const filtersKey = (filters: SpotFilters): string =>
  JSON.stringify(
    Object.entries(filters)
      .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );

const list = (v: string[] | undefined) => (v?.length ? v : undefined);

export class SpotMapIndex {
  readonly size: number;
  readonly #keys: Float64Array;
  readonly #lat: Float64Array;
  readonly #lng: Float64Array;
  readonly #rows: SpotMapRow[];
  readonly #json: (string | undefined)[];
  readonly #country: Int32Array;
  readonly #region: Int32Array;
  readonly #countryIds = new Map<string, number>();
  readonly #regionIds = new Map<string, number>();
  readonly #codes: Record<CodedFilter, Codes>;
  readonly #activities: BitSets;
  readonly #facilities: BitSets;
  /** The depth a spot reaches (its deepest, else shallowest) and the least it can be dived at. */
  readonly #reaches: Float64Array;
  readonly #starts: Float64Array;
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

  /** `rows`: every spot; reordered here. */
  constructor(rows: SpotMapRow[]) {
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
    this.#json = new Array<string | undefined>(n);
    this.#country = Int32Array.from(this.#rows, (r) => r.country_id ?? 0);
    this.#region = Int32Array.from(this.#rows, (r) => r.region_id ?? 0);
    for (const r of this.#rows) {
      if (r.country_slug && r.country_id) this.#countryIds.set(r.country_slug, r.country_id);
      if (r.region_slug && r.region_id) this.#regionIds.set(r.region_slug, r.region_id);
    }
    const codes = (pick: (r: SpotMapRow) => string | null) => new Codes(this.#rows.map(pick));
    this.#codes = {
      level: codes((r) => r.level),
      siteType: codes((r) => r.site_type),
      entry: codes((r) => r.entry),
      waterType: codes((r) => r.water_type),
      current: codes((r) => r.current),
      certification: codes((r) => r.certification),
    };
    this.#activities = new BitSets(this.#rows.map((r) => r.activities));
    this.#facilities = new BitSets(this.#rows.map((r) => r.facilities));
    // The depth columns are `real`: compared as PostgreSQL compares them with a float8 filter.
    const depth = (v: number | null) => (v === null ? NaN : Math.fround(v));
    this.#reaches = Float64Array.from(this.#rows, (r) => depth(r.depth_max ?? r.depth_min));
    this.#starts = Float64Array.from(this.#rows, (r) => depth(r.depth_min ?? r.depth_max));
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
  }

  /**
   * The test of `filters` (as spotFilterCondition has them in SQL) for the spot at position i.
   * `named`: the ids whose name matches the text search, when there is one.
   */
  #test(filters: SpotFilters, named: ReadonlySet<number> | undefined): (i: number) => boolean {
    const tests: ((i: number) => boolean)[] = [];
    if (named) tests.push((i) => named.has(this.#rows[i]!.id));
    const place = (slug: string | undefined, ids: Map<string, number>, column: Int32Array) => {
      if (slug === undefined) return;
      const id = ids.get(slug) ?? -1;
      tests.push((i) => column[i] === id);
    };
    place(filters.country, this.#countryIds, this.#country);
    place(filters.region, this.#regionIds, this.#region);
    for (const key of Object.keys(this.#codes) as CodedFilter[]) {
      const values = list(filters[key]);
      if (!values) continue;
      const { codes } = this.#codes[key];
      const allowed = this.#codes[key].allowed(values);
      tests.push((i) => allowed[codes[i]!] === 1);
    }
    for (const [values, sets] of [
      [list(filters.activityTypes), this.#activities],
      [list(filters.facilities), this.#facilities],
    ] as const) {
      if (!values) continue;
      const q = sets.query(values);
      tests.push(q ? (i) => sets.overlaps(i, q) : () => false);
    }
    const min = filters['depth.min'];
    if (min !== undefined) tests.push((i) => this.#reaches[i]! >= min);
    const max = filters['depth.max'];
    if (max !== undefined) tests.push((i) => this.#starts[i]! <= max);
    return (i) => tests.every((t) => t(i));
  }

  #mask(filters: SpotFilters, named: ReadonlySet<number> | undefined): Mask {
    const key = filtersKey(filters);
    let mask = this.#masks.get(key);
    if (!mask) {
      mask = new Mask(key, this.size, this.#test(filters, named), this.#lat, this.#lng);
      this.#masks.set(key, mask, 1);
    }
    return mask;
  }

  /**
   * Each cell of `level` within the cell ranges `xs` (one or two, across ±180°) and `ys` that
   * holds spots passing `mask`, with its positions [lo, hi) and how many pass: found from the
   * whole world down, a quarter at a time, so that empty sea and filtered-out land are left at
   * the first level where they are empty.
   */
  #touching(
    mask: Mask,
    level: number,
    xs: [number, number][],
    ys: [number, number],
    visit: (x: number, y: number, lo: number, hi: number, n: number) => void,
  ): void {
    const overlapsXs = (a: number, b: number) => {
      for (const [x0, x1] of xs) if (b >= x0 && a <= x1) return true;
      return false;
    };
    // Cell (x, y) of zoom l, its positions [lo, hi) and its first Morton key.
    const descend = (l: number, x: number, y: number, lo: number, hi: number, start: number) => {
      const span = 2 ** (level - l);
      const y0 = y * span;
      if (y0 + span - 1 < ys[0] || y0 > ys[1] || !overlapsXs(x * span, x * span + span - 1)) return;
      const n = mask.rank(hi) - mask.rank(lo);
      if (n === 0) return;
      if (l === level) {
        visit(x, y, lo, hi, n);
        return;
      }
      // The four quarters are consecutive runs of the order: x is a key's lower bit of each pair.
      const quarter = 4 ** (KEY_LEVELS - l - 1);
      let from = lo;
      for (let q = 0; q < 4; q++) {
        const to = q === 3 ? hi : this.#lowerBound(start + (q + 1) * quarter, from, hi);
        if (to > from) {
          descend(l + 1, 2 * x + (q & 1), 2 * y + (q >> 1), from, to, start + q * quarter);
        }
        from = to;
      }
    };
    descend(0, 0, 0, 0, this.size, 0);
  }

  /** The first position of cell (x, y) of zoom `level`, searched within [from, to). */
  #cellStart(level: number, x: number, y: number, from = 0, to = this.size): number {
    const scale = 2 ** (KEY_LEVELS - level);
    return this.#lowerBound(mortonKey(x * scale, y * scale), from, to);
  }

  /** The position after cell (x, y) of zoom `level`, searched within [from, to). */
  #cellEnd(level: number, x: number, y: number, from: number, to = this.size): number {
    const scale = 2 ** (KEY_LEVELS - level);
    return this.#lowerBound(mortonKey(x * scale, y * scale) + scale * scale, from, to);
  }

  /**
   * How many of the passing spots of cell (x, y) of `level` (positions [lo, hi), n passing) lie
   * in the view, each added to `out` if given: a cell wholly inside counts at once, one wholly
   * outside not at all, one on the view's edge by its four quarters, down to a few spots looked
   * at one by one.
   */
  #inView(
    mask: Mask,
    box: MercatorBox,
    view: View,
    level: number,
    x: number,
    y: number,
    lo: number,
    hi: number,
    n: number,
    out?: number[],
  ): number {
    const where = placeOf(box, level, x, y);
    if (where === 'outside') return 0;
    if (where === 'inside') return out ? mask.collect(lo, hi, out) : n;
    if (n <= 32 || level >= KEY_LEVELS) return mask.collect(lo, hi, out, view);
    let count = 0;
    for (let q = 0; q < 4; q++) {
      const qx = 2 * x + (q & 1);
      const qy = 2 * y + (q >> 1);
      const qlo = this.#cellStart(level + 1, qx, qy, lo, hi);
      const qhi = this.#cellEnd(level + 1, qx, qy, qlo, hi);
      const qn = qlo === qhi ? 0 : mask.rank(qhi) - mask.rank(qlo);
      if (qn > 0) count += this.#inView(mask, box, view, level + 1, qx, qy, qlo, qhi, qn, out);
    }
    return count;
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
    // The touching cells holding passing spots, six numbers each: x, y, their positions [lo, hi),
    // their passing spots n, and 1 if inner.
    const cells: number[] = [];
    // Spots in cells wholly inside the view: at least that many are in view.
    let inside = 0;
    this.#touching(mask, level, xs, ys, (x, y, lo, hi, n) => {
      // Inner: inside a longitude range and the latitude range, not on their edges.
      const inner = y > ys[0] && y < ys[1] && xs.some(([x0, x1]) => x > x0 && x < x1);
      if (inner) inside += n;
      cells.push(x, y, lo, hi, n, inner ? 1 : 0);
    });
    if (inside <= MAP_SPOT_LIMIT) {
      // List the spots in view, unless they turn out to be more than the limit.
      const box = mercatorBox(view);
      const chosen: number[] = [];
      for (let c = 0; c < cells.length && chosen.length <= MAP_SPOT_LIMIT; c += 6) {
        const lo = cells[c + 2]!;
        const hi = cells[c + 3]!;
        if (cells[c + 5]) mask.collect(lo, hi, chosen);
        else
          this.#inView(
            mask,
            box,
            view,
            level,
            cells[c]!,
            cells[c + 1]!,
            lo,
            hi,
            cells[c + 4]!,
            chosen,
          );
      }
      if (chosen.length <= MAP_SPOT_LIMIT) return this.#spotsJson(chosen);
    }
    const spots: string[] = [];
    const clusters: string[] = [];
    for (let c = 0; c < cells.length; c += 6) {
      const lo = cells[c + 2]!;
      const hi = cells[c + 3]!;
      const n = cells[c + 4]!;
      const first = mask.select(mask.rank(lo));
      if (n === 1) {
        spots.push(this.#spotJson(first));
        continue;
      }
      const last = mask.select(mask.rank(hi) - 1);
      const lat = (mask.sum(hi, 0) - mask.sum(lo, 0)) / n;
      const lng = (mask.sum(hi, 1) - mask.sum(lo, 1)) / n;
      // The grid splits the cluster at the first zoom whose cells part its outermost spots.
      const splits = sharedLevels(this.#keys[first]!, this.#keys[last]!) + 1;
      const expansionZoom = Math.min(MAX_ZOOM, Math.max(gridZ + 1, splits - CELLS_PER_TILE_LEVEL));
      clusters.push(clusterJson(lat, lng, n, expansionZoom));
    }
    const answer = spotMapBody(true, spots, clusters);
    if (inside > MAP_SPOT_LIMIT) this.#clustered.set(answerKey, answer, answer.length);
    return answer;
  }

  /** The spots at these positions, best rated first (then most reviewed, then by id). */
  #spotsJson(positions: number[]): string {
    const ranks = Int32Array.from(positions, (i) => this.#rankOf[i]!).sort();
    const spots = new Array<string>(ranks.length);
    for (let k = 0; k < ranks.length; k++) spots[k] = this.#spotJson(this.#atRank[ranks[k]!]!);
    return spotMapBody(false, spots);
  }
}
