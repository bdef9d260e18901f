import { decodeExploreUrl } from '@divespot/shared/explore-url';
import { describe, expect, it } from 'vitest';
import { asksNearby, nearbySearch, nearbyStateOf, withoutNearby } from './nearby.ts';

describe('nearbySearch', () => {
  it('asks for a view around the diver, keeping the rest of the query but the request', () => {
    const search = nearbySearch('?nearby=true&level=beginner,expert&hideMenu=true', {
      lat: 26.65,
      lng: 34.06,
    });
    expect(search.startsWith('?')).toBe(true);
    const { view, viewFromUrl, filters, hideMenu } = decodeExploreUrl(search);
    expect(viewFromUrl).toBe(true);
    expect(view.south).toBeLessThan(26.65);
    expect(view.north).toBeGreaterThan(26.65);
    expect(view.west).toBeLessThan(34.06);
    expect(view.east).toBeGreaterThan(34.06);
    expect(view.north - view.south).toBeGreaterThan(0.9);
    expect(view.north - view.south).toBeLessThan(1.5);
    expect(filters).toEqual({ level: ['beginner', 'expert'] });
    expect(hideMenu).toBe(true);
    expect(new URLSearchParams(search).has('nearby')).toBe(false);
  });
});

describe('asksNearby and withoutNearby', () => {
  it('read and drop the request for the location', () => {
    expect(asksNearby('?nearby=true')).toBe(true);
    expect(asksNearby('?level=beginner&nearby=true')).toBe(true);
    expect(asksNearby('?nearby=false')).toBe(false);
    expect(asksNearby('')).toBe(false);
    expect(withoutNearby('?nearby=true')).toBe('');
    expect(withoutNearby('?level=beginner,expert&nearby=true')).toBe('?level=beginner,expert');
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
