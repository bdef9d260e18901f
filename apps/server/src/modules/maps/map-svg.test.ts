import { describe, expect, it } from 'vitest';
import { mapLayers, zoomToFit } from './map-svg.ts';

/** Every x,y pair of SVG path data. */
const coordinates = (d: string) =>
  [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe('mapLayers', () => {
  // Egypt: its view cuts through the coasts of Africa and Eurasia, rings of thousands of points.
  const egypt = { north: 31.7, east: 36.9, south: 22, west: 24.7 };
  const size = { width: 400, height: 250 };
  const view = { ...zoomToFit(egypt, size.width, size.height), ...size };

  it('writes only what the view shows: ring points outside are clamped to its margin', () => {
    const { land } = mapLayers(view);
    const points = coordinates(land);
    expect(points.length).toBeGreaterThan(50);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(-4);
      expect(x).toBeLessThanOrEqual(size.width + 4);
      expect(y).toBeGreaterThanOrEqual(-4);
      expect(y).toBeLessThanOrEqual(size.height + 4);
    }
    // A few kilobytes, not the whole coast of two continents.
    expect(land.length).toBeLessThan(40_000);
  });

  it('cuts borders at the view instead of running them along its edge', () => {
    const { borders } = mapLayers(view);
    const points = coordinates(borders);
    expect(points.length).toBeGreaterThan(10);
    // At most one point beyond the margin per border leaving or entering the view.
    const outside = points.filter(
      ([x = 0, y = 0]) => x < -4 || x > size.width + 4 || y < -4 || y > size.height + 4,
    );
    expect(outside.length).toBeLessThan(points.length / 4);
    expect(borders.length).toBeLessThan(20_000);
  });

  it('still sees the coast it draws (the chart steps back over open water by this count)', () => {
    expect(mapLayers(view).coastPoints).toBeGreaterThan(12);
  });
});
