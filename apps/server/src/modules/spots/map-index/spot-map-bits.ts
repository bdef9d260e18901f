import { contains, type View } from './map-grid.ts';

/*
 * The bit-level parts of the spot map's index (spot-map-index.ts): Morton keys of Web Mercator
 * cells, filter masks with running totals, and compact filter columns.
 */

/** Levels of the Morton key: cells of zoom 26 (about 60 cm) are its finest. */
export const KEY_LEVELS = 26;
const HALF = 2 ** 13;
const LOW = 2 ** 26;

/** Bits 0..12 of v spread to the even bits 0..24. */
function spread13(v: number): number {
  let x = v & 0x1fff;
  x = (x | (x << 8)) & 0x00ff00ff;
  x = (x | (x << 4)) & 0x0f0f0f0f;
  x = (x | (x << 2)) & 0x33333333;
  x = (x | (x << 1)) & 0x55555555;
  return x;
}

/** The Morton key of cell (ix, iy) of zoom KEY_LEVELS: y bits odd, x bits even, 52 bits. */
export function mortonKey(ix: number, iy: number): number {
  const high = spread13(Math.floor(ix / HALF)) | (spread13(Math.floor(iy / HALF)) << 1);
  const low = spread13(ix % HALF) | (spread13(iy % HALF) << 1);
  return (high >>> 0) * LOW + (low >>> 0);
}

/** How many leading levels two Morton keys share: the deepest zoom whose cell holds both. */
export function sharedLevels(a: number, b: number): number {
  if (a === b) return KEY_LEVELS;
  const highA = Math.floor(a / LOW);
  const highB = Math.floor(b / LOW);
  const diff = highA !== highB ? (highA ^ highB) >>> 0 : ((a % LOW) ^ (b % LOW)) >>> 0;
  const bit = 31 - Math.clz32(diff) + (highA !== highB ? 26 : 0);
  return KEY_LEVELS - 1 - Math.floor(bit / 2);
}

function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Bits below `r` (0..31). */
const below = (r: number) => (r === 0 ? 0 : (0xffffffff >>> (32 - r)) >>> 0);

/** A filter over the index's order: a bit per spot, with running totals per 32 spots. */
export class Mask {
  readonly words: Uint32Array;
  /** Passing spots, their latitudes' and longitudes' sums in the blocks before block b. */
  readonly before: Int32Array;
  readonly latBefore: Float64Array;
  readonly lngBefore: Float64Array;

  readonly key: string;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;

  constructor(
    key: string,
    size: number,
    passes: (i: number) => boolean,
    lat: Float64Array,
    lng: Float64Array,
  ) {
    this.key = key;
    this.lat = lat;
    this.lng = lng;
    const blocks = Math.ceil(size / 32);
    this.words = new Uint32Array(blocks);
    this.before = new Int32Array(blocks + 1);
    this.latBefore = new Float64Array(blocks + 1);
    this.lngBefore = new Float64Array(blocks + 1);
    for (let b = 0; b < blocks; b++) {
      let word = 0;
      let n = 0;
      let latSum = 0;
      let lngSum = 0;
      const end = Math.min(size, b * 32 + 32);
      for (let i = b * 32; i < end; i++) {
        if (!passes(i)) continue;
        word |= 1 << (i & 31);
        n++;
        latSum += lat[i]!;
        lngSum += lng[i]!;
      }
      this.words[b] = word >>> 0;
      this.before[b + 1] = this.before[b]! + n;
      this.latBefore[b + 1] = this.latBefore[b]! + latSum;
      this.lngBefore[b + 1] = this.lngBefore[b]! + lngSum;
    }
  }

  /** Passing spots before position i. */
  rank(i: number): number {
    const b = i >>> 5;
    const r = i & 31;
    return this.before[b]! + (r === 0 ? 0 : popcount(this.words[b]! & below(r)));
  }

  /** Sum of the passing spots' latitudes (`of` 0) or longitudes (1) before position i. */
  sum(i: number, of: 0 | 1): number {
    const b = i >>> 5;
    const values = of === 0 ? this.lat : this.lng;
    let total = (of === 0 ? this.latBefore : this.lngBefore)[b]!;
    let word = (i & 31) === 0 ? 0 : (this.words[b]! & below(i & 31)) >>> 0;
    while (word !== 0) {
      total += values[b * 32 + 31 - Math.clz32(word & -word)]!;
      word = (word & (word - 1)) >>> 0;
    }
    return total;
  }

