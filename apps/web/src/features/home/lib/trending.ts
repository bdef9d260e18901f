/** How many spots the home page's trending row shows (SPEC §9). */
export const TRENDING_COUNT = 6;
