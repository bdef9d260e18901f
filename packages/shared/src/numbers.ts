// Small number helpers, one copy for the server and the web app (no imports: any chunk may use it).

/** `x` held within [lo, hi]. */
export const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);

/** `x` rounded to `decimals` places; never -0 (`+ 0` turns it into 0). */
export const roundTo = (x: number, decimals: number): number =>
  Math.round(x * 10 ** decimals) / 10 ** decimals + 0;
