import { describe, expect, it } from 'vitest';
import { linearScale, niceDomain, niceTicks } from './scale.ts';

describe('chart scales', () => {
  it('maps a domain onto a range, either way round', () => {
    const down = linearScale([0, 40], [10, 210]);
    expect(down(0)).toBe(10);
    expect(down(20)).toBe(110);
    const up = linearScale([0, 40], [210, 10]);
    expect(up(40)).toBe(10);
  });

  it('picks round ticks and never writes −0', () => {
    expect(niceTicks([0, 65.3], 5)).toEqual([0, 20, 40, 60]);
    expect(niceTicks([21, 100], 7)).toEqual([40, 60, 80, 100]);
    expect(niceTicks([0, 3], 5)).toEqual([0, 1, 2, 3]);
    expect(niceTicks([-0.0001, 1], 4).every((t) => !Object.is(t, -0))).toBe(true);
    expect(niceTicks([5, 5])).toEqual([5]);
  });

  it('widens a domain to round ends', () => {
    expect(niceDomain([0, 65.3])).toEqual([0, 80]);
    expect(niceDomain([0, 2901])).toEqual([0, 3000]);
  });
});
