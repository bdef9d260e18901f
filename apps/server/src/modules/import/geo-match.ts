/** A country's or region's bounds; west > east when the box crosses the antimeridian. */
export interface Box {
  id: number;
  north: number;
  south: number;
  east: number;
  west: number;
}

export function boxContains(box: Box, lat: number, lng: number): boolean {
  if (lat < box.south || lat > box.north) return false;
  return box.west <= box.east
    ? lng >= box.west && lng <= box.east
    : lng >= box.west || lng <= box.east;
}

function boxArea(box: Box): number {
  const width = box.west <= box.east ? box.east - box.west : box.east - box.west + 360;
  return width * (box.north - box.south);
}

/**
 * The id of the smallest box holding the point, or null. Bounding boxes overlap (a country's box
 * holds its small neighbours'), and the smallest one is the most specific guess.
 */
export function smallestContaining(boxes: readonly Box[], lat: number, lng: number): number | null {
  let best: Box | null = null;
  for (const box of boxes) {
    if (boxContains(box, lat, lng) && (!best || boxArea(box) < boxArea(best))) best = box;
  }
  return best?.id ?? null;
}
