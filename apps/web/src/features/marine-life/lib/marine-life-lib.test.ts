import { describe, expect, it } from 'vitest';
import { fitMarkers } from './fit-map.ts';
import { formatDepth, formatMonths, formatSize } from './format.ts';
import { guideApiQuery, guideSearch, parseGuideParams } from './guide-params.ts';

describe('formatSize / formatDepth', () => {
  it('shows centimetres below a metre and metres above', () => {
    expect(formatSize(45)).toBe('45 cm');
    expect(formatSize(150)).toBe('1.5 m');
    expect(formatSize(1000)).toBe('10 m');
    expect(formatSize(null)).toBeNull();
  });
  it('shows whichever depth bounds are known', () => {
    expect(formatDepth({ min: 0, max: 40 })).toBe('0–40 m');
    expect(formatDepth({ min: null, max: 30 })).toBe('to 30 m');
    expect(formatDepth({ min: 5, max: null })).toBe('from 5 m');
    expect(formatDepth({ min: null, max: null })).toBeNull();
  });
});

describe('formatMonths', () => {
  it('joins consecutive months into ranges, also over the new year', () => {
    expect(formatMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('All year');
    expect(formatMonths([6, 7, 8, 9])).toBe('Jun–Sep');
    expect(formatMonths([11, 12, 1, 2])).toBe('Nov–Feb');
    expect(formatMonths([2, 3, 7])).toBe('Feb–Mar, Jul');
    expect(formatMonths([1, 2, 3, 12, 6])).toBe('Jun, Dec–Mar');
    expect(formatMonths([5])).toBe('May');
    expect(formatMonths([])).toBe('');
  });
});

describe('fitMarkers', () => {
  it('zooms in on one marker and out to fit spread ones', () => {
    const one = fitMarkers([[9.36, 98.02]], 800, 400);
    expect(one.zoom).toBe(7);
    expect(one.center[0]).toBeCloseTo(9.36, 6);
    expect(one.center[1]).toBeCloseTo(98.02, 6);
    const red = fitMarkers(
      [
        [27.81, 33.92],
        [27.73, 34.25],
      ],
      800,
      400,
    );
    expect(red.zoom).toBeGreaterThanOrEqual(9);
    const world = fitMarkers(
      [
        [4, 73],
        [1.7, -92],
        [9.4, 98],
      ],
      800,
      400,
    );
    expect(world.zoom).toBe(2); // 190° of longitude is 540 px wide at zoom 2
  });
  it('takes the short way across the antimeridian', () => {
    const { center, zoom } = fitMarkers(
      [
        [-17.7, 178],
        [-14.3, -170.7],
      ],
      800,
      400,
    );
    expect(Math.abs(center[1])).toBeGreaterThan(170);
    expect(zoom).toBeGreaterThanOrEqual(4);
  });
});

describe('guide URL state', () => {
  it('reads known values and drops unknown ones', () => {
    expect(parseGuideParams(new URLSearchParams('group=shark&q=%20manta%20&page=3'))).toEqual({
      group: 'shark',
      q: 'manta',
      page: 3,
    });
    expect(parseGuideParams(new URLSearchParams('group=dragon&page=-2'))).toEqual({
      group: undefined,
      q: '',
      page: 1,
    });
    expect(parseGuideParams(new URLSearchParams('group=toString'))).toMatchObject({
      group: undefined,
    });
  });
  it('writes short URLs and zero-based API pages', () => {
    expect(guideSearch({ q: '', page: 1 }).toString()).toBe('');
    expect(guideSearch({ group: 'ray', q: 'eagle', page: 2 }).toString()).toBe(
      'group=ray&q=eagle&page=2',
    );
    expect(guideApiQuery({ group: 'ray', q: '', page: 2 }).toString()).toBe(
      'group=ray&page=1&size=24',
    );
  });
});
