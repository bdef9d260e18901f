import type { LatLng } from '@divespot/shared/spot-search';
import type { View } from './map-grid.ts';
import type { Mask } from './spot-map-bits.ts';

/*
 * The explore list's page from the spot map's index: the spots in view passing the filters,
 * nearest a point first, as `GET /api/spot?ne&sw&sort=distance` lists them in SQL (distances
 * on the earthdistance extension's sphere, ties by id), without a query.
 */

/** The earthdistance extension's sphere, in km. */
const EARTH_RADIUS_KM = 6378.168;
const RAD = Math.PI / 180;

/** Great-circle km between two points on that sphere. */
export function greatCircleKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const h =
    Math.sin(((bLat - aLat) * RAD) / 2) ** 2 +
    Math.cos(aLat * RAD) * Math.cos(bLat * RAD) * Math.sin(((bLng - aLng) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface NearestPage {
  /** Spots in view passing the filters. */
  total: number;
  /** The page's spots, nearest first: ids and km from the point. */
  ids: number[];
  km: number[];
}

export interface NearestRequest {
  view: View;
  from: LatLng;
  offset: number;
  limit: number;
}

/**
 * The `offset`…`offset + limit` nearest spots of those in view that pass `mask`. A max-heap
 * of the nearest offset + limit seen so far keeps it to one pass over the spots.
 */
export function nearestInView(
  mask: Mask,
  lat: Float64Array,
  lng: Float64Array,
  ids: Int32Array,
  { view, from, offset, limit }: NearestRequest,
): NearestPage {
  // The view as plain numbers (map-grid's `contains`, without a call per spot): one longitude
  // range, or two across the antimeridian (the second empty otherwise).
  const { north, south } = view;
  const [w1, e1] = view.lngRanges[0] ?? [1, 0];
  const [w2, e2] = view.lngRanges[1] ?? [1, 0];
  const keep = Math.min(offset + limit, lat.length);
  const heapKm = new Float64Array(keep);
  const heapId = new Float64Array(keep);
  let size = 0;
  let total = 0;
  // a is farther than b: by distance, then by id.
  const farther = (ka: number, ia: number, kb: number, ib: number) =>
    ka > kb || (ka === kb && ia > ib);
  const words = mask.words;
  for (let b = 0; b < words.length; b++) {
    let word = words[b]!;
    while (word !== 0) {
      const i = b * 32 + 31 - Math.clz32(word & -word);
      word = (word & (word - 1)) >>> 0;
      const la = lat[i]!;
      const lo = lng[i]!;
      if (la < south || la > north || !((lo >= w1 && lo <= e1) || (lo >= w2 && lo <= e2))) continue;
      total++;
      if (keep === 0) continue;
      const km = greatCircleKm(from.lat, from.lng, la, lo);
      const id = ids[i]!;
      if (size === keep && !farther(heapKm[0]!, heapId[0]!, km, id)) continue;
      let at: number;
      if (size < keep) {
        // Room left: add at the end and sift up.
        at = size++;
        while (at > 0) {
          const parent = (at - 1) >> 1;
          if (!farther(km, id, heapKm[parent]!, heapId[parent]!)) break;
          heapKm[at] = heapKm[parent]!;
          heapId[at] = heapId[parent]!;
          at = parent;
        }
      } else {
        // Full: this one replaces the farthest, at the root, and sifts down.
        at = 0;
        for (;;) {
          const left = 2 * at + 1;
          if (left >= size) break;
          const right = left + 1;
          const child =
            right < size && farther(heapKm[right]!, heapId[right]!, heapKm[left]!, heapId[left]!)
              ? right
              : left;
          if (!farther(heapKm[child]!, heapId[child]!, km, id)) break;
          heapKm[at] = heapKm[child]!;
          heapId[at] = heapId[child]!;
          at = child;
        }
      }
      heapKm[at] = km;
      heapId[at] = id;
    }
  }
  const order = Array.from({ length: size }, (_, k) => k).sort(
    (x, y) => heapKm[x]! - heapKm[y]! || heapId[x]! - heapId[y]!,
  );
  const page = order.slice(offset);
  return { total, ids: page.map((k) => heapId[k]!), km: page.map((k) => heapKm[k]!) };
}