  /** Position of the passing spot of rank k (0-based; k < the passing total). */
  select(k: number): number {
    let lo = 0;
    let hi = this.words.length - 1;
    // The last block whose count before it is at most k.
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.before[mid]! <= k) lo = mid;
      else hi = mid - 1;
    }
    let word = this.words[lo]!;
    for (let skip = k - this.before[lo]!; skip > 0; skip--) word = (word & (word - 1)) >>> 0;
    return lo * 32 + 31 - Math.clz32(word & -word);
  }

  /** The first passing position in [lo, hi), which holds one: the next few words, else select. */
  firstIn(lo: number, hi: number): number {
    const from = lo >>> 5;
    for (let b = from; b < from + 8 && b * 32 < hi; b++) {
      let word = this.words[b]!;
      if (b === from) word = (word & ~below(lo & 31)) >>> 0;
      if (word !== 0) return b * 32 + 31 - Math.clz32(word & -word);
    }
    return this.select(this.rank(lo));
  }

  /** The last passing position in [lo, hi), which holds one: the words before hi, else select. */
  lastIn(lo: number, hi: number): number {
    const from = (hi - 1) >>> 5;
    for (let b = from; b > from - 8 && b * 32 + 31 >= lo; b--) {
      let word = this.words[b]!;
      if (b === from && (hi & 31) !== 0) word = (word & below(hi & 31)) >>> 0;
      if (word !== 0) return b * 32 + 31 - Math.clz32(word);
    }
    return this.select(this.rank(hi) - 1);
  }

  /** Calls `visit` with each passing position in [lo, hi), in order, until it answers false. */
  forEach(lo: number, hi: number, visit: (i: number) => boolean | void): void {
    const last = (hi - 1) >>> 5;
    for (let b = lo >>> 5; b * 32 < hi; b++) {
      let word = this.words[b]!;
      if (b === lo >>> 5) word = (word & ~below(lo & 31)) >>> 0;
      if (b === last && (hi & 31) !== 0) word = (word & below(hi & 31)) >>> 0;
      while (word !== 0) {
        if (visit(b * 32 + 31 - Math.clz32(word & -word)) === false) return;
        word = (word & (word - 1)) >>> 0;
      }
    }
  }

  /**
   * Writes each passing position in [lo, hi) to `out` from `count` on, in order, until `out` is
   * full; with a view, only those of spots in it. Returns the new count.
   */
  collect(lo: number, hi: number, out: Int32Array, count: number, view?: View): number {
    this.forEach(lo, hi, (i) => {
      if (view && !contains(view, this.lat[i]!, this.lng[i]!)) return true;
      if (count === out.length) return false;
      out[count++] = i;
      return true;
    });
    return count;
  }
}

/** A single-valued text column as small codes (0: no value), with its dictionary. */
export class Codes {
  readonly codes: Uint16Array;
  readonly dict = new Map<string, number>();

  constructor(values: (string | null)[]) {
    this.codes = new Uint16Array(values.length);
    values.forEach((v, i) => {
      if (v === null) return;
      let code = this.dict.get(v);
      if (code === undefined) this.dict.set(v, (code = this.dict.size + 1));
      this.codes[i] = code;
    });
  }

  /** Whether each code is one of `values` (a spot without a value never is). */
  allowed(values: string[]): Uint8Array {
    const table = new Uint8Array(this.dict.size + 1);
    for (const v of values) {
      const code = this.dict.get(v);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}

/** A text-array column as a bit set per spot, `words` 32-bit words each. */
export class BitSets {
  readonly dict = new Map<string, number>();
  readonly words: number;
  readonly bits: Uint32Array;

  constructor(values: string[][]) {
    for (const list of values)
      for (const v of list) if (!this.dict.has(v)) this.dict.set(v, this.dict.size);
    this.words = Math.max(1, Math.ceil(this.dict.size / 32));
    this.bits = new Uint32Array(values.length * this.words);
    values.forEach((list, i) => {
      for (const v of list) {
        const bit = this.dict.get(v)!;
        this.bits[i * this.words + (bit >>> 5)]! |= 1 << (bit & 31);
      }
    });
  }

  /** The query bit set of `values`; undefined when none of them occurs. */
  query(values: string[]): Uint32Array | undefined {
    const q = new Uint32Array(this.words);
    let any = false;
    for (const v of values) {
      const bit = this.dict.get(v);
      if (bit === undefined) continue;
      q[bit >>> 5]! |= 1 << (bit & 31);
      any = true;
    }
    return any ? q : undefined;
  }

  /** Whether spot i has any of the query's values (arrays overlap). */
  overlaps(i: number, q: Uint32Array): boolean {
    for (let w = 0; w < this.words; w++)
      if ((this.bits[i * this.words + w]! & q[w]!) !== 0) return true;
    return false;
  }
}
