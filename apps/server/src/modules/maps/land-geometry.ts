import type { Position } from 'geojson';
import { naturalEarth, type NaturalEarthScale } from './natural-earth.ts';

/** Web Mercator stops at ±85.0511° (a square world); the poles are infinitely far. */
const MAX_LAT = 85.05112878;

/** A ring or line in world units (0…1 across and down the Mercator square), with its extent. */
export interface ProjectedLine {
  xy: Float64Array;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export interface ProjectedWorld {
  land: ProjectedLine[];
  borders: ProjectedLine[];
}

export function mercatorX(lng: number): number {
  return (lng + 180) / 360;
}

export function mercatorY(lat: number): number {
  const phi = (Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * Math.PI) / 180;
  return 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
}

/**
 * Projects a ring, unwrapping longitudes so that a ring across ±180° (Chukotka, Fiji) stays one
 * continuous shape reaching past the world's edge instead of a band across the whole map. The
 * renderer draws the world again one width to the left and right, which fills the other side.
 */
function project(ring: Position[]): ProjectedLine {
  const xy = new Float64Array(ring.length * 2);
  let offset = 0;
  let previous: number | undefined;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  ring.forEach(([lng = 0, lat = 0], i) => {
    if (previous !== undefined && Math.abs(lng + offset - previous) > 180)
      offset += lng + offset > previous ? -360 : 360;
    previous = lng + offset;
    const x = mercatorX(lng + offset);
    const y = mercatorY(lat);
    xy[i * 2] = x;
    xy[i * 2 + 1] = y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  });
  return { xy, minX, maxX, minY, maxY };
}

function load(scale: NaturalEarthScale): ProjectedWorld {
  const { land, borders } = naturalEarth(scale);
  return { land: land.flat().map(project), borders: borders.map(project) };
}

const worlds = new Map<string, ProjectedWorld>();

/**
 * Natural Earth land and borders, projected once per process: 1:50m for world and continent
 * views, 1:10m from zoom 5 where the coarser coast would miss whole islands.
 */
export function projectedWorld(zoom: number): ProjectedWorld {
  const scale = zoom >= 5 ? '10m' : '50m';
  let world = worlds.get(scale);
  if (!world) {
    world = load(scale);
    worlds.set(scale, world);
  }
  return world;
}
