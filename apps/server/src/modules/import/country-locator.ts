import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
import worldCountries from 'world-countries';
import { buildCountries } from '../../db/seed/countries.ts';
import { boxContains } from './geo-match.ts';

const require = createRequire(import.meta.url);
const KM_PER_DEGREE = 111.32;

interface Shape {
  code: string;
  /** Outer ring first, then holes. */
  rings: Position[][];
  north: number;
  south: number;
  east: number;
  west: number;
  /** Longitudes shifted to 0…360 because the outline crosses ±180° (Fiji, Chukotka). */
  shifted: boolean;
}

/** Ray casting: is the point inside the ring? */
function inRing(ring: Position[], lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const inShape = (shape: Shape, lat: number, lng: number) =>
  inRing(shape.rings[0] ?? [], lat, lng) && !shape.rings.slice(1).some((h) => inRing(h, lat, lng));

/** Kilometres from the point to the nearest edge of the shape, or Infinity beyond `maxKm`. */
function distanceKm(shape: Shape, lat: number, lng: number, maxKm: number): number {
  const kx = KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
  const padLat = maxKm / KM_PER_DEGREE;
  let best = Infinity;
  for (const ring of shape.rings) {
    for (let i = 1; i < ring.length; i++) {
      const [ax = 0, ay = 0] = ring[i - 1] ?? [];
      const [bx = 0, by = 0] = ring[i] ?? [];
      // Most edges of a large country are far away in latitude: skip them cheaply.
      if (Math.abs(ay - lat) > padLat && Math.abs(by - lat) > padLat && (ay - lat) * (by - lat) > 0)
        continue;
      // Local flat projection around the point, in km.
      const x1 = (ax - lng) * kx;
      const y1 = (ay - lat) * KM_PER_DEGREE;
      const dx = (bx - ax) * kx;
      const dy = (by - ay) * KM_PER_DEGREE;
      const len = dx * dx + dy * dy;
      const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(x1 * dx + y1 * dy) / len));
      best = Math.min(best, Math.hypot(x1 + t * dx, y1 + t * dy));
    }
  }
  return best <= maxKm ? best : Infinity;
}

function loadShapes(): Shape[] {
  const atlas = require('world-atlas/countries-10m.json') as Topology<{
    countries: GeometryCollection;
  }>;
  const codeByNumeric = new Map(worldCountries.map((c) => [c.ccn3, c.cca2]));
  return feature(atlas, atlas.objects.countries).features.flatMap((f) => {
    const code = codeByNumeric.get(String(f.id));
    const geometry = f.geometry as Polygon | MultiPolygon | null;
    if (!code || !geometry) return [];
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    return polygons.map((original) => {
      const lats = (original[0] ?? []).map((p) => p[1] ?? 0);
      const span = (ring: Position[]) => {
        const xs = ring.map((p) => p[0] ?? 0);
        return Math.max(...xs) - Math.min(...xs);
      };
      // Antarctica's outline runs all the way round on purpose; others crossing ±180° get
      // unwrapped so that edges do not span the whole map.
      const shifted = span(original[0] ?? []) > 180 && Math.min(...lats) > -60;
      const rings = shifted
        ? original.map((ring) => ring.map(([x = 0, y = 0]) => [x < 0 ? x + 360 : x, y]))
        : original;
      const lngs = (rings[0] ?? []).map((p) => p[0] ?? 0);
      return {
        code,
        rings,
        shifted,
        north: Math.max(...lats),
        south: Math.min(...lats),
        east: Math.max(...lngs),
        west: Math.min(...lngs),
      };
    });
  });
}

/**
 * Finds the country of a dive site from Natural Earth's 1:10m country outlines: the country whose
 * land holds the point, else the one whose coast is nearest within `maxKm` (most dive sites are
 * offshore), else null.
 * Territories too small for the atlas are matched by the box around their centre first.
 * Returns the ISO 3166-1 alpha-2 code.
 */
export function createCountryLocator(maxKm = 60): (lat: number, lng: number) => string | null {
  const shapes = loadShapes();
  // Territories the atlas draws as part of another country (Bonaire within the Netherlands)
  // have a small box around their centre instead; a point in one belongs to the territory.
  const shaped = new Set(shapes.map((s) => s.code));
  const territories = buildCountries()
    .filter((c) => !shaped.has(c.code))
    .map((c) => ({ ...c, id: 0 }));
  return (lat, lng) => {
    const territory = territories.find((t) => boxContains(t, lat, lng));
    if (territory) return territory.code;
    const padLat = maxKm / KM_PER_DEGREE;
    const padLng = padLat / Math.max(0.05, Math.cos((lat * Math.PI) / 180));
    let best: { code: string; km: number } | null = null;
    for (const s of shapes) {
      const x = s.shifted && lng < 0 ? lng + 360 : lng;
      if (lat > s.north + padLat || lat < s.south - padLat) continue;
      if (x > s.east + padLng || x < s.west - padLng) continue;
      if (inShape(s, lat, x)) return s.code;
      const km = distanceKm(s, lat, x, maxKm);
      if (km < (best?.km ?? Infinity)) best = { code: s.code, km };
    }
    return best?.code ?? null;
  };
}
