import { describe, expect, it } from 'vitest';
import { exploreHrefAround, formatCoordinate, formatMonths, slugOf } from './format.ts';

describe('formatMonths', () => {
  it('joins runs and wraps across the new year', () => {
    expect(formatMonths([1, 2, 3, 12])).toBe('Dec–Mar');
    expect(formatMonths([6, 7, 8, 9, 10])).toBe('Jun–Oct');
    expect(formatMonths([3, 5, 6])).toBe('Mar, May–Jun');
    expect(formatMonths([4])).toBe('Apr');
    expect(formatMonths([])).toBe('');
    expect(formatMonths([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toBe('All year');
  });
});

describe('formatCoordinate', () => {
  it('names the hemisphere', () => {
    expect(formatCoordinate(27.81362, 'lat')).toBe('27.8136° N');
    expect(formatCoordinate(-86.98, 'lng')).toBe('86.9800° W');
  });
});

describe('exploreHrefAround', () => {
  it('frames the point at zoom 11 with valid bounds', () => {
    const href = exploreHrefAround(27.8136, 33.9206);
    const q = new URLSearchParams(href.split('?')[1]);
    expect(href.startsWith('/explore?')).toBe(true);
    expect(Number(q.get('n'))).toBeGreaterThan(Number(q.get('s')));
    expect(Number(q.get('e'))).toBeGreaterThan(Number(q.get('w')));
    expect(q.get('zoom')).toBe('11');
  });
});

describe('slugOf', () => {
  it('takes the spot segment of urlFullSlug', () => {
    expect(slugOf('egypt/red-sea/ss-thistlegorm')).toBe('ss-thistlegorm');
  });
});
