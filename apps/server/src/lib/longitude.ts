/** A view's longitude ranges: two when it crosses the antimeridian (west > east). */
export const lngRanges = (west: number, east: number): [number, number][] =>
  west <= east
    ? [[west, east]]
    : [
        [west, 180],
        [-180, east],
      ];
