import { decodeExploreUrl } from '@divespot/shared/explore-url';
import { describe, expect, it } from 'vitest';
import { nearbyHref, nearbyStateOf } from './nearby.ts';

describe('nearbyHref', () => {
  it('opens explore on a view around the diver', () => {
    const href = nearbyHref({ lat: 26.65, lng: 34.06 });
    expect(href.startsWith('/explore?')).toBe(true);
    const { view } = decodeExploreUrl(new URLSearchParams(href.split('?')[1]));
    expect(view.south).toBeLessThan(26.65);
    expect(view.north).toBeGreaterThan(26.65);
    expect(view.west).toBeLessThan(34.06);
    expect(view.east).toBeGreaterThan(34.06);
    expect(view.north - view.south).toBeGreaterThan(0.9);
    expect(view.north - view.south).toBeLessThan(1.5);
  });
});

describe('nearbyStateOf', () => {
  it('keeps a finite location and a known reason, and nothing else', () => {
    expect(nearbyStateOf({ diver: { lat: 1, lng: 2 } })).toEqual({ diver: { lat: 1, lng: 2 } });
    expect(nearbyStateOf({ nearbyFailed: 'denied' })).toEqual({ nearbyFailed: 'denied' });
    expect(nearbyStateOf({ diver: { lat: Number.NaN, lng: 2 }, nearbyFailed: 'x' })).toEqual({});
    expect(nearbyStateOf(null)).toEqual({});
    expect(nearbyStateOf('diver')).toEqual({});
  });
});
