import type { FeaturedDestination } from './destinations.ts';

/** Explore URL for a destination: map bounds in the query, as SPEC §2 explore expects. */
export function destinationExploreHref(d: Pick<FeaturedDestination, 'bounds' | 'zoom'>): string {
  const { north, east, south, west } = d.bounds;
  const q = new URLSearchParams({
    n: String(north),
    e: String(east),
    s: String(south),
    w: String(west),
    zoom: String(d.zoom),
  });
  return `/explore?${q.toString()}`;
}
