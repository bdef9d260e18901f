import { describe, expect, it } from 'vitest';
import { fitMarkers } from './fit-map.ts';
import { formatMonthRanges, monthNames } from '../../../lib/i18n/months.ts';
import { formatSize, peakMonths } from './format.ts';
import { guideApiQuery, guideSearch, parseGuideParams } from './guide-params.ts';

describe('formatSize', () => {
  it('shows centimetres below a metre and metres above, in the language', () => {
    expect(formatSize(45, 'metric', 'en-US')).toBe('45 cm');
    expect(formatSize(150, 'metric', 'en-US')).toBe('1.5 m');
    expect(formatSize(1000, 'metric', 'en-US')).toBe('10 m');
    expect(formatSize(150, 'metric', 'de')).toBe('1,5 m');
    expect(formatSize(null, 'metric', 'en-US')).toBeNull();
  });
  it('shows inches below a metre and feet above in imperial', () => {
    expect(formatSize(45, 'imperial', 'en-US')).toBe('17.7 in');
    expect(formatSize(150, 'imperial', 'en-US')).toBe('4.9 ft');
  });
});

describe('peakMonths', () => {
  const ranges = (months: readonly number[]) =>
    formatMonthRanges(months, monthNames('en-US', 'short'), 'All year');
  it('names the months in which the most spots see the species', () => {
    expect(peakMonths([1, 1, 1, 1, 1, 3, 5, 5, 2, 1, 1, 1], ranges)).toBe('Jul–Aug');
    expect(peakMonths([4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4], ranges)).toBe('Dec–Jan');
    expect(peakMonths(Array<number>(12).fill(2), ranges)).toBe('All year');
    expect(peakMonths(Array<number>(12).fill(0), ranges)).toBeNull();
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
