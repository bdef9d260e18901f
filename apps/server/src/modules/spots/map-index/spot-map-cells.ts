import { KEY_LEVELS, type Mask } from './spot-map-bits.ts';

/*
 * The cells of the spot map's grid over the index's positions. The spots are ordered along a
 * Z-order (Morton) curve, so the spots of any cell at any zoom are one run of positions [lo, hi):
 * read from a table of cell starts for coarse cells, searched within it for fine ones.
 */

/**
 * The zoom of the table of cell starts: the positions of a cell of this zoom or a coarser one are
 * read from it (4 bytes × 4^10: 4 MB), those of finer cells searched within it.
 */
const TABLE_LEVEL = 10;
/** Numbers kept per touching cell, at these offsets from the cell's start. */
export const CELL = 7;
/** Where each number of a touching cell sits within its CELL numbers. */
export const AT = {
  /** The cell's column and row at the level asked for. */
  x: 0,
  y: 1,
  /** Its Morton code at that level. */
  code: 2,
  /** Its spots are the index's positions [lo, hi). */
  lo: 3,
  hi: 4,
  /** How many of them pass the filters. */
  passing: 5,
  /** 1 once the cell is known to lie wholly inside the view, else 0. */
  inner: 6,
} as const;

/** Writes six numbers to `to` from `at` on; the place after them. */
function put(
  to: Float64Array,
  at: number,
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
): number {
  to[at] = a;
  to[at + 1] = b;
  to[at + 2] = c;
  to[at + 3] = d;
  to[at + 4] = e;
  to[at + 5] = f;
  return at + 6;
}

export class ZOrderCells {
  /** Each position's Morton code at KEY_LEVELS (ascending). */
  readonly keys: Float64Array;
  /** The first position of each cell of TABLE_LEVEL, by Morton code, and the size at the end. */
  readonly #tableStarts: Int32Array;
  /**
   * The cells `touching` found (CELL numbers each), reused from answer to answer (an answer is
   * written at once, never two at a time), so that a request allocates little more than its
   * answer.
   */
  cells = new Float64Array(CELL * 1024);
  /** Cells still to look at while descending (put): zoom, x, y, Morton code, positions [lo, hi). */
  readonly #stack = new Float64Array(6 * 4 * (KEY_LEVELS + 1));

  constructor(keys: Float64Array) {
    this.keys = keys;
    const n = keys.length;
    const tableCells = 4 ** TABLE_LEVEL;
    const unit = 4 ** (KEY_LEVELS - TABLE_LEVEL);
    this.#tableStarts = new Int32Array(tableCells + 1);
    for (let code = 0, p = 0; code <= tableCells; code++) {
      while (p < n && keys[p]! < code * unit) p++;
      this.#tableStarts[code] = p;
    }
  }

  /**
   * The first position of the cell of zoom `level` with Morton code `code` (its x bits even,
   * y bits odd), searched within [from, to) when finer than the table.
   */
  start(level: number, code: number, from: number, to: number): number {
    if (level <= TABLE_LEVEL) return this.#tableStarts[code * 4 ** (TABLE_LEVEL - level)]!;
    return this.#lowerBound(code * 4 ** (KEY_LEVELS - level), from, to);
  }

  /**
   * Each cell of `level` within the cell ranges `xs` (one or two, across ±180°) and `ys` that
   * holds spots passing `mask`, in Z order, into cells (CELL numbers each, inner 0); returns how
   * many. Found from the whole world down, a quarter at a time, so that empty sea and filtered-out
   * land are left at the first level where they are empty.
   */
  touching(mask: Mask, level: number, xs: [number, number][], ys: [number, number]): number {
    const stack = this.#stack;
    let count = 0;
    let top = 0;
    top = put(stack, top, 0, 0, 0, 0, 0, this.keys.length);
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
        if ((count + 1) * CELL > this.cells.length) {
          const grown = new Float64Array(this.cells.length * 2);
          grown.set(this.cells);
          this.cells = grown;
        }
        // put() writes x, y, code, lo, hi and passing, in AT's order; inner is found later.
        this.cells[put(this.cells, count++ * CELL, x, y, code, lo, hi, n)] = 0;
        continue;
      }
      // The quarters, consecutive runs of the order, pushed last first so that they come out in
      // Z order.
      const q1 = this.start(l + 1, 4 * code + 1, lo, hi);
      const q2 = this.start(l + 1, 4 * code + 2, q1, hi);
      const q3 = this.start(l + 1, 4 * code + 3, q2, hi);
      const cx = 2 * x;
      const cy = 2 * y;
      const cc = 4 * code;
      if (hi > q3) top = put(stack, top, l + 1, cx + 1, cy + 1, cc + 3, q3, hi);
      if (q3 > q2) top = put(stack, top, l + 1, cx, cy + 1, cc + 2, q2, q3);
      if (q2 > q1) top = put(stack, top, l + 1, cx + 1, cy, cc + 1, q1, q2);
      if (q1 > lo) top = put(stack, top, l + 1, cx, cy, cc, lo, q1);
    }
    return count;
  }

  #lowerBound(key: number, from: number, to: number): number {
    let lo = from;
    let hi = to;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The bounds of a cell's quarters: lo, the three starts between, hi (NearestGrid.quarters). */
  readonly quarters = (
    level: number,
    code: number,
    lo: number,
    hi: number,
    out: Int32Array,
    at: number,
  ) => {
    out[at] = lo;
    for (let q = 1; q < 4; q++)
      out[at + q] = this.start(level + 1, 4 * code + q, out[at + q - 1]!, hi);
    out[at + 4] = hi;
  };
}
