import { describe, expect, it } from 'vitest';
import { boxContains, smallestContaining } from './geo-match.ts';
import { SlugAllocator } from './slug-allocator.ts';

const fiji = { id: 1, north: -12, south: -21, west: 177, east: -178 };
const pacific = { id: 2, north: 10, south: -40, west: 150, east: -150 };
const egypt = { id: 3, north: 31.7, south: 22, west: 24.7, east: 36.9 };

describe('smallestContaining', () => {
  it('handles boxes across the antimeridian', () => {
    expect(boxContains(fiji, -17, 179.5)).toBe(true);
    expect(boxContains(fiji, -17, -179.5)).toBe(true);
    expect(boxContains(fiji, -17, 170)).toBe(false);
    expect(boxContains(fiji, -25, 179.5)).toBe(false);
  });

  it('picks the smallest box holding the point, or null', () => {
    expect(smallestContaining([pacific, fiji, egypt], -17, 179.5)).toBe(1);
    expect(smallestContaining([pacific, fiji, egypt], 0, -160)).toBe(2);
    expect(smallestContaining([pacific, fiji, egypt], 27.3, 33.9)).toBe(3);
    expect(smallestContaining([pacific, fiji, egypt], 50, 0)).toBeNull();
  });
});

describe('SlugAllocator', () => {
  it('makes slugs unique against taken ones and its own', () => {
    const slugs = new SlugAllocator(['blue-hole', 'blue-hole-2']);
    expect(slugs.allocate('Blue Hole', 'a')).toBe('blue-hole-3');
    expect(slugs.allocate('Blue  hole!', 'b')).toBe('blue-hole-4');
    expect(slugs.allocate('Côte Rocheuse', 'c')).toBe('cote-rocheuse');
  });

  it('gives names without Latin letters a stable hashed slug', () => {
    const slug = new SlugAllocator([]).allocate('大瀬崎', 'node/1');
    expect(slug).toMatch(/^spot-[0-9a-f]{8}$/);
    expect(new SlugAllocator([]).allocate('大瀬崎', 'node/1')).toBe(slug);
  });
});
