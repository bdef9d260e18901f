import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Mask } from './spot-map-bits.ts';

/** A mask over `size` spots passing where `passes` says, at made-up positions. */
const maskOf = (size: number, passes: (i: number) => boolean) =>
  new Mask('test', size, passes, new Float64Array(size), new Float64Array(size));

describe('Mask', () => {
  it('finds the first and last passing spot of any range, near or far apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (size, picks, a, b) => {
          // A few passing spots only, so that ranges often span many empty words.
          const passing = new Set(picks.map((p) => p % size));
          const mask = maskOf(size, (i) => passing.has(i));
          const [lo, hi] = [a % size, (b % size) + 1].sort((x, y) => x - y) as [number, number];
          const inRange = [...passing].filter((i) => i >= lo && i < hi).sort((x, y) => x - y);
          if (inRange.length === 0) return;
          expect(mask.firstIn(lo, hi)).toBe(inRange[0]);
          expect(mask.lastIn(lo, hi)).toBe(inRange[inRange.length - 1]);
          expect(mask.rank(hi) - mask.rank(lo)).toBe(inRange.length);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('collects passing spots in order until the output is full', () => {
    const mask = maskOf(100, (i) => i % 3 === 0);
    const out = new Int32Array(5);
    expect(mask.collect(10, 100, out, 0)).toBe(5);
    expect([...out]).toEqual([12, 15, 18, 21, 24]);
    expect(mask.collect(0, 10, out, 2)).toBe(5);
    expect([...out]).toEqual([12, 15, 0, 3, 6]);
  });
});
