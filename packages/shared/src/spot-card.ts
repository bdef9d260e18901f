/**
 * The rules of a spot card on the home page (docs/product/screens.md "Spot card"): a price tier by mid price, the
 * maximum depth when it is over 30 m, and up to 3 dive types then '+n more'.
 */

/** docs/product/limits.md: cards show up to 3 activities. */
export const MAX_CARD_ACTIVITIES = 3;

export type PriceTier = '$' | '$$' | '$$$' | '$$$$';

/**
 * '$' under 100, '$$' under 200, '$$$' under 300, else '$$$$', by the middle of the price range.
 * Null without a price: no tier is shown where we do not know one.
 */
export function priceTier(
  price: { min: number; max: number } | null | undefined,
): PriceTier | null {
  if (!price || !Number.isFinite(price.min) || !Number.isFinite(price.max)) return null;
  const mid = (price.min + price.max) / 2;
  if (mid < 0) return null;
  if (mid < 100) return '$';
  if (mid < 200) return '$$';
  if (mid < 300) return '$$$';
  return '$$$$';
}

/** The card shows 'm max' only for a spot deeper than this (metres). */
export const CARD_MAX_DEPTH_OVER_M = 30;

/** The maximum depth to show on a card (metres), or null when it is 30 m or less, or unknown. */
export function cardMaxDepth(maxDepth: number | null | undefined): number | null {
  return typeof maxDepth === 'number' && maxDepth > CARD_MAX_DEPTH_OVER_M ? maxDepth : null;
}

/** Up to 3 dive types, and how many more there are ('+n more'). */
export function cardActivities<T>(items: readonly T[]): { shown: T[]; more: number } {
  const shown = items.slice(0, MAX_CARD_ACTIVITIES);
  return { shown, more: items.length - shown.length };
}
