import { describe, expect, it } from 'vitest';
import { foldText } from './format.ts';
import {
  boundsCenter,
  exploreBounds,
  exploreHref,
  lngSpan,
  staticMapView,
} from './map-geometry.ts';

const EGYPT = { north: 31.67, east: 36.9, south: 21.99, west: 24.7 };
/** Fiji's box crosses the antimeridian. */
const FIJI = { north: -12.46, east: -178.2, south: -20.68, west: 176.9 };

describe('exploreHref', () => {
  it('writes the bounds with 6 decimals at most and a zoom with 2', () => {
    const href = exploreHref({ north: 27.123456789, east: 34.5, south: 27.0000001, west: 33.25 });
    const q = new URL(href, 'http://x').searchParams;
    expect(href.startsWith('/explore?')).toBe(true);
    expect(q.get('n')).toBe('27.123457');
    expect(q.get('e')).toBe('34.5');
    expect(q.get('s')).toBe('27');
    expect(q.get('w')).toBe('33.25');
    expect(q.get('zoom')).toMatch(/^\d+(\.\d{1,2})?$/);
    expect(Number(q.get('zoom'))).toBeGreaterThan(6);
  });

  it('gives a country a wider zoom than a region, within 1–20', () => {
    const zoomOf = (href: string) => Number(new URL(href, 'http://x').searchParams.get('zoom'));
    const country = zoomOf(exploreHref(EGYPT));
    expect(country).toBeGreaterThanOrEqual(1);
    expect(country).toBeLessThan(
      zoomOf(exploreHref({ north: 27.9, east: 34, south: 27.5, west: 33.65 })),
    );
  });

  it('keeps the larger side of a box across the antimeridian, so east > west', () => {
    expect(exploreBounds(FIJI)).toEqual({ ...FIJI, east: 180 });
    const q = new URL(exploreHref(FIJI), 'http://x').searchParams;
    expect(Number(q.get('e'))).toBeGreaterThan(Number(q.get('w')));
  });
});

describe('static map view', () => {
  it('centres on the box and fits it with a whole zoom', () => {
    const { center, zoom } = staticMapView(EGYPT, 800, 480);
    expect(center[1]).toBeCloseTo(30.8, 1);
    expect(center[0]).toBeGreaterThan(21.99);
    expect(center[0]).toBeLessThan(31.67);
    expect(Number.isInteger(zoom)).toBe(true);
    expect(zoom).toBe(5);
  });

  it('handles the antimeridian and caps the zoom at 12', () => {
    expect(lngSpan(FIJI)).toBeCloseTo(4.9, 5);
    expect(boundsCenter(FIJI)[1]).toBeCloseTo(179.35, 5);
    const tiny = { north: 10.0001, east: 20.0001, south: 10, west: 20 };
    expect(staticMapView(tiny, 800, 480).zoom).toBe(12);
  });
});

describe('format', () => {
  it('folds accents and case', () => {
    expect(foldText('  Curaçao ')).toBe('curacao');
    expect(foldText('RÉUNION')).toBe('reunion');
  });
});
