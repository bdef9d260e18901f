import { describe, expect, it } from 'vitest';
import { clamp, roundTo } from './numbers.ts';

describe('clamp and roundTo', () => {
  it('holds a number within its bounds', () => {
    expect([clamp(-5, 0, 10), clamp(5, 0, 10), clamp(15, 0, 10)]).toEqual([0, 5, 10]);
  });

  it('rounds to the given places, and never to -0', () => {
    expect(roundTo(27.1234567, 6)).toBe(27.123457);
    expect(roundTo(3.456, 2)).toBe(3.46);
    expect(Object.is(roundTo(-0.0000001, 6), 0)).toBe(true);
  });
});
