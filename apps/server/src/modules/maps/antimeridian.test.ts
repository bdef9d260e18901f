import { describe, expect, it } from 'vitest';
import { splitLine, splitPolygon, unwrap } from './antimeridian.ts';

describe('unwrap', () => {
  it('moves points by whole turns so that no step exceeds 180°', () => {
    expect(
      unwrap([
        [178, 0],
        [-179, 1],
        [-178, 2],
        [179, 3],
      ]),
    ).toEqual([
      [178, 0],
      [181, 1],
      [182, 2],
      [179, 3],
    ]);
  });
});

describe('splitPolygon', () => {
  it('leaves a polygon away from ±180° whole', () => {
    const square = [
      [
        [10, 10],
        [20, 10],
        [20, 20],
        [10, 20],
        [10, 10],
      ],
    ];
    expect(splitPolygon(square)).toEqual({ pieces: [square], cut: false });
  });

  it('cuts an island across the antimeridian into one piece on each side', () => {
    const island = [
      [
        [179, -17],
        [-179, -17],
        [-179, -16],
        [179, -16],
        [179, -17],
      ],
    ];
    const { pieces, cut } = splitPolygon(island);
    expect(cut).toBe(true);
    expect(pieces).toEqual([
      [
        [
          [179, -17],
          [180, -17],
          [180, -16],
          [179, -16],
          [179, -17],
        ],
      ],
      [
        [
          [-180, -17],
          [-179, -17],
          [-179, -16],
          [-180, -16],
          [-180, -17],
        ],
      ],
    ]);
  });

  it('flags an island the data already cut at 180°: its edge on the meridian is no coast', () => {
    const half = [
      [
        [180, -16.96],
        [179.92, -17],
        [179.93, -16.88],
        [180, -16.79],
        [180, -16.96],
      ],
    ];
    expect(splitPolygon(half)).toEqual({ pieces: [half], cut: true });
    expect(splitLine(half[0] ?? [])).toEqual([
      [
        [180, -16.96],
        [179.92, -17],
        [179.93, -16.88],
        [180, -16.79],
      ],
    ]);
  });

  it('closes a ring round the south pole along the pole, in steps of at most 90°', () => {
    const antarctica = [
      [
        [-180, -70],
        [-60, -65],
        [60, -68],
        [179, -70],
        [-180, -70],
      ],
    ];
    const { pieces, cut } = splitPolygon(antarctica);
    expect(cut).toBe(true);
    expect(pieces).toHaveLength(1);
    const ring = pieces[0]?.[0] ?? [];
    expect(ring.filter(([, lat]) => lat === -90).map(([lng]) => lng)).toEqual([
      180, 90, 0, -90, -180,
    ]);
    expect(ring.at(-1)).toEqual(ring[0]);
  });

  it('drops rings that lie wholly beyond Web Mercator', () => {
    const cap = [
      [
        [-180, -89.9],
        [0, -89.9],
        [179, -89.9],
        [-180, -89.9],
      ],
    ];
    expect(splitPolygon(cap).pieces).toEqual([]);
  });
});

describe('splitLine', () => {
  it('cuts a line where it crosses the antimeridian, on both sides of it', () => {
    expect(
      splitLine([
        [178, 60],
        [-178, 62],
      ]),
    ).toEqual([
      [
        [178, 60],
        [180, 61],
      ],
      [
        [-180, 61],
        [-178, 62],
      ],
    ]);
  });

  it('leaves out edges that run along the antimeridian (where the data was cut)', () => {
    expect(
      splitLine([
        [179, -16],
        [180, -16.5],
        [180, -16.6],
        [179.5, -17],
      ]),
    ).toEqual([
      [
        [179, -16],
        [180, -16.5],
      ],
      [
        [180, -16.6],
        [179.5, -17],
      ],
    ]);
  });
});
