import { describe, expect, it } from 'vitest';
import { coordinateParts, exploreHrefAround, slugOf } from './format.ts';

describe('coordinateParts', () => {
  it('names the hemisphere', () => {
    expect(coordinateParts(27.81362, 'lat')).toEqual({ value: 27.81362, hemisphere: 'N' });
    expect(coordinateParts(-86.98, 'lng')).toEqual({ value: 86.98, hemisphere: 'W' });
    expect(coordinateParts(-5, 'lat').hemisphere).toBe('S');
    expect(coordinateParts(0, 'lng').hemisphere).toBe('E');
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
