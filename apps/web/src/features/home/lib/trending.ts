/** How many spots the home page's trending row shows (docs/product/limits.md). */
export const TRENDING_COUNT = 6;
