import { describe, expect, it } from 'vitest';
import { cardActivities, cardMaxDepth, priceTier } from './spot-card.ts';

const at = (mid: number) => priceTier({ min: mid, max: mid });

describe('priceTier (under 100 $, under 200 $$, under 300 $$$, else $$$$)', () => {
  it('changes tier exactly at 100, 200 and 300', () => {
    expect([99, 100, 199, 200, 299, 300].map(at)).toEqual(['$', '$$', '$$', '$$$', '$$$', '$$$$']);
  });

  it('goes by the middle of the range', () => {
    // (50 + 160) / 2 = 105 → '$$', though the lower end alone would be '$'.
    expect(priceTier({ min: 50, max: 160 })).toBe('$$');
    expect(priceTier({ min: 150, max: 249 })).toBe('$$');
    expect(priceTier({ min: 150, max: 250 })).toBe('$$$');
    expect(priceTier({ min: 0, max: 0 })).toBe('$');
    expect(priceTier({ min: 900, max: 5000 })).toBe('$$$$');
  });

  it('shows no tier without a known price', () => {
    expect(priceTier(null)).toBeNull();
    expect(priceTier(undefined)).toBeNull();
    expect(priceTier({ min: Number.NaN, max: 10 })).toBeNull();
    expect(priceTier({ min: -20, max: -10 })).toBeNull();
  });
});

describe("cardMaxDepth ('m max' over 30 m)", () => {
  it('shows depths over 30 m only', () => {
    expect(cardMaxDepth(30)).toBeNull();
    expect(cardMaxDepth(30.5)).toBe(30.5);
    expect(cardMaxDepth(31)).toBe(31);
    expect(cardMaxDepth(12)).toBeNull();
    expect(cardMaxDepth(null)).toBeNull();
    expect(cardMaxDepth(undefined)).toBeNull();
  });
});

describe("cardActivities (up to 3, then '+n more')", () => {
  it('keeps three and counts the rest', () => {
    expect(cardActivities([])).toEqual({ shown: [], more: 0 });
    expect(cardActivities(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(cardActivities(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b', 'c'], more: 1 });
    expect(cardActivities(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({
      shown: ['a', 'b', 'c'],
      more: 3,
    });
  });
});
